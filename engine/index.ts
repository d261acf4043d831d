// The public API of engine/ (docs/architecture.md): the only way other folders and the tests reach it, and
// exactly what they import, each name re-exported from the file that defines it. A new export needs a line here.

// Exact arithmetic and rounding (arith/)
export { Rational } from './arith/rational';
export { ROUNDING_MODES, roundTo, roundToUnit, roundToInteger, type RoundingMode } from './arith/rounding';

// The model: crosstables, rounds, regulations, teams (model/)
export {
  ABSENT,
  opponentOf,
  mirrorOutcome,
  otherColour,
  type PlayerId,
  type Colour,
  type GameOutcome,
  type ByeRecord,
  type RoundRecord,
  type RoundKind,
} from './model/round-record';
export { POINT_SYSTEM_FIELDS, pointsFor, type PointSystem, type PointSystemField } from './model/point-system';
export type { TournamentType, Player, Crosstable } from './model/crosstable';
export { checkReciprocity, describeResult, type ConsistencyProblem } from './model/consistency';
export { EDITIONS, type Edition, type CriterionSpec, type AfterTiebreaks, type RoundRange } from './model/criterion-spec';
export {
  DEFAULT_UNPLAYED_OPTIONS,
  UNPLAYED_OPTION_EDITIONS,
  calendarDay,
  editionInForceOn,
  type UnplayedOptions,
  type Regulation,
  type RoundScoring,
} from './model/regulation';
export type {
  MatchPoints,
  FormulaFunction,
  Formula,
  NamedFormula,
  RoundRobinWithdrawalRule,
  WithdrawalRules,
  ExpelledPlayer,
  GrandPrix,
  GradeScaling,
  PlacePoints,
  TeamTotals,
  Band,
  LookupTable,
  SkipRule,
  Qualification,
  PrizeCategory,
  Categories,
  Category,
  CategoryCondition,
  PrizeRules,
  MatchTiebreaks,
  WithdrawalOutcome,
} from './model/regulation-articles';
export type { EventSection } from './model/event-sections';
export { regulationOfSection } from './model/section-regulation';
export type { EngineIssue } from './model/engine-issue';
export { ENGINE_ISSUES, type EngineIssueCode } from './engine-issues';
export type { MatchBoardResult, MatchBoard, TeamMatch } from './model/team-match';
export type { BoardPrizeMeasure, BoardPrizeRules, BoardPrizeTie } from './model/board-prizes';
export { PlayerMap } from './model/player-map';
export {
  teamId,
  isTotalsOnly,
  type MatchTotals,
  type TeamId,
  type Team,
  type TeamRoundRecord,
  type TeamBye,
  TEAM_BYES,
  TEAM_BYE_NAMES,
  pairingRecordOf,
  type TeamEvent,
  type PointAssignment,
  type AssignedResult,
} from './model/team-event';
export { crosstableAfterRound } from './model/after-round';
export { eventBody, individualEvent, teamEvent, startDateOf, type TournamentEvent } from './model/tournament-event';

// Point systems and scores (scoring/)
export { pointSystemFrom, STANDARD, DRAUGHTS, FOOTBALL, UK_JUNIOR, POINT_SYSTEMS } from './scoring/point-systems';
export { computeScores } from './scoring/scores';
export { withRoundScoring, systemOfRound, hasTwoScorings } from './scoring/round-scoring';
export { teamPointSystem, TEAM_MATCH_POINTS, mirrorBoard, teamRoundScores, boardPoints, type TeamRoundScore } from './scoring/team-scores';

// Tie-break criteria: the registry, specifiers, modifiers, contexts (tiebreaks/)
export { EXPECTED_SCORE_TABLE, performanceDifference, expectedScore } from './tiebreaks/rating-tables';
export {
  averageRating,
  tournamentPerformance,
  perfectPerformance,
  expectedTotal,
  performanceDerivation,
} from './tiebreaks/rating-performance';
export { valueResult, notApplicable, type Contribution, type CriterionResult } from './tiebreaks/types';
export {
  CUT_REASONS,
  cutWords,
  type CutReason,
  type DummyCap,
  type EngineWords,
  type EngineWordsKey,
  type OpponentValueName,
  type ScoreAdjustment,
} from './tiebreaks/engine-words';
export { isMatchCriterion, isTeamCriterion, type ModifierName, type CriterionDefinition } from './tiebreaks/definition';
export { CRITERIA, findCriterion, criterionNames, definedUnder } from './tiebreaks/registry';
export {
  REGULATION_NAMES,
  AMBIGUOUS_NAMES,
  UNDEFINED_NAMES,
  findRegulationName,
  findAmbiguousName,
  findUndefinedName,
  type RegulationName,
  type AmbiguousName,
  type UndefinedName,
} from './tiebreaks/regulation-names';
export {
  RULES_NAMES,
  findRulesName,
  meaningUnder,
  rulesReading,
  statedReading,
  type RulesName,
  type NameMeaning,
} from './tiebreaks/rules-names';
export { parseCriterionSpecifier, splitSpecifierParts } from './tiebreaks/specifier';
export { MODIFIERS, modifierDeclaration } from './tiebreaks/modifiers';
export { unplayedPolicyFor } from './tiebreaks/policies';
export { TiebreakContext } from './tiebreaks/context';
export { TeamContext } from './tiebreaks/team-context';
export { normalisingFactor, ssscValue, ssscFactor } from './tiebreaks/score-schedule-strength';
export { REFERENCE_SCORE_CRITERIA, TEAM_CRITERIA_EDITIONS } from './tiebreaks/criteria-team';

// Ranking: ordered refinement, lots, team matches (ranking/)
export { rankParticipants, rankOnValue, ranksGroups, type RankingCriterion, type SplitStep, type Standing } from './ranking/rank';
export { lotNumber, lotsSeed, eventLotsBasis } from './ranking/lots';
export { decideMatch, matchLotsSeed, type MatchStep, type MatchDecision } from './ranking/decide-match';
export { applyPlayOff, placesWords, PLAY_OFF, PLAY_OFF_PENDING, type PlayOffApplied } from './ranking/play-off';
export { decidePlayOff, showPoints, stageWords, type PlayOffDecision, type PlayOffVerdict } from './ranking/play-off-games';
export type { PlayOffRules, PlayOffStage, PlayOffFormat, PlayOffGame, PlayOffRecord, PlayOffResult } from './model/play-off';
export { formatFits, formatWords, stagesFor } from './model/play-off';
export { seedPlayOff, type Seeding, type SeedingInput, type SeedValue } from './ranking/play-off-seeding';
export {
  applyMicroMatches,
  microStageWords,
  MICRO_MATCHES,
  MICRO_MATCH_PENDING,
  type MicroMatchesApplied,
  type MicroMatchOutcome,
  type MicroMatchPlayed,
  type MicroMatchReport,
  type MicroMatchTotals,
} from './ranking/micro-matches';
export type { MicroMatchCriterion, MicroMatchGame, MicroMatchRules } from './model/micro-match';
export { rankKnockOut, type KnockOutEvaluation, type KnockOutOutcome, type KnockOutStanding } from './ranking/knock-out';
export { stageNames, stageOfGame, type KnockOutMatch } from './ranking/knock-out-matches';
export type { KnockOutEvent, KnockOutGame, KnockOutPlayer, KnockOutRules } from './model/knock-out';

// Evaluation: a crosstable or a team event under a regulation
export { evaluate, type EvaluateOptions } from './evaluate';
export type { EvaluatedColumn, Evaluation } from './evaluation';
export { evaluateTeamEvent, type TeamEvaluation } from './evaluate-team-event';
export type { BoardPrizeEntry, BoardPrizeList } from './formulas/board-prizes';
export { combineGrades, gradeInputOf, type GradeInput, type CombinedGradeEntry, type CombinedGrades } from './formulas/grade-scaling';
export { evaluateEvent, type EventEvaluation } from './evaluate-event';

// Regulation presets (presets/)
export {
  PRESET_MANUAL_COLUMN,
  REGULATION_PRESETS,
  findPreset,
  regulationFromPreset,
  type RegulationPreset,
} from './presets/regulation-presets';

// Withdrawals; grand prix, team totals, qualification and prizes (formulas/; docs/rules.md)
export type { Expulsion, WithdrawalReport } from './formulas/withdrawal-report';
export { applyExpulsions } from './formulas/expulsions';
export { eventSpan, LONG_EVENT_DAYS, type EventSpan } from './long-event';
export { applyWithdrawalRules } from './formulas/withdrawals';
export { detectWithdrawals } from './formulas/detect-withdrawals';
export { evaluateArticles, evaluateSeason, type ArticleResults, type SeasonEventInput, type SeasonResults } from './formulas/articles';
export { evaluateFormula } from './formulas/evaluate-formula';
export { formatFormula } from './formulas/formula-text';
export type { FormulaOutcome } from './formulas/scope';
export { collectEventFacts, postRatingHeader } from './formulas/event-facts';
export { EventScope } from './formulas/event-scopes';
export { LetBindings } from './formulas/lets';
export { computeGrandPrixPoints, type GrandPrixResult } from './formulas/grand-prix';
export type { SeasonGrandPrixResult } from './formulas/grand-prix-season';
export type { TeamTotalsResult } from './formulas/team-totals';
export type { QualificationResult } from './formulas/qualification';
export type { PrizesResult } from './formulas/prizes';
export type { CategoryRanking, CategoryRankingRow } from './formulas/category-rankings';
export { ageOn, ageRange, categoryLabel, parsePartialDate } from './formulas/categories';
export type { Place } from './formulas/places';

// Computed columns and the loops that replace spreading an array into a call
export { ComputedColumn } from './computed-column';
export { pushAll, maxOf, minOf } from './collections';

// What each contender needs from the round to come (regula scenarios)
export { enumerateScenarios, DEFAULT_COMBINATION_LIMIT, type ScenarioOptions } from './scenarios/enumerate';
export { listReach, resultReach } from './scenarios/reach';
export { comparePlaces } from './scenarios/simplify';
export {
  BOARD_RESULTS,
  type OpenGame,
  type BoardResult,
  type ScenarioBoard,
  type ScenarioPlace,
  type BoardCondition,
  type Conditions,
  type ReachedPlace,
  type OwnResultBranch,
  type ContenderScenarios,
  type Scenarios,
  type BoundedContender,
  type PlaceBound,
} from './scenarios/types';
