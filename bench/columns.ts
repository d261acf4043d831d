/**
 * Per-column breakdown for `BENCH_COLUMNS=1 npm run bench`: where the time of one list
 * goes. It does what evaluate() does, column by column in list order, with a stopwatch
 * around each: a column's time is what it adds after the columns before it (BH/C1 reuses
 * the opponent values BH computed, AOB every BH), then the ranking over all of them.
 */
import {
  ComputedColumn,
  DEFAULT_UNPLAYED_OPTIONS,
  findCriterion,
  parseCriterionSpecifier,
  rankParticipants,
  TiebreakContext,
  type Crosstable,
  type Edition,
  type RankingCriterion,
} from '../engine';

/** Milliseconds per column header (and "ranking"), one entry per run. */
export function timeColumns(crosstable: Crosstable, list: string, edition: Edition, runs: number): Map<string, number[]> {
  const samples = new Map<string, number[]>();
  const record = (label: string, ms: number) => {
    const list = samples.get(label) ?? [];
    list.push(ms);
    samples.set(label, list);
  };
  const ids = crosstable.players.map((p) => p.id);
  for (let run = 0; run < runs; run++) {
    const ctx = new TiebreakContext(crosstable, crosstable.pointSystem, edition, DEFAULT_UNPLAYED_OPTIONS);
    const criteria: RankingCriterion[] = [];
    for (const text of list.split(' ')) {
      const outcome = parseCriterionSpecifier(text);
      if (!outcome.ok) throw new Error(outcome.message);
      const definition = findCriterion(outcome.spec.code)!;
      const criterion: RankingCriterion = { spec: outcome.spec, definition, ctx };
      const start = performance.now();
      if (definition.compute.kind === 'value') {
        criterion.values = new ComputedColumn(ids, definition.compute.value, ctx, outcome.spec);
      }
      record(text, performance.now() - start);
      criteria.push(criterion);
    }
    // Group criteria (DE) are computed here, inside the groups still tied.
    const start = performance.now();
    rankParticipants(crosstable.players, criteria, { kind: 'shared' });
    record('ranking', performance.now() - start);
  }
  return samples;
}
