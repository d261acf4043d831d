import {
  DEFAULT_UNPLAYED_OPTIONS,
  evaluate,
  parseCriterionSpecifier,
  type AfterTiebreaks,
  type Crosstable,
  type CriterionSpec,
  type Edition,
  type Evaluation,
} from '../../engine';

export function spec(text: string): CriterionSpec {
  const outcome = parseCriterionSpecifier(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.spec;
}

export function evaluateList(
  crosstable: Crosstable,
  list: string[],
  edition: Edition,
  after: AfterTiebreaks = { kind: 'shared' },
): Evaluation {
  return evaluate(crosstable, { name: 'test', edition, unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks: list.map(spec), after });
}

/** The value of one column for one player, as a decimal string ("n/a" when not applicable). */
export function valueOf(evaluation: Evaluation, column: string, player: number): string {
  const col = evaluation.columns.find((c) => c.header === column);
  if (!col) throw new Error(`no column ${column}`);
  const result = col.values.get(player);
  if (!result) throw new Error(`no value for ${player} in ${column}`);
  return result.kind === 'value' ? result.value.toDecimalString() : 'n/a';
}
