import { editionWarning, lookUpCriterion } from './criterion-lookup';
import { ComputedColumn } from './computed-column';
import { applyWithdrawalRules } from './formulas/withdrawals';
import { applyExpulsions, deletedByWithdrawalRule } from './formulas/expulsions';
import { longEventIssues } from './long-event';
import type { Evaluation } from './evaluation';
import { PlayerMap, type Crosstable, type EngineIssue, type PlayerId, type PlayOffRules, type Regulation, type RoundRange } from './model';
import {
  applyMicroMatches,
  applyPlayOff,
  eventLotsBasis,
  rankParticipants,
  type MicroMatchReport,
  type RankingCriterion,
  type SeedingInput,
} from './ranking';
import { progressiveCutsRanker } from './ranking/progressive-cuts';
import {
  isMatchCriterion,
  isTeamCriterion,
  missingColours,
  needsColoursText,
  notApplicable,
  TiebreakContext,
  type CriterionDefinition,
  type CriterionResult,
} from './tiebreaks';
import { pushAll } from './collections';
import { hasTwoScorings, withRoundScoring } from './scoring';

export interface EvaluateOptions {
  /**
   * Rank only these participants among themselves; the tie-breaks still read the whole
   * crosstable (their opponents' scores and games). `regula scenarios` ranks the players
   * who can reach the places, once per combination of results (engine/scenarios).
   */
  participants?: ReadonlySet<PlayerId>;
}

/**
 * Ranks a crosstable under a regulation. Pure and deterministic: the same inputs give
 * the same Evaluation. The regulation's expulsions and withdrawal rules run first
 * (formulas/expulsions.ts, formulas/withdrawals.ts): the ranking sees the crosstable they
 * leave, without the expelled players. Criteria unknown to the registry are errors (the language
 * rejects them first); a criterion outside its edition or type is a warning.
 */
export function evaluate(input: Crosstable, regulation: Regulation, options: EvaluateOptions = {}): Evaluation {
  const expulsions = applyExpulsions(input, regulation.withdrawals);
  const expelledIds = new Set(expulsions.expelled.map((e) => e.player));
  const { crosstable: withdrawn, report: withdrawals } = applyWithdrawalRules(
    expulsions.crosstable,
    regulation.withdrawals,
    regulation.tournament,
    expelledIds,
  );
  // In a round robin the withdrawal rule applies to an expelled player too (Tournament Rules V.4): it may delete his results.
  withdrawals.expelled = expulsions.expelled.map((e) => (withdrawals.deleted.includes(e.player) ? deletedByWithdrawalRule(e) : e));
  pushAll(withdrawals.issues, expulsions.issues);
  // `rounds 1-9: win 2, …`: each round scored by its own point system (scoring/round-scoring.ts).
  const crosstable = withRoundScoring(withdrawn, regulation, withdrawals.issues);
  const twoScorings = hasTwoScorings(crosstable);
  const pointSystem = regulation.pointSystem ?? crosstable.pointSystem;
  const base = new TiebreakContext(crosstable, pointSystem, regulation.edition, regulation.unplayed);
  const issues: EngineIssue[] = [...withdrawals.issues];
  // `based on rounds 7-12 only`: the criteria after points read those rounds as an event of their own.
  const listBase = regulation.tiebreakRounds
    ? new TiebreakContext(roundsOnly(crosstable, regulation.tiebreakRounds, issues), pointSystem, regulation.edition, regulation.unplayed)
    : base;
  if (regulation.teamEvent)
    issues.push({
      code: 'engine/team-regulation-on-individual-event',
      severity: 'error',
      message: `"${regulation.name}" ranks the teams of a team event (rules … team); this crosstable has no teams (TRF 013 / 310 lines)`,
    });
  // The participants whose values are computed: all (an expelled player's too, for the audit), or those asked for.
  const only = options.participants;
  const valued = only ? crosstable.players.filter((p) => only.has(p.id)) : crosstable.players;
  const criteria: RankingCriterion[] = [];
  for (const spec of regulation.tiebreaks) {
    const definition = lookUpCriterion(spec, issues);
    if (!definition) continue;
    if (isMatchCriterion(definition)) {
      issues.push(matchCriterionIssue(definition, spec.text));
      continue;
    }
    if (isTeamCriterion(definition)) {
      issues.push(teamCriterionIssue(definition, spec.text));
      continue;
    }
    if (twoScorings && definition.oneScoring) {
      issues.push({
        code: 'engine/criterion-two-scorings',
        severity: 'error',
        message: `"${spec.text}" reads one point value for the whole event, and its rounds are scored by more than one point system: it could mean ${definition.oneScoring.join(', or ')}; it is not computed`,
        criterion: spec.text,
      });
      continue;
    }
    if (spec.reference) {
      issues.push({
        code: 'engine/reference-score-in-individual-event',
        severity: 'error',
        message: `"${spec.text}" names a team score (:MP / :GP, C.07 art. 13); this crosstable is an individual event`,
        criterion: spec.text,
      });
      continue;
    }
    // A criterion named after a federation keeps that federation's rules (definition.ts).
    const edition = definition.pinnedEdition ?? spec.edition;
    const from = definition.family === 'score' ? base : listBase;
    const ctx = edition ? from.withEdition(edition) : from;
    pushAll(issues, applicabilityWarnings(definition, spec.text, ctx));
    const problem = definition.checkInput?.(ctx, spec);
    if (problem) issues.push({ code: 'engine/criterion-input', severity: 'error', message: problem, criterion: spec.text });
    const criterion: RankingCriterion = { spec, definition, ctx };
    const colourless = coloursUnknown(definition, spec.text, crosstable, valued);
    if (colourless) {
      issues.push(colourless.issue);
      criterion.values = colourless.values;
      criteria.push(criterion);
      continue;
    }
    const compute = definition.compute;
    if (compute.kind === 'group') criterion.rankGroup = (group) => compute.rank(ctx, spec, group);
    // Progressive cuts compare the tied players again with cut 1, 2, …: a group criterion.
    if (compute.kind === 'value' && spec.progressiveCuts) criterion.rankGroup = progressiveCutsRanker(ctx, spec, definition, compute.value);
    else if (compute.kind === 'value') {
      criterion.values = new ComputedColumn(
        valued.map((p) => p.id),
        compute.value,
        ctx,
        spec,
        compute.column,
      );
    }
    criteria.push(criterion);
  }
  pushAll(
    issues,
    longEventIssues(
      crosstable,
      regulation,
      criteria.map((c) => c.definition),
    ),
  );
  // Expelled players stay in the table their opponents' criteria read (unless deleted), but are not ranked.
  const ranked = expelledIds.size === 0 ? valued : valued.filter((p) => !expelledIds.has(p.id));
  const ranking = rankParticipants(ranked, criteria, regulation.after, eventLotsBasis(crosstable));
  // Micro-matches (FMJD title matches): each round's games decide it, and the regulation's criteria rank the event.
  let microMatches: MicroMatchReport | undefined;
  if (regulation.microMatches && !only) {
    const applied = applyMicroMatches(ranking.standings, crosstable, ranked, regulation.microMatches, pointSystem);
    ranking.standings = applied.standings;
    ranking.splits.push(applied.step);
    pushAll(issues, applied.issues);
    microMatches = applied.report;
  } else if ((crosstable.microMatches?.length ?? 0) > 0 && !only) {
    issues.push({
      code: 'engine/micro-matches-without-article',
      severity: 'warning',
      message: 'The input records micro-match games, but the regulation has no micro-matches article: they are not used',
    });
  }
  // The regulation's play-off (C.07 art. 3) decides its places from the recorded games; ranking a subset (scenarios) plays none.
  if (regulation.playOff && !only) {
    const seeding = playOffSeeding(regulation.playOff, base, issues);
    const played = applyPlayOff(ranking.standings, ranked, regulation.playOff, crosstable.playOff, (id) => base.score(id), {
      ...seeding,
      lotsBasis: eventLotsBasis(crosstable),
    });
    ranking.standings = played.standings;
    pushAll(ranking.splits, played.steps);
    pushAll(issues, played.issues);
  } else if (crosstable.playOff && crosstable.playOff.games.length > 0 && !only) {
    issues.push({
      code: 'engine/play-off-without-article',
      severity: 'warning',
      message: 'The input records play-off games, but the regulation has no play-off article: they are not used',
    });
  }
  const columns = criteria.map((criterion, index) => ({
    header: criterion.spec.text,
    definition: criterion.definition,
    criterion,
    values: criterion.values ?? groupColumn(ranking.groupValues.get(index)),
  }));
  return {
    regulation,
    crosstable,
    pointSystem,
    columns,
    standings: ranking.standings,
    splits: ranking.splits,
    issues,
    withdrawals,
    ...(microMatches && { microMatches }),
  };
}

/**
 * The crosstable of some rounds only, renumbered from 1 (Hamilton Chess Club's "tie break based
 * on the second night only": rounds 7–12 as the night's own event). Rounds the event does not
 * have are left out, with an error that says so.
 */
function roundsOnly(crosstable: Crosstable, range: RoundRange, issues: EngineIssue[]): Crosstable {
  const to = Math.min(range.to, crosstable.rounds);
  if (range.to > crosstable.rounds)
    issues.push({
      code: 'engine/tiebreak-rounds-outside',
      severity: 'error',
      message: `The tie-breaks are computed on rounds ${range.from}–${range.to}, but the event has ${crosstable.rounds} round${crosstable.rounds === 1 ? '' : 's'}${range.from <= to ? `: rounds ${range.from}–${to} are used` : ': no round is left'}`,
    });
  const count = Math.max(0, to - range.from + 1);
  return {
    ...crosstable,
    rounds: count,
    players: crosstable.players.map(({ declaredPoints: _points, declaredRank: _rank, ...p }) => ({
      ...p,
      rounds: p.rounds.slice(range.from - 1, range.from - 1 + count),
      ...(p.roundRatings && { roundRatings: p.roundRatings.slice(range.from - 1, range.from - 1 + count) }),
    })),
    ...(crosstable.roundScoring && { roundScoring: crosstable.roundScoring.slice(range.from - 1, range.from - 1 + count) }),
  };
}

/**
 * The values a play-off is seeded by when the regulation names a criterion (British
 * Championship: TPR), computed for the players who play only; a criterion that ranks a
 * group as a whole gives no value per player and cannot seed.
 */
function playOffSeeding(rules: PlayOffRules, base: TiebreakContext, issues: EngineIssue[]): Omit<SeedingInput, 'lotsBasis'> {
  const spec = rules.seeding === 'criterion' ? rules.seedCriterion : undefined;
  if (!spec) return {};
  const definition = lookUpCriterion(spec, issues);
  if (!definition) return {};
  const compute = definition.compute;
  if (compute.kind !== 'value') {
    issues.push({
      code: 'engine/play-off-seed-criterion',
      severity: 'error',
      message: `The play-off is seeded by ${spec.text}, which ranks a tied group as a whole and gives no value per player: the tie-break list seeds it`,
      criterion: spec.text,
    });
    return {};
  }
  const edition = definition.pinnedEdition ?? spec.edition;
  const ctx = edition ? base.withEdition(edition) : base;
  return {
    value: (id) => {
      const result = compute.value(ctx, spec, id);
      return result.kind === 'value' ? result.value : undefined;
    },
    order: definition.order,
    label: spec.text,
  };
}

function groupColumn(values: Map<PlayerId, { position: number; result: CriterionResult }> | undefined): Map<PlayerId, CriterionResult> {
  const column = new PlayerMap<CriterionResult>();
  for (const [id, { result }] of values ?? []) column.set(id, result);
  return column;
}

/** A match tie-break (C.07 art. 12) reads a match's boards; a crosstable has none. */
function matchCriterionIssue(definition: CriterionDefinition, text: string): EngineIssue {
  return {
    code: 'engine/match-criterion-in-list',
    severity: 'error',
    message: `${definition.title} (${definition.code}) decides a drawn team match from its board results; it cannot rank a crosstable`,
    criterion: text,
  };
}

/** A team criterion (C.07 arts. 11, 13) reads a team event's matches; an individual crosstable has none. */
function teamCriterionIssue(definition: CriterionDefinition, text: string): EngineIssue {
  return {
    code: 'engine/team-criterion-in-individual-event',
    severity: 'error',
    message: `${definition.title} (${definition.code}) ranks the teams of a team event; this crosstable is an individual event`,
    criterion: text,
  };
}

/**
 * A criterion reading colours on a crosstable without them (colours-known.ts): n/a for every
 * participant, so it separates no one, and one warning saying why.
 */
function coloursUnknown(
  definition: CriterionDefinition,
  text: string,
  crosstable: Crosstable,
  valued: readonly { id: PlayerId }[],
): { issue: EngineIssue; values: Map<PlayerId, CriterionResult> } | undefined {
  if (!definition.needsColours) return undefined;
  const missing = missingColours(crosstable, definition.needsColours);
  if (!missing) return undefined;
  const needs = needsColoursText(definition.needsColours, missing);
  const values = new PlayerMap<CriterionResult>();
  for (const player of valued) values.set(player.id, notApplicable(`${definition.code} ${needs}`));
  return {
    issue: {
      code: 'engine/colours-unknown',
      severity: 'warning',
      message: `${definition.title} (${definition.code}) ${needs} (a round-robin grid or a team event's board pairings has no colours): it separates no player`,
      criterion: text,
    },
    values,
  };
}

function applicabilityWarnings(definition: CriterionDefinition, text: string, ctx: TiebreakContext): EngineIssue[] {
  const issues: EngineIssue[] = [];
  const notInEdition = editionWarning(definition, ctx.edition, text);
  if (notInEdition) issues.push(notInEdition);
  if (ctx.roundRobin && definition.notInRoundRobin?.includes(ctx.edition)) {
    issues.push({
      code: 'engine/not-allowed-in-round-robin',
      severity: 'warning',
      message: `${definition.title} is not used in round robins under ${ctx.edition} (C.07 art. 8)`,
      criterion: text,
    });
  }
  return issues;
}
