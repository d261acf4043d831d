/**
 * Exact rational numbers for points and tie-break values.
 *
 * Why our own type: tie-break values are sums of halves (and quarters for averaged
 * direct encounters), products of halves (Sonneborn-Berger), averages (ARO, AOB) and
 * formula results split in thirds (grand prix). Binary floating point can flip a tie
 * (0.1 + 0.2 !== 0.3), so nothing inside engine/ uses `number` for a value.
 * Numerator and denominator are bigints kept in lowest terms with a positive
 * denominator, so equal values have equal representations.
 */
export class Rational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);
  static readonly HALF = new Rational(1n, 2n);

  /** An integer, or numerator/denominator given as integers. */
  static of(numerator: number | bigint, denominator: number | bigint = 1): Rational {
    const n = toBigInt(numerator);
    const d = toBigInt(denominator);
    if (d === 0n) throw new RangeError('Rational with a zero denominator');
    return Rational.normalised(n, d);
  }

  /**
   * Reads "3", "-2", "0.5", "2,5" (decimal comma), "1/2", "½", "2½", "1 1/2".
   * Returns undefined when the text is not a number; never guesses.
   */
  static parse(text: string): Rational | undefined {
    const t = text.trim();
    if (t === '') return undefined;
    const half = /^(-?)(\d*)½$/.exec(t);
    if (half) {
      const whole = half[2] === '' ? 0n : BigInt(half[2]!);
      const value = Rational.of(whole * 2n + 1n, 2);
      return half[1] === '-' ? value.neg() : value;
    }
    const mixed = /^(-?)(\d+)\s+(\d+)\/(\d+)$/.exec(t);
    if (mixed) {
      if (BigInt(mixed[4]!) === 0n) return undefined;
      const value = Rational.of(BigInt(mixed[2]!)).add(Rational.of(BigInt(mixed[3]!), BigInt(mixed[4]!)));
      return mixed[1] === '-' ? value.neg() : value;
    }
    const fraction = /^(-?\d+)\/(\d+)$/.exec(t);
    if (fraction) {
      if (BigInt(fraction[2]!) === 0n) return undefined;
      return Rational.of(BigInt(fraction[1]!), BigInt(fraction[2]!));
    }
    const decimal = /^([+-]?)(\d*)(?:[.,](\d+))?$/.exec(t);
    if (decimal && (decimal[2] !== '' || decimal[3] !== undefined)) {
      const intPart = decimal[2] === '' ? '0' : decimal[2]!;
      const frac = decimal[3] ?? '';
      const value = Rational.of(BigInt(intPart + frac), 10n ** BigInt(frac.length));
      return decimal[1] === '-' ? value.neg() : value;
    }
    return undefined;
  }

  /**
   * Exact value of a JavaScript number that is a decimal literal as written
   * (e.g. 0.5, 2.25, 1831): uses its shortest decimal representation, not its
   * binary expansion. For values that come from outside (cells, JSON).
   */
  static fromNumber(value: number): Rational {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    if (Number.isInteger(value) && Number.isSafeInteger(value)) return Rational.of(value);
    const parsed = Rational.parse(expandExponent(String(value)));
    if (!parsed) throw new RangeError(`Cannot read ${value} exactly`);
    return parsed;
  }

  private static normalised(n: bigint, d: bigint): Rational {
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    if (d === 1n) return new Rational(n, 1n);
    const g = gcd(n < 0n ? -n : n, d);
    return g === 1n ? new Rational(n, d) : new Rational(n / g, d / g);
  }

  add(other: Rational): Rational {
    if (this.den === other.den) return Rational.normalised(this.num + other.num, this.den);
    return Rational.normalised(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Rational): Rational {
    if (this.den === other.den) return Rational.normalised(this.num - other.num, this.den);
    return Rational.normalised(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Rational): Rational {
    return Rational.normalised(this.num * other.num, this.den * other.den);
  }

  div(other: Rational): Rational {
    if (other.num === 0n) throw new RangeError('Division by zero');
    return Rational.normalised(this.num * other.den, this.den * other.num);
  }

  neg(): Rational {
    return new Rational(-this.num, this.den);
  }

  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }

  /** -1, 0 or 1. */
  cmp(other: Rational): number {
    const left = this.num * other.den;
    const right = other.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  eq(other: Rational): boolean {
    return this.num === other.num && this.den === other.den;
  }
  lt(other: Rational): boolean {
    return this.cmp(other) < 0;
  }
  le(other: Rational): boolean {
    return this.cmp(other) <= 0;
  }
  gt(other: Rational): boolean {
    return this.cmp(other) > 0;
  }
  ge(other: Rational): boolean {
    return this.cmp(other) >= 0;
  }
  isZero(): boolean {
    return this.num === 0n;
  }
  isInteger(): boolean {
    return this.den === 1n;
  }
  sign(): number {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0;
  }

  /** Largest integer not above the value. */
  floor(): bigint {
    const q = this.num / this.den;
    return this.num < 0n && q * this.den !== this.num ? q - 1n : q;
  }

  /** Smallest integer not below the value. */
  ceil(): bigint {
    return -this.neg().floor();
  }

  /**
   * For display and for export at the output edge only. Exact for every value
   * whose decimal expansion fits a double (all halves, quarters, 4-decimal results).
   */
  toNumber(): number {
    if (this.den === 1n) return Number(this.num);
    return Number(this.num) / Number(this.den);
  }

  /** "7/2"-style exact text; integers without a denominator. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /**
   * Decimal text with exactly `places` decimals, rounding half away from zero at the
   * last place (only for display; callers that must round use arith/rounding).
   */
  toFixed(places: number): string {
    const scale = 10n ** BigInt(places);
    const scaled = this.abs().mul(Rational.of(scale));
    let q = scaled.floor();
    if (scaled.sub(Rational.of(q)).ge(Rational.HALF)) q += 1n;
    const digits = q.toString().padStart(places + 1, '0');
    const intPart = places === 0 ? digits : digits.slice(0, digits.length - places);
    const frac = places === 0 ? '' : `.${digits.slice(digits.length - places)}`;
    const negative = this.num < 0n && q !== 0n;
    return `${negative ? '-' : ''}${intPart}${frac}`;
  }

  /** Shortest decimal text when the value has a finite decimal expansion, else "n/d". */
  toDecimalString(): string {
    let d = this.den;
    let twos = 0;
    let fives = 0;
    while (d % 2n === 0n) {
      d /= 2n;
      twos++;
    }
    while (d % 5n === 0n) {
      d /= 5n;
      fives++;
    }
    if (d !== 1n) return this.toString();
    return this.toFixed(Math.max(twos, fives));
  }

  static sum(values: Iterable<Rational>): Rational {
    let total = Rational.ZERO;
    for (const v of values) total = total.add(v);
    return total;
  }

  static max(a: Rational, b: Rational): Rational {
    return a.cmp(b) >= 0 ? a : b;
  }

  static min(a: Rational, b: Rational): Rational {
    return a.cmp(b) <= 0 ? a : b;
  }
}

function toBigInt(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
  return BigInt(value);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function expandExponent(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!m) return text;
  const digits = m[2]! + (m[3] ?? '');
  const point = m[2]!.length + Number(m[4]);
  if (point <= 0) return `${m[1]}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${m[1]}${digits}${'0'.repeat(point - digits.length)}`;
  return `${m[1]}${digits.slice(0, point)}.${digits.slice(point)}`;
}
