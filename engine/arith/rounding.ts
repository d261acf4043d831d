import { Rational } from './rational';

/**
 * The only place where values are rounded. A regulation states where rounding
 * happens (FIDE 10.1: ARO "rounded to the nearest whole number, .5 up"; VCF Encl. 1:
 * AR rounded to the nearest integer, points shown to 4 decimals); nothing else rounds.
 *
 * half-up    ties away from zero (Python ROUND_HALF_UP, what FIDE's ".5 up" means)
 * half-even  ties to the even neighbour (banker's rounding)
 * half-down  ties toward zero
 * down       toward zero (truncation);  up: away from zero
 * floor / ceil toward -infinity / +infinity
 */
export type RoundingMode = 'half-up' | 'half-even' | 'half-down' | 'down' | 'up' | 'floor' | 'ceil';

export const ROUNDING_MODES: readonly RoundingMode[] = ['half-up', 'half-even', 'half-down', 'down', 'up', 'floor', 'ceil'];

/** Rounds to `places` decimals (0 = whole numbers; negative = tens, hundreds…). */
export function roundTo(value: Rational, places: number, mode: RoundingMode = 'half-up'): Rational {
  const scale = scaleOf(places);
  const scaled = value.mul(scale);
  return Rational.of(roundToInteger(scaled, mode)).div(scale);
}

/** 10^places (negative places: 1/10^−places); the common ones built once. */
function scaleOf(places: number): Rational {
  return Number.isInteger(places) && Math.abs(places) <= MAX_EXACT_POWER ? POWERS_OF_TEN[places + MAX_EXACT_POWER]! : powerOfTen(places);
}

function powerOfTen(places: number): Rational {
  return places >= 0 ? Rational.of(10n ** BigInt(places)) : Rational.of(1n, 10n ** BigInt(-places));
}

/** Every power of ten up to 10^15 is a safe integer. */
const MAX_EXACT_POWER = 15;
const POWERS_OF_TEN = Array.from({ length: 2 * MAX_EXACT_POWER + 1 }, (_, i) => powerOfTen(i - MAX_EXACT_POWER));

/** Rounds to a multiple of `unit` (e.g. 0.01 for cents, 5 for five-euro notes). */
export function roundToUnit(value: Rational, unit: Rational, mode: RoundingMode = 'half-up'): Rational {
  if (unit.sign() <= 0) throw new RangeError('Rounding unit must be positive');
  return Rational.of(roundToInteger(value.div(unit), mode)).mul(unit);
}

export function roundToInteger(value: Rational, mode: RoundingMode): bigint {
  const floor = value.floor();
  if (value.isInteger()) return floor;
  const ceil = floor + 1n;
  const negative = value.sign() < 0;
  switch (mode) {
    case 'floor':
      return floor;
    case 'ceil':
      return ceil;
    case 'down':
      return negative ? ceil : floor;
    case 'up':
      return negative ? floor : ceil;
    default: {
      const fraction = value.sub(Rational.of(floor)).cmp(Rational.HALF);
      if (fraction < 0) return floor;
      if (fraction > 0) return ceil;
      if (mode === 'half-even') return floor % 2n === 0n ? floor : ceil;
      const awayFromZero = mode === 'half-up';
      return negative === awayFromZero ? floor : ceil;
    }
  }
}
