/*
 * The words of `regula match`'s human output (docs/cli.md "regula match"), one table per
 * language: the heading of each match, the boards' headers and the decision's sentences. Team
 * names, the regulation's criteria as written and the engine's own notes (a step's note, a
 * board's contribution) pass through as they are; `--format json` and the Regula Match sheet
 * are the same in every language.
 */

export interface MatchWords {
  /** "== Organisers v Players (team-ko-match-2.csv rows 1–8: Result 2)". */
  heading: (a: string, b: string, label: string, first: number, last: number, title: string | undefined) => string;
  board: string;
  colour: string;
  result: string;
  /** "Organisers points". */
  points: (team: string) => string;
  /** A decimal comma in the boards' points (0,5). */
  decimalComma: boolean;
  /** "Organisers 4, Players 2: Organisers win the match on the score." */
  wonOnScore: (score: string, winner: string) => string;
  /** "Organisers 3, Players 3: drawn; the regulation's match tie-breaks, in its order:" */
  drawn: (score: string) => string;
  score: (a: string, sa: string, b: string, sb: string) => string;
  noneCompared: string;
  nothingCounts: string;
  /** `whose` true: the regulation states the seed. */
  byLots: (winner: string, regulationSeed: boolean, seed: string) => string;
  playOff: string;
  notDecided: string;
  staysDrawn: string;
  /** On a criterion (as the regulation writes it), with what decided it when known. */
  winOn: (winner: string, criterion: string) => string;
  winOnValues: (winner: string, criterion: string, label: string, won: string, lost: string) => string;
}
