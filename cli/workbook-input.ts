import { basename } from 'node:path';
import type ExcelJS from 'exceljs';
import { isMicroMatchSheet, isPlayOffSheet, type InputIssue } from '../io';
import type { ReadOptions, RunInput, WorkbookSheet } from '../pipeline';
import { UsageError } from './args';
import { FileError, loadWorkbook, refuseNonWorkbook } from './files';
import { partsLostByCopy } from './uncopied-parts';
import { savedHistory, savedRegulation, sheetArea } from './xlsx';
import {
  inflatePart,
  oversizeMessage,
  oversizePart,
  packageDirectory,
  storedPackage,
  tooLarge,
  type DirectoryEntry,
  type PackagePart,
  type PartLabel,
} from './xlsx-package';
import { scanParts } from './xml-scan';
import {
  elementsBesideSheets,
  listedSheets,
  longText,
  SHEET_BOUNDS,
  sheetContents,
  type ListedSheet,
  type SheetContent,
} from './xlsx-sheets';

/*
 * An .xlsx input read within the bounds of a workbook Regula reads (docs/inputs.md "Bounds"):
 * its package's directory first (a zip bomb is refused from the sizes it declares), then its
 * parts inflated and checked, then the rows and cells of its sheets counted, and only then
 * exceljs, on exactly those parts. Every refusal names the file, the part (and its sheet), what
 * was found and the bound, in well under a second; nothing is built from the span of a sheet.
 */

export interface WorkbookInput {
  workbook: ExcelJS.Workbook;
  /** The worksheets the package lists, in its order, with what their parts hold and any damage. */
  sheets: SheetContent[];
}

const SMALL_PART = 1024 * 1024;
const WORKBOOK_PARTS = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels'];

const withCommas = (n: number) => n.toLocaleString('en-US');

/** Reads an .xlsx input; a FileError (exit 1) for a file beyond the bounds, damaged, or not a workbook. */
export async function readWorkbookInput(path: string, bytes: Uint8Array): Promise<WorkbookInput> {
  refuseNonWorkbook(path, bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = packageDirectory(path, buffer);
  const sheets = sheetsOf(path, buffer, entries);
  const label: PartLabel = (part) => {
    const sheet = sheets.find((s) => s.path === part);
    return sheet ? `the sheet '${sheet.name}' (its part ${part})` : `the part ${part}`;
  };
  const oversize = oversizePart(entries);
  if (oversize) throw tooLarge(path, oversizeMessage(oversize, label));
  const parts = entries.map((entry) => inflatePart(path, buffer, entry, label));
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
  const workbook = await loadWithout(path, parts, contents);
  // A sheet exceljs did not make, though its part is there and whole, is not read either: say so.
  const made = new Set(workbook.worksheets.map((w) => w.name));
  for (const sheet of contents)
    if (!sheet.damage && !made.has(sheet.name)) sheet.damage = `its part ${sheet.path ?? ''} is not one Regula can read`;
  return { workbook, sheets: contents };
}

/**
 * exceljs's reading of the parts. A cut sheet part can stop exceljs altogether: the parts are
 * read again without the damaged sheets' (each is then a sheet the caller says is not read),
 * and only when that fails too is the workbook unreadable.
 */
async function loadWithout(path: string, parts: readonly PackagePart[], contents: readonly SheetContent[]): Promise<ExcelJS.Workbook> {
  try {
    return await loadWorkbook(path, storedPackage(parts));
  } catch (error) {
    const damaged = new Set(contents.filter((s) => s.damage !== undefined).map((s) => s.path));
    if (damaged.size === 0) throw error;
    return loadWorkbook(path, storedPackage(parts.filter((p) => !damaged.has(p.path))));
  }
}

/** The worksheets the package lists, read from its workbook parts when they are small (before any large part is inflated). */
function sheetsOf(path: string, buffer: Buffer, entries: readonly DirectoryEntry[]): ListedSheet[] {
  const [workbook, relationships] = WORKBOOK_PARTS.map((name) => {
    const entry = entries.find((e) => e.path === name);
    return entry && entry.size <= SMALL_PART ? inflatePart(path, buffer, entry, (p) => `the part ${p}`).data.toString('utf8') : '';
  });
  return listedSheets(workbook!, relationships!);
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

/** An .xlsx file's sheets as cells (the Play-off and Micro-matches sheets apart), its saved regulation and history. */
export async function workbookInput(
  path: string,
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<Pick<RunInput, 'source' | 'saved' | 'history'> & { workbook: ExcelJS.Workbook; lostByCopy: string[] }> {
  const { workbook, sheets } = await readWorkbookInput(path, bytes);
  const damaged = sheets.filter((s) => s.damage !== undefined);
  // A sheet that cannot be read is never passed over for the next one in silence: without --sheet
  // (or with --sheet naming it) the sheet to rank may be the damaged one.
  if (damaged.length > 0 && (!options.sheet || damaged.some((s) => s.name === options.sheet))) throw damagedSheetsError(path, damaged);
  const candidates = options.sheet ? [workbook.getWorksheet(options.sheet)] : workbook.worksheets;
  if (options.sheet && !candidates[0])
    throw new UsageError(`${path}: no sheet "${options.sheet}" (sheets: ${workbook.worksheets.map((s) => s.name).join(', ')})`);
  if (candidates.length === 0) throw new UsageError(`${path}: the workbook has no sheets`);
  const playOff = workbook.worksheets.find((sheet) => isPlayOffSheet(sheet.name));
  const micro = workbook.worksheets.find((sheet) => isMicroMatchSheet(sheet.name));
  const warnings = damageWarnings(damaged);
  const read = candidates
    .filter((sheet): sheet is ExcelJS.Worksheet => sheet !== undefined && sheet !== playOff && sheet !== micro)
    .map((sheet): WorkbookSheet => {
      const { named, ...area } = sheetArea(workbook, sheet);
      return { area, named, ...(warnings.length > 0 && { issues: warnings }) };
    });
  const saved = savedRegulation(workbook);
  const history = savedHistory(workbook);
  return {
    source: {
      kind: 'workbook',
      sheets: read,
      ...(playOff && { playOff: sheetArea(workbook, playOff) }),
      ...(micro && { microMatches: sheetArea(workbook, micro) }),
    },
    ...(saved !== undefined && { saved: { text: saved, source: `${basename(path)} 'Regulation'` } }),
    ...(history.length > 0 && { history }),
    workbook,
    lostByCopy: partsLostByCopy(bytes),
  };
}

/** A warning at A1 of each other sheet that cannot be read (--sheet names another). */
function damageWarnings(damaged: readonly SheetContent[]): InputIssue[] {
  return damaged.map((sheet): InputIssue => ({
    code: 'cli/damaged-sheet',
    severity: 'warning',
    message: `${damageMessage([sheet])}: not read, nor kept in a copy written with --out (--sheet names another)`,
    location: { kind: 'cell', sheet: sheet.name, row: 1, column: 1 },
  }));
}
