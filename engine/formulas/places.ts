import type { Rational } from '../arith';
import type { PlayerId } from '../model';
import { rankOnValue, type Standing } from '../ranking';

/** A place in an order: rank, and the last place of a shared range (3–7); equal when alone. */
export type Place = Pick<Standing, 'rank' | 'lastRank'>;

/** The place of a standing, without what decided it. */
export function placeOf(standing: Standing): Place {
  return { rank: standing.rank, lastRank: standing.lastRank };
}

/**
 * Places on points alone, tied players sharing (VCF Encl. 1 4.b: "Tiebreaks shall not be
 * used to award Grand Prix Points"): the ranking's own competition ranks on one value.
 */
export function placesOnPoints(ids: readonly PlayerId[], points: ReadonlyMap<PlayerId, Rational>): Map<PlayerId, Place> {
  return new Map(rankOnValue(ids, (id) => points.get(id)!, 'points').map((s) => [s.player, placeOf(s)]));
}

/** "1", or "3–7" for a shared place. */
export function formatPlace(place: Place): string {
  return place.lastRank > place.rank ? `${place.rank}–${place.lastRank}` : String(place.rank);
}
