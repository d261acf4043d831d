import { Rational } from '../arith';
import { isForfeit, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';

/**
 * DE (C.07 art. 6), a type-A criterion: computed on the games among the tied group
 * only, and recomputed for every subgroup still tied (6.2).
 *  6.1   each member's points from encounters with the other members;
 *  6.1.1 forfeits are left out in a Swiss unless the regulation includes them (/P);
 *        in a round robin they count as games (15.2);
 *  6.1.2 repeated encounters count with the average of their results;
 *  6.2   everybody met everybody: rank by those points; sub-ties → art. 6 again;
 *  6.3   otherwise a member is placed alone on top only if no outcome of the missing
 *        games could catch them (strictly ahead of every other member's best case),
 *        then the same for the next place; the rest stay tied and art. 6 is re-applied.
 */
export interface DirectEncounterOutcome {
  /** Ordered subgroups: the first is best; members of one subgroup stay tied. */
  groups: PlayerId[][];
  /** Per member: points against the group and the best case with the missing games. */
  scores: Map<PlayerId, { points: Rational; bestCase: Rational; met: number }>;
  /** Why the group, or a subgroup of it, could not be separated further. */
  reason?: string;
}

export function rankByDirectEncounter(ctx: TiebreakContext, spec: CriterionSpec, group: readonly PlayerId[]): DirectEncounterOutcome {
  const scores = new Map<PlayerId, { points: Rational; bestCase: Rational; met: number }>();
  if (group.length < 2) return { groups: [group.slice()], scores };
  const members = new Set(group);
  const includeForfeits = spec.played === true || ctx.roundRobin;
  let everyPairMet = true;
  for (const player of group) {
    // Sum and count of results against each other member.
    const against = new Map<PlayerId, { total: Rational; games: number }>();
    const line = ctx.line(player);
    ctx.record(player).forEach((record, i) => {
      const opponent = 'opponent' in record ? record.opponent : undefined;
      if (opponent === undefined || !members.has(opponent)) return;
      if (record.kind !== 'played' && !(includeForfeits && isForfeit(record))) return;
      const entry = against.get(opponent) ?? { total: Rational.ZERO, games: 0 };
      entry.total = entry.total.add(line.perRound[i]!);
      entry.games++;
      against.set(opponent, entry);
    });
    let points = Rational.ZERO;
    for (const { total, games } of against.values()) points = points.add(total.div(Rational.of(games)));
    const missing = group.length - 1 - against.size;
    if (missing > 0) everyPairMet = false;
    scores.set(player, { points, bestCase: points.add(ctx.system.win.mul(Rational.of(missing))), met: against.size });
  }
  const ordered = [...group].sort((a, b) => scores.get(b)!.points.cmp(scores.get(a)!.points) || a - b);
  const groups = everyPairMet ? splitByPoints(ordered, scores) : placeAloneOnTop(ordered, scores);
  if (groups.length === 1) {
    const reason = noSeparationReason(group, scores, everyPairMet);
    return { groups, scores, reason };
  }
  // 6.2: re-apply art. 6 to every subgroup still tied.
  const refined: PlayerId[][] = [];
  const reasons: string[] = [];
  for (const sub of groups) {
    if (sub.length < 2) {
      refined.push(sub);
      continue;
    }
    const inner = rankByDirectEncounter(ctx, spec, sub);
    refined.push(...inner.groups);
    if (inner.reason) reasons.push(inner.groups.length === 1 ? `${sub.join(', ')}: ${inner.reason}` : inner.reason);
  }
  return reasons.length > 0 ? { groups: refined, scores, reason: reasons.join('; ') } : { groups: refined, scores };
}

function splitByPoints(ordered: PlayerId[], scores: DirectEncounterOutcome['scores']): PlayerId[][] {
  const groups: PlayerId[][] = [];
  for (const id of ordered) {
    const last = groups[groups.length - 1];
    if (last && scores.get(last[0]!)!.points.eq(scores.get(id)!.points)) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** 6.3: peel off members who stay alone on top whatever the missing games give. */
function placeAloneOnTop(ordered: PlayerId[], scores: DirectEncounterOutcome['scores']): PlayerId[][] {
  const groups: PlayerId[][] = [];
  let i = 0;
  while (i < ordered.length - 1) {
    const leader = scores.get(ordered[i]!)!.points;
    let bestOfRest = scores.get(ordered[i + 1]!)!.bestCase;
    for (let j = i + 2; j < ordered.length; j++) bestOfRest = Rational.max(bestOfRest, scores.get(ordered[j]!)!.bestCase);
    if (!leader.gt(bestOfRest)) break;
    groups.push([ordered[i]!]);
    i++;
  }
  const rest = ordered.slice(i);
  if (rest.length > 0) groups.push(rest);
  return groups;
}

function noSeparationReason(group: readonly PlayerId[], scores: DirectEncounterOutcome['scores'], everyPairMet: boolean): string {
  const nobodyMet = group.every((id) => scores.get(id)!.met === 0);
  if (nobodyMet) return 'no two of them met (C.07 6.1)';
  if (everyPairMet) return 'equal points in their games against each other (C.07 6.2)';
  return 'not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3)';
}
