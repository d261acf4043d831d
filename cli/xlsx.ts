import type ExcelJS from 'exceljs';
import {
  EMPTY_ROW,
  parseRangeReference,
  REGULATION_SHEET,
  regulationHistory,
  regulationText,
  RESULT_BLOCK_NAME,
  type CellRange,
  type CellValue,
  type ListChange,
  type SheetArea,
} from '../io';
import { FileError } from './file-error';
import { storedPackage, type PackagePart } from './xlsx-package';

/*
 * The .xlsx door for reading (exceljs): a package loaded (an input's once workbook-input.ts has
 * checked it within its bounds), a worksheet's values as the 2-D array Excel's Range.values would
 * hand the add-in, the result block an earlier run left beside the crosstable, and the regulation
 * saved in the workbook.
 */

/**
 * A new exceljs workbook. exceljs takes about a quarter of a second to load, so it is loaded
 * the first time a workbook is read or written, not when the CLI starts (docs/performance.md "Start-up"): a TRF
 * ranked to JSON never loads it.
 */
async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  return new Excel.Workbook();
}

/** exceljs's reading of an .xlsx package; a FileError when it cannot read it. */
export async function loadWorkbook(path: string, bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new FileError(path, 'cli/bad-workbook', `the workbook cannot be read (${why}); expected an .xlsx workbook saved by Excel`);
  }
  return workbook;
}

/**
 * exceljs's reading of a package's checked parts (storedPackage). A cut sheet part can stop
 * exceljs altogether: the parts are read again without the damaged sheets' (`damaged`: their
 * parts; each is then a sheet the caller says is not read), and only when that fails too is the
 * workbook unreadable.
 */
export async function loadWithout(
  path: string,
  parts: readonly PackagePart[],
  damaged: ReadonlySet<string | undefined>,
): Promise<ExcelJS.Workbook> {
  try {
    return await loadWorkbook(path, storedPackage(parts));
  } catch (error) {
    if (damaged.size === 0) throw error;
    return loadWorkbook(path, storedPackage(parts.filter((p) => !damaged.has(p.path))));
  }
}

/**
 * The used range of a sheet from A1, as plain values (formulas give their results). Only the
 * cells that exist are visited: a row without cells is the one shared empty row, and a row's
 * values end at its last cell, so one cell at XFD1048576 costs one row of 16,384 values and a
 * million references to the empty row — never the span's 17 billion cells.
 */
export function sheetValues(sheet: ExcelJS.Worksheet, columns = Infinity): CellValue[][] {
  const rows = new Array<CellValue[]>(sheet.rowCount).fill(EMPTY_ROW);
  sheet.eachRow({ includeEmpty: false }, (row, r) => {
    const values: CellValue[] = [];
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (c > columns) return;
      while (values.length < c - 1) values.push(null);
      values.push(plainValue(cell.value));
    });
    if (values.length > 0) rows[r - 1] = values;
  });
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
 * The note the CLI leaves on the first cell of its result block. exceljs keeps neither a
 * name's sheet scope nor its comment, where the add-in stores the block's fingerprint, so
 * the CLI keeps the fingerprint in this note; the range is the name RegulaResults either way.
 */
export const RESULT_NOTE_PREFIX = 'Regula result block: replaced by the next run while unedited. Fingerprint ';

/** The sheet's area as the add-in's gateway reads it: values from A1 and the block the last run left there. */
export function sheetArea(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet): SheetArea & { named: boolean } {
  const range = resultBlockRanges(workbook).find((r) => r.sheet === sheet.name);
  const area: SheetArea & { named: boolean } = {
    sheet: sheet.name,
    origin: { row: 1, column: 1 },
    values: sheetValues(sheet),
    named: !!range,
  };
  if (range) {
    const note = sheet.getCell(range.row, range.column).note;
    const text = typeof note === 'string' ? note : (note?.texts?.map((t) => t.text).join('') ?? '');
    // Without the CLI's note (a block the add-in wrote, whose fingerprint exceljs cannot read),
    // the fingerprint matches nothing: the block is kept as the user's, never cleared.
    const fingerprint = text.startsWith(RESULT_NOTE_PREFIX) ? text.slice(RESULT_NOTE_PREFIX.length).trim() : '';
    area.previousBlock = { range, fingerprint };
  }
  return area;
}

/** Every range of the name RegulaResults (the add-in's sheet-scoped names come back workbook-wide from exceljs). */
export function resultBlockRanges(workbook: ExcelJS.Workbook): CellRange[] {
  const name = workbook.definedNames.model.find((n) => n.name === RESULT_BLOCK_NAME);
  return (name?.ranges ?? []).map((text) => parseRangeReference(text)).filter((r): r is CellRange => r !== undefined);
}

/** The tie-break list's history kept on the Regulation sheet (columns C–F); empty without one. */
export function savedHistory(workbook: ExcelJS.Workbook): ListChange[] {
  const sheet = workbook.getWorksheet(REGULATION_SHEET);
  return sheet ? regulationHistory(sheetValues(sheet, 6)) : [];
}

/** The regulation the add-in (or the CLI) saved on the Regulation sheet, if it is Regula's. */
export function savedRegulation(workbook: ExcelJS.Workbook): string | undefined {
  const sheet = workbook.getWorksheet(REGULATION_SHEET);
  return sheet ? regulationText(sheetValues(sheet, 1).map((row) => row[0])) : undefined;
}
