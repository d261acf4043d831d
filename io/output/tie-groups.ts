import type { Evaluation, PlayerId, SplitStep } from '../../engine';

/** Who tied on the first criterion of the list (points), and every step the list took to split them (C.07 4.2). */
export interface TieGroup {
  /** The members in the final order. */
  members: PlayerId[];
  /** The places the group takes: "3–5". */
  places: string;
  /** The first criterion's value they share, as text ("6"). */
  score: string;
  /** The steps applied inside the group, in the order the ranking took them (the list's order, then lots). */
  steps: SplitStep[];
  /** The step at which each member's place was decided (a subgroup of one); absent for a place left shared. */
  decidedAt: Map<PlayerId, SplitStep>;
}

type Ranked = Pick<Evaluation, 'splits' | 'standings'>;

/**
 * Every group tied on the list's first criterion (points — a team event's match or game
 * points), best first, with the steps that split it: the ties an appeals committee looks at.
 * The first step orders the whole field (engine/ranking/rank.ts); each later step's group lies
 * inside one of its subgroups. One pass over the steps and the standings: nothing quadratic.
 */
export function tieGroups(ranking: Ranked): TieGroup[] {
  const first = ranking.splits.find((s) => s.index === 0);
  if (!first) return [];
  const position = new Map(ranking.standings.map((s) => [s.player, s.position]));
  const at = (id: PlayerId) => position.get(id) ?? Number.MAX_SAFE_INTEGER;
  const groups: TieGroup[] = [];
  const groupOf = new Map<PlayerId, TieGroup>();
  for (const sub of first.outcome) {
    if (sub.length < 2) continue;
    const members = [...sub].sort((a, b) => at(a) - at(b));
    const [from, to] = [at(members[0]!), at(members[members.length - 1]!)];
    const group: TieGroup = {
      members,
      places: from === to ? String(from) : `${from}–${to}`,
      score: first.values.get(members[0]!) ?? '',
      steps: [],
      decidedAt: new Map(),
    };
    groups.push(group);
    for (const id of members) groupOf.set(id, group);
  }
  for (const step of ranking.splits) {
    if (step === first) continue;
    const group = groupOf.get(step.group[0]!);
    if (!group) continue;
    group.steps.push(step);
    for (const sub of step.outcome) if (sub.length === 1 && !group.decidedAt.has(sub[0]!)) group.decidedAt.set(sub[0]!, step);
  }
  return groups.sort((a, b) => at(a.members[0]!) - at(b.members[0]!));
}
