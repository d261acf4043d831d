import type { Rational } from '../../engine';
import type { DraftRecord } from './draft';

/** Where a round record came from, for locating problems. Indexes into the cells. */
export interface CellOrigin {
  rowIndex: number;
  columnIndex: number;
  /** The cell's text as read (for a plain round: opponent / colour / result). */
  readonly text: string;
  /** Plain layout: the colour and result cells of the round. */
  colourColumn?: number | undefined;
  resultColumn?: number;
}

/** One player's round as read: a record, or nothing when the cell could not be read. */
export interface DraftCell {
  /** Undefined when the cell could not be read; an issue says why. */
  record?: DraftRecord;
  /** Undefined for a round without a cell (a rest round of an odd round-robin grid). */
  origin?: CellOrigin;
  printedPoints?: Rational;
}
