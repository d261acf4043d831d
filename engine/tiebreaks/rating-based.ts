import { Rational, roundToInteger } from '../arith';
import { PlayerMap, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { CUT_REASONS, type EngineWords } from './engine-words';
import { averageRating, perfectPerformance, performanceDerivation, tournamentPerformance } from './rating-performance';
import {
  contribution,
  lazyValueResult,
  notApplicable,
  valueResult,
  type Contribution,
  type ContributionWriter,
  type CriterionResult,
} from './types';

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

/**
 * A participant's rating for the rating criteria: the first one (the rating at the start), or
 * with `rating per round` the one the crosstable gives for the round of the game when it gives
 * one (0 there: unrated in that round). C.07 2026 art. 10: "if used, the first rating unless the
 * regulations say otherwise".
 */
function ratingOf(ctx: TiebreakContext, spec: CriterionSpec, id: PlayerId, round?: number): number | undefined {
  const player = ctx.player(id);
  if (round !== undefined && ctx.options.ratings === 'per-round') {
    const inRound = player.roundRatings?.[round - 1];
    if (inRound !== undefined) return inRound > 0 ? inRound : spec.unratedRating;
  }
  return player.rating ?? spec.unratedRating;
}

/** A memo key per rating rule; the common case (no rating stated for unrated players) builds no string. */
function ratingRuleKey(table: string, spec: CriterionSpec): string {
  return spec.unratedRating === undefined ? table : `${table}/U${spec.unratedRating}`;
}

/** Why no rating criterion applies, or undefined when they do. */
function notApplicableReason(ctx: TiebreakContext, spec: CriterionSpec): { text: string; words: EngineWords } | undefined {
  if (ctx.edition !== 'fide-2026' || spec.unratedRating !== undefined) return undefined;
  return ctx.memo('rating-criteria-dropped', () => {
    const unrated = ctx.players.filter((p) => p.rating === undefined);
    if (unrated.length === 0) return undefined;
    const text =
      `${unrated.length} participant${unrated.length === 1 ? ' is' : 's are'} unrated and the regulation states no rating ` +
      'for unrated players (C.07 art. 10)';
    return { text, words: { key: 'unrated-no-rating-stated', count: unrated.length } as const };
  });
}

/**
 * What the values need of the games against rated opponents — their ratings and the points
 * scored — kept once per context and rating rule as numbers and one Rational: no object per
 * game (75,000 of them kept alive for a 5,000-player list made collecting them GC-bound).
 */
interface RatedGames {
  ratings: number[];
  points: Rational;
}

function ratedGames(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): RatedGames {
  const cache = ctx.memo(ratingRuleKey('rated-games', spec), () => new PlayerMap<RatedGames>());
  let games = cache.get(player);
  if (!games) {
    const list = ratedGameList(ctx, spec, player);
    games = { ratings: list.map((g) => g.rating), points: Rational.sum(list.map((g) => g.points)) };
    cache.set(player, games);
  }
  return games;
}

/** The participant's games against rated opponents, in round order. */
function ratedGameList(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): RatedGame[] {
  const games: RatedGame[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    const rating = ratingOf(ctx, spec, record.opponent, i + 1);
    if (rating === undefined) return;
    const points = record.outcome === 'win' ? Rational.ONE : record.outcome === 'draw' ? Rational.HALF : Rational.ZERO;
    games.push({ round: i + 1, opponent: record.opponent, rating, points });
  });
  return games;
}

/** The audit trail of the rating criteria: one line per rated game. */
function ratedGameContributions(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): Contribution[] {
  const perRound = ctx.options.ratings === 'per-round';
  const note = perRound ? 'opponent’s rating in that round' : 'opponent’s rating';
  const noteWords: EngineWords = { key: 'opponent-value', of: perRound ? 'rating-in-round' : 'rating' };
  return ratedGameList(ctx, spec, player).map((g) =>
    contribution({ round: g.round, opponent: g.opponent, value: Rational.of(g.rating), points: g.points, note, noteWords }),
  );
}

/** ARO (10.1), with Cut-n / Median-n dropping the lowest (and highest) ratings (14.1.1). */
export function computeAverageRatingOfOpponents(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason.text, reason.words);
  const { ratings } = ratedGames(ctx, spec, player);
  const cuts = ratingCuts(ratings, spec);
  const aro = averageRating(cuts.size === 0 ? ratings : ratings.filter((_, i) => !cuts.has(i)));
  if (aro === undefined)
    return ratings.length === 0
      ? notApplicable('no rated opponent met over the board', { key: 'no-rated-opponent' })
      : notApplicable('no rating left after the cut', { key: 'no-rating-left' });
  return lazyValueResult(
    Rational.of(aro),
    aroContributions,
    ctx,
    spec,
    player,
    'mean rounded to a whole number, .5 up (C.07 10.1)',
    ARO_NOTE,
  );
}

function aroContributions(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): Contribution[] {
  const cuts = ratingCuts(ratedGames(ctx, spec, player).ratings, spec);
  return ratedGameContributions(ctx, spec, player).map((c, i) => (cuts.has(i) ? contribution({ ...c, cut: cuts.get(i) }) : c));
}

const ARO_NOTE: EngineWords = { key: 'rounded-mean' };

const NO_RATING_CUTS: ReadonlyMap<number, string> = new Map();

/**
 * Cut-n drops the lowest ratings, Median-n also the highest (C.07 14.1.1, 14.3): why, by
 * game index. Equal ratings: the earliest game is the lowest, the latest the highest.
 */
function ratingCuts(ratings: readonly number[], spec: CriterionSpec): ReadonlyMap<number, string> {
  const low = (spec.cut ?? 0) + (spec.median ?? 0);
  const high = spec.median ?? 0;
  if (low + high === 0) return NO_RATING_CUTS;
  const cuts = new Map<number, string>();
  for (let k = 0; k < low && cuts.size < ratings.length; k++) cuts.set(extremeRating(ratings, cuts, -1), CUT_REASONS['lowest-rating']);
  for (let k = 0; k < high && cuts.size < ratings.length; k++) cuts.set(extremeRating(ratings, cuts, 1), CUT_REASONS['highest-rating']);
  return cuts;
}

/** The game not yet cut with the lowest (direction -1, earliest first) or highest (1, latest first) rating. */
function extremeRating(ratings: readonly number[], cuts: ReadonlyMap<number, string>, direction: -1 | 1): number {
  let best = -1;
  for (let i = 0; i < ratings.length; i++) {
    if (cuts.has(i)) continue;
    if (best === -1) {
      best = i;
      continue;
    }
    const beyond = (ratings[i]! - ratings[best]!) * direction;
    if (beyond > 0 || (beyond === 0 && direction === 1)) best = i;
  }
  return best;
}

/** TPR (10.2): ARO + dp(p). */
export function computeTournamentPerformance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return performance(ctx, spec, player, 'TPR');
}

/** PTP (10.3): the lowest rating whose expected score reaches the points scored. */
export function computePerfectPerformance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return performance(ctx, spec, player, 'PTP');
}

const PERFORMANCE_TABLES = { TPR: 'performance:TPR', PTP: 'performance:PTP' } as const;

/** Every participant's TPR or PTP under one rating rule, filled as asked (APRO and APPO read every opponent's). */
function performanceTable(ctx: TiebreakContext, spec: CriterionSpec, kind: 'TPR' | 'PTP'): PlayerMap<CriterionResult> {
  return ctx.memo(ratingRuleKey(PERFORMANCE_TABLES[kind], spec), () => new PlayerMap<CriterionResult>());
}

/** TPR or PTP of one participant, computed once per context and rating rule. */
function performance(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  player: PlayerId,
  kind: 'TPR' | 'PTP',
  table = performanceTable(ctx, spec, kind),
): CriterionResult {
  let result = table.get(player);
  if (!result) {
    result = computePerformance(ctx, spec, player, kind);
    table.set(player, result);
  }
  return result;
}

function computePerformance(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, kind: 'TPR' | 'PTP'): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason.text, reason.words);
  const { ratings, points } = ratedGames(ctx, spec, player);
  if (ratings.length === 0) return notApplicable('no rated opponent met over the board', { key: 'no-rated-opponent' });
  const value = kind === 'TPR' ? tournamentPerformance(ratings, points) : perfectPerformance(ratings, points);
  if (value === undefined) return notApplicable('no rated opponent met over the board', { key: 'no-rated-opponent' });
  return lazyValueResult(
    Rational.of(value),
    ratedGameContributions,
    ctx,
    spec,
    player,
    `${points.toDecimalString()} from ${ratings.length} rated games: ${performanceDerivation(kind, ratings, points, value)}`,
  );
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
  if (reason) return notApplicable(reason.text, reason.words);
  const innerSpec = performanceSpec(spec, inner);
  const table = performanceTable(ctx, innerSpec, inner);
  let total = Rational.ZERO;
  let counted = 0;
  for (const record of ctx.record(player)) {
    if (record.kind !== 'played') continue;
    const result = performance(ctx, innerSpec, record.opponent, inner, table);
    if (result.kind !== 'value') continue;
    total = total.add(result.value);
    counted++;
  }
  if (counted === 0) return notApplicable(`no opponent with a ${inner} met over the board`, { key: 'no-opponent-with', value: inner });
  const mean = Rational.of(roundToInteger(total.div(Rational.of(counted)), 'half-up'));
  const write = inner === 'TPR' ? opponentsTprLines : opponentsPtpLines;
  return lazyValueResult(mean, write, ctx, spec, player, 'mean rounded to a whole number, .5 up');
}

/** The TPR or PTP criterion that APRO or APPO averages, with the same rating for unrated players. */
function performanceSpec(spec: CriterionSpec, inner: 'TPR' | 'PTP'): CriterionSpec {
  return { code: inner, text: inner, ...(spec.unratedRating !== undefined ? { unratedRating: spec.unratedRating } : {}) };
}

const opponentsTprLines: ContributionWriter = (ctx, spec, player) => opponentsPerformanceContributions(ctx, spec, player, 'TPR');
const opponentsPtpLines: ContributionWriter = (ctx, spec, player) => opponentsPerformanceContributions(ctx, spec, player, 'PTP');

function opponentsPerformanceContributions(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  player: PlayerId,
  inner: 'TPR' | 'PTP',
): Contribution[] {
  const innerSpec = performanceSpec(spec, inner);
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    const result = performance(ctx, innerSpec, record.opponent, inner);
    if (result.kind !== 'value') return;
    const note = inner === 'TPR' ? 'opponent’s TPR' : 'opponent’s PTP';
    const noteWords: EngineWords = { key: 'opponent-value', of: inner };
    contributions.push(contribution({ round: i + 1, opponent: record.opponent, value: result.value, note, noteWords }));
  });
  return contributions;
}

/** RTNG (10.6, 2026): the participant's own rating, higher first (/R: lower first). */
export function computeRating(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const reason = notApplicableReason(ctx, spec);
  if (reason) return notApplicable(reason.text, reason.words);
  const rating = ratingOf(ctx, spec, player);
  return rating === undefined ? notApplicable('unrated', { key: 'unrated' }) : valueResult(Rational.of(rating));
}
