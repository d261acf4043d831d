import { cellAddress, type InputIssue } from '../issues';
import { cellIssue, gridSheet, quoteCellText, type CellValue, type GridSheet } from '../grid';
import type { MatchIssueCode } from './match-issues';

/** The cells of a match sheet as text, and where they sit in the worksheet: the grid reader's sheet. */
export type MatchSheet = GridSheet;

export function matchSheet(cells: readonly (readonly CellValue[])[], name: string, origin?: { row: number; column: number }): MatchSheet {
  return gridSheet(cells, name, origin);
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
  return cellIssue(sheet, rowIndex, columnIndex, code, message, severity);
}

/** A cell's text quoted for a message; an empty cell reads "an empty cell". */
export const foundText = quoteCellText;
