import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, writeGrid, type CellValue } from '../../io';
import * as gateway from '../../addin/excel/workbook-gateway';
import { computeRun, readCrosstable } from '../../addin/run/compute-run';
import { computeStudy } from '../../addin/run/compute-study';
import { runOnce, type EnginePort, type RunSettings } from '../../addin/run/run-session';
import { fakeExcel, FakeWorkbook } from '../../addin/demo/fake-excel';
import type { FakeValue } from '../../addin/demo/fake-workbook';
import { REPO_ROOT } from '../support/fixture-paths';
import { generateSwiss } from '../support/generate-crosstable';

/** The engine in-process: the worker runs these same functions. */
export const inProcessEngine: EnginePort = {
  read: async (r) => readCrosstable(r),
  run: (r) => computeRun(r),
  study: (r) => computeStudy(r),
};

export const REGULATION = `regulation "VCF K-12" version "2021"
rules fide-2026
tie-breaks
  1. BH/C1
  2. BH
  3. SB
  then shared
`;

export const settings: RunSettings = { regulationText: REGULATION, layout: 'auto', opponentNumbers: 'auto' };

export function cells(values: CellValue[][]): (FakeValue | null)[][] {
  return values.map((row) => row.map((v) => (v === undefined ? null : v)));
}

/** The VCF K-12 wall chart (samples/tournaments) as the sheet "Crosstable", with a title row. */
export function vcfWorkbook(extra: Record<string, (FakeValue | null)[][]> = {}): FakeWorkbook {
  const csv = parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv'), 'utf8'));
  return install(new FakeWorkbook({ Crosstable: cells(csv), ...extra }));
}

/** A generated Swiss in the plain layout. */
export function swissWorkbook(players: number, rounds: number): FakeWorkbook {
  return install(new FakeWorkbook({ Swiss: cells(writeGrid(generateSwiss({ players, rounds, seed: 7 }))) }));
}

export function install(book: FakeWorkbook): FakeWorkbook {
  (globalThis as Record<string, unknown>)['Excel'] = fakeExcel(book);
  return book;
}

export const run = (overrides: Partial<RunSettings> = {}) => runOnce(gateway, inProcessEngine, { ...settings, ...overrides });

/** Every cell of a sheet, for "untouched" comparisons. */
export function snapshot(book: FakeWorkbook, sheet: string): Map<string, unknown> {
  return new Map([...book.sheet(sheet)!.cells].map(([k, v]) => [k, { ...v }]));
}
