import { cellAddress, type InputIssue, type InputLocation } from '../issues';
import { MAX_COLUMNS } from '../limits';
import { cellText, type CellValue } from './cell-value';
import type { GridIssueCode } from './grid-issues';

/** The cells being read, their text, and where they sit in the worksheet. */
export interface GridSheet {
  name: string;
  /** 1-based worksheet row and column of cells[0][0]. */
  originRow: number;
  originColumn: number;
  raw: readonly (readonly CellValue[])[];
  text: readonly (readonly string[])[];
  width: number;
  /** Some row has text beyond MAX_COLUMNS, which is not read. */
  cutColumns: boolean;
}

const NO_CELLS: readonly CellValue[] = [];

export function gridSheet(cells: readonly (readonly CellValue[])[], name: string, origin?: { row: number; column: number }): GridSheet {
  // Columns beyond MAX_COLUMNS are not read (readGrid says so: grid/too-wide). One pass; a row
  // without cells (a far cell's span has a million) is its own text.
  const text = new Array<readonly string[]>(cells.length);
  let width = 0;
  let cutColumns = false;
  for (let r = 0; r < cells.length; r++) {
    const row = cells[r] ?? NO_CELLS;
    if (row.length === 0) {
      text[r] = row as readonly string[];
      continue;
    }
    if (row.length > MAX_COLUMNS && !cutColumns) cutColumns = row.slice(MAX_COLUMNS).some((v) => cellText(v) !== '');
    const line = textRow(row.length > MAX_COLUMNS ? row.slice(0, MAX_COLUMNS) : row);
    text[r] = line;
    width = Math.max(width, line.length);
  }
  return { name, originRow: origin?.row ?? 1, originColumn: origin?.column ?? 1, raw: cells, text, width, cutColumns };
}

/**
 * A row's text. A row whose cells are all text already as cellText gives it (a CSV's, nearly
 * always) is its own text, not copied: the text is only read, and a large sheet has tens of
 * thousands of rows.
 */
function textRow(row: readonly CellValue[]): readonly string[] {
  for (let c = 0; c < row.length; c++) {
    const value = row[c];
    if (typeof value !== 'string' || cellText(value) !== value) return row.map(cellText);
  }
  return row as readonly string[];
}

export function textAt(sheet: GridSheet, rowIndex: number, columnIndex: number): string {
  return sheet.text[rowIndex]?.[columnIndex] ?? '';
}

export function rawAt(sheet: GridSheet, rowIndex: number, columnIndex: number): CellValue {
  return sheet.raw[rowIndex]?.[columnIndex];
}

/** Worksheet row (1-based) of a row index into the cells. */
export function sheetRow(sheet: GridSheet, rowIndex: number): number {
  return sheet.originRow + rowIndex;
}

export function sheetColumn(sheet: GridSheet, columnIndex: number): number {
  return sheet.originColumn + columnIndex;
}

export function addressOf(sheet: GridSheet, rowIndex: number, columnIndex: number): string {
  return cellAddress(sheet.name, sheetRow(sheet, rowIndex), sheetColumn(sheet, columnIndex));
}

/** An issue located at a cell given by indexes into the cells. */
export function issueAt(
  sheet: GridSheet,
  rowIndex: number,
  columnIndex: number,
  code: GridIssueCode,
  message: string,
  severity: 'error' | 'warning' = 'error',
): InputIssue {
  return cellIssue(sheet, rowIndex, columnIndex, code, message, severity);
}

/** An issue of any reader of these cells (grid/…, match/…) at a cell given by indexes into them. */
export function cellIssue(
  sheet: GridSheet,
  rowIndex: number,
  columnIndex: number,
  code: string,
  message: string,
  severity: 'error' | 'warning' = 'error',
): InputIssue {
  return { code, severity, message, location: locationAt(sheet, rowIndex, columnIndex) };
}

/** Where a cell given by indexes into the cells is in the workbook. */
export function locationAt(sheet: GridSheet, rowIndex: number, columnIndex: number): InputLocation {
  return { kind: 'cell', sheet: sheet.name, row: sheetRow(sheet, rowIndex), column: sheetColumn(sheet, columnIndex) };
}

/** The characters of a cell's text a message quotes: a cell may hold 32,767 (Excel's limit), a message says what it is. */
const QUOTED = 200;

/** Quotes a cell's text for a message (its first 200 characters, and how long it is, when longer); an empty cell reads "an empty cell". */
export function found(text: string): string {
  if (text === '') return 'an empty cell';
  return text.length > QUOTED ? `'${text.slice(0, QUOTED)}…' (${text.length.toLocaleString('en-US')} characters)` : `'${text}'`;
}
