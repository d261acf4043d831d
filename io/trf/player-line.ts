import type { Colour, Player, PlayerId } from '../../engine';
import { roundBlockColumns, type FixedLine } from './player-line-layout';

/**
 * How a round block of a 001 line read. The record itself is in `player.rounds`; a 5,000-player
 * 15-round file has 75,000 blocks, so a block is a number here, not an object.
 */
export const BLOCK = {
  /** A record read: a game, a forfeit, a bye, or `0000 - -` (not paired). */
  read: 0,
  /** Nothing between the block's columns: read as absent. */
  blank: 1,
  /** An error, already reported: read as absent, and the line's points cannot be checked. */
  faulty: 2,
  /** A game paired without a result yet (`0007 w `): read as absent, listed in `pending`. */
  pending: 3,
} as const;

export type BlockState = (typeof BLOCK)[keyof typeof BLOCK];

/** A game paired but not played yet, as its block gives it. */
export interface PendingBlock {
  round: number;
  opponent: PlayerId;
  colour: Colour | undefined;
}

/** A 001 line as read: the player and where each part came from. */
export interface PlayerLine {
  /** The player; `player.rounds[r - 1]` is the record of round r as its block reads. */
  player: Player;
  lineNumber: number;
  /** The line's columns, for the issues found once every line is read. */
  columns: FixedLine;
  /** states[r - 1]: how round r's block read; one per block on the line (cut to the rounds scheduled). */
  states: BlockState[];
  /** The line's pending games, by round; undefined when it has none. */
  pending: PendingBlock[] | undefined;
  startNumberColumn: number;
  pointsColumn: number;
  /** A round block of the line has an error: the points column cannot be checked. */
  scoreUnknown: boolean;
}

/** The column of the opponent of round `round`: its first filled column (the start of the field when blank). */
export function opponentColumn(line: PlayerLine, round: number): number {
  return line.columns.firstFilled(roundBlockColumns(round).opponent);
}

/** The pending game of a round, if the line has one. */
export function pendingAt(line: PlayerLine, round: number): PendingBlock | undefined {
  return line.pending?.find((p) => p.round === round);
}
