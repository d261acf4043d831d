import type { CellRange } from './cell-range';
import type { OutputCell } from './cell-text';

/**
 * One step of writing a run's output into a workbook, as plain data: io/workbook decides
 * what to write where, and each door only carries the steps out — the add-in's gateway in
 * Excel (in requests under the 5 MB limit), the CLI with exceljs in a copy of the file.
 * Rows and columns are 1-based.
 */
export type WriteOperation =
  | { kind: 'events'; enabled: boolean }
  | { kind: 'delete-sheet'; sheet: string }
  | { kind: 'add-sheet'; sheet: string }
  | { kind: 'clear'; range: CellRange }
  /** Values (text already protected), with one number format per column when given. */
  | { kind: 'values'; range: CellRange; values: OutputCell[][]; columnFormats?: string[] }
  | { kind: 'header-style'; range: CellRange }
  | { kind: 'table'; range: CellRange; name: string }
  | { kind: 'autofit'; range: CellRange }
  | { kind: 'delete-name'; sheet: string; name: string }
  | { kind: 'add-name'; range: CellRange; name: string; comment: string };

/** The fill of header rows Regula writes (its tables and the result block), whichever door writes them. */
export const HEADER_FILL = '#E2EFDA';
