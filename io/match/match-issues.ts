/**
 * Stable codes of the problems the match reader reports (io/issues.ts: InputIssue).
 * Every issue names the cell, what was found there and what was expected.
 */
export const MATCH_ISSUE_CODES = [
  /** No row with a board column and a result column. Error. */
  'match/no-header',
  /** A header row without two team (player) columns. Error. */
  'match/no-team-column',
  /** Team columns headed White / Black: the reader wants the teams, not the colours. Error. */
  'match/colour-headers',
  /** A team column headed Team A / Home without a title row naming the teams. Error. */
  'match/no-team-name',
  /** Both teams have the same name. Error. */
  'match/same-team-names',
  /** The header is followed by no board rows. Error. */
  'match/no-boards',
  /** A board cell that is not a board number 1, 2, 3 … Error. */
  'match/bad-board',
  /** The same board number twice in a match. Error. */
  'match/duplicate-board',
  /** Board numbers with a gap (1, 2, 4). Error. */
  'match/missing-board',
  /** A result cell that is not a result from the first team's side. Error. */
  'match/unknown-result',
  /** A board without a result. Error. */
  'match/missing-result',
  /** A colour cell that is not w or b. Error. */
  'match/unknown-colour',
  /** A played game without a player's name. Warning. */
  'match/missing-player',
  /** A header the reader does not read (a third team column, a note). Warning. */
  'match/unread-column',
  /** A non-blank row after the totals row of a match. Warning. */
  'match/skipped-row',
  /** The totals row's score differs from the boards' results. Warning. */
  'match/score-mismatch',
] as const;

export type MatchIssueCode = (typeof MATCH_ISSUE_CODES)[number];
