import type { Rational } from '../arith';
import type { PlayerId } from '../model';

/** One addend of a tie-break value: the audit trail of architecture.md ("audit by construction"). */
export interface Contribution {
  /** 1-based round, when the addend belongs to a round. */
  round?: number;
  opponent?: PlayerId;
  value: Rational;
  /**
   * For products (SB): the value is \`opponentValue × points\`, kept apart so the audit
   * can show both factors without formatting them here.
   */
  opponentValue?: Rational;
  points?: Rational;
  /** Why this value: "dummy opponent: own 3.5 capped at 2.5 (C.07 16.4.2)". */
  note?: string;
  /** Set when a modifier removed this addend: "cut: VUR first (C.07 16.5)". */
  cut?: string;
}

/** Builds a contribution with every field present, so all contributions share one shape (fast). */
export function contribution(fields: Contribution): Contribution {
  return {
    round: fields.round,
    opponent: fields.opponent,
    value: fields.value,
    opponentValue: fields.opponentValue,
    points: fields.points,
    note: fields.note,
    cut: fields.cut,
  };
}

export type CriterionResult =
  { kind: 'value'; value: Rational; contributions: Contribution[]; note?: string } | { kind: 'n/a'; reason: string };

export function valueResult(value: Rational, contributions: Contribution[] = [], note?: string): CriterionResult {
  return note === undefined ? { kind: 'value', value, contributions } : { kind: 'value', value, contributions, note };
}

/**
 * A value whose contributions are written when first read. Ranking reads only the values;
 * the audit sheet and the explanations read contributions. Writing them eagerly for every
 * participant and column was most of the time and memory of a large list (a 5,000-player,
 * 34-column list held 2.5 million contribution objects). `build` must derive the
 * contributions from the same data as the value, so the audit trail cannot drift from it.
 */
export function lazyValueResult(value: Rational, build: () => Contribution[], note?: string): CriterionResult {
  return new LazyValueResult(value, build, note);
}

/** The 'value' case of CriterionResult with `contributions` as a cached getter. */
class LazyValueResult {
  readonly kind = 'value' as const;
  private built: Contribution[] | undefined;

  constructor(
    readonly value: Rational,
    private build: (() => Contribution[]) | undefined,
    readonly note?: string,
  ) {}

  get contributions(): Contribution[] {
    if (!this.built) {
      this.built = this.build!();
      this.build = undefined;
    }
    return this.built;
  }

  /** Serialises like the plain object it stands for. */
  toJSON(): object {
    const { kind, value, contributions, note } = this;
    return note === undefined ? { kind, value, contributions } : { kind, value, contributions, note };
  }
}

export function notApplicable(reason: string): CriterionResult {
  return { kind: 'n/a', reason };
}

/** Values for the whole field (type B, C, D criteria). */
export type ValueColumn = Map<PlayerId, CriterionResult>;
