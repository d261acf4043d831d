import { Rational } from '../arith';
import type { Categories, EngineIssue, Player, PlayerId, Prize, PrizeRules } from '../model';
import { CategoryTester, categoryLabel, conditionsOf, missingDataIssue } from './categories';
import type { EventFacts } from './event-facts';
import { formatValue } from './formula-text';
import { shareTiedPrizes } from './prize-sharing';
import { uniqueIssues } from './scope';

export interface PrizeAward {
  player: PlayerId;
  name: string;
  /** The prize ("place 2"), or the places pooled ("places 2–3"). */
  prize: string;
  /** Paid (after the stated rounding). */
  amount: Rational;
  /** The exact share before rounding. */
  exact: Rational;
  trophy?: string;
  note: string;
}

export interface PrizesResult {
  event: string;
  awards: PrizeAward[];
  /** One line per tied group that pooled prizes. */
  splits: string[];
  /** Prizes nobody could receive. */
  unawarded: { prize: string; reason: string }[];
  /**
   * `title "…" shared on points`: the eligible players on the top score, in standings order,
   * and what the tie-break list decided between them ("Anna, Ben share the title on 7 points;
   * place 1 by tie-breaks: Anna").
   */
  title?: { name: string; holders: { player: PlayerId; name: string }[]; text: string };
  /** Players who would have been in line but may not receive awards. */
  ineligible: { player: PlayerId; name: string; reason: string }[];
  /** How the categories' ages were counted ("under 12: ages on 2026-01-01 (as the regulation states)"). */
  dates: string[];
  /** Players a category could not decide for want of data (no birth date …): not in it. */
  missing: { player: PlayerId; name: string; category: string; reason: string }[];
  issues: EngineIssue[];
}

interface Slot {
  prize: Prize;
  index: number;
  category: string;
}

/**
 * Prizes of one event (docs/rules.md, "Grand prix, teams, qualification and prizes"): place and category prizes; with "one
 * prize per player" the prizes are given in order of precedence (higher value first by
 * default, US Chess practice; or place prizes first) and a player holding one leaves the
 * others' lists. Each prize goes down its category's list in the final standings; players
 * on equal points who occupy several prized places pool those prizes and share them
 * equally or by Hort, while groups on different points never merge. Trophies are
 * indivisible and go by tie-break order, as does everything under "ranked by tie-breaks".
 * Players the withdrawal report makes ineligible (evaluation.withdrawals.ineligible)
 * receive nothing and leave the lists; when the regulation is silent withdrawn players
 * stay eligible, as evaluate() reads it (and warns).
 */
export function awardPrizes(facts: EventFacts, rules: PrizeRules, categories?: Categories): PrizesResult {
  const result: PrizesResult = {
    event: facts.label,
    awards: [],
    splits: [],
    unawarded: [],
    ineligible: [],
    dates: [],
    missing: [],
    issues: [],
  };
  const issues: EngineIssue[] = [];
  // Eligibility is the withdrawal report's (the regulation's eligibility rule, deleted players),
  // not withdrawal itself: a withdrawn player stays eligible unless the regulation says otherwise.
  const eligible = (player: Player) => !facts.ineligible.has(player.id);
  const tester = new CategoryTester(facts, issues, categories?.on);
  const slots: Slot[] = rules.prizes.map((prize, index) => ({ prize, index, category: categoryLabel(prize.category) }));
  // Each category's members, once: the order of the final standings; undecided players noted.
  const members = new Map<string, Set<PlayerId>>();
  for (const slot of slots) {
    if (members.has(slot.category)) continue;
    const conditions = conditionsOf(slot.prize.category);
    const set = new Set<PlayerId>();
    const missing: { name: string; reason: string }[] = [];
    for (const p of facts.players) {
      const m = tester.test(conditions, p, slot.category);
      if (m.in) set.add(p.id);
      else if (m.missing !== undefined) {
        missing.push({ name: p.name, reason: m.missing });
        result.missing.push({ player: p.id, name: p.name, category: slot.category, reason: m.missing });
      }
    }
    const warning = missingDataIssue(facts, slot.category, missing);
    if (warning) issues.push(warning);
    members.set(slot.category, set);
  }
  const inCategory = (category: string, player: Player) => members.get(category)!.has(player.id);
  const holder = new Map<PlayerId, string>();
  const heldIn = new Set<string>();
  const done = new Set<number>();
  for (const slot of orderSlots(slots, rules)) {
    if (done.has(slot.index)) continue;
    const list = facts.players.filter(
      (p) => inCategory(slot.category, p) && (!rules.onePerPlayer || !holder.has(p.id) || holder.get(p.id) === slot.category),
    );
    for (const p of list.slice(0, slot.prize.place))
      if (!eligible(p) && !result.ineligible.some((i) => i.player === p.id))
        result.ineligible.push({ player: p.id, name: p.name, reason: facts.ineligible.get(p.id)! });
    const line = list.filter(eligible);
    const at = slot.prize.place - 1;
    if (at >= line.length) {
      done.add(slot.index);
      result.unawarded.push({
        prize: prizeLabel(slot),
        reason: `${slot.category} has ${slot.prize.place === 1 ? 'no eligible player' : `fewer than ${slot.prize.place} eligible players`}`,
      });
      continue;
    }
    // The tied group at this place: equal points, contiguous in the standings (by tie-breaks inside).
    const score = (p: Player) => facts.scores.get(p.id)!;
    let first = at;
    let last = at;
    if (rules.sharing !== 'tie-break') {
      while (first > 0 && score(line[first - 1]!).eq(score(line[at]!))) first--;
      while (last + 1 < line.length && score(line[last + 1]!).eq(score(line[at]!))) last++;
    }
    // Players who already hold a prize of this category keep their place in the line but take no second one.
    const group = line.slice(first, last + 1).filter((p) => !heldIn.has(`${slot.category}|${p.id}`));
    const pooled = slots
      .filter((s) => s.category === slot.category && !done.has(s.index) && s.prize.place > first && s.prize.place <= last + 1)
      .sort((a, b) => a.prize.place - b.prize.place);
    pooled.forEach((s) => done.add(s.index));
    const amounts = group.map((_, i) => pooled[i]?.prize.amount ?? Rational.ZERO);
    const places = group.length > 1 ? `places ${first + 1}–${last + 1}` : `place ${first + 1}`;
    const what = slot.category === 'overall' ? places : `${slot.category} ${places}`;
    const money = Rational.sum(amounts).sign() > 0;
    const split = group.length > 1 && money ? shareTiedPrizes(amounts, group.length, rules) : undefined;
    if (split) {
      const points = score(group[0]!);
      result.splits.push(
        `${what}: ${group.map((p) => p.name).join(', ')} tied on ${formatValue(points)} point${points.eq(Rational.ONE) ? '' : 's'}; ${split.text}`,
      );
    }
    group.forEach((player, i) => {
      const trophy = pooled[i]?.prize.trophy;
      const share = split?.shares[i];
      const exact = share?.exact ?? amounts[i]!;
      if (exact.isZero() && !trophy) return;
      holder.set(player.id, slot.category);
      heldIn.add(`${slot.category}|${player.id}`);
      const award: PrizeAward = { player: player.id, name: player.name, prize: what, amount: share?.amount ?? exact, exact, note: '' };
      if (trophy) award.trophy = trophy;
      award.note = [
        share ? `${rules.sharing === 'hort' ? 'Hort' : 'equal'} share: ${share.text}` : undefined,
        trophy && group.length > 1 ? `${trophy}: place ${pooled[i]!.prize.place} by tie-break order` : undefined,
      ]
        .filter(Boolean)
        .join('; ');
      result.awards.push(award);
    });
  }
  if (rules.title !== undefined) result.title = sharedTitle(facts, rules.title, eligible);
  result.dates = [...tester.dates.entries()].map(([condition, date]) => `${condition}: ${date}`);
  result.issues = uniqueIssues(issues);
  return result;
}

/**
 * A title shared on points (US Chess practice: all players tied for first are co-champions,
 * while the tie-break list still orders them for places and trophies): the eligible players
 * on the highest score, in the standings' order.
 */
function sharedTitle(facts: EventFacts, name: string, eligible: (player: Player) => boolean): NonNullable<PrizesResult['title']> {
  const line = facts.players.filter((p) => eligible(p) && facts.scores.has(p.id));
  if (line.length === 0) return { name, holders: [], text: `${name}: no eligible player` };
  const top = line.reduce((best, p) => Rational.max(best, facts.scores.get(p.id)!), facts.scores.get(line[0]!.id)!);
  const holders = line.filter((p) => facts.scores.get(p.id)!.eq(top)).map((p) => ({ player: p.id, name: p.name }));
  const points = `${formatValue(top)} point${top.eq(Rational.ONE) ? '' : 's'}`;
  const text =
    holders.length === 1
      ? `${name}: ${holders[0]!.name}, alone on ${points}`
      : `${name} shared on ${points} by ${holders.map((h) => h.name).join(', ')}; places by the tie-break list: ${holders[0]!.name} first`;
  return { name, holders, text };
}

/** "Higher value first" (the default with one prize per player), "place prizes first", or as written. */
function orderSlots(slots: readonly Slot[], rules: PrizeRules): Slot[] {
  if (!rules.onePerPlayer) return [...slots];
  const overallFirst = (a: Slot, b: Slot) => Number(a.category !== 'overall') - Number(b.category !== 'overall');
  const byPlace = (a: Slot, b: Slot) => (a.category === b.category ? a.prize.place - b.prize.place : 0);
  if (rules.precedence === 'place-first') return [...slots].sort((a, b) => overallFirst(a, b) || byPlace(a, b) || a.index - b.index);
  return [...slots].sort((a, b) => b.prize.amount.cmp(a.prize.amount) || overallFirst(a, b) || byPlace(a, b) || a.index - b.index);
}

function prizeLabel(slot: Slot): string {
  const prize = `${slot.category === 'overall' ? '' : `${slot.category} `}place ${slot.prize.place}`;
  return slot.prize.trophy ? `${prize} (${slot.prize.trophy})` : prize;
}
