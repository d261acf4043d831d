import { Rational } from '../arith';
import type { Bonus, EngineIssue, GrandPrix, PlayerId } from '../model';
import { MICRO_MATCH_PENDING, PLAY_OFF_PENDING } from '../ranking';
import { evaluateFormula } from './evaluate-formula';
import type { EventScope } from './event-scopes';
import type { EventFacts } from './event-facts';
import { formatValue } from './formula-text';
import { formatPlace, placeOf, placesOnPoints, type Place } from './places';
import { pushAll } from '../collections';

/**
 * The places a grand prix reads (its `tiedPlayers` rule): on points alone, tied players
 * sharing a range ("no tie-breaks", "tied players share the points"), or the final
 * standings after the tie-break list and any play-off ("points by final place"). Both are
 * kept: a clear-place bonus always reads the places on points ("without the need for a
 * playoff", Grand Chess Tour 2016), a bonus "by final place" the final standings.
 */
export interface GrandPrixPlaces {
  /** The places the article's points go by. */
  scored: Map<PlayerId, Place>;
  onPoints: Map<PlayerId, Place>;
  final: Map<PlayerId, Place>;
  /** Players whose final place waits for a play-off (or micro-match) not yet recorded. */
  pending: Set<PlayerId>;
}

export function grandPrixPlaces(facts: EventFacts, gp: GrandPrix): GrandPrixPlaces {
  const ids = facts.participants.map((p) => p.id);
  const onPoints = placesOnPoints(ids, facts.scores);
  const final = new Map(ids.map((id) => [id, placeOf(facts.standing.get(id)!)]));
  const pendingWords: readonly string[] = [PLAY_OFF_PENDING, MICRO_MATCH_PENDING];
  const pending = new Set(ids.filter((id) => pendingWords.includes(facts.standing.get(id)!.decidedBy)));
  return { scored: gp.tiedPlayers === 'final-place' ? final : onPoints, onPoints, final, pending };
}

/** What a player of the section scored before the bonuses, and the audit lines that say how. */
export interface ScoredEntry {
  player: PlayerId;
  name: string;
  base: Rational;
  bonus: Rational;
  audit: string[];
}

/** Entries grouped by their place in `places` ("1–3" → the three of them), in order. */
function groupsBy<E extends ScoredEntry>(entries: readonly E[], places: ReadonlyMap<PlayerId, Place>): Map<string, E[]> {
  const groups = new Map<string, E[]>();
  for (const entry of entries) {
    const key = formatPlace(places.get(entry.player)!);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

/**
 * "Tied players share the points" with a points formula: the formula's values of a group
 * tied on points added up and divided equally among them (FIDE Women's Grand Prix: "shared
 * evenly by the tied players"), exact. One pass over the groups.
 */
export function shareFormulaPoints(entries: readonly ScoredEntry[], onPoints: ReadonlyMap<PlayerId, Place>): void {
  for (const group of groupsBy(entries, onPoints).values()) {
    if (group.length < 2) continue;
    const total = Rational.sum(group.map((e) => e.base));
    const share = total.div(Rational.of(group.length));
    const terms = group.map((e) => formatValue(e.base)).join(' + ');
    const names = group.map((e) => e.name).join(', ');
    for (const entry of group) {
      entry.base = share;
      entry.audit.push(
        `tied on points with ${names} (places ${formatPlace(onPoints.get(entry.player)!)}): the points shared equally: (${terms}) / ${group.length} = ${formatValue(share)}`,
      );
    }
  }
}

/**
 * Bonuses by place (VCF Encl. 1 4.a): a clear-place bonus only to a player alone in the place
 * on points; a bonus of the article's place or of the final place to the player there, or,
 * when a tied group spans it, pooled and shared equally (4.b: equal points for equal results);
 * a final place that waits for a play-off gets no bonus until its games are recorded.
 */
export function awardBonuses(
  bonuses: readonly Bonus[],
  eventScope: EventScope,
  entries: readonly ScoredEntry[],
  places: GrandPrixPlaces,
): EngineIssue[] {
  const issues: EngineIssue[] = [];
  const grouped = new Map<Bonus['reads'], Map<string, ScoredEntry[]>>();
  const mapOf = (reads: Bonus['reads']) => (reads === 'clear' ? places.onPoints : reads === 'final-place' ? places.final : places.scored);
  for (const bonus of bonuses) {
    const amount = evaluateFormula(bonus.amount, eventScope);
    if (!amount.ok) {
      pushAll(issues, amount.issues);
      continue;
    }
    const placeMap = mapOf(bonus.reads);
    let groups = grouped.get(bonus.reads);
    if (!groups) grouped.set(bonus.reads, (groups = groupsBy(entries, placeMap)));
    const group = [...groups.values()].find((g) => {
      const place = placeMap.get(g[0]!.player)!;
      return place.rank <= bonus.place && bonus.place <= place.lastRank;
    });
    if (!group) continue;
    const what = `bonus ${formatValue(amount.value)} for ${BONUS_WORDS[bonus.reads]}place ${bonus.place}`;
    const range = formatPlace(placeMap.get(group[0]!.player)!);
    const names = group.map((e) => e.name).join(', ');
    if (bonus.reads === 'final-place' && group.some((e) => places.pending.has(e.player))) {
      for (const entry of group) entry.audit.push(`no ${what} yet: places ${range} wait for the play-off, whose results are not recorded`);
      continue;
    }
    if (group.length === 1) {
      group[0]!.bonus = group[0]!.bonus.add(amount.value);
      group[0]!.audit.push(`${what}: ${ALONE_WORDS[bonus.reads]} ${bonus.place}`);
      continue;
    }
    if (bonus.reads === 'clear') {
      for (const entry of group)
        entry.audit.push(
          `no ${what}: places ${range} shared on points by ${names} (a clear place only, won outright without a tie-break or play-off)`,
        );
      continue;
    }
    // Tied players share what their places carry: equal points for equal results (VCF Encl. 1 4.b).
    const share = amount.value.div(Rational.of(group.length));
    for (const entry of group) {
      entry.bonus = entry.bonus.add(share);
      entry.audit.push(`${what} shared by ${names} (places ${range}): ${formatValue(share)} each`);
    }
  }
  return issues;
}

const BONUS_WORDS: Readonly<Record<Bonus['reads'], string>> = { clear: 'clear ', place: '', 'final-place': 'final ' };
const ALONE_WORDS: Readonly<Record<Bonus['reads'], string>> = {
  clear: 'alone on points in place',
  place: 'alone on place',
  'final-place': 'alone in the final standings on place',
};
