import { Rational, roundTo } from '../arith';
import type { EngineIssue, GrandPrix, PlayerId } from '../model';
import { evaluateFormula } from './evaluate-formula';
import { SectionScope } from './event-scopes';
import type { EventFacts } from './event-facts';
import { formatValue } from './formula-text';
import { describeComputation, LetBindings, type NamedValue } from './lets';
import { PlacePointsTable } from './place-points';
import { formatPlace, placeOf, placesOnPoints, type Place } from './places';
import { uniqueIssues } from './scope';
import { pushAll } from '../collections';

export interface GrandPrixPlayer {
  player: PlayerId;
  name: string;
  /** The place the bonuses read: on points alone under "no tie-breaks", else the standings'. */
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
  /** The section's lets (AR, NoP) with their audit lines. */
  section: NamedValue[];
  /** Every participant, in the order of the standings. */
  players: GrandPrixPlayer[];
  /** Players without points and why (took part in no round, a value could not be computed). */
  withoutPoints: { player: PlayerId; reason: string }[];
  issues: EngineIssue[];
}

/**
 * Grand-prix points of one event (VCF Encl. 1): the section's named values once, the
 * points formula per participant, exact; bonuses by place — a clear-only bonus only to a
 * place nobody shares (4.a), other bonuses of the places a tied group spans pooled and
 * shared equally; under "no tie-breaks" places are on points alone, so tied players get
 * identical points (4.b). A table by place (`points by place 10, 8, 6, …`) takes the formula's
 * stead, tied players scoring as its sharing rule says (place-points.ts).
 */
export function computeGrandPrixPoints(facts: EventFacts, gp: GrandPrix): GrandPrixResult {
  const lets = new LetBindings(gp.lets);
  const places = gp.useTiebreaks
    ? new Map(facts.participants.map((p) => [p.id, placeOf(facts.standing.get(p.id)!)]))
    : placesOnPoints(
        facts.participants.map((p) => p.id),
        facts.scores,
      );
  const rankOf = new Map([...places].map(([id, place]) => [id, place.rank]));
  const section = new SectionScope(facts, { rounding: gp.rounding, lets, rankOf });
  const issues: EngineIssue[] = [];
  for (const named of gp.lets) {
    if (lets.isPerPlayer(named.name)) continue;
    const outcome = section.name(named.name)!;
    if (!outcome.ok) pushAll(issues, outcome.issues);
  }
  const result: GrandPrixResult = { name: gp.name, event: facts.label, section: [], players: [], withoutPoints: [], issues: [] };
  if (gp.shownDecimals !== undefined) result.shownDecimals = gp.shownDecimals;
  if (gp.placePoints) result.byPlace = true;
  // Deleted from the table by the round-robin rule (arbiter's handbook ch. 12): the sections
  // see the table as ranked, so they earn nothing and are not counted in NoP; withdrawals
  // that leave the results standing keep the player a participant (digest §6.3).
  for (const player of facts.evaluation.withdrawals.deleted)
    result.withoutPoints.push({ player, reason: 'results deleted by the round-robin withdrawal rule: not in the table as ranked' });
  const participants = new Set(facts.participants.map((p) => p.id));
  const byPlace = gp.placePoints && new PlacePointsTable(gp.placePoints);
  const unsharedRanges = new Set<string>();
  for (const player of facts.players) {
    if (!participants.has(player.id)) {
      result.withoutPoints.push({ player: player.id, reason: 'took part in no round (VCF Encl. 1 3.c)' });
      continue;
    }
    const scope = section.playerScope(player);
    if (byPlace) {
      const place = places.get(player.id)!;
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
      result.players.push({
        player: player.id,
        name: player.name,
        place,
        base: outcome.value,
        bonus: Rational.ZERO,
        points: outcome.value,
        shown: outcome.value,
        values,
        audit: [...values.map((v) => v.text), outcome.text],
      });
      continue;
    }
    const outcome = evaluateFormula(gp.points, scope);
    if (!outcome.ok) {
      pushAll(issues, outcome.issues);
      result.withoutPoints.push({ player: player.id, reason: uniqueIssues(outcome.issues)[0]!.message });
      continue;
    }
    const values = scope.values();
    result.players.push({
      player: player.id,
      name: player.name,
      place: places.get(player.id)!,
      base: outcome.value,
      bonus: Rational.ZERO,
      points: outcome.value,
      shown: outcome.value,
      values,
      audit: [...values.map((v) => v.text), describeComputation('points', gp.points, outcome, (n) => lets.display(n))],
    });
  }
  pushAll(issues, awardBonuses(gp, section, result.players));
  for (const entry of result.players) {
    entry.points = entry.base.add(entry.bonus);
    entry.shown = gp.shownDecimals === undefined ? entry.points : roundTo(entry.points, gp.shownDecimals, gp.rounding);
    if (gp.shownDecimals !== undefined) entry.audit.push(`shown to ${gp.shownDecimals} decimals: ${entry.shown.toFixed(gp.shownDecimals)}`);
  }
  result.section = section.values();
  result.issues = uniqueIssues(issues);
  return result;
}

function awardBonuses(gp: GrandPrix, section: SectionScope, players: GrandPrixPlayer[]): EngineIssue[] {
  const issues: EngineIssue[] = [];
  const groups = new Map<string, GrandPrixPlayer[]>();
  for (const entry of players) {
    const key = formatPlace(entry.place);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const bonus of gp.bonuses) {
    const amount = evaluateFormula(bonus.amount, section);
    if (!amount.ok) {
      pushAll(issues, amount.issues);
      continue;
    }
    const group = [...groups.values()].find((g) => g[0]!.place.rank <= bonus.place && bonus.place <= g[0]!.place.lastRank);
    if (!group) continue;
    const what = `bonus ${formatValue(amount.value)} for ${bonus.clearOnly ? 'clear ' : ''}place ${bonus.place}`;
    if (group.length === 1) {
      group[0]!.bonus = group[0]!.bonus.add(amount.value);
      group[0]!.audit.push(`${what}: alone on place ${bonus.place}`);
      continue;
    }
    const names = group.map((e) => e.name).join(', ');
    if (bonus.clearOnly) {
      for (const entry of group)
        entry.audit.push(`no ${what}: place ${formatPlace(entry.place)} shared by ${names} (clear place only, VCF Encl. 1 4.a)`);
      continue;
    }
    // Tied players share what their places carry: equal points for equal results (VCF Encl. 1 4.b).
    const share = amount.value.div(Rational.of(group.length));
    for (const entry of group) {
      entry.bonus = entry.bonus.add(share);
      entry.audit.push(`${what} shared by ${names} (places ${formatPlace(entry.place)}): ${formatValue(share)} each`);
    }
  }
  return issues;
}
