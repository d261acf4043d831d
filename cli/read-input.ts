import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type ExcelJS from 'exceljs';
import { individualEvent, teamEvent, type Crosstable, type TournamentEvent } from '../engine';
import {
  decodeTrfBytes,
  hasErrors,
  isChessJson,
  readChessJson,
  isMicroMatchSheet,
  isPgnText,
  isPlayOffSheet,
  LANGUAGE_CODES,
  LAYOUT_NAMES,
  csvCutOff,
  parseCsv,
  roundsClause,
  summariseLayout,
  readGrid,
  readTeamSheet,
  readTrfEvent,
  withMicroMatchSheet,
  withPlayOffSheet,
  userArea,
  type DetectedLayout,
  type InputIssue,
  type LayoutName,
  type OpponentNumbering,
  type PendingGame,
  type SheetArea,
  type TeamSheetReading,
  type UserArea,
  type ListChange,
} from '../io';
import { UsageError } from './args';
import { readInputBytes, readTextBytes, refuseFolder } from './files';
import { savedHistory, savedRegulation, sheetArea } from './xlsx';
import { partsLostByCopy } from './uncopied-parts';
import { damageMessage, damagedSheetsError, readWorkbookInput } from './workbook-input';
import type { SheetContent } from './xlsx-sheets';
import { fromPgn } from './read-pgn-input';

export interface ReadOptions {
  /** The worksheet of an .xlsx input; the first that reads as a crosstable when unset. */
  sheet?: string;
  layout?: LayoutName;
  opponentNumbers?: OpponentNumbering;
  /** The language of a chess-results export (`de`, `fr` …); detected when unset. */
  language?: string;
  /** Rank as after this round (--round); the last complete round when unset. */
  round?: number;
  /** `regula scenarios`: the round asked for (else the last paired) is the round to come (io/after-round.ts). */
  open?: boolean;
}

/** A crosstable read from cells: where it is, and the user's cells around it (for the result block). */
export interface GridInput {
  sheet: string;
  /** The cells as read; an .xlsx sheet's earlier result block masked out. */
  area: UserArea;
  layout: DetectedLayout;
  /** The sheet has the name of Regula's result block (even if its cells were edited since). */
  named: boolean;
}

export interface InputReading {
  /** The path as given. */
  file: string;
  /** The event read: players, or teams (a TRF with team lines); undefined when the file has errors. */
  event: TournamentEvent | undefined;
  /** What the file holds, errors or not (a TRF with team lines holds teams). */
  kind: TournamentEvent['kind'];
  /** The individual crosstable (of a team event: its boards' games), for convert and the workbook's cells. */
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
  /** SHA-256 of the file's bytes, recorded in the output header. */
  sha256: string;
  /** For the header: "k12.xlsx 'Crosstable'", "tec.trf". */
  label: string;
  /** .xlsx and .csv inputs: the grid the crosstable was read from. */
  grid?: GridInput;
  /** An .xlsx input: outputs are written into a copy of it. */
  workbook?: ExcelJS.Workbook;
  /** An .xlsx input: the regulation saved on its Regulation sheet. */
  savedRegulation?: string;
  /** An .xlsx input: the tie-break list's changes kept on its Regulation sheet (oldest first). */
  regulationHistory?: ListChange[];
  /** An .xlsx input: what a copy of it cannot carry (charts, pivot tables…); empty when nothing. */
  lostByCopy?: string[];
  /** With `open`: the games of the round to come, paired without results. */
  openGames?: PendingGame[];
  /** What was read, in one sentence ("swiss-manager layout (a chess-results export in German), …"). */
  summary?: string;
  /** What the file's rounds and its data disagree on (rounds declared without a game, byes entered before a round's pairing), a sentence each. */
  notes?: string[];
}

/**
 * Reads a tournament file by its extension: .trf (TRF-16; a .txt by its content, TRF or PGN), .pgn
 * (the games of an event, io/pgn), .json (Chess-JSON; a .trf or .txt whose text is JSON is read as
 * Chess-JSON too), .csv or .xlsx (a crosstable
 * grid in any layout io/grid detects; for .xlsx the sheet named by --sheet, else the
 * first sheet that reads as a crosstable).
 */
export async function readTournamentFile(path: string, options: ReadOptions = {}): Promise<InputReading> {
  refuseFolder(path);
  const extension = extname(path).toLowerCase();
  if (!['.trf', '.txt', '.pgn', '.json', '.csv', '.xlsx'].includes(extension))
    throw new UsageError(`${path}: unsupported file type (use .trf, .pgn, .json, .csv or .xlsx)`);
  const bytes = extension === '.xlsx' ? readInputBytes(path) : readTextBytes(path);
  const base = { file: path, sha256: createHash('sha256').update(bytes).digest('hex'), label: basename(path) };
  switch (extension) {
    case '.trf':
    case '.txt':
    case '.pgn':
    case '.json': {
      const text = decodeTrfBytes(bytes);
      // PGN is told by its content (a tag pair first), a TRF by its records: a .txt may hold either.
      if (extension === '.pgn' || isPgnText(text)) return { ...base, ...fromPgn(text, path, options) };
      const rounds = { file: path, ...(options.round !== undefined && { round: options.round }), ...(options.open && { open: true }) };
      // By content: a Chess-JSON event (FIDE TEC's JSON) whatever its extension, else a TRF.
      const json = extension === '.json' || isChessJson(text);
      const trf = json ? readChessJson(text, rounds) : readTrfEvent(text, rounds);
      const format = json ? 'Chess-JSON' : 'TRF';
      // A TRF says what it is; the note is only for standings that leave rounds of the file out.
      const cut = trf.afterRound !== undefined && trf.lastRound !== undefined && trf.afterRound < trf.lastRound;
      const summary =
        trf.crosstable && cut
          ? `${format}, ${trf.crosstable.players.length} players, ${trf.lastRound} rounds paired or played${roundsClause(trf.afterRound, trf.lastRound!)}`
          : undefined;
      return {
        ...base,
        kind: trf.kind,
        event: trf.event,
        crosstable: trf.crosstable,
        issues: trf.issues,
        ...(trf.openGames && { openGames: trf.openGames }),
        ...(summary !== undefined && { summary }),
        ...(trf.roundNotes && trf.roundNotes.length > 0 && { notes: trf.roundNotes }),
      };
    }
    case '.csv': {
      // A CSV file is one sheet; its issues are located at cells of a sheet named after the file.
      const sheet = options.sheet ?? basename(path).replace(/\.[^.]+$/, '');
      const text = decodeTrfBytes(bytes);
      const area = { sheet, origin: { row: 1, column: 1 }, values: parseCsv(text) };
      const reading = fromGrid({ ...area, named: false }, options);
      const cut = csvCutOff(text, area.values, sheet);
      return { ...base, ...reading, ...(cut && { issues: [cut, ...reading.issues] }) };
    }
    case '.xlsx': {
      const sheets = await readWorkbookSheets(path, options, bytes);
      return sheets.find((reading) => reading.crosstable) ?? sheets[0]!;
    }
    default:
      throw new UsageError(`${path}: unsupported file type (use .trf, .pgn, .json, .csv or .xlsx)`);
  }
}

/**
 * Every sheet of a workbook read as a crosstable (or only --sheet), in workbook order,
 * each with its issues; the workbook is read once and shared.
 */
export async function readWorkbookSheets(path: string, options: ReadOptions = {}, bytes = readInputBytes(path)): Promise<InputReading[]> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { workbook, sheets } = await readWorkbookInput(path, bytes);
  const damaged = sheets.filter((s) => s.damage !== undefined);
  // A sheet that cannot be read is never passed over for the next one in silence: without --sheet
  // (or with --sheet naming it) the sheet to rank may be the damaged one.
  if (damaged.length > 0 && (!options.sheet || damaged.some((s) => s.name === options.sheet))) throw damagedSheetsError(path, damaged);
  const lostByCopy = partsLostByCopy(bytes);
  const saved = savedRegulation(workbook);
  const history = savedHistory(workbook);
  const candidates = options.sheet ? [workbook.getWorksheet(options.sheet)] : workbook.worksheets;
  if (options.sheet && !candidates[0])
    throw new UsageError(`${path}: no sheet "${options.sheet}" (sheets: ${workbook.worksheets.map((s) => s.name).join(', ')})`);
  if (candidates.length === 0) throw new UsageError(`${path}: the workbook has no sheets`);
  const playOffSheet = workbook.worksheets.find((sheet) => isPlayOffSheet(sheet.name));
  const microSheet = workbook.worksheets.find((sheet) => isMicroMatchSheet(sheet.name));
  return candidates
    .filter((sheet): sheet is ExcelJS.Worksheet => sheet !== undefined && sheet !== playOffSheet && sheet !== microSheet)
    .map((sheet) => ({
      file: path,
      sha256,
      label: `${basename(path)} '${sheet.name}'`,
      ...withDamageWarnings(fromGrid(sheetArea(workbook, sheet), options), damaged),
      workbook,
      lostByCopy,
      ...(saved !== undefined && { savedRegulation: saved }),
      ...(history.length > 0 && { regulationHistory: history }),
    }))
    .map((reading) => (playOffSheet ? addPlayOffSheet(reading, sheetArea(workbook, playOffSheet)) : reading))
    .map((reading) => (microSheet ? addPlayOffSheet(reading, sheetArea(workbook, microSheet), withMicroMatchSheet) : reading));
}

/** The reading of the sheet --sheet named, with a warning at A1 of each other sheet that cannot be read. */
function withDamageWarnings<T extends { issues: InputIssue[] }>(reading: T, damaged: readonly SheetContent[]): T {
  if (damaged.length === 0) return reading;
  const warnings = damaged.map((sheet): InputIssue => ({
    code: 'cli/damaged-sheet',
    severity: 'warning',
    message: `${damageMessage([sheet])}: not read, nor kept in a copy written with --out (--sheet names another)`,
    location: { kind: 'cell', sheet: sheet.name, row: 1, column: 1 },
  }));
  return { ...reading, issues: [...warnings, ...reading.issues] };
}

/**
 * The games of the workbook's Play-off sheet (io/play-off), or of its Micro-matches sheet
 * (io/micro-match), added to the crosstable read beside it; a problem in the sheet is an error
 * of the input at its cell, like one in the crosstable.
 */
function addPlayOffSheet<T extends Pick<InputReading, 'kind' | 'crosstable' | 'event' | 'issues'>>(
  reading: T,
  area: SheetArea,
  add: typeof withPlayOffSheet = withPlayOffSheet,
): T {
  if (reading.kind !== 'individual' || !reading.crosstable) return reading;
  const played = add(reading.crosstable, area);
  return {
    ...reading,
    issues: [...reading.issues, ...played.issues],
    crosstable: played.crosstable,
    event: played.crosstable && individualEvent(played.crosstable),
  };
}

/** Whether a sheet holds a crosstable at all (a header with round columns), errors or not. */
export function looksLikeCrosstable(reading: InputReading): boolean {
  return reading.grid?.layout.name !== undefined;
}

export function fromGrid(
  area: Parameters<typeof userArea>[0] & { named: boolean },
  options: ReadOptions,
): Pick<InputReading, 'kind' | 'event' | 'crosstable' | 'issues' | 'grid' | 'summary' | 'openGames' | 'notes'> {
  const user = userArea(area);
  // Before the individual crosstable: a team Swiss crosstable has its header words (Rk., 1.Rd).
  const teams = readTeamSheet(user.values, {
    sheet: area.sheet,
    origin: area.origin,
    ...(options.language && { language: options.language }),
    ...(options.round !== undefined && { round: options.round }),
  });
  if (teams) return fromTeamSheet(teams);
  const result = readGrid(user.values, {
    sheet: area.sheet,
    origin: area.origin,
    ...(options.layout && { layout: options.layout }),
    ...(options.opponentNumbers && { opponentNumbers: options.opponentNumbers }),
    ...(options.language && { language: options.language }),
    ...(options.round !== undefined && { round: options.round }),
    ...(options.open && { open: true }),
  });
  const crosstable = hasErrors(result.issues) ? undefined : result.crosstable;
  return {
    kind: 'individual',
    event: crosstable && individualEvent(crosstable),
    crosstable,
    issues: result.issues,
    grid: { sheet: area.sheet, area: user, layout: result.layout, named: area.named },
    summary: summariseLayout(result.layout),
    ...(result.layout.roundNotes && { notes: result.layout.roundNotes }),
    ...(result.openGames && { openGames: result.openGames }),
  };
}

/** A team event's board pairings or crosstable (io/team-sheet.ts): its teams, ranked as a team TRF's. */
function fromTeamSheet(read: TeamSheetReading): ReturnType<typeof fromGrid> {
  return {
    kind: 'team',
    event: read.event && teamEvent(read.event),
    crosstable: read.crosstable,
    issues: read.issues,
    summary: `${read.described}, ${read.summary}`,
  };
}

/** --layout and --numbers as read options. */
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
