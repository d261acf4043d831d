// A team match given board by board (cell values of an Excel range or a CSV file) → TeamMatch + issues with cell addresses.
export { readMatches, type ReadMatchOptions, type MatchReading, type MatchBlock } from './read-match';
export { type MatchIssueCode } from './match-issues';
export { readMatchResult, resultText, pointsText, boardPoints } from './match-results';
