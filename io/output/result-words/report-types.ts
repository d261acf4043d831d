/*
 * The words of the audit report (docs/cli.md "regula report"), a part of each language's table
 * (ResultWords.report): the headings, the sentences around the tables, the labels of the run's
 * header and the headers of the report's own tables. The report's other words are `rank`'s and
 * `explain`'s (the standings' headers, "Decided by", the titles of the parts, "round 3"). Codes,
 * criterion acronyms, hashes and what the engine words itself (an issue's message, a cut's
 * reason, a criterion's definition) pass through as they are.
 */

/** The rows of the run's header (header.ts, with the Regula version): the sheets' labels, worded in the report. */
export const REPORT_HEADER_LABELS = [
  'Regulation',
  'Version',
  'Rules',
  'Ranking list',
  'Regulation hash (SHA-256)',
  'Input',
  'Input hash (SHA-256)',
  'Input file hash (SHA-256)',
  'Regula version',
  'Run at',
] as const;
export type ReportHeaderLabel = (typeof REPORT_HEADER_LABELS)[number];

/** The headers of the report's tables that are not among COLUMN_HEADERS: the drawing of lots', the contributions'. */
export const REPORT_COLUMNS = ['Places', 'Seed', 'Drawn', 'Lot number', 'Opponent', 'Opponent value', 'Scored', 'Contribution'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** Who the report ranks: players, or the teams of a team event. */
export type ReportParticipants = 'players' | 'teams';

/** What is left of a tie after the list, in the report's words. */
export type ReportLeft = 'shared' | 'play-off';

export interface ReportWords {
  /** "Audit report: <the regulation's name>": the page's title and its heading. */
  title: (regulation: string) => string;
  /** The table of contents (its aria-label). */
  contents: string;
  /** The titles of the report's own parts; the others are `rank`'s (ResultWords.titles). */
  parts: { standings: string; ties: string; lots: string; issues: string };
  header: Readonly<Record<ReportHeaderLabel, string>>;
  columns: Readonly<Record<ReportColumn, string>>;
  /** A contribution counted or cut (the Counted column: yes, no). */
  counted: { yes: string; no: string };
  captions: { sectionValues: string; awards: string };
  /** "16 players, in the order of the ranking; “Decided by” names the criterion that placed each one." */
  standingsIntro: (count: number, participants: ReportParticipants, decidedBy: string) => string;
  noTies: (participants: ReportParticipants, criterion: string) => string;
  /** "2 groups of players tied on PTS (7 players). For each: …" */
  tiesIntro: (groups: number, participants: ReportParticipants, criterion: string, tied: number) => string;
  /** "Places 2–5: 4 players tied on PTS 3.5". */
  tieHeading: (places: string, count: number, participants: ReportParticipants, criterion: string, score: string) => string;
  /** "(seed …)" after a drawing of lots' step. */
  seed: (seed: string) => string;
  stillTied: (left: ReportLeft) => string;
  /** "BH: the contributions behind each value". */
  contributions: (criterion: string) => string;
  /** A step of the split in a line ("BH — A (1) = B (2) 12: still tied"). */
  split: { stillTied: string; didNotApply: (criterion: string) => string };
  /** An issue's severity (its code stays as it is). */
  severity: { error: string; warning: string };
}
