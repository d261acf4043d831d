// Ranking (ordered refinement, lots, play-offs, micro-matches).
// What the rest of engine/ imports from this folder, each name from the file that defines it (no
// `export *`: docs/architecture.md). engine/index.ts, the public API, names the defining files itself.
// A new import through this file needs its name here.
export { rankParticipants, rankOnValue, type RankingCriterion, type SplitStep, type Standing } from './rank';
export { eventLotsBasis } from './lots';
export { applyPlayOff, PLAY_OFF_PENDING } from './play-off';
export { applyMicroMatches, MICRO_MATCH_PENDING, type MicroMatchReport } from './micro-matches';
export type { SeedingInput } from './play-off-seeding';
