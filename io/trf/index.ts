// TRF text ↔ Crosstable (architecture.md: io/trf).
export { decodeTrfBytes } from './decode-trf-bytes';
export { readTrf, type ReadTrfOptions, type ReadTrfResult } from './read-trf';
export { writeTrf, trfWriteProblems, TRF_MAX_START_NUMBER } from './write-trf';
export { TRF_ISSUES, type TrfIssueCode } from './trf-issues';
export { readTeamTrf, isTeamTrf, type ReadTeamTrfResult } from './read-team-trf';
