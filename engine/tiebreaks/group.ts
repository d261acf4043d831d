import type { Rational } from '../arith';
import type { PlayerId } from '../model';
import type { Contribution } from './types';
import type { EngineWords } from './engine-words';
import { maxOf } from '../collections';

/**
 * What a group criterion says about one tied group. Group criteria are computed among
 * the tied participants only (C.07 type A: DE; US Chess 34E5) or compare several values
 * one after the other until the members separate (FMJD full truncated Solkoff, Koya
 * extended): neither is one number per participant for the whole field.
 */
export interface GroupOutcome {
  /** Ordered subgroups: the first is best; members of one subgroup stay tied. */
  groups: PlayerId[][];
  /** Per member: the value shown for this criterion in this group, with its contributions. */
  values: Map<PlayerId, GroupMemberValue>;
  /** Why the group, or a subgroup of it, could not be separated further. */
  reason?: string;
  /** The reason as a key and its values (engine-words.ts), when io can word it in a language. */
  reasonWords?: EngineWords;
}

export interface GroupMemberValue {
  /** The member's value in this group (DE: points against the others; lexicographic criteria: the first level). */
  value: Rational;
  /** How to show it when one number says too little ("14 | 12 | 9", "+2"). */
  display?: string;
  contributions: Contribution[];
  note?: string;
  /** The note as a key and its values (engine-words.ts). */
  noteWords?: EngineWords;
}

/**
 * Orders a group by one exact value per member, higher first; equal values stay together.
 * Ties inside a subgroup keep the starting-number order (deterministic).
 */
export function splitByValue(group: readonly PlayerId[], valueOf: (id: PlayerId) => Rational): PlayerId[][] {
  const ordered = [...group].sort((a, b) => valueOf(b).cmp(valueOf(a)) || a - b);
  const groups: PlayerId[][] = [];
  for (const id of ordered) {
    const last = groups[groups.length - 1];
    if (last && valueOf(last[0]!).eq(valueOf(id))) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/**
 * Lexicographic comparison of several values per member, the way "if still equal, then …"
 * criteria work (FMJD DrA criterion 3, Koya extended): level 0 orders the group, each
 * subgroup still tied is ordered by level 1, and so on until the levels run out.
 * Returns the subgroups and, per member, how many levels were looked at (1 = the first).
 */
export function rankByLevels(
  group: readonly PlayerId[],
  levels: (id: PlayerId) => readonly Rational[],
): { groups: PlayerId[][]; levelsUsed: Map<PlayerId, number> } {
  const levelsUsed = new Map<PlayerId, number>();
  const depth = maxOf(
    group.map((id) => levels(id).length),
    0,
  );
  const refine = (members: readonly PlayerId[], level: number): PlayerId[][] => {
    for (const id of members) levelsUsed.set(id, level + 1);
    if (members.length < 2 || level >= depth) return [members.slice()];
    const split = splitByValue(members, (id) => levels(id)[level] ?? levels(id)[levels(id).length - 1]!);
    return split.flatMap((sub) => (sub.length > 1 ? refine(sub, level + 1) : [sub]));
  };
  if (group.length < 2 || depth === 0) return { groups: [group.slice()], levelsUsed };
  const groups = refine(group, 0);
  // A member still tied after the last level has looked at every level.
  for (const sub of groups) if (sub.length > 1) for (const id of sub) levelsUsed.set(id, depth);
  return { groups, levelsUsed };
}

/** "14 | 12 | 9": the first `count` levels of a member, for the split tree and the audit. */
export function formatLevels(levels: readonly Rational[], count: number): string {
  return levels
    .slice(0, Math.max(1, count))
    .map((v) => v.toDecimalString())
    .join(' | ');
}

/**
 * Why subgroups stayed tied: the reason alone when nobody was separated, else the
 * reason for each subgroup still tied ("3, 5: equal …"). Undefined when all separated.
 */
export function reasonForTies(groups: readonly PlayerId[][], reason: string): string | undefined {
  const tied = groups.filter((g) => g.length > 1);
  if (tied.length === 0) return undefined;
  if (groups.length === 1) return reason;
  return tied.map((g) => `${g.join(', ')}: ${reason}`).join('; ');
}

/** A group outcome with its reason, when there is one. */
export function withReason(outcome: GroupOutcome, reason: string | undefined): GroupOutcome {
  return reason === undefined ? outcome : { ...outcome, reason };
}
