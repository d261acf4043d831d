import type { Rational } from '../arith';
import type { CriterionSpec, PlayerId } from '../model';
import type { TiebreakContext } from './context';
import type { EngineWords } from './engine-words';

/** One addend of a tie-break value: the audit trail of docs/architecture.md ("Audit by construction"). */
export interface Contribution {
  /** 1-based round, when the addend belongs to a round. */
  round?: number | undefined;
  opponent?: PlayerId | undefined;
  value: Rational;
  /**
   * For products (SB): the value is \`opponentValue × points\`, kept apart so the audit
   * can show both factors without formatting them here.
   */
  opponentValue?: Rational | undefined;
  points?: Rational | undefined;
  /** Why this value: "dummy opponent: own 3.5 capped at 2.5 (C.07 16.4.2)". */
  note?: string | undefined;
  /** The note as a key and its values (engine-words.ts), when io can word it in a language. */
  noteWords?: EngineWords | undefined;
  /** Set when a modifier removed this addend: "cut: VUR first (C.07 16.5)"; its key is `cutWords(cut)`. */
  cut?: string | undefined;
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
    noteWords: fields.noteWords,
    cut: fields.cut,
  };
}

export type CriterionResult =
  | {
      kind: 'value';
      value: Rational;
      contributions: Contribution[];
      note?: string | undefined;
      /** The note as a key and its values (engine-words.ts), when io can word it in a language. */
      noteWords?: EngineWords | undefined;
    }
  | {
      kind: 'n/a';
      reason: string;
      /** The reason as a key and its values (engine-words.ts), when io can word it in a language. */
      reasonWords?: EngineWords | undefined;
    };

export function valueResult(value: Rational, contributions: Contribution[] = [], note?: string, noteWords?: EngineWords): CriterionResult {
  if (note === undefined) return { kind: 'value', value, contributions };
  return noteWords === undefined ? { kind: 'value', value, contributions, note } : { kind: 'value', value, contributions, note, noteWords };
}

/**
 * Writes one participant's contributions to a criterion from the same inputs as its value,
 * when the audit trail is first read (see lazyValueResult).
 */
export type ContributionWriter = (ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId) => Contribution[];

/**
 * A value whose contributions are written when first read. Ranking reads only the values;
 * the audit sheet and the explanations read contributions. Writing them eagerly for every
 * participant and column was most of the time and memory of a large list (a 5,000-player,
 * 34-column list held 2.5 million contribution objects). `write` must derive them from the
 * same data as the value, so the audit trail cannot drift from it. The result keeps the
 * writer and its arguments rather than a closure: one small object per participant and
 * column, which matters when 170,000 of them stay alive.
 */
export function lazyValueResult(
  value: Rational,
  write: ContributionWriter,
  ctx: TiebreakContext,
  spec: CriterionSpec,
  player: PlayerId,
  note?: string,
  noteWords?: EngineWords,
): CriterionResult {
  return new LazyValueResult(value, note, write, ctx, spec, player, noteWords);
}

/** The 'value' case of CriterionResult with `contributions` as a cached getter. */
class LazyValueResult {
  readonly kind = 'value' as const;
  private written: Contribution[] | undefined;

  constructor(
    readonly value: Rational,
    readonly note: string | undefined,
    private readonly write: ContributionWriter,
    private readonly ctx: TiebreakContext,
    private readonly spec: CriterionSpec,
    private readonly player: PlayerId,
    readonly noteWords: EngineWords | undefined,
  ) {}

  get contributions(): Contribution[] {
    return (this.written ??= this.write(this.ctx, this.spec, this.player));
  }

  /** Serialises like the plain object it stands for. */
  toJSON(): object {
    const { kind, value, contributions, note } = this;
    return note === undefined ? { kind, value, contributions } : { kind, value, contributions, note };
  }
}

export function notApplicable(reason: string, reasonWords?: EngineWords): CriterionResult {
  return reasonWords === undefined ? { kind: 'n/a', reason } : { kind: 'n/a', reason, reasonWords };
}

/** Values for the whole field (type B, C, D criteria). */
export type ValueColumn = Map<PlayerId, CriterionResult>;
