import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER_MARK, parseCsv } from '../../io';
import { computeRun, readCrosstable } from '../../addin/run/compute-run';
import { FakeWorkbook } from '../../addin/demo/fake-workbook';
import { REPO_ROOT } from '../support/fixture-paths';
import { cells, install, run, snapshot } from './support';

/* The arbiter's handbook's knock-out matches (ch. 13, seed 004): Organisers v Players, both 3–3. */
const sample = (n: number) => parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', `team-ko-match-${n}.csv`), 'utf8'));
const TEAM_CUP = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'team-cup-match-tiebreaks.regula'), 'utf8');
const BOTH = [...sample(1), [], ...sample(2)];
const request = { sheet: 'Cup', origin: { row: 1, column: 1 }, values: BOTH, layout: 'auto' as const, opponentNumbers: 'auto' as const };

describe('the add-in on a sheet of team matches (board by board)', () => {
  it('reads it as matches, not as a crosstable: the Crosstable panel lists each match', () => {
    const reading = readCrosstable(request);
    expect(reading.matches).toEqual([
      'Organisers v Players: 6 boards (rows 1–8, Result 1)',
      'Organisers v Players: 6 boards (rows 10–17, Result 2)',
    ]);
    expect(reading.issues).toEqual([]);
    expect(reading.preview).toBeUndefined();
  });

  it('decides both matches by the regulation’s match tie-breaks: board count of wins 10 v 11, then end-board elimination', async () => {
    const result = await computeRun(
      { ...request, regulationText: TEAM_CUP, input: "'Cup'!A1:D17", ranAt: '2026-03-01T10:00:00.000Z' },
      () => 0,
    );
    expect(result.stopped).toBeUndefined();
    const output = result.output!;
    expect(output.result).toBeUndefined();
    expect(output.sheets.map((s) => s.name)).toEqual(['Regula Match']);
    expect(output.explanations[0]).toBe("Organisers v Players ('Cup'!A1:D17 rows 1–8: Result 1)");
    expect(output.explanations.filter((l) => l.includes('win the match'))).toEqual([
      'Organisers win the match on board count of wins: board numbers won, 10 to 11.',
      'Organisers win the match on end-board elimination: boards 1–4 (boards 5–6 dropped), 2.5 to 1.5.',
    ]);
  });

  it('stops with a reason when the regulation has no match tie-breaks or the sheet has errors', async () => {
    const base = { ...request, input: "'Cup'!A1:D17", ranAt: '2026-03-01T10:00:00.000Z' };
    const open = await computeRun({ ...base, regulationText: 'regulation "Open"\ntie-breaks\n  1. BH\n' }, () => 0);
    expect(open.stopped).toBe('The sheet holds a team match, and the regulation has no “match tie-breaks” article to decide it: add one.');
    const broken = BOTH.map((row, r) => (r === 3 ? [row[0], row[1], '2-0', row[3]] : row));
    const bad = await computeRun({ ...base, values: broken, regulationText: TEAM_CUP }, () => 0);
    expect(bad.stopped).toBe('The match sheet has errors: see the Crosstable panel.');
    expect(bad.reading.issues.map((i) => [i.code, i.location])).toEqual([
      ['match/unknown-result', { kind: 'cell', sheet: 'Cup', row: 4, column: 3 }],
    ]);
  });

  it('Run writes Regula Match and the regulation, no result block, and leaves the match sheet as it was', async () => {
    const book = install(new FakeWorkbook({ Cup: cells(BOTH) }));
    const before = snapshot(book, 'Cup');
    const report = await run({ regulationText: TEAM_CUP, sheet: 'Cup' });
    expect(report.result.stopped).toBeUndefined();
    expect(report.written).toMatchObject({ sheets: ['Regula Match'], resultBlock: undefined });
    expect(book.sheets.map((s) => s.name)).toEqual(['Cup', 'Regula Match', 'Regulation']);
    expect(snapshot(book, 'Cup')).toEqual(before);
    expect(book.cell('Regula Match', 1, 1)?.value).toBe(OWNER_MARK);
    expect(book.values('Regula Match', 3, 1, 1, 2)).toEqual([['Regulation', 'Team Cup']]);
    // A second run replaces its own sheet.
    const again = await run({ regulationText: TEAM_CUP, sheet: 'Cup' });
    expect(again.written?.sheets).toEqual(['Regula Match']);
    expect(book.sheets.map((s) => s.name)).toEqual(['Cup', 'Regula Match', 'Regulation']);
  });
});
