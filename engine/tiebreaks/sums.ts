import { Rational } from '../arith';
import { contribution, type Contribution } from './types';

/**
 * Sums of per-round values with the least and most significant ones dropped, for the
 * criteria outside C.07 art. 14 (US Chess 34E1/34E4 medians, FMJD truncated Solkoffs):
 * those rules drop plain values, without the C.07 16.5 "voluntarily unplayed round first"
 * exception. Among equal values the earliest round goes first (the total is the same).
 * The contributions are copied; the dropped ones carry the reason.
 */
export function sumWithoutExtremes(
  contributions: readonly Contribution[],
  drop: { lowest: number; highest: number; lowestNote: string; highestNote: string },
): { total: Rational; contributions: Contribution[] } {
  const order = contributions.map((c, i) => ({ value: c.value, i }));
  const ascending = [...order].sort((a, b) => a.value.cmp(b.value) || a.i - b.i);
  const reasons = new Map<number, string>();
  for (const { i } of ascending.slice(0, drop.lowest)) reasons.set(i, drop.lowestNote);
  const descending = ascending.filter(({ i }) => !reasons.has(i)).sort((a, b) => b.value.cmp(a.value) || a.i - b.i);
  for (const { i } of descending.slice(0, drop.highest)) reasons.set(i, drop.highestNote);
  let total = Rational.ZERO;
  const marked = contributions.map((c, i) => {
    const reason = reasons.get(i);
    if (reason === undefined) {
      total = total.add(c.value);
      return c;
    }
    return contribution({ ...c, cut: reason });
  });
  return { total, contributions: marked };
}

/** The plain sum of the contributions' values. */
export function sumOf(contributions: readonly Contribution[]): Rational {
  let total = Rational.ZERO;
  for (const c of contributions) total = total.add(c.value);
  return total;
}
