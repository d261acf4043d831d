import { Rational } from '../arith';
import type { PointSystem } from '../model';

const r = (n: number, d = 1) => Rational.of(n, d);

interface Basics {
  win: Rational;
  draw: Rational;
  loss: Rational;
}

/** A point system from win/draw/loss with the customary values for unplayed rounds. */
export function pointSystemFrom(name: string, basics: Basics, overrides: Partial<Omit<PointSystem, 'name'>> = {}): PointSystem {
  return {
    name,
    win: basics.win,
    draw: basics.draw,
    loss: basics.loss,
    forfeitWin: basics.win,
    forfeitLoss: Rational.ZERO,
    doubleForfeit: Rational.ZERO,
    pab: basics.win, // C.04.1: a pairing-allocated bye is scored as a win
    fpb: basics.win,
    hpb: basics.draw,
    zpb: Rational.ZERO,
    absent: Rational.ZERO,
    drawPlus: basics.draw,
    drawMinus: basics.draw,
    ...overrides,
  };
}

/** Chess 1-½-0. */
export const STANDARD = pointSystemFrom('1-1/2-0', { win: r(1), draw: r(1, 2), loss: r(0) });

/** Draughts (FMJD) and FIDE team match points: 2-1-0. */
export const DRAUGHTS = pointSystemFrom('2-1-0', { win: r(2), draw: r(1), loss: r(0) });

/** "Football" scoring 3-1-0. */
export const FOOTBALL = pointSystemFrom('3-1-0', { win: r(3), draw: r(1), loss: r(0) });

/**
 * UK junior scoring 3-2-1-0 (arbiter's handbook ch. 21): a played loss earns 1,
 * a defaulted game 0. The pairing-allocated bye follows the JaVaFo children's
 * example (PAB=2, a draw's value); a regulation can say otherwise.
 */
export const UK_JUNIOR = pointSystemFrom('3-2-1-0', { win: r(3), draw: r(2), loss: r(1) }, { pab: r(2), hpb: r(2) });

export const POINT_SYSTEMS: Readonly<Record<string, PointSystem>> = {
  standard: STANDARD,
  draughts: DRAUGHTS,
  football: FOOTBALL,
  'uk-junior': UK_JUNIOR,
};
