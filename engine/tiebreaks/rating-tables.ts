import { Rational, roundTo } from '../arith';

/*
 * The two conversion tables of the FIDE Rating Regulations (Handbook B.02, "FIDE Rating
 * Regulations effective from 1 March 2024", https://handbook.fide.com/chapter/B022024,
 * art. 8.1.1 and 8.1.2), used by the rating tie-breaks of C.07 art. 10 (TPR, PTP, APRO, APPO).
 *
 * Sources the numbers were checked against (facts only, no code taken):
 * - the B.02 (2024) chapter as transcribed table-by-table in
 *   zugzwang-foundation/Chess-ELO-Rating docs/research/VERIFICATION_2026-10-09.md (fetched
 *   from handbook.fide.com on 2026-10-09);
 * - the handbook text pasted into OttoMilvang/TieBreakServer gacrux/fidetables.py (the TEC
 *   reference tool), whose per-difference array agrees with the ranges below.
 *
 * Table 8.1.2 is stored as the handbook prints it: ranges of D with the expected score of the
 * higher-rated player. Two per-difference arrays of the reference tool disagree with the
 * handbook at D = 411 (.93) and D = 610 (.99): TEC-FIDE/TieBreakServer
 * src/tiebreakserver/core/fidetables.py (commit 1a5f860) and OttoMilvang/TieBreakServer
 * fidetables.py (commit 554b16f). The handbook ranges 392–411 → .92 and 560–619 → .98 give
 * .92 and .98, as does the corrected table of the 2026 oracle (test/fixtures/trf/README.md,
 * "Also per tournament").
 * Every value is kept as an exact Rational.
 */

/**
 * B.02 8.1.1: dp for p = k/100, indexed by k = 0 … 100. "For a zero or 1.0 score dp is
 * necessarily indeterminate but is shown notionally as 800", hence −800 and +800 at the ends.
 */
const DP_BY_HUNDREDTHS: readonly number[] = [
  -800, // p = .00
  -677,
  -589,
  -538,
  -501,
  -470,
  -444,
  -422,
  -401,
  -383,
  -366, // .01 – .10
  -351,
  -336,
  -322,
  -309,
  -296,
  -284,
  -273,
  -262,
  -251,
  -240, // .11 – .20
  -230,
  -220,
  -211,
  -202,
  -193,
  -184,
  -175,
  -166,
  -158,
  -149, // .21 – .30
  -141,
  -133,
  -125,
  -117,
  -110,
  -102,
  -95,
  -87,
  -80,
  -72, //     .31 – .40
  -65,
  -57,
  -50,
  -43,
  -36,
  -29,
  -21,
  -14,
  -7,
  0, //              .41 – .50
  7,
  14,
  21,
  29,
  36,
  43,
  50,
  57,
  65,
  72, //                      .51 – .60
  80,
  87,
  95,
  102,
  110,
  117,
  125,
  133,
  141,
  149, //              .61 – .70
  158,
  166,
  175,
  184,
  193,
  202,
  211,
  220,
  230,
  240, //           .71 – .80
  251,
  262,
  273,
  284,
  296,
  309,
  322,
  336,
  351,
  366, //           .81 – .90
  383,
  401,
  422,
  444,
  470,
  501,
  538,
  589,
  677,
  800, //           .91 – 1.00
];

/** One row of B.02 8.1.2: rating differences `lowest … highest` give the higher-rated player `higher`. */
export interface ExpectedScoreRow {
  readonly lowest: number;
  /** Inclusive; `undefined` for the open last row "> 735". */
  readonly highest: number | undefined;
  /** PD of the higher-rated player (column H); the lower-rated player's (column L) is 1 − this. */
  readonly higher: Rational;
}

const row = (lowest: number, highest: number | undefined, hundredths: number): ExpectedScoreRow => ({
  lowest,
  highest,
  higher: Rational.of(hundredths, 100),
});

/** B.02 8.1.2, row by row as published (51 rows). */
export const EXPECTED_SCORE_TABLE: readonly ExpectedScoreRow[] = [
  row(0, 3, 50),
  row(4, 10, 51),
  row(11, 17, 52),
  row(18, 25, 53),
  row(26, 32, 54),
  row(33, 39, 55),
  row(40, 46, 56),
  row(47, 53, 57),
  row(54, 61, 58),
  row(62, 68, 59),
  row(69, 76, 60),
  row(77, 83, 61),
  row(84, 91, 62),
  row(92, 98, 63),
  row(99, 106, 64),
  row(107, 113, 65),
  row(114, 121, 66),
  row(122, 129, 67),
  row(130, 137, 68),
  row(138, 145, 69),
  row(146, 153, 70),
  row(154, 162, 71),
  row(163, 170, 72),
  row(171, 179, 73),
  row(180, 188, 74),
  row(189, 197, 75),
  row(198, 206, 76),
  row(207, 215, 77),
  row(216, 225, 78),
  row(226, 235, 79),
  row(236, 245, 80),
  row(246, 256, 81),
  row(257, 267, 82),
  row(268, 278, 83),
  row(279, 290, 84),
  row(291, 302, 85),
  row(303, 315, 86),
  row(316, 328, 87),
  row(329, 344, 88),
  row(345, 357, 89),
  row(358, 374, 90),
  row(375, 391, 91),
  row(392, 411, 92), // D = 411 is .92 (older TieBreakServer arrays: .93)
  row(412, 432, 93),
  row(433, 456, 94),
  row(457, 484, 95),
  row(485, 517, 96),
  row(518, 559, 97),
  row(560, 619, 98), // D = 610 is .98 (older TieBreakServer arrays: .99)
  row(620, 735, 99),
  row(736, undefined, 100), // "> 735": 1.0
];

/** First difference at which the table reaches 1.0 (the open row "> 735"). */
export const CERTAIN_WIN_DIFFERENCE = 736;

/** PD(H) for D = 0 … 736, unfolded from the ranges once. */
const HIGHER_BY_DIFFERENCE: readonly Rational[] = EXPECTED_SCORE_TABLE.flatMap((r) =>
  Array.from({ length: (r.highest ?? r.lowest) - r.lowest + 1 }, () => r.higher),
);

/**
 * B.02 8.1.1: the rating difference dp for a fractional score p (0 ≤ p ≤ 1), as used by
 * C.07 10.2 (TPR = ARO + dp).
 *
 * Rounding before the lookup: p is rounded to two decimals, half up (p = 2/3 → .67,
 * p = 0.125 → .13). The table has one row per hundredth and the TEC reference does exactly
 * this (TieBreakServer rating.py: score ×100 ÷ games, rounded .5 up); the Title Regulations,
 * which use the same table (B.01 1.4.9), say "All percentages are rounded to the nearest whole
 * number. 0.5% is rounded up." p is rounded exactly, so 0.665 goes up and 0.66499… does not.
 */
export function performanceDifference(p: Rational): number {
  if (p.sign() < 0 || p.gt(Rational.ONE)) {
    throw new RangeError(`A fractional score must lie between 0 and 1, got ${p.toString()}`);
  }
  const hundredths = Number(roundTo(p, 2, 'half-up').mul(Rational.of(100)).floor());
  return DP_BY_HUNDREDTHS[hundredths]!;
}

/**
 * B.02 8.1.2: the expected score PD of a player whose rating exceeds the opponent's by
 * `ratingDifference` (own rating − opponent's rating, an integer).
 *
 * Positive D reads column H, negative D column L: PD(−D) = 1 − PD(D). The whole table is used,
 * with no 400-point cut (B.02 8.3.1 caps D only for rating changes; the C.07 10.3 PTP works on
 * the full table): every D above 735 gives 1, every D below −735 gives 0.
 */
export function expectedScore(ratingDifference: number): Rational {
  if (!Number.isSafeInteger(ratingDifference)) {
    throw new RangeError(`A rating difference must be an integer, got ${ratingDifference}`);
  }
  const distance = Math.min(Math.abs(ratingDifference), CERTAIN_WIN_DIFFERENCE);
  const higher = HIGHER_BY_DIFFERENCE[distance]!;
  return ratingDifference >= 0 ? higher : Rational.ONE.sub(higher);
}

/** PD in whole hundredths (the tables' unit), for sums that must be fast and exact. */
const HIGHER_HUNDREDTHS: readonly number[] = HIGHER_BY_DIFFERENCE.map((pd) => Number((pd.num * 100n) / pd.den));

export function expectedScoreHundredths(ratingDifference: number): number {
  const distance = Math.min(Math.abs(ratingDifference), CERTAIN_WIN_DIFFERENCE);
  const higher = HIGHER_HUNDREDTHS[distance]!;
  return ratingDifference >= 0 ? higher : 100 - higher;
}
