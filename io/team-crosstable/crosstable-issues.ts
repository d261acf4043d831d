import type { IssueEntry } from '../issues';

/**
 * Every problem the reader of chess-results' crosstables of a team event reports
 * (io/issues.ts: InputIssue), with its severity, what it means and how to fix it in the
 * words of the export: its header row (`Rk. | Team | 1 | 2 …` or `Rk. | Team | 1.Rd …`)
 * and a row per team with a cell per opponent (`2½`, `*`) or per round (`18w4½`). Codes are
 * stable; every issue names the cell, what was found there and what was expected.
 */
export const TEAM_CROSSTABLE_ISSUES = {
  'team-crosstable/no-teams': {
    severity: 'error',
    meaning: 'the header row of a team crosstable has no team row under it',
    fix: 'Export the whole crosstable: a row per team under the header row (Rk., Team, then the opponents or the rounds).',
  },
  'team-crosstable/match-points-cells': {
    severity: 'error',
    meaning: "the crosstable gives each match's match points (“Ranking crosstable (MP)”), not its game points",
    fix: 'Export the crosstable in points instead (“Ranking crosstable (Pts.)”, “Kreuztabelle nach Rang (Pkt.)”): C.07 art. 11.1 needs the game points of each match.',
  },
  'team-crosstable/columns-not-teams': {
    severity: 'error',
    meaning: "a round robin's numbered columns do not match its team rows (column k is the team of row k)",
    fix: 'Export the whole crosstable, a numbered column for each team row, as chess-results writes it.',
  },
  'team-crosstable/unknown-cell': {
    severity: 'error',
    meaning: "a match's cell that is not one chess-results writes",
    fix: 'Write the game points (2½, 2,5 or 2.5); in a Swiss the opponent’s rank, the colour and the game points (18w4½), -1 for a bye, 0w0 or nothing for a round not paired; + or - for a match forfeited.',
  },
  'team-crosstable/bad-opponent': {
    severity: 'error',
    meaning: "a Swiss cell's opponent that is no team row of the crosstable, or the team itself",
    fix: 'The opponent is the rank of the opponent’s row (1 for the first row): correct the number.',
  },
  'team-crosstable/match-one-sided': {
    severity: 'error',
    meaning: "a match that only one of its teams' cells shows, or whose two cells disagree (opponent, forfeit)",
    fix: 'Correct the cells so both teams show the match: in a round robin both cells filled or both empty; in a Swiss each team’s cell of the round names the other.',
  },
  'team-crosstable/no-boards': {
    severity: 'error',
    meaning: 'no match was played, so the number of boards cannot be told from the game points',
    fix: 'Rank once a match has been played; a forfeit or a bye alone does not say how many boards a match has.',
  },
  'team-crosstable/match-total-differs': {
    severity: 'warning',
    meaning:
      "a match's two game-point totals add up to less than the boards of the other matches (a board unplayed by both teams, or an edited cell)",
    fix: 'Nothing to do if both teams lost a board; otherwise correct the cell. The totals count as given (C.07 art. 11.1).',
  },
  'team-crosstable/bye-points-differ': {
    severity: 'warning',
    meaning: 'byes credit different game points in different rounds',
    fix: 'The first bye’s game points are used for every bye. Check the regulation and the byes on chess-results.',
  },
  'team-crosstable/round-unknown': {
    severity: 'warning',
    meaning: "a round robin's crosstable does not say in which round each match was played",
    fix: 'Nothing to do: the matches are placed in rounds by a round-robin schedule; --round (standings after a round) needs the board pairings or a TRF.',
  },
} as const satisfies Record<string, IssueEntry>;

export type TeamCrosstableIssueCode = keyof typeof TEAM_CROSSTABLE_ISSUES;
