import { Rational, roundTo } from '../arith';
import type { EngineIssue, GrandPrix, Player, PlayerId } from '../model';
import { evaluateFormula } from './evaluate-formula';
import { EventScope } from './event-scopes';
import type { EventFacts } from './event-facts';
import { describeComputation, LetBindings, type NamedValue } from './lets';
import { PlacePointsTable } from './place-points';
import { awardBonuses, grandPrixPlaces, shareFormulaPoints } from './grand-prix-places';
import { formatPlace, type Place } from './places';
import { uniqueIssues } from './scope';
import { pushAll } from '../collections';

export interface GrandPrixPlayer {
  player: PlayerId;
  name: string;
  /** The place the points go by: on points alone, or the final standings' under "points by final place". */
  place: Place;
  /** The points formula's value, exact. */
  base: Rational;
  bonus: Rational;
  /** base + bonus, exact: what accumulates over events and into team totals. */
  points: Rational;
  /** The points as shown ("shown to 4 decimals"); equal to `points` when nothing is stated. */
  shown: Rational;
  /** The player's own lets (SP) with their audit lines. */
  values: NamedValue[];
  /** "points = AR * SP * NoP / 1000 = 1831 * 0.7 * 16 / 1000 = 20.5072", "bonus 3: clear first". */
  audit: string[];
}

export interface GrandPrixResult {
  name: string;
  event: string;
  shownDecimals?: number;
  /** The points come from a table by place (`points by place 10, 8, 6, …`), not a formula. */
  byPlace?: boolean;
  /** The article's lets (AR, NoP) with their audit lines. */
  eventValues: NamedValue[];
  /** Every participant, in the order of the standings. */
  players: GrandPrixPlayer[];
  /** Players without points and why (took part in no round, a value could not be computed). */
  withoutPoints: { player: PlayerId; reason: string }[];
  issues: EngineIssue[];
}

/**
 * Grand-prix points of one event (VCF Encl. 1): the article's named values once, the
 * points formula per participant, exact; bonuses by place (grand-prix-places.ts). How tied
 * players score is the article's `tiedPlayers` rule: on points alone (4.b, "no tie-breaks"),
 * shared evenly (the group's points added up and divided equally), or by the final places
 * after the tie-break list and any play-off — a final place still waiting for a play-off earns
 * nothing until its games are recorded. A table by place (`points by place 10, 8, 6, …`)
 * takes the formula's stead, tied players scoring as its sharing rule says (place-points.ts).
 */
export function computeGrandPrixPoints(facts: EventFacts, gp: GrandPrix): GrandPrixResult {
  const lets = new LetBindings(gp.lets);
  const grandPrix = grandPrixPlaces(facts, gp);
  const places = grandPrix.scored;
  const rankOf = new Map([...places].map(([id, place]) => [id, place.rank]));
  const eventScope = new EventScope(facts, { rounding: gp.rounding, lets, rankOf });
  const issues: EngineIssue[] = [];
  for (const named of gp.lets) {
    if (lets.isPerPlayer(named.name)) continue;
    const outcome = eventScope.name(named.name)!;
    if (!outcome.ok) pushAll(issues, outcome.issues);
  }
  const result: GrandPrixResult = { name: gp.name, event: facts.label, eventValues: [], players: [], withoutPoints: [], issues: [] };
  if (gp.shownDecimals !== undefined) result.shownDecimals = gp.shownDecimals;
  if (gp.placePoints) result.byPlace = true;
  // Deleted from the table by the round-robin rule (arbiter's handbook ch. 12): the articles
  // see the table as ranked, so they earn nothing and are not counted in NoP; withdrawals
  // that leave the results standing keep the player a participant (VCF Encl. 1 3.c).
  for (const player of facts.evaluation.withdrawals.deleted)
    result.withoutPoints.push({ player, reason: 'results deleted by the round-robin withdrawal rule: not in the table as ranked' });
  const participants = new Set(facts.participants.map((p) => p.id));
  // Shared evenly: a table's shared range averaged ("summed over the places they occupy and divided equally").
  const table = gp.placePoints && (gp.tiedPlayers === 'share' ? { ...gp.placePoints, sharing: 'average' as const } : gp.placePoints);
  const byPlace = table && new PlacePointsTable(table);
  const unsharedRanges = new Set<string>();
  for (const player of facts.players) {
    if (!participants.has(player.id)) {
      result.withoutPoints.push({ player: player.id, reason: 'took part in no round (VCF Encl. 1 3.c)' });
      continue;
    }
    const place = places.get(player.id)!;
    if (gp.tiedPlayers === 'final-place' && grandPrix.pending.has(player.id)) {
      result.withoutPoints.push({
        player: player.id,
        reason: `points by final place: places ${formatPlace(place)} wait for the play-off, whose results are not recorded`,
      });
      continue;
    }
    const scope = eventScope.playerScope(player);
    if (byPlace) {
      const outcome = byPlace.of(place);
      if (!outcome.ok) {
        // One error per shared range, naming its first player; each player is listed without points.
        if (!unsharedRanges.has(formatPlace(place))) {
          unsharedRanges.add(formatPlace(place));
          issues.push({
            code: 'engine/place-sharing-unstated',
            severity: 'error',
            player: player.id,
            message: `${gp.name} in ${facts.label}: ${outcome.reason}`,
          });
        }
        result.withoutPoints.push({ player: player.id, reason: outcome.reason });
        continue;
      }
      const values = scope.values();
      result.players.push(entry(player, place, outcome.value, values, [...values.map((v) => v.text), outcome.text]));
      continue;
    }
    const outcome = evaluateFormula(gp.points, scope);
    if (!outcome.ok) {
      pushAll(issues, outcome.issues);
      result.withoutPoints.push({ player: player.id, reason: uniqueIssues(outcome.issues)[0]!.message });
      continue;
    }
    const values = scope.values();
    const audit = [...values.map((v) => v.text), describeComputation('points', gp.points, outcome, (n) => lets.display(n))];
    result.players.push(entry(player, place, outcome.value, values, audit));
  }
  if (!byPlace && gp.tiedPlayers === 'share') shareFormulaPoints(result.players, grandPrix.onPoints);
  pushAll(issues, awardBonuses(gp.bonuses, eventScope, result.players, grandPrix));
  for (const entry of result.players) {
    entry.points = entry.base.add(entry.bonus);
    entry.shown = gp.shownDecimals === undefined ? entry.points : roundTo(entry.points, gp.shownDecimals, gp.rounding);
    if (gp.shownDecimals !== undefined) entry.audit.push(`shown to ${gp.shownDecimals} decimals: ${entry.shown.toFixed(gp.shownDecimals)}`);
  }
  result.eventValues = eventScope.values();
  result.issues = uniqueIssues(issues);
  return result;
}

function entry(player: Player, place: Place, base: Rational, values: NamedValue[], audit: string[]): GrandPrixPlayer {
  return { player: player.id, name: player.name, place, base, bonus: Rational.ZERO, points: base, shown: base, values, audit };
}
