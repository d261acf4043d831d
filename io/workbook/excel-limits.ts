/*
 * Excel's limits on what a workbook holds, kept by every sheet Regula writes in either door
 * (the add-in's gateway, the command line's writers): Microsoft, "Excel specifications and
 * limits" (a sheet of 1,048,576 rows by 16,384 columns, 32,767 characters in a cell) and
 * "Rename a worksheet" (a sheet's name: not blank, at most 31 characters, none of : \ / ? * [ ],
 * no apostrophe first or last, not History, which Excel keeps for itself). A table's name holds
 * at most 255 characters ("Rename an Excel table"). Excel counts characters as UTF-16 code
 * units, as a JavaScript string's length does.
 */

export const EXCEL_MAX_ROWS = 1_048_576;
export const EXCEL_MAX_COLUMNS = 16_384;
export const EXCEL_MAX_CELL_TEXT = 32_767;
export const EXCEL_MAX_SHEET_NAME = 31;
export const EXCEL_MAX_TABLE_NAME = 255;

const FORBIDDEN_IN_SHEET_NAME = /[\\/?*[\]:]/g;
/** The sheet name Excel keeps for its own (a shared workbook's change history), in any case. */
const RESERVED_SHEET_NAME = 'history';

/** Why Excel refuses `name` as a sheet's name, or undefined when it takes it. */
export function sheetNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'a sheet name cannot be blank';
  if (name.length > EXCEL_MAX_SHEET_NAME)
    return `a sheet name holds at most ${EXCEL_MAX_SHEET_NAME} characters, and this one has ${name.length}`;
  if (new RegExp(FORBIDDEN_IN_SHEET_NAME.source).test(name)) return 'a sheet name cannot hold any of : \\ / ? * [ ]';
  if (name.startsWith("'") || name.endsWith("'")) return 'a sheet name cannot begin or end with an apostrophe';
  if (isReservedSheetName(name)) return 'Excel keeps the sheet name History for itself';
  return undefined;
}

/** Whether Excel keeps the name for itself (History, in any case). */
export function isReservedSheetName(name: string): boolean {
  return name.toLowerCase() === RESERVED_SHEET_NAME;
}

/**
 * A name Excel takes made from `wanted`: each forbidden character as `replacement`, spaces
 * and apostrophes at either end dropped, cut to 31 characters (never inside a surrogate pair),
 * History as "History-"; `fallback` when nothing is left. A name Excel takes comes back as it is.
 */
export function excelSheetName(wanted: string, replacement: string, fallback: string): string {
  if (sheetNameProblem(wanted) === undefined) return wanted;
  const trim = (text: string) => text.replace(/^[\s']+|[\s']+$/g, '');
  let name = trim(cutAt(trim(wanted.replace(FORBIDDEN_IN_SHEET_NAME, replacement)), EXCEL_MAX_SHEET_NAME));
  if (name === '') name = fallback;
  if (isReservedSheetName(name)) name = `${name}-`;
  return name;
}

/** The first `length` code units of `text`, one fewer when the last would be half of a surrogate pair. */
export function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/**
 * Text longer than a cell holds, cut with a mark that says so and how much is missing; the
 * whole stays within 32,766 characters, so the apostrophe that keeps text as text still fits.
 * Shorter text comes back as it is.
 */
export function fitCellText(text: string): string {
  if (text.length <= EXCEL_MAX_CELL_TEXT) return text;
  // The mark's length depends on the count it states; a count of one digit fewer never makes it longer.
  const roomFor = (left: number) => EXCEL_MAX_CELL_TEXT - 1 - cutMark(left).length;
  const kept = cutAt(text, roomFor(text.length));
  return `${kept}${cutMark(text.length - kept.length)}`;
}

function cutMark(left: number): string {
  return ` … [${left.toLocaleString('en-US')} more characters cut: an Excel cell holds ${EXCEL_MAX_CELL_TEXT.toLocaleString('en-US')}]`;
}
