import type { Rational } from '../arith';
import type { Player, TournamentType } from './crosstable';
import type { PointSystem } from './point-system';
import type { PlayerId, RoundRecord } from './round-record';
import type { MatchBoard } from './team-match';

/*
 * A team event (C.07 arts. 11–13): teams of players in board order, and per
 * round each team's match with every board's game, a pairing-allocated bye, a forfeited
 * match or nothing. Read by io/trf from the individual 001 games and the team records
 * (TRF-16 013, TRF-2026 310 … 362).
 */

/**
 * A team's number: its position among the TRF 013 lines, or the number a 310 line gives it.
 * Branded, so that a player's starting number is never taken for a team's by mistake; a
 * team's number becomes a TeamId through teamId() where it is read.
 */
export type TeamId = number & { readonly brand: 'TeamId' };

/** A team's number as a TeamId: where a reader reads it, and where the ranking of a team crosstable hands it back. */
export function teamId(id: number): TeamId {
  return id as TeamId;
}

/** The participants of a team crosstable (scoring/team-crosstable.ts) as the teams they are. */
export function asTeamIds(ids: readonly PlayerId[]): readonly TeamId[] {
  return ids as readonly TeamId[];
}

export interface Team {
  id: TeamId;
  name: string;
  /** The registered members, board 1 first (TRF 013 / 310 order). */
  members: PlayerId[];
  /** rounds[r - 1]: the team's round r, seen from the team. */
  rounds: TeamRoundRecord[];
  /** Other facts of the source (TRF 310 nickname, strength, declared MP / GP / rank). */
  fields: Readonly<Record<string, string>>;
}

/**
 * One team's round. `boards` are seen from this team (its player first); a forfeited
 * match (TRF-2026 330) has no boards; a pairing-allocated bye (320) has no opponent, nor
 * a full-, half- or zero-point bye of the team (TRF-2026 240: "byes that bring points to
 * those receiving them … for individuals and teams").
 * A match whose boards the source does not give carries its totals in `gamePoints` and
 * has no boards (see MatchTotals).
 */
export type TeamRoundRecord =
  | { kind: 'match'; opponent: TeamId; boards: MatchBoard[]; gamePoints?: MatchTotals }
  | { kind: 'forfeit-win' | 'forfeit-loss' | 'double-forfeit'; opponent: TeamId }
  | { kind: 'pab' }
  | { kind: TeamBye }
  | { kind: 'absent' };

/** A team's requested bye (TRF-2026 240 F, H, Z): a win's, a draw's or no match points, and as many game points on every board. */
export type TeamBye = 'fpb' | 'hpb' | 'zpb';

export const TEAM_BYES: readonly TeamBye[] = ['fpb', 'hpb', 'zpb'];

/** A team bye's name in words, as Regula's messages and board pairings write it. */
export const TEAM_BYE_NAMES: Readonly<Record<TeamBye, string>> = {
  fpb: 'full-point bye',
  hpb: 'half-point bye',
  zpb: 'zero-point bye',
};

/** A team's round as a crosstable record of its pairing only (a match as a played game), to tell a round robin of teams from a Swiss. */
export function pairingRecordOf(record: TeamRoundRecord): RoundRecord {
  switch (record.kind) {
    case 'match':
      return { kind: 'played', opponent: record.opponent, outcome: 'draw' };
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
      return { kind: record.kind, opponent: record.opponent };
    default:
      return { kind: record.kind };
  }
}

/**
 * The game points of a match known by its totals only, seen from the team: what
 * chess-results' team crosstables give (a cell `2½` per match, no boards). C.07 art. 11.1
 * takes the match result from the game points, so match points, game points and every
 * criterion on them (arts. 6–9 on :MP/:GP, 13.2 ESB, 13.3.1 EDE, 13.4 SSSC) read the
 * totals. The art. 12 board criteria (BC, TBR, BBE) and EDE's 13.3.2 board steps need the
 * boards and give n/a. Kept on the `match` record — rather than as a kind of its own — so
 * that everything that reads a played match (the crosstable of teams, DE, Buchholz, the
 * event's type) reads this one alike; and explicit, so that an empty board list is never
 * taken for a match with no games (a 0–0).
 */
export interface MatchTotals {
  own: Rational;
  theirs: Rational;
}

/** Whether a team's round is a match known by its totals only (MatchTotals): its boards are not known. */
export function isTotalsOnly(record: TeamRoundRecord): boolean {
  return record.kind === 'match' && record.gamePoints !== undefined;
}

export interface TeamEvent {
  name?: string;
  type: TournamentType;
  rounds: number;
  /** Boards per match (TRF-2026 352, else the largest line-up fielded). */
  boards: number;
  /** Ascending by id. */
  teams: Team[];
  /** The players of the individual crosstable, for names on the boards. */
  players: readonly Player[];
  /** Points of one board's game (1-½-0 unless the file or the regulation says otherwise). */
  gamePoints: PointSystem;
  /**
   * Match points per match result (2-1-0 by default, TRF-2026 362, or the regulation's):
   * win, draw, loss; `pab` is a team PAB's match points (a draw's, C.04.6 1.4) and
   * `forfeitWin`/`forfeitLoss`/`doubleForfeit` a forfeited match's.
   */
  matchPoints: PointSystem;
  /** Game points of a team PAB for the whole team; undefined = a draw on every board (C.04.6 1.4). */
  pabGamePoints?: Rational;
  /** Points the source assigns outright (TRF-2026 299), in the source's order. */
  assignedPoints?: readonly PointAssignment[];
  /** Header facts of the source, by name. */
  meta: Readonly<Record<string, string>>;
}

/** The result a point assignment is given for (TRF 299's letter: W D L + - P Z F H). */
export type AssignedResult = 'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'pab' | 'absent' | 'fpb' | 'hpb';

/**
 * Match and game points a source assigns outright, replacing what a round's result gives
 * (TRF-2026 299, "abnormal assignment points": a match awarded, non-standard forfeit or bye
 * scoring), or adding to it (299 without a type: a penalty or bonus). An assignment naming a
 * round and teams replaces those teams' points in that round, whatever the round's result
 * (`result` says what the points stand for); one without a round or without teams replaces
 * the points of every round of the result `result`, in that round or every round, of those
 * teams or every team — the FIDE reference server's reading of a 299 line without round and
 * teams (scoresystem.add_unplayed: the points of that result). A named assignment wins over
 * a general one; among several, the later line wins. A penalty or bonus (`result`
 * undefined) names its round and is added to the points of that round, of those teams or
 * every team, after any replacement.
 */
export interface PointAssignment {
  /** Undefined: a penalty or bonus, added to the round's points. */
  result?: AssignedResult;
  matchPoints: Rational;
  gamePoints: Rational;
  /** Undefined: every round (never for a penalty or bonus). */
  round?: number;
  /** Empty: every team. */
  teams: readonly TeamId[];
  /** Where it was read, for the audit: "TRF 299, line 14". */
  source: string;
}

/** Which score ranks the teams (C.07 13.1): match points unless the regulation says game points. */
export type TeamScore = 'match-points' | 'game-points';
