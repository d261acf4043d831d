import { Rational } from '../arith';
import type { CriterionSpec, PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { sumOf } from './sums';
import { contribution, notApplicable, valueResult, type Contribution, type CriterionResult } from './types';

/*
 * US Chess rule 34E10 (opposition's performance) and 34E11 (average rating of opposition),
 * over the games played over the board against rated opponents (an unrated opponent has
 * no rating to average unless the regulation gives one with /U). Neither rule states a
 * rounding, so the means stay exact.
 *
 * Performance rating: US Chess's linear formula — the opponents' average rating plus
 * 400 × (wins − losses) ÷ games, i.e. (Σ ratings + 400·(W − L)) / games. It is the
 * "special" rating formula of US Chess's rating system for a player without a prior
 * rating (US Chess, "Approximating Formulas for the US Chess Rating System"), the
 * performance rating US pairing programs print; FIDE's B.02 table (TPR) is not used.
 */

const FOUR_HUNDRED = Rational.of(400);

function ratingOf(ctx: TiebreakContext, spec: CriterionSpec, id: PlayerId): number | undefined {
  return ctx.player(id).rating ?? spec.unratedRating;
}

/** A participant's US performance rating, or undefined without a rated game played. */
function usPerformance(ctx: TiebreakContext, spec: CriterionSpec, id: PlayerId): Rational | undefined {
  const cache = ctx.memo(`us-performance:${spec.unratedRating ?? ''}`, () => new Map<PlayerId, Rational | null>());
  const known = cache.get(id);
  if (known !== undefined) return known ?? undefined;
  let total = Rational.ZERO;
  let games = 0;
  for (const record of ctx.record(id)) {
    if (record.kind !== 'played') continue;
    const rating = ratingOf(ctx, spec, record.opponent);
    if (rating === undefined) continue;
    const swing = record.outcome === 'win' ? FOUR_HUNDRED : record.outcome === 'loss' ? FOUR_HUNDRED.neg() : Rational.ZERO;
    total = total.add(Rational.of(rating)).add(swing);
    games++;
  }
  const performance = games === 0 ? undefined : total.div(Rational.of(games));
  cache.set(id, performance ?? null);
  return performance;
}

/** 34E10 opposition's performance: the mean of the opponents' performance ratings. */
export function computeOppositionPerformance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    const performance = usPerformance(ctx, spec, record.opponent);
    if (performance === undefined) return;
    contributions.push(
      contribution({
        round: i + 1,
        opponent: record.opponent,
        value: performance,
        note: 'opponent’s performance: (Σ ratings + 400 × (wins − losses)) ÷ games (US Chess 34E10)',
      }),
    );
  });
  if (contributions.length === 0) return notApplicable('no opponent with a performance rating was played (US Chess 34E10)');
  return valueResult(sumOf(contributions).div(Rational.of(contributions.length)), contributions, 'exact mean');
}

/** 34E11 average rating of opposition: the mean rating of the rated opponents played. */
export function computeAverageRatingOfOpposition(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    const rating = ratingOf(ctx, spec, record.opponent);
    if (rating !== undefined)
      contributions.push(contribution({ round: i + 1, opponent: record.opponent, value: Rational.of(rating), note: 'opponent’s rating' }));
  });
  if (contributions.length === 0) return notApplicable('no rated opponent was played (US Chess 34E11)');
  return valueResult(sumOf(contributions).div(Rational.of(contributions.length)), contributions, 'exact mean');
}
