import type { Crosstable } from './crosstable';
import type { TeamEvent } from './team-event';

/**
 * Any event a reader can hand the engine: players ranked from their crosstable, or teams
 * ranked from their matches (C.07 arts. 11–13). The readers say which; evaluateEvent ranks
 * either.
 */
export type TournamentEvent = { kind: 'individual'; crosstable: Crosstable } | { kind: 'team'; teams: TeamEvent };

export function individualEvent(crosstable: Crosstable): TournamentEvent {
  return { kind: 'individual', crosstable };
}

export function teamEvent(teams: TeamEvent): TournamentEvent {
  return { kind: 'team', teams };
}

/** What the event holds, whichever kind: its crosstable or its team event (both carry the source's `meta`). */
export function eventBody(event: TournamentEvent): Crosstable | TeamEvent {
  return event.kind === 'individual' ? event.crosstable : event.teams;
}

/** The event's start date (TRF 042), for the edition in force on it. */
export function startDateOf(event: TournamentEvent): string | undefined {
  return eventBody(event).meta['startDate'];
}
