import type { CellValue } from '../grid';
import type { ResultColumns } from '../output/result-block';
import type { CellRange } from './cell-range';
import { fingerprint, type OutputCell } from './cell-text';
import { maxOf } from '../../engine';

/** The crosstable sheet's used range as read, with the result block an earlier run left there. */
export interface SheetArea {
  sheet: string;
  /** 1-based worksheet position of values[0][0]. */
  origin: { row: number; column: number };
  values: CellValue[][];
  /** The block the last run wrote (its named range) and the fingerprint stored with it. */
  previousBlock?: { range: CellRange; fingerprint: string };
}

/** What the user owns on the sheet, and what to do with the last run's block. */
export interface UserArea {
  /** The used range with the previous block's cells emptied: what the crosstable reader sees. */
  values: CellValue[][];
  /** Last non-empty row and column of the user's cells (1-based), undefined for an empty sheet. */
  extent: { lastRow: number; lastColumn: number } | undefined;
  /** The previous block, when it is still exactly as written: it is cleared and replaced. */
  replaceable: CellRange | undefined;
  /** The previous block was edited since: it is left alone, as the user's cells. */
  edited: CellRange | undefined;
}

/**
 * Separates the user's cells from Regula's result block. A block whose cells still match
 * the fingerprint stored with it is Regula's and is masked out; one that was edited since
 * is treated as the user's (never cleared), so the next block goes to the right of it.
 */
export function userArea(area: SheetArea): UserArea {
  const block = area.previousBlock;
  // A copy to mask the block in; a row without cells (the one shared empty row of a far cell's span) needs none.
  const values = new Array<CellValue[]>(area.values.length);
  for (let r = 0; r < values.length; r++) {
    const row = area.values[r] ?? [];
    values[r] = row.length === 0 ? row : row.slice();
  }
  let replaceable: CellRange | undefined;
  let edited: CellRange | undefined;
  if (block && block.range.sheet === area.sheet) {
    const current = cellsIn(area, block.range);
    if (fingerprint(current) === block.fingerprint) {
      replaceable = block.range;
      forEachIn(area, block.range, (r, c) => (values[r]![c] = null));
    } else edited = block.range;
  }
  return { values, extent: extentOf(values, area.origin), replaceable, edited };
}

/** Where the result block goes and what it holds: one empty column right of the user's cells, a row per player on the player's row. */
export function placeResultBlock(args: {
  sheet: string;
  extent: { lastRow: number; lastColumn: number };
  headerRow: number;
  playerRowOf: Readonly<Record<number, number>>;
  result: ResultColumns;
}): { range: CellRange; values: OutputCell[][] } {
  const playerRows = args.result.rows.map((r) => args.playerRowOf[r.player]).filter((r): r is number => r !== undefined);
  const lastRow = maxOf(playerRows, args.headerRow);
  const width = args.result.header.length;
  const values: OutputCell[][] = Array.from({ length: lastRow - args.headerRow + 1 }, () => new Array<OutputCell>(width).fill(null));
  values[0] = [...args.result.header];
  for (const row of args.result.rows) {
    const sheetRow = args.playerRowOf[row.player];
    if (sheetRow !== undefined) values[sheetRow - args.headerRow] = [...row.cells];
  }
  const range = { sheet: args.sheet, row: args.headerRow, column: args.extent.lastColumn + 2, rows: values.length, columns: width };
  return { range, values };
}

function cellsIn(area: SheetArea, range: CellRange): CellValue[][] {
  const rows: CellValue[][] = [];
  for (let r = 0; r < range.rows; r++) {
    const row: CellValue[] = [];
    for (let c = 0; c < range.columns; c++)
      row.push(area.values[range.row + r - area.origin.row]?.[range.column + c - area.origin.column] ?? null);
    rows.push(row);
  }
  return rows;
}

function forEachIn(area: SheetArea, range: CellRange, visit: (r: number, c: number) => void): void {
  for (let r = range.row - area.origin.row; r < range.row - area.origin.row + range.rows; r++)
    for (let c = range.column - area.origin.column; c < range.column - area.origin.column + range.columns; c++)
      if (r >= 0 && c >= 0 && r < area.values.length && c < (area.values[r]?.length ?? 0)) visit(r, c);
}

function extentOf(values: CellValue[][], origin: { row: number; column: number }): UserArea['extent'] {
  let lastRow = -1;
  let lastColumn = -1;
  for (let r = 0; r < values.length; r++) {
    const row = values[r]!;
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value === null || value === undefined || value === '') continue;
      lastRow = r;
      if (c > lastColumn) lastColumn = c;
    }
  }
  return lastRow < 0 ? undefined : { lastRow: origin.row + lastRow, lastColumn: origin.column + lastColumn };
}
