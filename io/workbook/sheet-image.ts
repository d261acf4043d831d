import type { CellRange } from './cell-range';
import type { OutputCell } from './cell-text';
import type { WriteOperation } from './write-operations';
import type { WritePlan } from './write-plan';

type ValuesWrite = Extract<WriteOperation, { kind: 'values' }>;

/**
 * What a plan writes into one sheet it makes anew: its values writes (blocks, in order) and the
 * rest of its steps (header styles, tables, autofits) — the sheet as a whole write leaves it,
 * which a later run compares its own with (changed-cells.ts).
 */
export interface SheetImage {
  sheet: string;
  blocks: ValuesWrite[];
  /** The sheet's other steps, in order: header-style, table, autofit. */
  decor: WriteOperation[];
}

/** The image of every sheet the plan adds (deleted first or not), by name. */
export function sheetImages(plan: Pick<WritePlan, 'operations'>): Map<string, SheetImage> {
  const images = new Map<string, SheetImage>();
  for (const op of plan.operations) {
    if (op.kind === 'add-sheet') {
      images.set(op.sheet, { sheet: op.sheet, blocks: [], decor: [] });
      continue;
    }
    const sheet = sheetOf(op);
    const image = sheet === undefined ? undefined : images.get(sheet);
    if (!image) continue;
    if (op.kind === 'values') image.blocks.push(op);
    else if (op.kind === 'header-style' || op.kind === 'table' || op.kind === 'autofit') image.decor.push(op);
  }
  return images;
}

/** The sheet an operation writes into, when it names one. */
export function sheetOf(op: { kind: string; sheet?: string; range?: CellRange }): string | undefined {
  return op.sheet ?? op.range?.sheet;
}

/**
 * The cells of the image that hold something, as a used range (values only) reads them: the
 * box around every cell neither empty nor null; undefined for none.
 */
export function usedBox(image: SheetImage): Omit<CellRange, 'sheet'> | undefined {
  let top = Infinity;
  let left = Infinity;
  let bottom = 0;
  let right = 0;
  for (const block of image.blocks)
    block.values.forEach((row, i) => {
      for (let c = 0; c < row.length; c++) {
        if (!filled(row[c])) continue;
        const r = block.range.row + i;
        const column = block.range.column + c;
        if (r < top) top = r;
        if (r > bottom) bottom = r;
        if (column < left) left = column;
        if (column > right) right = column;
      }
    });
  return bottom === 0 ? undefined : { row: top, column: left, rows: bottom - top + 1, columns: right - left + 1 };
}

/** Whether a written cell holds something: null leaves a cell empty, and so does "". */
export function filled(cell: OutputCell | undefined): boolean {
  return cell !== null && cell !== undefined && cell !== '';
}
