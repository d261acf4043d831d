import type { CellValue } from '../grid';

/*
 * A sheet read in bounded blocks, from the cells that exist: Excel's used range spans from the
 * first cell to the farthest one, so one cell at XFD1048576 makes it 17 billion cells. The door
 * asks for the used range of each part of it, halves a part still too large to read at once,
 * reads the small ones ("Read or write to a large range using the Excel JavaScript API",
 * Microsoft Learn: split big ranges into smaller blocks), and puts the blocks back together
 * here: a row without cells is the one shared empty row, a row's values end at its last cell.
 */

/** A rectangle of a sheet, 1-based. */
export interface Block {
  row: number;
  column: number;
  rows: number;
  columns: number;
}

/** The cells of a block read at once: at most this many (a few MB of values, under Excel on the web's 5 MB response). */
export const BLOCK_CELLS = 262_144;

/** The cells a sheet is read to at most, in all: far above any crosstable (9,999 players × 300 columns is 3 million). */
export const SHEET_CELLS = 8_388_608;

/** The block of the first request, from A1: the whole sheet of any ordinary crosstable, read in the same request as the rest of the workbook's state. */
export const FIRST_BLOCK: Block = { row: 1, column: 1, rows: 16_384, columns: 64 };

export const cellsOf = (block: Block) => block.rows * block.columns;

/** The two halves of a block too large to read at once: across its rows while it has more than one, else across its columns. */
export function halves(block: Block): [Block, Block] {
  if (block.rows > 1) {
    const top = Math.ceil(block.rows / 2);
    return [
      { ...block, rows: top },
      { ...block, row: block.row + top, rows: block.rows - top },
    ];
  }
  const left = Math.ceil(block.columns / 2);
  return [
    { ...block, columns: left },
    { ...block, column: block.column + left, columns: block.columns - left },
  ];
}

/** What of a used range lies beyond FIRST_BLOCK (which starts at A1): at most two blocks, below it and right of it. */
export function beyondFirstBlock(used: Block): Block[] {
  const parts: Block[] = [];
  const firstBottom = FIRST_BLOCK.row + FIRST_BLOCK.rows;
  const firstRight = FIRST_BLOCK.column + FIRST_BLOCK.columns;
  const bottom = used.row + used.rows;
  const right = used.column + used.columns;
  if (bottom > firstBottom) {
    const row = Math.max(used.row, firstBottom);
    parts.push({ row, column: used.column, rows: bottom - row, columns: used.columns });
  }
  const lastRowBeside = Math.min(bottom, firstBottom);
  if (right > firstRight && lastRowBeside > used.row) {
    const column = Math.max(used.column, firstRight);
    parts.push({ row: used.row, column, rows: lastRowBeside - used.row, columns: right - column });
  }
  return parts;
}

/** Blocks of values read apart, as the rows of `area` (row 0 is area.row): empty cells as null, rows ending at their last cell. */
export function assembleBlocks(area: Block, blocks: readonly { block: Block; values: readonly (readonly CellValue[])[] }[]): CellValue[][] {
  const rows = new Array<CellValue[]>(area.rows).fill(EMPTY_ROW);
  for (const { block, values } of blocks)
    values.forEach((cells, i) => {
      let last = cells.length - 1;
      while (last >= 0 && isEmpty(cells[last])) last--;
      if (last < 0) return;
      const r = block.row - area.row + i;
      const row = rows[r] === EMPTY_ROW ? [] : rows[r]!;
      const from = block.column - area.column;
      while (row.length < from + last + 1) row.push(null);
      for (let c = 0; c <= last; c++) if (!isEmpty(cells[c])) row[from + c] = cells[c]!;
      rows[r] = row;
    });
  return rows;
}

/** The row of a sheet without cells, shared by every such row (frozen: a reader never writes into the cells it reads). */
export const EMPTY_ROW = Object.freeze([]) as unknown as CellValue[];

const isEmpty = (value: CellValue | undefined) => value === null || value === undefined || value === '';
