import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { run } from '../../cli/main';
import { capture } from '../support/cli';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { evaluate, type Evaluation } from '../../engine';
import { explainPair, explainPlayer, outputSheets, readTrf, standingsBlock, standingsJson } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { file, positioned } from '../support/dsl';

/*
 * The FMJD Women's World Title Match 2015 (samples/regulations/fmjd-women-world-title-match-2015.regula,
 * arts. 6–7) ranked on the match's real results (samples/tournaments/fmjd-women-world-title-match-2015.trf,
 * from the Wikipedia article "2015 Women's World Draughts Championship match"): Golubeva won two
 * standard games, Tansykkuzhina none, though Tansykkuzhina won three micro-matches to Golubeva's
 * three — standard wins decide (art. 7). Totals as the article gives them: standard 8:4, rapid
 * 3:5, blitz 4:2, tie-break 0:4. The same games under the WTM 2020 rules (12/8/7/6) for the round points.
 */

const SAMPLES = join(REPO_ROOT, 'samples');
const trfText = readFileSync(join(SAMPLES, 'tournaments', 'fmjd-women-world-title-match-2015.trf'), 'utf8');
const regulationOf = (name: string) => compileRegulation(readFileSync(join(SAMPLES, 'regulations', `${name}.regula`), 'utf8')).regulation!;

function rank(text: string, name = 'fmjd-women-world-title-match-2015'): Evaluation {
  const read = readTrf(text);
  expect(read.issues.filter((i) => i.severity === 'error')).toEqual([]);
  return evaluate(read.crosstable!, regulationOf(name));
}

const places = (e: Evaluation) => e.standings.map((s) => [s.player, s.rank, s.lastRank, s.decidedBy]);

describe('FMJD Women’s World Title Match 2015 on its real results', () => {
  it('Golubeva wins the match on standard wins, 2 against 0', () => {
    const e = rank(trfText);
    expect(e.issues).toEqual([]);
    expect(places(e)).toEqual([
      [1, 1, 1, 'standard wins'],
      [2, 2, 2, 'standard wins'],
    ]);
    expect(e.microMatches!.values.get(1)).toEqual(['standard wins 2', 'rapid score 3', 'blitz score 4', 'tie-break score 0']);
    expect(e.microMatches!.values.get(2)).toEqual(['standard wins 0', 'rapid score 5', 'blitz score 2', 'tie-break score 4']);
    // Micro-matches won: three each; the stage that decided each.
    expect(e.microMatches!.matches.map((m) => [m.round, m.winner, m.decidedAt])).toEqual([
      [1, 1, 1],
      [2, 2, 4],
      [3, 1, 3],
      [4, 2, 4],
      [5, 2, 2],
      [6, 1, 1],
    ]);
  });

  it('shows the values the micro-matches rank by in the standings, beside the standard games’ PTS', () => {
    expect(standingsBlock(rank(trfText))).toEqual([
      ['Place', 'No', 'Name', 'PTS', 'standard wins', 'rapid score', 'blitz score', 'tie-break score', 'Decided by'],
      [1, 1, 'Golubeva, Zoja', 8, 2, 3, 4, 0, 'standard wins'],
      [2, 2, 'Tansykkuzhina, Tamara', 4, 0, 5, 2, 4, 'standard wins'],
    ]);
  });

  it('explain says how each micro-match and the match were decided', () => {
    const e = rank(trfText);
    const lines = explainPlayer(e, 2);
    expect(lines[0]).toBe('Tansykkuzhina, Tamara (2) is placed 2 of 2, decided by standard wins.');
    expect(lines[1]).toBe(
      'Micro-matches, ranked by standard wins, rapid score, blitz score, tie-break score: standard wins 0, rapid score 5, blitz score 2, tie-break score 4.',
    );
    expect(lines).toContain(
      '  Round 2, Golubeva, Zoja – Tansykkuzhina, Tamara: standard 1–1, rapid 1–1, blitz 1–1, tie-break 0–2: Tansykkuzhina, Tamara won the micro-match in stage 4 (tie-break games until one is won).',
    );
    expect(explainPair(e, 2, 1)).toEqual([
      'Golubeva, Zoja (1) is above Tansykkuzhina, Tamara (2): the micro-matches decided by standard wins, 2 against 0.',
    ]);
  });

  it('JSON and the Audit sheet carry every game', () => {
    const e = rank(trfText);
    const json = standingsJson({ kind: 'individual', evaluation: e });
    expect(json.microMatches!.rankedBy).toEqual(['standard wins', 'rapid score', 'blitz score', 'tie-break score']);
    expect(json.microMatches!.matches[4]).toEqual({
      round: 5,
      white: 1,
      black: 2,
      status: 'won',
      winner: 2,
      stage: 2,
      games: [
        { stage: 1, pace: 'standard', white: 1, black: 2, result: '½-½' },
        { stage: 2, pace: 'rapid', white: 1, black: 2, result: '0-1' },
      ],
      story:
        'Round 5, Golubeva, Zoja – Tansykkuzhina, Tamara: standard 1–1, rapid 0–2: Tansykkuzhina, Tamara won the micro-match in stage 2 (rapid game).',
    });
    const audit = outputSheets(e, [['x']]).find((s) => s.name === 'Regula Audit')!;
    const block = audit.blocks.find((b) => b.name === 'micro-matches')!;
    expect(block.cells[0]).toEqual(['Round', 'Stage', 'White', 'Black', 'Result']);
    // Rounds 1 and 6 one game each, rounds 2 and 4 four, round 3 three, round 5 two.
    expect(block.cells.filter((r) => typeof r[0] === 'number')).toHaveLength(1 + 4 + 3 + 4 + 2 + 1);
    expect(block.cells.at(-1)).toEqual([
      null,
      null,
      2,
      'Tansykkuzhina, Tamara',
      'standard wins 0, rapid score 5, blitz score 2, tie-break score 4',
    ]);
  });

  it('a game not recorded leaves the micro-match pending and the places shared', () => {
    const e = rank(trfText.replace('### micro-match 4 4 1 2 0-2\n', ''));
    expect(places(e)).toEqual([
      [1, 1, 2, 'micro-match pending'],
      [2, 1, 2, 'micro-match pending'],
    ]);
    expect(e.microMatches!.matches[3]!.waiting).toBe(
      'round 4, Golubeva, Zoja – Tansykkuzhina, Tamara: stage 4 (tie-break games until one is won) not recorded',
    );
    expect(explainPlayer(e, 1)[0]).toBe(
      'Golubeva, Zoja (1) shares places 1–2 of 2, places shared: a micro-match among them is not finished, its next game is not recorded (micro-match pending).',
    );
  });

  it('the same games under the WTM 2020 rules: round points 47 against 25', () => {
    // WTM 2020 has no fourth stage: rounds 2 and 4 end 6–6 after the drawn blitz game.
    const e = rank(trfText.replace(/^### micro-match \d+ 4 .*\n/gm, ''), 'fmjd-world-title-match-2020');
    expect(e.issues).toEqual([]);
    expect(e.microMatches!.matches.map((m) => m.points!.map((p) => p.toNumber()))).toEqual([
      [12, 0],
      [6, 6],
      [7, 5],
      [6, 6],
      [4, 8],
      [12, 0],
    ]);
    expect(e.microMatches!.values.get(1)).toEqual(['points 47', 'standard score 8', 'rapid score 3']);
    expect(places(e)).toEqual([
      [1, 1, 1, 'points'],
      [2, 2, 2, 'points'],
    ]);
  });

  it('a bad micro-match line is an error at its line', () => {
    const read = readTrf(
      `${trfText}### micro-match 2 1 1 2 1-0\n### micro-match 2 3 1 9 1-0\n### micro-match x 2 1 2 1-0\n### micro-match 3 2 1 2 3-0\n`,
    );
    expect(
      read.issues.filter((i) => i.code === 'trf/bad-micro-match-line').map((i) => [(i.location as { line?: number }).line, i.message]),
    ).toEqual([
      [19, 'micro-match line: found "1" as the stage, expected 2, 3, … (the round\'s own game, stage 1, is in the crosstable)'],
      [20, 'micro-match line: Black: no player has starting number 9'],
      [21, 'micro-match line: found "x" as the round, expected the round\'s number (1, 2, …)'],
      [22, 'micro-match line: found "3-0" as the result, expected 1-0, 0-1, ½-½ (or 1/2-1/2, =); in draughts 2-0, 0-2, 1-1'],
    ]);
  });
});

describe('the micro-matches article', () => {
  it('located errors: no games, a stage of two games, no pace, drawn not last, missing points, unknown pace', () => {
    expect(positioned(compileRegulation(file('regulation "x"', 'micro-matches')).diagnostics)).toEqual([
      expect.stringMatching(/^2:1 .*micro-matches-no-stages/),
    ]);
    const text = file(
      'regulation "x"',
      'micro-matches',
      '  1. standard game, won 12-0, drawn 6-6',
      '  2. 2 rapid games',
      '  3. game',
      '  ranked by points, standrd wins',
    );
    expect(positioned(compileRegulation(text).diagnostics)).toEqual([
      expect.stringMatching(/^3:31 .*micro-match-drawn-not-last/),
      expect.stringMatching(/^4:3 .*micro-match-stage-kind/),
      expect.stringMatching(/^4:3 .*micro-match-points-missing/),
      expect.stringMatching(/^5:3 .*micro-match-stage-pace/),
      expect.stringMatching(/^5:3 .*micro-match-points-missing/),
      expect.stringMatching(/^6:21 .*micro-match-unknown-pace/),
    ]);
    expect(compileRegulation(text).diagnostics.at(-1)!.message).toBe(
      'No stage of the micro-match is "standrd" (did you mean "standard"?); stages: standard, rapid',
    );
    const noRanking = file('regulation "x"', 'micro-matches', '  1. standard game', '  2. rapid game, won 8-4');
    expect(positioned(compileRegulation(noRanking).diagnostics)).toEqual([
      expect.stringMatching(/^2:1 .*micro-match-no-ranking/),
      expect.stringMatching(/^3:3 .*micro-match-points-missing/),
      // The last stage is one game: a round drawn there needs its points too ("drawn 6-6").
      expect.stringMatching(/^4:3 .*micro-match-points-missing/),
    ]);
  });
});

describe('the Micro-matches sheet of a workbook (the CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'regula-micro-matches-'));
  const cli = async (args: string[]) => {
    const c = capture();
    const code = await run(args, c.io);
    return { code, out: c.out.join('\n'), err: c.err.join('\n') };
  };
  const ROWS = [
    ['Round', 'Stage', 'White', 'Black', 'Result'],
    ...[...trfText.matchAll(/^### micro-match (\d+) (\d+) (\d+) (\d+) (\S+)$/gm)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      m[3]!,
      m[4]!,
      m[5]!,
    ]),
  ];
  const REGULATION = join(SAMPLES, 'regulations', 'fmjd-women-world-title-match-2015.regula');

  async function workbookWith(name: string, rows: (string | number)[][]): Promise<string> {
    const plain = join(dir, `${name}.trf`);
    writeFileSync(plain, trfText.replace(/^### micro-match.*\n/gm, ''));
    const book = join(dir, `${name}.xlsx`);
    expect((await cli(['convert', plain, '--to', 'xlsx', '--out', book, '--quiet'])).code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(book);
    workbook.addWorksheet('Micro-matches').addRows(rows);
    await workbook.xlsx.writeFile(book);
    return book;
  }

  it('ranks as the TRF lines: the same standings and the same micro-matches in the JSON', async () => {
    const fromSheet = await cli(['rank', await workbookWith('games', ROWS), '--regulation', REGULATION, '--format', 'json', '--quiet']);
    expect(fromSheet.err).toBe('');
    const fromTrf = standingsJson({ kind: 'individual', evaluation: rank(trfText) });
    const json = JSON.parse(fromSheet.out) as typeof fromTrf;
    expect(json.standings.map((s) => [s.no, s.rank, s.decidedBy])).toEqual([
      [1, 1, 'standard wins'],
      [2, 2, 'standard wins'],
    ]);
    expect(json.microMatches!.players).toEqual(fromTrf.microMatches!.players);
    expect(json.microMatches!.matches.map((m) => m.games.length)).toEqual([1, 4, 3, 4, 2, 1]);
  });

  it('a bad row is an error at its cell', async () => {
    const bad = await cli(['rank', await workbookWith('bad', [ROWS[0]!, [2, 2, 1, 2, '3-0']]), '--regulation', REGULATION, '--quiet']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain("'Micro-matches'!A2");
    expect(bad.err).toContain('micro-match row: found "3-0" as the result');
  });
});
