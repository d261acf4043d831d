/**
 * Cut values never exceed uncut ones, asserted only where the
 * definitions imply it, for every participant of generated Swiss events and round robins under
 * the 2026, 2024 and 2009 rules.
 *
 * Why each relation holds:
 * - BH, FB and SB are sums of terms that are never negative in 1-½-0 scoring (an opponent's
 *   score, adjusted score or dummy/virtual opponent; SB multiplies it by the points scored).
 *   Cut-n / Median-n remove terms and sum the rest (C.07 14.1–14.4), so a cut value is at most
 *   the uncut one. The engine picks the cuts one at a time in the same order, so Cut-1's term is
 *   also the first term Cut-2 and Median-1 remove: BH/C2 ≤ BH/C1 and BH/M1 ≤ BH/C1. The 16.5
 *   exception (a voluntarily unplayed round is cut first) changes which term goes, not how many.
 * - BH's least significant value is the smallest term (14.1.1), so without 16.5 (/V, or before
 *   2023) BH − BH/C1 is exactly the smallest term; with 16.5 the VUR term cut instead is "not
 *   lower than the least significant value", so BH − BH/C1 lies between the smallest and the
 *   largest term. SB's significance is the opponent's score, not the product (14.1.1), so for
 *   SB only "one term less" is asserted.
 * - PS-Cn drops the first n cumulative scores (14.1.1, digest §1.4): PS − PS/Cn is the sum of the
 *   scores after rounds 1..n, computed here from the records.
 * - ARO is an average: Cut-1 does NOT lower it. It drops the lowest rating (14.1.1), and the
 *   mean of what is left is at least the mean of all; rounding to a whole number (.5 up) is
 *   monotone, so ARO/C1 ≥ ARO whenever both exist (no assertion for ARO/M1, which also drops the
 *   highest rating and may go either way). With one rated opponent nothing is left after the cut.
 * - KS counts the points scored against opponents at or above a limit; Limit -1 lowers it by a
 *   half-point step (14.5), so more opponents count: KS/L-1 ≥ KS ≥ KS/L+1.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsFor, Rational, type Crosstable, type CriterionResult, type Edition, type Evaluation, type PlayerId } from '../../../engine';
import { evaluateList } from '../../support/evaluate';
import { anyEvent, buildEvent, FC_SEED, resultOf, roundRobinEvent, showResult, type GeneratedEvent } from './events';

const EDITIONS: Edition[] = ['fide-2026', 'fide-2024', 'fide-2009'];
const SUMS = ['BH', 'FB', 'SB'];
const LIST = [
  'PTS',
  ...SUMS.flatMap((code) => [code, `${code}/C1`, `${code}/C2`, `${code}/M1`, `${code}/C1/V`]),
  'PS',
  'PS/C1',
  'PS/C2',
  'ARO/U1400',
  'ARO/C1/U1400',
];

function value(evaluation: Evaluation, header: string, player: PlayerId): Rational {
  const result = resultOf(evaluation, header, player);
  if (result?.kind !== 'value') throw new Error(`${header} of ${player} is ${showResult(result)}, expected a value`);
  return result.value;
}

function contributionsOf(evaluation: Evaluation, header: string, player: PlayerId) {
  const result = resultOf(evaluation, header, player) as CriterionResult & { kind: 'value' };
  return result.contributions;
}

/** "a ≤ b" as a readable failure line, or nothing. */
function atMost(a: Rational, b: Rational, what: string): string[] {
  return a.le(b) ? [] : [`${what}: ${a.toString()} > ${b.toString()}`];
}

function checkSums(evaluation: Evaluation, edition: Edition, player: PlayerId): string[] {
  const failures: string[] = [];
  for (const code of SUMS) {
    const uncut = value(evaluation, code, player);
    const c1 = value(evaluation, `${code}/C1`, player);
    const c2 = value(evaluation, `${code}/C2`, player);
    const m1 = value(evaluation, `${code}/M1`, player);
    const c1v = value(evaluation, `${code}/C1/V`, player);
    const at = `${edition} player ${player}`;
    failures.push(
      ...atMost(c1, uncut, `${code}/C1 ≤ ${code} (${at})`),
      ...atMost(c2, c1, `${code}/C2 ≤ ${code}/C1 (${at})`),
      ...atMost(m1, c1, `${code}/M1 ≤ ${code}/C1 (${at})`),
      ...atMost(c1v, uncut, `${code}/C1/V ≤ ${code} (${at})`),
      ...atMost(Rational.ZERO, c2, `0 ≤ ${code}/C2 (${at})`),
    );
    // The audit trail is the same terms: the uncut value is their sum, and each cut column
    // marks as many terms as it cuts and sums the others.
    const terms = contributionsOf(evaluation, code, player).map((c) => c.value);
    const sum = Rational.sum(terms);
    if (!sum.eq(uncut)) failures.push(`${code} of ${player} (${edition}) is ${uncut.toString()}, its terms add up to ${sum.toString()}`);
    for (const [header, cuts, total] of [
      [`${code}/C1`, 1, c1],
      [`${code}/C2`, 2, c2],
      [`${code}/M1`, 2, m1],
      [`${code}/C1/V`, 1, c1v],
    ] as const) {
      const marked = contributionsOf(evaluation, header, player);
      const kept = Rational.sum(marked.filter((c) => c.cut === undefined).map((c) => c.value));
      const cutCount = marked.filter((c) => c.cut !== undefined).length;
      if (marked.length !== terms.length || cutCount !== Math.min(cuts, terms.length) || !kept.eq(total))
        failures.push(
          `${header} of ${player} (${edition}): ${marked.length} terms (${terms.length} uncut), ${cutCount} cut, kept terms add up to ${kept.toString()}, value ${total.toString()}`,
        );
    }
    if (code === 'SB' || terms.length === 0) continue;
    const smallest = terms.reduce((a, b) => Rational.min(a, b));
    const largest = terms.reduce((a, b) => Rational.max(a, b));
    if (!uncut.sub(c1v).eq(smallest))
      failures.push(
        `${code} − ${code}/C1/V of ${player} (${edition}) is ${uncut.sub(c1v).toString()}, the smallest term is ${smallest.toString()}`,
      );
    const removed = uncut.sub(c1);
    if (removed.lt(smallest) || removed.gt(largest))
      failures.push(
        `${code} − ${code}/C1 of ${player} (${edition}) is ${removed.toString()}, outside [${smallest.toString()}, ${largest.toString()}]`,
      );
  }
  return failures;
}

/** Σ of the scores after rounds 1..n, from the records. */
function firstCumulatives(crosstable: Crosstable, player: PlayerId, n: number): Rational {
  const rounds = crosstable.players.find((p) => p.id === player)!.rounds;
  let score = Rational.ZERO;
  let total = Rational.ZERO;
  for (let r = 0; r < Math.min(n, rounds.length); r++) {
    score = score.add(pointsFor(rounds[r]!, crosstable.pointSystem));
    total = total.add(score);
  }
  return total;
}

function checkProgressiveAndRating(crosstable: Crosstable, evaluation: Evaluation, edition: Edition, player: PlayerId): string[] {
  const failures: string[] = [];
  const ps = value(evaluation, 'PS', player);
  for (const n of [1, 2]) {
    const cut = value(evaluation, `PS/C${n}`, player);
    const dropped = firstCumulatives(crosstable, player, n);
    if (!ps.sub(cut).eq(dropped))
      failures.push(
        `PS − PS/C${n} of ${player} (${edition}) is ${ps.sub(cut).toString()}, the first ${n} cumulative scores add up to ${dropped.toString()}`,
      );
    failures.push(...atMost(cut, ps, `PS/C${n} ≤ PS (${edition} player ${player})`));
  }
  const aro = resultOf(evaluation, 'ARO/U1400', player)!;
  const aroC1 = resultOf(evaluation, 'ARO/C1/U1400', player)!;
  if (aro.kind === 'n/a' && aroC1.kind !== 'n/a') failures.push(`ARO/C1 of ${player} (${edition}) has a value without ARO`);
  if (aro.kind === 'value' && aroC1.kind === 'value')
    failures.push(...atMost(aro.value, aroC1.value, `ARO ≤ ARO/C1 (${edition} player ${player})`));
  return failures;
}

function checkEvent(event: GeneratedEvent): void {
  const crosstable = buildEvent(event);
  for (const edition of EDITIONS) {
    const evaluation = evaluateList(crosstable, LIST, edition);
    const failures = crosstable.players.flatMap((p) => [
      ...checkSums(evaluation, edition, p.id),
      ...checkProgressiveAndRating(crosstable, evaluation, edition, p.id),
    ]);
    expect(failures).toEqual([]);
  }
}

describe(`cut values never exceed uncut ones (fast-check seed ${FC_SEED}; set FC_SEED to replay)`, () => {
  it('BH, FB, SB: C2 ≤ C1 ≤ uncut, M1 ≤ C1, what Cut-1 removes; PS − PS/Cn; ARO/C1 ≥ ARO — Swiss and round robin', () => {
    fc.assert(
      fc.property(anyEvent(), (event) => checkEvent(event)),
      { seed: FC_SEED, numRuns: 50 },
    );
  });

  it('KS/L-1 ≥ KS ≥ KS/L+1 in round robins (a lower limit counts more opponents)', () => {
    fc.assert(
      fc.property(roundRobinEvent(), (event) => {
        const crosstable = buildEvent(event);
        for (const edition of EDITIONS) {
          const evaluation = evaluateList(crosstable, ['PTS', 'KS/L-1', 'KS', 'KS/L+1'], edition);
          const failures = crosstable.players.flatMap((p) => [
            ...atMost(value(evaluation, 'KS', p.id), value(evaluation, 'KS/L-1', p.id), `KS ≤ KS/L-1 (${edition} player ${p.id})`),
            ...atMost(value(evaluation, 'KS/L+1', p.id), value(evaluation, 'KS', p.id), `KS/L+1 ≤ KS (${edition} player ${p.id})`),
          ]);
          expect(failures).toEqual([]);
        }
      }),
      { seed: FC_SEED, numRuns: 30 },
    );
  });
});
