import type ExcelJS from 'exceljs';
import type { CellValue, WorkbookWarning, WritePlan } from '../io';
import { NativeWorkbook } from './native-xlsx';
import { writeFileAtomically } from './safe-write';
import { applyWritePlan } from './xlsx-writer';

/**
 * The workbook an .xlsx output is written into: a copy of the user's workbook (exceljs, which
 * keeps their cells, styles, names and notes), or a new one written directly (native-xlsx.ts,
 * fast at any size). Both carry out io's write plan the same way; the plan keeps within
 * Excel's limits (io/workbook/excel-limits.ts), and the new workbook's own cells are held to
 * them too.
 */
export interface OutputWorkbook {
  sheetNames(): string[];
  /** Carries out the plan; the sheets it would replace that are not Regula's (then nothing is written). */
  applyPlan(plan: WritePlan): string[];
  /** The .xlsx file's bytes. */
  toBuffer(): Promise<Uint8Array>;
  /** Writes the file through a temporary one, renamed into place. */
  save(path: string): Promise<void>;
  /** What the workbook cut of its own cells to keep within Excel's limits (a new workbook's crosstable sheet). */
  warnings(): WorkbookWarning[];
}

/** What an output workbook starts from: a copy of the user's workbook, or new sheets of cells (none, a crosstable, a sheet per section). */
export type WorkbookStart =
  { copyOf: ExcelJS.Workbook } | { sheets: readonly { name: string; cells: readonly (readonly CellValue[])[] }[] };

/** The output workbook a write starts from (newOutputWorkbook, copiedWorkbook). */
export function startWorkbook(start: WorkbookStart): OutputWorkbook {
  if ('copyOf' in start) return copiedWorkbook(start.copyOf);
  return newOutputWorkbook(undefined, start.sheets);
}

/** A new workbook, with a first sheet of cells when given (a crosstable, a match sheet). */
export function newOutputWorkbook(
  first?: { name: string; cells: readonly (readonly CellValue[])[] },
  /** Further sheets of cells (an event in sections: a crosstable sheet per section). */
  more: readonly { name: string; cells: readonly (readonly CellValue[])[] }[] = [],
): OutputWorkbook {
  const workbook = new NativeWorkbook();
  if (first) workbook.addCellsSheet(first.name, first.cells);
  for (const sheet of more) workbook.addCellsSheet(sheet.name, sheet.cells);
  return {
    sheetNames: () => workbook.sheetNames(),
    applyPlan: (plan) => {
      const foreign = plan.replaces.filter((r) => workbook.firstCell(r.sheet) !== r.mark).map((r) => r.sheet);
      if (foreign.length === 0) for (const op of plan.operations) workbook.apply(op);
      return foreign;
    },
    toBuffer: () => workbook.toBuffer(),
    save: async (path) => writeFileAtomically(path, await workbook.toBuffer()),
    warnings: () => workbook.warnings(),
  };
}

/** The user's workbook, read by exceljs: the output is a copy of it. */
export function copiedWorkbook(workbook: ExcelJS.Workbook): OutputWorkbook {
  return {
    sheetNames: () => workbook.worksheets.map((s) => s.name),
    applyPlan: (plan) => applyWritePlan(workbook, plan),
    toBuffer: async () => new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer),
    save: async (path) => writeFileAtomically(path, new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)),
    warnings: () => [],
  };
}
