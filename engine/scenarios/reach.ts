import type { CriterionSpec, PlayerId, PlayerMap } from '../model';
import type { CriterionDefinition } from '../tiebreaks/definition';
import { findCriterion } from '../tiebreaks/registry';

/**
 * How far a criterion's value reaches into the results of a round: 0 when it reads only
 * the participant's own games (and the games among the tied, C.07 4.3 types A, B, D), 1
 * when it reads the opponents' final results (type C: Buchholz, Sonneborn-Berger), 2 when
 * it reads the opponents' opponents' (type CC: AOB). `Infinity` when not known: every
 * board of the round then matters. `regula scenarios` enumerates only the boards within
 * reach of the contenders.
 */
export function resultReach(definition: CriterionDefinition): number {
  switch (definition.fideType) {
    case 'A':
    case 'B':
    case 'D':
    case 'DB':
      return 0;
    case 'C':
    case 'BC':
    case 'DC':
      return 1;
    case 'CC':
      return 2;
    default:
      return REACH_BY_CODE[definition.code] ?? REACH_BY_FAMILY[definition.family] ?? Infinity;
  }
}

/** The reach of a whole list: its farthest criterion (points reach 0). */
export function listReach(tiebreaks: readonly CriterionSpec[]): number {
  let reach = 0;
  for (const spec of tiebreaks) {
    const definition = findCriterion(spec.code);
    reach = Math.max(reach, definition ? resultReach(definition) : Infinity);
  }
  return reach;
}

/** Criteria without a C.07 type whose reach differs from their family's. */
const REACH_BY_CODE: Readonly<Record<string, number>> = {
  // Sum of the opponents' Buchholz values (criteria-other.ts): the opponents' opponents.
  SOB: 2,
  // Result between the tied players (US Chess 34E): their own games.
  RBTP: 0,
  // Voluntarily unplayed rounds: own records only (C.07 16.1.2).
  VUR: 0,
  // Average Buchholz / Fore Buchholz of the opponents (the reference server's diagnostics).
  ABH: 2,
  AFB: 2,
  // Opposition performance (US Chess 34E): the opponents' results against their own opponents.
  OPERF: 1,
  // Ratings alone: average ratings, reduced or full (FMJD), known before the round.
  USARO: 0,
  FARO: 0,
  RARO: 0,
};

/** Families whose members read the same depth of results (CriterionDefinition.family). */
const REACH_BY_FAMILY: Readonly<Partial<Record<CriterionDefinition['family'], number>>> = {
  score: 0,
  'own-results': 0,
  manual: 0,
  buchholz: 1,
  'sonneborn-berger': 1,
};

/**
 * The players within `reach` steps of `starts` through the opponents (their own, for Buchholz;
 * their opponents' too, for AOB): whose results a tie-break of `starts` can read.
 */
export function playersWithinReach(starts: readonly PlayerId[], opponents: PlayerMap<PlayerId[]>, reach: number): Set<PlayerId> {
  const within = new Set<PlayerId>(starts);
  let frontier: PlayerId[] = [...starts];
  for (let step = 0; step < reach && frontier.length > 0; step++) {
    const next: PlayerId[] = [];
    for (const id of frontier)
      for (const opponent of opponents.get(id) ?? [])
        if (!within.has(opponent)) {
          within.add(opponent);
          next.push(opponent);
        }
    frontier = next;
  }
  return within;
}
