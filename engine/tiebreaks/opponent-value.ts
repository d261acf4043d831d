import type { Rational } from '../arith';
import { isForfeit, opponentOf, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import { isVoluntarilyUnplayed } from '../scoring';
import type { TiebreakContext } from './context';

/*
 * What one round gives the opponent-based sums (BH, FB, SB): the opponent met, or the
 * edition's dummy/virtual opponent of an own unplayed round. Shared by the per-participant
 * terms (opponent-terms.ts, the audit) and the whole event's table (term-table.ts).
 */

/**
 * Forfeits count as games against the scheduled opponent with /P, and always in round
 * robins (C.07 15.2; the reference server adds /P there by itself).
 */
export function forfeitCountsAsPlayed(ctx: TiebreakContext, spec: CriterionSpec, record: RoundRecord): boolean {
  return isForfeit(record) && record.opponent !== undefined && (spec.played === true || ctx.roundRobin);
}

/** Whether the round's term is the real opponent (a game, or a forfeit counted as one). */
export function metOpponent(ctx: TiebreakContext, spec: CriterionSpec, record: RoundRecord): boolean {
  return opponentOf(record) !== undefined && (record.kind === 'played' || forfeitCountsAsPlayed(ctx, spec, record));
}

/**
 * The opponent's value in round `i`: the real opponent's score as opponents see it, or the
 * edition's dummy/virtual opponent. Undefined when the round has no term: a round robin's
 * rest rounds and the rounds after a withdrawal are no encounters (C.07 15.2).
 */
export function opponentValue(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  player: PlayerId,
  record: RoundRecord,
  i: number,
): Rational | undefined {
  if (metOpponent(ctx, spec, record)) return ctx.opponentView(opponentOf(record)!);
  if (ctx.roundRobin && opponentOf(record) === undefined) return undefined;
  return ctx.ownUnplayed(player, i).value;
}

/** 16.1.2: only an own unplayed round, met by the edition's dummy opponent, can be voluntarily unplayed. */
export function isVurTerm(ctx: TiebreakContext, spec: CriterionSpec, record: RoundRecord): boolean {
  return !metOpponent(ctx, spec, record) && isVoluntarilyUnplayed(record);
}
