import type { TournamentType } from './crosstable';
import type { PointSystem } from './point-system';
import type { TeamScore } from './team-event';
import type { AfterTiebreaks, CriterionSpec, Edition, RoundRange } from './criterion-spec';
import type { PlayOffRules } from './play-off';
import type { BoardPrizeRules } from './board-prizes';
import type { MicroMatchRules } from './micro-match';
import type { KnockOutRules } from './knock-out';
import type { EventSection } from './event-sections';
import type {
  Categories,
  GrandPrix,
  MatchPoints,
  MatchTiebreaks,
  PrizeRules,
  Qualification,
  TeamTotals,
  WithdrawalRules,
} from './regulation-articles';

/** Choices the editions leave open (docs/rules.md), made explicit. */
export interface UnplayedOptions {
  /**
   * 2026 16.4.1 cap of a forfeit's dummy opponent: the scheduled opponent's adjusted
   * score only (the reference server), or that and the 16.4.2 half cap (Sharly-Chess).
   */
  forfeitCap: 'opponent' | 'opponent-and-half';
  /**
   * Which rating the rating criteria (C.07 art. 10) read for an opponent: the first one, the
   * rating at the start (the default: C.07 2026 art. 10 "if used, the first rating"), or the one
   * the opponent had in the round of the game (`rating per round`). Not an unplayed-round choice:
   * it travels with these options so that every context derived from the first inherits it.
   */
  ratings?: 'first' | 'per-round';
}

export const DEFAULT_UNPLAYED_OPTIONS: UnplayedOptions = { forfeitCap: 'opponent' };

/**
 * The editions under which an unplayed-round option acts: the 16.4.1 forfeit cap exists
 * only in the 2026 text; the 16.5 "voluntarily unplayed round first" cut exists from 2023
 * (the same editions the cut code consults). Elsewhere a regulation that sets them says nothing.
 */
export const UNPLAYED_OPTION_EDITIONS: Readonly<Record<'forfeit-cap' | 'vur-first', readonly Edition[]>> = {
  'forfeit-cap': ['fide-2026'],
  'vur-first': ['fide-2023', 'fide-2024', 'fide-2026'],
};

/** Rounds `first`–`last` (1-based, both included) scored by `pointSystem`. */
export interface RoundScoring {
  first: number;
  last: number;
  pointSystem: PointSystem;
}

export interface Regulation {
  name: string;
  version?: string;
  edition: Edition;
  /** Replaces the crosstable's own point system when the regulation states one. */
  pointSystem?: PointSystem;
  /**
   * Rounds scored by a point system of their own (`rounds 1-9: win 2, draw 1, loss 0`; Grand
   * Chess Tour 2016: "Rapid Blitz / Win 2 1 / Draw 1 ½ / Loss 0 0"); other rounds by `pointSystem`.
   */
  roundScoring?: RoundScoring[];
  unplayed: UnplayedOptions;
  /** Ordered list; points (PTS) come first when the list says so. */
  tiebreaks: CriterionSpec[];
  after: AfterTiebreaks;
  /**
   * The list's criteria after points computed on these rounds alone, as an event of their own
   * (`based on rounds 7-12 only`; Hamilton Chess Club: "a tie break based on the second night
   * only"): own results, opponents and opponents' scores of those rounds. Points rank on all.
   */
  tiebreakRounds?: RoundRange;
  /** The play-off the regulation defines (its `play-off` article, C.07 art. 3.1). */
  playOff?: PlayOffRules;
  /** Each round a micro-match of several games, and what ranks the event (its `micro-matches` article). */
  microMatches?: MicroMatchRules;
  /** A knock-out event ranked by the round reached (its `knock-out` article; FIDE World Cup regulations). */
  knockOut?: KnockOutRules;
  /**
   * The regulation says the event lasts more than 30 days (`event over 30 days`, FIDE checklist
   * Q210): rating criteria are then advised against (C.07 2026 art. 10). Also detected from the dates.
   */
  longEvent?: boolean;
  /** The tournament system the regulation states (round robin enables C.07 15.2, the 2026 Buchholz ban). */
  tournament?: TournamentType;
  /** Team match points, when the regulation states them. */
  matchPoints?: MatchPoints;
  /** The regulation ranks the teams of a team event (C.07 arts. 11–13): `rules … team`. */
  teamEvent?: boolean;
  /** The score that ranks a team event (C.07 13.1); match points when unset. */
  teamScore?: TeamScore;
  /**
   * The fewest players a team scores a match with (`fewer than 3 players: match lost by
   * forfeit`; 2010 Chess Olympiad: "3 players (minimum) needed for a team"): a team with fewer
   * loses the match by forfeit (scoring/team-minimum.ts).
   */
  teamMinimumPlayers?: number;
  /** Board prizes of a team event (its `board prizes` article; ECU B.7, the Chess Olympiad). */
  boardPrizes?: BoardPrizeRules;
  // Evaluated beside the ranking by engine/formulas (evaluateArticles, evaluateSeason).
  withdrawals?: WithdrawalRules;
  grandPrix?: GrandPrix[];
  teams?: TeamTotals[];
  qualification?: Qualification[];
  prizes?: PrizeRules;
  /** Categories ranked on their own, and the date ages are counted at. */
  categories?: Categories;
  matchTiebreaks?: MatchTiebreaks;
  /** The event's sections, each ranked on its own crosstable (model/event-sections.ts); unset for one section. */
  eventSections?: EventSection[];
}

/**
 * A tournament date as TRF writes it (042, 052: "YYYY/MM/DD"; ISO "YYYY-MM-DD" and "YYYY.MM.DD"
 * read the same) as an ISO day, when it is one: a real day of the calendar, so 2026/02/30,
 * 0000/00/00 and 9999/99/99 are not dates, nor is 31.12.1899 (another form). Undefined otherwise.
 */
export function calendarDay(date: string): string | undefined {
  const m = /^(\d{4})[-/.](\d{2})[-/.](\d{2})/.exec(date.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > days) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/**
 * The FIDE edition in force on a date (ISO or TRF "YYYY/MM/DD"), used only when no
 * regulation names one: the 2026 rules from 1 March 2026, the 2024-08 text from
 * 1 August 2024, the 2023 rules from 1 September 2023 (FIDE events), Kallithea from
 * 2009. Undefined for a text that is not a day of the calendar (calendarDay): a date that is
 * not a date never chooses an edition.
 */
export function editionInForceOn(date: string): Edition | undefined {
  const day = calendarDay(date);
  if (!day) return undefined;
  if (day >= '2026-03-01') return 'fide-2026';
  if (day >= '2024-08-01') return 'fide-2024';
  if (day >= '2023-09-01') return 'fide-2023';
  if (day >= '2009-01-01') return 'fide-2009';
  return 'fide-pre-2009';
}
