import { explainPair, explainPlayer, type Explained } from '../../io';
import { stringsFor } from '../strings';
import { resultWordsFor } from './result-words';
import type { ExplainRequest } from './run-messages';

/*
 * "Why is A above B" in the task pane: the worker keeps the last run's ranking (players or
 * teams) and answers with `regula explain`'s words (io/output/explain.ts), so a click in the
 * standings needs no second run and a 5,000-player event is explained pair by pair, on demand —
 * in the pane's language, as `regula explain --lang` says it (io/output/result-words/).
 * An event in sections keeps every section's ranking: starting numbers are per section, so the
 * question names the section (the pane's section chooser), as `regula explain --section` does.
 */
let last: Explained | undefined;
let sections = new Map<string, Explained>();

/** The ranking of the run that just finished, kept for the questions that follow it; for an event in sections, each section's by name. */
export function keepForExplain(evaluation: Explained | undefined, bySection?: ReadonlyMap<string, Explained>): void {
  last = evaluation;
  sections = new Map(bySection ?? []);
}

export function explainLast(request: ExplainRequest): string[] {
  const strings = stringsFor(request.paneLanguage);
  if (!last) return [strings.run.explainFirst];
  const ranked = request.section === undefined ? last : sections.get(request.section);
  if (!ranked) return [strings.run.explainUnknownSection(request.section!)];
  const known = (id: number) => ranked.standings.some((s) => s.player === id);
  if (!known(request.player) || (request.other !== undefined && !known(request.other))) return [strings.run.explainUnknown];
  const words = resultWordsFor(request.paneLanguage);
  return request.other === undefined
    ? explainPlayer(ranked, request.player, words)
    : explainPair(ranked, request.player, request.other, words);
}
