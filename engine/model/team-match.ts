import type { Colour, GameOutcome } from './round-record';

/*
 * A team match given board by board (C.07 art. 12, arbiter's handbook ch. 13): what the
 * match tie-breaks of a drawn knock-out match read. Results are seen from the first
 * team's side; board 1 is the top board.
 */

/**
 * One board's result from the first team's side. C.07 art. 12 counts an individual
 * forfeit as an ordinary win or loss; a board forfeited by both sides scores nothing.
 */
export type MatchBoardResult = { kind: 'played'; outcome: GameOutcome } | { kind: 'forfeit'; outcome: 'win' | 'loss' | 'double' };

export interface MatchBoard {
  /** 1 = top board. */
  board: number;
  /** Colour of the first team's player (the arbiter's handbook ch. 13: the team with White on board 1 is favoured). */
  colour?: Colour;
  result: MatchBoardResult;
  /** The two players, the first team's first, for explanations. */
  players?: readonly [string, string];
}

export interface TeamMatch {
  teams: readonly [string, string];
  boards: readonly MatchBoard[];
}

/**
 * What a match criterion reads for one team: its results board by board over the matches
 * it is computed on (one knock-out match, or every match of a team event — C.07 art. 12
 * is "usable in other team events"). A round in which the team had no opponent is a
 * pairing-allocated bye: art. 12 counts each board as a win's game points, even when the
 * team was credited only a drawn match. A full- or half-point bye the team asked for
 * counts each board as the bye's game points (a win's, a draw's: the FIDE reference
 * server's reading; art. 12 names only the PAB).
 */
export type TeamRound =
  | { kind: 'match'; match: TeamMatch; side: 0 | 1 }
  | { kind: 'pab'; boards: number }
  /** A team's full- or half-point bye (TRF-2026 240): each board a win's or a draw's game points, as the reference server counts them. */
  | { kind: 'fpb' | 'hpb'; boards: number };
