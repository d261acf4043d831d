// Scoring (point systems, score lines, unplayed rounds, team scores).
// What the rest of engine/ imports from this folder, each name from the file that defines it (no
// `export *`: docs/architecture.md). engine/index.ts, the public API, names the defining files itself.
// A new import through this file needs its name here.
export { STANDARD, DRAUGHTS } from './point-systems';
export { computeScores, type ScoreLine } from './scores';
export { withRoundScoring, systemOfRound, hasTwoScorings } from './round-scoring';
export { isVoluntarilyUnplayed, categoriseRounds, type UnplayedCategory } from './unplayed';
export { teamPointSystem, teamRoundScores, teamCrosstable, type TeamRoundScore } from './team-scores';
export { applyTeamMinimum } from './team-minimum';
