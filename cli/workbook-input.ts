import type ExcelJS from 'exceljs';
import { FileError } from './file-error';
import { packageParts, tooLarge, type ListedSheet, type PackagePart } from './xlsx-package';
import { loadWithout } from './xlsx';
import { scanParts, type XmlScan } from './xml-scan';

/*
 * An .xlsx input read within the bounds of a workbook Regula reads (docs/inputs.md "Bounds"):
 * its package's directory first (a zip bomb is refused from the sizes it declares), then its
 * parts inflated and checked (xlsx-package.ts), then the rows and cells of its sheets counted,
 * and only then exceljs, on exactly those parts. Every refusal names the file, the part (and its
 * sheet), what was found and the bound, in well under a second; nothing is built from the span
 * of a sheet. A sheet the workbook names without its part (dangling) or whose XML stops before
 * its end (cut) is damage to say, never a sheet to skip in silence for the next one; the rows
 * and cells bound what exceljs builds an object for (a sheet's <dimension> states only the span
 * from A1 to the farthest cell, which one cell at XFD1048576 makes the whole sheet).
 */

export interface WorkbookInput {
  workbook: ExcelJS.Workbook;
  /** The worksheets the package lists, in its order, with what their parts hold and any damage. */
  sheets: SheetContent[];
}

const withCommas = (n: number) => n.toLocaleString('en-US');

/** Reads an .xlsx input; a FileError (exit 1) for a file beyond the bounds, damaged, or not a workbook. */
export async function readWorkbookInput(path: string, bytes: Uint8Array): Promise<WorkbookInput> {
  refuseNonWorkbook(path, bytes);
  const { sheets, parts, label } = packageParts(path, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scans = scanParts(parts);
  const long = longText(scans);
  if (long)
    throw tooLarge(
      path,
      `${label(long.path)} holds a text of more than ${withCommas(SHEET_BOUNDS.textBytes)} bytes (from byte ${withCommas(long.at)}): longer than the 32,767 characters Excel holds in a cell, so not a text Excel wrote; Regula reads none longer`,
    );
  const beside = elementsBesideSheets(scans, sheets);
  const elements = beside.reduce((sum, p) => sum + p.elements, 0);
  if (elements > SHEET_BOUNDS.elements)
    throw tooLarge(
      path,
      `${label(beside[0]!.path)} holds ${withCommas(beside[0]!.elements)} elements${beside.length > 1 ? ` (${withCommas(elements)} in the parts beside the sheets)` : ''}: Regula reads workbooks of at most ${withCommas(SHEET_BOUNDS.elements)} elements beside the sheets' rows and cells (shared strings, styles, notes: a shared string is two, so 9,999 players' names are 20,000)`,
    );
  const contents = sheetContents(sheets, parts, scans);
  const total = contents.reduce((sum, s) => sum + s.rows + s.cells, 0);
  if (total > SHEET_BOUNDS.cells) {
    const largest = contents.reduce((a, b) => (b.rows + b.cells > a.rows + a.cells ? b : a));
    throw tooLarge(
      path,
      `${label(largest.path!)} holds ${withCommas(largest.cells)} cells in ${withCommas(largest.rows)} rows${contents.length > 1 ? ` (${withCommas(total)} rows and cells in all sheets)` : ''}: Regula reads workbooks of at most ${withCommas(SHEET_BOUNDS.cells)} rows and cells (a 9,999-player, 15-round crosstable has 230,000); delete the rows and cells far from the crosstable, or give the crosstable as CSV`,
    );
  }
  const damaged = new Set(contents.filter((s) => s.damage !== undefined).map((s) => s.path));
  const workbook = await loadWithout(path, parts, damaged);
  // A sheet exceljs did not make, though its part is there and whole, is not read either: say so.
  const made = new Set(workbook.worksheets.map((w) => w.name));
  for (const sheet of contents)
    if (!sheet.damage && !made.has(sheet.name)) sheet.damage = `its part ${sheet.path ?? ''} is not one Regula can read`;
  return { workbook, sheets: contents };
}

/** The damaged sheets as one message: each sheet, what is wrong with it. */
export function damageMessage(damaged: readonly SheetContent[]): string {
  return damaged.map((s) => `the sheet '${s.name}': ${s.damage!}`).join('; ');
}

/** A FileError for sheets that cannot be read, when the sheet to rank may be among them. */
export function damagedSheetsError(path: string, damaged: readonly SheetContent[]): FileError {
  return new FileError(
    path,
    'cli/damaged-sheet',
    `${damageMessage(damaged)}: Regula does not rank another sheet in its place; repair the workbook in Excel (it offers to when it opens it), or name the sheet to read with --sheet`,
  );
}

/** A listed worksheet with what its part holds. */
export interface SheetContent extends ListedSheet {
  /** What is wrong with it; undefined when its part is there and whole. */
  damage: string | undefined;
  /** <row> and <c> elements in its part: what exceljs makes objects of. */
  rows: number;
  cells: number;
}

/** The bound on what the sheets of an .xlsx input hold (docs/inputs.md "Bounds"). */
export const SHEET_BOUNDS = {
  /** Rows and cells in all sheets: a 9,999-player, 15-round crosstable has 230,000. */
  cells: 250_000,
  /**
   * Bytes of one text in the XML of a sheet, its shared strings or its notes: Excel holds at most
   * 32,767 characters in a cell ("Excel specifications and limits"), and no character takes more
   * than 10 bytes of XML (`&#x10FFFF;`), so a longer text is none Excel wrote.
   */
  textBytes: 32_767 * 10,
  /**
   * Elements in the XML parts beside the sheets (shared strings, styles, notes, drawings), which
   * exceljs parses and makes objects of too: a shared string is two, so 9,999 players' names are 20,000.
   */
  elements: 250_000,
};

/** The XML parts of a package beside its worksheets, and how many elements (start tags) each holds, most first. */
export function elementsBesideSheets(
  scans: ReadonlyMap<string, XmlScan>,
  sheets: readonly ListedSheet[],
): { path: string; elements: number }[] {
  const sheetPaths = new Set(sheets.map((s) => s.path));
  return [...scans]
    .filter(([path]) => !sheetPaths.has(path) && !path.startsWith('xl/worksheets/'))
    .map(([path, scan]) => ({ path, elements: scan.elements }))
    .sort((a, b) => b.elements - a.elements);
}

/** The parts whose text becomes cell values or notes: worksheets, shared strings, comments. */
const TEXT_PARTS = /^xl\/(?:worksheets\/[^/]+|sharedStrings|comments[^/]*)\.xml$/;

/** The first of those parts with a text longer than SHEET_BOUNDS.textBytes, and where it starts; undefined when none has. */
export function longText(scans: ReadonlyMap<string, XmlScan>, bytes = SHEET_BOUNDS.textBytes): { path: string; at: number } | undefined {
  for (const [path, scan] of scans) if (TEXT_PARTS.test(path) && scan.longestText > bytes) return { path, at: scan.longestAt };
  return undefined;
}

/** Whether a worksheet's XML ends with the end of its root element: a cut part stops before. */
function isWhole(data: Buffer): boolean {
  return /<\/(?:[\w.-]+:)?worksheet>$/.test(
    data
      .subarray(Math.max(0, data.length - 64))
      .toString('latin1')
      .trimEnd(),
  );
}

/** Each listed sheet with what its part holds. */
export function sheetContents(
  sheets: readonly ListedSheet[],
  parts: readonly PackagePart[],
  scans: ReadonlyMap<string, XmlScan>,
): SheetContent[] {
  const byPath = new Map(parts.map((p) => [p.path, p.data]));
  return sheets.map((sheet) => {
    const data = sheet.path === undefined ? undefined : byPath.get(sheet.path);
    const damage =
      sheet.path === undefined
        ? 'the workbook lists it, but its relationships name no part for it'
        : data === undefined
          ? `its part ${sheet.path} is missing from the file`
          : isWhole(data)
            ? undefined
            : `its part ${sheet.path} stops before the end of the sheet (cut off or damaged)`;
    const scan = sheet.path === undefined ? undefined : scans.get(sheet.path);
    return { ...sheet, damage, rows: scan?.rows ?? 0, cells: scan?.cells ?? 0 };
  });
}

/** A zip package (PK\x03\x04, APPNOTE 4.3.7): what an .xlsx file is. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** An Office compound file: an old .xls workbook, or an .xlsx saved with a password (encrypted). */
function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
}

/** A FileError saying what the file is when its bytes are not an .xlsx package (an old .xls, a protected workbook, no zip). */
export function refuseNonWorkbook(path: string, bytes: Uint8Array): void {
  if (isCompoundFile(bytes))
    throw new FileError(
      path,
      'cli/protected-or-old-workbook',
      'a password-protected workbook or an old .xls file, expected an .xlsx workbook; remove the password (or save as .xlsx) in Excel',
    );
  if (!isZip(bytes))
    throw new FileError(path, 'cli/not-a-workbook', 'not an .xlsx workbook (not a zip file); expected a workbook saved by Excel as .xlsx');
}
