import type { Rational } from '../arith';
import type { PointSystem } from './point-system';
import type { PlayOffRecord } from './play-off-record';
import type { MicroMatchGame } from './micro-match';
import type { PlayerId, RoundRecord } from './round-record';

export type TournamentType = 'swiss' | 'round-robin' | 'double-round-robin';

export interface Player {
  /** Starting number (TPN): the id every round record refers to. */
  id: PlayerId;
  name: string;
  /** Primary (FIDE or national) rating; undefined when unrated. The rating at the start: the "first rating" of C.07 2026 art. 10. */
  rating?: number;
  /**
   * The rating the player had in each round, when the source gives one per round (a league over
   * several rating periods: grid columns "Rating R1", "Rating R2" …): roundRatings[r - 1] is round
   * r's, undefined where not given (the rating at the start applies), 0 read as unrated there.
   */
  roundRatings?: readonly (number | undefined)[];
  title?: string;
  sex?: string;
  federation?: string;
  fideId?: string;
  birthDate?: string;
  /** Every other column of the source, by its header (school, club, post-rating…). */
  fields: Readonly<Record<string, string>>;
  /** rounds[r - 1] is the record of round r; always `crosstable.rounds` long. */
  rounds: RoundRecord[];
  /** Points as printed in the source; checked against the records, never trusted. */
  declaredPoints?: Rational;
  /** Rank as printed in the source. */
  declaredRank?: number;
}

export interface Crosstable {
  name?: string;
  type: TournamentType;
  /** Rounds scheduled (TRF XXR); records after the last played round are kept. */
  rounds: number;
  /** Ascending by id. */
  players: Player[];
  /** How the source scores each kind of round; a regulation may replace it. */
  pointSystem: PointSystem;
  /**
   * The point system of each round (index 0: round 1) when the regulation scores rounds
   * differently (`rounds 1-9: win 2, draw 1, loss 0`, Grand Chess Tour 2016 rapid and blitz);
   * set by evaluate (scoring/round-scoring.ts). Every score sums each round's points under its own.
   */
  roundScoring?: readonly PointSystem[];
  /** Header facts of the source (TRF 012 name, 042 start date…), by name. */
  meta: Readonly<Record<string, string>>;
  /** The play-off games the source records (a Play-off sheet, TRF `### play-off` lines), or that it was not held. */
  playOff?: PlayOffRecord;
  /** The games of micro-matches after each round's own game (TRF `### micro-match` lines). */
  microMatches?: MicroMatchGame[];
}

export function playerIndex(crosstable: Crosstable): Map<PlayerId, Player> {
  return new Map(crosstable.players.map((p) => [p.id, p]));
}
