import { describe, expect, it } from 'vitest';
import { DRAUGHTS, STANDARD, UK_JUNIOR } from '../../../../engine';
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
});
