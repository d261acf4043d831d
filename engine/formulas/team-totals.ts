import type { Rational } from '../arith';
import type { EngineIssue, Formula, PlayerId, TeamTotals } from '../model';
import { TiebreakContext } from '../tiebreaks';
import { allocateTeamAwards, type TeamAwardResult } from './team-awards';
import { evaluateFormula, type AggregateTrace } from './evaluate-formula';
import { describeComputation, LetBindings, type NamedValue } from './lets';
import { placeOf, type Place } from './places';
import { rankTeams, resolveTeamCriteria, sumMemberValues, type MemberAppearance, type TeamCriterionValue } from './team-ranking';
import type { TeamScope } from './team-scopes';
import { uniqueIssues, type FormulaScope } from './scope';
import { formatValue } from './formula-text';
import { pushAll } from '../collections';

export interface TeamMember {
  /** Starting number (event) or id column value (season). */
  key: string;
  name: string;
  /** The value the score formula ranged over (score, grand-prix), when it has one. */
  value?: Rational;
  /** Whether it counted (best N). */
  counted: boolean;
}

export interface TeamEntry {
  team: string;
  score: Rational;
  place: Place;
  /** Position in the final order (1-based); shared places keep their list order. */
  position: number;
  decidedBy: string;
  /** Members best first. */
  members: TeamMember[];
  /** The team's lets (strength) with their audit lines. */
  values: NamedValue[];
  tiebreaks: TeamCriterionValue[];
  award?: string;
  /** "score = sum of best 4 score of members = 8: Thomas 5, Akil 3". */
  audit: string[];
}

export interface TeamTotalsResult {
  name: string;
  column: string;
  scope: 'event' | 'season';
  /** The event (event totals) or the events of the season. */
  events: string[];
  teams: TeamEntry[];
  /** How each tie between teams was resolved. */
  splits: string[];
  awards: TeamAwardResult[];
  issues: EngineIssue[];
}

/** A team ready to be scored: its scope and, per member, the appearances its tie-breaks add up. */
export interface TeamToScore {
  label: string;
  scope: TeamScope;
  members: { scope: FormulaScope; key: string; name: string; appearances: MemberAppearance[] }[];
}

/**
 * Scores, ranks and awards teams (VCF Part 2, Encl. 1 §2): the article's score formula on
 * each team (its best-N aggregate says which members count), its lets, the team
 * tie-breaks over the counted members, the ranking, then the awards in order of precedence.
 */
export function scoreTeams(
  article: TeamTotals,
  scope: 'event' | 'season',
  formula: Formula,
  teams: readonly TeamToScore[],
  events: string[],
  ctx: TiebreakContext,
): TeamTotalsResult {
  const issues: EngineIssue[] = [];
  const lets = new LetBindings(article.lets);
  const criteria = resolveTeamCriteria(article.tiebreaks);
  pushAll(issues, criteria.issues);
  const scored: { team: TeamToScore; score: Rational; members: TeamMember[]; audit: string[]; tiebreaks: TeamCriterionValue[] }[] = [];
  for (const team of teams) {
    const trace: AggregateTrace[] = [];
    const outcome = evaluateFormula(formula, team.scope, trace);
    for (const named of article.lets)
      if (!lets.isPerPlayer(named.name)) {
        const value = team.scope.name(named.name)!;
        if (!value.ok) pushAll(issues, value.issues);
      }
    if (!outcome.ok) {
      pushAll(issues, outcome.issues);
      continue;
    }
    const flagged = countedMembers(team, trace);
    const counted = team.members.filter((_, i) => flagged[i]!.counted);
    const members = bestFirst(flagged);
    const audit = [`${describeComputation(`${scope} score`, formula, outcome, (n) => lets.display(n))}${memberList(members)}`];
    const tiebreaks = criteria.specs.map(({ spec, definition }) =>
      sumMemberValues(
        spec,
        definition,
        counted.flatMap((m) => m.appearances),
      ),
    );
    scored.push({ team, score: outcome.value, members, audit, tiebreaks });
  }
  const { ranked, splits } = rankTeams(
    scored.map((s) => ({ label: s.team.label, score: s.score, tiebreaks: s.tiebreaks })),
    `${scope} score`,
    criteria.specs,
    article.after ?? { kind: 'shared' },
    ctx,
  );
  const entries: TeamEntry[] = ranked.map(({ index, standing }) => {
    const s = scored[index]!;
    return {
      team: s.team.label,
      score: s.score,
      place: placeOf(standing),
      position: standing.position,
      decidedBy: standing.decidedBy,
      members: s.members,
      values: s.team.scope.values(),
      tiebreaks: s.tiebreaks,
      audit: [...s.audit, ...s.team.scope.values().map((v) => v.text), ...s.tiebreaks.map((t) => t.text)],
    };
  });
  const awards = allocateTeamAwards(article.awards ?? [], entries, new Map(scored.map((s) => [s.team.label, s.team.scope])));
  pushAll(issues, awards.issues);
  const label = (id: PlayerId) => scored[id - 1]?.team.label ?? String(id);
  return {
    name: article.name,
    column: article.column,
    scope,
    events,
    teams: entries,
    splits: splits
      .filter((step) => step.index !== 0 || step.group.length < scored.length)
      .map(
        (step) =>
          `${step.criterion} — ${step.outcome.map((ids) => ids.map((id) => `${label(id)} ${step.values.get(id) ?? ''}`.trim()).join(' = ')).join(' > ')}${step.outcome.length === 1 ? ': still tied' : ''}`,
      ),
    awards: awards.results,
    issues: uniqueIssues(issues),
  };
}

/** Which members the score counted: the items of its first aggregate over members (all of them when it has none). */
function countedMembers(team: TeamToScore, trace: readonly AggregateTrace[]): TeamMember[] {
  const aggregate = trace.find((t) => t.over === 'members' || t.over === 'events');
  const members = team.members.map((m): TeamMember => ({ key: m.key, name: m.name, counted: aggregate === undefined }));
  for (const item of aggregate?.items ?? []) {
    const i = team.members.findIndex((m) => m.scope === item.scope);
    if (i < 0) continue;
    members[i]!.counted = item.counted;
    if (aggregate!.aggregate !== 'count') members[i]!.value = item.value;
  }
  return members;
}

/** Counted members by value, then the others, each in the order given. */
function bestFirst(members: readonly TeamMember[]): TeamMember[] {
  return members
    .map((m, i) => ({ m, i }))
    .sort((a, b) => Number(b.m.counted) - Number(a.m.counted) || (b.m.value && a.m.value ? b.m.value.cmp(a.m.value) : 0) || a.i - b.i)
    .map(({ m }) => m);
}

function memberList(members: readonly TeamMember[]): string {
  const counted = members.filter((m) => m.counted && m.value);
  return counted.length > 0 ? `: ${counted.map((m) => `${m.name} ${formatValue(m.value!)}`).join(', ')}` : '';
}
