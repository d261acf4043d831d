import { gcdNumber, Rational } from './rational';

/**
 * Exact sums on plain numbers. A participant's tie-break terms are nearly always halves
 * (or integers of a 3-1-0 system): written as integers over one common denominator they
 * can be summed, compared and multiplied as JavaScript numbers without rounding, which is
 * what makes the Buchholz family of a 5,000-player list cheap. Every operation here checks
 * that it stayed within the safe integers; callers fall back to `Rational` when a list
 * cannot be scaled (`scaleAll` answers undefined).
 */
export interface ScaledValues {
  /** ints[k] = values[k] × scale, exactly. */
  readonly ints: Float64Array;
  /** The common denominator: the least common multiple of the values' denominators. */
  readonly scale: number;
}

/** Denominators above this are left to Rational (no real point system comes near). */
const MAX_SCALE = 1 << 20;

/**
 * The least common multiple of `scale` and the value's denominator: the scale that also
 * holds `value` as an integer; undefined when it would be too large for the number path.
 */
export function scaleFactor(scale: number, value: Rational): number | undefined {
  const d = value.smallDenominator();
  if (d === 0) return undefined;
  if (scale % d === 0) return scale;
  const next = (scale / gcdNumber(scale, d)) * d;
  return next > MAX_SCALE ? undefined : next;
}

/** The values over their least common denominator, or undefined when one is too large for the number path. */
export function scaleAll(values: readonly Rational[]): ScaledValues | undefined {
  let scale: number | undefined = 1;
  for (let k = 0; k < values.length && scale !== undefined; k++) scale = scaleFactor(scale, values[k]!);
  if (scale === undefined) return undefined;
  const ints = new Float64Array(values.length);
  for (let k = 0; k < values.length; k++) {
    const scaled = values[k]!.scaledBy(scale);
    if (Number.isNaN(scaled)) return undefined;
    ints[k] = scaled;
  }
  return { ints, scale };
}

/**
 * Σ ints[k] over the k whose bit is not set in `skipped`, as a Rational over `scale`;
 * undefined when a term or the running total could leave the safe integers (a partial sum is
 * never larger than the sum of the terms' magnitudes, so that bound keeps every addition
 * exact). Bits of `skipped` reach term 30 at most.
 */
export function exactScaledSum(ints: Float64Array, scale: number, skipped = 0): Rational | undefined {
  let total = 0;
  let magnitude = 0;
  for (let k = 0; k < ints.length; k++) {
    if (skipped !== 0 && k < 31 && (skipped & (1 << k)) !== 0) continue;
    const term = ints[k]!;
    if (!Number.isSafeInteger(term)) return undefined;
    total += term;
    magnitude += term < 0 ? -term : term;
  }
  if (magnitude > Number.MAX_SAFE_INTEGER) return undefined;
  return Rational.of(total, scale);
}
