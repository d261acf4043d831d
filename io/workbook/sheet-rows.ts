import { blockRows, type OutputBlock, type OutputSheet } from '../output/sheets';
import type { ExcelFit } from './excel-fit';
import { EXCEL_MAX_ROWS } from './excel-limits';

const count = (n: number) => n.toLocaleString('en-US');

/** Where a block's rows are when no sheet can hold them, unless the block says (OutputBlock.whole). */
const WHOLE_ELSEWHERE = 'The command line gives every row: regula rank FILE --format json, or --out FILE.csv.';

/**
 * An output sheet's blocks within Excel's 1,048,576 rows. When they would run past it, the
 * block that crosses row 1,048,574 is cut there (a table keeps its header and one row at
 * least, or goes whole), the blocks after it are left out, and the row after the last kept
 * (at most the sheet's last) says how many rows are missing — with those a block counted but
 * did not build (OutputBlock.beyond) — and where they all are; a warning says the same. A
 * sheet that fits comes back as it is.
 */
export function fitSheetRows(sheet: OutputSheet, fit: ExcelFit): OutputBlock[] {
  const blocks = sheet.blocks;
  const starts = blockRows(blocks);
  const last = blocks.length === 0 ? 0 : starts.at(-1)! + blocks.at(-1)!.cells.length - 1;
  if (last <= EXCEL_MAX_ROWS && !blocks.some((b) => b.beyond)) return blocks;
  // The note on the sheet's last row, one empty row above it (blockRows' spacing).
  const contentEnd = EXCEL_MAX_ROWS - 2;
  const kept: OutputBlock[] = [];
  let leftOut = 0;
  let cut: { block: OutputBlock; after: number } | undefined;
  let below = false;
  blocks.forEach((block, i) => {
    if (cut) {
      leftOut += block.cells.length + (block.beyond ?? 0);
      below = true;
      return;
    }
    const start = starts[i]!;
    if (start + block.cells.length - 1 <= contentEnd && !block.beyond) {
      kept.push(block);
      return;
    }
    const room = Math.min(block.cells.length, Math.max(0, contentEnd - start + 1));
    const keep = block.table && room < 2 ? 0 : room;
    if (keep > 0) kept.push({ ...block, cells: block.cells.slice(0, keep) });
    leftOut += block.cells.length - keep + (block.beyond ?? 0);
    cut = { block, after: keep > 0 ? start + keep - 1 : start - 1 };
  });
  const { block, after } = cut!;
  const what = `${count(leftOut)} rows of ${describe(block)}${below ? ' and the blocks below it' : ''}`;
  const note = `Rows left out: ${what}, after row ${count(after)} — an Excel sheet holds ${count(EXCEL_MAX_ROWS)} rows. ${block.whole ?? WHOLE_ELSEWHERE}`;
  fit.warn({
    code: 'workbook/rows-left-out',
    message: `'${sheet.name}': ${what} are left out (an Excel sheet holds ${count(EXCEL_MAX_ROWS)} rows); the sheet's last row says so and where they all are`,
  });
  return [...kept, { name: 'rows left out', cells: [[note]], table: false }];
}

function describe(block: OutputBlock): string {
  return block.table ? `the ${block.name} table` : `"${block.name}"`;
}
