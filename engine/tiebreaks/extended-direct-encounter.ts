import { asTeamIds, isTotalsOnly, teamId, type CriterionSpec, type TeamId, type TeamRound, type TeamScore } from '../model';
import { rankByDirectEncounter } from './direct-encounter';
import type { GroupMemberValue, GroupOutcome } from './group';
import { boardRecordsOf, type MatchKey } from './match-boards';
import { MATCH_CRITERIA } from './criteria-match';
import { contribution } from './types';
import { NEEDS_BOARDS, type TeamContext } from './team-context';

const SHORT: Record<TeamScore, string> = { 'match-points': 'MP', 'game-points': 'GP' };

/**
 * EDE (C.07 13.3) and its 2026 combinations: direct encounter on the primary score; if
 * that separates nobody, on the secondary score (13.3.1); if exactly two teams are still
 * tied, the art. 12 board criteria the combination names, in order (13.3.2: EDEBT = BC
 * then TBR, EDEBB = BC then BBE, EDET = TBR, EDEB = BBE; plain EDE none); and whenever a
 * smaller tied subset forms, it starts again from 13.3.1 (13.3.3).
 *
 * Reading: 13.3.2 applies art. 12 to the matches the two teams played against each other
 * (a drawn direct encounter, as art. 12 decides a drawn knock-out match); two teams that
 * never met stay tied.
 */
export function extendedDirectEncounter(boardCriteria: readonly string[]) {
  return (ctx: TeamContext, spec: CriterionSpec, group: readonly TeamId[]): GroupOutcome => {
    const values = new Map<TeamId, GroupMemberValue>();
    const reasons: string[] = [];
    const groups = refine(ctx, spec, group, boardCriteria, values, reasons);
    const outcome: GroupOutcome = { groups, values };
    const tied = groups.filter((g) => g.length > 1);
    if (tied.length > 0) outcome.reason = reasons.length > 0 ? reasons.join('; ') : 'no separation';
    return outcome;
  };
}

function refine(
  ctx: TeamContext,
  spec: CriterionSpec,
  group: readonly TeamId[],
  boardCriteria: readonly string[],
  values: Map<TeamId, GroupMemberValue>,
  reasons: string[],
): TeamId[][] {
  if (group.length < 2) return [group.slice()];
  for (const score of [ctx.primary, ctx.secondary]) {
    const de = rankByDirectEncounter(ctx.scoreContext(score), { ...spec, code: 'DE' }, group);
    record(values, de, score);
    if (de.groups.length > 1)
      return de.groups.flatMap((sub) => {
        const teams = asTeamIds(sub);
        return teams.length > 1 ? refine(ctx, spec, teams, boardCriteria, values, reasons) : [teams.slice()];
      });
  }
  if (group.length === 2 && boardCriteria.length > 0) {
    const pair = group as [TeamId, TeamId];
    if (mutualWithoutBoards(ctx, pair)) {
      // 13.3.2 reads the boards of the two teams' matches; known by their totals only, they cannot be counted.
      ctx.noteBoardsUnknown(spec.text, `${spec.code}'s board step (${boardCriteria.join(', ')}, C.07 13.3.2)`);
      reasons.push(`${group.join(', ')}: equal in their encounters; ${boardCriteria.join(', ')} ${NEEDS_BOARDS}`);
      return [group.slice()];
    }
    const decided = byBoards(ctx, pair, boardCriteria, values);
    if (decided) return decided;
  }
  reasons.push(
    `${group.join(', ')}: equal in their encounters on ${SHORT[ctx.primary]} and ${SHORT[ctx.secondary]}${boardCriteria.length > 0 && group.length === 2 ? ` and on ${boardCriteria.join(', ')}` : ''}`,
  );
  return [group.slice()];
}

/**
 * The member's DE points on each score looked at, "MP 2 | GP 4.5", with the contributions,
 * each saying which score it counts (13.3.1: the primary score, then the secondary).
 */
function record(values: Map<TeamId, GroupMemberValue>, de: GroupOutcome, score: TeamScore): void {
  for (const [participant, member] of de.values) {
    const id = teamId(participant);
    const earlier = values.get(id);
    const text = `${SHORT[score]} ${member.value.toDecimalString()}`;
    const contributions = member.contributions.map((c) =>
      contribution({ ...c, note: `${SHORT[score]} in the direct encounter (C.07 13.3.1)${c.note ? `; ${c.note}` : ''}` }),
    );
    values.set(
      id,
      earlier
        ? { ...earlier, display: `${earlier.display} | ${text}`, contributions: [...earlier.contributions, ...contributions] }
        : { value: member.value, display: text, contributions },
    );
  }
}

/** Whether a match of the two teams against each other is known by its totals only. */
function mutualWithoutBoards(ctx: TeamContext, [a, b]: [TeamId, TeamId]): boolean {
  return ctx.team(a).rounds.some((record) => record.kind === 'match' && record.opponent === b && isTotalsOnly(record));
}

/** 13.3.2: the board criteria in order over the two teams' matches against each other. */
function byBoards(
  ctx: TeamContext,
  [a, b]: [TeamId, TeamId],
  codes: readonly string[],
  values: Map<TeamId, GroupMemberValue>,
): TeamId[][] | undefined {
  const system = ctx.event.gamePoints;
  const mutual = (id: TeamId, other: TeamId): TeamRound[] =>
    ctx.boardRounds(id).map((round, i) => {
      const record = ctx.team(id).rounds[i]!;
      return 'opponent' in record && record.opponent === other ? round : { kind: 'match', match: { teams: ['', ''], boards: [] }, side: 0 };
    });
  for (const code of codes) {
    // The art. 12 board criteria live in criteria-match.ts; EDE reads them there, not
    // through the registry, which lists EDE itself.
    const definition = MATCH_CRITERIA.find((d) => d.code === code);
    if (definition?.compute.kind !== 'match') throw new Error(`EDE names ${code}, which is not an art. 12 board criterion`);
    const keysOf = (id: TeamId, other: TeamId): MatchKey[] =>
      (definition.compute as Extract<typeof definition.compute, { kind: 'match' }>).keys(
        { records: boardRecordsOf(mutual(id, other), system), boards: ctx.event.boards },
        system,
      );
    const [ka, kb] = [keysOf(a, b), keysOf(b, a)];
    for (let k = 0; k < Math.min(ka.length, kb.length); k++) {
      const cmp = ka[k]!.value.cmp(kb[k]!.value);
      for (const [id, key] of [
        [a, ka[k]!],
        [b, kb[k]!],
      ] as const) {
        const member = values.get(id)!;
        // 13.3.2: what the board criterion counted in the two teams' matches against each other.
        const counted = key.contributions.map((c) =>
          contribution({
            round: c.match,
            opponent: id === a ? b : a,
            value: c.value,
            note: `${code} ${key.label} (C.07 13.3.2): ${c.note}`,
          }),
        );
        values.set(id, {
          ...member,
          display: `${member.display} | ${code} ${key.label} ${key.value.toDecimalString()}`,
          contributions: [...member.contributions, ...counted],
        });
      }
      if (cmp === 0) continue;
      const aFirst = cmp < 0 === (definition.order === 'lower-first');
      return aFirst ? [[a], [b]] : [[b], [a]];
    }
  }
  return undefined;
}
