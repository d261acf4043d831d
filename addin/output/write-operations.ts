import type { CellRange } from './cell-range';
import type { OutputCell } from './cell-text';

/**
 * One step of writing a run's output, as plain data: output/ decides what to write and
 * in which requests, the workbook gateway only carries each step out in Excel. Rows and
 * columns are 1-based.
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

/** Bytes an operation adds to a request: its JSON, which is what office.js sends. */
export function payloadBytes(op: WriteOperation): number {
  if (op.kind !== 'values') return 200;
  // The 2-D array's JSON: each row, a comma between rows, the brackets.
  let bytes = 200 + op.values.length + 2;
  for (const row of op.values) bytes += jsonBytes(row);
  // A number format per cell travels as a 2-D array of the same shape.
  if (op.columnFormats) bytes += op.values.length * (jsonBytes(op.columnFormats) + 1) + 2;
  return bytes;
}

function jsonBytes(value: unknown): number {
  // UTF-8 length of the JSON: names with accents, the en dash of "3–5" count more than one byte.
  return new TextEncoder().encode(JSON.stringify(value)).length;
}
