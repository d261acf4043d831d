import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPECTED_SCORE_TABLE,
  Rational,
  averageRating,
  expectedScore,
  expectedTotal,
  perfectPerformance,
  performanceDerivation,
  performanceDifference,
  tournamentPerformance,
} from '../../../../engine';

const q = (numerator: number, denominator = 1) => Rational.of(numerator, denominator);
const hundredths = (k: number) => q(k, 100);

/** A fraction p with 0 ≤ p ≤ 1 and a small denominator. */
const fraction = fc.integer({ min: 1, max: 400 }).chain((den) => fc.integer({ min: 0, max: den }).map((num) => q(num, den)));

describe('regulations digest §1.4 worked numbers (ARO / TPR / PTP)', () => {
  const five = [1800, 1900, 2000, 2100, 2200];
  const rows: [string, number[], Rational, number, number, number][] = [
    ['3/5', five, q(3), 2000, 2072, 2080],
    ['2.5/5', five, q(5, 2), 2000, 2000, 1999],
    ['5/5', five, q(5), 2000, 2800, 2936],
    ['0.5/5', five, q(1, 2), 2000, 1634, 1585],
    ['0/5', five, q(0), 2000, 1200, 1000],
    ['2/3 against 1834, 1901, 2011', [1834, 1901, 2011], q(2), 1915, 2040, 2041],
  ];
  it.each(rows)('%s', (_label, opponents, points, aro, tpr, ptp) => {
    expect(averageRating(opponents)).toBe(aro);
    expect(tournamentPerformance(opponents, points)).toBe(tpr);
    expect(perfectPerformance(opponents, points)).toBe(ptp);
  });

  it('rounds ARO .5 up: 2000 and 2001 give 2001', () => {
    expect(averageRating([2000, 2001])).toBe(2001);
  });

  it('rounds ARO 1915.33 down to 1915', () => {
    expect(averageRating([1834, 1901, 2011])).toBe(1915);
  });

  it('gives a full score the highest opponent + 736, where PD first reaches 1.0', () => {
    expect(perfectPerformance(five, q(5))).toBe(2200 + 736);
  });

  it('gives a zero score the lowest opponent − 800', () => {
    expect(perfectPerformance(five, q(0))).toBe(1800 - 800);
  });
});

describe('no opponents: not applicable', () => {
  it('returns undefined for ARO, TPR and PTP', () => {
    expect(averageRating([])).toBeUndefined();
    expect(tournamentPerformance([], q(0))).toBeUndefined();
    expect(perfectPerformance([], q(0))).toBeUndefined();
  });
});

describe('B.02 table 8.1.1 (p → dp)', () => {
  it('reads the edge values', () => {
    expect(performanceDifference(q(1, 2))).toBe(0);
    expect(performanceDifference(q(1))).toBe(800);
    expect(performanceDifference(q(0))).toBe(-800);
    expect(performanceDifference(hundredths(99))).toBe(677);
    expect(performanceDifference(hundredths(1))).toBe(-677);
    expect(performanceDifference(hundredths(60))).toBe(72);
    expect(performanceDifference(hundredths(92))).toBe(401);
  });

  it('rounds p to two decimals half up before the lookup', () => {
    expect(performanceDifference(q(2, 3))).toBe(125); // .6667 → .67
    expect(performanceDifference(q(665, 1000))).toBe(125); // .665 → .67
    expect(performanceDifference(q(6649, 10000))).toBe(117); // .6649 → .66
    expect(performanceDifference(q(1, 8))).toBe(-322); // .125 → .13
    expect(performanceDifference(q(1, 200))).toBe(-677); // .005 → .01
    expect(performanceDifference(q(199, 200))).toBe(800); // .995 → 1.00
  });

  it('is antisymmetric on the published hundredths: dp(1 − p) = −dp(p)', () => {
    for (let k = 0; k <= 100; k++) {
      expect(performanceDifference(hundredths(100 - k)) + performanceDifference(hundredths(k))).toBe(0);
    }
  });

  it('increases strictly from one hundredth to the next', () => {
    for (let k = 1; k <= 100; k++) {
      expect(performanceDifference(hundredths(k))).toBeGreaterThan(performanceDifference(hundredths(k - 1)));
    }
  });

  it('never decreases in p (property)', () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const [low, high] = a.le(b) ? [a, b] : [b, a];
        return performanceDifference(low) <= performanceDifference(high);
      }),
    );
  });

  it('rejects p outside 0 … 1', () => {
    expect(() => performanceDifference(q(-1, 2))).toThrow(RangeError);
    expect(() => performanceDifference(q(3, 2))).toThrow(RangeError);
  });
});

describe('B.02 table 8.1.2 (D → PD)', () => {
  it('has the 51 published rows, contiguous from 0 to "> 735"', () => {
    expect(EXPECTED_SCORE_TABLE).toHaveLength(51);
    expect(EXPECTED_SCORE_TABLE[0]!.lowest).toBe(0);
    for (let i = 1; i < EXPECTED_SCORE_TABLE.length; i++) {
      expect(EXPECTED_SCORE_TABLE[i]!.lowest).toBe(EXPECTED_SCORE_TABLE[i - 1]!.highest! + 1);
      expect(EXPECTED_SCORE_TABLE[i]!.higher.sub(EXPECTED_SCORE_TABLE[i - 1]!.higher).eq(hundredths(1))).toBe(true);
    }
    const last = EXPECTED_SCORE_TABLE[EXPECTED_SCORE_TABLE.length - 1]!;
    expect(last.lowest).toBe(736);
    expect(last.highest).toBeUndefined();
    expect(last.higher.eq(Rational.ONE)).toBe(true);
  });

  it('stores expected scores exactly (D = 100 → 0.64 = 16/25)', () => {
    expect(expectedScore(100).eq(hundredths(64))).toBe(true);
    expect(expectedScore(100).toString()).toBe('16/25');
  });

  it.each([
    [0, 50],
    [3, 50],
    [4, 51],
    [99, 64],
    [100, 64],
    [106, 64],
    [107, 65],
    [391, 91],
    [392, 92],
    [400, 92],
    [411, 92], // corrected row: older TieBreakServer arrays had .93
    [412, 93],
    [559, 97],
    [560, 98],
    [610, 98], // corrected row: older TieBreakServer arrays had .99
    [619, 98],
    [620, 99],
    [735, 99],
    [736, 100],
    [800, 100],
    [2000, 100],
  ])('PD(%i) = %i/100 for the higher-rated player', (difference, expected) => {
    expect(expectedScore(difference).eq(hundredths(expected))).toBe(true);
  });

  it.each([
    [-3, 50],
    [-4, 49],
    [-411, 8],
    [-412, 7],
    [-610, 2],
    [-620, 1],
    [-735, 1],
    [-736, 0],
    [-2000, 0],
  ])('PD(%i) = %i/100 for the lower-rated player (column L)', (difference, expected) => {
    expect(expectedScore(difference).eq(hundredths(expected))).toBe(true);
  });

  it('is symmetric: PD(D) + PD(−D) = 1 over the whole range', () => {
    for (let d = 0; d <= 900; d++) {
      expect(expectedScore(d).add(expectedScore(-d)).eq(Rational.ONE)).toBe(true);
    }
  });

  it('never decreases in D over the whole range, with no 400-point cut', () => {
    for (let d = -900; d < 900; d++) {
      expect(expectedScore(d + 1).ge(expectedScore(d))).toBe(true);
    }
    expect(expectedScore(401).gt(expectedScore(400))).toBe(false); // same row 392–411
    expect(expectedScore(500).gt(expectedScore(400))).toBe(true);
  });

  it('never decreases in D and stays symmetric (property)', () => {
    const difference = fc.integer({ min: -1200, max: 1200 });
    fc.assert(
      fc.property(difference, difference, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return expectedScore(low).le(expectedScore(high)) && expectedScore(a).add(expectedScore(-a)).eq(Rational.ONE);
      }),
    );
  });

  it('rejects a non-integer difference', () => {
    expect(() => expectedScore(0.5)).toThrow(RangeError);
    expect(() => expectedScore(Number.NaN)).toThrow(RangeError);
  });
});

describe('PTP where the corrected 8.1.2 rows decide', () => {
  it('D = 411 is .92: 1.5 from 1600 and 1962 needs 2012 (the old .93 gave 2011)', () => {
    expect(expectedTotal(2011, [1600, 1962]).eq(q(149, 100))).toBe(true);
    expect(expectedTotal(2012, [1600, 1962]).eq(q(3, 2))).toBe(true);
    expect(perfectPerformance([1600, 1962], q(3, 2))).toBe(2012);
  });

  it('D = 610 is .98: 1 from 1400 and 2720 needs 2020 (the old .99 gave 2010)', () => {
    expect(expectedTotal(2010, [1400, 2720]).eq(q(99, 100))).toBe(true);
    expect(expectedTotal(2020, [1400, 2720]).eq(Rational.ONE)).toBe(true);
    expect(perfectPerformance([1400, 2720], q(1))).toBe(2020);
  });
});

describe('PTP is the lowest rating whose expected total reaches the score (property)', () => {
  const opponents = fc.array(fc.integer({ min: 1000, max: 2900 }), { minLength: 1, maxLength: 11 });
  it('holds for every half-point score above 0', () => {
    fc.assert(
      fc.property(
        opponents.chain((ratings) => fc.tuple(fc.constant(ratings), fc.integer({ min: 1, max: 2 * ratings.length }))),
        ([ratings, halfPoints]) => {
          const points = q(halfPoints, 2);
          const ptp = perfectPerformance(ratings, points)!;
          return expectedTotal(ptp, ratings).ge(points) && expectedTotal(ptp - 1, ratings).lt(points);
        },
      ),
    );
  });

  it('gives a full score the highest opponent + 736', () => {
    fc.assert(fc.property(opponents, (ratings) => perfectPerformance(ratings, q(ratings.length)) === Math.max(...ratings) + 736));
  });
});

describe('inputs the definitions exclude', () => {
  it('rejects more points than games and negative points', () => {
    expect(() => tournamentPerformance([2000, 2100], q(5, 2))).toThrow(RangeError);
    expect(() => perfectPerformance([2000, 2100], q(5, 2))).toThrow(RangeError);
    expect(() => perfectPerformance([2000], q(-1, 2))).toThrow(RangeError);
  });

  it('rejects ratings that are not integers', () => {
    expect(() => averageRating([2000.5])).toThrow(RangeError);
    expect(() => perfectPerformance([2000.5], q(1, 2))).toThrow(RangeError);
  });
});

describe('performanceDerivation: the steps an appeals committee redoes', () => {
  // pub02 (test/fixtures/trf), Kim, Emma (3): 4 points from six rated games.
  const ratings = [1676, 1800, 2012, 1838, 1794, 1720];
  const points = Rational.of(4);

  it('TPR: ARO (10840 / 6 = 1806.67 → 1807) + dp(4 / 6 → 0.67) = 125', () => {
    expect(tournamentPerformance(ratings, points)).toBe(1932);
    expect(performanceDerivation('TPR', ratings, points, 1932)).toBe('ARO 1807 + dp(0.67) 125 = 1932 under C.07 10.2 and B.02 8.1.1');
  });

  it('PTP: the expected score at the value reaches the points, one point lower it does not', () => {
    expect(perfectPerformance(ratings, points)).toBe(1936);
    expect(expectedTotal(1936, ratings).toDecimalString()).toBe('4');
    expect(performanceDerivation('PTP', ratings, points, 1936)).toBe('Σ PD(1936 − Rᵢ) = 4 ≥ 4 > Σ PD(1935 − Rᵢ) = 3.98 under C.07 10.3');
  });

  it('PTP of a zero score: the lowest opponent’s rating − 800', () => {
    expect(perfectPerformance([1500, 1600], Rational.ZERO)).toBe(700);
    expect(performanceDerivation('PTP', [1500, 1600], Rational.ZERO, 700)).toBe(
      'no points: the lowest opponent’s rating 1500 − 800 = 700 under C.07 10.3',
    );
  });
});
