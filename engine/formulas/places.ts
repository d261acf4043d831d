import type { Rational } from '../arith';
import type { Player, PlayerId } from '../model';

export interface Place {
  rank: number;
  /** Last place of a shared range (3–7); equals rank when alone. */
  lastRank: number;
}

/**
 * Places on points alone, tied players sharing (VCF Encl. 1 4.b: "Tiebreaks shall not be
 * used to award Grand Prix Points"): competition ranks over the given players, who come
 * in standings order (kept among equals).
 */
export function placesOnPoints(players: readonly Player[], scores: ReadonlyMap<PlayerId, Rational>): Map<PlayerId, Place> {
  const score = (p: Player) => scores.get(p.id)!;
  const ordered = players.map((p, i) => ({ p, i })).sort((a, b) => score(b.p).cmp(score(a.p)) || a.i - b.i);
  const places = new Map<PlayerId, Place>();
  let start = 0;
  while (start < ordered.length) {
    let end = start;
    while (end + 1 < ordered.length && score(ordered[end + 1]!.p).eq(score(ordered[start]!.p))) end++;
    for (let k = start; k <= end; k++) places.set(ordered[k]!.p.id, { rank: start + 1, lastRank: end + 1 });
    start = end + 1;
  }
  return places;
}

/** "1", or "3–7" for a shared place. */
export function formatPlace(place: Place): string {
  return place.lastRank > place.rank ? `${place.rank}–${place.lastRank}` : String(place.rank);
}
