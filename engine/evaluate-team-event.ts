import { Rational } from './arith';
import { editionWarning, lookUpCriterion } from './criterion-lookup';
import type { EvaluatedColumn } from './evaluation';
import {
  asTeamIds,
  type Crosstable,
  type CriterionSpec,
  type EngineIssue,
  type PlayerId,
  type Regulation,
  type TeamEvent,
  type TeamId,
  type TeamScore,
} from './model';
import { eventLotsBasis, rankParticipants, type RankingCriterion, type SplitStep, type Standing } from './ranking';
import { progressiveCutsRanker } from './ranking/progressive-cuts';
import { applyTeamMinimum, teamCrosstable, teamPointSystem } from './scoring';
import {
  boardRecordsOf,
  contribution,
  definedUnder,
  findCriterion,
  formatLevels,
  NEEDS_BOARDS,
  notApplicable,
  rankByLevels,
  isTeamCriterion,
  REFERENCE_SCORE_CRITERIA,
  reasonForTies,
  TEAM_CRITERIA_EDITIONS,
  TeamContext,
  unplayedAdjustments,
  unplayedMatchNotes,
  valueResult,
  type CriterionDefinition,
  type CriterionResult,
  type GroupMemberValue,
  type MatchKey,
} from './tiebreaks';
import { maxOf, pushAll } from './collections';
import { evaluateBoardPrizes, membersByName, type BoardPrizeList } from './formulas/board-prizes';

export interface TeamEvaluation {
  regulation: Regulation;
  /** The event as ranked: its match points replaced by the regulation's when it states them. */
  event: TeamEvent;
  /** The score that ranks the teams (C.07 13.1). */
  primary: TeamScore;
  /** The teams as a crosstable scored in match points: what the ranking's ids and names refer to. */
  crosstable: Crosstable;
  columns: EvaluatedColumn[];
  standings: Standing[];
  splits: SplitStep[];
  issues: EngineIssue[];
  /** Each board's list when the regulation has board prizes (its `board prizes` article). */
  boardPrizes?: BoardPrizeList[];
  /**
   * What the edition's unplayed-round rules did to the values, one line per criterion and rule
   * that changed a term: "BH:MP: opponents’ unplayed matches adjusted (C.07 16.3)". The standings
   * print them under the values (the Audit has each term).
   */
  notes: string[];
}

/**
 * Ranks the teams of a team event under a regulation (C.07 arts. 11–13) with the same
 * ordered refinement as players (ranking/rank.ts): the list's first criterion — points,
 * which here is the score that ranks the event, match points unless the regulation says
 * game points — orders all teams, each next one splits the teams still tied.
 */
export function evaluateTeamEvent(input: TeamEvent, regulation: Regulation): TeamEvaluation {
  const scored: TeamEvent = {
    ...input,
    ...(regulation.matchPoints && { matchPoints: teamPointSystem(regulation.matchPoints) }),
    ...(regulation.pointSystem && { gamePoints: regulation.pointSystem }),
  };
  // `fewer than 3 players: match lost by forfeit`: a short team's matches become forfeited ones.
  const minimum = regulation.teamMinimumPlayers === undefined ? undefined : applyTeamMinimum(scored, regulation.teamMinimumPlayers);
  const event = minimum?.event ?? scored;
  const primary = primaryScore(regulation);
  const crosstable = teamCrosstable(event, primary);
  const teamCtx = new TeamContext(event, primary, regulation.edition, regulation.unplayed);
  const issues: EngineIssue[] = [...(minimum?.issues ?? [])];
  const criteria: RankingCriterion[] = [];
  for (const written of regulation.tiebreaks) {
    const spec = asTeamSpec(written, primary);
    const definition = lookUpCriterion(spec, issues);
    if (!definition) continue;
    const edition = spec.edition ?? regulation.edition;
    // A team criterion under rules that have none is never computed under a rule nobody stated.
    if (isTeamCriterion(definition) && !definedUnder(definition, edition) && !TEAM_CRITERIA_EDITIONS.includes(edition)) {
      issues.push(teamEditionIssue(definition, edition, spec.text));
      continue;
    }
    const notInEdition = editionWarning(definition, edition, spec.text);
    if (notInEdition) issues.push(notInEdition);
    const problem = referenceProblem(definition, spec);
    if (problem) {
      issues.push(problem);
      continue;
    }
    const scoped = teamCtx.withEdition(edition);
    const criterion = teamCriterion(definition, spec, scoped) ?? playerCriterion(definition, spec, scoped);
    if (criterion) criteria.push(criterion);
    else issues.push(individualCriterionIssue(definition, spec.text));
  }
  const ranking = rankParticipants(crosstable.players, criteria, regulation.after, eventLotsBasis(crosstable));
  pushAll(issues, teamCtx.issues);
  // Expulsion (FIDE checklist Q197–198) is of a player from the standings of players; a team event ranks teams.
  if ((regulation.withdrawals?.expelled?.length ?? 0) > 0)
    issues.push({
      code: 'engine/expelled-in-team-event',
      severity: 'warning',
      message: 'The regulation expels players, but this is a team event, whose standings rank teams: the expulsions are not applied',
    });
  const columns = criteria.map((criterion, index): EvaluatedColumn => {
    const values = criterion.values ?? new Map<TeamId, CriterionResult>();
    for (const [id, { result }] of ranking.groupValues.get(index) ?? []) values.set(id, result);
    return { header: criterion.spec.text, definition: criterion.definition, criterion, values };
  });
  const notes = [...(minimum?.notes ?? []), ...criteria.flatMap((criterion) => unplayedNotesOf(criterion, teamCtx))];
  // Board prizes read the games as played: a short team's forfeited match keeps its games for the players.
  const teamPlaces = new Map(ranking.standings.map((s) => [s.player as TeamId, s.rank]));
  const boardPrizes = regulation.boardPrizes && evaluateBoardPrizes(scored, teamPlaces, regulation.boardPrizes);
  if (boardPrizes && lacksBoardPlayers(scored))
    issues.push({
      code: 'engine/board-prizes-players-unknown',
      severity: 'warning',
      message:
        'The regulation has board prizes, but some matches do not name the members of their team who played each board (match totals only, or two members of one name): those games are not counted',
    });
  return {
    regulation,
    event,
    primary,
    crosstable,
    columns,
    standings: ranking.standings,
    splits: ranking.splits,
    issues,
    notes,
    ...(boardPrizes && { boardPrizes }),
  };
}

/** Whether a match is known by its totals only, or names a board's player no single member of the team has (board prizes then miss its games). */
function lacksBoardPlayers(event: TeamEvent): boolean {
  const players = new Map(event.players.map((p) => [p.id, p]));
  return event.teams.some((team) => {
    const members = membersByName(team, players);
    return team.rounds.some(
      (r) =>
        r.kind === 'match' &&
        (r.gamePoints !== undefined ||
          r.boards.some((b) => b.result.kind === 'played' && (!b.players || members.get(b.players[0]) === undefined))),
    );
  });
}

function teamEditionIssue(definition: CriterionDefinition, edition: string, text: string): EngineIssue {
  return {
    code: 'engine/team-criterion-edition',
    severity: 'error',
    message: `${definition.title} (${definition.code}) is a team criterion of C.07 arts. 11–13, defined from the 2023 rules; ${edition} has no team criteria, so no rule for a team's unplayed matches in it: not computed`,
    criterion: text,
  };
}

/** The standings' notes on one criterion: where the edition's unplayed-round rules changed a term (unplayed-adjustments.ts). */
function unplayedNotesOf(criterion: RankingCriterion, teamCtx: TeamContext): string[] {
  const reads = criterion.definition.opponentTerms;
  if (reads === undefined) return [];
  const edition = criterion.ctx.edition;
  const scoped = teamCtx.withEdition(edition);
  const ctx = reads === 'crosstable' ? criterion.ctx : scoped.scoreContext(reads === 'primary' ? scoped.primary : reads);
  return unplayedMatchNotes(criterion.spec.text, edition, unplayedAdjustments(ctx, criterion.spec));
}

/** C.07 13.1: the regulation's score; else game points when its list starts with them; else match points. */
function primaryScore(regulation: Regulation): TeamScore {
  if (regulation.teamScore) return regulation.teamScore;
  const first = regulation.tiebreaks[0];
  return first && findCriterion(first.code)?.code === 'GP' ? 'game-points' : 'match-points';
}

/** Points (PTS) in a team event are the score that ranks it: MP, or GP (C.07 13.1). */
function asTeamSpec(spec: CriterionSpec, primary: TeamScore): CriterionSpec {
  if (findCriterion(spec.code)?.family !== 'score') return spec;
  const code = primary === 'match-points' ? 'MP' : 'GP';
  return { ...spec, code, text: spec.text.toUpperCase() === 'PTS' ? code : spec.text };
}

/**
 * The ranking criterion for a team event: a team criterion's values; an art. 12 board
 * criterion over all the team's matches (one key: a value; several keys, TBR and BBE:
 * compared one after the other among the tied teams). Undefined for a criterion that
 * ranks players.
 */
function teamCriterion(definition: CriterionDefinition, spec: CriterionSpec, teamCtx: TeamContext): RankingCriterion | undefined {
  const compute = definition.compute;
  const ids = teamCtx.event.teams.map((t) => t.id);
  const ctx = teamCtx.scoreContext(teamCtx.primary);
  if (compute.kind === 'team') {
    return { spec, definition, ctx, values: new Map(ids.map((id) => [id, compute.value(teamCtx, spec, id)])) };
  }
  if (compute.kind === 'team-group') return { spec, definition, ctx, rankGroup: (group) => compute.rank(teamCtx, spec, asTeamIds(group)) };
  if (compute.kind !== 'match') return undefined;
  // C.07 art. 12 counts board by board: a match known by its totals only gives it nothing to
  // count, so the criterion has no value for any team (a team with boards is not compared
  // with one without).
  if (teamCtx.lacksBoards()) {
    teamCtx.noteBoardsUnknown(spec.text, `${definition.title} (${definition.code})`);
    const reason = `${definition.code} ${NEEDS_BOARDS}`;
    return { spec, definition, ctx, values: new Map(ids.map((id) => [id, notApplicable(reason)])) };
  }
  const system = teamCtx.event.gamePoints;
  // Keyed by the team crosstable's participant ids, which are the team numbers.
  const keys = new Map<PlayerId, MatchKey[]>(
    ids.map((id) => [id, compute.keys({ records: boardRecordsOf(teamCtx.boardRounds(id), system), boards: teamCtx.event.boards }, system)]),
  );
  if (maxOf([...keys.values()].map((k) => k.length)) <= 1) {
    return { spec, definition, ctx, values: new Map(ids.map((id) => [id, keyResult(keys.get(id)![0])])) };
  }
  const lowerFirst = definition.order === 'lower-first';
  const levels = (id: PlayerId) => keys.get(id)!.map((k) => (lowerFirst ? k.value.neg() : k.value));
  // TBR and BBE (art. 12) compare their levels one after the other among the tied teams.
  return {
    spec,
    definition,
    ctx,
    rankGroup: (group) => {
      const { groups, levelsUsed } = rankByLevels(group, levels);
      const values = new Map<PlayerId, GroupMemberValue>();
      for (const id of group) {
        const teamKeys = keys.get(id)!;
        const used = levelsUsed.get(id) ?? 1;
        values.set(id, {
          value: teamKeys[0]!.value,
          display: formatLevels(
            teamKeys.map((k) => k.value),
            used,
          ),
          contributions: teamKeys.slice(0, used).flatMap((k) => keyContributions(k)),
        });
      }
      const reason = reasonForTies(
        groups,
        `equal ${keys
          .get(group[0]!)!
          .map((k) => k.label)
          .join(', ')}`,
      );
      return reason === undefined ? { groups, values } : { groups, values, reason };
    },
  };
}

function keyResult(key: MatchKey | undefined): CriterionResult {
  if (!key) return valueResult(Rational.ZERO);
  return valueResult(key.value, keyContributions(key), key.label);
}

function keyContributions(key: MatchKey) {
  return key.contributions.map((c) => contribution({ round: c.match, value: c.value, note: `${key.label}: ${c.note}` }));
}

/**
 * C.07 art. 13: the criteria of arts. 6–9 rank teams too, on a reference score — `:MP`
 * or `:GP`, the score that ranks the event by default — read from the crosstable of teams
 * in that score (art. 16 for a round without a match). Art. 10's rating criteria are "for
 * individuals"; BPG and BWG count colours a team match does not have.
 */
const FOR_TEAMS = REFERENCE_SCORE_CRITERIA;

function playerCriterion(definition: CriterionDefinition, spec: CriterionSpec, teamCtx: TeamContext): RankingCriterion | undefined {
  if (!FOR_TEAMS.has(definition.code)) return undefined;
  const scored = teamCtx.scoreContext(spec.reference ?? teamCtx.primary);
  const ctx = spec.edition ? scored.withEdition(spec.edition) : scored;
  const compute = definition.compute;
  if (compute.kind === 'group') return { spec, definition, ctx, rankGroup: (group) => compute.rank(ctx, spec, group) };
  if (compute.kind !== 'value') return undefined;
  if (spec.progressiveCuts) return { spec, definition, ctx, rankGroup: progressiveCutsRanker(ctx, spec, definition, compute.value) };
  return { spec, definition, ctx, values: new Map(teamCtx.event.teams.map((t) => [t.id, compute.value(ctx, spec, t.id)])) };
}

/** `:MP` / `:GP` choose the score an individual criterion reads; a team criterion has its own. */
function referenceProblem(definition: CriterionDefinition, spec: CriterionSpec): EngineIssue | undefined {
  if (!spec.reference || FOR_TEAMS.has(definition.code)) return undefined;
  return {
    code: 'engine/reference-score-not-allowed',
    severity: 'error',
    message: `${definition.title} (${definition.code}) takes no reference score; :MP and :GP go with the criteria of C.07 arts. 6–9 (${[...FOR_TEAMS].join(', ')})`,
    criterion: spec.text,
  };
}

function individualCriterionIssue(definition: CriterionDefinition, text: string): EngineIssue {
  return {
    code: 'engine/player-criterion-in-team-event',
    severity: 'error',
    message: `${definition.title} (${definition.code}) ranks players of a crosstable; a team event is ranked by the team criteria, the board criteria BC, TBR, BBE and, on a reference score (C.07 13), ${[...FOR_TEAMS].join(', ')}`,
    criterion: text,
  };
}
