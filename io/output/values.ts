import type { CriterionResult, EvaluatedColumn, Evaluation, PlayerId, Standing } from '../../engine';

/** Place text: "3" or "3–5" for a shared place. */
export function placeText(standing: Standing): string {
  return standing.lastRank > standing.rank ? `${standing.rank}–${standing.lastRank}` : String(standing.rank);
}

/**
 * A column's value for one participant at the output edge: a number (exact values are
 * halves, quarters or values the criterion already rounded), or null when the criterion
 * does not apply. A type-A column (DE) gives the participant's position inside the tied
 * group it separated (1 = best, 0 = not separated), as the reference server reports it.
 */
export function exportValue(evaluation: Evaluation, column: EvaluatedColumn, player: PlayerId): number | null {
  if (column.definition.compute.kind === 'group') return groupPosition(evaluation, column, player);
  const result = column.values.get(player);
  return result && result.kind === 'value' ? result.value.toNumber() : null;
}

/** Display text of a column's value ("12.5", "n/a", DE: points among the tied group). */
export function displayValue(column: EvaluatedColumn, player: PlayerId): string {
  const result: CriterionResult | undefined = column.values.get(player);
  if (!result) return '';
  return result.kind === 'value' ? result.value.toDecimalString() : 'n/a';
}

function groupPosition(evaluation: Evaluation, column: EvaluatedColumn, player: PlayerId): number {
  const index = evaluation.columns.indexOf(column);
  const step = evaluation.splits.find((s) => s.index === index && s.group.includes(player));
  if (!step || step.outcome.length < 2) return 0;
  let position = 1;
  for (const sub of step.outcome) {
    if (sub.includes(player)) return position;
    position += sub.length;
  }
  return 0;
}
