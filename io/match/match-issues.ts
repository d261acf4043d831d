import type { IssueEntry } from '../issues';

/**
 * Every problem the match reader reports (io/issues.ts: InputIssue), with its severity, what
 * it means and how to fix it (in the words of the sheet: the header, the board and result
 * cells). Codes are stable; every issue names the cell, what was found there and what was expected.
 */
export const MATCH_ISSUES = {
  'match/no-header': {
    severity: 'error',
    meaning: 'no row with a board column and a result column',
    fix: "Add a header row with a board column (Board, Bd), the two teams' player columns and a result column (Result, Res). With --sheet, pick the sheet that holds the match.",
  },
  'match/no-team-column': {
    severity: 'error',
    meaning: 'a header row without two team (player) columns',
    fix: "Give each team a player column in the header, headed by the team's name (or Team A / Team B under a title row such as 'Organisers v Players').",
  },
  'match/colour-headers': {
    severity: 'error',
    meaning: 'team columns headed White / Black: the reader wants the teams, not the colours',
    fix: "Head the player columns with the teams' names instead of White / Black, and give the first team's colours in a Colour column (w/b).",
  },
  'match/no-team-name': {
    severity: 'error',
    meaning: 'a team column headed Team A / Home without a title row naming the teams',
    fix: "Write the team's name in the header cell, or add a title row above the header such as 'Organisers v Players'.",
  },
  'match/same-team-names': {
    severity: 'error',
    meaning: 'both teams have the same name',
    fix: 'Give the two teams different names in the header (or in the title row above it).',
  },
  'match/no-boards': {
    severity: 'error',
    meaning: 'the header is followed by no board rows',
    fix: 'Put the board rows right under the header, with no blank row between: the board number, the two players and the result.',
  },
  'match/bad-board': {
    severity: 'error',
    meaning: 'a board cell that is not a board number 1, 2, 3 …',
    fix: 'Write the board number (1, 2, 3 …) in the board column. A note under the boards needs a blank row above it.',
  },
  'match/duplicate-board': {
    severity: 'error',
    meaning: 'the same board number twice in a match',
    fix: 'Correct the repeated board number so that each board appears once in the match.',
  },
  'match/missing-board': {
    severity: 'error',
    meaning: 'board numbers with a gap (1, 2, 4)',
    fix: 'Add the missing board, or number the boards 1 to n without a gap.',
  },
  'match/unknown-result': {
    severity: 'error',
    meaning: "a result cell that is not a result from the first team's side",
    fix: "Write the result from the first team's side: 1-0, 0-1, ½-½ or =, +/- or -/+ for a forfeit, -- for a double forfeit. In Excel, format the result column as Text first.",
  },
  'match/missing-result': {
    severity: 'error',
    meaning: 'a board without a result',
    fix: "Enter the board's result from the first team's side: 1-0, 0-1, ½-½, +/- or -/+ for a forfeit, -- for a double forfeit.",
  },
  'match/unknown-colour': {
    severity: 'error',
    meaning: 'a colour cell that is not w or b',
    fix: "Write w or b (the colour of the first team's player) in the colour cell, or leave it blank.",
  },
  'match/missing-player': {
    severity: 'warning',
    meaning: "a played game without a player's name",
    fix: "Type the player's name; the result counts as it is. If the game was not played, write a forfeit result (+/-, -/+ or --) instead.",
  },
  'match/unread-column': {
    severity: 'warning',
    meaning: 'a header the reader does not read (a third team column, a second result column, a note)',
    fix: 'Nothing to do if the column is a note. A match reads one board, one result and one colour column and two team columns: remove or rename the extra one if it matters.',
  },
  'match/skipped-row': {
    severity: 'warning',
    meaning: "a non-blank row after a match's totals row, or below the last match",
    fix: 'Nothing to do if the row is a note. If it is a board, move it above the totals row with no blank row between the boards; a new match needs its own header row.',
  },
  'match/score-mismatch': {
    severity: 'warning',
    meaning: "the totals row's score differs from the boards' results (or is not a score)",
    fix: "Correct the totals row or the boards' results: Regula uses the boards' results, forfeits counting as wins and losses.",
  },
} as const satisfies Record<string, IssueEntry>;

export type MatchIssueCode = keyof typeof MATCH_ISSUES;
