import { Rational } from '../arith';
import { isForfeit, type CriterionSpec, type PlayerId } from '../model';
import type { TiebreakContext } from './context';
import type { EngineWords } from './engine-words';
import type { GroupOutcome } from './group';
import { contribution, type Contribution } from './types';
import { pushAll } from '../collections';

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
/** Per member: points against the group, the best case with the missing games, and the games counted. */
type Scores = Map<PlayerId, { points: Rational; bestCase: Rational; met: number; contributions: Contribution[] }>;

export function rankByDirectEncounter(ctx: TiebreakContext, spec: CriterionSpec, group: readonly PlayerId[]): GroupOutcome {
  const scores: Scores = new Map();
  if (group.length < 2) return { groups: [group.slice()], values: memberValues(scores) };
  const members = new Set(group);
  const includeForfeits = spec.played === true || ctx.roundRobin;
  let everyPairMet = true;
  for (const player of group) {
    // Sum and count of results against each other member.
    const against = new Map<PlayerId, { total: Rational; rounds: number[] }>();
    const line = ctx.line(player);
    ctx.record(player).forEach((record, i) => {
      const opponent = 'opponent' in record ? record.opponent : undefined;
      if (opponent === undefined || !members.has(opponent)) return;
      if (record.kind !== 'played' && !(includeForfeits && isForfeit(record))) return;
      const entry = against.get(opponent) ?? { total: Rational.ZERO, rounds: [] };
      entry.total = entry.total.add(line.perRound[i]!);
      entry.rounds.push(i + 1);
      against.set(opponent, entry);
    });
    let points = Rational.ZERO;
    const contributions: Contribution[] = [];
    for (const [opponent, { total, rounds }] of against) {
      const value = total.div(Rational.of(rounds.length));
      points = points.add(value);
      const note = rounds.length > 1 ? `average of ${rounds.length} encounters (C.07 6.1.2)` : undefined;
      const noteWords: EngineWords | undefined = note === undefined ? undefined : { key: 'encounters-average', count: rounds.length };
      contributions.push(contribution({ round: rounds[0], opponent, value, note, noteWords }));
    }
    const missing = group.length - 1 - against.size;
    if (missing > 0) everyPairMet = false;
    scores.set(player, { points, bestCase: points.add(ctx.winPoints.mul(Rational.of(missing))), met: against.size, contributions });
  }
  // "if all met" (/A): the pre-2023 reading applies DE only to a group whose every pair met.
  if (spec.allMet && !everyPairMet) {
    const missing = group.filter((id) => scores.get(id)!.met < group.length - 1).join(', ');
    const unmet = group.filter((id) => scores.get(id)!.met < group.length - 1);
    return {
      groups: [group.slice()],
      values: memberValues(scores),
      reason: `not all of them met each other (${missing} did not meet every other tied player): direct encounter "if all met" does not apply`,
      reasonWords: { key: 'de-if-all-met', missing: unmet },
    };
  }
  const ordered = [...group].sort((a, b) => scores.get(b)!.points.cmp(scores.get(a)!.points) || a - b);
  const groups = everyPairMet ? splitByPoints(ordered, scores) : placeAloneOnTop(ordered, scores);
  if (groups.length === 1) {
    const reason = noSeparationReason(group, scores, everyPairMet);
    return { groups, values: memberValues(scores), reason: NO_SEPARATION[reason], reasonWords: { key: reason } };
  }
  // 6.2: re-apply art. 6 to every subgroup still tied.
  const refined: PlayerId[][] = [];
  const reasons: string[] = [];
  const reasonWords: EngineWords[] = [];
  let allWorded = true;
  for (const sub of groups) {
    if (sub.length < 2) {
      refined.push(sub);
      continue;
    }
    const inner = rankByDirectEncounter(ctx, spec, sub);
    pushAll(refined, inner.groups);
    if (!inner.reason) continue;
    const whole = inner.groups.length === 1;
    reasons.push(whole ? `${sub.join(', ')}: ${inner.reason}` : inner.reason);
    if (inner.reasonWords === undefined) allWorded = false;
    else reasonWords.push(whole ? { key: 'subgroup', members: sub, reason: inner.reasonWords } : inner.reasonWords);
  }
  const values = memberValues(scores);
  if (reasons.length === 0) return { groups: refined, values };
  const reason = reasons.join('; ');
  if (!allWorded) return { groups: refined, values, reason };
  return { groups: refined, values, reason, reasonWords: reasonWords.length === 1 ? reasonWords[0]! : { key: 'list', parts: reasonWords } };
}

/** The points among the whole group, with each encounter and, when games are missing, the best case (6.3). */
function memberValues(scores: Scores): GroupOutcome['values'] {
  const values: GroupOutcome['values'] = new Map();
  for (const [id, { points, bestCase, met, contributions }] of scores) {
    const note = bestCase.eq(points) ? undefined : `${met} met; best case with the missing games ${bestCase.toDecimalString()} (C.07 6.3)`;
    values.set(
      id,
      note === undefined
        ? { value: points, contributions }
        : { value: points, contributions, note, noteWords: { key: 'best-case', met, bestCase } },
    );
  }
  return values;
}

function splitByPoints(ordered: PlayerId[], scores: Scores): PlayerId[][] {
  const groups: PlayerId[][] = [];
  for (const id of ordered) {
    const last = groups[groups.length - 1];
    if (last && scores.get(last[0]!)!.points.eq(scores.get(id)!.points)) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** 6.3: peel off members who stay alone on top whatever the missing games give. */
function placeAloneOnTop(ordered: PlayerId[], scores: Scores): PlayerId[][] {
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

const NO_SEPARATION = {
  'de-nobody-met': 'no two of them met (C.07 6.1)',
  'de-equal-points': 'equal points in their games against each other (C.07 6.2)',
  'de-not-all-met': 'not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3)',
} as const;

function noSeparationReason(group: readonly PlayerId[], scores: Scores, everyPairMet: boolean): keyof typeof NO_SEPARATION {
  const nobodyMet = group.every((id) => scores.get(id)!.met === 0);
  if (nobodyMet) return 'de-nobody-met';
  if (everyPairMet) return 'de-equal-points';
  return 'de-not-all-met';
}
