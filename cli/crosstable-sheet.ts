import type ExcelJS from 'exceljs';
import { copiedWorkbook, newOutputWorkbook, type OutputWorkbook } from './output-workbook';
import type { Crosstable } from '../engine';
import { csvCellValue, userArea, writeGrid, type CellValue } from '../io';
import { readTournament } from '../pipeline';
import type { GridInput, InputReading } from './read-input';

/** The sheet a crosstable that did not come from a workbook is written to. */
export const CROSSTABLE_SHEET = 'Crosstable';

/**
 * The workbook an .xlsx output is written into, and where its crosstable is: a copy of
 * an .xlsx input (the user's workbook, read as it is), or a new workbook with a
 * Crosstable sheet — the cells of a .csv input as they are, or a TRF's crosstable in the
 * plain opponent/colour/result layout — so the result block always sits beside the
 * crosstable it ranks.
 */
export function crosstableWorkbook(input: InputReading, crosstable: Crosstable): { workbook: OutputWorkbook; grid: GridInput } {
  if (input.workbook && input.grid) return { workbook: copiedWorkbook(input.workbook), grid: input.grid };
  const cells = input.grid ? input.grid.area.values : writeGrid(crosstable);
  const workbook = newOutputWorkbook({ name: CROSSTABLE_SHEET, cells });
  const area = { sheet: CROSSTABLE_SHEET, origin: { row: 1, column: 1 }, values: cells };
  const layout = input.grid
    ? { ...input.grid.layout, sheet: CROSSTABLE_SHEET }
    : readTournament({ kind: 'workbook', sheets: [{ area, named: false }] }).grid!.layout;
  return { workbook, grid: { sheet: CROSSTABLE_SHEET, area: userArea(area), layout, named: false } };
}

/**
 * Writes cell values from A1 as Excel would open them from a CSV: text that is a plain
 * decimal number becomes a number ("2324", "5.0"), anything else stays text.
 */
export function writeCells(sheet: ExcelJS.Worksheet, cells: readonly (readonly CellValue[])[]): void {
  cells.forEach((row, r) =>
    row.forEach((value, c) => {
      const cell = csvCellValue(value);
      if (cell !== undefined) sheet.getCell(r + 1, c + 1).value = cell;
    }),
  );
}
