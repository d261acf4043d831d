import { opponentOf, type GameOutcome, type RoundRecord } from '../../engine';

/**
 * How a round block of a 001 line read. The record itself is in `player.rounds`.
 */
export const BLOCK = {
  /** A record read: a game, a forfeit, a bye, or `0000 - -` (not paired). */
  read: 0,
  /** Nothing between the block's columns: read as absent. */
  blank: 1,
  /** An error, already reported: read as absent, and the line's points cannot be checked. */
  faulty: 2,
  /** A game paired without a result yet (`0007 w `): read as absent, listed in the line's `pending`. */
  pending: 3,
} as const;

export type BlockState = (typeof BLOCK)[keyof typeof BLOCK];

/**
 * What a block's record is, as a number: its result (the low bits, RESULT.mask) and its
 * colour (WHITE, BLACK). `absent` is 0, and so is any block read as absent.
 */
export const RESULT = {
  absent: 0,
  win: 1,
  draw: 2,
  loss: 3,
  forfeitWin: 4,
  forfeitLoss: 5,
  doubleForfeit: 6,
  pab: 7,
  fpb: 8,
  hpb: 9,
  zpb: 10,
  mask: 15,
} as const;
export const WHITE = 16;
export const BLACK = 32;

/** Each result as the engine's record, for the points of a result (engine `pointsFor`). */
export const RESULT_RECORDS: readonly RoundRecord[] = [
  { kind: 'absent' },
  { kind: 'played', opponent: 0, outcome: 'win' },
  { kind: 'played', opponent: 0, outcome: 'draw' },
  { kind: 'played', opponent: 0, outcome: 'loss' },
  { kind: 'forfeit-win' },
  { kind: 'forfeit-loss' },
  { kind: 'double-forfeit' },
  { kind: 'pab' },
  { kind: 'fpb' },
  { kind: 'hpb' },
  { kind: 'zpb' },
];

/** The other side's result of the same game (0 for a result without opponent). */
const MIRRORED: readonly number[] = [0, RESULT.loss, RESULT.draw, RESULT.win, RESULT.forfeitLoss, RESULT.forfeitWin, RESULT.doubleForfeit];

/** Whether two game codes are the two sides of one game: complementary results, not the same colour. */
export function mirrors(mine: number, theirs: number): boolean {
  const colour = mine & (WHITE | BLACK);
  if (colour !== 0 && colour === (theirs & (WHITE | BLACK))) return false;
  const result = MIRRORED[mine & RESULT.mask];
  return result !== undefined && result !== 0 && (theirs & RESULT.mask) === result;
}

/** A record as its game code. */
export function gameCode(record: RoundRecord): number {
  switch (record.kind) {
    case 'played':
      return OUTCOMES[record.outcome] + colourCode(record.colour);
    case 'forfeit-win':
      return RESULT.forfeitWin + colourCode(record.colour);
    case 'forfeit-loss':
      return RESULT.forfeitLoss + colourCode(record.colour);
    case 'double-forfeit':
      return RESULT.doubleForfeit + colourCode(record.colour);
    case 'pab':
      return RESULT.pab;
    case 'fpb':
      return RESULT.fpb;
    case 'hpb':
      return RESULT.hpb;
    case 'zpb':
      return RESULT.zpb;
    case 'absent':
    case 'withdrawn':
      return RESULT.absent;
  }
}

/** The result of each outcome of a game. */
const OUTCOMES: Readonly<Record<GameOutcome, number>> = { win: RESULT.win, draw: RESULT.draw, loss: RESULT.loss };

function colourCode(colour: 'white' | 'black' | undefined): number {
  return colour === 'white' ? WHITE : colour === 'black' ? BLACK : 0;
}

/**
 * Every round block of a file as numbers, line after line (a 5,000-player 15-round file has
 * 75,000): how it read, its record's game code, the opponent it names. The records are objects
 * in `player.rounds`, for the engine; the checks that visit every block (the pairings, the
 * points) read this table instead. Going from object to object (line, player, rounds, record)
 * is a cache miss per step and took as long as reading the file; typed arrays are read in order.
 *
 * Its arrays are replaced as it grows: read them once every line is read.
 */
export class BlockTable {
  state: Uint8Array;
  game: Uint8Array;
  /** The starting number the record names: 0 for none (and for a pending game's block). */
  opponent: Int32Array;
  size = 0;

  /** `capacity`: the blocks expected (a file of N characters holds at most N / 10); the table grows past it. */
  constructor(capacity = 1024) {
    const size = Math.max(16, Math.ceil(capacity));
    this.state = new Uint8Array(size);
    this.game = new Uint8Array(size);
    this.opponent = new Int32Array(size);
  }

  push(state: BlockState, record: RoundRecord): void {
    if (this.size === this.state.length) this.grow();
    const index = this.size++;
    this.state[index] = state;
    this.game[index] = gameCode(record);
    this.opponent[index] = opponentOf(record) ?? 0;
  }

  private grow(): void {
    const state = new Uint8Array(this.size * 2);
    const game = new Uint8Array(this.size * 2);
    const opponent = new Int32Array(this.size * 2);
    state.set(this.state);
    game.set(this.game);
    opponent.set(this.opponent);
    this.state = state;
    this.game = game;
    this.opponent = opponent;
  }
}
