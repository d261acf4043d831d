import type { ChangeOperation, WriteOperation } from '../../io';

/**
 * Excel on the web refuses a request (one context.sync) over 5 MB. Each request is kept
 * under REQUEST_BUDGET bytes, each values write under CHUNK_BUDGET, leaving room for
 * office.js's own envelope.
 */
export const REQUEST_BUDGET = 4_000_000;
export const CHUNK_BUDGET = 1_000_000;

/**
 * Splits values writes into row chunks of at most `chunkBudget` bytes (one 2-D array each); a
 * single row over the budget (a file's row of long texts) goes in pieces of columns.
 */
export function chunkOperations(operations: readonly ChangeOperation[], chunkBudget = CHUNK_BUDGET): ChangeOperation[] {
  const out: ChangeOperation[] = [];
  for (const op of operations) {
    if (op.kind !== 'values' || payloadBytes(op) <= chunkBudget) {
      out.push(op);
      continue;
    }
    const base = payloadBytes({ ...op, values: [] });
    const formatBytes = op.columnFormats ? jsonBytes(op.columnFormats) + 1 : 0;
    // A row adds its JSON, a comma, and its formats' row: the same sum payloadBytes makes, per row.
    const rowBytes = op.values.map((row) => jsonBytes(row) + 1 + formatBytes);
    let start = 0;
    while (start < op.values.length) {
      if (base + rowBytes[start]! > chunkBudget) {
        for (const piece of columnPieces(op, start, chunkBudget)) out.push(piece);
        start++;
        continue;
      }
      let end = start + 1;
      let bytes = base + rowBytes[start]!;
      while (end < op.values.length && bytes + rowBytes[end]! <= chunkBudget) bytes += rowBytes[end++]!;
      out.push({ ...op, range: { ...op.range, row: op.range.row + start, rows: end - start }, values: op.values.slice(start, end) });
      start = end;
    }
  }
  return out;
}

/** One row of a values write in pieces of columns, each under the budget (a cell holds at most 32,767 characters: far under it). */
function columnPieces(op: Extract<WriteOperation, { kind: 'values' }>, index: number, budget: number): ChangeOperation[] {
  const row = op.values[index]!;
  const pieces: WriteOperation[] = [];
  const cellBytes = (c: number) => jsonBytes(row[c] ?? null) + 1 + (op.columnFormats ? jsonBytes(op.columnFormats[c] ?? 'General') + 1 : 0);
  let start = 0;
  while (start < row.length) {
    let end = start + 1;
    let bytes = 300 + cellBytes(start);
    while (end < row.length && bytes + cellBytes(end) <= budget) bytes += cellBytes(end++);
    pieces.push({
      ...op,
      range: { ...op.range, row: op.range.row + index, rows: 1, column: op.range.column + start, columns: end - start },
      values: [row.slice(start, end)],
      ...(op.columnFormats && { columnFormats: op.columnFormats.slice(start, end) }),
    });
    start = end;
  }
  return pieces;
}

/** Groups operations, in order, into requests of at most `budget` bytes: one context.sync each. */
export function groupRequests(operations: readonly ChangeOperation[], budget = REQUEST_BUDGET): ChangeOperation[][] {
  const requests: ChangeOperation[][] = [];
  let current: ChangeOperation[] = [];
  let bytes = 0;
  for (const op of operations) {
    const size = payloadBytes(op);
    if (current.length > 0 && bytes + size > budget) {
      requests.push(current);
      current = [];
      bytes = 0;
    }
    current.push(op);
    bytes += size;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

/** Bytes an operation adds to a request: its JSON, which is what office.js sends. */
export function payloadBytes(op: ChangeOperation): number {
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
  return utf8Length(JSON.stringify(value));
}

/** The UTF-8 length of a string, counted without encoding it (a 5,000-player audit is tens of MB of JSON). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair: 4 bytes for its 2 code units.
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 2;
        i++;
      } else bytes += 2;
    } else bytes += 2;
  }
  return bytes;
}
