import { Rational } from '../arith';
import { isForfeit, opponentOf, PlayerMap, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import { isVoluntarilyUnplayed } from '../scoring';
import type { TiebreakContext } from './context';
import type { Addend, CutTerms } from './cut';
import { contribution, type Contribution } from './types';

/*
 * The terms of the opponent-based sums (BH, FB, SB): for each round, the value of the
 * opponent met — their score as opponents see it — or of the dummy/virtual opponent the
 * edition puts in an own unplayed round; for SB, times the points scored in the round.
 *
 * Per participant, only the opponents' values are kept (one array of mostly shared values,
 * read by BH, its cuts and SB alike); the terms themselves are arrays indexed by term,
 * built per column, never an object per term: a 5,000-player list has 75,000 terms per sum.
 */

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

/** Whether the round's term is the real opponent (a game, or a forfeit counted as one). */
function metOpponent(ctx: TiebreakContext, spec: CriterionSpec, record: RoundRecord): boolean {
  return opponentOf(record) !== undefined && (record.kind === 'played' || forfeitCountsAsPlayed(ctx, spec, record));
}

/**
 * The opponent's value in round `i`: the real opponent's score as opponents see it, or the
 * edition's dummy/virtual opponent. Undefined when the round has no term: a round robin's
 * rest rounds and the rounds after a withdrawal are no encounters (C.07 15.2).
 */
function opponentValue(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, record: RoundRecord, i: number): Rational | undefined {
  if (metOpponent(ctx, spec, record)) return ctx.opponentView(opponentOf(record)!);
  if (ctx.roundRobin && opponentOf(record) === undefined) return undefined;
  return ctx.ownUnplayed(player, i).value;
}

/** One participant's terms before modifiers: the rounds that have one, and the opponent's value in each. */
interface OpponentValues {
  /** Round indices, ascending (a round robin's rest rounds have no term). */
  rounds: readonly number[];
  values: readonly Rational[];
}

/** Computed once per context and forfeit rule: BH, its cuts and SB all read them. */
function opponentValues(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): OpponentValues {
  const asPlayed = spec.played === true || ctx.roundRobin;
  const table = ctx.memo(asPlayed ? 'opponent-values:forfeits-played' : 'opponent-values', () => new PlayerMap<OpponentValues>());
  let terms = table.get(player);
  if (!terms) {
    const records = ctx.record(player);
    const values = records.map((record, i) => opponentValue(ctx, spec, player, record, i));
    if (values.every((value) => value !== undefined)) {
      // Every round has a term (a Swiss): all participants share one list of rounds.
      terms = { rounds: allRounds(ctx, values.length), values };
    } else {
      const rounds = values.flatMap((value, i) => (value === undefined ? [] : [i]));
      terms = { rounds, values: rounds.map((i) => values[i]!) };
    }
    table.set(player, terms);
  }
  return terms;
}

/** 0, 1, … count − 1, shared. */
function allRounds(ctx: TiebreakContext, count: number): readonly number[] {
  const lists = ctx.memo('all-rounds', () => new Map<number, number[]>());
  let rounds = lists.get(count);
  if (!rounds) {
    rounds = Array.from({ length: count }, (_, i) => i);
    lists.set(count, rounds);
  }
  return rounds;
}

/** Σ of the terms without modifiers (BH, FB, SB): the same terms as `OpponentTerms`, summed directly. */
export function opponentSum(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): Rational {
  const { rounds, values } = opponentValues(ctx, spec, player);
  const points = ctx.line(player).perRound;
  let total = Rational.ZERO;
  for (let k = 0; k < values.length; k++) total = total.add(product ? values[k]!.mul(points[rounds[k]!]!) : values[k]!);
  return total;
}

/**
 * One participant's terms, for the cuts (C.07 art. 14, 16.5) and the audit. With `product`
 * (SB) a term is worth the opponent's value times the points, and its significance is
 * (opponent's value, product), the order C.07 14.1.1 gives SB.
 */
export class OpponentTerms implements CutTerms {
  /** The round index of each term. */
  private readonly rounds: readonly number[];
  private readonly opponentValues: readonly Rational[];
  private readonly values: readonly Rational[];
  private readonly records: readonly RoundRecord[];
  private readonly points: readonly Rational[];

  constructor(
    private readonly ctx: TiebreakContext,
    private readonly spec: CriterionSpec,
    private readonly player: PlayerId,
    private readonly product: boolean,
  ) {
    this.records = ctx.record(player);
    this.points = ctx.line(player).perRound;
    const { rounds, values } = opponentValues(ctx, spec, player);
    this.rounds = rounds;
    this.opponentValues = values;
    this.values = product ? values.map((v, k) => v.mul(this.points[rounds[k]!]!)) : values;
  }

  get length(): number {
    return this.rounds.length;
  }

  value(k: number): Rational {
    return this.values[k]!;
  }

  compareSignificance(k: number, j: number): number {
    const first = this.opponentValues[k]!.cmp(this.opponentValues[j]!);
    return first !== 0 || !this.product ? first : this.values[k]!.cmp(this.values[j]!);
  }

  /** 16.1.2: only an own unplayed round, met by the edition's dummy opponent, can be voluntarily unplayed. */
  vur(k: number): boolean {
    const record = this.records[this.rounds[k]!]!;
    return !metOpponent(this.ctx, this.spec, record) && isVoluntarilyUnplayed(record);
  }

  /** The audit line of term k, with the words saying why its value is what it is. */
  contribution(k: number, cut?: string): Contribution {
    const i = this.rounds[k]!;
    const record = this.records[i]!;
    const opponent = opponentOf(record);
    const met = metOpponent(this.ctx, this.spec, record);
    return contribution({
      round: i + 1,
      opponent,
      value: this.values[k]!,
      opponentValue: this.product ? this.opponentValues[k] : undefined,
      points: this.product ? this.points[i] : undefined,
      note: met
        ? encounterNote(this.ctx, record, opponent!, this.opponentValues[k]!)
        : `${record.kind}: ${this.ctx.ownUnplayed(this.player, i).note}`,
      cut,
    });
  }

  /** The terms as Addend objects, for callers that cut with `applyCuts`. */
  addends(): OpponentAddend[] {
    return this.rounds.map((i, k) => ({
      contribution: this.contribution(k),
      significance: this.opponentValues[k]!,
      tieSignificance: this.product ? this.values[k] : undefined,
      vur: this.vur(k),
      points: this.points[i]!,
    }));
  }
}

export type OpponentAddend = Addend & { points: Rational };

/**
 * The value of the opponent of each round for opponent-based sums (BH, SB), as addends:
 * the real opponent's score as opponents see it, or the edition's dummy/virtual opponent.
 */
export function opponentAddends(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product = false): OpponentAddend[] {
  return new OpponentTerms(ctx, spec, player, product).addends();
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
