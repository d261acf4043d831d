import { Rational, roundTo, roundToInteger } from '../arith';
import { CERTAIN_WIN_DIFFERENCE, expectedScoreHundredths, performanceDifference } from './rating-tables';
import { maxOf, minOf } from '../collections';

/*
 * The rating arithmetic of C.07 art. 10 ("for Individuals"): ARO (10.1), TPR (10.2) and PTP
 * (10.3), on the ratings of the opponents a participant played over the board. Which games
 * count (forfeits, byes, unrated opponents, cuts) is decided by the caller; these functions
 * take the ratings and the points scored in those games. Ratings are integers, so `number` is
 * exact for them; points are Rationals and every sum below is exact.
 */

/** Lowest possible PTP offset: a zero score is rated 800 below the lowest opponent (C.07 10.3). */
const ZERO_SCORE_OFFSET = 800;

/**
 * C.07 10.1 ARO: the mean of the ratings rounded to a whole number, .5 up (the same rule as
 * B.01 1.4.7 b for norms: "The fraction 0.5 is rounded upward"). Exact: 2000 and 2001 average
 * 2000.5 and give 2001.
 * `undefined` when there is no rating to average.
 */
export function averageRating(ratings: readonly number[]): number | undefined {
  if (ratings.length === 0) return undefined;
  // Integer ratings summed as numbers: exact far beyond any field (the total stays below 2^53).
  let total = 0;
  for (const rating of ratings) total += checkRating(rating);
  return Number(roundToInteger(Rational.of(total, ratings.length), 'half-up'));
}

/**
 * C.07 10.2 TPR = ARO + dp(p), p = points ÷ games, dp from B.02 8.1.1 (see
 * `performanceDifference` for the rounding of p). ARO is rounded first, as 10.1 defines it.
 * `undefined` without opponents.
 */
export function tournamentPerformance(opponentRatings: readonly number[], points: Rational): number | undefined {
  const aro = averageRating(opponentRatings);
  if (aro === undefined) return undefined;
  checkPoints(points, opponentRatings.length);
  return aro + performanceDifference(points.div(Rational.of(opponentRatings.length)));
}

/**
 * C.07 10.3 PTP: the lowest integer rating R with Σ PD(R − Rᵢ) ≥ points, PD from B.02 8.1.2
 * over the whole table (no 400-point cut). `undefined` without opponents.
 *
 * - Score 0: no R is lowest (every R satisfies Σ ≥ 0), so 10.3 fixes PTP at the lowest
 *   opponent's rating − 800.
 * - Score 100 %: the definition itself gives the highest opponent's rating + 736, because PD
 *   reaches 1.0 only for D > 735. There is no "+ 800" rule for a full score: TieBreakServer's
 *   tables give 2936 = 2200 + 736 (test/unit/engine/tiebreaks/rating-tables.test.ts), and its
 *   rating.py returns "highest + 800" only as a guard for impossible input (more points than
 *   games), which is rejected here instead.
 */
export function perfectPerformance(opponentRatings: readonly number[], points: Rational): number | undefined {
  if (opponentRatings.length === 0) return undefined;
  checkPoints(points, opponentRatings.length);
  const ratings = opponentRatings.map(checkRating);
  const lowest = minOf(ratings);
  if (points.isZero()) return lowest - ZERO_SCORE_OFFSET;

  // Σ PD(R − Rᵢ) never decreases as R grows (B.02 8.1.2 is monotone), so bisect on integers.
  // Invariants: the sum at `tooLow` is below `points`; the sum at `enough` reaches it.
  // Start: at lowest − 736 every difference is ≤ −736 (PD 0, sum 0 < points); at
  // highest + 736 every difference is ≥ 736 (PD 1, sum = games ≥ points).
  // The sums are whole hundredths, so "Σ ≥ points" is "Σ in hundredths ≥ ⌈100 · points⌉": exact, in integers.
  const needed = Number(points.mul(Rational.of(100)).ceil());
  let tooLow = lowest - CERTAIN_WIN_DIFFERENCE;
  let enough = maxOf(ratings) + CERTAIN_WIN_DIFFERENCE;
  while (enough - tooLow > 1) {
    const middle = Math.floor((tooLow + enough) / 2);
    if (expectedHundredths(middle, ratings) >= needed) enough = middle;
    else tooLow = middle;
  }
  return enough;
}

/** Σ PD(rating − Rᵢ), exact: the table's values are whole hundredths, summed as integers. */
export function expectedTotal(rating: number, opponentRatings: readonly number[]): Rational {
  return Rational.of(expectedHundredths(rating, opponentRatings), 100);
}

function expectedHundredths(rating: number, opponentRatings: readonly number[]): number {
  let hundredths = 0;
  for (const opponent of opponentRatings) hundredths += expectedScoreHundredths(rating - opponent);
  return hundredths;
}

function checkRating(rating: number): number {
  if (!Number.isSafeInteger(rating)) throw new RangeError(`A rating must be an integer, got ${rating}`);
  return rating;
}

function checkPoints(points: Rational, games: number): void {
  if (points.sign() < 0 || points.gt(Rational.of(games))) {
    throw new RangeError(`Points must lie between 0 and the number of games (${games}), got ${points.toString()}`);
  }
}

/**
 * How a TPR or PTP was reached, in the words an appeals committee checks it by:
 * TPR "ARO 1807 + dp(0.67) 125 = 1932 (C.07 10.2)"; PTP "Σ PD(1936 − Rᵢ) = 4.02 ≥ 4 >
 * Σ PD(1935 − Rᵢ) = 3.99 (C.07 10.3)", or the fixed values of a zero score.
 */
export function performanceDerivation(kind: 'TPR' | 'PTP', opponentRatings: readonly number[], points: Rational, value: number): string {
  const games = opponentRatings.length;
  if (kind === 'TPR') {
    const p = roundTo(points.div(Rational.of(games)), 2, 'half-up');
    const dp = performanceDifference(points.div(Rational.of(games)));
    const aro = averageRating(opponentRatings)!;
    return `ARO ${aro} + dp(${p.toDecimalString()}) ${dp} = ${value} under C.07 10.2 and B.02 8.1.1`;
  }
  if (points.isZero())
    return `no points: the lowest opponent’s rating ${minOf(opponentRatings)} − ${ZERO_SCORE_OFFSET} = ${value} under C.07 10.3`;
  const at = expectedTotal(value, opponentRatings).toDecimalString();
  const below = expectedTotal(value - 1, opponentRatings).toDecimalString();
  return `Σ PD(${value} − Rᵢ) = ${at} ≥ ${points.toDecimalString()} > Σ PD(${value - 1} − Rᵢ) = ${below} under C.07 10.3`;
}
