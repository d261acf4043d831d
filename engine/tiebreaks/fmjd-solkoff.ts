import { Rational } from '../arith';
import { opponentOf, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { formatLevels, rankByLevels, reasonForTies, withReason, type GroupOutcome } from './group';
import { sumOf, sumWithoutExtremes } from './sums';
import { contribution, valueResult, type Contribution, type CriterionResult } from './types';

/*
 * The Solkoff family of the FMJD "DrA" program (sort criteria 3–7, citing
 * FMJD Annex 5 §3.1.c–f). DrA's remark for every Solkoff/Buchholz criterion: a round
 * without an opponent counts 0, and a game counts the same whether it was won or lost
 * over the board or by the referee's decision — so a forfeit counts its scheduled
 * opponent's score, and opponents' scores are taken as they stand (no C.07 art. 16).
 * Pinned to the fmjd rules whatever edition the regulation states.
 */

export function fmjdContext(ctx: TiebreakContext): TiebreakContext {
  return ctx.withEdition('fmjd');
}

/** Per round: the opponent's score, or 0 for a round without an opponent. */
export function fmjdSolkoffContributions(fm: TiebreakContext, player: PlayerId): Contribution[] {
  const cache = fm.memo('fmjd-solkoff', () => new Map<PlayerId, Contribution[]>());
  let contributions = cache.get(player);
  if (!contributions) {
    contributions = fm.record(player).map((record, i) => {
      const opponent = opponentOf(record);
      if (opponent === undefined)
        return contribution({ round: i + 1, value: Rational.ZERO, note: `${record.kind}: round without an opponent counts 0 (FMJD DrA)` });
      const note = record.kind === 'played' ? undefined : `${record.kind}: counts as a game against the scheduled opponent (FMJD DrA)`;
      return contribution({ round: i + 1, opponent, value: fm.score(opponent), note });
    });
    cache.set(player, contributions);
  }
  return contributions;
}

/** A participant's plain FMJD Solkoff (Σ opponents' scores), computed once per context. */
function solkoffOf(fm: TiebreakContext, id: PlayerId): Rational {
  const cache = fm.memo('fmjd-solkoff-total', () => new Map<PlayerId, Rational>());
  let value = cache.get(id);
  if (!value) {
    value = sumOf(fmjdSolkoffContributions(fm, id));
    cache.set(id, value);
  }
  return value;
}

/** DrA criterion 4, short truncated Solkoff (Annex 5 §3.1.c): the opponents' scores less the lowest. */
export function computeShortTruncatedSolkoff(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const { total, contributions } = sumWithoutExtremes(fmjdSolkoffContributions(fmjdContext(ctx), player), {
    lowest: 1,
    highest: 0,
    lowestNote: 'cut: lowest (FMJD DrA criterion 4)',
    highestNote: '',
  });
  return valueResult(total, contributions);
}

/**
 * DrA criterion 7, median Solkoff: the opponents' scores less the highest and the lowest.
 * DrA words it "not counting the weakest, if needed the second weakest etc", which is
 * criterion 3 (full truncated Solkoff) word for word — yet DrA's menu 3 lists "Solkoff
 * Median" and then "Full Solkoff truncated", which would make the second entry useless.
 * We read "median" as the median the name says (the Harkness median, as DrA's "Median
 * Buchholz" 16 is the median Buchholz): one value dropped at each end.
 */
export function computeMedianSolkoff(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const { total, contributions } = sumWithoutExtremes(fmjdSolkoffContributions(fmjdContext(ctx), player), {
    lowest: 1,
    highest: 1,
    lowestNote: 'cut: lowest (FMJD DrA criterion 7, median)',
    highestNote: 'cut: highest (FMJD DrA criterion 7, median)',
  });
  return valueResult(total, contributions);
}

/** DrA criterion 6, Solkoff plus (Annex 5 §3.1.e): the sum of the opponents' Solkoff values. */
export function computeSolkoffPlus(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const fm = fmjdContext(ctx);
  const contributions = fmjdSolkoffContributions(fm, player).map((c) =>
    c.opponent === undefined
      ? c
      : contribution({ ...c, value: solkoffOf(fm, c.opponent), note: 'opponent’s Solkoff (FMJD DrA criterion 6)' }),
  );
  return valueResult(sumOf(contributions), contributions);
}

/**
 * DrA criterion 5, Solkoff Baliakin (Annex 5 §3.1.f): "the sum of the opponents scores
 * multiplied by their Solkoff". Our reading: Σ over the rounds of (opponent's score ×
 * that opponent's Solkoff) — each opponent's score weighted by the strength of that
 * opponent's own opposition; a round without an opponent adds 0. The other grammatical
 * reading, (Σ opponents' scores) × (Σ their Solkoffs), is a product of two criteria the
 * list already has and is not implemented. FMJD Annex 5 itself could not be consulted.
 */
export function computeSolkoffBaliakin(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const fm = fmjdContext(ctx);
  const contributions = fmjdSolkoffContributions(fm, player).map((c) => {
    if (c.opponent === undefined) return c;
    const solkoff = solkoffOf(fm, c.opponent);
    return contribution({
      ...c,
      value: c.value.mul(solkoff),
      opponentValue: c.value,
      points: solkoff,
      note: `opponent’s score ${c.value.toDecimalString()} × their Solkoff ${solkoff.toDecimalString()} (FMJD DrA criterion 5)`,
    });
  });
  return valueResult(sumOf(contributions), contributions);
}

/**
 * The values full truncated Solkoff compares, in order: Σ less the lowest, less the two
 * lowest, … (one value fewer each time, until one is left).
 */
function truncationLevels(contributions: readonly Contribution[]): Rational[] {
  const ascending = contributions.map((c) => c.value).sort((a, b) => a.cmp(b));
  const levels: Rational[] = [];
  let total = sumOf(contributions);
  for (let k = 0; k < Math.max(1, ascending.length - 1); k++) {
    total = total.sub(ascending[k] ?? Rational.ZERO);
    levels.push(total);
  }
  return levels;
}

/**
 * DrA criterion 3, full truncated Solkoff (Annex 5 §3.1.d): the opponents' scores less
 * the lowest; if equal, less the two lowest; … until the tied participants separate. It
 * ranks a tied group (a lexicographic comparison), so it is a group criterion; the value
 * shown is the first level, the display every level looked at.
 */
export function rankByFullTruncatedSolkoff(ctx: TiebreakContext, _spec: CriterionSpec, group: readonly PlayerId[]): GroupOutcome {
  const fm = fmjdContext(ctx);
  const levels = new Map(group.map((id) => [id, truncationLevels(fmjdSolkoffContributions(fm, id))]));
  const { groups, levelsUsed } = rankByLevels(group, (id) => levels.get(id)!);
  const values: GroupOutcome['values'] = new Map();
  for (const id of group) {
    const used = levelsUsed.get(id) ?? 1;
    const { contributions } = sumWithoutExtremes(fmjdSolkoffContributions(fm, id), {
      lowest: used,
      highest: 0,
      lowestNote: `cut: among the ${used} lowest (FMJD DrA criterion 3)`,
      highestNote: '',
    });
    const mine = levels.get(id)!;
    values.set(id, { value: mine[0]!, display: formatLevels(mine, used), contributions, note: `compared less the 1…${used} lowest` });
  }
  return withReason({ groups, values }, reasonForTies(groups, 'equal after every cut (FMJD DrA criterion 3)'));
}
