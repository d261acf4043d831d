import type { TournamentType } from '../../engine';
import type { ColumnRole } from './headers';

/**
 * The crosstable layouts the reader understands (docs/inputs.md):
 * - `us-wall-chart`: one column per round with `W12 (b)`, `B---` … (US Chess, WinTD, SwissSys)
 * - `swiss-manager`: one column per round with `12w1`, `-½` … (chess-results.com, Swiss-Manager)
 * - `round-robin`: players × players with `1 ½ 0 + - =` (single or double round robin)
 * - `plain`: per round an opponent, a colour and a result column
 */
export type LayoutName = 'us-wall-chart' | 'swiss-manager' | 'round-robin' | 'plain';

export const LAYOUT_NAMES: readonly LayoutName[] = ['us-wall-chart', 'swiss-manager', 'round-robin', 'plain'];

/** How numbers in round cells find their player: a line number or a starting number. */
export type OpponentNumbering = 'line' | 'start-number';

export interface DetectedColumn {
  /** 1-based worksheet column. */
  column: number;
  /** The header cell, e.g. 'Crosstable'!E3. */
  address: string;
  header: string;
  role: ColumnRole;
}

/** What the reader understood, so a task pane can show it before anything is run. */
export interface DetectedLayout {
  name: LayoutName | undefined;
  sheet: string;
  /** 1-based worksheet row of the header, when one was found. */
  headerRow: number | undefined;
  /** Every non-empty header cell and what it was taken for, in sheet order. */
  columns: DetectedColumn[];
  /** Number of rounds (round columns, or rounds of the Berger schedule for a grid). */
  rounds: number;
  /** 1-based worksheet rows read as players. */
  playerRows: number[];
  /** The worksheet row of each player (by Player.id), so output can sit beside the player's row. */
  playerRowOf: Record<number, number>;
  /** What the numbers in round cells refer to. */
  opponentNumbers: OpponentNumbering | undefined;
  /** Where player ids (Player.id) come from: a starting-number column or the line numbers. */
  playerIds: 'start-number' | 'line-number' | undefined;
  tournamentType: TournamentType | undefined;
  /** A chess-results.com export (its title or footer lines say so). */
  chessResults: boolean;
  /** The language of the header and cells (chess-results-languages.ts), when one was detected or asked for. */
  language: { code: string; name: string } | undefined;
  /** The round the standings are after (io/after-round.ts); the last round paired or played, `lastRound`. */
  afterRound: number | undefined;
  lastRound: number | undefined;
  /** Why each choice was made, in sentences, for the preview and for the audit. */
  notes: string[];
  /** Of `notes`, those on rounds the data and the sheet disagree on (byes entered before a round's pairing): the command line shows them. */
  roundNotes?: string[];
}

export function emptyLayout(sheet: string): DetectedLayout {
  return {
    name: undefined,
    sheet,
    headerRow: undefined,
    columns: [],
    rounds: 0,
    playerRows: [],
    playerRowOf: {},
    opponentNumbers: undefined,
    playerIds: undefined,
    tournamentType: undefined,
    chessResults: false,
    language: undefined,
    afterRound: undefined,
    lastRound: undefined,
    notes: [],
  };
}
