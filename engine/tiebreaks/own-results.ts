import { Rational } from '../arith';
import { isPlayed, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import { isVoluntarilyUnplayed } from '../scoring';
import type { TiebreakContext } from './context';
import type { ColumnCompute } from './definition';
import { contribution, lazyValueResult, valueResult, type Contribution, type ContributionWriter, type CriterionResult } from './types';

/** PTS: the score in the tournament's point system. */
export function computePoints(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return lazyValueResult(ctx.line(player).total, pointsPerRound, ctx, spec, player);
}

/** PTS of the whole field at once (CriterionDefinition's `column`). */
export function pointsColumn(ctx: TiebreakContext, _spec: CriterionSpec, players: readonly PlayerId[]): Rational[] {
  return players.map((player) => ctx.line(player).total);
}

function pointsPerRound(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): Contribution[] {
  const records = ctx.record(player);
  return ctx.line(player).perRound.map((value, i) => contribution({ round: i + 1, value, note: records[i]!.kind }));
}

type RoundTest = (ctx: TiebreakContext, record: RoundRecord, points: Rational, index: number) => boolean;

/** A count of rounds: which rounds count, and the audit naming them (the same test, run again when read). */
interface RoundCount {
  test: RoundTest;
  write: ContributionWriter;
}

function roundCount(test: RoundTest): RoundCount {
  return { test, write: (ctx, _spec, player) => countedRounds(ctx, player, test) };
}

function countRounds(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, { test, write }: RoundCount): CriterionResult {
  return lazyValueResult(Rational.of(countOf(ctx, player, test)), write, ctx, spec, player);
}

function countOf(ctx: TiebreakContext, player: PlayerId, test: RoundTest): number {
  const points = ctx.line(player).perRound;
  const records = ctx.record(player);
  let count = 0;
  for (let i = 0; i < records.length; i++) if (test(ctx, records[i]!, points[i]!, i)) count++;
  return count;
}

/** A count of rounds for the whole field at once: the values countRounds gives (CriterionDefinition's `column`). */
function countColumn({ test }: RoundCount): ColumnCompute {
  return (ctx, _spec, players) => players.map((player) => Rational.of(countOf(ctx, player, test)));
}

function countedRounds(ctx: TiebreakContext, player: PlayerId, test: RoundTest): Contribution[] {
  const points = ctx.line(player).perRound;
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (test(ctx, record, points[i]!, i)) contributions.push(contribution({ round: i + 1, value: Rational.ONE, note: record.kind }));
  });
  return contributions;
}

// A win's points of the round's own scoring (a rapid round's 2, a blitz round's 1 under a scoring by rounds).
const WINS = roundCount((ctx, record, points, i) => record.kind !== 'double-forfeit' && points.ge(ctx.systemAt(i).win));
const GAMES_WON = roundCount((_ctx, record) => isPlayed(record) && winOf(record));
const BLACK_GAMES = roundCount((_ctx, record) => isPlayed(record) && 'colour' in record && record.colour === 'black');
const BLACK_WINS = roundCount((_ctx, record) => isPlayed(record) && winOf(record) && 'colour' in record && record.colour === 'black');
const ELECTED_TO_PLAY = roundCount((_ctx, record) => !isVoluntarilyUnplayed(record));
const VOLUNTARILY_UNPLAYED = roundCount((_ctx, record) => isVoluntarilyUnplayed(record));

export const winsColumn = countColumn(WINS);
export const gamesWonColumn = countColumn(GAMES_WON);
export const blackGamesColumn = countColumn(BLACK_GAMES);
export const blackWinsColumn = countColumn(BLACK_WINS);
export const roundsElectedToPlayColumn = countColumn(ELECTED_TO_PLAY);
export const voluntarilyUnplayedColumn = countColumn(VOLUNTARILY_UNPLAYED);

/** WIN (7.1): rounds in which the participant received a win's points, with or without playing. */
export function computeWins(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, spec, player, WINS);
}

/**
 * WON (7.2), BPG (7.3), BWG (7.4) count games played over the board only — in round
 * robins too: a forfeit is no game played with Black (the reference server agrees).
 */
export function computeGamesWon(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, spec, player, GAMES_WON);
}

export function computeBlackGames(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, spec, player, BLACK_GAMES);
}

export function computeBlackWins(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, spec, player, BLACK_WINS);
}

function winOf(record: RoundRecord): boolean {
  return record.kind === 'played' && record.outcome === 'win';
}

/**
 * REP (7.6, formerly GE): rounds one elected to play — every round except requested
 * byes and forfeit losses (a withdrawal's rounds are zero-point byes, 16.1.1).
 */
export function computeRoundsElectedToPlay(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, spec, player, ELECTED_TO_PLAY);
}

/** VUR: voluntarily unplayed rounds (16.1.2), the reference server's diagnostic column. */
export function computeVoluntarilyUnplayed(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return countRounds(ctx, spec, player, VOLUNTARILY_UNPLAYED);
}

/**
 * PS (7.5): Σ of the score after each round. PS-Cn drops the first n rounds'
 * cumulative scores (14.1.1).
 */
export function computeProgressiveScores(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return lazyValueResult(progressiveTotal(ctx, spec, player), progressiveScores, ctx, spec, player);
}

/** PS of the whole field at once (CriterionDefinition's `column`). */
export function progressiveScoresColumn(ctx: TiebreakContext, spec: CriterionSpec, players: readonly PlayerId[]): Rational[] {
  return players.map((player) => progressiveTotal(ctx, spec, player));
}

function progressiveTotal(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): Rational {
  const cumulative = ctx.line(player).cumulative;
  let total = Rational.ZERO;
  for (let i = spec.cut ?? 0; i < cumulative.length; i++) total = total.add(cumulative[i]!);
  return total;
}

function progressiveScores(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): Contribution[] {
  const cut = spec.cut ?? 0;
  return ctx
    .line(player)
    .cumulative.map((value, i) => contribution({ round: i + 1, value, cut: i < cut ? 'cut: first rounds (C.07 14.1.1)' : undefined }));
}

/**
 * STD (7.7, 2026): 1 for every round in which the participant outscored the scheduled
 * opponent, ½ where they scored the same; without an opponent, compared with a draw's
 * points. Standard 1-½-0 points inside any point system. A double forfeit is a loss
 * for both sides in standard points, so it gives 0 (as the reference server does).
 */
export function computeStandardPoints(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const rounds = ctx.record(player).length;
  let total = Rational.ZERO;
  for (let i = 0; i < rounds; i++) total = total.add(standardPoint(ctx, player, i).value);
  return lazyValueResult(total, standardPoints, ctx, spec, player);
}

function standardPoints(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): Contribution[] {
  return ctx.record(player).map((_, i) => {
    const { opponent, value, theirs, mine } = standardPoint(ctx, player, i);
    return contribution({ round: i + 1, opponent, value, opponentValue: theirs, points: mine });
  });
}

/** One round of STD: the participant's points against the opponent's (or a draw's). */
function standardPoint(ctx: TiebreakContext, player: PlayerId, i: number) {
  const record = ctx.record(player)[i]!;
  const mine = ctx.line(player).perRound[i]!;
  const opponent = 'opponent' in record ? record.opponent : undefined;
  const theirs = opponent !== undefined && ctx.has(opponent) ? ctx.line(opponent).perRound[i]! : ctx.systemAt(i).draw;
  const c = record.kind === 'double-forfeit' ? -1 : mine.cmp(theirs);
  const value = c > 0 ? Rational.ONE : c === 0 ? Rational.HALF : Rational.ZERO;
  return { opponent, value, theirs, mine };
}

/** TPN (7.8, 2026): the tournament pairing number, lower first (/R: higher first). */
export function computePairingNumber(_ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(Rational.of(player));
}
