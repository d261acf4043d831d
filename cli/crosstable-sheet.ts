import type ExcelJS from 'exceljs';
import { csvCellValue, type CellValue } from '../io';

/** The sheet a crosstable that did not come from a workbook is written to. */
export const CROSSTABLE_SHEET = 'Crosstable';

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
