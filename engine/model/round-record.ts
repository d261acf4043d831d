import type { Rational } from '../arith';

/**
 * One participant's record for one round: the unit every regulation reasons about.
 * Unplayed kinds are distinguished because the editions treat them
 * differently (C.07 art. 16.2 categories, US Chess 34E adjusted scores, VCF SP).
 */
export type PlayerId = number; // the starting number (tournament pairing number, TPN)

export type Colour = 'white' | 'black';
export type GameOutcome = 'win' | 'draw' | 'loss';

/**
 * Points a source states for a round when they are not the point system's for its kind:
 * a team's game points in a match (C.07 11.1), read where the team event is ranked on
 * game points or a criterion says `:GP`. Every score is read through `pointsFor`.
 */
export interface StatedPoints {
  points?: Rational;
}

/** A game played over the board. */
export interface PlayedGame extends StatedPoints {
  kind: 'played';
  opponent: PlayerId;
  colour?: Colour;
  outcome: GameOutcome;
  /** A game that lasted less than one move (TRF W/D/L): played for tie-breaks, not rated. */
  lessThanOneMove?: boolean;
  /** Draughts: a draw with advantage (1+) or disadvantage (1−); DrA criteria 20–21. */
  advantage?: 'plus' | 'minus';
}

/** A scheduled game decided without play. The opponent is known when the source says it. */
export interface ForfeitRecord extends StatedPoints {
  kind: 'forfeit-win' | 'forfeit-loss' | 'double-forfeit';
  opponent?: PlayerId;
  colour?: Colour;
}

/**
 * A round without an opponent.
 * - pab: pairing-allocated bye (C.04.1 "scored as a win" by default; TRF U, US B)
 * - fpb: full-point bye (requested / deprecated for individuals; TRF F)
 * - hpb: half-point bye (requested; TRF H, US H)
 * - zpb: zero-point bye (requested; TRF Z, US U)
 * - absent: not paired and nothing requested (TRF blank or 0000 - -)
 * - withdrawn: not paired because the participant has left the event (C.07 16.1.1: a ZPB)
 */
export interface ByeRecord extends StatedPoints {
  kind: 'pab' | 'fpb' | 'hpb' | 'zpb' | 'absent' | 'withdrawn';
}

export type RoundRecord = PlayedGame | ForfeitRecord | ByeRecord;
export type RoundKind = RoundRecord['kind'];

export const ROUND_KINDS: readonly RoundKind[] = [
  'played',
  'forfeit-win',
  'forfeit-loss',
  'double-forfeit',
  'pab',
  'fpb',
  'hpb',
  'zpb',
  'absent',
  'withdrawn',
];

export const ABSENT: ByeRecord = Object.freeze({ kind: 'absent' });

/** The opponent scheduled for this round, if any (played games and forfeits). */
export function opponentOf(record: RoundRecord): PlayerId | undefined {
  return record.kind === 'played' || record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit'
    ? record.opponent
    : undefined;
}

export function isPlayed(record: RoundRecord): record is PlayedGame {
  return record.kind === 'played';
}

export function isForfeit(record: RoundRecord): record is ForfeitRecord {
  return record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit';
}

export function colourOf(record: RoundRecord): Colour | undefined {
  return record.kind === 'played' || isForfeit(record) ? record.colour : undefined;
}

/** The result as seen from the other side of the same game. */
export function mirrorOutcome(outcome: GameOutcome): GameOutcome {
  return outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';
}

export function otherColour(colour: Colour): Colour {
  return colour === 'white' ? 'black' : 'white';
}
