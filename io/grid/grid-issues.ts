/**
 * Stable codes of the problems the grid reader reports (io/issues.ts: InputIssue).
 * Every issue names the cell, what was found there and what was expected.
 */
export const GRID_ISSUE_CODES = [
  /** No row with a name column and round columns among the rows searched. Error. */
  'grid/no-header',
  /** A header row with a name column but no round or player-number columns. Error. */
  'grid/no-round-columns',
  /** The header was found but no player rows follow it. Error. */
  'grid/no-players',
  /** Two columns for the same round (or the same part of a round). Error. */
  'grid/duplicate-round-column',
  /** Round columns skip a round (1, 2, 4), or a plain round lacks its opponent or result column. Error. */
  'grid/missing-round-column',
  /** The layout or opponent numbering asked for does not fit the header or the cells. Error. */
  'grid/layout-mismatch',
  /** A round cell that is not a result in the layout's notation. Error. */
  'grid/unknown-token',
  /** A recognised notation the reader does not turn into a record (forfeit draw Z, N/R/S, `*`). Error. */
  'grid/unsupported-token',
  /** A round cell left empty. Error. */
  'grid/missing-round',
  /** An opponent number that no row of the table carries. Error. */
  'grid/unknown-opponent',
  /** A row naming its own number as the opponent. Error. */
  'grid/paired-with-self',
  /** The opponent's cell of the same round does not name this player. Error. */
  'grid/not-mirrored',
  /** The opponent's cell names this player but its result is not the complement. Error. */
  'grid/result-mismatch',
  /** Both cells of a game give the same colour. Error. */
  'grid/colour-mismatch',
  /** Two or more rows name the same opponent in the same round. Error. */
  'grid/duplicate-pairing',
  /** A starting number used by two rows. Error. */
  'grid/duplicate-start-number',
  /** A line number (`#`) used by two rows. Error. */
  'grid/duplicate-line-number',
  /** A starting or line number that is not a positive whole number. Error. */
  'grid/bad-number',
  /** A round-robin grid's own square holds a result. Error. */
  'grid/rr-diagonal',
  /** A round-robin cell with a different number of games than the rest of the grid. Error. */
  'grid/rr-game-count',
  /** Declared points (Pts, Score, Game Score) differ from the points of the round cells. Warning. */
  'grid/points-mismatch',
  /** A bye printed with points the point system does not give it (`-1` where a PAB scores ½). Warning. */
  'grid/bye-points',
  /** A points or rating cell that is not a number. Warning. */
  'grid/bad-value',
  /** A player row without a name. Warning. */
  'grid/missing-name',
  /** A non-blank row below the header that is not a player row (a legend, a note). Warning. */
  'grid/skipped-row',
  /** Text beyond the last column read (MAX_COLUMNS). Warning. */
  'grid/too-wide',
  /** Round cells left empty, read as not paired that round (one issue for all). Warning. */
  'grid/empty-round',
  /** The last round paired has games without a result: the standings are after the round before. Warning. */
  'grid/pending-round',
  /** A game without result in a round the standings count: counted as not played yet. Warning. */
  'grid/postponed-game',
  /** The round asked for (--round) is not paired or played in the sheet. Error. */
  'grid/round-out-of-range',
  /** No round has all its results and no round was asked for. Error. */
  'grid/no-complete-round',
] as const;

export type GridIssueCode = (typeof GRID_ISSUE_CODES)[number];
