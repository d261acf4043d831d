import type { Rational } from '../arith';
import type { PlayerId, RoundKind } from '../model';

/*
 * What the engine says about a value in its own words — a contribution's note, a cut's reason —
 * as a key and the values the sentence names, beside the English text it has always written.
 * The text stays the contract (the Audit sheet, JSON, CSV, the English output); the key lets io
 * word the same sentence in another language (io/output/result-words/engine-*.ts). No language
 * here: keys, numbers, codes and C.07 article numbers only.
 */

/** Why a term was cut: C.07 14.1–14.4, 16.5; the same sentence for every criterion that cuts so. */
export const CUT_REASONS = {
  'least-significant': 'cut: least significant (C.07 14.1)',
  'least-significant-median': 'cut: least significant (C.07 14.3)',
  'most-significant': 'cut: most significant (C.07 14.3)',
  'vur-first': 'cut: voluntarily unplayed round first (C.07 16.5)',
  'lowest-rating': 'cut: lowest rating (C.07 14.1.1)',
  'highest-rating': 'cut: highest rating (C.07 14.3)',
} as const;
export type CutReason = keyof typeof CUT_REASONS;

const CUT_KEYS: ReadonlyMap<string, CutReason> = new Map(
  (Object.keys(CUT_REASONS) as CutReason[]).map((key) => [CUT_REASONS[key], key] as const),
);

/** The cap of a C.07 (2026) dummy opponent (16.4.1, 16.4.2): what the own score was capped at. */
export type DummyCap = { rule: 'opponent-adjusted'; opponent: PlayerId } | { rule: 'half-of-maximum' } | { rule: 'draws-times-rounds' };

/** How the edition adjusts an opponent's score (C.07 16.3; draws under 2009, pre-2009, US Chess 34E1). */
export type ScoreAdjustment = 'c07-16.3' | 'fide-2009' | 'pre-2009' | 'us-chess';

/** The value a contribution takes from the opponent met (C.07 8, 10; AOB). */
export type OpponentValueName = 'BH' | 'FB' | 'rating' | 'rating-in-round' | 'TPR' | 'PTP';

export type EngineWords =
  /** A cut's reason: "cut: least significant (C.07 14.1)". */
  | { key: 'cut'; reason: CutReason }
  /** An own unplayed round: "pab: <what the edition puts in it>". */
  | { key: 'unplayed-round'; kind: RoundKind; opponent: EngineWords }
  /** C.07 (2023+) 16.4: "dummy opponent: own score 2.5 (C.07 16.4.2)". */
  | { key: 'dummy-own-score'; own: Rational; article: string }
  /** C.07 (2026) 16.4: "dummy opponent: own 3.5 capped at 2.5, draw points × rounds (C.07 16.4.2)". */
  | { key: 'dummy-capped'; own: Rational; cap: Rational; by: DummyCap; article: string }
  /** FIDE 2009: "virtual opponent: 1.5 before round 4 + 1 for the round + 0.5 for 1 later draw = 3 (FIDE 2009)". */
  | {
      key: 'virtual-opponent';
      before: Rational;
      round: number;
      forTheRound: Rational;
      later: Rational;
      laterRounds: number;
      value: Rational;
    }
  /** Before 2009: "draw against oneself: own score 2 (pre-2009)". */
  | { key: 'draw-against-oneself'; own: Rational }
  /** US Chess 34E1: "own unplayed game: opponent with 0 (US Chess 34E1)". */
  | { key: 'us-chess-zero-opponent' }
  /** FMJD: "round without an opponent counts 0 (FMJD)". */
  | { key: 'fmjd-no-opponent' }
  /** No adjustment: "unplayed round contributes 0 (no adjustment)". */
  | { key: 'unplayed-zero' }
  /** A forfeit counted as a game (C.07 15.2 in a round robin, the /P modifier): "forfeit-win counted as played (/P)". */
  | { key: 'counted-as-played'; kind: RoundKind; rule: 'C.07 15.2' | '/P' }
  /** "opponent’s score 3 adjusted to 3.5 (C.07 16.3)". */
  | { key: 'opponent-adjusted'; raw: Rational; value: Rational; by: ScoreAdjustment }
  /** Several notes or reasons in one: "…; …". */
  | { key: 'list'; parts: readonly EngineWords[] }
  /** "opponent’s BH", "opponent’s rating in that round". */
  | { key: 'opponent-value'; of: OpponentValueName }
  /** C.07 6.1.2: "average of 2 encounters (C.07 6.1.2)". */
  | { key: 'encounters-average'; count: number }
  /** C.07 6.3: "2 met; best case with the missing games 2.5 (C.07 6.3)". */
  | { key: 'best-case'; met: number; bestCase: Rational }
  /** Progressive cuts: "compared with cut 2 (progressive cuts)". */
  | { key: 'progressive-cut'; cut: number }
  /** Progressive cuts left a group tied: "equal with every cut up to cut 3". */
  | { key: 'progressive-equal'; lastCut: number }
  /** Koya (C.07 9.2): "opponent at or above the limit", "opponent below the limit". */
  | { key: 'koya-opponent'; counts: boolean }
  /** Koya's value: "limit 4.5". */
  | { key: 'koya-limit'; limit: Rational }
  /** ARO (C.07 10.1): "mean rounded to a whole number, .5 up (C.07 10.1)". */
  | { key: 'rounded-mean' }
  /** AOB: "average rounded to 0.01, half up". */
  | { key: 'rounded-average' }
  /** Why a criterion left a group tied: "equal values", "equal lots", "equal or missing manual values". */
  | { key: 'equal-values' }
  | { key: 'equal-lots' }
  | { key: 'equal-manual-values' }
  /** A subgroup still tied and why: "3, 5: equal points … (C.07 6.2)". */
  | { key: 'subgroup'; members: readonly PlayerId[]; reason: EngineWords }
  /** DE (C.07 6.1–6.3) left the group tied: "no two of them met (C.07 6.1)" … */
  | { key: 'de-nobody-met' }
  | { key: 'de-equal-points' }
  | { key: 'de-not-all-met' }
  /** DE "if all met" (/A) does not apply: not all of them met each other (`missing` did not meet every other). */
  | { key: 'de-if-all-met'; missing: readonly PlayerId[] }
  /** Why a criterion does not apply to a participant (the value "n/a"). */
  | { key: 'no-opponent-met' }
  | { key: 'no-rated-opponent' }
  | { key: 'no-rating-left' }
  | { key: 'unrated' }
  | { key: 'no-opponent-with'; value: 'TPR' | 'PTP' }
  /** C.07 (2026) art. 10: "3 participants are unrated and the regulation states no rating for unrated players (C.07 art. 10)". */
  | { key: 'unrated-no-rating-stated'; count: number }
  | { key: 'not-computed-for-group' };

export type EngineWordsKey = EngineWords['key'];

/** The key of a cut's reason when it is one of CUT_REASONS (the other rules' cuts keep their English alone). */
export function cutWords(reason: string | undefined): EngineWords | undefined {
  const key = reason === undefined ? undefined : CUT_KEYS.get(reason);
  return key === undefined ? undefined : { key: 'cut', reason: key };
}
