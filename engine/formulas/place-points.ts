import { Rational } from '../arith';
import type { PlacePoints } from '../model';
import { formatValue } from './formula-text';
import { formatPlace, type Place } from './places';

export type PlacePointsOutcome = { ok: true; value: Rational; text: string } | { ok: false; reason: string };

/** The most places an audit line lists one by one; a longer shared range is summed in one term. */
const LISTED = 10;

/**
 * Grand-prix points read from a table by place (a club grand prix: "Dabei erhält der Erste 10
 * GP-Punkte, der Zweite 8 …", SC Hattersheim; "10 points for first place, 9 for second, down
 * to 1 point for 10th", Kāpiti Chess Club). Players sharing a place range score as the
 * regulation says — the points of the places averaged, or each the higher — never a guess:
 * a shared range under a table without a sharing rule is an error. One outcome per range,
 * computed once (a range's sum is the table's part plus `others` times the places beyond).
 */
export class PlacePointsTable {
  private readonly ranges = new Map<string, PlacePointsOutcome>();

  constructor(private readonly table: PlacePoints) {}

  of(place: Place): PlacePointsOutcome {
    const key = formatPlace(place);
    let outcome = this.ranges.get(key);
    if (!outcome) {
      outcome = this.compute(place);
      this.ranges.set(key, outcome);
    }
    return outcome;
  }

  private valueAt(rank: number): Rational {
    return rank <= this.table.values.length ? this.table.values[rank - 1]! : this.table.others;
  }

  private describe(rank: number): string {
    return `place ${rank}: ${formatValue(this.valueAt(rank))}${rank > this.table.values.length ? this.beyond() : ''}`;
  }

  private beyond(): string {
    const size = this.table.values.length;
    return this.table.othersStated
      ? ` (beyond the table's ${size} places: others ${formatValue(this.table.others)})`
      : ` (beyond the table's ${size} places: 0, as the regulation states no "others")`;
  }

  private compute(place: Place): PlacePointsOutcome {
    if (place.lastRank === place.rank)
      return { ok: true, value: this.valueAt(place.rank), text: `points by place: ${this.describe(place.rank)}` };
    const range = formatPlace(place);
    const count = place.lastRank - place.rank + 1;
    const size = this.table.values.length;
    const inTable = Math.max(0, Math.min(place.lastRank, size) - place.rank + 1);
    const listed = this.table.values.slice(place.rank - 1, place.rank - 1 + inTable);
    const beyondCount = count - inTable;
    const values = [
      ...listed,
      ...(beyondCount > 0 && beyondCount + inTable <= LISTED ? Array<Rational>(beyondCount).fill(this.table.others) : []),
    ];
    const terms =
      values.length === count
        ? values.map(formatValue)
        : [...listed.map(formatValue), `${beyondCount} × ${formatValue(this.table.others)}`];
    const tail = place.lastRank > size ? this.beyond() : '';
    if (this.table.sharing === undefined)
      return {
        ok: false,
        reason: `places ${range} are shared and the grand prix does not say how shared places score ("shared places averaged" or "shared places take the higher")`,
      };
    if (this.table.sharing === 'average') {
      const sum = Rational.sum(listed).add(this.table.others.mul(Rational.of(beyondCount)));
      const value = sum.div(Rational.of(count));
      return {
        ok: true,
        value,
        text: `points by place: places ${range} shared, averaged: (${terms.join(' + ')}) / ${count} = ${formatValue(value)}${tail}`,
      };
    }
    {
      const candidates = beyondCount > 0 ? [...listed, this.table.others] : listed;
      const value = candidates.reduce((a, b) => (b.gt(a) ? b : a));
      return {
        ok: true,
        value,
        text: `points by place: places ${range} shared, each the higher of ${terms.join(', ')}: ${formatValue(value)}${tail}`,
      };
    }
  }
}
