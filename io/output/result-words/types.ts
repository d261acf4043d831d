import type { KnockOutOutcome } from '../../../engine';
import type { BookletLanguage, BookletWords } from '../../render/booklet-words';
import type { ReportWords } from './report-types';
import type { ScenarioWords } from './scenario-types';
import type { DiffWords } from './diff-types';

/*
 * The words of the CLI's human output of a ranking (docs/cli.md "regula rank", "regula explain"),
 * one table per language: the standings table's headers and the words of its "Decided by" column,
 * the lines `rank` prints around its tables, and explain's sentences. Functions for sentences
 * with values, so a language that lacks one does not compile. Numbers, values and names reach
 * these functions already written (a decimal comma in de, fr, es and ru; ½ stays ½); criterion
 * acronyms, codes and what the engine words itself (a criterion's definition, a cut's reason,
 * a play-off's story) pass through as they are. The CSV and JSON outputs never use this table:
 * their headers and words are a contract, the same in every language.
 */

/** The score that ranks the field: points, or a team event's match or game points (C.07 13.1). */
export type ScoreCode = 'PTS' | 'MP' | 'GP';

/** The round records a contribution names by their kind alone ("round 3: 1 — forfeit-win"); TRF's bye codes (pab, hpb …) stay codes. */
export const WORDED_ROUND_KINDS = ['played', 'forfeit-win', 'forfeit-loss', 'double-forfeit', 'absent', 'withdrawn'] as const;
export type WordedRoundKind = (typeof WORDED_ROUND_KINDS)[number];

/**
 * The headers of the tables `rank` prints under the standings (withdrawals, grand prix, teams,
 * qualification, prizes, categories, board prizes, a grand prix over the grades), as io's blocks
 * write them in English for the sheets and the CSV; the terminal's table words them in the
 * language. A header not here (a criterion, a column or an event the regulation names) is printed as it is.
 */
export const COLUMN_HEADERS = [
  'Place',
  'Rank',
  'No',
  'Id',
  'Name',
  'Player',
  'Team',
  'Board',
  'Grade',
  'Points',
  'Score',
  'Event score',
  'Season score',
  'Counted',
  'By place',
  'Formula',
  'Bonus',
  'Total',
  'Factor',
  'Scaled',
  'Value',
  'Result',
  'Outcome',
  'Reason',
  'Award',
  'Prize',
  'Amount',
  'Exact',
  'Trophy',
  'Overall',
  'Games',
  'Performance',
  'Round',
  'Before',
  'After',
  'Note',
  'Decided by',
] as const;
export type ColumnHeader = (typeof COLUMN_HEADERS)[number];

/** What happens to a tie the list leaves (the regulation's `then …`). */
export type AfterKind = 'shared' | 'lots' | 'play-off' | 'manual';

/** How a tied group came out of one step, for one of its members (explain's "→ …"). */
export type StepOutcome =
  | { kind: 'still-tied'; criterion: string; notApplied: boolean; reason?: string }
  | { kind: 'placed'; place: number; of: number }
  | {
      kind: 'shares';
      first: number;
      last: number;
      of: number;
      with: readonly string[];
      criterion: string;
      notApplied: boolean;
      reason?: string;
    };

export interface ResultWords {
  lang: BookletLanguage;
  /** A decimal comma (3,5) rather than a point (3.5): the booklet's (BookletWords.decimalComma). */
  decimalComma: boolean;
  /** The standings table's headers (criterion columns keep their acronyms). */
  headers: {
    place: string;
    number: string;
    name: string;
    rating: string;
    team: string;
    decidedBy: string;
  };
  /** The "Decided by" column's words for what is not a criterion's acronym. */
  decided: {
    shared: string;
    alone: string;
    playOff: string;
    playOffPending: string;
    microMatchPending: string;
    lots: string;
    manual: (column: string) => string;
  };
  /** Criterion names in the language where its rules name them: the booklet's (BookletWords.criterionNames). */
  criterionNames: BookletWords['criterionNames'];
  /** The headers of the tables under the standings (COLUMN_HEADERS). */
  columns: Readonly<Record<ColumnHeader, string>>;
  /** A criterion that does not apply to the participant (the cell "n/a"). */
  notApplicable: string;
  /** The titles over `rank`'s other tables: the booklet's where it has the same title (BookletWords.titles). */
  titles: Pick<BookletWords['titles'], 'withdrawals' | 'grandPrix' | 'teams' | 'qualification' | 'prizes' | 'boardPrizes'> & {
    teamAwards: (name: string) => string;
    category: (name: string) => string;
    /** "== Section Open (42 players)". */
    section: (name: string, players: number) => string;
    gradesGrandPrix: (name: string) => string;
  };
  /** "Note: …" under a table. */
  note: (text: string) => string;
  /** A knock-out event's heading, table and explain (FIDE World Cup 2021 art. 4.10). */
  knockOut: {
    heading: (event: string, regulation: string) => string;
    inProgress: string;
    headers: { number: string; roundReached: string; result: string; lastMatch: string; score: string };
    pending: string;
    thirdPlace: string;
    /** How the player's event ended (the engine's outcome). */
    outcomes: Readonly<Record<KnockOutOutcome, string>>;
    /** The names of the last rounds (the engine's: "final", "semi-final", "quarter-final", "round of 16"). */
    roundNames: { final: string; semiFinal: string; quarterFinal: string; roundOf: (players: number) => string };
    round: (round: number) => string;
    /** "Round 5 v Dahl" — the opponent after the match. */
    versus: (match: string, opponent: string) => string;
    notPlaced: (player: string) => string;
    placed: (player: string, place: string, of: number, pending: boolean, outcome: string, round: string, entered?: number) => string;
    matchTitle: (round: string | undefined) => string;
    notDecided: (why: string | undefined) => string;
    decided: (won: boolean, stage: number, by: string, stageWords: string) => string;
    match: (title: string, opponent: string, score: string, verdict: string) => string;
  };
  /** `rank --simulate-lots`: the drawing of lots before it is applied (FIDE VCL Q204). */
  lots: {
    /** "Drawing of lots (simulation — nothing is written): <rule>". */
    heading: (rule: string) => string;
    seeded: { regulation: string; event: string };
    /** The regulation draws lots itself: the draw a run applies. */
    applied: (seeded: string) => string;
    /** The regulation says `then shared` (or play-off, manual): the draw `then lots` would make. */
    wouldMake: (after: AfterKind, seeded: string) => string;
    none: string;
    places: (places: string, seed: string) => string;
    member: (place: number, participant: string, lot: string) => string;
    stillTied: string;
  };
  explain: {
    /** "is placed 2 of 16, decided by BH/C1." — the decision's words from `decision`. */
    placed: (player: string, place: number, of: number, decision: string) => string;
    shares: (player: string, first: number, last: number, of: number, decision: string) => string;
    decision: {
      shared: string;
      playOff: (note: string | undefined) => string;
      playOffPending: string;
      microMatchPending: string;
      alone: string;
      /** The criterion (an acronym, or `decided.lots`) that placed the participant. */
      by: (criterion: string) => string;
    };
    notRanked: (player: string, note: string | undefined) => string;
    microMatches: (rankedBy: string, values: string) => string;
    valuesHeading: string;
    /** "3.5 points", "7 match points": the score a tied group is level on. */
    score: (value: string, code: ScoreCode) => string;
    /** "Tied on 3.5 points with A and B; BH/C1: A 11, B 13 → placed 1st of the 4." */
    tiedStep: (others: readonly string[], score: string | undefined, criterion: string, values: string, outcome: StepOutcome) => string;
    /** "BH (buchholz): <its definition, the engine's words> (source)." */
    definition: (criterion: string, name: string, description: string) => string;
    sharePlace: (a: string, b: string, after: AfterKind) => string;
    above: (
      upper: string,
      lower: string,
      criterion: string,
      upperValue: string,
      lowerValue: string,
      among?: { count: number; score?: string },
    ) => string;
    /** "Level before it on PTS (3.5 = 3.5) and BH (12 = 12)." — each item already written. */
    levelBefore: (items: readonly string[]) => string;
    didNotApply: (criterion: string, upperValue: string, lowerValue: string, reason: string | undefined) => string;
    microPending: (upper: string, lower: string, decision: string) => string;
    microLevel: (upper: string, lower: string, values: string, sharedPlace: boolean, decidedBy: string) => string;
    microAbove: (
      upper: string,
      lower: string,
      criterion: string,
      upperValue: string,
      lowerValue: string,
      level: readonly string[],
    ) => string;
    /** "  BH: not applicable — <reason>". */
    notApplicable: (header: string, reason: string) => string;
    round: (round: number) => string;
    versus: (opponent: string) => string;
    /** " (opponent 2.5, scored 0.5)": a weighted contribution's factors. */
    factors: (opponentValue: string, points: string) => string;
    /** The colon between a round and its value ("round 1: 2.5"): French sets a no-break space before it. */
    colon: string;
    /** "A (1), B (2) and C (3)". */
    and: (items: readonly string[]) => string;
    /** A contribution's note that is a round's kind alone ("played", "forfeit-win"): its words. */
    roundKinds: Readonly<Record<WordedRoundKind, string>>;
  };
  /** `regula report`: the audit report's own words (report-types.ts). */
  report: ReportWords;
  /** `regula scenarios`: what each contender needs from the round to come (scenario-types.ts). */
  scenarios: ScenarioWords;
  /** `regula diff`'s table: one event under two regulations (diff-types.ts). */
  diff: DiffWords;
}
