import { evaluate } from './evaluate';
import { evaluateTeamEvent, type TeamEvaluation } from './evaluate-team-event';
import type { Evaluation } from './evaluation';
import type { Regulation, TournamentEvent } from './model';

/** An event as ranked: the evaluation of its players, or of its teams. */
export type EventEvaluation = { kind: 'individual'; evaluation: Evaluation } | { kind: 'team'; evaluation: TeamEvaluation };

/**
 * The engine's one entry point for a run: ranks any event under a regulation — players by
 * evaluate() (withdrawal rules first, then the list), teams by evaluateTeamEvent() (C.07
 * arts. 11–13). Pure and deterministic, like both.
 */
export function evaluateEvent(event: TournamentEvent, regulation: Regulation): EventEvaluation {
  return event.kind === 'individual'
    ? { kind: 'individual', evaluation: evaluate(event.crosstable, regulation) }
    : { kind: 'team', evaluation: evaluateTeamEvent(event.teams, regulation) };
}
