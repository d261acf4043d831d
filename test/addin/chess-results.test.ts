/**
 * A chess-results export opened in Excel ranks in the task pane as in the CLI: the language
 * detected (or chosen), the standings after the last complete round or the round chosen,
 * the same result columns as `regula rank` writes (test/fixtures/chess-results).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as gateway from '../../addin/excel/workbook-gateway';
import { readOnly } from '../../addin/run/run-session';
import { roundSetting } from '../../addin/taskpane/use-session';
import { readInputBytes, readTournamentFile } from '../../cli/read-input';
import { loadWorkbook, sheetValues } from '../../cli/xlsx';
import { compileRegulation } from '../../dsl';
import { evaluate } from '../../engine';
import { resultColumns } from '../../io';
import { FakeWorkbook } from '../../addin/demo/fake-workbook';
import { REPO_ROOT } from '../support/fixture-paths';
import { cells, inProcessEngine, install, REGULATION, run, settings } from './support';

const FOLDER = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');

/** The export as Excel opens it: its one sheet, numbers as numbers, round cells as text. */
async function opened(name: string): Promise<FakeWorkbook> {
  const file = join(FOLDER, `${name}.xlsx`);
  const workbook = await loadWorkbook(file, readInputBytes(file));
  return install(new FakeWorkbook({ [name]: cells(sheetValues(workbook.worksheets[0]!)) }));
}

/** What `regula rank FILE --regulation …` computes for the same file. */
async function cliResult(name: string, round?: number) {
  const read = await readTournamentFile(join(FOLDER, `${name}.xlsx`), round === undefined ? {} : { round });
  return resultColumns(evaluate(read.crosstable!, compileRegulation(REGULATION).regulation!));
}

describe('a chess-results export in the task pane', () => {
  it('German export: detected as German, ranked as the CLI ranks it', async () => {
    await opened('ranking-de');
    const { reading } = await readOnly(gateway, inProcessEngine, settings);
    expect(reading.layout).toMatchObject({ name: 'swiss-manager', chessResults: true, language: { code: 'de', name: 'German' } });
    expect(reading.issues).toEqual([]);
    const report = await run();
    expect(report.written?.sheets).toEqual(['Regula Standings', 'Regula Audit']);
    expect(report.result.output!.result).toEqual(await cliResult('ranking-de'));
  });

  it('an event in progress: after round 6 by default, after the round chosen when one is', async () => {
    await opened('in-progress-half-en');
    const first = await run();
    expect(first.result.reading.layout.afterRound).toBe(6);
    expect(first.result.reading.issues.map((i) => i.code)).toEqual(['grid/pending-round']);
    expect(first.result.output!.result).toEqual(await cliResult('in-progress-half-en'));
    const third = await run({ ...roundSetting('3') });
    expect(third.result.reading.layout.afterRound).toBe(3);
    expect(third.result.output!.result).toEqual(await cliResult('in-progress-half-en', 3));
  });

  it('a language chosen in the pane overrides the detection', async () => {
    await opened('ranking-nl');
    const wrong = await readOnly(gateway, inProcessEngine, { ...settings, language: 'de' });
    expect(wrong.reading.issues[0]).toMatchObject({ code: 'grid/unknown-token', location: { sheet: 'ranking-nl', row: 6, column: 8 } });
    const dutch = await readOnly(gateway, inProcessEngine, { ...settings, language: 'nl' });
    expect(dutch.reading.issues).toEqual([]);
  });

  it('reads the After round field: a round number, or the last complete round when empty or not a number', () => {
    expect(roundSetting('')).toEqual({});
    expect(roundSetting(' 4 ')).toEqual({ afterRound: 4 });
    expect(roundSetting('0')).toEqual({});
    expect(roundSetting('four')).toEqual({});
  });
});
