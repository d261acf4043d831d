import { Rational, roundToInteger } from '../arith';
import type { CriterionSpec, PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { averageRating, perfectPerformance, tournamentPerformance } from './rating-performance';
import { contribution, notApplicable, valueResult, type Contribution, type CriterionResult } from './types';

/*
 * C.07 art. 10 "for Individuals": ARO, TPR, PTP, APRO, APPO, RTNG.
 * Only games played over the board count (15.2, 2026: forfeits stay unplayed for
 * rating criteria even in round robins). Unrated participants:
 *  - a rating stated by the regulation (/U1400) is used for them;
 *  - otherwise, under fide-2026 every rating criterion is dropped when any participant
 *    is unrated (art. 10; the reference server reports null);
 *  - under the older editions unrated opponents are left out of the averages.
 */

interface RatedGame {
  round: number;
  opponent: PlayerId;
  rating: number;
  /** Standard 1-½-0 points of the game. */
  points: Rational;
}

function ratingOf(ctx: TiebreakContext, spec: CriterionSpec, id: PlayerId): number | undefined {
  return ctx.player(id).rating ?? spec.unratedRating;
}

/** Why no rating criterion applies, or undefined when they do. */
function notApplicableReason(ctx: TiebreakContext, spec: CriterionSpec): string | undefined {
  if (ctx.edition !== 'fide-2026' || spec.unratedRating !== undefined) return undefined;
  return ctx.memo('rating-criteria-dropped', () => {
    const unrated = ctx.players.filter((p) => p.rating === undefined);
    if (unrated.length === 0) return undefined;
    return (
      `${unrated.length} participant${unrated.length === 1 ? ' is' : 's are'} unrated and the regulation states no rating ` +
      'for unrated players (C.07 art. 10)'
    );
  });
}

/** The participant's games against rated opponents, computed once per context and rating rule. */
function ratedGames(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): RatedGames {
  const cache = ctx.memo(`rated-games:${spec.unratedRating ?? ''}`, () => new Map<PlayerId, RatedGames>());
  let games = cache.get(player);
  if (!games) {
    games = collectRatedGames(ctx, spec, player);
    cache.set(player, games);
  }
  return games;
}

interface RatedGames {
  games: RatedGame[];
  ratings: number[];
  points: Rational;
  contributions: Contribution[];
}

function collectRatedGames(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): RatedGames {
  const games: RatedGame[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    const rating = ratingOf(ctx, spec, record.opponent);
    if (rating === undefined) return;
    const points = record.outcome === 'win' ? Rational.ONE : record.outcome === 'draw' ? Rational.HALF : Rational.ZERO;
    games.push({ round: i + 1, opponent: record.opponent, rating, points });
  });
  return {
    games,
    ratings: games.map((g) => g.rating),
    points: Rational.sum(games.map((g) => g.points)),
    contributions: games.map((g) =>
      contribution({ round: g.round, opponent: g.opponent, value: Rational.of(g.rating), points: g.points, note: 'opponent’s rating' }),
    ),
  };
}

/** ARO (10.1), with Cut-n / Median-n dropping the lowest (and highest) ratings (14.1.1). */
export function computeAverageRatingOfOpponents(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason);
  const { games, ratings, contributions: shared } = ratedGames(ctx, spec, player);
  const low = (spec.cut ?? 0) + (spec.median ?? 0);
  const high = spec.median ?? 0;
  let contributions = shared;
  let kept = ratings;
  if (low + high > 0) {
    // Cut-n drops the lowest ratings, Median-n also the highest (C.07 14.1.1, 14.3).
    const order = games.map((g, i) => ({ rating: g.rating, i })).sort((a, b) => a.rating - b.rating || a.i - b.i);
    const reasons = new Map<number, string>();
    order.slice(0, low).forEach(({ i }) => reasons.set(i, 'cut: lowest rating (C.07 14.1.1)'));
    order.slice(Math.max(low, order.length - high)).forEach(({ i }) => reasons.set(i, 'cut: highest rating (C.07 14.3)'));
    contributions = shared.map((c, i) => (reasons.has(i) ? contribution({ ...c, cut: reasons.get(i) }) : c));
    kept = ratings.filter((_, i) => !reasons.has(i));
  }
  const aro = averageRating(kept);
  if (aro === undefined) return notApplicable(games.length === 0 ? 'no rated opponent met over the board' : 'no rating left after the cut');
  return valueResult(Rational.of(aro), contributions, 'mean rounded to a whole number, .5 up (C.07 10.1)');
}

/** TPR (10.2): ARO + dp(p). */
export function computeTournamentPerformance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return performance(ctx, spec, player, 'TPR');
}

/** PTP (10.3): the lowest rating whose expected score reaches the points scored. */
export function computePerfectPerformance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return performance(ctx, spec, player, 'PTP');
}

function performance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, kind: 'TPR' | 'PTP'): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason);
  const { games, ratings, points, contributions } = ratedGames(ctx, spec, player);
  if (games.length === 0) return notApplicable('no rated opponent met over the board');
  const value = kind === 'TPR' ? tournamentPerformance(ratings, points) : perfectPerformance(ratings, points);
  if (value === undefined) return notApplicable('no rated opponent met over the board');
  return valueResult(Rational.of(value), contributions, `${points.toDecimalString()} from ${games.length} rated games`);
}

/** APRO (10.4) / APPO (10.5): the mean of the opponents' TPR / PTP, rounded .5 up. */
export function computeAveragePerformanceOfOpponents(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return opponentsAverage(ctx, spec, player, 'TPR');
}

export function computeAveragePerfectPerformanceOfOpponents(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return opponentsAverage(ctx, spec, player, 'PTP');
}

function opponentsAverage(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, inner: 'TPR' | 'PTP'): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason);
  const innerSpec: CriterionSpec = {
    code: inner,
    text: inner,
    ...(spec.unratedRating !== undefined ? { unratedRating: spec.unratedRating } : {}),
  };
  const column = ctx.memo(`opponents-${inner}:${spec.unratedRating ?? ''}`, () => new Map<PlayerId, CriterionResult>());
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    let result = column.get(record.opponent);
    if (!result) {
      result = performance(ctx, innerSpec, record.opponent, inner);
      column.set(record.opponent, result);
    }
    if (result.kind === 'value')
      contributions.push(
        contribution({
          round: i + 1,
          opponent: record.opponent,
          value: result.value,
          note: inner === 'TPR' ? 'opponent’s TPR' : 'opponent’s PTP',
        }),
      );
  });
  if (contributions.length === 0) return notApplicable(`no opponent with a ${inner} met over the board`);
  const mean = Rational.sum(contributions.map((c) => c.value)).div(Rational.of(contributions.length));
  return valueResult(Rational.of(roundToInteger(mean, 'half-up')), contributions, 'mean rounded to a whole number, .5 up');
}

/** RTNG (10.6, 2026): the participant's own rating, higher first (/R: lower first). */
export function computeRating(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason);
  const rating = ratingOf(ctx, spec, player);
  return rating === undefined ? notApplicable('unrated') : valueResult(Rational.of(rating));
}
