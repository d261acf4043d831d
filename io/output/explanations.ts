import type { Evaluation, PlayerId, SplitStep } from '../../engine';
import { decimalCommaText } from '../render/words';
import { RESULT_WORDS, type ResultWords } from './result-words';
import { reasonText } from './result-words/engine-words';

/**
 * One line per tie the list had to resolve — how each tie was resolved:
 *   "BH/C1 — Costa, Clara (3) 13 > Dahl, David (4) 11.5 > Adams, Alice (1) = Petrov, Pavel (16) 11"
 *   "BH — Adams, Alice (1) = Petrov, Pavel (16) 12.5: still tied (equal values)"
 * The first criterion's ordering of the whole field is not a tie and is left out.
 */
export function explainSplits(evaluation: Pick<Evaluation, 'crosstable' | 'splits'>): string[] {
  const name = new Map(evaluation.crosstable.players.map((p) => [p.id, p.name]));
  const fieldSize = evaluation.crosstable.players.length;
  return evaluation.splits.filter((step) => !(step.index === 0 && step.group.length === fieldSize)).map((step) => splitLine(step, name));
}

/**
 * One step of the ranking in a line (explainSplits): the criterion, then its subgroups best first
 * with their value. A subgroup left tied on different values — a direct encounter whose
 * conditions are not met (C.07 6.3: not everybody met and nobody stays alone on top; "if all
 * met") — shows each member's value, and a step that separated nobody that way says the
 * criterion did not apply, and why. In English, unless the audit report asks for its language
 * (`words`: the words and a decimal comma; the reason is the engine's words, as it is).
 */
export function splitLine(step: SplitStep, name: ReadonlyMap<PlayerId, string>, words: ResultWords = RESULT_WORDS.en): string {
  const valueOf = (id: PlayerId) => {
    const value = step.values.get(id);
    return value && decimalCommaText(value, words);
  };
  const subgroup = (ids: PlayerId[]) => {
    if (tiedOnUnequalValues(step, ids)) return ids.map((id) => `${name.get(id) ?? id} (${id}) ${valueOf(id) || '–'}`).join(' = ');
    const value = valueOf(ids[0]!);
    return `${ids.map((id) => `${name.get(id) ?? id} (${id})`).join(' = ')}${value ? ` ${value}` : ''}`;
  };
  const ordering = step.outcome.map(subgroup).join(' > ');
  const { split } = words.report;
  const reason = reasonText(words, step.reason, step.reasonWords);
  if (step.outcome.length === 1) {
    const why = reason ? ` (${reason})` : '';
    return `${step.criterion} — ${ordering}${words.explain.colon}${split.stillTied}${tiedOnUnequalValues(step, step.group) ? `, ${split.didNotApply(step.criterion)}${why}` : why}`;
  }
  return `${step.criterion} — ${ordering}${reason ? ` (${reason})` : ''}`;
}

/**
 * Whether participants a criterion of the list left tied have different values: it compared
 * them but did not apply (DE under C.07 6.3 or "if all met"), as opposed to equal values.
 * What follows the list (a play-off, lots) is not a criterion that applies or not.
 */
export function tiedOnUnequalValues(step: Pick<SplitStep, 'values' | 'index'>, ids: readonly PlayerId[]): boolean {
  if (step.index < 0) return false;
  const first = step.values.get(ids[0]!);
  return ids.some((id) => step.values.get(id) !== first);
}
