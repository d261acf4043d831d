import type { Colour, Player, PlayerId } from '../../engine';
import type { BlockState, BlockTable } from './block-table';
import { roundBlockColumns, type FixedLine } from './player-line-layout';

/** A game paired but not played yet, as its block gives it. */
export interface PendingBlock {
  round: number;
  opponent: PlayerId;
  colour: Colour | undefined;
  /**
   * The opponent's block has a result against this player: not a game waiting for its result
   * but one whose result is written on one side only (an error, check-pairings.ts). It does
   * not make its round a pending one.
   */
  oneSided?: boolean;
  /** Written `Z` with its opponent, as lichess writes a game in progress (read-round-block.ts). */
  ongoingZ?: boolean;
}

/** A 001 line as read: the player and where each part came from. */
export interface PlayerLine {
  /** The player; `player.rounds[r - 1]` is the record of round r as its block reads. */
  player: Player;
  lineNumber: number;
  /** The line's columns, for the issues found once every line is read. */
  columns: FixedLine;
  /** The file's blocks: this line's round r is entry `firstBlock + r - 1`, for r up to `blockCount`. */
  blocks: BlockTable;
  firstBlock: number;
  /** The blocks the line has (cut to the rounds scheduled). */
  blockCount: number;
  /** The line's pending games, by round; undefined when it has none. */
  pending: PendingBlock[] | undefined;
  startNumberColumn: number;
  pointsColumn: number;
  /** A round block of the line has an error: the points column cannot be checked. */
  scoreUnknown: boolean;
}

/** How round `round`'s block read; undefined when the line stops before it. */
export function stateAt(line: PlayerLine, round: number): BlockState | undefined {
  return round <= line.blockCount ? (line.blocks.state[line.firstBlock + round - 1] as BlockState) : undefined;
}

/** The column of the opponent of round `round`: its first filled column (the start of the field when blank). */
export function opponentColumn(line: PlayerLine, round: number): number {
  return line.columns.firstFilled(roundBlockColumns(round).opponent);
}

/** The pending game of a round, if the line has one. */
export function pendingAt(line: PlayerLine, round: number): PendingBlock | undefined {
  return line.pending?.find((p) => p.round === round);
}
