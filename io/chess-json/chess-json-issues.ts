import type { IssueEntry } from '../issues';

/**
 * Every problem the Chess-JSON reader reports (io/issues.ts: InputIssue), with its severity,
 * what it means and how to fix it. Chess-JSON is FIDE TEC's interchange format
 * (`"filetype": "Event"`), which the FIDE tie-break reference server reads and writes. Each
 * issue stands at the line and column of the value, names its place in the file
 * (`event.tournaments[0].gameList[12].wResult`), what was found there and what was expected.
 */
export const CHESS_JSON_ISSUES = {
  'chess-json/not-json': {
    severity: 'error',
    meaning: 'the file is not well-formed JSON',
    fix: 'Save the file again from the program that wrote it, or correct the character at the line and column given.',
  },
  'chess-json/not-an-event': {
    severity: 'error',
    meaning: 'the JSON is not a Chess-JSON event: its "filetype" is not "Event", or it has no "event" object',
    fix: 'Give a Chess-JSON event file ("filetype": "Event"), as the FIDE reference server writes it; a tie-break result file is its output, not an event.',
  },
  'chess-json/bad-value': {
    severity: 'error',
    meaning: 'a value of the wrong kind: text where a number is expected, a list where an object is expected …',
    fix: 'Correct the value at the place given so that it is of the kind Chess-JSON gives it (the message says which).',
  },
  'chess-json/missing-value': {
    severity: 'error',
    meaning: 'a value the event needs is not there (a tournament without competitors, a game without its round)',
    fix: 'Add the value at the place given, as the program that wrote the file writes it.',
  },
  'chess-json/no-tournament': {
    severity: 'error',
    meaning: 'the event has no tournament to rank',
    fix: 'Give an event whose "tournaments" list holds the tournament with its competitors and games.',
  },
  'chess-json/several-tournaments': {
    severity: 'error',
    meaning: 'the event holds several tournaments and Regula ranks one at a time',
    fix: 'Save each tournament as an event file of its own (the reference server: convert.py -e N) and rank each.',
  },
  'chess-json/unknown-competitor': {
    severity: 'error',
    meaning: 'a game, match or team names a competitor number (cid) no competitor of the tournament has',
    fix: "Correct the number so that it is a competitor's cid, or add the competitor.",
  },
  'chess-json/duplicate-competitor': {
    severity: 'error',
    meaning: 'two competitors have the same number (cid)',
    fix: 'Give every competitor its own cid.',
  },
  'chess-json/twice-in-round': {
    severity: 'error',
    meaning: 'a competitor has two games (or two matches) in the same round',
    fix: 'Remove the game entered twice, or correct its round or its players.',
  },
  'chess-json/round-beyond-schedule': {
    severity: 'error',
    meaning: 'a game is in a round after the number of rounds the tournament declares (numRounds)',
    fix: 'Correct the round of the game, or the number of rounds of the tournament.',
  },
  'chess-json/unknown-result': {
    severity: 'error',
    meaning: 'a result code that is not one of Chess-JSON’s (W D L for a game; Z for none; P for a pairing-allocated bye; F H for byes)',
    fix: 'Write the result with a Chess-JSON code: W, D or L for a game or a forfeit, Z for no points, P for a pairing-allocated bye.',
  },
  'chess-json/results-disagree': {
    severity: 'error',
    meaning: "a game's two results do not fit together (both players won, a bye with an opponent, a game played without a result)",
    fix: 'Correct wResult and bResult so that they tell one game: W against L, D against D, or a forfeit (played false) W against Z.',
  },
  'chess-json/declared-points': {
    severity: 'warning',
    meaning: "a competitor's points as written in the file differ from the points its results give",
    fix: 'Nothing to do if the results are right: Regula scores the results. Otherwise correct the result that is wrong.',
  },
  'chess-json/team-points': {
    severity: 'warning',
    meaning: "a team's match or game points as written in the file differ from what its matches give",
    fix: 'Nothing to do if the results are right: Regula scores the matches. Otherwise correct the game or match that is wrong.',
  },
  'chess-json/unknown-score-code': {
    severity: 'warning',
    meaning: 'the score system gives points to a code Regula does not know; the code is not used',
    fix: 'Nothing to do if no result uses the code; otherwise write the points of the round with the codes of the standard score system.',
  },
  'chess-json/team-member': {
    severity: 'error',
    meaning: "a team's player that is no competitor of the tournament, or a player in two teams",
    fix: 'Give every player of a team once, by the competitor number (cid) of its player in the games.',
  },
  'chess-json/match-games': {
    severity: 'error',
    meaning: "a team match whose games are not games of the match's two teams (or are unknown)",
    fix: 'List in the match the ids of the games its two teams played against each other that round.',
  },
  'chess-json/unsupported-result': {
    severity: 'error',
    meaning: 'a result the reference server reads in a way Regula does not take over (a game result A or X)',
    fix: 'Write the result of the round with one of W, D, L, Z, P, F or H.',
  },
  'chess-json/round-out-of-range': {
    severity: 'error',
    meaning: 'the round asked for (--round, After round) is not paired or played in the file',
    fix: 'Ask for a round from 1 to the last round paired or played (--round N, or After round in Excel), or leave it empty to rank after the last complete round.',
  },
  'chess-json/pending-round': {
    severity: 'warning',
    meaning: 'the last round paired has games without a result: the standings are after the round before',
    fix: 'Enter the missing results to include the round, or choose on purpose with --round N (After round in Excel).',
  },
  'chess-json/postponed-game': {
    severity: 'warning',
    meaning: 'a game without result in a round the standings count: counted as not played yet',
    fix: 'Enter the result of the game once it is played; until then it scores no points and counts as an unplayed round.',
  },
  'chess-json/no-complete-round': {
    severity: 'error',
    meaning: 'no round has all its results and no round was asked for',
    fix: 'Enter the missing results of round 1, or rank after round 1 on purpose (--round 1, or After round in Excel).',
  },
} as const satisfies Record<string, IssueEntry>;

export type ChessJsonIssueCode = keyof typeof CHESS_JSON_ISSUES;
