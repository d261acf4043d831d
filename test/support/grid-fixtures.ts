import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatLocation, parseCsv, type CellValue, type InputIssue } from '../../io';

/** Absolute path of a file under test/golden/. */
export function goldenPath(relative: string): string {
  return fileURLToPath(new URL(`../golden/${relative}`, import.meta.url));
}

/** A CSV fixture under test/golden/, parsed as the command line would. */
export function readCsvFixture(relative: string): CellValue[][] {
  return parseCsv(readFileSync(goldenPath(relative), 'utf8'));
}

/** "code address severity" for each issue, in the reader's order. */
export function issueKeys(issues: readonly InputIssue[]): string[] {
  return issues.map((i) => `${i.code} ${formatLocation(i.location)} ${i.severity}`);
}

/** Cells from CSV-like lines, for small inline grids. */
export function grid(text: string): CellValue[][] {
  return parseCsv(text.replace(/^\n/, ''));
}

/** A CSV file under samples/ (the bundled sample tournaments), parsed as the command line would. */
export function readSampleCsv(relative: string): CellValue[][] {
  return parseCsv(readFileSync(fileURLToPath(new URL(`../../samples/${relative}`, import.meta.url)), 'utf8'));
}
