import { explainPair, explainPlayer, type Explained } from '../../io';
import { strings } from '../strings';
import type { ExplainRequest } from './run-messages';

/*
 * "Why is A above B" in the task pane: the worker keeps the last run's ranking (players or
 * teams) and answers with `regula explain`'s words (io/output/explain.ts), so a click in the
 * standings needs no second run and a 5,000-player event is explained pair by pair, on demand.
 */
let last: Explained | undefined;

/** The ranking of the run that just finished, kept for the questions that follow it. */
export function keepForExplain(evaluation: Explained | undefined): void {
  last = evaluation;
}

export function explainLast(request: ExplainRequest): string[] {
  if (!last) return [strings.run.explainFirst];
  const known = (id: number) => last!.standings.some((s) => s.player === id);
  if (!known(request.player) || (request.other !== undefined && !known(request.other))) return [strings.run.explainUnknown];
  return request.other === undefined ? explainPlayer(last, request.player) : explainPair(last, request.player, request.other);
}
