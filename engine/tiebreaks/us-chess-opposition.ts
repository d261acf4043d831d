import { Rational } from '../arith';
import type { CriterionSpec, PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { sumOf, sumWithoutExtremes } from './sums';
import { contribution, valueResult, type Contribution, type CriterionResult } from './types';

/*
 * US Chess Official Rules (7th ed.) rule 34E, the systems built on the opponents' scores
 * 34E1 modified median, 34E2 Solkoff, 34E4 median, 34E8 Sonneborn-Berger.
 * 34E1 adjusts the scores for tie-break use only:
 *  - an opponent's unplayed games (byes of every kind, forfeits, rounds after a
 *    withdrawal) count ½ each — a draw's points;
 *  - the tied player's own unplayed games count as opponents with an adjusted score of 0.
 * These criteria are US Chess's whatever edition the regulation states (they are pinned
 * to the us-chess rules in the registry, and pin themselves here too).
 */

/** The tournament under US Chess rules. */
export function usChessContext(ctx: TiebreakContext): TiebreakContext {
  return ctx.withEdition('us-chess');
}

/**
 * 34E1 adjusted score. The adjustment covers every unplayed game, in round robins as well:
 * C.07 15.2's round-robin rule is FIDE's, so the context's opponentView is not used.
 */
export function usAdjustedScore(us: TiebreakContext, id: PlayerId): Rational {
  const cache = us.memo('us-adjusted-score', () => new Map<PlayerId, Rational>());
  let adjusted = cache.get(id);
  if (!adjusted) {
    adjusted = us.policy.opponentView(us, id);
    cache.set(id, adjusted);
  }
  return adjusted;
}

/** Per round: the opponent's adjusted score for a game played, 0 for an own unplayed game (34E1). */
export function usOppositionContributions(us: TiebreakContext, player: PlayerId): Contribution[] {
  const cache = us.memo('us-opposition', () => new Map<PlayerId, Contribution[]>());
  let contributions = cache.get(player);
  if (!contributions) {
    contributions = us.record(player).map((record, i) => {
      if (record.kind !== 'played') {
        return contribution({
          round: i + 1,
          opponent: 'opponent' in record ? record.opponent : undefined,
          value: Rational.ZERO,
          note: `${record.kind}: own unplayed game counts as an opponent with 0 (US Chess 34E1)`,
        });
      }
      const adjusted = usAdjustedScore(us, record.opponent);
      const raw = us.score(record.opponent);
      const note = adjusted.eq(raw)
        ? undefined
        : `opponent’s ${raw.toDecimalString()} adjusted to ${adjusted.toDecimalString()}: unplayed games count ½ (US Chess 34E1)`;
      return contribution({ round: i + 1, opponent: record.opponent, value: adjusted, note });
    });
    cache.set(player, contributions);
  }
  return contributions;
}

/** 34E1: one value dropped at each end concerned, two from nine rounds on. */
function dropsPerEnd(us: TiebreakContext): number {
  return us.rounds >= 9 ? 2 : 1;
}

/**
 * 34E1 modified median: the adjusted opponents' scores less the least significant ones —
 * even score (exactly half the maximum): the highest and the lowest; plus score: the
 * lowest; minus score: the highest (the rulebook's wording; some club pages say
 * "lowest" for minus scores, which contradicts it). Two at each end from nine rounds on.
 */
export function computeModifiedMedian(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const us = usChessContext(ctx);
  const k = dropsPerEnd(us);
  const own = us.score(player);
  const half = us.system.win.mul(Rational.of(us.rounds)).div(Rational.of(2));
  const standing = own.gt(half) ? 'plus' : own.lt(half) ? 'minus' : 'even';
  const lowest = standing === 'minus' ? 0 : k;
  const highest = standing === 'plus' ? 0 : k;
  const { total, contributions } = sumWithoutExtremes(usOppositionContributions(us, player), {
    lowest,
    highest,
    lowestNote: `cut: lowest, ${standing} score (US Chess 34E1)`,
    highestNote: `cut: highest, ${standing} score (US Chess 34E1)`,
  });
  const dropped = [lowest > 0 ? `${lowest} lowest` : '', highest > 0 ? `${highest} highest` : ''].filter(Boolean).join(' and ');
  return valueResult(
    total,
    contributions,
    `${standing} score ${own.toDecimalString()} of ${half.mul(Rational.of(2)).toDecimalString()}: ${dropped} dropped`,
  );
}

/** 34E2 Solkoff: the adjusted opponents' scores, none dropped. */
export function computeSolkoff(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions = usOppositionContributions(usChessContext(ctx), player);
  return valueResult(sumOf(contributions), contributions);
}

/**
 * 34E4 median (Harkness, not modified): the highest and the lowest dropped whatever the
 * player's score; two of each from nine rounds on (as for 34E1 even scores, and as
 * US Chess pairing programs apply it, e.g. the WinTD manual's "Tie Breaker (US Chess Rules)").
 */
export function computeMedian(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const us = usChessContext(ctx);
  const k = dropsPerEnd(us);
  const { total, contributions } = sumWithoutExtremes(usOppositionContributions(us, player), {
    lowest: k,
    highest: k,
    lowestNote: 'cut: lowest (US Chess 34E4)',
    highestNote: 'cut: highest (US Chess 34E4)',
  });
  return valueResult(total, contributions);
}

/**
 * 34E8 Sonneborn-Berger: the adjusted scores of the opponents beaten plus half the
 * adjusted scores of those drawn; the player's own unplayed games are opponents with 0.
 */
export function computeUsSonnebornBerger(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const us = usChessContext(ctx);
  const records = us.record(player);
  const contributions = usOppositionContributions(us, player).map((c, i) => {
    const record = records[i]!;
    if (record.kind !== 'played') return c;
    const fraction = record.outcome === 'win' ? Rational.ONE : record.outcome === 'draw' ? Rational.HALF : Rational.ZERO;
    return contribution({ ...c, value: c.value.mul(fraction), opponentValue: c.value, points: fraction });
  });
  return valueResult(sumOf(contributions), contributions);
}
