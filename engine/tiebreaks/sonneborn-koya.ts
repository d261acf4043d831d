import { Rational } from '../arith';
import { opponentOf, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import type { EngineWords } from './engine-words';
import { hasArticle16, opponentSumResult } from './buchholz';
import { tableColumn } from './term-table';
import { contribution, lazyValueResult, type Contribution, type CriterionResult } from './types';

/**
 * SB (C.07 9.1): Σ (opponent's score × points scored against that opponent); own
 * unplayed rounds use the edition's dummy/virtual opponent times the points awarded.
 * SB-C1 (14.1.1, 2024-08): the least significant value is the product with the
 * lowest-scoring opponent; among equally low opponents, the smallest product.
 */
export function computeSonnebornBerger(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return opponentSumResult(ctx, spec, player, true);
}

/** SB of the whole field at once, the values computeSonnebornBerger gives (CriterionDefinition's `column`). */
export function sonnebornBergerColumn(ctx: TiebreakContext, spec: CriterionSpec, players: readonly PlayerId[]): Rational[] | undefined {
  return tableColumn(ctx, spec, players, true, hasArticle16(ctx));
}

/**
 * KS (C.07 9.2): points scored against opponents whose final score is at least the
 * limit, 50 % of the maximum possible score by default; 14.5 moves the limit in
 * half-point steps (KS/L+1, KS/L-1) or sets a percentage (KS/L60). The maximum is the
 * win value × the games a participant can play (a round robin's rest round is none).
 */
export function computeKoya(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const limit = koyaLimit(ctx, spec);
  const line = ctx.line(player);
  const records = ctx.record(player);
  let total = Rational.ZERO;
  for (let i = 0; i < records.length; i++) {
    const opponent = opponentOf(records[i]!);
    if (opponent !== undefined && ctx.score(opponent).ge(limit)) total = total.add(line.perRound[i]!);
  }
  const note = ctx.memo(`koya-note:${spec.text}`, () => `limit ${limit.toDecimalString()}`);
  const noteWords = ctx.memo(`koya-note-words:${spec.text}`, (): EngineWords => ({ key: 'koya-limit', limit }));
  return lazyValueResult(total, koyaContributions, ctx, spec, player, note, noteWords);
}

const KOYA_COUNTS: EngineWords = { key: 'koya-opponent', counts: true };
const KOYA_BELOW: EngineWords = { key: 'koya-opponent', counts: false };

function koyaContributions(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): Contribution[] {
  const limit = koyaLimit(ctx, spec);
  const line = ctx.line(player);
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    const opponent = opponentOf(record);
    if (opponent === undefined) return;
    const opponentScore = ctx.score(opponent);
    const counts = opponentScore.ge(limit);
    const points = line.perRound[i]!;
    contributions.push(
      contribution({
        round: i + 1,
        opponent,
        value: counts ? points : Rational.ZERO,
        opponentValue: opponentScore,
        points,
        note: counts ? 'opponent at or above the limit' : 'opponent below the limit',
        noteWords: counts ? KOYA_COUNTS : KOYA_BELOW,
      }),
    );
  });
  return contributions;
}

export function koyaLimit(ctx: TiebreakContext, spec: CriterionSpec): Rational {
  return ctx.memo(`koya-limit:${spec.text}`, () => {
    const maximum = ctx.system.win.mul(Rational.of(maximumGames(ctx)));
    const limit = spec.limit;
    if (limit?.kind === 'percent') return maximum.mul(limit.percent).div(Rational.of(100));
    const half = maximum.div(Rational.of(2));
    if (limit?.kind === 'steps') return half.add(ctx.system.draw.mul(Rational.of(limit.steps)));
    return half;
  });
}

/** Games a participant can play: the rounds, less a round robin's rest rounds. */
function maximumGames(ctx: TiebreakContext): number {
  if (!ctx.roundRobin) return ctx.rounds;
  const n = ctx.players.length;
  const cycles = ctx.crosstable.type === 'double-round-robin' ? 2 : 1;
  return n % 2 === 1 ? cycles * (n - 1) : ctx.rounds;
}
