import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../../engine';
import { exactScaledSum, scaleAll } from '../../../../engine/arith';

// A value of any kind the engine meets: small fractions, large integers, and numerators
// beyond the safe integers (the bigint path).
const value: fc.Arbitrary<Rational> = fc.oneof(
  fc.tuple(fc.integer({ min: -40, max: 40 }), fc.constantFrom(1, 2, 3, 4, 6, 10)).map(([n, d]) => Rational.of(n, d)),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map((n) => Rational.of(n)),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Rational.of(n, 7n)),
  fc.integer({ min: 1, max: 2 ** 21 }).map((d) => Rational.of(1, d)),
);

function sum(values: readonly Rational[], weights?: readonly Rational[]): Rational {
  return values.reduce((total, v, k) => total.add(weights ? v.mul(weights[k]!) : v), Rational.ZERO);
}

describe('sums on scaled integers', () => {
  it('scales halves and thirds over their least common denominator', () => {
    const scaled = scaleAll([Rational.of(1, 2), Rational.of(2, 3), Rational.of(3)]);
    expect(scaled?.scale).toBe(6);
    expect([...scaled!.ints]).toEqual([3, 4, 18]);
    expect(exactScaledSum(scaled!.ints, scaled!.scale)?.toString()).toBe('25/6');
  });

  it('leaves a list with a bigint value or a huge denominator to Rational', () => {
    expect(scaleAll([Rational.of(1, 2), Rational.of(2n ** 60n)])).toBeUndefined();
    expect(scaleAll([Rational.of(1, 2 ** 19), Rational.of(1, 3 ** 12)])).toBeUndefined();
  });

  it('refuses a sum whose terms could leave the safe integers', () => {
    const ints = new Float64Array([2 ** 52, 2 ** 52, -(2 ** 52)]);
    expect(exactScaledSum(ints, 1)).toBeUndefined();
    expect(exactScaledSum(new Float64Array([2 ** 30 * 2 ** 30]), 1)).toBeUndefined();
  });

  it('equals the Rational sum whenever it answers, of products and with skipped terms', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value, fc.boolean()), { maxLength: 20 }), (terms) => {
        const values = terms.map(([v]) => v);
        const weights = terms.map(([, w]) => w);
        const kept = terms.map(([, , keep]) => keep);
        const scaled = scaleAll(values);
        const scaledWeights = scaleAll(weights);
        if (scaled) {
          expect(exactScaledSum(scaled.ints, scaled.scale)?.eq(sum(values)) ?? true).toBe(true);
          const mask = kept.reduce((bits, keep, k) => (keep ? bits : bits | (1 << k)), 0);
          const skipped = exactScaledSum(scaled.ints, scaled.scale, mask);
          expect(skipped?.eq(sum(values.filter((_, k) => kept[k]))) ?? true).toBe(true);
        }
        if (scaled && scaledWeights) {
          const products = scaled.ints.map((v, k) => v * scaledWeights.ints[k]!);
          const weighted = exactScaledSum(products, scaled.scale * scaledWeights.scale);
          expect(weighted?.eq(sum(values, weights)) ?? true).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('answers for every list of halves a tournament produces', () => {
    const halves = Array.from({ length: 15 }, (_, k) => Rational.of(k, 2));
    const scaled = scaleAll(halves)!;
    expect(exactScaledSum(scaled.ints, scaled.scale)?.eq(sum(halves))).toBe(true);
    const squares = scaled.ints.map((v) => v * v);
    expect(exactScaledSum(squares, scaled.scale * scaled.scale)?.eq(sum(halves, halves))).toBe(true);
  });
});
