import type { Rational } from '../arith';
import type { TournamentType } from './crosstable';
import type { PointSystem } from './point-system';
import type { TeamScore } from './team-event';
import type { GrandPrix, MatchPoints, MatchTiebreaks, PrizeRules, Qualification, TeamTotals, WithdrawalRules } from './regulation-sections';

/**
 * The rule set that fixes how unplayed rounds count and which criteria exist
 * (digest §1.1, §2, §3, §4). Chosen by the regulation, never inferred silently.
 */
export type Edition = 'fide-2026' | 'fide-2024' | 'fide-2023' | 'fide-2009' | 'fide-pre-2009' | 'us-chess' | 'fmjd' | 'none';

export const EDITIONS: readonly Edition[] = [
  'fide-2026',
  'fide-2024',
  'fide-2023',
  'fide-2009',
  'fide-pre-2009',
  'us-chess',
  'fmjd',
  'none',
];

/** Koya limit (C.07 14.5): a percentage of the maximum, or half-point steps from 50 %. */
export type KoyaLimit = { kind: 'percent'; percent: Rational } | { kind: 'steps'; steps: number };

/**
 * One criterion of a tie-break list with its modifiers (C.07 art. 14 and the
 * reference server's option letters, digest §1.11).
 */
export interface CriterionSpec {
  /** Registry code, e.g. "BH". */
  code: string;
  /** Cut-n: drop the n least significant values (14.1, 14.2). */
  cut?: number;
  /** Median-n: drop the n least and the n most significant values (14.3, 14.4). */
  median?: number;
  /** Koya limit (14.5). */
  limit?: KoyaLimit;
  /** /P: forfeits count as games against the scheduled opponent (6.1.1, 15.2). */
  played?: boolean;
  /** /F: AOB over the opponents' Fore Buchholz (8.2, 2026). */
  fore?: boolean;
  /** /U1400: rating given to unrated participants for rating criteria (art. 10). */
  unratedRating?: number;
  /** /R: reverse the default order (TPN, RTNG). */
  reverse?: boolean;
  /** /V or /N: cut the least significant value even when a VUR could be cut (off = 16.5 not applied). */
  ignoreVurFirst?: boolean;
  /** @2009-style edition for this criterion only. */
  edition?: Edition;
  /** The column (Player.fields header) a manual tie-break reads its values from. */
  column?: string;
  /**
   * `:MP` / `:GP` (C.07 art. 13): the team score an individual criterion reads in a team
   * event; the score that ranks the event when unset. Only a team event may name it.
   */
  reference?: TeamScore;
  /** /Kx: SSSC's normalising factor, when the rules set it (C.07 13.4). */
  factor?: Rational;
  /** The text as the user wrote it, used as the column header. */
  text: string;
}

/** What decides the places still tied after the whole list (C.07 4.2, 2.1). */
export type AfterTiebreaks =
  { kind: 'shared' } | { kind: 'lots'; seed: string } | { kind: 'play-off' } | { kind: 'manual'; column: string };

/** Choices the editions leave open (digest §10), made explicit. */
export interface UnplayedOptions {
  /**
   * 2026 16.4.1 cap of a forfeit's dummy opponent: the scheduled opponent's adjusted
   * score only (the reference server), or that and the 16.4.2 half cap (Sharly-Chess).
   */
  forfeitCap: 'opponent' | 'opponent-and-half';
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

export interface Regulation {
  name: string;
  version?: string;
  edition: Edition;
  /** Replaces the crosstable's own point system when the regulation states one. */
  pointSystem?: PointSystem;
  unplayed: UnplayedOptions;
  /** Ordered list; points (PTS) come first when the list says so. */
  tiebreaks: CriterionSpec[];
  after: AfterTiebreaks;
  /** The tournament system the regulation states (round robin enables C.07 15.2, the 2026 Buchholz ban). */
  tournament?: TournamentType;
  /** Team match points, when the regulation states them. */
  matchPoints?: MatchPoints;
  /** The regulation ranks the teams of a team event (C.07 arts. 11–13): `rules … team`. */
  teamEvent?: boolean;
  /** The score that ranks a team event (C.07 13.1); match points when unset. */
  teamScore?: TeamScore;
  // Evaluated beside the ranking by engine/formulas (evaluateSections, evaluateSeason).
  withdrawals?: WithdrawalRules;
  grandPrix?: GrandPrix[];
  teams?: TeamTotals[];
  qualification?: Qualification[];
  prizes?: PrizeRules;
  matchTiebreaks?: MatchTiebreaks;
}

/**
 * The FIDE edition in force on a date (ISO or TRF "YYYY/MM/DD"), used only when no
 * regulation names one: the 2026 rules from 1 March 2026, the 2024-08 text from
 * 1 August 2024, the 2023 rules from 1 September 2023 (FIDE events), Kallithea from
 * 2009. Returns undefined for an unreadable date.
 */
export function editionInForceOn(date: string): Edition | undefined {
  const m = /^(\d{4})[-/.](\d{2})[-/.](\d{2})/.exec(date.trim());
  if (!m) return undefined;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (day >= '2026-03-01') return 'fide-2026';
  if (day >= '2024-08-01') return 'fide-2024';
  if (day >= '2023-09-01') return 'fide-2023';
  if (day >= '2009-01-01') return 'fide-2009';
  return 'fide-pre-2009';
}
