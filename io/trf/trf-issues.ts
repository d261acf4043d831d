import { MAX_ISSUES_PER_CODE } from '../bounded-issues';
import type { InputIssue, IssueEntry } from '../issues';
import { laterRoundIssue, type StandingsRound } from '../later-rounds';

/**
 * Every issue the TRF reader raises, with its severity, what it means and how to fix it (in
 * the words of the file: record codes, columns). Codes are stable (io/issues.ts); the
 * message of each issue says what was found and what was expected, the location points at
 * the exact column of the offending field or character.
 */
export const TRF_ISSUES = {
  'trf/bad-play-off-line': {
    severity: 'error',
    meaning: 'a `### play-off` line is not "STAGE WHITE BLACK RESULT" or "not held"',
    fix: "Write `### play-off 1 3 7 1-0`: the stage number of the regulation's play-off, White's and Black's starting numbers, the result 1-0, 0-1 or ½-½.",
  },
  'trf/bad-micro-match-line': {
    severity: 'error',
    meaning: 'a `### micro-match` line is not "ROUND STAGE WHITE BLACK RESULT"',
    fix: "Write `### micro-match 2 3 1 2 1-1`: the round, the stage number of the regulation's micro-match (2 for the game after the round's own), White's and Black's starting numbers, the result (1-0, 0-1, ½-½; in draughts 2-0, 0-2, 1-1).",
  },
  'trf/no-players': {
    severity: 'error',
    meaning: 'the file has no 001 player line',
    fix: 'Check that the file is a TRF export: every player needs a line starting with 001 in columns 1-3.',
  },
  'trf/line-too-short': {
    severity: 'error',
    meaning: 'a 001 line ends before its points field (columns 81-84)',
    fix: 'Make the 001 line reach column 84: keep each field in its columns and write the points in columns 81-84, padding with spaces if needed.',
  },
  'trf/bad-start-number': {
    severity: 'error',
    meaning: 'columns 5-8 of a 001 line are not a positive whole number',
    fix: "Write the player's starting number in columns 5-8 of the 001 line (right-aligned), as a whole number from 1.",
  },
  'trf/duplicate-start-number': {
    severity: 'error',
    meaning: 'two 001 lines have the same starting number',
    fix: 'Give each player a different starting number in columns 5-8; the later 001 line with this number is not read.',
  },
  'trf/bad-date': {
    severity: 'warning',
    meaning:
      'the start or end date (042, 052) is not a day of the calendar in the form YYYY/MM/DD (2026/02/30, 0000/00/00, or another form such as 31.12.1899): it is not read as a date, so it chooses no rules edition',
    fix: 'Write the date as YYYY/MM/DD from column 5 (TRF-16, TRF-2026), or give the rules edition with --edition (or a regulation that names it).',
  },
  'trf/bad-rating': {
    severity: 'error',
    meaning: 'columns 49-52 are neither blank nor a whole number',
    fix: 'Write the rating as a whole number in columns 49-52 (right-aligned), or leave the field blank for an unrated player.',
  },
  'trf/bad-points': {
    severity: 'error',
    meaning: 'columns 81-84 are neither blank nor a number of points',
    fix: 'Write the points in columns 81-84 as a number such as 3.5 (right-aligned), or leave the field blank.',
  },
  'trf/bad-rank': {
    severity: 'error',
    meaning: 'columns 86-89 are neither blank nor a whole number',
    fix: 'Write the rank as a whole number in columns 86-89 (right-aligned), or leave the field blank.',
  },
  'trf/misaligned-round': {
    severity: 'error',
    meaning: 'a character where a round block needs a blank (the block is shifted)',
    fix: 'Move the round block back into its columns: round 1 has the opponent in 92-95, the colour in 97 and the result in 99, each later round 10 columns further right.',
  },
  'trf/bad-opponent': {
    severity: 'error',
    meaning: 'the opponent field of a round block is not a number',
    fix: "Write the opponent's starting number in the round's opponent field (columns 92-95 for round 1), or 0000 for no opponent.",
  },
  'trf/bad-colour': {
    severity: 'error',
    meaning: 'the colour of a round block is not w, b, - or blank',
    fix: "Write w or b in the round's colour column (column 97 for round 1), or - or a blank when there is no colour.",
  },
  'trf/unknown-result': {
    severity: 'error',
    meaning: 'the result of a round block is not a TRF result code',
    fix: "Write a TRF result code in the round's result column (99 for round 1): 1 = 0 W D L + - with an opponent, U H F Z or - with opponent 0000.",
  },
  'trf/pending-round': {
    severity: 'warning',
    meaning: 'the last round paired has games without a result: the standings are after the round before',
    fix: "Enter the missing results on both players' 001 lines to include the round, or choose on purpose with --round N: the round before, or this round with its unfinished games counted as not played.",
  },
  'trf/postponed-game': {
    severity: 'warning',
    meaning: 'a game without result in a round the standings count: counted as not played yet',
    fix: "Enter the result on both players' 001 lines once the game is played; until then it scores no points and counts as an unplayed round.",
  },
  'trf/round-out-of-range': {
    severity: 'error',
    meaning:
      'the round asked for (--round) is not paired or played in the file (a round the file declares, XXR or 142, whose games are not paired yet, or that holds only byes entered ahead)',
    fix: 'Ask for a round from 1 to the last round paired or played in the file, or leave --round out to rank after the last complete round.',
  },
  'trf/no-complete-round': {
    severity: 'error',
    meaning: 'no round has all its results and no round was asked for',
    fix: 'Enter the missing results of round 1, or run with --round 1 to rank now with its unfinished games counted as not played.',
  },
  'trf/game-without-opponent': {
    severity: 'error',
    meaning: 'a game result (1 = 0 W D L) with opponent 0000',
    fix: "Write the opponent's starting number in the round's opponent field, or replace the result by a bye code (U H F Z) if there was no game.",
  },
  'trf/bye-with-opponent': {
    severity: 'error',
    meaning: 'a bye code (H F U Z) with an opponent number',
    fix: 'Write 0000 as the opponent of a bye, or replace the bye code by the result of the game if one was played.',
  },
  'trf/legacy-bye-code': {
    severity: 'warning',
    meaning: '0000 - + or 0000 - = : read as a PAB or a half-point bye',
    fix: 'Nothing to do if it was a bye: 0000 - + is read as a pairing-allocated bye and 0000 - = as a half-point bye. Write U or H instead to silence the warning.',
  },
  'trf/colour-without-opponent': {
    severity: 'warning',
    meaning: 'a colour on a round without opponent; ignored',
    fix: 'Write - or a blank in the colour column of a round without opponent; the colour is ignored.',
  },
  'trf/unknown-opponent': {
    severity: 'error',
    meaning: 'the opponent number is not a player of the file',
    fix: "Correct the opponent number to the starting number of a 001 line, or add the missing player's 001 line.",
  },
  'trf/paired-with-self': {
    severity: 'error',
    meaning: 'a player is paired with himself',
    fix: "Correct the opponent number of the round: it is the player's own starting number.",
  },
  'trf/paired-twice': {
    severity: 'error',
    meaning: 'a player is the opponent of two players in the same round',
    fix: "Correct the opponent numbers so that each player meets one opponent in the round; the opponent's own 001 line shows whom they played.",
  },
  'trf/not-mirrored': {
    severity: 'error',
    meaning: "the opponent's block for the round does not name the player",
    fix: "Make both players' blocks of the round name each other. For a game not played yet, leave the result blank on both lines.",
  },
  'trf/result-mismatch': {
    severity: 'error',
    meaning: "the two sides' results of a game do not complement each other",
    fix: 'Correct the result on one of the two lines: 1 against 0, = against =, + against -, or - against - for a double forfeit.',
  },
  'trf/colour-mismatch': {
    severity: 'error',
    meaning: 'both sides of a game have the same colour',
    fix: 'Correct the colour on one of the two lines: one player has w, the other b.',
  },
  'trf/points-mismatch': {
    severity: 'warning',
    meaning: 'the points column differs from the score the results give',
    fix: "Check the player's results and the points in columns 81-84: Regula ranks by the results. Correct whichever is wrong, or add an XXS record if the event does not score 1-½-0.",
  },
  'trf/unknown-record': {
    severity: 'warning',
    meaning: 'a line starts with a record code no TRF version defines; ignored',
    fix: 'Check the record code in columns 1-3 for a typo (a mistyped 001 loses a player); if the lines are not TRF data, nothing to do: they are ignored.',
  },
  'trf/unsupported-record': {
    severity: 'warning',
    meaning:
      'a known record Regula does not apply (team data outside a team file, 299 in an individual file, the TRF-2025 draft 340, informative 801, national ratings); the message says why; ignored',
    fix: 'Check that the standings do not depend on these lines (the message says why each is left alone; a 340 line is a forfeited match to rewrite as 330). Remove them to silence the warning.',
  },
  'trf/bad-round-count': {
    severity: 'error',
    meaning: 'XXR or 142 is not a whole number from 0 to 99',
    fix: 'Write the number of rounds on the XXR or 142 line, from column 5, as a whole number from 0 to 99.',
  },
  'trf/too-many-rounds': {
    severity: 'error',
    meaning: 'a 001 line has a round block after round 99',
    fix: 'Delete what follows round 99 on the 001 line (from column 1080): at most 99 rounds are read.',
  },
  'trf/conflicting-round-count': {
    severity: 'warning',
    meaning: 'XXR and 142 give different numbers of rounds',
    fix: 'Make the XXR and 142 lines give the same number of rounds; Regula uses the XXR line (without one, the first 142 line).',
  },
  'trf/round-beyond-schedule': {
    severity: 'error',
    meaning: 'a round block after the number of rounds XXR/142 declares',
    fix: 'Raise the number of rounds on the XXR or 142 line to the rounds played, or remove the round blocks after the last declared round.',
  },
  'trf/bad-scoring': {
    severity: 'error',
    meaning: 'an XXS token or a 162 cell cannot be read',
    fix: 'Write XXS tokens as CODE=value (W=3 D=1 …), and 162 cells as a symbol W D L P A and its points, every 9 columns from column 6.',
  },
  'trf/unsupported-scoring': {
    severity: 'warning',
    meaning: 'a scoring value the model cannot hold (by colour, symbol X)',
    fix: "Regula ignores the 162 symbol X and, when a result scores differently for White and Black, uses White's value. Give both colours the same value if that is not what you meant.",
  },
  'trf/unknown-tournament-type': {
    severity: 'warning',
    meaning: 'the 092/192 type is not recognised; the type is inferred',
    fix: 'Write Swiss, Round-Robin or Double Round-Robin on the 092 line if the type read from the pairings is wrong.',
  },
  'trf/bad-team-record': {
    severity: 'error',
    meaning: 'a field of a team record (013, 299, 300, 310, 320, 330, 362) cannot be read',
    fix: 'Correct the field the message names: numbers are whole numbers, points like 2 or 2.5, a 330 result +-, -+ or --, 362 cells like TW 2.0; a 299 line is a result letter, match points, game points, round, teams.',
  },
  'trf/unknown-team-member': {
    severity: 'error',
    meaning: 'a team record names a starting number no 001 line has',
    fix: "Correct the starting number in the team's 013 or 310 line, or add the player's 001 line.",
  },
  'trf/member-of-two-teams': {
    severity: 'error',
    meaning: 'a player is listed in two teams',
    fix: 'Remove the player from one of the two team lines (013 or 310).',
  },
  'trf/unknown-team': {
    severity: 'error',
    meaning: 'a team record names a team number no 013/310 line defines',
    fix: 'Correct the team number to one a 310 line gives (or the position of a 013 line), or add the missing team line.',
  },
  'trf/player-without-team': {
    severity: 'error',
    meaning: 'a player with games in a team event is in no team',
    fix: "Add the player's starting number to their team's 013 or 310 line.",
  },
  'trf/team-opponents': {
    severity: 'error',
    meaning: "a team's players face players of more than one team in a round",
    fix: "Check the round's opponent numbers on the team's 001 lines and the team lists: all its players must face players of one team.",
  },
  'trf/team-opponent-unknown': {
    severity: 'error',
    meaning: "a team's boards have results but no opponent team can be told",
    fix: "Check that the players this team's members faced in the round are listed in a team line; if the whole match was forfeited, record it on a 330 line.",
  },
  'trf/team-bye-with-match': {
    severity: 'error',
    meaning: 'a 320 line gives a team the PAB in a round in which its players have board results',
    fix: "Remove the team from that round's field of the 320 line, or remove its players' results of that round if the team really had the bye.",
  },
  'trf/team-board-order': {
    severity: 'warning',
    meaning: "a board's two players are not on the same board of their teams' line-ups",
    fix: "Regula counts the game on the board of the team's line-up. If that is wrong, list the members in board order on the team line, or give the round's line-up on a 300 line.",
  },
  'trf/team-points-mismatch': {
    severity: 'warning',
    meaning: "a 310 or 802 line's match or game points differ from those the games (and 299 assignments) give",
    fix: "Check the line's match points (310: columns 55-60, 802: 15-20) and game points (310: 62-67, 802: 22-27) against the games: Regula uses the games, so correct whichever is wrong.",
  },
  'trf/team-round-points-mismatch': {
    severity: 'warning',
    meaning: "an 802 line's game points or opponent in a round differ from those the games give",
    fix: "Check that round's boards on the 001 lines against the 802 line's cell for the round: Regula uses the games, so correct whichever is wrong.",
  },
  'trf/unread-informative-line': {
    severity: 'warning',
    meaning: 'an informative team line (802) cannot be read field by field; nothing is taken from it',
    fix: 'Nothing changes in the standings: 802 lines only repeat the results. Correct the field the message names to have the line checked against the games, or delete the line.',
  },
  'trf/team-round-unpaired': {
    severity: 'warning',
    meaning:
      "a TRF-2026 team has no match in a round, no 240 bye, 320 PAB or 330 forfeited match for it, and its members' lines do not all give the round one bye code (U or Z); the message says how the round is read (a PAB where its players' codes are U, else a round not paired)",
    fix: "Declare the round: a 240 line (F, H or Z) for a bye the team asked for, the team on the round's 320 line for a pairing-allocated bye, a 330 line for a forfeited match. If the reading the message states is right, the standings stand.",
  },
  'trf/both-team-formats': {
    severity: 'warning',
    meaning: 'the file has both 013 and 310 lines: 310 is read, 013 ignored',
    fix: 'Keep one team format: Regula reads the 310 lines and ignores the 013 lines. Delete the 013 lines, or the 310 lines if the 013 ones are right.',
  },
} as const satisfies Record<string, IssueEntry>;

export type TrfIssueCode = keyof typeof TRF_ISSUES;

/** Where a round's issue stands: its round, and whether it is demoted only when a round is asked for. */
export interface IssueRound {
  round: number;
  /** A block after the rounds the file declares: an error unless the standings asked for come before it. */
  onlyWhenAsked?: boolean;
}

/**
 * Collects the issues of one read, each with the severity its code carries: the first
 * MAX_ISSUES_PER_CODE of a code, then one that counts the rest (bounded-issues.ts).
 */
export class TrfIssues {
  private readonly list: { issue: InputIssue; line: number; column: number; round?: IssueRound }[] = [];
  private readonly counts = new Map<TrfIssueCode, number | InputIssue>();

  constructor(private readonly file?: string) {}

  /** An issue at a line and column; `round` when it is a problem of one round's block (see `sorted`). */
  add(code: TrfIssueCode, line: number, column: number, message: string, round?: number | IssueRound): void {
    const seen = this.counts.get(code) ?? 0;
    if (typeof seen !== 'number') {
      seen.omitted = (seen.omitted ?? 0) + 1;
      return;
    }
    const location = { kind: 'text' as const, line, column, ...(this.file === undefined ? {} : { file: this.file }) };
    const issue: InputIssue = { code, severity: TRF_ISSUES[code].severity, message, location };
    if (seen < MAX_ISSUES_PER_CODE) this.counts.set(code, seen + 1);
    else this.counts.set(code, Object.assign(issue, { omitted: 0 }));
    const entry = { issue, line, column };
    this.list.push(round === undefined ? entry : { ...entry, round: typeof round === 'number' ? { round } : round });
  }

  /**
   * The issues in file order: by line, then column (the sort is stable for one position). With
   * `standings`, an error in a round after the one the standings are after is a warning: that
   * round is cut away, neither used nor checked (io/later-rounds.ts).
   */
  sorted(standings?: StandingsRound): InputIssue[] {
    return [...this.list]
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .map((entry) => (standings && entry.round ? laterRoundIssue(entry.issue, entry.round, standings) : entry.issue));
  }
}
