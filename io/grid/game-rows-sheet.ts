import type { CellValue } from './cell-value';
import { cellIssue, gridSheet, sheetRow } from './sheet';
import { pushBounded } from '../bounded-issues';
import { cellAddress, type InputIssue } from '../issues';
import type { GridIssueCode } from './grid-issues';

/*
 * A sheet of recorded games beside a crosstable — the Play-off sheet (io/play-off), the
 * Micro-matches sheet (io/micro-match) — read the one way: a header row naming its columns (in
 * any order, any case), then one row a game; empty rows skipped; each row read by the caller's
 * row reader, a row it rejects an error at the row's first cell, a sheet without the header one at A1.
 */

/** A sheet's cells as both doors hold them: its name, where its cells start, the values. */
export interface GameSheetCells {
  sheet: string;
  origin?: { row: number; column: number };
  values: readonly (readonly CellValue[])[];
}

export interface GameSheetSpec<R> {
  /** The header words, lower case, in the order the row reader takes the cells. */
  columns: readonly string[];
  /** The codes of a missing header and of a bad row, and the words that open a bad row's message. */
  noHeader: GridIssueCode;
  badRow: GridIssueCode;
  what: string;
  /** Reads one row's cells (in `columns` order), `source` its first cell's address; a string is what is wrong with it. */
  readRow: (cells: string[], source: string) => R | string;
}

/** The rows the sheet holds, each read by the spec, with every problem at its cell. */
export function readGameSheet<R>(at: GameSheetCells, spec: GameSheetSpec<R>): { rows: R[] | undefined; issues: InputIssue[] } {
  const sheet = gridSheet(at.values, at.sheet, at.origin);
  const headerIndex = sheet.text.findIndex((row) => spec.columns.every((word) => row.some((cell) => cell.trim().toLowerCase() === word)));
  if (headerIndex < 0) {
    const names = spec.columns.map((c) => c.charAt(0).toUpperCase() + c.slice(1));
    const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
    return {
      rows: undefined,
      issues: [
        cellIssue(
          sheet,
          0,
          0,
          spec.noHeader,
          `the sheet '${at.sheet}' has no header row with ${list}; expected one above the ${spec.what} games`,
        ),
      ],
    };
  }
  const header = sheet.text[headerIndex]!.map((cell) => cell.trim().toLowerCase());
  const columnOf = spec.columns.map((word) => header.indexOf(word));
  const rows: R[] = [];
  const issues: InputIssue[] = [];
  for (let r = headerIndex + 1; r < sheet.text.length; r++) {
    const cells = columnOf.map((c) => sheet.text[r]![c] ?? '');
    if (cells.every((cell) => cell.trim() === '')) continue;
    const source = cellAddress(at.sheet, sheetRow(sheet, r), sheet.originColumn + columnOf[0]!);
    const row = spec.readRow(cells, source);
    if (typeof row === 'string') pushBounded(issues, cellIssue(sheet, r, columnOf[0]!, spec.badRow, `${spec.what} row: ${row}`));
    else rows.push(row);
  }
  return { rows, issues };
}
