import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../../engine';
import { chooseCuts, chooseCutsOnIntegers, MAX_MASKED_TERMS, type CutTerms } from '../../../../engine/tiebreaks/cut';
import { spec } from '../../../support/evaluate';

// The hot path of BH and SB cuts must choose exactly what chooseCuts chooses, ties included:
// terms drawn from few values (so ties are common), VURs anywhere, every cut and median.
const term = fc.record({ value: fc.integer({ min: 0, max: 6 }), points: fc.integer({ min: 0, max: 2 }), vur: fc.boolean() });
const modifiers = fc.constantFrom('', '/C1', '/C2', '/C3', '/M1', '/M2', '/C1/V', '/M1/V', '/C5');

function rationalTerms(terms: { value: number; points: number; vur: boolean }[], product: boolean): CutTerms {
  const value = (k: number) => Rational.of(terms[k]!.value, 2);
  const worth = (k: number) => (product ? value(k).mul(Rational.of(terms[k]!.points, 2)) : value(k));
  return {
    length: terms.length,
    value: worth,
    compareSignificance: (i, j) => value(i).cmp(value(j)) || (product ? worth(i).cmp(worth(j)) : 0),
    vur: (k) => terms[k]!.vur,
  };
}

describe('chooseCutsOnIntegers', () => {
  it('cuts the same terms as chooseCuts, for BH and SB, with and without 16.5', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 16 }), modifiers, fc.boolean(), fc.boolean(), (terms, modifier, product, article16) => {
        const criterion = spec(`${product ? 'SB' : 'BH'}${modifier}`);
        const expected = chooseCuts(rationalTerms(terms, product), criterion, article16);
        const values = Float64Array.from(terms, (t) => t.value);
        const products = product ? Float64Array.from(terms, (t) => t.value * t.points) : undefined;
        const vurs = terms.reduce((bits, t, k) => (t.vur ? bits | (1 << k) : bits), 0);
        const mask = chooseCutsOnIntegers(values, products, vurs, criterion, article16)!;
        const chosen = terms.flatMap((_, k) => ((mask & (1 << k)) !== 0 ? [k] : []));
        expect(chosen).toEqual([...expected.keys()].sort((a, b) => a - b));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves more terms than a bit mask holds to chooseCuts', () => {
    const values = new Float64Array(MAX_MASKED_TERMS + 1);
    expect(chooseCutsOnIntegers(values, undefined, 0, spec('BH/C1'), true)).toBeUndefined();
  });
});
