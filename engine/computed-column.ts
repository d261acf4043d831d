import type { Rational } from './arith';
import { PlayerMap, type CriterionSpec, type PlayerId } from './model';
import type { ColumnCompute, Contribution, CriterionResult, TiebreakContext } from './tiebreaks';
import type { EngineWords } from './tiebreaks/engine-words';

const NOT_APPLICABLE = Symbol('not applicable');

type Compute = (ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId) => CriterionResult;

/**
 * One value criterion's results for the whole field, kept as the values alone. `get`
 * answers with a result whose value is at hand and whose contributions, note or reason
 * come from the criterion computing that participant again when first read (criteria are
 * pure functions of the context, and the context keeps what they share).
 *
 * Why: ranking reads only the values. Keeping a result object per participant and column
 * (170,000 for a 5,000-player, 34-column list, 18 MB with their tables) made the
 * young-generation GC copy all of them, a fifth of the evaluation's time.
 *
 * Behaves as a Map in insertion order; the first change (set, delete, clear) turns it into
 * an ordinary table of the results it holds.
 */
export class ComputedColumn implements Map<PlayerId, CriterionResult> {
  readonly [Symbol.toStringTag] = 'ComputedColumn';
  private readonly ids: PlayerId[] = [];
  /** The value by participant, or NOT_APPLICABLE; nothing for a participant not in the column. */
  private readonly kept: (Rational | typeof NOT_APPLICABLE)[] = [];
  /** Results computed again for their contributions, note or reason. */
  private readonly full = new Map<PlayerId, CriterionResult>();
  private changed: PlayerMap<CriterionResult> | undefined;

  /** `column`, when given, computes the whole field's values at once (CriterionDefinition's `column`). */
  constructor(
    players: readonly PlayerId[],
    private readonly compute: Compute,
    private readonly ctx: TiebreakContext,
    private readonly spec: CriterionSpec,
    column?: ColumnCompute,
  ) {
    const values = column?.(ctx, spec, players);
    for (let i = 0; i < players.length; i++) {
      const id = players[i]!;
      if (this.kept[id] === undefined) this.ids.push(id);
      if (values) {
        this.kept[id] = values[i]!;
        continue;
      }
      const result = compute(ctx, spec, id);
      this.kept[id] = result.kind === 'value' ? result.value : NOT_APPLICABLE;
    }
  }

  /** The participant's result, computed again by the criterion; checked against the value kept. */
  fullResult(id: PlayerId): CriterionResult {
    let result = this.full.get(id);
    if (!result) {
      result = this.compute(this.ctx, this.spec, id);
      const kept = this.kept[id];
      if (result.kind === 'value' ? kept === NOT_APPLICABLE || !kept?.eq(result.value) : kept !== NOT_APPLICABLE) {
        throw new Error(`${this.spec.text} gave participant ${id} a different result when computed again: criteria must be pure`);
      }
      this.full.set(id, result);
    }
    return result;
  }

  get size(): number {
    return this.changed ? this.changed.size : this.ids.length;
  }

  get(id: PlayerId): CriterionResult | undefined {
    if (this.changed) return this.changed.get(id);
    const value = this.kept[id];
    if (value === undefined) return undefined;
    return value === NOT_APPLICABLE ? new ColumnNotApplicable(this, id) : new ColumnValue(this, id, value);
  }

  has(id: PlayerId): boolean {
    return this.changed ? this.changed.has(id) : this.kept[id] !== undefined;
  }

  set(id: PlayerId, result: CriterionResult): this {
    this.table().set(id, result);
    return this;
  }

  delete(id: PlayerId): boolean {
    return this.table().delete(id);
  }

  clear(): void {
    this.table().clear();
  }

  forEach(callback: (result: CriterionResult, id: PlayerId, map: Map<PlayerId, CriterionResult>) => void, thisArg?: unknown): void {
    for (const [id, result] of this.entries()) callback.call(thisArg, result, id, this);
  }

  *entries(): MapIterator<[PlayerId, CriterionResult]> {
    if (this.changed) {
      yield* this.changed.entries();
      return;
    }
    for (const id of this.ids) yield [id, this.get(id)!];
  }

  *keys(): MapIterator<PlayerId> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<CriterionResult> {
    for (const [, result] of this.entries()) yield result;
  }

  [Symbol.iterator](): MapIterator<[PlayerId, CriterionResult]> {
    return this.entries();
  }

  private table(): PlayerMap<CriterionResult> {
    this.changed ??= new PlayerMap(this.ids.map((id) => [id, this.fullResult(id)]));
    return this.changed;
  }
}

/** A value as ComputedColumn hands it out: the value at once, the rest when read. */
class ColumnValue {
  readonly kind = 'value' as const;

  constructor(
    private readonly column: ComputedColumn,
    private readonly player: PlayerId,
    readonly value: Rational,
  ) {}

  get contributions(): Contribution[] {
    return (this.column.fullResult(this.player) as Extract<CriterionResult, { kind: 'value' }>).contributions;
  }

  get note(): string | undefined {
    return (this.column.fullResult(this.player) as Extract<CriterionResult, { kind: 'value' }>).note;
  }

  get noteWords(): EngineWords | undefined {
    return (this.column.fullResult(this.player) as Extract<CriterionResult, { kind: 'value' }>).noteWords;
  }

  toJSON(): object {
    return plain(this.column.fullResult(this.player));
  }
}

class ColumnNotApplicable {
  readonly kind = 'n/a' as const;

  constructor(
    private readonly column: ComputedColumn,
    private readonly player: PlayerId,
  ) {}

  get reason(): string {
    return (this.column.fullResult(this.player) as Extract<CriterionResult, { kind: 'n/a' }>).reason;
  }

  get reasonWords(): EngineWords | undefined {
    return (this.column.fullResult(this.player) as Extract<CriterionResult, { kind: 'n/a' }>).reasonWords;
  }

  toJSON(): object {
    return plain(this.column.fullResult(this.player));
  }
}

/** A result as the plain object it stands for (for JSON). */
function plain(result: CriterionResult): object {
  if (result.kind === 'n/a') return { kind: result.kind, reason: result.reason };
  const { kind, value, contributions, note } = result;
  return note === undefined ? { kind, value, contributions } : { kind, value, contributions, note };
}
