import { Rational } from '../arith';
import { isPlayed, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import { isVoluntarilyUnplayed } from '../scoring';
import type { TiebreakContext } from './context';
import { contribution, lazyValueResult, valueResult, type Contribution, type CriterionResult } from './types';

/** PTS: the score in the tournament's point system. */
export function computePoints(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const line = ctx.line(player);
  const records = ctx.record(player);
  return lazyValueResult(line.total, () => line.perRound.map((value, i) => contribution({ round: i + 1, value, note: records[i]!.kind })));
}

/** Counts the rounds that satisfy a test; the contributions name them (the same test, run again when read). */
function countRounds(ctx: TiebreakContext, player: PlayerId, test: (record: RoundRecord, points: Rational) => boolean): CriterionResult {
  const line = ctx.line(player);
  const records = ctx.record(player);
  let count = 0;
  for (let i = 0; i < records.length; i++) if (test(records[i]!, line.perRound[i]!)) count++;
  return lazyValueResult(Rational.of(count), () => {
    const contributions: Contribution[] = [];
    records.forEach((record, i) => {
      if (test(record, line.perRound[i]!)) contributions.push(contribution({ round: i + 1, value: Rational.ONE, note: record.kind }));
    });
    return contributions;
  });
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
  const cumulative = ctx.line(player).cumulative;
  let total = Rational.ZERO;
  for (let i = cut; i < cumulative.length; i++) total = total.add(cumulative[i]!);
  return lazyValueResult(total, () =>
    cumulative.map((value, i) => contribution({ round: i + 1, value, cut: i < cut ? 'cut: first rounds (C.07 14.1.1)' : undefined })),
  );
}

/**
 * STD (7.7, 2026): 1 for every round in which the participant outscored the scheduled
 * opponent, ½ where they scored the same; without an opponent, compared with a draw's
 * points. Standard 1-½-0 points inside any point system. A double forfeit is a loss
 * for both sides in standard points, so it gives 0 (as the reference server does).
 */
export function computeStandardPoints(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  const rounds = ctx.record(player).length;
  let total = Rational.ZERO;
  for (let i = 0; i < rounds; i++) total = total.add(standardPoint(ctx, player, i).value);
  return lazyValueResult(total, () =>
    Array.from({ length: rounds }, (_, i) => {
      const { opponent, value, theirs, mine } = standardPoint(ctx, player, i);
      return contribution({ round: i + 1, opponent, value, opponentValue: theirs, points: mine });
    }),
  );
}

/** One round of STD: the participant's points against the opponent's (or a draw's). */
function standardPoint(ctx: TiebreakContext, player: PlayerId, i: number) {
  const record = ctx.record(player)[i]!;
  const mine = ctx.line(player).perRound[i]!;
  const opponent = 'opponent' in record ? record.opponent : undefined;
  const theirs = opponent !== undefined && ctx.has(opponent) ? ctx.line(opponent).perRound[i]! : ctx.system.draw;
  const c = record.kind === 'double-forfeit' ? -1 : mine.cmp(theirs);
  const value = c > 0 ? Rational.ONE : c === 0 ? Rational.HALF : Rational.ZERO;
  return { opponent, value, theirs, mine };
}

/** TPN (7.8, 2026): the tournament pairing number, lower first (/R: higher first). */
export function computePairingNumber(_ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(Rational.of(player));
}
