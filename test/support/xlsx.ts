import ExcelJS from 'exceljs';

/** Re-opens a written workbook with exceljs (tests compare cell values, never bytes). */
export async function openWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

export type Cell = ExcelJS.CellValue;

/** Every row of a sheet from A1 as plain values (null for an empty cell). */
export function sheetRows(sheet: ExcelJS.Worksheet): Cell[][] {
  const rows: Cell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row: Cell[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) row.push(sheet.getCell(r, c).value ?? null);
    rows.push(row);
  }
  return rows;
}

/**
 * The rows of the block whose header row starts with `firstHeaders` (in column A), as
 * objects keyed by the block's headers, down to the first empty row.
 */
export function blockRecords(sheet: ExcelJS.Worksheet, firstHeaders: readonly string[]): Record<string, Cell>[] {
  const rows = sheetRows(sheet);
  const start = rows.findIndex((row) => firstHeaders.every((h, i) => row[i] === h));
  if (start < 0) throw new Error(`no block starting ${firstHeaders.join(', ')} on ${sheet.name}`);
  const header = rows[start]!.map((h) => (h === null ? '' : String(h)));
  const records: Record<string, Cell>[] = [];
  for (let r = start + 1; r < rows.length && rows[r]!.some((v) => v !== null); r++) {
    records.push(Object.fromEntries(header.map((h, c) => [h, rows[r]![c] ?? null]).filter(([h]) => h !== '')));
  }
  return records;
}

/** The header block of an output sheet (rows 3…): label → value. */
export function headerValues(sheet: ExcelJS.Worksheet): Record<string, Cell> {
  const values: Record<string, Cell> = {};
  for (let r = 3; r <= sheet.rowCount && sheet.getCell(r, 1).value !== null; r++)
    values[String(sheet.getCell(r, 1).value)] = sheet.getCell(r, 2).value;
  return values;
}
