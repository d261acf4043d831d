import type { Rational } from '../arith';
import type { TeamScore } from './team-event';

// A tie-break list's vocabulary: the editions, one criterion with its modifiers, and what
// breaks the ties left after the list. regulation.ts and regulation-articles.ts both use it.

/**
 * The rule set that fixes how unplayed rounds count and which criteria exist
 * (docs/rules.md, "What the editions do with unplayed rounds"). Chosen by the regulation, never inferred silently.
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
 * reference server's option letters, TEC-FIDE/TieBreakServer README).
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
  /**
   * /A, "if all met": direct encounter only when every tied participant met every other
   * (the pre-2023 practice: Vega's 2016 manual p. 9; lichess); otherwise it separates nobody (no 6.3).
   */
  allMet?: boolean;
  /**
   * /C+, "progressive cuts": the criterion orders the tied players; those it leaves tied are
   * ordered by it with cut 1, those still tied with cut 2, … (the arbiter's handbook on the Sum
   * of Progressive Score: "If still tied, deduct the first round score and, if necessary, the
   * second, etc.").
   */
  progressiveCuts?: boolean;
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
  | { kind: 'shared' }
  /** Lots drawn from the stated seed; without one, from the event's name, dates and the tied players (ranking/lots.ts). */
  | { kind: 'lots'; seed?: string }
  | { kind: 'play-off' }
  | { kind: 'manual'; column: string };

/** Rounds `from` to `to`, both included, 1-based (a list computed on some rounds only). */
export interface RoundRange {
  from: number;
  to: number;
}
