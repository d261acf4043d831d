import { Rational } from '../arith';
import type { EngineIssue, GrandPrix, PlayerId } from '../model';
import { countBest } from './evaluate-formula';
import { formatValue } from './formula-text';
import type { GrandPrixResult } from './grand-prix';
import { placesOnPoints, type Place } from './places';

export interface AccumulatedPoints {
  total: Rational;
  /** counted[i]: whether entries[i] counts (best N events). */
  counted: boolean[];
  /** "GSQT 1 32.296 + GSQT 3 17.5776 = 49.8736" (events not counted named after). */
  text: string;
}

/**
 * A player's points over several events (VCF Part 2 §1: "a team whose players play in all
 * 3 GSQTs earns points from playing in all 3 events"): the sum, or the best N events when
 * the article says `accumulate best N over events` (equal points: the earlier event counts).
 */
export function accumulatePoints(
  entries: readonly { event: string; points: Rational }[],
  rule: GrandPrix['accumulation'],
): AccumulatedPoints {
  const best = rule?.kind === 'best' ? rule.count : entries.length;
  const counted = countBest(
    entries.map((e) => e.points),
    best,
  );
  const total = Rational.sum(entries.filter((_, i) => counted[i]).map((e) => e.points));
  const used = entries.filter((_, i) => counted[i]).map((e) => `${e.event} ${formatValue(e.points)}`);
  const left = entries.filter((_, i) => !counted[i]).map((e) => `${e.event} ${formatValue(e.points)}`);
  const sum = used.length > 1 ? `${used.join(' + ')} = ${formatValue(total)}` : used.length === 1 ? used[0]! : '0';
  return { total, counted, text: left.length > 0 ? `${sum} (best ${best}; not counted: ${left.join(', ')})` : sum };
}

export interface SeasonGrandPrixPlayer {
  /** The id column's value. */
  id: string;
  /** The name in the latest event. */
  name: string;
  events: { event: string; player: PlayerId; points: Rational; counted: boolean }[];
  total: Rational;
  place: Place;
  audit: string;
}

export interface SeasonGrandPrixResult {
  name: string;
  events: string[];
  shownDecimals?: number;
  /** By total points, tied players sharing places (no tie-breaks). */
  players: SeasonGrandPrixPlayer[];
  issues: EngineIssue[];
}

/** One grand prix over the events of a season, players matched by the id column. */
export function accumulateGrandPrix(
  gp: GrandPrix,
  events: readonly { label: string; result: GrandPrixResult; ids: ReadonlyMap<PlayerId, string> }[],
): SeasonGrandPrixResult {
  const byId = new Map<string, { name: string; entries: { event: string; player: PlayerId; points: Rational }[] }>();
  for (const { label, result, ids } of events) {
    for (const entry of result.players) {
      const id = ids.get(entry.player);
      if (id === undefined) continue;
      const player = byId.get(id) ?? { name: entry.name, entries: [] };
      player.name = entry.name;
      player.entries.push({ event: label, player: entry.player, points: entry.points });
      byId.set(id, player);
    }
  }
  const players = [...byId].map(([id, p]) => {
    const accumulated = accumulatePoints(p.entries, gp.accumulation);
    return {
      id,
      name: p.name,
      events: p.entries.map((e, i) => ({ ...e, counted: accumulated.counted[i]! })),
      total: accumulated.total,
      audit: `${p.name}: ${accumulated.text}`,
    };
  });
  // Places on the season total, shared when equal, as in each event (VCF Encl. 1 4.b).
  const places = placesOnPoints(
    players.map((_, i) => i),
    new Map(players.map((p, i) => [i, p.total])),
  );
  const ordered = players
    .map((p, i) => ({ ...p, place: places.get(i)! }))
    .sort((a, b) => a.place.rank - b.place.rank || a.name.localeCompare(b.name));
  const result: SeasonGrandPrixResult = { name: gp.name, events: events.map((e) => e.label), players: ordered, issues: [] };
  if (gp.shownDecimals !== undefined) result.shownDecimals = gp.shownDecimals;
  return result;
}
