import { Rational } from '../arith';
import type { RoundRecord } from './round-record';

/**
 * Points awarded per kind of round (C.07 art. 16 keeps "points awarded" separate from
 * tie-break adjustments). Every kind a regulation can distinguish has its own entry, so
 * 3-1-0, 3-2-1-0 and a half-point pairing-allocated bye are data, not code.
 */
export interface PointSystem {
  name: string;
  win: Rational;
  draw: Rational;
  loss: Rational;
  forfeitWin: Rational;
  forfeitLoss: Rational;
  doubleForfeit: Rational;
  pab: Rational;
  fpb: Rational;
  hpb: Rational;
  zpb: Rational;
  absent: Rational;
  /** Draughts draws with advantage (1+) and disadvantage (1−); default: a draw. */
  drawPlus: Rational;
  drawMinus: Rational;
}

export type PointSystemField = Exclude<keyof PointSystem, 'name'>;

export const POINT_SYSTEM_FIELDS: readonly PointSystemField[] = [
  'win',
  'draw',
  'loss',
  'forfeitWin',
  'forfeitLoss',
  'doubleForfeit',
  'pab',
  'fpb',
  'hpb',
  'zpb',
  'absent',
  'drawPlus',
  'drawMinus',
];

/** Which entry of the point system a round record is scored with. */
export function pointSystemFieldOf(record: RoundRecord): PointSystemField {
  switch (record.kind) {
    case 'played':
      if (record.outcome === 'draw') {
        return record.advantage === 'plus' ? 'drawPlus' : record.advantage === 'minus' ? 'drawMinus' : 'draw';
      }
      return record.outcome;
    case 'forfeit-win':
      return 'forfeitWin';
    case 'forfeit-loss':
      return 'forfeitLoss';
    case 'double-forfeit':
      return 'doubleForfeit';
    case 'pab':
    case 'fpb':
    case 'hpb':
    case 'zpb':
    case 'absent':
      return record.kind;
    case 'withdrawn':
      return 'absent';
  }
}

/** The points of a round: those the source states for it (a team's game points), else the point system's. */
export function pointsFor(record: RoundRecord, system: PointSystem): Rational {
  return record.points ?? system[pointSystemFieldOf(record)];
}
