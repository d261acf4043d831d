import { pushBounded } from '../bounded-issues';
import type { InputIssue, IssueEntry } from '../issues';

/**
 * Every issue the PGN reader raises, with its severity, what it means and what to do (in the
 * words of the file: tags and their values). The message of each says what was found and what
 * was expected; the location is the line and column of the tag or token.
 */
export const PGN_ISSUES = {
  'pgn/bad-tag': {
    severity: 'error',
    meaning: 'a tag pair is not `[Name "value"]` on one line',
    fix: 'Write each tag as [Name "value"] on its own line, the value in double quotes (a quote inside it as \\").',
  },
  'pgn/text-outside-game': {
    severity: 'error',
    meaning: 'text before the first tag pair, or after a game ended with its result',
    fix: 'Begin each game with its tag pairs ([Event "…"], [White "…"] …) and end its moves with the result; remove stray text.',
  },
  'pgn/unterminated-comment': {
    severity: 'error',
    meaning: 'a { comment } is not closed before the end of the file',
    fix: 'Close the comment with } where it ends: every game after it is inside the comment until then.',
  },
  'pgn/missing-tag': {
    severity: 'error',
    meaning: 'a game has no White, Black or Result tag',
    fix: 'Give every game [White "…"], [Black "…"] and [Result "…"] tags: the crosstable is made of them.',
  },
  'pgn/bad-result': {
    severity: 'error',
    meaning: 'a Result tag is not 1-0, 0-1, 1/2-1/2 or *',
    fix: 'Write the result as 1-0, 0-1, 1/2-1/2, or * for a game not finished.',
  },
  'pgn/result-mismatch': {
    severity: 'error',
    meaning: "a game's moves end with another result than its Result tag",
    fix: "Make the Result tag and the result after the moves the same: which of the two is the game's cannot be told.",
  },
  'pgn/missing-round': {
    severity: 'error',
    meaning: 'a game has no round number (no Round tag, or "?" or "-")',
    fix: 'Give the game its round: [Round "3"], or [Round "3.1"] for board 1 of round 3.',
  },
  'pgn/bad-round': {
    severity: 'error',
    meaning: 'a Round tag is not a round number (3) or a round and board (3.1)',
    fix: 'Write the round as a whole number from 1 to 99, followed by .BOARD when the file gives boards: [Round "3.1"].',
  },
  'pgn/round-from-event': {
    severity: 'warning',
    meaning: "games without a Round tag take their round from the Event tag's Round N: (a lichess study's chapter names)",
    fix: 'Nothing, if the chapter names give the rounds; else give each game its [Round "N"] tag.',
  },
  'pgn/same-player': {
    severity: 'error',
    meaning: 'a game has the same player as White and as Black',
    fix: 'Correct the White or the Black tag (or its FIDE id): a player cannot play themself.',
  },
  'pgn/player-twice-in-round': {
    severity: 'error',
    meaning: 'a player has two games in one round',
    fix: 'Correct the Round tag of one of the games; a play-off or armageddon game belongs in its own file.',
  },
  'pgn/several-events': {
    severity: 'error',
    meaning: 'the games name more than one event in their Event tags',
    fix: "Keep one event's games in the file (a TWIC issue or a database export holds many): each is ranked on its own.",
  },
  'pgn/bad-fide-id': {
    severity: 'warning',
    meaning: 'a WhiteFideId or BlackFideId tag is not a FIDE id; the player is matched by name',
    fix: 'Write the FIDE id as its digits only, or leave the tag out.',
  },
  'pgn/ambiguous-name': {
    severity: 'error',
    meaning: 'a name without FIDE id is the name of two players with different FIDE ids',
    fix: 'Give the game the player\'s FIDE id ([WhiteFideId "…"] or [BlackFideId "…"]): the name alone does not say which player it is.',
  },
  'pgn/same-name-two-ids': {
    severity: 'warning',
    meaning: 'one name comes with two FIDE ids: read as two players',
    fix: 'Nothing, if they are two players; else correct the FIDE id that is wrong.',
  },
  'pgn/name-spellings': {
    severity: 'warning',
    meaning: 'a player is written in more than one way (word order, accents, punctuation, or under one FIDE id): read as one player',
    fix: 'Nothing, if the spellings are one player; else give each player their FIDE id.',
  },
  'pgn/similar-names': {
    severity: 'warning',
    meaning: 'two names that could be one player (Carlsen,M and Carlsen, Magnus) are read as two players',
    fix: 'If they are one player, write the name the same way in every game or give its FIDE id; if two, nothing.',
  },
  'pgn/empty-round': {
    severity: 'warning',
    meaning: 'a round before the last has no game in the file',
    fix: "Add the round's games if the file lost them; a round nobody played counts as unplayed for every player.",
  },
  'pgn/knock-out-rounds': {
    severity: 'error',
    meaning:
      "a knock-out's Round tags fit neither numbering: ROUND.GAME (TWIC: a match's games share their round) nor SESSION.BOARD (a broadcast: a pair meets at most once per session)",
    fix: 'Number the games of each match as ROUND.GAME — [Round "4.1"], [Round "4.2"] the classical games of round 4, [Round "4.3"] on the tie-breaks — or give the broadcast file as it was downloaded (docs/inputs.md "Knock-out events").',
  },
  'pgn/round-out-of-range': {
    severity: 'error',
    meaning: 'standings were asked for after a round the file has no game in',
    fix: 'Ask for a round from 1 to the last round with a game in the file.',
  },
  'pgn/pending-round': {
    severity: 'warning',
    meaning: 'the last round has games with result * (not finished): the standings are after the round before',
    fix: 'Nothing, if the round is still being played; rank after that round to count its open games as not played.',
  },
  'pgn/no-complete-round': {
    severity: 'error',
    meaning: 'no round has all its games finished',
    fix: 'Wait for a round to finish, or rank after round 1 to count its open games as not played.',
  },
  'pgn/postponed-game': {
    severity: 'warning',
    meaning: 'a game of a round the standings count has result *: it counts as not played',
    fix: 'Enter its result in the Result tag when the game is over.',
  },
} as const satisfies Record<string, IssueEntry>;

export type PgnIssueCode = keyof typeof PGN_ISSUES;

/** The reader's issue list: each issue at a line and column of the file, bounded per code. */
export class PgnIssues {
  readonly list: InputIssue[] = [];

  constructor(private readonly file?: string) {}

  add(code: PgnIssueCode, line: number, column: number, message: string): void {
    const location = { kind: 'text' as const, line, column, ...(this.file === undefined ? {} : { file: this.file }) };
    pushBounded(this.list, { code, severity: PGN_ISSUES[code].severity, message, location });
  }
}
