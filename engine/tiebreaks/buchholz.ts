import { Rational, roundTo } from '../arith';
import { isForfeit, opponentOf, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import { isVoluntarilyUnplayed } from '../scoring';
import type { TiebreakContext } from './context';
import { applyCuts, markCuts, type Addend } from './cut';
import { foreContext } from './fore';
import { contribution, notApplicable, valueResult, type Contribution, type CriterionResult } from './types';

/** Editions with the C.07 (2023+) art. 16 machinery, including the 16.5 cut exception. */
export function hasArticle16(ctx: TiebreakContext): boolean {
  return ctx.edition === 'fide-2023' || ctx.edition === 'fide-2024' || ctx.edition === 'fide-2026';
}

/**
 * Forfeits count as games against the scheduled opponent with /P, and always in round
 * robins (C.07 15.2; the reference server adds /P there by itself).
 */
export function forfeitCountsAsPlayed(ctx: TiebreakContext, spec: CriterionSpec, record: RoundRecord): boolean {
  return isForfeit(record) && record.opponent !== undefined && (spec.played === true || ctx.roundRobin);
}

/**
 * The value of the opponent of each round for opponent-based sums (BH, SB): the real
 * opponent's score as opponents see it, or the edition's dummy/virtual opponent. With
 * `product`, each addend is that value times the points scored in the round (SB), and
 * its significance for cuts is (opponent's value, product) as C.07 14.1.1 orders SB.
 */
export function opponentAddends(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product = false): OpponentAddend[] {
  // The same addends serve BH, BH/C1, BH/M2…: computed once per participant and context.
  const asPlayed = spec.played === true || ctx.roundRobin;
  const cache = ctx.memo(`opponent-addends:${asPlayed}:${product}`, () => new Map<PlayerId, OpponentAddend[]>());
  let addends = cache.get(player);
  if (!addends) {
    addends = buildOpponentAddends(ctx, spec, player, product);
    cache.set(player, addends);
  }
  return addends;
}

function buildOpponentAddends(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): OpponentAddend[] {
  const line = ctx.line(player);
  const addends: OpponentAddend[] = [];
  const records = ctx.record(player);
  for (let i = 0; i < records.length; i++) {
    const addend = opponentAddend(ctx, spec, player, records[i]!, i, line.perRound[i]!, product);
    if (addend) addends.push(addend);
  }
  return addends;
}

export type OpponentAddend = Addend & { points: Rational };

function opponentAddend(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  player: PlayerId,
  record: RoundRecord,
  i: number,
  points: Rational,
  product: boolean,
): OpponentAddend | undefined {
  const opponent = opponentOf(record);
  // A round robin's rest rounds and the rounds after a withdrawal are no encounters (C.07 15.2).
  if (ctx.roundRobin && opponent === undefined) return undefined;
  let opponentValue: Rational;
  let note: string | undefined;
  let vur = false;
  if (opponent !== undefined && (record.kind === 'played' || forfeitCountsAsPlayed(ctx, spec, record))) {
    opponentValue = ctx.opponentView(opponent);
    note = encounterNote(ctx, record, opponent, opponentValue);
  } else {
    const dummy = ctx.ownUnplayed(player, i);
    opponentValue = dummy.value;
    note = `${record.kind}: ${dummy.note}`;
    vur = isVoluntarilyUnplayed(record);
  }
  const value = product ? opponentValue.mul(points) : opponentValue;
  // One object shape for every contribution keeps the hot loop monomorphic.
  const made = contribution({
    round: i + 1,
    opponent,
    value,
    opponentValue: product ? opponentValue : undefined,
    points: product ? points : undefined,
    note,
    cut: undefined,
  });
  return { contribution: made, significance: opponentValue, tieSignificance: product ? value : undefined, vur, points };
}

/** Says why an encounter's value is not simply the opponent's score, when it is not. */
function encounterNote(ctx: TiebreakContext, record: RoundRecord, opponent: PlayerId, value: Rational): string | undefined {
  const raw = ctx.score(opponent);
  const counted = record.kind === 'played' ? undefined : `${record.kind} counted as played (${ctx.roundRobin ? 'C.07 15.2' : '/P'})`;
  if (value.eq(raw)) return counted;
  const adjusted = `opponent’s score ${raw.toDecimalString()} adjusted to ${value.toDecimalString()} (${adjustmentRule(ctx)})`;
  return counted ? `${counted}; ${adjusted}` : adjusted;
}

function adjustmentRule(ctx: TiebreakContext): string {
  switch (ctx.edition) {
    case 'fide-2009':
      return 'unplayed games as draws, FIDE 2009';
    case 'fide-pre-2009':
      return 'unplayed games as draws, pre-2009';
    case 'us-chess':
      return 'unplayed games count ½, US Chess 34E1';
    default:
      return 'C.07 16.3';
  }
}

/** BH (C.07 8.1): sum of the opponents' scores, with the edition's unplayed-round rules. */
export function computeBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const addends = opponentAddends(ctx, spec, player);
  const { total, cuts } = applyCuts(addends, spec, hasArticle16(ctx));
  return valueResult(total, markCuts(addends, cuts));
}

/** FB (C.07 8.3): Buchholz as if every game of the last round had been drawn. */
export function computeForeBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  return computeBuchholz(foreContext(ctx), spec, player);
}

/**
 * AOB (C.07 8.2): average of the Buchholz (with /F: Fore Buchholz) of the opponents
 * met over the board, rounded to 0.01 half-up as the reference server does.
 */
export function computeAverageOfOpponentsBuchholz(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): CriterionResult {
  const inner: CriterionSpec = { code: spec.fore ? 'FB' : 'BH', text: spec.fore ? 'FB' : 'BH' };
  const column = ctx.memo(`AOB-inner:${inner.code}`, () => new Map<PlayerId, Rational>());
  const valueOf = (id: PlayerId) => {
    let v = column.get(id);
    if (!v) {
      const r = spec.fore ? computeForeBuchholz(ctx, inner, id) : computeBuchholz(ctx, inner, id);
      v = r.kind === 'value' ? r.value : Rational.ZERO;
      column.set(id, v);
    }
    return v;
  };
  const contributions: Contribution[] = [];
  ctx.record(player).forEach((record, i) => {
    if (record.kind !== 'played') return;
    contributions.push(
      contribution({
        round: i + 1,
        opponent: record.opponent,
        value: valueOf(record.opponent),
        note: inner.code === 'FB' ? 'opponent’s FB' : 'opponent’s BH',
      }),
    );
  });
  if (contributions.length === 0) return notApplicable('no opponent met over the board (C.07 8.2)');
  const mean = Rational.sum(contributions.map((c) => c.value)).div(Rational.of(contributions.length));
  return valueResult(roundTo(mean, 2, 'half-up'), contributions, 'average rounded to 0.01, half up');
}

/** ABH: the participant's own score as opponents see it (the oracle's diagnostic column). */
export function computeAdjustedScore(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(ctx.opponentView(player));
}

/** AFB: the same for Fore Buchholz. */
export function computeForeAdjustedScore(ctx: TiebreakContext, _spec: CriterionSpec, player: PlayerId): CriterionResult {
  return valueResult(foreContext(ctx).opponentView(player));
}
