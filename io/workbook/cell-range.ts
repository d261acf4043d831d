import { columnLetters } from '../issues';

/** A rectangle of a worksheet; row and column are 1-based, as io's cell addresses are. */
export interface CellRange {
  sheet: string;
  row: number;
  column: number;
  rows: number;
  columns: number;
}

/** "L3:P20" (or "L3" for one cell), without the sheet. */
export function rangeAddress(range: Omit<CellRange, 'sheet'>): string {
  const first = `${columnLetters(range.column)}${range.row}`;
  if (range.rows === 1 && range.columns === 1) return first;
  return `${first}:${columnLetters(range.column + range.columns - 1)}${range.row + range.rows - 1}`;
}

/** 'My Sheet'!L3:P20, quoted as Excel writes it. */
export function qualifiedAddress(range: CellRange): string {
  return `'${range.sheet.replace(/'/g, "''")}'!${rangeAddress(range)}`;
}

const REFERENCE = /^=?(?:'((?:[^']|'')+)'|([^!'=]+))!\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/i;

/**
 * Reads a range reference as Excel gives it for a named item or an address:
 * "=Sheet1!$L$3:$P$20", "'Round 1'!A1", "Sheet1!L3". Undefined for anything else
 * (#REF! after the cells were deleted, a formula, several areas).
 */
export function parseRangeReference(text: string): CellRange | undefined {
  const m = REFERENCE.exec(text.trim());
  if (!m) return undefined;
  const sheet = m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]!;
  const column = columnNumber(m[3]!);
  const row = Number(m[4]);
  const lastColumn = m[5] ? columnNumber(m[5]) : column;
  const lastRow = m[6] ? Number(m[6]) : row;
  return {
    sheet,
    row: Math.min(row, lastRow),
    column: Math.min(column, lastColumn),
    rows: Math.abs(lastRow - row) + 1,
    columns: Math.abs(lastColumn - column) + 1,
  };
}

/** A → 1, AA → 27. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}
