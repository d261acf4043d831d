import { Rational } from '../arith';
import { PlayerMap, pointsFor, type Crosstable, type PlayerId, type PointSystem } from '../model';

/** A participant's points per round and running total. */
export interface ScoreLine {
  /** points[r - 1]: points awarded in round r. */
  perRound: Rational[];
  /** cumulative[r - 1]: score after round r (C.07 7.5 progressive scores). */
  cumulative: Rational[];
  total: Rational;
}

/** Scores every participant with the given point system (the crosstable's own by default). */
export function computeScores(crosstable: Crosstable, system: PointSystem = crosstable.pointSystem): Map<PlayerId, ScoreLine> {
  const lines = new PlayerMap<ScoreLine>();
  for (const player of crosstable.players) {
    const perRound: Rational[] = [];
    const cumulative: Rational[] = [];
    let total = Rational.ZERO;
    for (const record of player.rounds) {
      const points = pointsFor(record, system);
      perRound.push(points);
      total = total.add(points);
      cumulative.push(total);
    }
    lines.set(player.id, { perRound, cumulative, total });
  }
  return lines;
}
