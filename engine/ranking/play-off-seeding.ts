import { Rational } from '../arith';
import type { Player, PlayerId, PlayOffRules } from '../model';
import { lotNumber, lotsSeed } from './lots';
import { showPoints } from './play-off-games';

/*
 * The seeding of a play-off's players (C.07 art. 3.1: "pairing-number allocation"): the
 * tie-break list's order, rating, or a named criterion (British Championship: "The n tied
 * players will be seeded, from 1 to n, based on their tournament performance rating (TPR)"),
 * then what the regulation says splits players level on it ("the winner of the head-to-head
 * game between the players, if one was played … If this game was a draw, then the higher
 * seed shall be determined by lot"), then the tie-break list's order.
 */

/** A seeding criterion's value for a player: a number, or not applicable (seeded after those with one). */
export type SeedValue = Rational | undefined;

export interface SeedingInput {
  /** The criterion's values (seeding `criterion`); rating is read from the players. */
  value?: (id: PlayerId) => SeedValue;
  /** How the criterion orders: higher values first unless the registry says otherwise. */
  order?: 'higher-first' | 'lower-first';
  /** The criterion's name for the audit ("TPR"). */
  label?: string;
  /** What an unseeded draw of lots is seeded from (engine/ranking/lots.ts). */
  lotsBasis: string;
}

export interface Seeding {
  /** The group, best seed first. */
  seeded: PlayerId[];
  /** How the seeding was made, in words (the audit and `explain`). */
  story: string[];
}

/** The group (in the tie-break list's order) seeded as the regulation says. */
export function seedPlayOff(
  group: readonly PlayerId[],
  rules: Pick<PlayOffRules, 'seeding' | 'seedThen'>,
  byId: ReadonlyMap<PlayerId, Player>,
  input: SeedingInput,
): Seeding {
  if (rules.seeding === 'tie-breaks') return { seeded: [...group], story: [] };
  const nameOf = (id: PlayerId) => byId.get(id)?.name ?? `#${id}`;
  const label = rules.seeding === 'rating' ? 'rating' : (input.label ?? 'the seeding criterion');
  const valueOf = (id: PlayerId): SeedValue => {
    if (rules.seeding === 'rating') {
      const rating = byId.get(id)?.rating;
      return rating === undefined || rating === 0 ? undefined : Rational.of(rating);
    }
    return input.value?.(id);
  };
  const sign = rules.seeding === 'criterion' && input.order === 'lower-first' ? -1 : 1;
  const values = new Map(group.map((id) => [id, valueOf(id)]));
  const compare = (a: PlayerId, b: PlayerId): number => {
    const [x, y] = [values.get(a), values.get(b)];
    if (x === undefined || y === undefined) return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return sign * y.cmp(x);
  };
  // Stable: players level on the value keep the tie-break list's order until a fallback splits them.
  const sorted = [...group].sort((a, b) => compare(a, b) || group.indexOf(a) - group.indexOf(b));
  const story = [`Seeded by ${label}: ${sorted.map((id) => `${nameOf(id)} ${show(values.get(id))}`).join(', ')}.`];
  const seeded: PlayerId[] = [];
  let k = 0;
  while (k < sorted.length) {
    let end = k + 1;
    while (end < sorted.length && compare(sorted[k]!, sorted[end]!) === 0) end++;
    const level = sorted.slice(k, end);
    for (const id of level.length > 1 ? splitLevel(level, rules.seedThen ?? [], byId, input, nameOf, label, story) : level) seeded.push(id);
    k = end;
  }
  return { seeded, story };
}

/** Players level on the seeding value, ordered by the regulation's fallbacks, then the list's order. */
function splitLevel(
  level: readonly PlayerId[],
  fallbacks: readonly ('head-to-head' | 'lots')[],
  byId: ReadonlyMap<PlayerId, Player>,
  input: SeedingInput,
  nameOf: (id: PlayerId) => string,
  label: string,
  story: string[],
): PlayerId[] {
  const names = level.map(nameOf).join(', ');
  const [rule, ...rest] = fallbacks;
  if (rule === undefined) {
    story.push(`${names} are level on ${label}: seeded in the tie-break list's order.`);
    return [...level];
  }
  if (rule === 'lots') {
    const seed = lotsSeed({ kind: 'lots' }, input.lotsBasis, level);
    const drawn = [...level].sort((a, b) => {
      const [x, y] = [lotNumber(seed, byId.get(a)!), lotNumber(seed, byId.get(b)!)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    story.push(`${names} are level on ${label}: seeded by lots (seed "${seed}"): ${drawn.map(nameOf).join(', ')}.`);
    return drawn;
  }
  const scores = headToHead(level, byId);
  if (!scores) {
    story.push(`${names} are level on ${label}; not all of them played each other, so their games do not split them.`);
    return splitLevel(level, rest, byId, input, nameOf, label, story);
  }
  const sorted = [...level].sort((a, b) => scores.get(b)!.cmp(scores.get(a)!) || level.indexOf(a) - level.indexOf(b));
  story.push(
    `${names} are level on ${label}; their games between them: ${sorted.map((id) => `${nameOf(id)} ${show(scores.get(id))}`).join(', ')}.`,
  );
  const out: PlayerId[] = [];
  let k = 0;
  while (k < sorted.length) {
    let end = k + 1;
    while (end < sorted.length && scores.get(sorted[k]!)!.eq(scores.get(sorted[end]!)!)) end++;
    const still = sorted.slice(k, end);
    for (const id of still.length > 1 ? splitLevel(still, rest, byId, input, nameOf, label, story) : still) out.push(id);
    k = end;
  }
  return out;
}

/**
 * Each player's score (1, ½, 0 a game) in the games played over the board among `level`,
 * when every pair of them met at least once; undefined when some pair did not.
 */
function headToHead(level: readonly PlayerId[], byId: ReadonlyMap<PlayerId, Player>): Map<PlayerId, Rational> | undefined {
  const members = new Set(level);
  const scores = new Map(level.map((id) => [id, Rational.ZERO]));
  const met = new Set<string>();
  for (const id of level) {
    for (const record of byId.get(id)?.rounds ?? []) {
      if (record.kind !== 'played' || !members.has(record.opponent)) continue;
      met.add(id < record.opponent ? `${id}:${record.opponent}` : `${record.opponent}:${id}`);
      const points = record.outcome === 'win' ? Rational.ONE : record.outcome === 'draw' ? Rational.of(1, 2) : Rational.ZERO;
      scores.set(id, scores.get(id)!.add(points));
    }
  }
  const pairs = (level.length * (level.length - 1)) / 2;
  return met.size === pairs ? scores : undefined;
}

function show(value: SeedValue): string {
  return value === undefined ? 'n/a' : showPoints(value);
}
