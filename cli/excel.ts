import type ExcelJS from 'exceljs';

/**
 * A new exceljs workbook. exceljs takes about a quarter of a second to load, so it is loaded
 * the first time a workbook is read or written, not when the CLI starts (docs/performance.md "Start-up"): a TRF
 * ranked to JSON never loads it.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  return new Excel.Workbook();
}
