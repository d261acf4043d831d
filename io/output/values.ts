import type { CriterionResult, EvaluatedColumn, Evaluation, Place, PlayerId, Rational, SplitStep } from '../../engine';
import { RESULT_WORDS, type ResultWords } from './result-words';

/** Place (a standing's, a grand prix's, a team's): 3, or the text "3–5" for a shared place. */
export function placeCell(place: Place): number | string {
  return place.lastRank > place.rank ? `${place.rank}–${place.lastRank}` : place.rank;
}

/**
 * A value for a cell: a number when its decimal expansion terminates (every half,
 * quarter and rounded value — so the number is the exact value), else the exact
 * fraction as text ("1/3"), never a rounded binary approximation.
 */
export function cellNumber(value: Rational): number | string {
  const text = value.toDecimalString();
  return text.includes('/') ? text : Number(text);
}

/**
 * A value column's value for one participant at the output edge: a number (exact values are
 * halves, quarters or values the criterion already rounded), or null when the criterion does
 * not apply. A column that ranks tied groups (DE) gives positions instead (positionInStep).
 */
export function exportValue(column: EvaluatedColumn, player: PlayerId): number | null {
  const result = column.values.get(player);
  return result && result.kind === 'value' ? result.value.toNumber() : null;
}

/** A column's value for a cell: a number, "n/a" (in a language's words for the terminal's table), or empty (DE outside a tied group). */
export function displayValue(column: EvaluatedColumn, player: PlayerId, words: ResultWords = RESULT_WORDS.en): number | string | null {
  const result: CriterionResult | undefined = column.values.get(player);
  if (!result) return null;
  return result.kind === 'value' ? cellNumber(result.value) : words.notApplicable;
}

/** The step where the list's criterion at `index` ranked a tied group holding `player` (DE, EDE…); undefined when none did. */
export function groupStep(evaluation: Pick<Evaluation, 'splits'>, index: number, player: PlayerId): SplitStep | undefined {
  return evaluation.splits.find((s) => s.index === index && s.group.includes(player));
}

/** A participant's position inside the tied group a step separated (1 = best), 0 when the step left the group whole. */
export function positionInStep(step: SplitStep, player: PlayerId): number {
  if (step.outcome.length < 2) return 0;
  let position = 1;
  for (const sub of step.outcome) {
    if (sub.includes(player)) return position;
    position += sub.length;
  }
  return 0;
}

/**
 * The "Decided by" cell of a standing in words: the criterion that placed the participant
 * ("BH/C1", "lots"), or what happened to a tie the list left: "place shared", "play-off".
 * English (the sheets', CSV's and JSON's words) unless the terminal's table asks for a language;
 * an acronym is the same in every language.
 */
export function decidedByText(decidedBy: string, words: ResultWords = RESULT_WORDS.en): string {
  const decided = words.decided;
  switch (decidedBy) {
    case 'shared':
      return decided.shared;
    case 'alone':
      return decided.alone;
    case 'play-off':
      return decided.playOff;
    case 'play-off pending':
      return decided.playOffPending;
    case 'micro-match pending':
      return decided.microMatchPending;
    case 'lots':
      return decided.lots;
    default:
      return decidedBy.startsWith('manual: ') ? decided.manual(decidedBy.slice('manual: '.length)) : decidedBy;
  }
}
