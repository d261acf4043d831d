// The tie-break criteria (registry, contexts, results).
// What the rest of engine/ imports from this folder, each name from the file that defines it (no
// `export *`: docs/architecture.md). engine/index.ts, the public API, names the defining files itself.
// A new import through this file needs its name here.
export { contribution, valueResult, notApplicable, type Contribution, type CriterionResult } from './types';
export { isMatchCriterion, isTeamCriterion, type CriterionDefinition, type ColumnCompute } from './definition';
export { findCriterion, definedUnder, CRITERIA } from './registry';
export { parseCriterionSpecifier } from './specifier';
export { TiebreakContext } from './context';
export { rankByLevels, formatLevels, reasonForTies, type GroupMemberValue, type GroupOutcome } from './group';
export { boardRecordsOf, type TeamBoards, type BoardContribution, type MatchKey } from './match-boards';
export { NEEDS_BOARDS, TeamContext } from './team-context';
export { missingColours, needsColoursText } from './colours-known';
export { REFERENCE_SCORE_CRITERIA, TEAM_CRITERIA_EDITIONS } from './criteria-team';
export { unplayedAdjustments, unplayedMatchNotes } from './unplayed-adjustments';
export { tournamentPerformance } from './rating-performance';
