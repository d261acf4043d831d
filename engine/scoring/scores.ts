import { Rational } from '../arith';
import { PlayerMap, pointsFor, type Crosstable, type PlayerId, type PointSystem } from '../model';

/** A participant's points per round and running total. */
export interface ScoreLine {
  /** points[r - 1]: points awarded in round r. */
  readonly perRound: Rational[];
  /** cumulative[r - 1]: score after round r (C.07 7.5 progressive scores). */
  readonly cumulative: Rational[];
  readonly total: Rational;
}

/**
 * Scores every participant with the given point system (the crosstable's own by default); a
 * round the regulation scores apart (crosstable.roundScoring) by its own.
 */
export function computeScores(crosstable: Crosstable, system: PointSystem = crosstable.pointSystem): Map<PlayerId, ScoreLine> {
  const lines = new PlayerMap<ScoreLine>();
  const byRound = crosstable.roundScoring;
  for (const player of crosstable.players) {
    const rounds = player.rounds;
    const perRound: Rational[] = [];
    let total = Rational.ZERO;
    for (let i = 0; i < rounds.length; i++) {
      const points = pointsFor(rounds[i]!, byRound?.[i] ?? system);
      perRound.push(points);
      total = total.add(points);
    }
    lines.set(player.id, new Line(perRound, total));
  }
  return lines;
}

/**
 * The running totals are summed when first read: only the progressive-score criteria need
 * them, and every context (FB builds a second one) scores the whole field.
 */
class Line implements ScoreLine {
  private running: Rational[] | undefined;

  constructor(
    readonly perRound: Rational[],
    readonly total: Rational,
  ) {}

  get cumulative(): Rational[] {
    if (!this.running) {
      let sum = Rational.ZERO;
      this.running = this.perRound.map((points) => (sum = sum.add(points)));
    }
    return this.running;
  }
}
