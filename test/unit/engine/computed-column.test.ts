import { describe, expect, it } from 'vitest';
import { DEFAULT_UNPLAYED_OPTIONS, Rational, TiebreakContext, valueResult, notApplicable, type CriterionResult } from '../../../engine';
import { ComputedColumn } from '../../../engine/computed-column';
import { spec } from '../../support/evaluate';
import { generateSwiss } from '../../support/generate-crosstable';

const crosstable = generateSwiss({ players: 12, rounds: 5, seed: 3 });
const ctx = new TiebreakContext(crosstable, crosstable.pointSystem, 'fide-2024', DEFAULT_UNPLAYED_OPTIONS);
const ids = crosstable.players.map((p) => p.id);
// Odd starting numbers get their number as value, even ones are not applicable.
const byNumber = (_ctx: TiebreakContext, _spec: unknown, id: number): CriterionResult =>
  id % 2 ? valueResult(Rational.of(id), [], `note ${id}`) : notApplicable(`even ${id}`);

describe('ComputedColumn', () => {
  it('answers like the Map of the results it was built from', () => {
    const column = new ComputedColumn(ids, byNumber, ctx, spec('PTS'));
    const map = new Map(ids.map((id) => [id, byNumber(ctx, undefined, id)]));
    expect(column.size).toBe(map.size);
    expect([...column.keys()]).toEqual([...map.keys()]);
    for (const id of [...ids, 0, 99]) {
      expect(column.has(id)).toBe(map.has(id));
      expect(JSON.stringify(column.get(id))).toEqual(JSON.stringify(map.get(id)));
    }
    const one = column.get(1)!;
    expect(one.kind === 'value' && [one.value.toString(), one.note, one.contributions]).toEqual(['1', 'note 1', []]);
    const two = column.get(2)!;
    expect(two.kind === 'n/a' && two.reason).toBe('even 2');
  });

  it('becomes an ordinary table when changed', () => {
    const column = new ComputedColumn(ids, byNumber, ctx, spec('PTS'));
    column.delete(3);
    column.set(100, notApplicable('added'));
    expect(column.has(3)).toBe(false);
    expect(column.get(100)).toEqual(notApplicable('added'));
    expect([...column.keys()]).toEqual([...ids.filter((id) => id !== 3), 100]);
  });

  it('refuses a criterion that gives another value when computed again', () => {
    let calls = 0;
    const impure = () => valueResult(Rational.of(calls++));
    const column = new ComputedColumn([1], impure, ctx, spec('PTS'));
    const result = column.get(1)!;
    expect(() => result.kind === 'value' && result.contributions).toThrow(/must be pure/);
  });
});
