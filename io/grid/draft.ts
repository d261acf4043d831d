import type { ByeRecord, Colour, GameOutcome, Rational } from '../../engine';

/**
 * A round record as read from one cell, before opponent numbers are resolved to
 * player ids (they may be line numbers of the report or starting numbers).
 */
export type DraftRecord =
  | { kind: 'played'; opponentRef: number; colour?: Colour; outcome: GameOutcome; advantage?: 'plus' | 'minus' }
  | { kind: 'forfeit-win' | 'forfeit-loss'; opponentRef?: number; colour?: Colour }
  /** A game paired but without a result yet (`4w`): kept out of the crosstable, see io/after-round.ts. */
  | { kind: 'pending'; opponentRef: number; colour?: Colour }
  | ByeRecord;

/** Which of a plain layout's three cells a problem belongs to. */
export type CellPart = 'opponent' | 'colour' | 'result';

/** What a cell said, or why it could not be read. */
export type CellReading =
  | {
      ok: true;
      record: DraftRecord;
      /** Points printed in the cell for a bye (`-1`, `-½`), checked against the point system. */
      printedPoints?: Rational;
      /** An empty cell read as not paired (reported once per sheet, grid/empty-round). */
      empty?: boolean;
    }
  | {
      ok: false;
      code: 'grid/unknown-token' | 'grid/unsupported-token' | 'grid/missing-round';
      /** What was expected instead, in the notation's own words. */
      expected: string;
      /** For plain layouts: which of the round's cells is wrong. */
      part?: CellPart;
    };
