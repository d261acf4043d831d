import ExcelJS from 'exceljs';
import { blockRows, OWNER_MARK, type CellValue, type OutputSheet } from '../io';

/**
 * The .xlsx door (exceljs): a worksheet's values as the 2-D array Excel's Range.values
 * would hand the add-in, and output blocks written into a workbook.
 */
export async function readWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

/** The used range of a sheet from A1, as plain values (formulas give their results). */
export function sheetValues(sheet: ExcelJS.Worksheet): CellValue[][] {
  const rows: CellValue[][] = [];
  const width = sheet.actualColumnCount > 0 ? sheet.columnCount : 0;
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: CellValue[] = [];
    for (let c = 1; c <= width; c++) values.push(plainValue(row.getCell(c).value));
    rows.push(values);
  }
  return rows;
}

function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return plainValue(value.result as ExcelJS.CellValue);
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

/**
 * Writes an output sheet to a sheet owned by Regula, replacing an earlier one of the same
 * name. A sheet of that name that Regula did not write is never touched: the caller gets
 * an error instead (the user's cells are never overwritten).
 */
export function writeOwnedSheet(workbook: ExcelJS.Workbook, output: OutputSheet): void {
  const existing = workbook.getWorksheet(output.name);
  if (existing) {
    if (existing.getCell('A1').value !== OWNER_MARK)
      throw new Error(`The workbook already has a sheet "${output.name}" that Regula did not write; rename it or choose another output.`);
    workbook.removeWorksheet(existing.id);
  }
  const sheet = workbook.addWorksheet(output.name);
  sheet.getCell('A1').value = OWNER_MARK;
  const rows = blockRows(output.blocks);
  output.blocks.forEach((block, b) => {
    block.cells.forEach((values, i) => {
      const target = sheet.getRow(rows[b]! + i);
      values.forEach((value, c) => {
        if (value !== null) target.getCell(c + 1).value = value;
      });
      if (i === 0) target.font = { bold: true };
    });
  });
}

export { OWNER_MARK };
