// The chess-results fixtures of test/fixtures/chess-results, built from the corpus tournament pub02.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type ExcelJS from 'exceljs';
import type { Crosstable, Evaluation } from '../engine';
import { decodeTrfBytes, languageByCode, readTrf } from '../io';
import {
  chessResultsCsv,
  chessResultsRows,
  chessResultsWorkbook,
  evaluateByList,
  FIXTURE_LANGUAGES,
  type ExportOptions,
} from './chess-results-fixtures';
import { roundRobinRows } from './chess-results-rr-fixtures';

export const SOURCE_TRF = 'pub02_swiss_24x7_absentZ_lateH.trf';
export const RANKING_LIST = ['PTS', 'BH/C1', 'BH', 'SB'];

export interface ChessResultsFixture {
  name: string;
  csv: string;
  workbook: ExcelJS.Workbook;
}

export function sourceCrosstable(root: string): Crosstable {
  const read = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(root, 'test', 'fixtures', 'trf', SOURCE_TRF)))));
  if (!read.crosstable) throw new Error(`${SOURCE_TRF} does not read`);
  return read.crosstable;
}

export function sourceEvaluation(crosstable: Crosstable): Evaluation {
  return evaluateByList(crosstable, RANKING_LIST);
}

export function chessResultsFixtures(root: string): ChessResultsFixture[] {
  const crosstable = sourceCrosstable(root);
  const evaluation = sourceEvaluation(crosstable);
  const fixtures: ChessResultsFixture[] = [];
  const addRows = (name: string, rows: (string | number)[][], language: ExportOptions['language']) =>
    fixtures.push({ name, csv: chessResultsCsv(rows, language), workbook: chessResultsWorkbook(rows, name.slice(0, 31)) });
  const add = (name: string, options: ExportOptions) => addRows(name, chessResultsRows(crosstable, options), options.language);
  for (const language of FIXTURE_LANGUAGES) {
    const base = { language, evaluation, eventName: 'Testville Open 2025' };
    add(`ranking-${language.code}`, { ...base, kind: 'ranking', full: true });
    add(`starting-${language.code}`, { ...base, kind: 'starting', full: false });
  }
  const english = languageByCode('en')!;
  const base = { language: english, evaluation, eventName: 'Testville Open 2025', kind: 'ranking' as const, full: true };
  // Round 7 paired, no result in yet; then half of its games in (those whose lower number is even).
  add('in-progress-paired-en', { ...base, pending: { afterRound: 6, isPending: (round) => round === 7 } });
  add('in-progress-half-en', {
    ...base,
    pending: { afterRound: 6, isPending: (round, a, b) => round === 7 && Math.min(a, b) % 2 === 1 },
  });
  // A round robin of 10 (the corpus's pub11) in progress: the ranking crosstable after round 5, four squares of each row empty.
  addRows('round-robin-in-progress-en', roundRobinRows(roundRobinSource(root), 5, 'Testville Round Robin 2025'), english);
  return fixtures;
}

export const ROUND_ROBIN_TRF = 'pub11_rr_10_clean.trf';

export function roundRobinSource(root: string): Crosstable {
  const read = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(root, 'test', 'fixtures', 'trf', ROUND_ROBIN_TRF)))));
  if (!read.crosstable) throw new Error(`${ROUND_ROBIN_TRF} does not read`);
  return read.crosstable;
}
