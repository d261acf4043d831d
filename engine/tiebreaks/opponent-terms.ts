import { exactScaledSum, Rational, scaleAll, type ScaledValues } from '../arith';
import { opponentOf, PlayerMap, type CriterionSpec, type PlayerId, type RoundRecord } from '../model';
import type { TiebreakContext } from './context';
import { chooseCutsOnIntegers, MAX_MASKED_TERMS, type Addend, type CutTerms } from './cut';
import { isVurTerm, metOpponent, opponentValue } from './opponent-value';
import { tableCutSum, tableSum } from './term-table';
import { contribution, type Contribution } from './types';
import type { EngineWords, ScoreAdjustment } from './engine-words';

/*
 * The terms of the opponent-based sums (BH, FB, SB): for each round, the value of the
 * opponent met — their score as opponents see it — or of the dummy/virtual opponent the
 * edition puts in an own unplayed round; for SB, times the points scored in the round.
 *
 * Per participant, only the opponents' values are kept (one array of mostly shared values,
 * read by BH, its cuts and SB alike); the terms themselves are arrays indexed by term,
 * built per column, never an object per term: a 5,000-player list has 75,000 terms per sum.
 * The sums, products and cuts run on the whole event's table of integers (term-table.ts)
 * whenever it holds them exactly, else on one participant's values as integers over their
 * common denominator (arith/scaled.ts), and on Rationals otherwise.
 */

export { forfeitCountsAsPlayed } from './opponent-value';

/** Editions with the C.07 (2023+) art. 16 machinery, including the 16.5 cut exception. */
export function hasArticle16(ctx: TiebreakContext): boolean {
  return ctx.edition === 'fide-2023' || ctx.edition === 'fide-2024' || ctx.edition === 'fide-2026';
}

/** One participant's terms before modifiers: the rounds that have one, and the opponent's value in each. */
interface OpponentValues {
  /** Round indices, ascending (a round robin's rest rounds have no term). */
  rounds: readonly number[];
  values: readonly Rational[];
  /** The values as integers (scaleAll), made when first summed; null when they cannot be. */
  scaled?: ScaledValues | null;
  /** SB's terms (the opponent's value × the round's points) as integers; likewise. */
  scaledProducts?: ScaledValues | null;
  /** The VUR terms as a bit mask (vurMask). The forfeit rule that keys these values also decides 16.1.2. */
  vurs?: number;
  /** Σ of the values (BH, FB) and of the products (SB), once summed. */
  sum?: Rational;
  productSum?: Rational;
}

/** The values as integers over a common denominator, or undefined (then summed as Rationals). */
function scaledValues(terms: OpponentValues): ScaledValues | undefined {
  if (terms.scaled === undefined) terms.scaled = scaleAll(terms.values) ?? null;
  return terms.scaled ?? undefined;
}

/** The terms as integers: the values (BH, FB), or with `product` their products with the points (SB); undefined when not exact. */
function scaledTerms(ctx: TiebreakContext, player: PlayerId, terms: OpponentValues, product: boolean): ScaledValues | undefined {
  const values = scaledValues(terms);
  if (!values || !product) return values;
  if (terms.scaledProducts === undefined) terms.scaledProducts = scaledProducts(values, ctx.line(player).perRound, terms.rounds) ?? null;
  return terms.scaledProducts ?? undefined;
}

/** Each value times its round's points, over the product of the two scales; undefined when a product is not a safe integer. */
function scaledProducts(values: ScaledValues, perRound: readonly Rational[], rounds: readonly number[]): ScaledValues | undefined {
  const points = scaleAll(rounds.map((i) => perRound[i]!));
  if (!points) return undefined;
  const ints = new Float64Array(values.ints.length);
  for (let k = 0; k < ints.length; k++) {
    ints[k] = values.ints[k]! * points.ints[k]!;
    if (!Number.isSafeInteger(ints[k])) return undefined;
  }
  return { ints, scale: values.scale * points.scale };
}

/** Computed once per context and forfeit rule: BH, its cuts and SB all read them. */
function opponentValues(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): OpponentValues {
  const asPlayed = spec.played === true || ctx.roundRobin;
  const table = ctx.memo(asPlayed ? 'opponent-values:forfeits-played' : 'opponent-values', newValuesTable);
  let terms = table.get(player);
  if (!terms) {
    terms = termsOf(ctx, spec, player);
    table.set(player, terms);
  }
  return terms;
}

function newValuesTable(): PlayerMap<OpponentValues> {
  return new PlayerMap<OpponentValues>();
}

function termsOf(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId): OpponentValues {
  const records = ctx.record(player);
  const values: Rational[] = [];
  let rounds: number[] | undefined;
  for (let i = 0; i < records.length; i++) {
    const value = opponentValue(ctx, spec, player, records[i]!, i);
    if (value === undefined) {
      // A round robin's rest round: from here on the rounds are listed one by one.
      rounds ??= Array.from({ length: i }, (_, j) => j);
      continue;
    }
    values.push(value);
    rounds?.push(i);
  }
  // Every round has a term (a Swiss): all participants share one list of rounds.
  return { rounds: rounds ?? allRounds(values.length), values };
}

/** 0, 1, … count − 1: one frozen list per count, shared by every participant of every event. */
function allRounds(count: number): readonly number[] {
  return (ALL_ROUNDS[count] ??= Object.freeze(Array.from({ length: count }, (_, i) => i)));
}

const ALL_ROUNDS: (readonly number[])[] = [];

/** Σ of the terms without modifiers (BH, FB, SB): the same terms as `OpponentTerms`, summed directly. */
export function opponentSum(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): Rational {
  const fromTable = tableSum(ctx, spec, player, product);
  if (fromTable) return fromTable;
  const terms = opponentValues(ctx, spec, player);
  // BH is summed once per participant: AOB (and AOB/F) read every opponent's again.
  const known = product ? terms.productSum : terms.sum;
  if (known) return known;
  const scaled = scaledTerms(ctx, player, terms, product);
  const total = (scaled && exactScaledSum(scaled.ints, scaled.scale)) ?? rationalSum(ctx, player, terms, product);
  if (product) terms.productSum = total;
  else terms.sum = total;
  return total;
}

function rationalSum(ctx: TiebreakContext, player: PlayerId, terms: OpponentValues, product: boolean): Rational {
  const { rounds, values } = terms;
  const points = ctx.line(player).perRound;
  let total = Rational.ZERO;
  for (let k = 0; k < values.length; k++) total = total.add(product ? values[k]!.mul(points[rounds[k]!]!) : values[k]!);
  return total;
}

/**
 * BH or SB with a cut or median (C.07 art. 14, 16.5) on integers: `chooseCutsOnIntegers`
 * makes the same choices as `chooseCuts`. Undefined when the terms cannot be scaled exactly
 * or are too many for a bit mask; the caller then cuts the Rationals.
 */
export function cutOpponentSum(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): Rational | undefined {
  const fromTable = tableCutSum(ctx, spec, player, product, hasArticle16(ctx));
  if (fromTable) return fromTable;
  const terms = opponentValues(ctx, spec, player);
  const values = scaledValues(terms);
  const worth = scaledTerms(ctx, player, terms, product);
  if (!values || !worth) return undefined;
  const cuts = chooseCutsOnIntegers(
    values.ints,
    product ? worth.ints : undefined,
    vurMask(ctx, spec, player, terms),
    spec,
    hasArticle16(ctx),
  );
  return cuts === undefined ? undefined : exactScaledSum(worth.ints, worth.scale, cuts);
}

/** Bit k set when term k is a VUR (isVurTerm), for chooseCutsOnIntegers. */
function vurMask(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, terms: OpponentValues): number {
  if (terms.vurs === undefined) {
    const records = ctx.record(player);
    let vurs = 0;
    for (let k = 0; k < terms.rounds.length && k < MAX_MASKED_TERMS; k++) {
      const record = records[terms.rounds[k]!]!;
      if (isVurTerm(ctx, spec, record)) vurs |= 1 << k;
    }
    terms.vurs = vurs;
  }
  return terms.vurs;
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
  private readonly records: readonly RoundRecord[];
  private readonly points: readonly Rational[];
  private products: Rational[] | undefined;

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
  }

  get length(): number {
    return this.rounds.length;
  }

  value(k: number): Rational {
    if (!this.product) return this.opponentValues[k]!;
    this.products ??= this.opponentValues.map((v, j) => v.mul(this.points[this.rounds[j]!]!));
    return this.products[k]!;
  }

  compareSignificance(k: number, j: number): number {
    const first = this.opponentValues[k]!.cmp(this.opponentValues[j]!);
    return first !== 0 || !this.product ? first : this.value(k).cmp(this.value(j));
  }

  vur(k: number): boolean {
    return isVurTerm(this.ctx, this.spec, this.records[this.rounds[k]!]!);
  }

  /** The audit line of term k, with the words saying why its value is what it is. */
  contribution(k: number, cut?: string): Contribution {
    const i = this.rounds[k]!;
    const record = this.records[i]!;
    const opponent = opponentOf(record);
    const met = metOpponent(this.ctx, this.spec, record);
    const unplayed = met ? undefined : this.ctx.ownUnplayed(this.player, i);
    const encounter = met ? encounterNote(this.ctx, record, opponent!, this.opponentValues[k]!) : undefined;
    return contribution({
      round: i + 1,
      opponent,
      value: this.value(k),
      opponentValue: this.product ? this.opponentValues[k] : undefined,
      points: this.product ? this.points[i] : undefined,
      note: unplayed ? `${record.kind}: ${unplayed.note}` : encounter?.note,
      noteWords: unplayed ? { key: 'unplayed-round', kind: record.kind, opponent: unplayed.words } : encounter?.words,
      cut,
    });
  }

  /** The terms as Addend objects, for callers that cut with `applyCuts`. */
  addends(): OpponentAddend[] {
    return this.rounds.map((i, k) => ({
      contribution: this.contribution(k),
      significance: this.opponentValues[k]!,
      tieSignificance: this.product ? this.value(k) : undefined,
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

/** Says why an encounter's value is not simply the opponent's score, when it is not: in English and as a key. */
function encounterNote(
  ctx: TiebreakContext,
  record: RoundRecord,
  opponent: PlayerId,
  value: Rational,
): { note: string; words: EngineWords } | undefined {
  const raw = ctx.score(opponent);
  const rule = ctx.roundRobin ? 'C.07 15.2' : '/P';
  const counted =
    record.kind === 'played'
      ? undefined
      : { note: `${record.kind} counted as played (${rule})`, words: { key: 'counted-as-played', kind: record.kind, rule } as const };
  if (value.eq(raw)) return counted;
  const by = adjustmentOf(ctx);
  const adjusted = {
    note: `opponent’s score ${raw.toDecimalString()} adjusted to ${value.toDecimalString()} (${ADJUSTMENT_RULES[by]})`,
    words: { key: 'opponent-adjusted', raw, value, by } as const,
  };
  return counted ? { note: `${counted.note}; ${adjusted.note}`, words: { key: 'list', parts: [counted.words, adjusted.words] } } : adjusted;
}

const ADJUSTMENT_RULES: Readonly<Record<ScoreAdjustment, string>> = {
  'fide-2009': 'unplayed games as draws, FIDE 2009',
  'pre-2009': 'unplayed games as draws, pre-2009',
  'us-chess': 'unplayed games count ½, US Chess 34E1',
  'c07-16.3': 'C.07 16.3',
};

function adjustmentOf(ctx: TiebreakContext): ScoreAdjustment {
  switch (ctx.edition) {
    case 'fide-2009':
      return 'fide-2009';
    case 'fide-pre-2009':
      return 'pre-2009';
    case 'us-chess':
      return 'us-chess';
    default:
      return 'c07-16.3';
  }
}
