import { blockRows, OWNER_MARK, type OutputSheet } from '../output/sheets';
import type { CellRange } from './cell-range';
import { fingerprint, protectText, type OutputCell } from './cell-text';
import { columnFormats } from './number-formats';
import { REGULATION_MARK, REGULATION_SHEET, regulationSheetRows, type ListChange } from './regulation-sheet';
import type { WriteOperation } from './write-operations';
import { maxOf } from '../../engine';

/** The named range that marks the result block on the crosstable's sheet (one per sheet). */
export const RESULT_BLOCK_NAME = 'RegulaResults';

export interface WritePlanInput {
  /** Output sheets as io builds them (Standings, Audit, and whatever sections add). */
  sheets: OutputSheet[];
  /** The regulation's text, saved on the Regulation sheet; undefined when the run had none (CLI --criteria). */
  regulationText: string | undefined;
  /** Changes of the tie-break list after the event started, kept beside the regulation (oldest first). */
  regulationHistory?: readonly ListChange[];
  /** Sheet names of the workbook when it was read. */
  existingSheets: readonly string[];
  /** The new result block, or undefined when there is nothing to place. */
  result?: { range: CellRange; values: OutputCell[][] };
  /** The previous block: cleared when still Regula's; its name dropped either way. */
  previous?: { sheet: string; replaceable?: CellRange; named: boolean };
}

export interface WritePlan {
  /** Existing sheets the plan replaces: each must be Regula's (A1 holds its mark) before anything is written. */
  replaces: { sheet: string; mark: string }[];
  operations: WriteOperation[];
}

/**
 * Everything a run writes, in order, with events off while Regula writes (so live mode
 * does not see its own output): each output sheet replaced whole, the regulation sheet,
 * and the result block beside the crosstable under its name. The user's cells are never
 * in any range written or cleared: output sheets are Regula's by their mark, the result
 * block lies right of the user's last column, and an old block is cleared only while it
 * is exactly as Regula wrote it.
 */
export function planWrite(input: WritePlanInput): WritePlan {
  const ops: WriteOperation[] = [{ kind: 'events', enabled: false }];
  const replaces: WritePlan['replaces'] = [];
  const exists = new Set(input.existingSheets);
  const replace = (sheet: string, mark: string) => {
    if (exists.has(sheet)) {
      replaces.push({ sheet, mark });
      ops.push({ kind: 'delete-sheet', sheet });
    }
    ops.push({ kind: 'add-sheet', sheet });
  };
  for (const output of input.sheets) {
    replace(output.name, OWNER_MARK);
    ops.push(cellsAt(output.name, 1, [[OWNER_MARK]]));
    const rows = blockRows(output.blocks);
    output.blocks.forEach((block, i) => {
      const range = rangeOf(output.name, rows[i]!, block.cells);
      if (!block.table) {
        ops.push(cellsAt(output.name, range.row, block.cells));
        return;
      }
      ops.push({ ...cellsAt(output.name, range.row, block.cells), columnFormats: columnFormats(block.cells, block.formats) });
      ops.push({ kind: 'header-style', range: { ...range, rows: 1 } });
      if (block.cells.length > 1) ops.push({ kind: 'table', range, name: tableName(output.name, block.name) });
      ops.push({ kind: 'autofit', range });
    });
  }
  if (input.regulationText !== undefined) {
    replace(REGULATION_SHEET, REGULATION_MARK);
    ops.push(cellsAt(REGULATION_SHEET, 1, regulationSheetRows(input.regulationText, input.regulationHistory)));
  }
  if (input.previous?.replaceable) ops.push({ kind: 'clear', range: input.previous.replaceable });
  if (input.previous?.named) ops.push({ kind: 'delete-name', sheet: input.previous.sheet, name: RESULT_BLOCK_NAME });
  if (input.result) {
    const { range, values } = input.result;
    ops.push({ kind: 'values', range, values: protect(values) });
    ops.push({ kind: 'header-style', range: { ...range, rows: 1 } });
    ops.push({ kind: 'add-name', range, name: RESULT_BLOCK_NAME, comment: fingerprint(values) });
  }
  ops.push({ kind: 'events', enabled: true });
  return { replaces, operations: ops };
}

/** Excel table names are unique in a workbook and may hold letters, digits and underscores. */
export function tableName(sheet: string, block: string): string {
  const words = `${sheet} ${block}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const unique = words.filter((w, i) => words.findIndex((x) => x.toLowerCase() === w.toLowerCase()) === i);
  return unique.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function cellsAt(sheet: string, row: number, cells: readonly (readonly OutputCell[])[]): Extract<WriteOperation, { kind: 'values' }> {
  return { kind: 'values', range: rangeOf(sheet, row, cells), values: protect(cells) };
}

function rangeOf(sheet: string, row: number, cells: readonly (readonly OutputCell[])[]): CellRange {
  const columns = maxOf(
    cells.map((r) => r.length),
    1,
  );
  return { sheet, row, column: 1, rows: cells.length, columns };
}

/** Rows padded to the block's width (Excel wants a rectangle), text protected from reinterpretation. */
function protect(cells: readonly (readonly OutputCell[])[]): OutputCell[][] {
  const width = maxOf(
    cells.map((r) => r.length),
    1,
  );
  return cells.map((row) => Array.from({ length: width }, (_, c) => protectText(row[c] ?? null)));
}
