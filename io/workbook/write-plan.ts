import { blockRows, OWNER_MARK, type OutputSheet } from '../output/sheets';
import type { CellRange } from './cell-range';
import { fingerprint, protectText, type OutputCell } from './cell-text';
import { ExcelFit, fitGrid } from './excel-fit';
import { EXCEL_MAX_COLUMNS, EXCEL_MAX_ROWS, EXCEL_MAX_TABLE_NAME, sheetNameProblem } from './excel-limits';
import { columnFormats } from './number-formats';
import { REGULATION_MARK, REGULATION_SHEET, regulationSheetRows, type ListChange } from './regulation-sheet';
import { fitSheetRows } from './sheet-rows';
import type { WorkbookWarning } from './workbook-issues';
import type { WriteOperation } from './write-operations';

/** The named range that marks the result block on the crosstable's sheet (one per sheet). */
export const RESULT_BLOCK_NAME = 'RegulaResults';

export interface WritePlanInput {
  /** Output sheets as io builds them (Standings, Audit, and whatever articles add). */
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
  /** What the plan cut or renamed to keep within Excel's limits (excel-limits.ts), for the user. */
  warnings: WorkbookWarning[];
}

/**
 * Everything a run writes, in order, with events off while Regula writes (so live mode
 * does not see its own output): each output sheet replaced whole, the regulation sheet,
 * and the result block beside the crosstable under its name. The user's cells are never
 * in any range written or cleared: output sheets are Regula's by their mark, the result
 * block lies right of the user's last column, and an old block is cleared only while it
 * is exactly as Regula wrote it. Everything stays within Excel's limits (excel-limits.ts):
 * a sheet's rows past the last are left out under a row saying so (sheet-rows.ts), cells past
 * column XFD are left out, text past a cell's 32,767 characters is cut with a mark, the
 * regulation's long lines go over several rows — each said in `warnings`.
 */
export function planWrite(input: WritePlanInput): WritePlan {
  const ops: WriteOperation[] = [{ kind: 'events', enabled: false }];
  const replaces: WritePlan['replaces'] = [];
  const fit = new ExcelFit();
  const tables = new TableNames();
  const exists = new Set(input.existingSheets);
  const replace = (sheet: string, mark: string) => {
    const problem = sheetNameProblem(sheet);
    if (problem) throw new Error(`write plan: Regula's sheet "${sheet}" has a name Excel refuses: ${problem}`);
    if (exists.has(sheet)) {
      replaces.push({ sheet, mark });
      ops.push({ kind: 'delete-sheet', sheet });
    }
    ops.push({ kind: 'add-sheet', sheet });
  };
  for (const output of input.sheets) {
    replace(output.name, OWNER_MARK);
    ops.push(cellsAt(output.name, 1, [[OWNER_MARK]], fit));
    const blocks = fitSheetRows(output, fit);
    const rows = blockRows(blocks);
    blocks.forEach((block, i) => {
      if (block.cells.length === 0) return;
      const values = cellsAt(output.name, rows[i]!, block.cells, fit);
      if (!block.table) {
        ops.push(values);
        return;
      }
      const { range } = values;
      ops.push({ ...values, columnFormats: columnFormats(block.cells, block.formats).slice(0, range.columns) });
      ops.push({ kind: 'header-style', range: { ...range, rows: 1 } });
      if (block.cells.length > 1) ops.push({ kind: 'table', range, name: tables.name(output.name, block.name) });
      ops.push({ kind: 'autofit', range });
    });
  }
  if (input.regulationText !== undefined) {
    replace(REGULATION_SHEET, REGULATION_MARK);
    ops.push(cellsAt(REGULATION_SHEET, 1, regulationSheetRows(input.regulationText, input.regulationHistory), fit));
  }
  if (input.previous?.replaceable) ops.push({ kind: 'clear', range: input.previous.replaceable });
  if (input.previous?.named) ops.push({ kind: 'delete-name', sheet: input.previous.sheet, name: RESULT_BLOCK_NAME });
  const result = input.result && resultBlock(input.result, fit);
  if (result) {
    const { op, fitted } = result;
    ops.push(op);
    ops.push({ kind: 'header-style', range: { ...op.range, rows: 1 } });
    // The fingerprint of the cells as Excel reads them back: the text, without the apostrophe that keeps it text.
    ops.push({ kind: 'add-name', range: op.range, name: RESULT_BLOCK_NAME, comment: fingerprint(fitted) });
  }
  ops.push({ kind: 'events', enabled: true });
  return { replaces, operations: ops, warnings: fit.list() };
}

/**
 * The result block within the sheet's columns: cut at column XFD, or not written when it
 * would begin past it (the Regula Standings sheet holds the same results).
 */
function resultBlock(
  result: { range: CellRange; values: OutputCell[][] },
  fit: ExcelFit,
): { op: Extract<WriteOperation, { kind: 'values' }>; fitted: OutputCell[][] } | undefined {
  const { range } = result;
  if (range.column > EXCEL_MAX_COLUMNS || range.row > EXCEL_MAX_ROWS) {
    fit.warn({
      code: 'workbook/no-room-for-results',
      message: `'${range.sheet}': the result block is not written beside the crosstable: it would begin at column ${range.column.toLocaleString('en-US')}, past XFD (Excel's last, the 16,384th); the Regula Standings sheet holds the same results`,
    });
    return undefined;
  }
  const fitted = fitGrid(range, result.values, fit);
  const values = padded(fitted);
  return { op: { kind: 'values', range: { ...range, rows: values.length, columns: values[0]?.length ?? 1 }, values }, fitted };
}

/**
 * Excel table names are unique in a workbook and may hold letters, digits and underscores: the
 * words of the sheet's and the block's names, each once, capitalised ("RegulaStandings").
 */
export function tableName(sheet: string, block: string): string {
  const words = `${sheet} ${block}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const unique = words.filter((w, i) => words.findIndex((x) => x.toLowerCase() === w.toLowerCase()) === i);
  return unique.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The plan's table names: tableName cut to Excel's 255 characters, numbered from 2 where two would be the same (Excel ignores case). */
class TableNames {
  private readonly taken = new Set<string>();

  name(sheet: string, block: string): string {
    const base = tableName(sheet, block);
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? '' : String(n);
      const name = `${base.slice(0, EXCEL_MAX_TABLE_NAME - suffix.length)}${suffix}`;
      if (!this.taken.has(name.toLowerCase())) {
        this.taken.add(name.toLowerCase());
        return name;
      }
    }
  }
}

function cellsAt(
  sheet: string,
  row: number,
  cells: readonly (readonly OutputCell[])[],
  fit: ExcelFit,
): Extract<WriteOperation, { kind: 'values' }> {
  const values = protect({ sheet, row, column: 1 }, cells, fit);
  return { kind: 'values', range: { sheet, row, column: 1, rows: values.length, columns: values[0]?.length ?? 1 }, values };
}

/**
 * Rows padded to the block's width (Excel wants a rectangle), within Excel's grid, text cut
 * to a cell's length and protected from reinterpretation. A row that needs none of it is
 * written as it is, not copied (an audit of a million rows is not held twice).
 */
function protect(
  at: Pick<CellRange, 'sheet' | 'row' | 'column'>,
  cells: readonly (readonly OutputCell[])[],
  fit: ExcelFit,
): OutputCell[][] {
  return padded(fitGrid(at, cells, fit));
}

/** Rows padded to the widest, text protected; a row that needs neither is kept as it is. */
function padded(rows: readonly (readonly OutputCell[])[]): OutputCell[][] {
  let width = 1;
  for (const row of rows) if (row.length > width) width = row.length;
  return rows.map((row) => {
    let out: OutputCell[] | undefined = row.length === width ? undefined : [];
    for (let c = 0; c < width; c++) {
      const value = row[c] ?? null;
      const written = protectText(value);
      if (out) out.push(written);
      else if (written !== row[c]) {
        out = row.slice(0, c);
        out.push(written);
      }
    }
    return out ?? (row as OutputCell[]);
  });
}
