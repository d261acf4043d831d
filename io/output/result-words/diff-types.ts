/*
 * The words of `regula diff`'s table (docs/cli.md "regula diff"), a part of each language's table
 * (ResultWords.diff): the two sides, the headers of the comparison, a move, the summary under it.
 * The regulation's name, its rules code, the list's acronyms and the players' names pass through
 * as they are; `--format csv` and `--format json` are the same in every language.
 */

/** The comparison's own headers; No and Name are the standings' (ResultWords.headers). */
export const DIFF_HEADERS = ['Place before', 'Decided before', 'Place after', 'Decided after', 'Change'] as const;
export type DiffHeader = (typeof DIFF_HEADERS)[number];

export interface DiffWords {
  /** "Before: <side>", "After:  <side>" (aligned under each other). */
  before: (side: string) => string;
  after: (side: string) => string;
  /** "Open Championship — rules fide-2024; PTS, BH/C1, BH, SB, DE". */
  side: (regulation: string, edition: string, list: string) => string;
  headers: Readonly<Record<DiffHeader, string>>;
  notRanked: string;
  up: (places: number) => string;
  down: (places: number) => string;
  placesChanged: (changed: number, of: number) => string;
  awardsChanged: (changed: number) => string;
  tiesChanged: (changed: number) => string;
  /** No prize or qualification place on one side. */
  nothing: string;
  /** "  Tied on PTS 3.5: before …; after …". */
  tied: (tiedOn: string, before: string, after: string) => string;
}
