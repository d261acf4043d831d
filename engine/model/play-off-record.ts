import type { PlayerId } from './round-record';

/*
 * The games an arbiter records for a play-off (C.07 art. 3), as a crosstable carries them
 * (crosstable.playOff); the play-off's rules are in play-off.ts.
 */

/** A play-off game's result from White's side. */
export type PlayOffResult = 'white' | 'black' | 'draw';

/** One recorded play-off game: its stage (1-based, as numbered in the regulation), the players, the result. */
export interface PlayOffGame {
  stage: number;
  white: PlayerId;
  black: PlayerId;
  result: PlayOffResult;
  /** Where it was read ("'Play-off'!A3", "tec.trf:24"), for messages. */
  source?: string;
}

/** What the arbiter recorded: the games in the order played, or that the play-off was not held. */
export interface PlayOffRecord {
  games: PlayOffGame[];
  notHeld?: boolean;
}
