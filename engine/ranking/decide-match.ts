import { Rational } from '../arith';
import type { CriterionSpec, EngineIssue, MatchTiebreaks, PointSystem, TeamMatch } from '../model';
import { STANDARD } from '../scoring';
import {
  boardRecordsOf,
  findCriterion,
  isMatchCriterion,
  type BoardContribution,
  type CriterionDefinition,
  type MatchKey,
  type TeamBoards,
} from '../tiebreaks';
import { fnv1a64 } from './lots';
import { maxOf } from '../collections';

/** One comparison made while deciding a match: a key of a criterion, both teams' values. */
export interface MatchStep {
  /** The criterion as the regulation wrote it ("board count of wins"). */
  criterion: string;
  /** What was compared: "board count", "board 2", "boards 1–4 (boards 5–6 dropped)". */
  label: string;
  values: readonly [Rational, Rational];
  contributions: readonly [BoardContribution[], BoardContribution[]];
  /** The team this comparison put ahead; undefined when the values are equal. */
  ahead?: 0 | 1;
  /** "Organisers 10, Players 11: lower is better (arbiter's handbook ch. 13)". */
  note: string;
}

export interface MatchDecision {
  teams: readonly [string, string];
  /** Game points of each team over the boards (forfeits as wins and losses, C.07 12). */
  score: readonly [Rational, Rational];
  /** 0 or 1: the team that wins the match; undefined while it is still undecided. */
  winner?: 0 | 1;
  /** "match score", the deciding criterion as written, "lots", or, undecided, "play-off" / "tied". */
  decidedBy: string;
  steps: MatchStep[];
  issues: EngineIssue[];
}

/**
 * Decides a team match (C.07 art. 12, arbiter's handbook ch. 13): the game points, and when they are equal the
 * regulation's match tie-breaks in order — each criterion's keys compared one by one, the
 * first unequal key deciding — then what the regulation says after the list (lots seeded by
 * the regulation, a play-off, or the tie stands). Every comparison made is returned.
 */
export function decideMatch(match: TeamMatch, rules: MatchTiebreaks, system: PointSystem = STANDARD): MatchDecision {
  const issues = checkMatch(match);
  const teams: TeamBoards[] = [0, 1].map((side) => ({
    records: boardRecordsOf([{ kind: 'match', match, side: side as 0 | 1 }], system),
    boards: maxOf(
      match.boards.map((b) => b.board),
      0,
    ),
  }));
  const score = [0, 1].map((i) => Rational.sum(teams[i]!.records.map((r) => r.points))) as [Rational, Rational];
  const decision: MatchDecision = { teams: match.teams, score, decidedBy: 'tied', steps: [], issues };
  if (issues.some((i) => i.severity === 'error')) return decision;
  const byScore = score[0].cmp(score[1]);
  if (byScore !== 0) return { ...decision, winner: byScore > 0 ? 0 : 1, decidedBy: 'match score' };
  for (const spec of rules.tiebreaks) {
    const definition = matchCriterion(spec, issues);
    const compute = definition?.compute;
    if (!definition || compute?.kind !== 'match') continue;
    const keys = teams.map((team) => compute.keys(team, system));
    for (let k = 0; k < keys[0]!.length; k++) {
      const step = compareKey(spec, definition, match.teams, keys[0]![k]!, keys[1]![k]!);
      decision.steps.push(step);
      if (step.ahead !== undefined) return { ...decision, winner: step.ahead, decidedBy: spec.text };
    }
  }
  return settleAfterList(decision, rules);
}

function matchCriterion(spec: CriterionSpec, issues: EngineIssue[]): CriterionDefinition | undefined {
  const definition = findCriterion(spec.code);
  if (!definition) {
    issues.push({ code: 'engine/unknown-criterion', severity: 'error', message: `Unknown tie-break "${spec.text}"`, criterion: spec.text });
    return undefined;
  }
  if (!isMatchCriterion(definition)) {
    issues.push({
      code: 'engine/not-a-match-criterion',
      severity: 'error',
      message: `${definition.title} (${definition.code}) ranks players in a crosstable; it cannot decide a drawn team match`,
      criterion: spec.text,
    });
    return undefined;
  }
  return definition;
}

function compareKey(
  spec: CriterionSpec,
  definition: CriterionDefinition,
  teams: readonly [string, string],
  a: MatchKey,
  b: MatchKey,
): MatchStep {
  const lowerFirst = definition.order === 'lower-first';
  const cmp = a.value.cmp(b.value);
  const ahead = cmp === 0 ? undefined : cmp < 0 === lowerFirst ? 0 : 1;
  const better = lowerFirst ? 'lower is better' : 'higher is better';
  const values = `${teams[0]} ${a.value.toDecimalString()}, ${teams[1]} ${b.value.toDecimalString()}`;
  const verdict = ahead === undefined ? 'equal' : `${teams[ahead]} ahead, ${better}`;
  const step: MatchStep = {
    criterion: spec.text,
    label: a.label,
    values: [a.value, b.value],
    contributions: [a.contributions, b.contributions],
    note: `${a.label}: ${values}: ${verdict} (${definition.source})`,
  };
  if (ahead !== undefined) step.ahead = ahead;
  return step;
}

/** The seed of a drawn match's lots: the regulation's, or the two teams' names as the match sheet gives them. */
export function matchLotsSeed(after: { seed?: string }, teams: readonly string[]): string {
  return after.seed ?? teams.join(' | ');
}

/** C.07 4.2 after the list: lots drawn from the regulation's seed, a play-off, or the tie stands. */
function settleAfterList(decision: MatchDecision, rules: MatchTiebreaks): MatchDecision {
  const after = rules.after ?? { kind: 'shared' };
  switch (after.kind) {
    case 'lots': {
      // The same FNV-1a draw as individual ties, over the team's position and name.
      const seed = matchLotsSeed(after, decision.teams);
      const lots = decision.teams.map((name, i) => fnv1a64(`${seed}\u0000${i + 1}\u0000${name}`));
      return { ...decision, winner: lots[0]! < lots[1]! ? 0 : 1, decidedBy: 'lots' };
    }
    case 'play-off':
      return { ...decision, decidedBy: 'play-off' };
    case 'manual':
      decision.issues.push({
        code: 'engine/manual-not-for-match',
        severity: 'error',
        message: `Manual values from column "${after.column}" need a crosstable; a drawn match has none`,
      });
      return decision;
    case 'shared':
      return decision;
  }
}

/** A match whose boards are not numbered 1, 2, 3 … once each cannot be compared board by board. */
function checkMatch(match: TeamMatch): EngineIssue[] {
  const numbers = match.boards.map((b) => b.board).sort((a, b) => a - b);
  const expected = numbers.map((_, i) => i + 1);
  if (numbers.length > 0 && numbers.every((n, i) => n === expected[i])) return [];
  return [
    {
      code: 'engine/bad-match-boards',
      severity: 'error',
      message: `The boards of ${match.teams[0]} – ${match.teams[1]} must be numbered 1 to ${numbers.length} once each; found ${numbers.join(', ') || 'none'}`,
    },
  ];
}
