// chess-results' crosstables of a team event (teams × teams or teams × rounds, a match's game points per cell) → TeamEvent + issues with cell addresses.
export { readTeamCrosstable, isTeamCrosstable, type ReadTeamCrosstableOptions, type TeamCrosstableReading } from './read-team-crosstable';
export { TEAM_CROSSTABLE_ISSUES, type TeamCrosstableIssueCode } from './crosstable-issues';
