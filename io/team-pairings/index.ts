// chess-results' board pairings of a team event (cell values of an Excel range or a CSV file) → TeamEvent + issues with cell addresses.
export { readBoardPairings, isBoardPairings, type ReadBoardPairingsOptions, type BoardPairingsReading } from './read-board-pairings';
export { readBoardResult, readMatchScore } from './pairing-results';
export { type PairingsIssueCode } from './pairings-issues';
export { writeBoardPairings } from './write-board-pairings';
