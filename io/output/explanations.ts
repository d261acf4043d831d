import type { Evaluation, PlayerId, SplitStep } from '../../engine';

/**
 * One line per tie the list had to resolve — "how each tie was resolved" (product.md):
 *   "BH/C1 — Costa, Clara (3) 13 > Dahl, David (4) 11.5 > Adams, Alice (1) = Petrov, Pavel (16) 11"
 *   "BH — Adams, Alice (1) = Petrov, Pavel (16) 12.5: still tied (equal values)"
 * The first criterion's ordering of the whole field is not a tie and is left out.
 */
export function explainSplits(evaluation: Pick<Evaluation, 'crosstable' | 'splits'>): string[] {
  const name = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  const fieldSize = evaluation.crosstable.players.length;
  return evaluation.splits.filter((step) => !(step.index === 0 && step.group.length === fieldSize)).map((step) => splitLine(step, name));
}

/** One step of the ranking in a line (explainSplits): the criterion, then its subgroups best first with their value. */
export function splitLine(step: SplitStep, name: ReadonlyMap<PlayerId, string>): string {
  const subgroup = (ids: PlayerId[]) => {
    const value = step.values.get(ids[0]!);
    return `${ids.map((id) => `${name.get(id) ?? id} (${id})`).join(' = ')}${value ? ` ${value}` : ''}`;
  };
  const ordering = step.outcome.map(subgroup).join(' > ');
  if (step.outcome.length === 1) return `${step.criterion} — ${ordering}: still tied${step.reason ? ` (${step.reason})` : ''}`;
  return `${step.criterion} — ${ordering}${step.reason ? ` (${step.reason})` : ''}`;
}
