import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type ExcelJS from 'exceljs';
import {
  decodeTrfBytes,
  isMicroMatchSheet,
  isPlayOffSheet,
  LANGUAGE_CODES,
  LAYOUT_NAMES,
  type InputIssue,
  type LayoutName,
  type OpponentNumbering,
} from '../io';
import {
  rankedInput,
  readInput,
  readSheets,
  RunLog,
  type RankedInput,
  type ReadOptions,
  type RunInput,
  type TournamentSource,
  type WorkbookSheet,
} from '../pipeline';
import { UsageError } from './args';
import { FileError } from './file-error';
import { damagedSheetsError, damageMessage, isZip, readWorkbookInput, type SheetContent } from './workbook-input';
import { savedHistory, savedRegulation, sheetArea } from './xlsx';

export type { ReadOptions, GridInput } from '../pipeline';

/*
 * The CLI's side of reading: a file's bytes (a FileError for a folder, an unreadable, empty or
 * binary file) made into what the run reads (pipeline/run/read-tournament.ts) — the text of a
 * .trf, .txt, .pgn or .json, the rows of a .csv, the sheets of an .xlsx as cells (the workbook
 * read within its bounds: workbook-input.ts) — and what the CLI keeps of the file for its
 * outputs: its hash, the workbook to copy and what a copy of it loses.
 */

/** What the CLI keeps of an input file beside what was read of it. */
export interface FileFacts {
  /** SHA-256 of the file's bytes, recorded in the output header. */
  sha256: string;
  /** An .xlsx input: outputs are written into a copy of it. */
  workbook?: ExcelJS.Workbook;
  /** An .xlsx input: what a copy of it cannot carry (charts, pivot tables…); empty when nothing. */
  lostByCopy?: string[];
}

/** A tournament file as read, with what the CLI keeps of it. */
export type InputReading = RankedInput<FileFacts>;

const EXTENSIONS = ['.trf', '.txt', '.pgn', '.json', '.csv', '.xlsx'];
const UNSUPPORTED = (path: string) => `${path}: unsupported file type (use .trf, .pgn, .json, .csv or .xlsx)`;

/**
 * A tournament file as a run's input, by its extension: .trf or .txt (TRF, or PGN by its
 * content), .pgn, .json (Chess-JSON; a .trf or .txt whose text is JSON is read as Chess-JSON
 * too), .csv (one sheet of cells), .xlsx (its sheets as cells; only --sheet's when given).
 */
export async function readInputFile(path: string, options: ReadOptions = {}): Promise<RunInput<FileFacts>> {
  refuseFolder(path);
  const extension = extname(path).toLowerCase();
  if (!EXTENSIONS.includes(extension)) throw new UsageError(UNSUPPORTED(path));
  const bytes = extension === '.xlsx' ? readInputBytes(path) : readTextBytes(path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const name = basename(path);
  if (extension === '.xlsx') {
    const { workbook, lostByCopy, ...input } = await workbookInput(path, bytes, options);
    return { ...input, file: path, name, facts: { sha256, workbook, lostByCopy } };
  }
  const text = decodeTrfBytes(bytes);
  const source: TournamentSource =
    extension === '.csv'
      ? { kind: 'csv', text, sheet: options.sheet ?? name.replace(/\.[^.]+$/, '') }
      : {
          kind: 'text',
          file: path,
          text,
          ...(extension === '.pgn' && { hint: 'pgn' }),
          ...(extension === '.json' && { hint: 'chess-json' }),
        };
  return { source, file: path, name, facts: { sha256 } };
}

/** A tournament file read on its own (convert; a season's events), its notes and issues left to the caller. */
export async function readTournamentFile(path: string, options: ReadOptions = {}): Promise<InputReading> {
  return readInput(await readInputFile(path, options), { read: options }, new RunLog());
}

/** Every sheet of a workbook read as a crosstable (or only --sheet), in workbook order, each with its issues. */
export async function readWorkbookSheets(path: string, options: ReadOptions = {}): Promise<InputReading[]> {
  const input = await readInputFile(path, options);
  if (input.source.kind !== 'workbook') throw new UsageError(`${path}: not a workbook`);
  return readSheets(input.source, options).map((reading) => rankedInput(input, reading, `${input.name} '${reading.grid!.sheet}'`));
}

/** --layout, --numbers, --language and --round as read options. */
export function readOptionsOf(options: ReadonlyMap<string, string>): ReadOptions {
  const layout = options.get('layout');
  if (layout !== undefined && !(LAYOUT_NAMES as readonly string[]).includes(layout))
    throw new UsageError(`--layout must be one of ${LAYOUT_NAMES.join(', ')}, not "${layout}"`);
  const numbers = options.get('numbers');
  if (numbers !== undefined && numbers !== 'line' && numbers !== 'start-number')
    throw new UsageError(`--numbers must be line or start-number, not "${numbers}"`);
  const language = options.get('language')?.toLowerCase();
  if (language !== undefined && language !== 'auto' && !LANGUAGE_CODES.includes(language))
    throw new UsageError(`--language must be auto or one of ${LANGUAGE_CODES.join(', ')}, not "${options.get('language')}"`);
  const round = options.get('round');
  if (round !== undefined && !/^[1-9]\d{0,2}$/.test(round)) throw new UsageError(`--round must be a round number from 1, not "${round}"`);
  return {
    ...(options.has('sheet') && { sheet: options.get('sheet')! }),
    ...(layout !== undefined && { layout: layout as LayoutName }),
    ...(numbers !== undefined && { opponentNumbers: numbers as OpponentNumbering }),
    ...(language !== undefined && language !== 'auto' && { language }),
    ...(round !== undefined && { round: Number(round) }),
  };
}

/** An .xlsx file's sheets as cells (the Play-off and Micro-matches sheets apart), its saved regulation and history. */
export async function workbookInput(
  path: string,
  bytes: Uint8Array,
  options: ReadOptions,
): Promise<Pick<RunInput, 'source' | 'saved' | 'history'> & { workbook: ExcelJS.Workbook; lostByCopy: string[] }> {
  const lostByCopy = partsLostByCopy(bytes);
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
    lostByCopy,
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

/**
 * What a copy of a workbook made with exceljs cannot carry: exceljs reads cells, styles,
 * names, notes, images, validations and conditional formats, but drops the package parts it
 * has no model for — charts (https://github.com/exceljs/exceljs/issues/141 and /1734), chart sheets, pivot tables,
 * slicers and timelines. The input file itself is never changed; the copy's user is told.
 *
 * An .xlsx file is a zip whose entry names stand uncompressed in its directory, so finding
 * a part's folder name in the bytes is enough to know the part is there.
 */
const PARTS: readonly [folder: string, what: string][] = [
  ['xl/charts/', 'charts'],
  ['xl/chartsheets/', 'chart sheets'],
  ['xl/pivotTables/', 'pivot tables'],
  ['xl/slicers/', 'slicers'],
  ['xl/timelines/', 'timelines'],
];

/** The kinds of content of an .xlsx file's bytes that a copy written by exceljs loses, in a fixed order. */
export function partsLostByCopy(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return PARTS.filter(([folder]) => text.includes(folder)).map(([, what]) => what);
}

const FOLDER = 'is a folder, expected a file';

const NODE_ERRORS: Record<string, [string, string]> = {
  ENOENT: ['cli/no-such-file', 'no such file'],
  EISDIR: ['cli/not-a-file', FOLDER],
  EACCES: ['cli/unreadable-file', 'cannot be read: permission denied'],
  EPERM: ['cli/unreadable-file', 'cannot be read: permission denied'],
  ENAMETOOLONG: ['cli/no-such-file', 'the name is too long'],
  ENOTDIR: ['cli/no-such-file', 'a part of the path is not a folder'],
};

/** A Node file-system error as a FileError, when it is one of those a user can cause. */
export function fileErrorOf(error: unknown, file: string): FileError | undefined {
  const code = error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : undefined;
  const known = code === undefined ? undefined : NODE_ERRORS[code];
  return known ? new FileError(file, known[0], known[1]) : undefined;
}

/** A FileError when the path is a folder (before its name's extension is judged). */
export function refuseFolder(path: string): void {
  if (existsSync(path) && statSync(path).isDirectory()) throw new FileError(path, 'cli/not-a-file', FOLDER);
}

/** The bytes of an input file; a FileError for a folder, an unreadable or an empty file. */
export function readInputBytes(path: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(path));
  } catch (error) {
    // A folder is EISDIR, a missing file ENOENT …: each its own FileError (NODE_ERRORS).
    throw fileErrorOf(error, path) ?? error;
  }
  if (bytes.length === 0) throw new FileError(path, 'cli/empty-file', 'the file is empty');
  return bytes;
}

/** The bytes of a text input (TRF, CSV, regulation): a FileError when they are not text (a zero byte). */
export function readTextBytes(path: string): Uint8Array {
  const bytes = readInputBytes(path);
  const zero = bytes.indexOf(0);
  if (zero >= 0) {
    const hint = isZip(bytes) ? ' (it is a zip file: an .xlsx workbook? name it .xlsx)' : '';
    throw new FileError(path, 'cli/binary-file', `not a text file: a zero byte at offset ${zero}${hint}; expected text`);
  }
  return bytes;
}

export { looksLikeCrosstable } from '../pipeline';
