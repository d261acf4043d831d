import {
  csvCutOff,
  decodeTrfBytes,
  lostInGrid,
  parseCsv,
  writeBoardPairings,
  writeGrid,
  type CellValue,
  type InputIssue,
  type OutputCell,
} from '../../io';
import { readTournament, type TournamentReading } from '../../pipeline';
import type { PaneStrings } from '../strings';
import { en } from '../strings/en';

/** A file brought in from the task pane: the cells of its new sheet and what to tell the user. */
export interface ImportedFile {
  /** The sheet name wanted: the file's name without its extension. */
  sheetName: string;
  cells: OutputCell[][];
  /** One sentence on what was brought in (and what a grid does not carry). */
  note: string;
}

/**
 * A tournament file from disk as the cells of a new sheet, with the CLI's readers: a TRF or a
 * Chess-JSON event (told by its content, as the CLI tells it) becomes the grid `regula convert
 * --to xlsx` writes (the crosstable read back the same), so does a PGN (the games of an event,
 * told from a TRF by its content), a team event its board pairings (io/team-pairings: read back as the same team event); a
 * CSV (a chess-results export, a wall chart, board pairings) comes in cell by cell, whole
 * numbers as numbers, every other cell as the text it was. An .xlsx is opened by Excel itself.
 * A string says why nothing was brought in; `words` are the pane's, in its language.
 */
export function importFile(fileName: string, bytes: Uint8Array, words: PaneStrings = en): ImportedFile | string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  const sheetName = dot < 0 ? fileName : fileName.slice(0, dot);
  if (bytes.indexOf(0) >= 0 && extension !== '.xlsx' && extension !== '.xls') return words.importFile.notText(fileName);
  switch (extension) {
    case '.trf':
    case '.txt':
    case '.pgn':
    case '.json': {
      // By content, as the CLI reads it (pipeline/run/read-tournament.ts): PGN (a tag pair first), a Chess-JSON event, else a TRF.
      const hint = extension === '.pgn' ? 'pgn' : extension === '.json' ? 'chess-json' : undefined;
      const read = readTournament({ kind: 'text', file: fileName, text: decodeTrfBytes(bytes), ...(hint && { hint }) });
      return read.format === 'PGN' ? fromPgn(fileName, sheetName, read, words) : fromEvent(fileName, sheetName, read, words);
    }
    case '.csv':
      return fromCsv(fileName, sheetName, decodeTrfBytes(bytes), words);
    case '.xlsx':
    case '.xls':
      return words.importFile.workbook(fileName);
    default:
      return words.importFile.unknownKind(fileName);
  }
}

/** A TRF's or a Chess-JSON file's event (read by io's readers, both alike) as the cells of a sheet. */
function fromEvent(fileName: string, sheetName: string, read: TournamentReading, words: PaneStrings): ImportedFile | string {
  const error = read.issues.find((i) => i.severity === 'error');
  if (error) return words.importFile.notBroughtIn(fileName, describe(error, words));
  if (read.event?.kind === 'team') {
    const event = read.event.teams;
    return {
      sheetName,
      cells: cellsOf(writeBoardPairings(event)),
      note: words.importFile.teamEvent(fileName, event.teams.length, event.rounds, event.boards),
    };
  }
  const crosstable = read.crosstable!;
  const lost = lostInGrid(crosstable);
  return {
    sheetName,
    cells: cellsOf(writeGrid(crosstable)),
    // What the file's rounds and its data disagree on (byes entered before a round's pairing, rounds declared without a game): io's sentences.
    note: [words.importFile.crosstable(fileName, crosstable.players.length, crosstable.rounds, lost), ...(read.notes ?? [])].join(' '),
  };
}

/** The games of a PGN (io/pgn) as the crosstable they make, with what PGN cannot say and the reader's warnings. */
function fromPgn(fileName: string, sheetName: string, read: TournamentReading, words: PaneStrings): ImportedFile | string {
  const error = read.issues.find((i) => i.severity === 'error');
  if (error) return words.importFile.notBroughtIn(fileName, describe(error, words));
  const crosstable = read.crosstable!;
  const warnings = read.issues.filter((i) => i.severity === 'warning');
  const shown = warnings.slice(0, 3).map((w) => describe(w, words));
  return {
    sheetName,
    cells: cellsOf(writeGrid(crosstable)),
    note: [
      words.importFile.crosstable(fileName, crosstable.players.length, crosstable.rounds, lostInGrid(crosstable)),
      ...(read.summary ? [`${read.summary}.`] : []),
      ...(read.notes ?? []),
      ...(warnings.length > 0 ? [words.importFile.warnings(shown, warnings.length - shown.length)] : []),
    ].join(' '),
  };
}

function fromCsv(fileName: string, sheetName: string, text: string, words: PaneStrings): ImportedFile {
  const rows = parseCsv(text);
  const cells = rows.map((row) => row.map(csvCell));
  // The sheet's cells cannot show that the file stopped inside a row: the note says so (io csvCutOff).
  const cut = csvCutOff(text, rows, sheetName);
  return { sheetName, cells, note: words.importFile.csv(fileName, rows.length, cut?.message) };
}

function cellsOf(rows: readonly (readonly CellValue[])[]): OutputCell[][] {
  return rows.map((row) => row.map((v) => (v === undefined || typeof v === 'boolean' ? null : v)));
}

/** A CSV cell as Excel would keep it: empty, a whole number, else its text (board numbers such as 1.1 stay text). */
function csvCell(value: CellValue): OutputCell {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return typeof value === 'number' ? value : String(value);
  return /^-?\d{1,15}$/.test(value) ? Number(value) : value;
}

function describe(issue: InputIssue, words: PaneStrings): string {
  const at = issue.location;
  return at.kind === 'text' ? words.importFile.errorAt(at.line, at.column, issue.message) : issue.message;
}
