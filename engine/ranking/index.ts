export * from './rank';
export { lotNumber, lotsSeed, eventLotsBasis } from './lots';
export * from './decide-match';
export { applyPlayOff, placesWords, PLAY_OFF, PLAY_OFF_PENDING, type PlayOffApplied } from './play-off';
export { decidePlayOff, stageWords, type PlayOffDecision, type PlayOffVerdict } from './play-off-games';
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
} from './micro-matches';
export { seedPlayOff, type Seeding, type SeedingInput, type SeedValue } from './play-off-seeding';
