import { Rational } from '../arith';
import type { CriterionSpec } from '../model';
import { contribution, type Contribution } from './types';
import { CUT_REASONS } from './engine-words';

/**
 * The terms of a sum-based criterion before modifiers, by index: what each is worth, how
 * significant it is (lowest = least significant), and whether it comes from a voluntarily
 * unplayed round (C.07 16.1.2). Index-based so a sum can be cut without an object per term.
 */
export interface CutTerms {
  readonly length: number;
  value(i: number): Rational;
  /** Negative when term i is less significant than term j (C.07 14.1.1's order). */
  compareSignificance(i: number, j: number): number;
  vur(i: number): boolean;
}

/**
 * C.07 14.1–14.4 with the 16.5 exception: Cut-n drops the n least significant values;
 * Median-n drops the n least and then the n most significant ("in that order").
 * 16.5: when a cut would drop the least significant value of a participant with VURs,
 * the lowest VUR contribution is dropped instead (repeated for each further cut);
 * cutting the most significant values has no VUR preference. `/V` switches 16.5 off.
 * Returns, for each term cut, its index and why. Ties go to the earliest term.
 */
export function chooseCuts(terms: CutTerms, spec: CriterionSpec, vurFirstApplies: boolean): Map<number, string> {
  const low = (spec.cut ?? 0) + (spec.median ?? 0);
  const high = spec.median ?? 0;
  const cuts = new Map<number, string>();
  const vurFirst = vurFirstApplies && !spec.ignoreVurFirst;
  for (let k = 0; k < low && cuts.size < terms.length; k++) {
    const leastSignificant = pick(terms, cuts, -1, false);
    const lowestVur = vurFirst ? pick(terms, cuts, -1, true) : -1;
    // 16.5: the VUR goes instead "as long as" it is not lower than the least significant value.
    const useVur = lowestVur !== -1 && lowestVur !== leastSignificant && terms.value(lowestVur).ge(terms.value(leastSignificant));
    cuts.set(
      useVur ? lowestVur : leastSignificant,
      useVur ? CUT_REASONS['vur-first'] : CUT_REASONS[spec.median ? 'least-significant-median' : 'least-significant'],
    );
  }
  for (let k = 0; k < high && cuts.size < terms.length; k++) {
    cuts.set(pick(terms, cuts, 1, false), CUT_REASONS['most-significant']);
  }
  return cuts;
}

/** Terms a bit mask can hold: `chooseCutsOnIntegers` answers for up to this many. */
export const MAX_MASKED_TERMS = 30;

/**
 * What a spec cuts, as plain numbers: the least significant terms dropped (Cut-n, and Median-n's
 * low half), then the most significant (Median-n's high half), and whether 16.5 puts a VUR first.
 * The hot loops read these and never the spec, whose shape varies from criterion to criterion
 * (V8 would compile them again for every column).
 */
export interface CutCounts {
  readonly low: number;
  readonly high: number;
  readonly vurFirst: boolean;
}

export function cutCounts(spec: CriterionSpec, vurFirstApplies: boolean): CutCounts {
  return {
    low: (spec.cut ?? 0) + (spec.median ?? 0),
    high: spec.median ?? 0,
    vurFirst: vurFirstApplies && !spec.ignoreVurFirst,
  };
}

/**
 * `chooseCuts` on integers, for the hot path of BH and SB (opponent-terms.ts): the same
 * choices, in the same order with the same ties, as a bit mask of the terms cut. `values[k]`
 * is term k's significance (the opponent's value, scaled); `products`, when given, breaks
 * its ties and is what the 16.5 comparison weighs (SB); `vurs` has bit k set for a VUR.
 * A property test holds it to `chooseCuts`. Undefined beyond MAX_MASKED_TERMS terms.
 */
export function chooseCutsOnIntegers(
  values: Float64Array,
  products: Float64Array | undefined,
  vurs: number,
  spec: CriterionSpec,
  vurFirstApplies: boolean,
): number | undefined {
  return chooseCutsMasked(values, products, vurs, cutCounts(spec, vurFirstApplies));
}

/** `chooseCutsOnIntegers` with the spec's cuts as numbers (`cutCounts`). */
export function chooseCutsMasked(
  values: Float64Array,
  products: Float64Array | undefined,
  vurs: number,
  counts: CutCounts,
): number | undefined {
  const length = values.length;
  if (length > MAX_MASKED_TERMS) return undefined;
  const { low, high, vurFirst } = counts;
  const worth = products ?? values;
  let cuts = 0;
  let count = 0;
  for (let k = 0; k < low && count < length; k++) {
    const least = pickMasked(values, products, cuts, -1, -1);
    const lowestVur = vurFirst ? pickMasked(values, products, cuts, -1, vurs) : -1;
    const useVur = lowestVur !== -1 && lowestVur !== least && worth[lowestVur]! >= worth[least]!;
    cuts |= 1 << (useVur ? lowestVur : least);
    count++;
  }
  for (let k = 0; k < high && count < length; k++) {
    cuts |= 1 << pickMasked(values, products, cuts, 1, -1);
    count++;
  }
  return cuts;
}

/** `pick` on integers: the earliest term outside `cuts` and inside `among` that no other beats. */
function pickMasked(values: Float64Array, products: Float64Array | undefined, cuts: number, direction: -1 | 1, among: number): number {
  let best = -1;
  for (let i = 0; i < values.length; i++) {
    const bit = 1 << i;
    if ((cuts & bit) !== 0 || (among & bit) === 0) continue;
    if (best === -1) {
      best = i;
      continue;
    }
    let order = values[i]! - values[best]!;
    if (order === 0 && products !== undefined) order = products[i]! - products[best]!;
    if (order * direction > 0) best = i;
  }
  return best;
}

/** Σ of the terms not cut. */
export function sumUncut(terms: CutTerms, cuts: ReadonlyMap<number, string>): Rational {
  let total = Rational.ZERO;
  for (let i = 0; i < terms.length; i++) if (!cuts.has(i)) total = total.add(terms.value(i));
  return total;
}

/**
 * The first term (earliest) not yet cut that no other such term beats: direction -1 finds
 * the least significant, 1 the most; with `vurOnly`, among the VUR terms (-1 when none).
 */
function pick(terms: CutTerms, cuts: ReadonlyMap<number, string>, direction: -1 | 1, vurOnly: boolean): number {
  let best = -1;
  for (let i = 0; i < terms.length; i++) {
    if (cuts.has(i) || (vurOnly && !terms.vur(i))) continue;
    if (best === -1 || terms.compareSignificance(i, best) * direction > 0) best = i;
  }
  return best;
}

/**
 * One addend of a sum-based criterion, as an object: its contribution, how significant
 * it is (compared lexicographically, lowest = least significant), and whether it comes
 * from a voluntarily unplayed round (C.07 16.1.2).
 */
export interface Addend {
  contribution: Contribution;
  /** Compared first: the value (BH) or the opponent's score (SB). */
  significance: Rational;
  /** Compared when the first is equal: the product (SB); absent for BH. */
  tieSignificance?: Rational | undefined;
  vur: boolean;
}

export interface CutOutcome {
  total: Rational;
  cuts: Map<Addend, string>;
}

/**
 * `chooseCuts` for a list of addends: the sum of what is left and, for each cut addend,
 * why it was cut. The addends are not changed (they may be shared by several columns).
 */
export function applyCuts(addends: readonly Addend[], spec: CriterionSpec, vurFirstApplies: boolean): CutOutcome {
  const terms = addendTerms(addends);
  const chosen = chooseCuts(terms, spec, vurFirstApplies);
  const cuts = new Map<Addend, string>();
  for (const [i, reason] of chosen) cuts.set(addends[i]!, reason);
  return { total: sumUncut(terms, chosen), cuts };
}

function addendTerms(addends: readonly Addend[]): CutTerms {
  return {
    length: addends.length,
    value: (i) => addends[i]!.contribution.value,
    compareSignificance: (i, j) => compareSignificance(addends[i]!, addends[j]!),
    vur: (i) => addends[i]!.vur,
  };
}

/** The addends' contributions, with the cut ones marked (copies; the rest shared). */
export function markCuts(addends: readonly Addend[], cuts: ReadonlyMap<Addend, string>): Contribution[] {
  return addends.map((a) => {
    const reason = cuts.get(a);
    return reason === undefined ? a.contribution : contribution({ ...a.contribution, cut: reason });
  });
}

function compareSignificance(a: Addend, b: Addend): number {
  const first = a.significance.cmp(b.significance);
  if (first !== 0 || !a.tieSignificance || !b.tieSignificance) return first;
  return a.tieSignificance.cmp(b.tieSignificance);
}
