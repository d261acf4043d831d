export * from './withdrawal-report';
export { applyWithdrawalRules } from './withdrawals';
export { detectWithdrawals, lastRoundHeld, type CycleRanges } from './detect-withdrawals';
// Grand prix, team totals, qualification and prizes (product.md capabilities 7–9).
export {
  evaluateSections,
  evaluateSeason,
  identifyPlayers,
  type SectionOptions,
  type SectionResults,
  type SeasonEventInput,
  type SeasonOptions,
  type SeasonResults,
} from './sections';
export { evaluateFormula, type AggregateTrace } from './evaluate-formula';
export { formatFormula, formatValue } from './formula-text';
export type { Computed, FormulaOutcome, FormulaScope } from './scope';
export { collectEventFacts, findWithdrawnPlayers, tookPart, type EventFacts } from './event-facts';
export { SectionScope, PlayerScope } from './event-scopes';
export { LetBindings, type NamedValue } from './lets';
export { computeGrandPrixPoints, type GrandPrixPlayer, type GrandPrixResult } from './grand-prix';
export { accumulateGrandPrix, accumulatePoints, type SeasonGrandPrixPlayer, type SeasonGrandPrixResult } from './grand-prix-season';
export { computeEventTeamTotals, computeSeasonTeamTotals, type SeasonEvent } from './team-builders';
export type { TeamEntry, TeamMember, TeamTotalsResult } from './team-totals';
export type { TeamCriterionValue } from './team-ranking';
export type { TeamAwardResult } from './team-awards';
export {
  evaluateQualification,
  computeQualificationPlaces,
  type QualificationEntry,
  type QualificationOutcome,
  type QualificationResult,
} from './qualification';
export { inBand, lookUp } from './lookup-table';
export { awardPrizes, type PrizeAward, type PrizesResult } from './prizes';
export { shareTiedPrizes, type Share, type SharedPool } from './prize-sharing';
export { formatPlace, placesOnPoints, type Place } from './places';
