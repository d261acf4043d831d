import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, formatRegulation } from '../../dsl';
import { evaluateTeamEvent, type BoardPrizeList } from '../../engine';
import { boardPrizesBlock, readTeamTrf, regulationDocument } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * ECU General Tournament Regulations B.7 (samples/regulations/ecu-team-board-prizes.regula): board
 * prizes by performance rating, at least 4 games (a reserve 3), games on the registered board, a
 * 400-point cap, ties by games, percentage, team place; on the invented six-team round robin
 * samples/tournaments/team-round-robin-6x4.trf (five rounds, four boards and a reserve a team).
 */
const text = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'ecu-team-board-prizes.regula'), 'utf8');
const event = readTeamTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'team-round-robin-6x4.trf'), 'latin1')).event!;
const prizes = (source: string) => {
  const compiled = compileRegulation(source);
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return evaluateTeamEvent(event, compiled.regulation!).boardPrizes!;
};
const board = (lists: BoardPrizeList[], which: number | 'reserve') =>
  lists
    .find((l) => l.board === which)!
    .entries.map((e) =>
      [
        e.rank === undefined ? '-' : e.rank === e.lastRank ? e.rank : `${e.rank}–${e.lastRank}`,
        e.name.replace(/, Player$/, ''),
        `${e.points.toDecimalString()}/${e.games}`,
        e.performance,
        e.decidedBy ?? 'unranked',
      ].join(' '),
    );

describe('board prizes by performance rating (ECU B.7)', () => {
  it('ranks board 1 by TPR: Dalmor Ash 4½ of 5 against an average of 2352, dp(0.90) = 366: 2718', () => {
    // Hand check: his opponents Corvia Ash 2360, Fenland Ash 2300, Esteria Ash 2320, Aland Ash 2400,
    // Borea Ash 2380 — 11,760 / 5 = 2352 (C.07 10.1), + 366 (B.02 table, p = 0.90) = 2718.
    expect(board(prizes(text), 1)).toEqual([
      '1 Dalmor Ash 4.5/5 2718 performance rating',
      '2 Aland Ash 3.5/5 2489 performance rating',
      '3 Fenland Ash 2/5 2288 performance rating',
      '4 Esteria Ash 2/5 2284 performance rating',
      '5 Borea Ash 2/5 2262 performance rating',
      '6 Corvia Ash 0/4 1540 performance rating',
    ]);
  });

  it('leaves a player with fewer games than the minimum unranked, and keeps reserves on their own list (3 games)', () => {
    const lists = prizes(text);
    // Borea's and Fenland's board 4 played 3 games: Borea Elm played in round 2, Fenland left board 4 empty twice.
    expect(board(lists, 4).slice(4)).toEqual(['- Borea Dogwood 1.5/3 2140 unranked', '- Fenland Dogwood 1.5/3 2203 unranked']);
    expect(board(lists, 'reserve')).toEqual([
      '- Aland Elm 1/1 3010 unranked',
      '- Borea Elm 1/1 3050 unranked',
      '- Corvia Elm 0.5/1 2230 unranked',
      '- Dalmor Elm 0.5/1 2230 unranked',
      '- Esteria Elm 0.5/1 2230 unranked',
    ]);
  });

  it('by percentage, ties go to games, percentage, then the team place: Dalmor Birch 3rd, Corvia and Borea share 4th–5th', () => {
    // Hand check of the tie on board 2: Dalmor Birch, Corvia Birch and Borea Birch each 2½ of 5 (50 %),
    // five games each; the teams by match points (no team minimum here): Dalmor 6 (2nd), Borea and
    // Corvia 5 (3rd–4th shared) — Dalmor Birch before the other two, who stay level and share.
    const lists = prizes(text.replace('by performance rating', 'by percentage').replace(/^ {2}rating difference cap.*\n/m, ''));
    expect(board(lists, 2)).toEqual([
      '1 Aland Birch 3/4 2478 percentage',
      '2 Fenland Birch 3/5 2382 percentage',
      '3 Dalmor Birch 2.5/5 2302 team place',
      '4–5 Borea Birch 2.5/5 2274 shared',
      '4–5 Corvia Birch 2.5/5 2298 shared',
      '6 Esteria Birch 1.5/4 2213 percentage',
    ]);
  });

  it('a cap of 50 counts Aland Ash (2400) at 2390 for Dalmor Ash (2340): average 2350, 2716', () => {
    expect(board(prizes(text.replace('rating difference cap 400', 'rating difference cap 50')), 1)[0]).toBe(
      '1 Dalmor Ash 4.5/5 2716 performance rating',
    );
  });

  it('games count on the board played: Aland Cedar’s round-3 draw on board 2 (2310) is on board 2’s list, her other four on board 3 (average 2235 + dp(0.75) 193 = 2428)', () => {
    const lists = prizes(text.replace('games count on the registered board', 'games count on the board played'));
    expect(lists.map((l) => l.board)).toEqual([1, 2, 3, 4]);
    expect(board(lists, 2)).toContain('- Aland Cedar 0.5/1 2310 unranked');
    expect(board(lists, 3)).toContain('1 Aland Cedar 3/4 2428 performance rating');
    expect(board(lists, 4)).toContain('- Aland Elm 1/1 3010 unranked');
  });

  it('asks where the text is silent: which board a game counts for, and a performance rating’s rating cap', () => {
    const codes = (source: string) => compileRegulation(source).diagnostics.map((d) => `${d.severity} ${d.code}`);
    expect(codes(text.replace(/^ {2}games count on the registered board.*\n/m, ''))).toContain('error dsl/board-prizes-which-board');
    expect(codes(text.replace(/^ {2}rating difference cap.*\n/m, ''))).toContain('error dsl/board-prizes-rating-cap');
    expect(codes(text.replace(/^ {2}by performance rating.*\n/m, ''))).toContain('error dsl/board-prizes-no-measure');
    expect(codes(text.replace('rules fide-2026 team', 'rules fide-2026'))).toContain('error dsl/board-prizes-in-individual-event');
    expect(compileRegulation(text).diagnostics.map((d) => `${d.code} ${d.span.start.line}`)).toEqual(['dsl/board-prizes-reading 24']);
  });

  it('counts every game and warns of nothing; with two Aland members of one name, their games are left out and a warning says so', () => {
    const regulation = compileRegulation(text).regulation!;
    expect(evaluateTeamEvent(event, regulation).issues).toEqual([]);
    const trf = readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'team-round-robin-6x4.trf'), 'latin1');
    const twins = readTeamTrf(trf.replace('Aland Elm, Player  ', 'Aland Ash, Player  ')).event!;
    const evaluation = evaluateTeamEvent(twins, regulation);
    expect(evaluation.issues.map((i) => i.code)).toEqual(['engine/board-prizes-players-unknown']);
    expect(evaluation.boardPrizes![0]!.entries.map((e) => e.name)).not.toContain('Aland Ash, Player');
  });

  it('prints its reading in the booklet, keeps its layout, and writes a cell block', () => {
    expect(formatRegulation(text).text).toBe(text);
    const article = regulationDocument(compileRegulation(text).regulation!).articles.find((a) => a.title === 'Board prizes')!;
    expect(article.blocks).toEqual([
      {
        kind: 'paragraph',
        text: "The players of each board are ranked by their performance rating. Every game of a player counts for the board of the team list, wherever it was played; the reserves have a list of their own. A player needs at least 4 games (a reserve 3) played over the board to be ranked; a game won or lost by default is not counted. The performance rating (C.07 10.2) counts an opponent at most 400 points from the player's rating. Players level are separated by more games, then a higher percentage, then the better-placed team; otherwise they share the place.",
      },
    ]);
    const block = boardPrizesBlock({ boardPrizes: prizes(text) });
    expect(block[0]).toEqual(['Board', 'Place', 'No', 'Player', 'Team', 'Games', 'Points', '%', 'Performance', 'Decided by']);
    expect(block[1]).toEqual([1, 1, 16, 'Dalmor Ash, Player', 'Dalmor', 5, '4.5', '90.0', 2718, 'performance rating']);
    expect(block.at(-1)).toEqual(['reserves', null, 25, 'Esteria Elm, Player', 'Esteria', 1, '0.5', '50.0', 2230, 'fewer than 3 games']);
  });
});

describe('board prizes as `regula rank` prints them', () => {
  it('prints the board prizes under the team standings, each board’s list with the reading of the minimum', async () => {
    const { run } = await import('../../cli/main');
    const out: string[] = [];
    const code = await run(
      [
        'rank',
        join(REPO_ROOT, 'samples', 'tournaments', 'team-round-robin-6x4.trf'),
        '--regulation',
        join(REPO_ROOT, 'samples', 'regulations', 'ecu-team-board-prizes.regula'),
        '--quiet',
      ],
      { out: (t) => void out.push(t), err: () => undefined },
    );
    expect(code).toBe(0);
    const text = out.join('\n');
    const boards = text.slice(text.indexOf('\nBoard prizes\n'));
    expect(boards).toMatch(/\nBoard\s+Place\s+No\s+Player\s+Team\s+Games\s+Points\s+%\s+Performance\s+Decided by\n/);
    // Board 1's winner as the TPR test above works it out: Dalmor Ash, 4½ of 5, 2718.
    expect(boards).toMatch(/\n1\s+1\s+\d+\s+Dalmor Ash, Player\s+Dalmor\s+5\s+4\.5\s+90\.0\s+2718\s+performance rating\n/);
    expect(boards).toMatch(/\n4\s+9\s+Borea Dogwood, Player\s+Borea\s+3\s+1\.5\s+50\.0\s+2140\s+fewer than 4 games\n/);
  });
});
