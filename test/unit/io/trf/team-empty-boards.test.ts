import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { readTeamTrf } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * Issue 15, item 1: a board the opposing team left empty. Swiss-Manager writes the present
 * player's round as `0000 - +` (and the absent side, when a player is named, as `0000 - -`).
 * In a team match that board is a forfeited game, won by the present side (C.07 art. 12:
 * individual forfeits count as wins and losses; art. 11.1: game points are the boards' points).
 * The events are test/golden/teams/round-robin-4x4-trf16.trf with round 1 edited.
 */
const ROUND_ROBIN = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'round-robin-4x4-trf16.trf'), 'latin1');

/** The file with one player's round-1 block replaced ("0005 w 1" → "0000 - +"). */
function withRound1(text: string, edits: Record<number, string>): string {
  return text
    .split('\n')
    .map((line) => {
      const id = line.startsWith('001') ? Number(line.slice(4, 8)) : undefined;
      const block = id === undefined ? undefined : edits[id];
      return block === undefined ? line : `${line.slice(0, 91)}${block}${line.slice(99)}`;
    })
    .join('\n');
}

function round1(text: string, team: number): { opponent: number | undefined; boards: string[]; mp: string; gp: string } {
  const read = readTeamTrf(text, { file: 't.trf' });
  expect(read.issues.filter((i) => i.severity === 'error').map((i) => i.message)).toEqual([]);
  const event: TeamEvent = read.event!;
  const t = event.teams.find((x) => x.id === team)!;
  const record = t.rounds[0]!;
  const score = teamRoundScores(event, t)[0]!;
  return {
    opponent: 'opponent' in record ? record.opponent : undefined,
    boards:
      record.kind === 'match'
        ? record.boards.map((b) => `${b.board} ${b.result.kind} ${b.result.outcome} ${(b.players ?? []).join(' v ')}`)
        : [],
    mp: score.matchPoints.toDecimalString(),
    gp: score.gamePoints.toDecimalString(),
  };
}

describe('a board left empty in a team match (0000 - +)', () => {
  it('reads the original round 1: A beats B 2.5–1.5 over four played boards', () => {
    expect(round1(ROUND_ROBIN, 1)).toMatchObject({ opponent: 2, mp: '2', gp: '2.5' });
  });

  it('counts board 4 as won by default in a match A wins: 3.5–0.5 instead of dropping the board', () => {
    // Player 8 (B, board 4) did not come; player 4 (A, board 4) won by default.
    const text = withRound1(ROUND_ROBIN, { 4: '0000 - +', 8: '0000 - -' });
    const a = round1(text, 1);
    expect(a).toMatchObject({ opponent: 2, mp: '2', gp: '3.5' });
    expect(a.boards[3]).toBe('4 forfeit win A-player, Board 4 v —');
    expect(round1(text, 2)).toMatchObject({ opponent: 1, mp: '0', gp: '0.5' });
    // The individual reader's "old way to write a bye" warning does not apply to a board won by default.
    expect(readTeamTrf(text).issues.map((i) => i.code)).not.toContain('trf/legacy-bye-code');
  });

  it('moves the later boards of the team with the empty board: board 2 empty in a drawn match', () => {
    // C v D in round 1: C's board 2 (player 10) did not come, D's board 2 (player 14) won by default.
    const text = withRound1(ROUND_ROBIN, { 10: '0000 - -', 14: '0000 - +' });
    const c = round1(text, 3);
    expect(c.boards).toEqual([
      '1 played win C-player, Board 1 v D-player, Board 1',
      '2 forfeit loss — v D-player, Board 2',
      '3 played draw C-player, Board 3 v D-player, Board 3',
      '4 played draw C-player, Board 4 v D-player, Board 4',
    ]);
    expect(c).toMatchObject({ opponent: 4, mp: '1', gp: '2' });
    expect(round1(text, 4)).toMatchObject({ mp: '1', gp: '2' });
  });

  it('reads an empty board a 300 line gives as 0000 (TRF-2026 out-of-order line-up) the same way', () => {
    // C's line-up in round 1 given by a 300 line with board 2 empty; player 10 has no block at all.
    const text = `${withRound1(ROUND_ROBIN, { 10: '        ', 14: '0000 - +' }).trimEnd()}\n300   1   3   4    9    0   11   12\n`;
    const c = round1(text, 3);
    expect(c.boards).toEqual([
      '1 played win C-player, Board 1 v D-player, Board 1',
      '2 forfeit loss — v D-player, Board 2',
      '3 played draw C-player, Board 3 v D-player, Board 3',
      '4 played draw C-player, Board 4 v D-player, Board 4',
    ]);
    expect(c).toMatchObject({ opponent: 4, mp: '1', gp: '2' });
  });

  it('counts the board won by default in a match the team still loses', () => {
    // Round 1 edited: A's board 1 loses, B's board 3 is empty (A by default), board 4 as in the file (B wins).
    const text = withRound1(ROUND_ROBIN, { 1: '0005 w 0', 5: '0001 b 1', 3: '0000 - +', 7: '0000 - -' });
    // Boards: 1 A lost, 2 draw, 3 A by default, 4 A lost (the file's 0008 w 1 for player 8) → A 1.5, B 2.5.
    expect(round1(text, 1)).toMatchObject({ mp: '0', gp: '1.5' });
    expect(round1(text, 2)).toMatchObject({ mp: '2', gp: '2.5' });
  });

  it('reads a team with every member on 0000 - + and no opponent as the team PAB; a forfeited match needs a 330 line', () => {
    // Round 1: none of C's players came, all of D's read "0000 - +". With no board faced there is no
    // opponent to read: D is given the team PAB (C.04.6 1.4); TRF-2026 writes a forfeited match as 330.
    const text = withRound1(ROUND_ROBIN, {
      9: '0000 - -',
      10: '0000 - -',
      11: '0000 - -',
      12: '0000 - -',
      13: '0000 - +',
      14: '0000 - +',
      15: '0000 - +',
      16: '0000 - +',
    });
    const d = readTeamTrf(text).event!.teams.find((t) => t.id === 4)!;
    expect(d.rounds[0]).toEqual({ kind: 'pab' });
  });
});

describe('the file’s own team totals (310) agree when a board was left empty', () => {
  const SWISS = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'), 'latin1');

  it('gives Team 1 its declared 5 MP and 4.5 GP with board 2 of round 1 won by default, and warns of nothing', () => {
    // Round 1, Team 1 v Team 2: player 4 (Team 2, board 2) did not come; player 2 won by default.
    const text = withRound1(SWISS, { 2: '0000 - +', 4: '0000 - -' });
    const read = readTeamTrf(text, { file: 't.trf' });
    expect(read.issues.map((i) => `${i.severity} ${i.code}`)).toEqual([]);
    const team1 = read.event!.teams.find((t) => t.id === 1)!;
    const scores = teamRoundScores(read.event!, team1);
    expect(scores.map((s) => `${s.matchPoints.toDecimalString()}/${s.gamePoints.toDecimalString()}`)).toEqual(['2/2', '2/1.5', '1/1']);
  });

  it('still names a team whose declared totals differ from its results (the results count)', () => {
    const text = SWISS.replace(
      '310   1 Team 1                           T1              5.0    4.5',
      '310   1 Team 1                           T1              5.0    5.5',
    );
    expect(readTeamTrf(text, { file: 't.trf' }).issues.map((i) => i.message)).toEqual([
      'team "Team 1" declares 5.5 game points, its games give 4.5; the games count',
    ]);
  });
});
