import { cellAddress, type InputIssue } from '../issues';
import { cellText, type CellValue } from '../grid';
import type { MatchIssueCode } from './match-issues';

/** The cells of a match sheet as text, and where they sit in the worksheet. */
export interface MatchSheet {
  name: string;
  /** 1-based worksheet row and column of cells[0][0]. */
  originRow: number;
  originColumn: number;
  text: string[][];
  width: number;
}

export function matchSheet(cells: readonly (readonly CellValue[])[], name: string, origin?: { row: number; column: number }): MatchSheet {
  const text = cells.map((row) => row.map(cellText));
  return {
    name,
    originRow: origin?.row ?? 1,
    originColumn: origin?.column ?? 1,
    text,
    width: text.reduce((w, row) => Math.max(w, row.length), 0),
  };
}

export function textAt(sheet: MatchSheet, rowIndex: number, columnIndex: number): string {
  return sheet.text[rowIndex]?.[columnIndex] ?? '';
}

export function isBlankRow(sheet: MatchSheet, rowIndex: number): boolean {
  return (sheet.text[rowIndex] ?? []).every((t) => t === '');
}

export function sheetRowOf(sheet: MatchSheet, rowIndex: number): number {
  return sheet.originRow + rowIndex;
}

export function addressAt(sheet: MatchSheet, rowIndex: number, columnIndex: number): string {
  return cellAddress(sheet.name, sheetRowOf(sheet, rowIndex), sheet.originColumn + columnIndex);
}

/** An issue at a cell given by indexes into the cells. */
export function matchIssue(
  sheet: MatchSheet,
  rowIndex: number,
  columnIndex: number,
  code: MatchIssueCode,
  message: string,
  severity: 'error' | 'warning' = 'error',
): InputIssue {
  return {
    code,
    severity,
    message,
    location: { kind: 'cell', sheet: sheet.name, row: sheetRowOf(sheet, rowIndex), column: sheet.originColumn + columnIndex },
  };
}

/** A cell's text quoted for a message; an empty cell reads "an empty cell". */
export function foundText(text: string): string {
  return text === '' ? 'an empty cell' : `'${text}'`;
}
