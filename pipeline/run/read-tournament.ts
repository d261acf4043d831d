import { individualEvent, teamEvent, type Crosstable, type PointSystem, type TournamentEvent } from '../../engine';
import {
  csvCutOff,
  hasErrors,
  isBoardPairings,
  isTeamCrosstable,
  isChessJson,
  isPgnText,
  parseCsv,
  readChessJson,
  readGrid,
  readPgn,
  readTeamSheet,
  readTrfEvent,
  roundsClause,
  summariseLayout,
  userArea,
  withMicroMatchSheet,
  withPlayOffSheet,
  type CellValue,
  type DetectedLayout,
  type InputIssue,
  type LayoutName,
  type OpponentNumbering,
  type PendingGame,
  type SheetArea,
  type TeamSheetReading,
  type UserArea,
} from '../../io';

/*
 * What a run reads, the same for both doors: a tournament as text (TRF, Chess-JSON, PGN), as
 * the rows of a CSV file, or as a workbook's sheets (the CLI's .xlsx, the add-in's workbook),
 * each read by io/ into the event the engine ranks. The doors only get the text or the cells
 * (docs/inputs.md says what each format may hold).
 */

export interface ReadOptions {
  /** The worksheet to rank; the first that reads as a crosstable when unset. */
  sheet?: string;
  layout?: LayoutName;
  opponentNumbers?: OpponentNumbering;
  /** The language of a chess-results export (`de`, `fr` …); detected when unset. */
  language?: string;
  /** Rank as after this round (--round); the last complete round when unset. */
  round?: number;
  /** Scenarios: the round asked for (else the last paired) is the round to come (io/after-round.ts). */
  open?: boolean;
  /** The regulation's point system: a team event read from cells counts its games by it. */
  pointSystem?: PointSystem;
}

/** One sheet of a workbook as cells, with what else the door knows of it. */
export interface WorkbookSheet {
  area: SheetArea;
  /** The sheet has the name of Regula's result block (even if its cells were edited since). */
  named: boolean;
  /** Problems the door found before the cells were read (another sheet that could not be read), said first. */
  issues?: InputIssue[];
}

/** A tournament as the door has it: text, a CSV file's text, or a workbook's sheets. */
export type TournamentSource =
  /** TRF-16/TRF-2026, Chess-JSON or PGN, told by content; `hint` is what the file's extension says. */
  | { kind: 'text'; file: string; text: string; hint?: 'pgn' | 'chess-json' }
  /** A CSV file: one sheet of cells, its issues located at cells of `sheet`. */
  | { kind: 'csv'; text: string; sheet: string }
  | {
      kind: 'workbook';
      /** In workbook order; the Play-off and Micro-matches sheets are not among them. */
      sheets: WorkbookSheet[];
      /** The workbook's Play-off sheet (io/play-off): its games are added to the crosstable. */
      playOff?: SheetArea | undefined;
      /** The workbook's Micro-matches sheet (io/micro-match): each round's games after its own. */
      microMatches?: SheetArea | undefined;
    };

/** A crosstable read from cells: where it is, and the user's cells around it (for the result block). */
export interface GridInput {
  sheet: string;
  /** The cells as read; an earlier result block masked out. */
  area: UserArea;
  layout: DetectedLayout;
  named: boolean;
}

/** What was read of one tournament (of a workbook: of one sheet). */
export interface TournamentReading {
  /** The event read: players, or teams; undefined when the input has errors. */
  event: TournamentEvent | undefined;
  /** What the input holds, errors or not. */
  kind: TournamentEvent['kind'];
  /** The individual crosstable (of a team event: its boards' games). */
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
  /** What the input was read as: "TRF", "Chess-JSON", "PGN", "grid". */
  format: 'TRF' | 'Chess-JSON' | 'PGN' | 'grid';
  /** A grid (CSV or a sheet): the cells the crosstable was read from. */
  grid?: GridInput;
  /** With `open`: the games of the round to come, paired without results. */
  openGames?: PendingGame[];
  /** What was read, in one sentence ("swiss-manager layout (a chess-results export in German), …"). */
  summary?: string;
  /** What the file's rounds and its data disagree on, a sentence each. */
  notes?: string[];
  /** A grid with errors: the crosstable as far as it was read, for a preview (never ranked). */
  draft?: Crosstable;
  /** A team event read from cells: its board pairings or crosstable as read (the add-in lists its teams). */
  teamSheet?: TeamSheetReading;
}

/**
 * Reads a tournament: of a workbook, the sheet `options.sheet` names, else the first sheet
 * that reads as a crosstable (else the first sheet, with its problems).
 */
export function readTournament(source: TournamentSource, options: ReadOptions = {}): TournamentReading {
  if (source.kind === 'text') return fromText(source, options);
  if (source.kind === 'csv') return fromCsv(source.text, source.sheet, options);
  const sheets = readSheets(source, options);
  return sheets.find((reading) => reading.crosstable) ?? sheets[0]!;
}

/** Every sheet of a workbook read as a tournament (only `options.sheet` when set), in workbook order. */
export function readSheets(source: Extract<TournamentSource, { kind: 'workbook' }>, options: ReadOptions = {}): TournamentReading[] {
  const sheets = options.sheet === undefined ? source.sheets : source.sheets.filter((s) => s.area.sheet === options.sheet);
  return sheets.map((sheet) => {
    const read = fromGrid({ ...sheet.area, named: sheet.named }, options);
    const reading = sheet.issues && sheet.issues.length > 0 ? { ...read, issues: [...sheet.issues, ...read.issues] } : read;
    const played = source.playOff ? addGames(reading, source.playOff, withPlayOffSheet) : reading;
    return source.microMatches ? addGames(played, source.microMatches, withMicroMatchSheet) : played;
  });
}

/** Whether a reading holds a crosstable at all (a header with round columns), errors or not. */
export function looksLikeCrosstable(reading: TournamentReading): boolean {
  return reading.grid?.layout.name !== undefined;
}

function fromText(source: Extract<TournamentSource, { kind: 'text' }>, options: ReadOptions): TournamentReading {
  const { file, text } = source;
  const rounds = { file, ...(options.round !== undefined && { round: options.round }), ...(options.open && { open: true }) };
  // PGN is told by its content (a tag pair first), a TRF by its records: a .txt may hold either.
  if (source.hint === 'pgn' || isPgnText(text)) {
    const read = readPgn(text, rounds);
    return {
      kind: 'individual',
      format: 'PGN',
      event: read.crosstable && individualEvent(read.crosstable),
      crosstable: read.crosstable,
      issues: read.issues,
      ...(read.summary !== undefined && { summary: read.summary }),
      ...(read.notes.length > 0 && { notes: read.notes }),
      ...(read.openGames && { openGames: read.openGames }),
    };
  }
  // By content: a Chess-JSON event (FIDE TEC's JSON) whatever its extension, else a TRF.
  const json = source.hint === 'chess-json' || isChessJson(text);
  const trf = json ? readChessJson(text, rounds) : readTrfEvent(text, rounds);
  const format = json ? 'Chess-JSON' : 'TRF';
  // A TRF says what it is; the summary is only for standings that leave rounds of the file out.
  const cut = trf.afterRound !== undefined && trf.lastRound !== undefined && trf.afterRound < trf.lastRound;
  const summary =
    trf.crosstable && cut
      ? `${format}, ${trf.crosstable.players.length} players, ${trf.lastRound} rounds paired or played${roundsClause(trf.afterRound, trf.lastRound!)}`
      : undefined;
  return {
    kind: trf.kind,
    format,
    event: trf.event,
    crosstable: trf.crosstable,
    issues: trf.issues,
    ...(trf.openGames && { openGames: trf.openGames }),
    ...(summary !== undefined && { summary }),
    ...(trf.roundNotes && trf.roundNotes.length > 0 && { notes: trf.roundNotes }),
  };
}

/** A CSV file is one sheet; a last row cut off mid-cell (io/grid/csv.ts) is said first. */
function fromCsv(text: string, sheet: string, options: ReadOptions): TournamentReading {
  const values = parseCsv(text);
  const reading = fromGrid({ sheet, origin: { row: 1, column: 1 }, values, named: false }, options);
  const cut = csvCutOff(text, values, sheet);
  return cut ? { ...reading, issues: [cut, ...reading.issues] } : reading;
}

/** A grid of cells: a team event's board pairings or crosstable (io/team-sheet.ts), else a crosstable of players (io/grid). */
export function fromGrid(area: SheetArea & { named: boolean }, options: ReadOptions): TournamentReading {
  const user = userArea(area);
  // Before the individual crosstable: a team Swiss crosstable has its header words (Rk., 1.Rd).
  const teams = readTeamSheet(user.values, {
    sheet: area.sheet,
    origin: area.origin,
    ...(options.pointSystem && { pointSystem: options.pointSystem }),
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
    format: 'grid',
    event: crosstable && individualEvent(crosstable),
    crosstable,
    issues: result.issues,
    grid: { sheet: area.sheet, area: user, layout: result.layout, named: area.named },
    ...(!crosstable && result.crosstable && { draft: result.crosstable }),
    summary: summariseLayout(result.layout),
    ...(result.layout.roundNotes && { notes: result.layout.roundNotes }),
    ...(result.openGames && { openGames: result.openGames }),
  };
}

/** A team event's board pairings or crosstable: its teams, ranked as a team TRF's. */
function fromTeamSheet(read: TeamSheetReading): TournamentReading {
  return {
    kind: 'team',
    format: 'grid',
    event: read.event && teamEvent(read.event),
    crosstable: read.crosstable,
    issues: read.issues,
    summary: `${read.described}, ${read.summary}`,
    teamSheet: read,
  };
}

/**
 * The games of the workbook's Play-off sheet (io/play-off), or of its Micro-matches sheet
 * (io/micro-match), added to the crosstable read beside it; a problem in the sheet is an error
 * of the input at its cell, like one in the crosstable.
 */
function addGames(reading: TournamentReading, area: SheetArea, add: typeof withPlayOffSheet): TournamentReading {
  if (reading.kind !== 'individual' || !reading.crosstable) return reading;
  const played = add(reading.crosstable, area);
  return {
    ...reading,
    issues: [...reading.issues, ...played.issues],
    crosstable: played.crosstable,
    event: played.crosstable && individualEvent(played.crosstable),
  };
}

/** Whether cells hold a team event (board pairings, or a crosstable of teams): read before anything else. */
export function holdsTeamEvent(values: readonly (readonly CellValue[])[]): boolean {
  return isBoardPairings(values) || isTeamCrosstable(values);
}

/** The layout of a sheet that holds no crosstable of players (a team event's, a match sheet): nothing detected. */
export function noLayout(sheet: string, origin?: { row: number; column: number }): DetectedLayout {
  return readGrid([], { sheet, ...(origin && { origin }) }).layout;
}
