/** Small integers and halves up to this size are interned (Rational.interned). */
const INTERNED = 1024;

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
  /**
   * Numerator and denominator: both JS numbers when they are safe integers (the fast
   * path for every half, quarter and ordinary score), both bigints otherwise. Either
   * way in lowest terms with a positive denominator. Every number-path operation checks
   * that its results stayed safe integers and falls back to bigints when they did not,
   * so no result is ever rounded.
   */
  private constructor(
    private readonly n: number | bigint,
    private readonly d: number | bigint,
  ) {}

  static readonly ZERO = new Rational(0, 1);
  static readonly ONE = new Rational(1, 1);
  static readonly HALF = new Rational(1, 2);

  /** Exact numerator (lowest terms). */
  get num(): bigint {
    return BigInt(this.n);
  }

  /** Exact denominator (lowest terms, positive). */
  get den(): bigint {
    return BigInt(this.d);
  }

  /** An integer, or numerator/denominator given as integers. */
  static of(numerator: number | bigint, denominator: number | bigint = 1): Rational {
    if (typeof numerator === 'number' && !Number.isSafeInteger(numerator)) throw new RangeError(`Not a safe integer: ${numerator}`);
    if (typeof denominator === 'number' && !Number.isSafeInteger(denominator)) throw new RangeError(`Not a safe integer: ${denominator}`);
    if (denominator === 0 || denominator === 0n) throw new RangeError('Rational with a zero denominator');
    if (typeof numerator === 'number' && typeof denominator === 'number') return Rational.fromSafe(numerator, denominator);
    // Small bigints (results of floor(), powers of ten) take the number path too.
    const smallNumerator = typeof numerator === 'number' || (numerator >= MIN_SAFE && numerator <= MAX_SAFE);
    const smallDenominator = typeof denominator === 'number' || (denominator >= MIN_SAFE && denominator <= MAX_SAFE);
    if (smallNumerator && smallDenominator) return Rational.fromSafe(Number(numerator), Number(denominator));
    return Rational.fromBig(BigInt(numerator), BigInt(denominator));
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
    // "1,000" is a thousand in English and one in German: a comma before exactly three digits is
    // not read either way (the caller reports the value), never guessed. "2,5" and "0,125" read.
    if (/^[+-]?\d{1,3},\d{3}$/.test(t) && !/^[+-]?0,/.test(t)) return undefined;
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

  /** From safe integers (d !== 0), reduced; small integers and halves come from a table. */
  private static fromSafe(n: number, d: number): Rational {
    if (d < 0) {
      n = -n;
      d = -d;
    }
    if (d !== 1) {
      const g = gcdNumber(n < 0 ? -n : n, d);
      if (g !== 1) {
        n /= g;
        d /= g;
      }
    }
    if ((d === 1 || d === 2) && n >= -INTERNED && n <= INTERNED) return Rational.interned(n, d);
    return new Rational(n, d);
  }

  /**
   * Rows for denominators 1 and 2, made at their full length: an empty array first written at
   * index 1,024 (zero) becomes a sparse dictionary, and every lookup of a point a hash probe.
   */
  private static readonly table: (Rational | undefined)[][] = [[], internedRow(), internedRow()];

  /** Points and most tie-break values are small integers or halves: one object each. */
  private static interned(n: number, d: 1 | 2): Rational {
    const row = Rational.table[d]!;
    return (row[n + INTERNED] ??= new Rational(n, d));
  }

  /** From bigints (d !== 0n), reduced; back to numbers when they fit. */
  private static fromBig(n: bigint, d: bigint): Rational {
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcdBig(n < 0n ? -n : n, d);
    if (g !== 1n) {
      n /= g;
      d /= g;
    }
    if (n >= MIN_SAFE && n <= MAX_SAFE && d <= MAX_SAFE) return new Rational(Number(n), Number(d));
    return new Rational(n, d);
  }

  add(other: Rational): Rational {
    if (other.n === 0) return this;
    if (this.n === 0) return other;
    const { n: a, d: b } = this;
    const { n: c, d: e } = other;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof e === 'number') {
      if (b === e) {
        const sum = a + c;
        if (Number.isSafeInteger(sum)) return Rational.fromSafe(sum, b);
      } else {
        const left = a * e;
        const right = c * b;
        const sum = left + right;
        const den = b * e;
        if (Number.isSafeInteger(left) && Number.isSafeInteger(right) && Number.isSafeInteger(sum) && Number.isSafeInteger(den))
          return Rational.fromSafe(sum, den);
      }
    }
    return Rational.fromBig(BigInt(a) * BigInt(e) + BigInt(c) * BigInt(b), BigInt(b) * BigInt(e));
  }

  sub(other: Rational): Rational {
    return this.add(other.neg());
  }

  mul(other: Rational): Rational {
    if (other.n === 1 && other.d === 1) return this;
    if (this.n === 1 && this.d === 1) return other;
    if (other.n === 0 || this.n === 0) return Rational.ZERO;
    const { n: a, d: b } = this;
    const { n: c, d: e } = other;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof e === 'number') {
      const num = a * c;
      const den = b * e;
      if (Number.isSafeInteger(num) && Number.isSafeInteger(den)) return Rational.fromSafe(num, den);
    }
    return Rational.fromBig(BigInt(a) * BigInt(c), BigInt(b) * BigInt(e));
  }

  div(other: Rational): Rational {
    if (other.isZero()) throw new RangeError('Division by zero');
    return this.mul(other.reciprocal());
  }

  private reciprocal(): Rational {
    const { n, d } = this;
    if (typeof n === 'number' && typeof d === 'number') return n < 0 ? new Rational(-d, -n) : new Rational(d, n);
    return n < 0n ? new Rational(-BigInt(d), -BigInt(n)) : new Rational(BigInt(d), BigInt(n));
  }

  neg(): Rational {
    return typeof this.n === 'number' ? new Rational(-this.n, this.d) : new Rational(-this.n, this.d);
  }

  abs(): Rational {
    return this.sign() < 0 ? this.neg() : this;
  }

  /** -1, 0 or 1. */
  cmp(other: Rational): number {
    const { n: a, d: b } = this;
    const { n: c, d: e } = other;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof e === 'number') {
      if (b === e) return a < c ? -1 : a > c ? 1 : 0;
      const left = a * e;
      const right = c * b;
      if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left < right ? -1 : left > right ? 1 : 0;
    }
    const left = BigInt(a) * BigInt(e);
    const right = BigInt(c) * BigInt(b);
    return left < right ? -1 : left > right ? 1 : 0;
  }

  eq(other: Rational): boolean {
    // Lowest terms with the same representation kind make equality structural.
    return this.n === other.n && this.d === other.d;
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
    return this.n === 0 || this.n === 0n;
  }
  isInteger(): boolean {
    return this.d === 1 || this.d === 1n;
  }
  sign(): number {
    const n = this.n;
    return n < 0 ? -1 : n > 0 ? 1 : 0;
  }

  /** Largest integer not above the value. */
  floor(): bigint {
    const { n, d } = this;
    if (typeof n === 'number' && typeof d === 'number') {
      // Exact on safe integers: the remainder is exact, and n − r is a multiple of d no larger than n.
      const r = n % d;
      return BigInt((n - r) / d - (r < 0 ? 1 : 0));
    }
    const num = this.num;
    const den = this.den;
    const q = num / den;
    return num < 0n && q * den !== num ? q - 1n : q;
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
    return Number(this.n) / Number(this.d);
  }

  /** "7/2"-style exact text; integers without a denominator. */
  toString(): string {
    return this.isInteger() ? String(this.n) : `${this.n}/${this.d}`;
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
    const negative = this.sign() < 0 && q !== 0n;
    return `${negative ? '-' : ''}${intPart}${frac}`;
  }

  /** Shortest decimal text when the value has a finite decimal expansion, else "n/d". */
  toDecimalString(): string {
    const fast = this.smallDecimal();
    if (fast !== undefined) return fast;
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

  /** Exact decimal text for number-path values whose denominator divides 10^6. */
  private smallDecimal(): string | undefined {
    const { n, d } = this;
    if (typeof n !== 'number' || typeof d !== 'number') return undefined;
    if (d === 1) return String(n);
    for (let places = 1, scale = 10; places <= 6; places++, scale *= 10) {
      if (scale % d !== 0) continue;
      const scaled = n * (scale / d);
      if (!Number.isSafeInteger(scaled)) return undefined;
      const digits = String(Math.abs(scaled)).padStart(places + 1, '0');
      const text = `${digits.slice(0, digits.length - places)}.${digits.slice(digits.length - places)}`.replace(/0+$/, '');
      return scaled < 0 ? `-${text}` : text;
    }
    return undefined;
  }

  /**
   * The denominator when both parts are on the number path (every half, quarter and
   * ordinary score), else 0. With `scaledBy`, lets a hot loop sum many values as
   * integers over one common denominator (arith/scaled.ts) and stay exact.
   */
  smallDenominator(): number {
    return typeof this.n === 'number' && typeof this.d === 'number' ? this.d : 0;
  }

  /** The value times `scale` when that is a safe integer (the denominator divides `scale`); NaN otherwise. */
  scaledBy(scale: number): number {
    const { n, d } = this;
    if (typeof n !== 'number' || typeof d !== 'number' || scale % d !== 0) return NaN;
    const scaled = n * (scale / d);
    return Number.isSafeInteger(scaled) ? scaled : NaN;
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

function internedRow(): (Rational | undefined)[] {
  return new Array<Rational | undefined>(2 * INTERNED + 1).fill(undefined);
}
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = -MAX_SAFE;

/** Greatest common divisor of two non-negative safe integers. */
export function gcdNumber(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function gcdBig(a: bigint, b: bigint): bigint {
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
