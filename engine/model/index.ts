// The model (crosstables, rounds, regulations, teams, play-offs).
// What the rest of engine/ imports from this folder, each name from the file that defines it (no
// `export *`: docs/architecture.md). engine/index.ts, the public API, names the defining files itself.
// A new import through this file needs its name here.
export {
  opponentOf,
  isPlayed,
  isForfeit,
  type PlayerId,
  type Colour,
  type PlayedGame,
  type RoundRecord,
  type RoundKind,
} from './round-record';
export { pointsFor, type PointSystem } from './point-system';
export type { TournamentType, Player, Crosstable } from './crosstable';
export type { Edition, CriterionSpec, AfterTiebreaks, RoundRange } from './criterion-spec';
export { calendarDay, DEFAULT_UNPLAYED_OPTIONS, type UnplayedOptions, type Regulation, type RoundScoring } from './regulation';
export type {
  MatchPoints,
  FormulaOperator,
  FormulaFunction,
  AggregateDomain,
  Formula,
  NamedFormula,
  WithdrawalOutcome,
  RoundRobinWithdrawalRule,
  WithdrawalRules,
  ExpelledPlayer,
  Bonus,
  PlacePoints,
  GrandPrix,
  GradeScaling,
  TeamTotals,
  TeamAward,
  Band,
  LookupEntry,
  LookupTable,
  SkipRule,
  Qualification,
  CategoryCondition,
  Categories,
  PrizeCategory,
  Prize,
  PrizeRules,
  MatchTiebreaks,
} from './regulation-articles';
export type { EngineIssue } from './engine-issue';
export type { MatchBoard, TeamMatch, TeamRound } from './team-match';
export type { BoardPrizeMeasure, BoardPrizeRules, BoardPrizeTie } from './board-prizes';
export { PlayerMap } from './player-map';
export {
  teamId,
  asTeamIds,
  isTotalsOnly,
  type TeamId,
  type Team,
  type TeamRoundRecord,
  type TeamEvent,
  type AssignedResult,
  type PointAssignment,
  type TeamScore,
} from './team-event';
export type { TournamentEvent } from './tournament-event';
export { stagesFor, formatWords, type PlayOffRules } from './play-off';
export type { MicroMatchCriterion, MicroMatchRules, MicroMatchGame } from './micro-match';
export type { KnockOutEvent, KnockOutGame, KnockOutPlayer, KnockOutRules } from './knock-out';
export type { PlayOffGame, PlayOffRecord, PlayOffResult } from './play-off-record';
export type { PlayOffStage } from './play-off-stage';
