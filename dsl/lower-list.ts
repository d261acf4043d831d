import { CRITERIA, type AfterTiebreaks, type CriterionSpec, type Edition } from '../engine';
import type { AfterClause, TiebreakItem } from './ast';
import { isRankingScore, resolveListItem } from './criteria';

/**
 * A criterion list: resolved specs (points items dropped: they rank first anyway) and what
 * decides after it. `manual from column "…"` inside the list is the registry's manual
 * criterion reading that column, wherever it stands (DrA lists end with it; a `then` line
 * may still follow); ties it leaves are shared unless the `then` line says otherwise.
 */
export function lowerList(
  items: readonly TiebreakItem[],
  after: AfterClause | undefined,
  edition: Edition,
  event: { teamEvent: boolean; teamScore: 'match-points' | 'game-points' | undefined } = { teamEvent: false, teamScore: undefined },
): { specs: CriterionSpec[]; after: AfterTiebreaks } {
  const specs: CriterionSpec[] = [];
  for (const item of items) {
    if (item.entry.kind === 'manual-column') {
      const column = item.entry.column.value;
      specs.push({ code: manualCode(), column, text: `manual from column "${column}"` });
      continue;
    }
    const resolved = resolveListItem(item.entry, event.teamEvent, edition);
    if (!resolved.ok) throw new Error(`lowering a file with errors: ${resolved.diagnostics[0]?.message}`);
    if (!isRankingScore(resolved.definition, event.teamScore)) specs.push(resolved.spec);
  }
  return { specs, after: (after && lowerAfter(after)) ?? { kind: 'shared' } };
}

/** The registry's manual criterion (family "manual"). */
function manualCode(): string {
  return CRITERIA.find((d) => d.family === 'manual')!.code;
}

export function lowerAfter(after: AfterClause): AfterTiebreaks {
  switch (after.rule) {
    case 'lots':
      return after.seed ? { kind: 'lots', seed: after.seed.value } : { kind: 'lots' };
    case 'manual':
      return { kind: 'manual', column: after.column.value };
    default:
      return { kind: after.rule };
  }
}
