import { Rational, roundToUnit } from '../arith';
import type { PrizeRules } from '../model';
import { formatValue } from './formula-text';

export interface Share {
  /** The exact share. */
  exact: Rational;
  /** Paid: rounded down to the unit when the rules state one. */
  amount: Rational;
  /** "1000/3 + 500 = 833.33…: 833.33". */
  text: string;
}

export interface SharedPool {
  pool: Rational;
  shares: Share[];
  /** What rounding left of the pool (never negative). */
  remainder: Rational;
  /** The whole split in words, for the audit. */
  text: string;
}

/**
 * Splits the prizes of the places a tied group occupies (amounts in place order; the
 * members in tie-break order, best first; more members than prizes get 0 for the missing
 * places). Equally: the pool / members. Hort (arbiter's handbook ch. 13): half of
 * the pool shared equally, the other half as the places' prizes halved, in tie-break
 * order. Rounding: each share is rounded down to the stated unit, so the shares never
 * exceed the pool; the remainder (less than one unit per member) is not distributed and
 * is reported with the split.
 */
export function shareTiedPrizes(amounts: readonly Rational[], members: number, rules: Pick<PrizeRules, 'sharing' | 'roundTo'>): SharedPool {
  const pool = Rational.sum(amounts);
  const count = Rational.of(members);
  const exact: { value: Rational; text: string }[] = [];
  for (let i = 0; i < members; i++) {
    if (rules.sharing === 'hort') {
      const equal = pool.div(Rational.of(2)).div(count);
      const own = (amounts[i] ?? Rational.ZERO).div(Rational.of(2));
      exact.push({ value: equal.add(own), text: `${fraction(pool.div(Rational.of(2)), members)} + ${formatValue(own)}` });
    } else exact.push({ value: pool.div(count), text: fraction(pool, members) });
  }
  const shares = exact.map(({ value, text }) => {
    const amount = rules.roundTo ? roundToUnit(value, rules.roundTo, 'floor') : value;
    const approx = value.toDecimalString().includes('/') ? `${value.toFixed(4).replace(/0+$/, '')}…` : value.toDecimalString();
    const paid = rules.roundTo && !amount.eq(value) ? `: ${formatValue(amount)}` : '';
    return { exact: value, amount, text: `${text} = ${approx}${paid}` };
  });
  const remainder = pool.sub(Rational.sum(shares.map((s) => s.amount)));
  const method =
    rules.sharing === 'hort'
      ? `Hort: ${formatValue(pool)} pooled, half (${formatValue(pool.div(Rational.of(2)))}) shared equally, half by tie-break order (${amounts.map((a) => formatValue(a.div(Rational.of(2)))).join(', ')})`
      : `${formatValue(pool)} pooled, shared equally`;
  const unit = rules.roundTo ? `; rounded down to ${formatValue(rules.roundTo)}` : '';
  const left = remainder.isZero() ? '' : `; remainder ${formatValue(remainder)} not distributed`;
  return { pool, shares, remainder, text: `${method}: ${shares.map((s) => s.text).join('; ')}${unit}${left}` };
}

function fraction(value: Rational, members: number): string {
  return members === 1 ? formatValue(value) : `${formatValue(value)}/${members}`;
}
