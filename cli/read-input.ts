import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type ExcelJS from 'exceljs';
import { decodeTrfBytes, LANGUAGE_CODES, LAYOUT_NAMES, type LayoutName, type OpponentNumbering } from '../io';
import {
  rankedInput,
  readInput,
  readSheets,
  RunLog,
  type RankedInput,
  type ReadOptions,
  type RunInput,
  type TournamentSource,
} from '../pipeline';
import { UsageError } from './args';
import { readInputBytes, readTextBytes, refuseFolder } from './files';
import { workbookInput } from './workbook-input';

export type { ReadOptions, GridInput } from '../pipeline';

/*
 * The CLI's side of reading: a file's bytes made into what the run reads (pipeline/run/
 * read-tournament.ts) — the text of a .trf, .txt, .pgn or .json, the rows of a .csv, the sheets
 * of an .xlsx as cells — and what the CLI keeps of the file for its outputs.
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

export { looksLikeCrosstable } from '../pipeline';
