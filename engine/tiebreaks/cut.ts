import { Rational } from '../arith';
import type { CriterionSpec } from '../model';
import { contribution, type Contribution } from './types';

/**
 * One addend of a sum-based criterion before modifiers: its contribution, how
 * significant it is (compared lexicographically, lowest = least significant), and
 * whether it comes from a voluntarily unplayed round (C.07 16.1.2).
 */
export interface Addend {
  contribution: Contribution;
  /** Compared first: the value (BH) or the opponent's score (SB). */
  significance: Rational;
  /** Compared when the first is equal: the product (SB); absent for BH. */
  tieSignificance?: Rational;
  vur: boolean;
}

/**
 * C.07 14.1–14.4 with the 16.5 exception: Cut-n drops the n least significant values;
 * Median-n drops the n least and then the n most significant ("in that order").
 * 16.5: when a cut would drop the least significant value of a participant with VURs,
 * the lowest VUR contribution is dropped instead (repeated for each further cut);
 * cutting the most significant values has no VUR preference. `/V` switches 16.5 off.
 * Returns the sum of what is left and, for each cut addend, why it was cut. The addends
 * are not changed (they may be shared by several columns).
 */
export interface CutOutcome {
  total: Rational;
  cuts: Map<Addend, string>;
}

const NO_CUTS: ReadonlyMap<Addend, string> = new Map();

export function applyCuts(addends: readonly Addend[], spec: CriterionSpec, vurFirstApplies: boolean): CutOutcome {
  const low = (spec.cut ?? 0) + (spec.median ?? 0);
  const high = spec.median ?? 0;
  if (low === 0 && high === 0) return { total: sumOf(addends), cuts: NO_CUTS as Map<Addend, string> };
  const cuts = new Map<Addend, string>();
  const remaining = [...addends];
  const vurFirst = vurFirstApplies && !spec.ignoreVurFirst;
  for (let i = 0; i < low && remaining.length > 0; i++) {
    const leastSignificant = pick(remaining, (a, b) => compareSignificance(a, b) < 0);
    const lowestVur = vurFirst ? lowestVurAddend(remaining) : undefined;
    // 16.5: the VUR goes instead "as long as" it is not lower than the least significant value.
    const useVur =
      lowestVur !== undefined && lowestVur !== leastSignificant && lowestVur.contribution.value.ge(leastSignificant.contribution.value);
    const victim = useVur ? lowestVur : leastSignificant;
    cuts.set(
      victim,
      useVur ? 'cut: voluntarily unplayed round first (C.07 16.5)' : `cut: least significant (C.07 14.${spec.median ? 3 : 1})`,
    );
    remaining.splice(remaining.indexOf(victim), 1);
  }
  for (let i = 0; i < high && remaining.length > 0; i++) {
    const victim = pick(remaining, (a, b) => compareSignificance(a, b) > 0);
    cuts.set(victim, 'cut: most significant (C.07 14.3)');
    remaining.splice(remaining.indexOf(victim), 1);
  }
  return { total: sumOf(remaining), cuts };
}

/** The addends' contributions, with the cut ones marked (copies; the rest shared). */
export function markCuts(addends: readonly Addend[], cuts: ReadonlyMap<Addend, string>): Contribution[] {
  if (cuts.size === 0) return uncutContributions(addends);
  return addends.map((a) => {
    const reason = cuts.get(a);
    return reason === undefined ? a.contribution : contribution({ ...a.contribution, cut: reason });
  });
}

const UNCUT = new WeakMap<readonly Addend[], Contribution[]>();

/** One shared contributions array per (cached) addend list. */
function uncutContributions(addends: readonly Addend[]): Contribution[] {
  let contributions = UNCUT.get(addends);
  if (!contributions) {
    contributions = addends.map((a) => a.contribution);
    UNCUT.set(addends, contributions);
  }
  return contributions;
}

function sumOf(addends: readonly Addend[]): Rational {
  let total = Rational.ZERO;
  for (const a of addends) total = total.add(a.contribution.value);
  return total;
}

/** The least significant VUR addend (for SB: the lowest dummy opponent, then the lowest product). */
function lowestVurAddend(addends: readonly Addend[]): Addend | undefined {
  const vurs = addends.filter((a) => a.vur);
  return vurs.length === 0 ? undefined : pick(vurs, (a, b) => compareSignificance(a, b) < 0);
}

function compareSignificance(a: Addend, b: Addend): number {
  const first = a.significance.cmp(b.significance);
  if (first !== 0 || !a.tieSignificance || !b.tieSignificance) return first;
  return a.tieSignificance.cmp(b.tieSignificance);
}

/** The first addend (earliest round) that no other addend beats. */
function pick(pool: Addend[], better: (a: Addend, b: Addend) => boolean): Addend {
  let best = pool[0]!;
  for (const a of pool) if (better(a, best)) best = a;
  return best;
}
