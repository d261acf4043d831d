import type { InputIssue } from '../issues';

/**
 * Every issue the TRF reader raises, with its severity. Codes are stable (io/issues.ts);
 * the message of each issue says what was found and what was expected, the location
 * points at the exact column of the offending field or character.
 */
export const TRF_ISSUES = {
  'trf/no-players': { severity: 'error', meaning: 'the file has no 001 player line' },
  'trf/line-too-short': { severity: 'error', meaning: 'a 001 line ends before its points field (columns 81-84)' },
  'trf/bad-start-number': { severity: 'error', meaning: 'columns 5-8 of a 001 line are not a positive whole number' },
  'trf/duplicate-start-number': { severity: 'error', meaning: 'two 001 lines have the same starting number' },
  'trf/bad-rating': { severity: 'error', meaning: 'columns 49-52 are neither blank nor a whole number' },
  'trf/bad-points': { severity: 'error', meaning: 'columns 81-84 are neither blank nor a number' },
  'trf/bad-rank': { severity: 'error', meaning: 'columns 86-89 are neither blank nor a whole number' },
  'trf/misaligned-round': { severity: 'error', meaning: 'a character where a round block needs a blank (the block is shifted)' },
  'trf/bad-opponent': { severity: 'error', meaning: 'the opponent field of a round block is not a number' },
  'trf/bad-colour': { severity: 'error', meaning: 'the colour of a round block is not w, b, - or blank' },
  'trf/unknown-result': { severity: 'error', meaning: 'the result of a round block is not a TRF result code' },
  'trf/pending-round': {
    severity: 'warning',
    meaning: 'the last round paired has games without a result: the standings are after the round before',
  },
  'trf/postponed-game': { severity: 'warning', meaning: 'a game without result in a round the standings count: counted as not played yet' },
  'trf/round-out-of-range': { severity: 'error', meaning: 'the round asked for (--round) is not paired or played in the file' },
  'trf/no-complete-round': { severity: 'error', meaning: 'no round has all its results and no round was asked for' },
  'trf/game-without-opponent': { severity: 'error', meaning: 'a game result (1 = 0 W D L) with opponent 0000' },
  'trf/bye-with-opponent': { severity: 'error', meaning: 'a bye code (H F U Z) with an opponent number' },
  'trf/legacy-bye-code': { severity: 'warning', meaning: '0000 - + or 0000 - = : read as a PAB or a half-point bye' },
  'trf/colour-without-opponent': { severity: 'warning', meaning: 'a colour on a round without opponent; ignored' },
  'trf/unknown-opponent': { severity: 'error', meaning: 'the opponent number is not a player of the file' },
  'trf/paired-with-self': { severity: 'error', meaning: 'a player is paired with himself' },
  'trf/paired-twice': { severity: 'error', meaning: 'a player is the opponent of two players in the same round' },
  'trf/not-mirrored': { severity: 'error', meaning: "the opponent's block for the round does not name the player" },
  'trf/result-mismatch': { severity: 'error', meaning: "the two sides' results of a game do not complement each other" },
  'trf/colour-mismatch': { severity: 'error', meaning: 'both sides of a game have the same colour' },
  'trf/points-mismatch': { severity: 'warning', meaning: 'the points column differs from the score the results give' },
  'trf/unknown-record': { severity: 'warning', meaning: 'a line starts with a record code no TRF version defines' },
  'trf/unsupported-record': { severity: 'warning', meaning: 'a known record this reader does not apply (team data, 299)' },
  'trf/bad-round-count': { severity: 'error', meaning: 'XXR or 142 is not a whole number from 0 to 99' },
  'trf/too-many-rounds': { severity: 'error', meaning: 'a 001 line has a round block after round 99' },
  'trf/conflicting-round-count': { severity: 'warning', meaning: 'XXR and 142 give different numbers of rounds' },
  'trf/round-beyond-schedule': { severity: 'error', meaning: 'a round block after the number of rounds XXR/142 declares' },
  'trf/bad-scoring': { severity: 'error', meaning: 'an XXS token or a 162 cell cannot be read' },
  'trf/unsupported-scoring': { severity: 'warning', meaning: 'a scoring value the model cannot hold (by colour, symbol X)' },
  'trf/unknown-tournament-type': { severity: 'warning', meaning: 'the 092/192 type is not recognised; the type is inferred' },
  'trf/bad-team-record': { severity: 'error', meaning: 'a field of a team record (013, 300, 310, 320, 330, 362) cannot be read' },
  'trf/unknown-team-member': { severity: 'error', meaning: 'a team record names a starting number no 001 line has' },
  'trf/member-of-two-teams': { severity: 'error', meaning: 'a player is listed in two teams' },
  'trf/unknown-team': { severity: 'error', meaning: 'a team record names a team number no 013/310 line defines' },
  'trf/player-without-team': { severity: 'error', meaning: 'a player with games in a team event is in no team' },
  'trf/team-opponents': { severity: 'error', meaning: "a team's players face players of more than one team in a round" },
  'trf/team-opponent-unknown': { severity: 'error', meaning: "a team's boards have results but no opponent team can be told" },
  'trf/team-bye-with-match': { severity: 'error', meaning: 'a 320 PAB or 330 forfeited match for a team that played a match that round' },
  'trf/team-board-order': { severity: 'warning', meaning: "a board's two players are not on the same board of their teams' line-ups" },
  'trf/team-points-mismatch': { severity: 'warning', meaning: "a 310 line's match or game points differ from those the games give" },
  'trf/both-team-formats': { severity: 'warning', meaning: 'the file has both 013 and 310 lines: 310 is read, 013 ignored' },
} as const satisfies Record<string, { severity: InputIssue['severity']; meaning: string }>;

export type TrfIssueCode = keyof typeof TRF_ISSUES;

/** Collects the issues of one read, each with the severity its code carries. */
export class TrfIssues {
  private readonly list: { issue: InputIssue; line: number; column: number }[] = [];

  constructor(private readonly file?: string) {}

  add(code: TrfIssueCode, line: number, column: number, message: string): void {
    const location = { kind: 'text' as const, line, column, ...(this.file === undefined ? {} : { file: this.file }) };
    this.list.push({ issue: { code, severity: TRF_ISSUES[code].severity, message, location }, line, column });
  }

  /** The issues in file order: by line, then column (the sort is stable for one position). */
  sorted(): InputIssue[] {
    return [...this.list].sort((a, b) => a.line - b.line || a.column - b.column).map((entry) => entry.issue);
  }
}
