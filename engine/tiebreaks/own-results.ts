import { Rational } from '../arith';
import { isPlayed, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import { isVoluntarilyUnplayed } from '../scoring';
import type { TiebreakContext } from './context';
import { contribution, valueResult, type Contribution, type CriterionResult } from './types';

/** PTS: the score in the tournament's point system. */
export function computePoints(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const line = ctx.line(player);
  return valueResult(
    line.total,
    line.perRound.map((value, i) => contribution({ round: i + 1, value, note: ctx.record(player)[i]!.kind })),
  );
}

/** Counts the rounds that satisfy a test; the contributions name them. */
function countRounds(ctx: TiebreakContext, player: PlayerId, test: (record: RoundRecord, points: Rational) => boolean): CriterionResult {
  const line = ctx.line(player);
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (test(record, line.perRound[i]!)) contributions.push(contribution({ round: i + 1, value: Rational.ONE, note: record.kind }));
  });
  return valueResult(Rational.of(contributions.length), contributions);
}

/** WIN (7.1): rounds in which the participant received a win's points, with or without playing. */
export function computeWins(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, player, (record, points) => record.kind !== 'double-forfeit' && points.ge(ctx.system.win));
}

/**
 * WON (7.2), BPG (7.3), BWG (7.4) count games played over the board only — in round
 * robins too: a forfeit is no game played with Black (the reference server agrees).
 */
export function computeGamesWon(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, player, (record) => isPlayed(record) && winOf(record));
}

export function computeBlackGames(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, player, (record) => isPlayed(record) && 'colour' in record && record.colour === 'black');
}

export function computeBlackWins(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, player, (record) => isPlayed(record) && winOf(record) && 'colour' in record && record.colour === 'black');
}

function winOf(record: RoundRecord): boolean {
  return record.kind === 'played' && record.outcome === 'win';
}

/**
 * REP (7.6, formerly GE): rounds one elected to play — every round except requested
 * byes and forfeit losses (a withdrawal's rounds are zero-point byes, 16.1.1).
 */
export function computeRoundsElectedToPlay(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, player, (record) => !isVoluntarilyUnplayed(record));
}

/** VUR: voluntarily unplayed rounds (16.1.2), the reference server's diagnostic column. */
export function computeVoluntarilyUnplayed(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, player, (record) => isVoluntarilyUnplayed(record));
}

/**
 * PS (7.5): Σ of the score after each round. PS-Cn drops the first n rounds'
 * cumulative scores (14.1.1).
 */
export function computeProgressiveScores(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const cut = spec.cut ?? 0;
  const contributions: Contribution[] = ctx
    .line(player)
    .cumulative.map((value, i) => contribution({ round: i + 1, value, cut: i < cut ? 'cut: first rounds (C.07 14.1.1)' : undefined }));
  const total = Rational.sum(contributions.filter((c) => !c.cut).map((c) => c.value));
  return valueResult(total, contributions);
}

/**
 * STD (7.7, 2026): 1 for every round in which the participant outscored the scheduled
 * opponent, ½ where they scored the same; without an opponent, compared with a draw's
 * points. Standard 1-½-0 points inside any point system. A double forfeit is a loss
 * for both sides in standard points, so it gives 0 (as the reference server does).
 */
export function computeStandardPoints(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const line = ctx.line(player);
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    const mine = line.perRound[i]!;
    const opponent = 'opponent' in record ? record.opponent : undefined;
    const theirs = opponent !== undefined && ctx.has(opponent) ? ctx.line(opponent).perRound[i]! : ctx.system.draw;
    const c = record.kind === 'double-forfeit' ? -1 : mine.cmp(theirs);
    const value = c > 0 ? Rational.ONE : c === 0 ? Rational.HALF : Rational.ZERO;
    contributions.push(contribution({ round: i + 1, opponent, value, opponentValue: theirs, points: mine }));
  });
  return valueResult(Rational.sum(contributions.map((c) => c.value)), contributions);
}

/** TPN (7.8, 2026): the tournament pairing number, lower first (/R: higher first). */
export function computePairingNumber(_ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(Rational.of(player));
}
