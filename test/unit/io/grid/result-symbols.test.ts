import { describe, expect, it } from 'vitest';
import { DRAUGHTS, Rational, STANDARD, UK_JUNIOR } from '../../../../engine';
import { readResultSymbol } from '../../../../io/grid/result-symbols';

describe('readResultSymbol', () => {
  it('reads 1-½-0 in every written form', () => {
    for (const draw of ['½', '0.5', '0,5', '1/2', '=']) expect(readResultSymbol(draw, STANDARD)).toEqual({ kind: 'game', outcome: 'draw' });
    expect(readResultSymbol('1', STANDARD)).toEqual({ kind: 'game', outcome: 'win' });
    expect(readResultSymbol('0', STANDARD)).toEqual({ kind: 'game', outcome: 'loss' });
  });

  it('reads + and - as forfeits', () => {
    expect(readResultSymbol('+', STANDARD)).toEqual({ kind: 'forfeit', outcome: 'win' });
    expect(readResultSymbol('-', STANDARD)).toEqual({ kind: 'forfeit', outcome: 'loss' });
    expect(readResultSymbol('−', STANDARD)).toEqual({ kind: 'forfeit', outcome: 'loss' });
  });

  it('reads numbers as points of the point system, never rounding', () => {
    expect(readResultSymbol('2', DRAUGHTS)).toEqual({ kind: 'game', outcome: 'win' });
    expect(readResultSymbol('1', DRAUGHTS)).toEqual({ kind: 'game', outcome: 'draw' });
    expect(readResultSymbol('½', DRAUGHTS)).toBeUndefined();
    expect(readResultSymbol('2', STANDARD)).toBeUndefined();
    expect(readResultSymbol('0.4', STANDARD)).toBeUndefined();
    expect(readResultSymbol('1', UK_JUNIOR)).toEqual({ kind: 'game', outcome: 'loss' });
  });

  it('does not read leading-zero numbers (two games of a double round robin) as one result', () => {
    expect(readResultSymbol('01', STANDARD)).toBeUndefined();
    expect(readResultSymbol('00', STANDARD)).toBeUndefined();
    expect(readResultSymbol('0.5', STANDARD)).toEqual({ kind: 'game', outcome: 'draw' });
  });

  it('reads draughts draws with advantage and disadvantage (DrA criteria 20–21)', () => {
    expect(readResultSymbol('1+', DRAUGHTS)).toEqual({ kind: 'game', outcome: 'draw', advantage: 'plus' });
    expect(readResultSymbol('1-', DRAUGHTS)).toEqual({ kind: 'game', outcome: 'draw', advantage: 'minus' });
    expect(readResultSymbol('2+', DRAUGHTS)).toBeUndefined();
    expect(readResultSymbol('1+', STANDARD)).toBeUndefined();
  });

  // Norway Chess 2020: a classical draw, then the Armageddon game won 1½ or lost 1.
  const NORWAY = { ...STANDARD, win: Rational.of(3), drawPlus: Rational.of(3, 2), drawMinus: Rational.ONE };

  it('reads a chess draw then an Armageddon game won / lost as ½+ / ½-, and as its own points where the system has them', () => {
    expect(readResultSymbol('½+', STANDARD)).toEqual({ kind: 'game', outcome: 'draw', advantage: 'plus' });
    expect(readResultSymbol('½-', STANDARD)).toEqual({ kind: 'game', outcome: 'draw', advantage: 'minus' });
    expect(readResultSymbol('1.5', NORWAY)).toEqual({ kind: 'game', outcome: 'draw', advantage: 'plus' });
    expect(readResultSymbol('1', NORWAY)).toEqual({ kind: 'game', outcome: 'draw', advantage: 'minus' });
    expect(readResultSymbol('3', NORWAY)).toEqual({ kind: 'game', outcome: 'win' });
    // Where the advantage scores as a draw (draughts' default), the number is the draw.
    expect(readResultSymbol('1', DRAUGHTS)).toEqual({ kind: 'game', outcome: 'draw' });
    expect(readResultSymbol('1.5', STANDARD)).toBeUndefined();
  });
});
