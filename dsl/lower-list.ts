import type { AfterTiebreaks, CriterionSpec } from '../engine';
import type { AfterClause, TiebreakItem } from './ast';
import { resolveCriterion } from './criteria';

/** A criterion list: resolved specs (points items dropped: they rank first anyway) and what decides after it. */
export function lowerList(
  items: readonly TiebreakItem[],
  after: AfterClause | undefined,
): { specs: CriterionSpec[]; after: AfterTiebreaks } {
  const specs: CriterionSpec[] = [];
  let manual: AfterTiebreaks | undefined;
  for (const item of items) {
    if (item.entry.kind === 'manual-column') {
      manual = { kind: 'manual', column: item.entry.column.value };
      continue;
    }
    const resolved = resolveCriterion(item.entry);
    if (!resolved.ok) throw new Error(`lowering a file with errors: ${resolved.diagnostics[0]?.message}`);
    if (resolved.definition.family !== 'score') specs.push(resolved.spec);
  }
  return { specs, after: (after && lowerAfter(after)) ?? manual ?? { kind: 'shared' } };
}

export function lowerAfter(after: AfterClause): AfterTiebreaks {
  switch (after.rule) {
    case 'lots':
      return { kind: 'lots', seed: after.seed.value };
    case 'manual':
      return { kind: 'manual', column: after.column.value };
    default:
      return { kind: after.rule };
  }
}
