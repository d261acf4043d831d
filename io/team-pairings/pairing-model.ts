import type { MatchBoardResult, Rational, TeamBye } from '../../engine';
import type { MatchScore } from './pairing-results';

/** What the rows of a team event's board pairings say, before the team event is built from them. */

export interface PairingPlayer {
  name: string;
  title: string;
  /** Undefined when the cell is empty or 0 (unrated). */
  rating: number | undefined;
}

export interface PairingBoard {
  board: number;
  /** The first team's player, the second's; undefined where the board was left empty. */
  players: [PairingPlayer | undefined, PairingPlayer | undefined];
  /** From the first team's side; undefined when the cell is empty. */
  result: MatchBoardResult | undefined;
  /** Index of the row in the cells. */
  row: number;
}

export interface PairingTeam {
  id: number;
  name: string;
}

/** Where a match header stands: the row and the column of its first cell. */
export interface HeaderPlace {
  row: number;
  column: number;
}

export type PairingMatch =
  | ({
      kind: 'match';
      teams: [PairingTeam, PairingTeam];
      score: MatchScore;
      boards: PairingBoard[];
      /** Board rows under the header, read or not (a row with an error is not among the boards). */
      boardRows: number;
    } & HeaderPlace)
  /** A team whose opponent is a bye ("bye", "spielfrei"), with the game points the score credits, if any. */
  | ({ kind: 'bye'; team: PairingTeam; gamePoints: Rational | undefined } & HeaderPlace)
  /** A team's full-, half- or zero-point bye (TRF-2026 240), as Regula writes it: "full-point bye". */
  | ({ kind: 'team-bye'; team: PairingTeam; bye: TeamBye } & HeaderPlace)
  /** A team whose opponent reads "not paired". */
  | ({ kind: 'not-paired'; team: PairingTeam } & HeaderPlace);

export interface PairingRound {
  round: number;
  /** Index of the round line's row. */
  row: number;
  matches: PairingMatch[];
}

/** Whether a round has a result: a board's, or a match forfeited. */
export function hasResults(round: PairingRound): boolean {
  return round.matches.some((m) => m.kind === 'match' && (m.score.kind === 'forfeit' || m.boards.some((b) => b.result !== undefined)));
}
