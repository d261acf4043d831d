import { Rational } from '../arith';
import type { AfterTiebreaks, CriterionSpec, EngineIssue, Player, PlayerId } from '../model';
import { rankParticipants, type RankingCriterion, type SplitStep, type Standing } from '../ranking';
import { CRITERIA, findCriterion, valueResult, type CriterionDefinition, type CriterionResult, type TiebreakContext } from '../tiebreaks';
import { formatValue } from './formula-text';

/** A criterion value of a team: the sum over its counted members, with the addends. */
export interface TeamCriterionValue {
  header: string;
  value: Rational;
  /** "BH = Thomas (1) 15 + Akil (4) 14 = 29". */
  text: string;
}

/** One counted member's appearance in one event: where its criterion values come from. */
export interface MemberAppearance {
  label: string;
  ctx: TiebreakContext;
  player: PlayerId;
}

/**
 * Looks the team tie-breaks up in the registry at run time, so any value criterion works
 * (VCF Part 1 3.h.2: "Solkoff, Cumulative, and Opposition Cumulative"): a team's value is
 * the sum of its counted members' values. Criteria computed among tied players (DE) have
 * no member sum and are refused with an issue.
 */
export function resolveTeamCriteria(specs: readonly CriterionSpec[]): {
  specs: { spec: CriterionSpec; definition: CriterionDefinition }[];
  issues: EngineIssue[];
} {
  const resolved: { spec: CriterionSpec; definition: CriterionDefinition }[] = [];
  const issues: EngineIssue[] = [];
  for (const spec of specs) {
    const definition = findCriterion(spec.code);
    if (!definition)
      issues.push({
        code: 'engine/unknown-criterion',
        severity: 'error',
        message: `Unknown team tie-break "${spec.text}"`,
        criterion: spec.text,
      });
    else if (definition.compute.kind !== 'value')
      issues.push({
        code: 'engine/team-criterion-not-summable',
        severity: 'error',
        message: `${definition.title} is decided among tied players and has no team sum; it cannot be a team tie-break`,
        criterion: spec.text,
      });
    else resolved.push({ spec, definition });
  }
  return { specs: resolved, issues };
}

/** The team's value of one criterion: the members' values added up (a value that does not apply adds nothing, with a note). */
export function sumMemberValues(
  spec: CriterionSpec,
  definition: CriterionDefinition,
  members: readonly MemberAppearance[],
): TeamCriterionValue {
  const compute = definition.compute as Extract<CriterionDefinition['compute'], { kind: 'value' }>;
  let total = Rational.ZERO;
  const addends: string[] = [];
  for (const member of members) {
    const ctx = spec.edition ? member.ctx.withEdition(spec.edition) : member.ctx;
    const result = compute.value(ctx, spec, member.player);
    if (result.kind === 'value') {
      total = total.add(result.value);
      addends.push(`${member.label} ${formatValue(result.value)}`);
    } else addends.push(`${member.label} n/a (${result.reason}): not added`);
  }
  const text = `${spec.text} = ${addends.length > 0 ? addends.join(' + ') : 'no members'} = ${formatValue(total)}`;
  return { header: spec.text, value: total, text };
}

export interface RankedTeam {
  /** Index into the teams given. */
  index: number;
  standing: Standing;
}

/**
 * Ranks teams by their score, then their tie-breaks, with the individual ranking itself
 * (C.07 4.2 ordered refinement; shared, lots, play-off as the article says). Teams take the
 * place of players: numbered 1… in the order given, named by their label.
 */
export function rankTeams(
  teams: readonly { label: string; score: Rational; tiebreaks: readonly TeamCriterionValue[] }[],
  scoreHeader: string,
  specs: readonly { spec: CriterionSpec; definition: CriterionDefinition }[],
  after: AfterTiebreaks,
  ctx: TiebreakContext,
): { ranked: RankedTeam[]; splits: SplitStep[] } {
  const players: Player[] = teams.map((t, i) => ({ id: i + 1, name: t.label, fields: {}, rounds: [] }));
  const column = (value: (i: number) => Rational) =>
    new Map<PlayerId, CriterionResult>(teams.map((_, i) => [i + 1, valueResult(value(i))]));
  const points = CRITERIA.find((d) => d.family === 'score')!;
  const criteria: RankingCriterion[] = [
    { spec: { code: points.code, text: scoreHeader }, definition: points, ctx, values: column((i) => teams[i]!.score) },
    ...specs.map(({ spec, definition }, k) => ({ spec, definition, ctx, values: column((i) => teams[i]!.tiebreaks[k]!.value) })),
  ];
  const ranking = rankParticipants(players, criteria, after);
  return { ranked: ranking.standings.map((standing) => ({ index: standing.player - 1, standing })), splits: ranking.splits };
}
