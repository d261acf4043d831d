import type { IssueEntry } from '../issues';

/**
 * Every problem the reader of chess-results' board pairings of a team event reports
 * (io/issues.ts: InputIssue), with its severity, what it means and how to fix it in the
 * words of the export: its round lines, each match's header row (`Bo. 1 Team A Rtg - 5 Team B
 * Rtg 2½:1½`) and its board rows (`1.1 … 1 - 0`). Codes are stable; every issue names the
 * cell, what was found there and what was expected.
 */
export const PAIRINGS_ISSUES = {
  'pairings/match-without-round': {
    severity: 'error',
    meaning: 'a match header row above the first round line',
    fix: "Keep the round line chess-results writes above each round's matches ('Round 1 on …', '1. Runde am …').",
  },
  'pairings/round-order': {
    severity: 'error',
    meaning: 'a round line whose round was already read, or comes before an earlier round',
    fix: 'Export the board pairings of all rounds at once, rounds in order, as chess-results writes them.',
  },
  'pairings/board-without-match': {
    severity: 'error',
    meaning: "a board row that is not under a match's header row",
    fix: "Keep each match's header row (Bo., the two teams, their numbers and the score) right above its board rows.",
  },
  'pairings/bad-team-number': {
    severity: 'error',
    meaning: "a team's number in a match header that is not a whole number from 1",
    fix: "Keep the team numbers chess-results writes before each team's name; a team without opponent has 'bye' (spielfrei) as opponent.",
  },
  'pairings/same-team': {
    severity: 'error',
    meaning: 'a match of a team against itself',
    fix: 'Correct the team numbers of the match header: each match is between two different teams.',
  },
  'pairings/team-twice-in-round': {
    severity: 'error',
    meaning: 'a team in two matches (or a match and a bye) of the same round',
    fix: "Correct the team numbers of the match headers: a team plays one match a round. Export the event's board pairings once.",
  },
  'pairings/team-name-differs': {
    severity: 'warning',
    meaning: 'the same team number with another name than in an earlier match',
    fix: 'Nothing to do if the team was renamed; the first name is used. If two teams share a number, correct the numbers.',
  },
  'pairings/bad-board': {
    severity: 'error',
    meaning: 'a board cell that is not the match and board number (1.1, 1.2 …), or a board read twice',
    fix: 'Keep the board numbers as chess-results writes them (match.board, as text), one row per board.',
  },
  'pairings/unknown-result': {
    severity: 'error',
    meaning: "a board's result that is not one chess-results writes",
    fix: "Write the result from the first team's side as chess-results does: 1 - 0, ½ - ½, 0 - 1, + - - or - - + for a forfeit, - - - or 0 - 0 when both lost.",
  },
  'pairings/missing-result': {
    severity: 'error',
    meaning: 'a board without a result in a round that has results',
    fix: "Enter the board's result on chess-results (or in the file: 1 - 0, ½ - ½, 0 - 1, + - -, - - +) and export again.",
  },
  'pairings/result-without-player': {
    severity: 'error',
    meaning: 'a game result on a board where one side has no player',
    fix: 'A board left empty is a forfeit: + - - when the second team left it empty, - - + when the first did (C.07 art. 12).',
  },
  'pairings/unknown-score': {
    severity: 'warning',
    meaning: "a match's score that is not two game-point totals (2½:1½) or a forfeit (+ : -)",
    fix: "Nothing to do: the boards' results count. Correct the score cell if the export was edited.",
  },
  'pairings/score-mismatch': {
    severity: 'warning',
    meaning: "the match's score differs from the sum of its boards' results",
    fix: "Correct the score or the boards' results: Regula counts the boards (C.07 art. 11.1), forfeits as wins and losses.",
  },
  'pairings/pending-round': {
    severity: 'warning',
    meaning: 'the last rounds are paired but have no result yet: the standings are after the last round with results',
    fix: 'Nothing to do while the round is being played; export again once its results are in.',
  },
  'pairings/bye-score-differs': {
    severity: 'warning',
    meaning: 'byes credit different game points in different rounds',
    fix: 'The first bye’s game points are used for every bye. Check the regulation and the byes’ scores on chess-results.',
  },
  'pairings/unread-row': {
    severity: 'warning',
    meaning: 'a row inside the table that is no round line, match header or board row, or boards under a bye',
    fix: 'Nothing to do if the row is a note. If it is a board, give it a board number (1.1) and keep it under its match.',
  },
} as const satisfies Record<string, IssueEntry>;

export type PairingsIssueCode = keyof typeof PAIRINGS_ISSUES;
