import {
  assembleBlocks,
  beyondFirstBlock,
  BLOCK_CELLS,
  cellsOf,
  FIRST_BLOCK,
  halves,
  SHEET_CELLS,
  type Block,
  type CellValue,
} from '../../io';
import { HostError } from './host-issues';

/*
 * The gateway's reading of a sheet's used range from the cells that exist (io cell-blocks.ts:
 * Microsoft Learn, "Read or write to a large range using the Excel JavaScript API" — split big
 * ranges into smaller blocks). Part of the gateway: with workbook-gateway.ts and host-issues.ts,
 * the only code that names Excel (docs/architecture.md). ExcelApi 1.4 at most: getUsedRangeOrNullObject
 * of a range, getRangeByIndexes.
 */

export interface UsedCells {
  origin: { row: number; column: number };
  values: CellValue[][];
  address: string;
}

const DIMENSIONS = 'address,rowIndex,columnIndex,rowCount,columnCount';

const blockOf = (range: Excel.Range): Block => ({
  row: range.rowIndex + 1,
  column: range.columnIndex + 1,
  rows: range.rowCount,
  columns: range.columnCount,
});

const rangeOf = (sheet: Excel.Worksheet, b: Block) => sheet.getRangeByIndexes(b.row - 1, b.column - 1, b.rows, b.columns);

/**
 * A sheet's used range from the cells that exist (io cell-blocks.ts). Queued before the
 * caller's sync: the used range's place and size, and the values of its part in FIRST_BLOCK —
 * the whole of any ordinary crosstable. What lies beyond is read after that sync, in bounded
 * blocks: one cell at XFD1048576 makes the used range 17 billion cells, which Excel could not
 * send, and the span is never read. Undefined for an empty sheet.
 */
export function usedCells(context: Excel.RequestContext, sheet: Excel.Worksheet): () => Promise<UsedCells | undefined> {
  const used = sheet.getUsedRangeOrNullObject(true);
  used.load(DIMENSIONS);
  const first = rangeOf(sheet, FIRST_BLOCK).getUsedRangeOrNullObject(true);
  first.load(`values,${DIMENSIONS}`);
  return async () => {
    if (used.isNullObject) return undefined;
    const area = blockOf(used);
    const origin = { row: area.row, column: area.column };
    const head = first.isNullObject ? [] : [{ block: blockOf(first), values: first.values as CellValue[][] }];
    const whole = head[0] && (['row', 'column', 'rows', 'columns'] as const).every((k) => head[0]!.block[k] === area[k]);
    if (whole) return { origin, values: head[0]!.values, address: used.address };
    const rest = await readBlocks(context, sheet, beyondFirstBlock(area), used.address);
    return { origin, values: assembleBlocks(area, head.concat(rest)), address: used.address };
  };
}

/**
 * The cells that exist in `parts` of a sheet: each part's own used range is asked for, one that is
 * still larger than BLOCK_CELLS is halved and asked again, the others are read — a sync a round,
 * about log2 of the span's rows and columns rounds at most. More than SHEET_CELLS read in all is a
 * HostError: far beyond any crosstable.
 */
async function readBlocks(
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  parts: Block[],
  address: string,
): Promise<{ block: Block; values: CellValue[][] }[]> {
  const read: { block: Block; values: CellValue[][] }[] = [];
  let cells = 0;
  let pending = parts;
  while (pending.length > 0) {
    const probes = pending.map((part) => rangeOf(sheet, part).getUsedRangeOrNullObject(true).load(DIMENSIONS));
    await context.sync();
    pending = [];
    const small: Excel.Range[] = [];
    for (const probe of probes) {
      if (probe.isNullObject) continue;
      const block = blockOf(probe);
      if (cellsOf(block) > BLOCK_CELLS) pending = pending.concat(halves(block));
      else small.push(probe);
    }
    // The values in requests of at most BLOCK_CELLS cells each (Excel on the web answers at most 5 MB).
    for (let from = 0; from < small.length;) {
      let size = 0;
      let to = from;
      for (; to < small.length && (to === from || size + cellsOf(blockOf(small[to]!)) <= BLOCK_CELLS); to++)
        size += cellsOf(blockOf(small[to]!));
      cells += size;
      if (cells > SHEET_CELLS)
        throw new HostError({
          code: 'host/sheet-too-large',
          message: `The used range ${address} holds more than ${SHEET_CELLS.toLocaleString('en-US')} cells with values around them: far more than any crosstable. Delete the cells far from the crosstable, then read it again.`,
        });
      const group = small.slice(from, to);
      for (const range of group) range.load('values');
      await context.sync();
      for (const range of group) read.push({ block: blockOf(range), values: range.values as CellValue[][] });
      from = to;
    }
  }
  return read;
}
