import { AUDIT_KEY_COLUMNS, isAuditHeader } from '../output/audit';
import type { CellRange } from './cell-range';
import type { OutputCell } from './cell-text';
import { alignAuditRows, alignByPosition, NEW_ROW } from './row-alignment';
import { filled, sheetImages, sheetOf, type SheetImage } from './sheet-image';
import type { WriteOperation } from './write-operations';
import type { WritePlan } from './write-plan';

/**
 * The steps a write of the changed cells adds to a plan's: whole rows inserted (shifting the
 * rows below down, as Excel's Range.insert "Down" of entire rows) or deleted ("Up"), and the
 * plain style (not bold, no fill) of inserted rows, which Excel formats as the row above.
 */
export type RowOperation =
  | { kind: 'insert-rows'; sheet: string; row: number; count: number }
  | { kind: 'delete-rows'; sheet: string; row: number; count: number }
  | { kind: 'plain-style'; range: CellRange };

export type ChangeOperation = WriteOperation | RowOperation;

export interface ChangePlan extends Omit<WritePlan, 'operations'> {
  operations: ChangeOperation[];
  /** The sheets written whole (replaced) and those whose changed cells alone are written. */
  sheets: { whole: string[]; changed: string[] };
}

/** Past this many rows inserted or deleted in one sheet, the sheet is written whole: each one shifts every row below it. */
export const MAX_ROW_OPERATIONS = 2_000;

type ValuesWrite = Extract<WriteOperation, { kind: 'values' }>;

/**
 * A plan written as the cells it changes: each Regula sheet the plan replaces whole, and of which
 * `before` holds what the last write left (its image, sheet-image.ts, still as written — the
 * caller checks), becomes the steps that turn that image into the plan's: the table at the
 * sheet's end has its rows aligned (the Audit's by key, others by position), rows only in the old
 * deleted, rows only in the new inserted, and the cells that differ written in rectangles of
 * adjacent rows (null for a cell inside one that is not to change). The sheet then holds, cell for
 * cell, what the whole write leaves. A sheet is written whole when it was not written before,
 * when its blocks or tables are not where they were (but for the last table's length), or when
 * its rows are not in order; and so is every sheet after it, so the sheets keep their order.
 */
export function planChangedCells(plan: WritePlan, before: ReadonlyMap<string, SheetImage>): ChangePlan {
  const images = sheetImages(plan);
  const operations: ChangeOperation[] = [];
  const sheets: ChangePlan['sheets'] = { whole: [], changed: [] };
  let whole = false;
  for (const segment of segments(plan.operations, images)) {
    const image = segment.sheet === undefined ? undefined : images.get(segment.sheet);
    if (!image) {
      for (const op of segment.ops) operations.push(op);
      continue;
    }
    const old = whole ? undefined : before.get(image.sheet);
    const changes = old && sheetChanges(old, image);
    if (changes) {
      sheets.changed.push(image.sheet);
      for (const op of changes) operations.push(op);
    } else {
      whole = true;
      sheets.whole.push(image.sheet);
      for (const op of segment.ops) operations.push(op);
    }
  }
  return { replaces: plan.replaces, operations, warnings: plan.warnings, sheets };
}

/** The plan's operations in runs: those of one sheet the plan makes, and those between (events, the result block). */
function segments(ops: readonly WriteOperation[], images: ReadonlyMap<string, SheetImage>): { sheet?: string; ops: WriteOperation[] }[] {
  const out: { sheet?: string; ops: WriteOperation[] }[] = [];
  for (const op of ops) {
    const named = sheetOf(op);
    const sheet = named !== undefined && images.has(named) ? named : undefined;
    const last = out[out.length - 1];
    if (last && last.sheet === sheet) last.ops.push(op);
    else out.push({ ...(sheet !== undefined && { sheet }), ops: [op] });
  }
  return out;
}

/** The steps from the old image to the new, or undefined when the sheet is to be written whole. */
export function sheetChanges(old: SheetImage, next: SheetImage): ChangeOperation[] | undefined {
  const count = next.blocks.length;
  if (count === 0 || old.blocks.length !== count || old.decor.length !== next.decor.length) return undefined;
  const lastOld = old.blocks[count - 1]!;
  const lastNew = next.blocks[count - 1]!;
  for (let i = 0; i < count; i++) if (!sameBlockPlace(old.blocks[i]!, next.blocks[i]!, i === count - 1)) return undefined;
  for (let i = 0; i < next.decor.length; i++) if (!sameDecor(old.decor[i]!, next.decor[i]!, lastOld, lastNew)) return undefined;
  const sheet = next.sheet;
  const runs = new ChangedRuns(sheet);
  for (let i = 0; i < count - 1; i++) {
    const block = next.blocks[i]!;
    block.values.forEach((row, r) => runs.add(block.range.row + r, block, row, old.blocks[i]!.values[r]!));
  }
  const table = next.decor.some((op) => op.kind === 'table' && op.range.row === lastNew.range.row);
  const rowOps: RowOperation[] = [];
  if (table) {
    // The header in place, the data rows aligned: rows inserted and deleted inside the table, which Excel then resizes.
    runs.add(lastNew.range.row, lastNew, lastNew.values[0]!, lastOld.values[0]!);
    const oldData = lastOld.values.slice(1);
    const newData = lastNew.values.slice(1);
    const kept = isAuditHeader(lastNew.values[0]!)
      ? alignAuditRows(oldData, newData, AUDIT_KEY_COLUMNS)
      : alignByPosition(oldData.length, newData.length);
    if (!kept || !keepsARow(kept, oldData.length)) return undefined;
    const first = lastNew.range.row + 1;
    for (const op of rowOperations(sheet, first, kept, oldData.length)) rowOps.push(op);
    if (rowOps.length > MAX_ROW_OPERATIONS) return undefined;
    newData.forEach((row, r) => runs.add(first + r, lastNew, row, kept[r] === NEW_ROW ? undefined : oldData[kept[r]!]!));
  } else {
    const rows = Math.max(lastOld.values.length, lastNew.values.length);
    const empty: OutputCell[] = [];
    for (let r = 0; r < rows; r++) runs.add(lastNew.range.row + r, lastNew, lastNew.values[r] ?? empty, lastOld.values[r] ?? empty);
  }
  const writes = runs.finish();
  if (rowOps.length === 0 && writes.length === 0) return [];
  return [...rowOps, ...writes, ...next.decor.filter((op) => op.kind === 'autofit')];
}

/** Blocks at the same place, width and formats; the last may differ in length. */
function sameBlockPlace(a: ValuesWrite, b: ValuesWrite, last: boolean): boolean {
  return (
    a.range.row === b.range.row &&
    a.range.column === b.range.column &&
    a.range.columns === b.range.columns &&
    (last || a.range.rows === b.range.rows) &&
    sameList(a.columnFormats, b.columnFormats)
  );
}

/** The same step on the same range, but for the last block's length. */
function sameDecor(a: WriteOperation, b: WriteOperation, lastOld: ValuesWrite, lastNew: ValuesWrite): boolean {
  if (a.kind !== b.kind || !('range' in a) || !('range' in b)) return false;
  if (a.kind === 'table' && b.kind === 'table' && a.name !== b.name) return false;
  const ra = a.range;
  const rb = b.range;
  if (ra.row !== rb.row || ra.column !== rb.column || ra.columns !== rb.columns) return false;
  return ra.rows === rb.rows || (ra.row === lastOld.range.row && ra.rows === lastOld.range.rows && rb.rows === lastNew.range.rows);
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Whether the alignment keeps an old row in the table's last row, moving it there when the new
 * rows end with inserted ones: rows are inserted only above a row of the table (Excel grows a
 * table for rows inserted inside it, not for rows below it), so the last new row keeps the last
 * old row it can, and the cells that then differ are written. False when the table has no data
 * row before or after (no table of one row is written: the sheet goes whole).
 */
function keepsARow(kept: Int32Array, oldRows: number): boolean {
  if (kept.length === 0 || oldRows === 0) return false;
  const end = kept.length - 1;
  if (kept[end] !== NEW_ROW) return true;
  let at = end;
  while (at >= 0 && kept[at] === NEW_ROW) at--;
  if (at < 0) {
    kept[end] = oldRows - 1;
    return true;
  }
  kept[end] = kept[at]!;
  kept[at] = NEW_ROW;
  return true;
}

/**
 * The row insertions and deletions, top to bottom, that turn the old data rows into the new
 * (first: the sheet row of the first data row): each at the row where the sheet then has it.
 */
function rowOperations(sheet: string, first: number, kept: Int32Array, oldRows: number): RowOperation[] {
  const ops: RowOperation[] = [];
  const add = (kind: 'insert-rows' | 'delete-rows', row: number, count: number) => {
    const last = ops[ops.length - 1];
    if (last && last.kind === kind && last.row === row) last.count += count;
    else if (last && last.kind === kind && kind === 'insert-rows' && last.row + last.count === row) last.count += count;
    else ops.push({ kind, sheet, row, count });
  };
  let at = first;
  let nextOld = 0;
  for (let r = 0; r < kept.length; r++) {
    const source = kept[r]!;
    if (source === NEW_ROW) {
      add('insert-rows', at, 1);
      at++;
      continue;
    }
    if (source > nextOld) add('delete-rows', at, source - nextOld);
    nextOld = source + 1;
    at++;
  }
  if (nextOld < oldRows) add('delete-rows', at, oldRows - nextOld);
  return ops;
}

interface Run {
  row: number;
  block: ValuesWrite;
  rows: { cells: readonly OutputCell[]; old: readonly OutputCell[] | undefined }[];
  from: number;
  to: number;
  fresh: boolean;
}

/** The changed cells, row by row in order, gathered into rectangles of adjacent rows of one block. */
class ChangedRuns {
  private readonly writes: ChangeOperation[] = [];
  private run: Run | undefined;

  constructor(private readonly sheet: string) {}

  /** A row of the new image at its sheet row, with the old row it keeps (undefined: an inserted row). */
  add(row: number, block: ValuesWrite, cells: readonly OutputCell[], old: readonly OutputCell[] | undefined): void {
    let from = Infinity;
    let to = -1;
    if (old === undefined) {
      from = 0;
      to = block.range.columns - 1;
    } else {
      const width = Math.max(cells.length, old.length);
      for (let c = 0; c < width; c++) {
        if (sameCell(cells[c], old[c])) continue;
        if (c < from) from = c;
        to = c;
      }
    }
    if (to < 0) {
      this.flush();
      return;
    }
    const run = this.run;
    if (run && run.block === block && run.row + run.rows.length === row) {
      run.rows.push({ cells, old });
      run.from = Math.min(run.from, from);
      run.to = Math.max(run.to, to);
      run.fresh ||= old === undefined;
      return;
    }
    this.flush();
    this.run = { row, block, rows: [{ cells, old }], from, to, fresh: old === undefined };
  }

  finish(): ChangeOperation[] {
    this.flush();
    return this.writes;
  }

  private flush(): void {
    const run = this.run;
    if (!run) return;
    this.run = undefined;
    const { block } = run;
    // A run with inserted rows is written across the block, with its number formats: Excel formats an inserted row as the row above.
    const from = run.fresh ? 0 : run.from;
    const to = run.fresh ? block.range.columns - 1 : run.to;
    const values = run.rows.map(({ cells, old }) => {
      const out: OutputCell[] = [];
      for (let c = from; c <= to; c++) {
        const cell = cells[c] ?? null;
        if (old === undefined) out.push(cell);
        else out.push(sameCell(cell, old[c]) ? null : (cell ?? ''));
      }
      return out;
    });
    const range: CellRange = {
      sheet: this.sheet,
      row: run.row,
      column: block.range.column + from,
      rows: values.length,
      columns: to - from + 1,
    };
    const formats = run.fresh && block.columnFormats ? block.columnFormats.slice(from, to + 1) : undefined;
    this.writes.push({ kind: 'values', range, values, ...(formats && { columnFormats: formats }) });
    if (run.fresh) this.writes.push({ kind: 'plain-style', range });
  }
}

/** Two written cells that leave the same cell: null and "" both leave it empty. */
function sameCell(a: OutputCell | undefined, b: OutputCell | undefined): boolean {
  if (!filled(a)) return !filled(b);
  return a === b;
}
