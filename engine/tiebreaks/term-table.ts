import { exactScaledSum, Rational, scaleFactor } from '../arith';
import { opponentOf, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import { chooseCutsMasked, cutCounts, MAX_MASKED_TERMS, type CutCounts } from './cut';
import { isVurTerm, metOpponent } from './opponent-value';

/*
 * The terms of BH, FB and SB of a whole event at once (docs/performance.md, "Ranking a large
 * Swiss"): every participant's
 * opponent values as integers over one common denominator, in one flat array — a
 * participant's terms are the `count` entries from `slot × stride` — built once per context
 * and forfeit rule. Sums and cuts then run on plain numbers with no object per participant;
 * the values are exactly those of `opponentValues` (opponent-terms.ts), which the audit
 * trail and any event the table cannot hold (a denominator beyond the scale, more terms than
 * a bit mask) still use.
 */
interface TermTable {
  /** Terms per participant at most: the rounds. */
  readonly stride: number;
  /** The slot of each starting number, -1 for none. */
  readonly slotOf: Int32Array;
  /** How many terms each slot has (a round robin's rest rounds have none). */
  readonly count: Int32Array;
  /** Term values × scale. */
  readonly ints: Float64Array;
  /** The round index of each term. */
  readonly round: Int32Array;
  /** Bit k set when term k is a VUR (16.1.2). */
  readonly vurs: Int32Array;
  readonly scale: number;
  /** The largest |term value × scale|: what bounds the products of SB. */
  readonly largest: number;
  /** Each slot's points per round × pointScale, for SB's products; built when first asked. */
  points: PointTable | null | undefined;
  /** Each slot's uncut sum (BH, FB) and sum of products (SB), each filled in one pass when first asked. */
  sums: Float64Array | undefined;
  productSums: Float64Array | undefined;
}

interface PointTable {
  readonly ints: Float64Array;
  readonly scale: number;
}

/** The table of the context's terms, or undefined when they cannot all be held as safe integers. */
function termTable(ctx: TiebreakContext, spec: CriterionSpec): TermTable | undefined {
  const asPlayed = spec.played === true || ctx.roundRobin;
  return ctx.memo(asPlayed ? 'term-table:forfeits-played' : 'term-table', () => buildTermTable(ctx, spec) ?? null) ?? undefined;
}

/*
 * The table is built in passes, one function each: V8 compiles a long loop while it runs
 * (on-stack replacement), and a pass of its own holds no code the run has not reached yet,
 * which would send V8 back out of the compiled loop.
 */
function buildTermTable(ctx: TiebreakContext, spec: CriterionSpec): TermTable | undefined {
  const players = ctx.players;
  let stride = 0;
  let maxId = 0;
  for (let slot = 0; slot < players.length; slot++) {
    const { rounds, id } = players[slot]!;
    if (rounds.length > stride) stride = rounds.length;
    if (id > maxId) maxId = id;
  }
  const sources = termSources(ctx, spec, stride, maxId);
  if (!sources) return undefined;
  const scale = opponentsScale(ctx, sources.scale);
  if (scale === undefined) return undefined;
  const views = scaledViews(ctx, scale, maxId);
  const terms = views && scaledTermValues(sources, views, scale, stride, maxId);
  // Every sum of a participant's terms stays a safe integer.
  if (!terms || terms.largest * stride > Number.MAX_SAFE_INTEGER) return undefined;
  const { slotOf, count, round, vurs } = sources;
  const { ints, largest } = terms;
  // Every field from the start, the memoised ones too: one object shape for the loops that read it.
  return { stride, slotOf, count, ints, round, vurs, scale, largest, points: undefined, sums: undefined, productSums: undefined };
}

/** Where each participant's terms come from, and the scale that holds the own unplayed rounds' values. */
interface TermSources {
  readonly slotOf: Int32Array;
  readonly count: Int32Array;
  readonly vurs: Int32Array;
  readonly round: Int32Array;
  /**
   * The opponent met (their starting number, ≥ 0), or −1 − k for the k-th own unplayed
   * round's dummy/virtual opponent (opponentValue's cases).
   */
  readonly source: Int32Array;
  readonly unplayed: readonly Rational[];
  readonly scale: number;
}

function termSources(ctx: TiebreakContext, spec: CriterionSpec, stride: number, maxId: number): TermSources | undefined {
  const players = ctx.players;
  const slotOf = new Int32Array(maxId + 1).fill(-1);
  const count = new Int32Array(players.length);
  const vurs = new Int32Array(players.length);
  const round = new Int32Array(players.length * stride);
  const source = new Int32Array(players.length * stride);
  const unplayed: Rational[] = [];
  let scale = 1;
  for (let slot = 0; slot < players.length; slot++) {
    const { id, rounds: records } = players[slot]!;
    slotOf[id] = slot;
    const offset = slot * stride;
    let n = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i]!;
      if (metOpponent(ctx, spec, record)) {
        source[offset + n] = opponentOf(record)!;
      } else {
        // A round robin's rest rounds and the rounds after a withdrawal are no encounters (C.07 15.2).
        if (ctx.roundRobin && opponentOf(record) === undefined) continue;
        const value = ctx.ownUnplayed(id, i).value;
        const next = scaleFactor(scale, value);
        if (next === undefined) return undefined;
        scale = next;
        source[offset + n] = -1 - unplayed.length;
        unplayed.push(value);
        if (n < MAX_MASKED_TERMS && isVurTerm(ctx, spec, record)) vurs[slot]! |= 1 << n;
      }
      round[offset + n] = i;
      n++;
    }
    count[slot] = n;
  }
  return { slotOf, count, vurs, round, source, unplayed, scale };
}

/** `scale` made to hold each participant's score as opponents see it too; undefined when too large. */
function opponentsScale(ctx: TiebreakContext, scale: number): number | undefined {
  let held: number | undefined = scale;
  const players = ctx.players;
  for (let slot = 0; slot < players.length; slot++) {
    held = scaleFactor(held, ctx.opponentView(players[slot]!.id));
    if (held === undefined) return undefined;
  }
  return held;
}

/**
 * Each starting number's score as opponents see it, × scale; NaN for a starting number no
 * participant has: a term naming one leaves the table unbuilt, and the participant-by-participant
 * path says what is wrong.
 */
function scaledViews(ctx: TiebreakContext, scale: number, maxId: number): Float64Array | undefined {
  const views = new Float64Array(maxId + 1).fill(NaN);
  const players = ctx.players;
  for (let slot = 0; slot < players.length; slot++) {
    const id = players[slot]!.id;
    const scaled = ctx.opponentView(id).scaledBy(scale);
    if (Number.isNaN(scaled)) return undefined;
    views[id] = scaled;
  }
  return views;
}

/** Every term's value × scale, and the largest in magnitude. */
function scaledTermValues(
  sources: TermSources,
  views: Float64Array,
  scale: number,
  stride: number,
  maxId: number,
): { ints: Float64Array; largest: number } | undefined {
  const { count, source, unplayed } = sources;
  const ints = new Float64Array(count.length * stride);
  let largest = 0;
  for (let slot = 0; slot < count.length; slot++) {
    const offset = slot * stride;
    for (let k = 0; k < count[slot]!; k++) {
      const from = source[offset + k]!;
      const scaled = from > maxId ? NaN : from >= 0 ? views[from]! : unplayed[-1 - from]!.scaledBy(scale);
      if (Number.isNaN(scaled)) return undefined;
      ints[offset + k] = scaled;
      if (Math.abs(scaled) > largest) largest = Math.abs(scaled);
    }
  }
  return { ints, largest };
}

/** Each participant's points per round over one scale; null when they cannot be held, or the products would not stay safe. */
function pointTable(ctx: TiebreakContext, table: TermTable): PointTable | undefined {
  if (table.points === undefined) {
    // The points are the context's, whatever the forfeit rule: SB and SB/P share them.
    const points = ctx.memo('term-table:points', () => buildPointTable(ctx, table.stride) ?? null);
    table.points = points && points.largest * table.largest * table.stride <= Number.MAX_SAFE_INTEGER ? points : null;
  }
  return table.points ?? undefined;
}

function buildPointTable(ctx: TiebreakContext, stride: number): (PointTable & { largest: number }) | undefined {
  const players = ctx.players;
  let scale = 1;
  for (let slot = 0; slot < players.length; slot++) {
    const perRound = ctx.line(players[slot]!.id).perRound;
    for (let i = 0; i < perRound.length; i++) {
      const next = scaleFactor(scale, perRound[i]!);
      if (next === undefined) return undefined;
      scale = next;
    }
  }
  const ints = new Float64Array(players.length * stride);
  let largest = 0;
  for (let slot = 0; slot < players.length; slot++) {
    const perRound = ctx.line(players[slot]!.id).perRound;
    for (let i = 0; i < perRound.length; i++) {
      const scaled = perRound[i]!.scaledBy(scale);
      if (Number.isNaN(scaled)) return undefined;
      ints[slot * stride + i] = scaled;
      if (Math.abs(scaled) > largest) largest = Math.abs(scaled);
    }
  }
  return { ints, scale, largest };
}

/*
 * One participant's terms copied into arrays of their exact length, reused: the cut's
 * integer search (chooseCutsMasked) reads a whole array as the terms.
 */
const valueBuffers: Float64Array[] = [];
const productBuffers: Float64Array[] = [];

function buffer(pool: Float64Array[], length: number): Float64Array {
  return (pool[length] ??= new Float64Array(length));
}

/** The context's table, with SB's `product` its points, and the scale their sums are over; undefined when not held. */
function heldTerms(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  product: boolean,
): { table: TermTable; points: PointTable | undefined; scale: number } | undefined {
  const table = termTable(ctx, spec);
  if (!table) return undefined;
  if (!product) return { table, points: undefined, scale: table.scale };
  const points = pointTable(ctx, table);
  return points && { table, points, scale: table.scale * points.scale };
}

/** The slot of a starting number, -1 when the table has none. */
function slotOf(table: TermTable, player: PlayerId): number {
  return player < table.slotOf.length ? table.slotOf[player]! : -1;
}

/** Every slot's uncut sum (with `points`, of products), summed once per table. */
function sumsFor(table: TermTable, points: PointTable | undefined): Float64Array {
  return points ? (table.productSums ??= sumsOf(table, points)) : (table.sums ??= sumsOf(table, undefined));
}

/**
 * Every slot's Σ of terms (with `points`, of terms × the round's points) in one pass. The
 * table's bounds (largest × rounds, and for products largest × largest point × rounds, within
 * the safe integers) keep every partial sum exact.
 */
function sumsOf(table: TermTable, points: PointTable | undefined): Float64Array {
  const { stride, count, ints, round } = table;
  const sums = new Float64Array(count.length);
  for (let slot = 0; slot < count.length; slot++) {
    const offset = slot * stride;
    const end = offset + count[slot]!;
    let total = 0;
    if (points) for (let k = offset; k < end; k++) total += ints[k]! * points.ints[offset + round[k]!]!;
    else for (let k = offset; k < end; k++) total += ints[k]!;
    sums[slot] = total;
  }
  return sums;
}

/**
 * Slot `slot`'s sum with the spec's cut or median (C.07 art. 14, 16.5), over `scale`: its terms
 * copied into the reused buffers (with `points`, their products too, which SB sums and weighs
 * ties by) and cut on integers; undefined when the cut or the sum cannot be made exactly.
 */
function cutSum(table: TermTable, slot: number, points: PointTable | undefined, scale: number, counts: CutCounts): Rational | undefined {
  const n = table.count[slot]!;
  const offset = slot * table.stride;
  const values = buffer(valueBuffers, n);
  for (let k = 0; k < n; k++) values[k] = table.ints[offset + k]!;
  let worth = values;
  if (points) {
    worth = buffer(productBuffers, n);
    for (let k = 0; k < n; k++) worth[k] = values[k]! * points.ints[offset + table.round[offset + k]!]!;
  }
  const cuts = chooseCutsMasked(values, points ? worth : undefined, table.vurs[slot]!, counts);
  return cuts === undefined ? undefined : exactScaledSum(worth, scale, cuts);
}

/** Σ of a participant's terms (BH, FB; SB with `product`) from the event's table; undefined when it cannot hold them. */
export function tableSum(ctx: TiebreakContext, spec: CriterionSpec, player: PlayerId, product: boolean): Rational | undefined {
  const held = heldTerms(ctx, spec, product);
  const slot = held ? slotOf(held.table, player) : -1;
  return held && slot >= 0 ? Rational.of(sumsFor(held.table, held.points)[slot]!, held.scale) : undefined;
}

/** BH or SB with a cut or median (C.07 art. 14, 16.5) from the event's table; undefined when it cannot hold them. */
export function tableCutSum(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  player: PlayerId,
  product: boolean,
  vurFirstApplies: boolean,
): Rational | undefined {
  const held = heldTerms(ctx, spec, product);
  const slot = held ? slotOf(held.table, player) : -1;
  return held && slot >= 0 ? cutSum(held.table, slot, held.points, held.scale, cutCounts(spec, vurFirstApplies)) : undefined;
}

/**
 * BH, FB or SB (with `product`) of every participant of `players`, in that order, with the
 * spec's cut or median (C.07 art. 14, 16.5): the values `tableSum` and `tableCutSum` give one
 * by one, for the whole field at once. Undefined when the table cannot hold them all.
 */
export function tableColumn(
  ctx: TiebreakContext,
  spec: CriterionSpec,
  players: readonly PlayerId[],
  product: boolean,
  vurFirstApplies: boolean,
): Rational[] | undefined {
  const held = heldTerms(ctx, spec, product);
  if (!held) return undefined;
  const { table, points, scale } = held;
  const counts = cutCounts(spec, vurFirstApplies);
  const sums = counts.low > 0 ? undefined : sumsFor(table, points);
  const column = new Array<Rational>(players.length);
  for (let i = 0; i < players.length; i++) {
    const slot = slotOf(table, players[i]!);
    if (slot < 0) return undefined;
    const value = sums ? Rational.of(sums[slot]!, scale) : cutSum(table, slot, points, scale, counts);
    if (!value) return undefined;
    column[i] = value;
  }
  return column;
}

/**
 * Every participant's uncut sum (BH, FB as `spec` asks) by starting number, over `scale`:
 * what AOB averages. Undefined when the table cannot hold them.
 */
export function tableSums(
  ctx: TiebreakContext,
  spec: CriterionSpec,
): { sums: Float64Array; slotOf: Int32Array; scale: number } | undefined {
  const table = termTable(ctx, spec);
  return table && { sums: sumsFor(table, undefined), slotOf: table.slotOf, scale: table.scale };
}
