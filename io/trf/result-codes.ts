import type { GameOutcome } from '../../engine';

/**
 * The TRF-16 result codes (C.04 Annex 2), one table for the reader and the writer.
 * Games: `1 = 0` over the board, `W D L` for a game that lasted less than one move.
 * Rounds without opponent: `U` pairing-allocated bye, `F` full-point bye, `H` half-point bye,
 * `Z` zero-point bye. Forfeits are `+` and `-` against the scheduled opponent.
 */
export const GAME_CODES: Readonly<Record<GameOutcome, { overTheBoard: string; lessThanOneMove: string }>> = {
  win: { overTheBoard: '1', lessThanOneMove: 'W' },
  draw: { overTheBoard: '=', lessThanOneMove: 'D' },
  loss: { overTheBoard: '0', lessThanOneMove: 'L' },
};

export type ByeKind = 'pab' | 'fpb' | 'hpb' | 'zpb';

export const BYE_CODES: Readonly<Record<ByeKind, string>> = { pab: 'U', fpb: 'F', hpb: 'H', zpb: 'Z' };
