import type { Rational } from '../arith';
import type { PlayerId } from './round-record';
import type { PlayOffResult } from './play-off-record';
import type { PlayOffStage } from './play-off-stage';

/*
 * Micro-matches: events where each round is a micro-match of several games between the same
 * two players, played until one is won — a standard game, if drawn a rapid game, if drawn a
 * blitz game, if drawn a final tie-break. Plain data: engine/ranking/micro-matches.ts decides
 * each micro-match and ranks the event. Sources: FMJD Women's World Title Match 2015 regulation
 * arts. 6–7 (http://women2015.4draughts.com/?page_id=17: ranked by standard-game wins, then the
 * score in rapid, blitz and Lehmann-Georgiev games); FMJD World Title Match 2020 rules
 * (https://wtm2020.fmjd.org/rules/: a round scored 12–0 after a standard win, 8–4 after a rapid
 * win, 7–5 after a blitz win, 6–6 when the blitz game is drawn; ranked by those points, then the
 * standard and rapid scores).
 */

/** What ranks the event, in order: the round points, or a stage's wins or score (its games' points). */
export type MicroMatchCriterion = { kind: 'points'; text: string } | { kind: 'wins' | 'score'; stage: number; text: string };

export interface MicroMatchRules {
  /**
   * The games of a micro-match, in order (stage 1 is the round's game in the crosstable). A stage
   * is one game (`kind: 'games'`, `games: 1`) or games until one is won (a Lehmann-Georgiev tie-break).
   */
  stages: PlayOffStage[];
  /** The round's points for the winner and the loser when stage k+1 decided it: points[k]; unset without round points. */
  points?: ({ winner: Rational; loser: Rational } | undefined)[];
  /** The round's points for each player when the last stage left it level (WTM 2020: 6–6). */
  level?: Rational;
  rankedBy: MicroMatchCriterion[];
}

/** A recorded game of a micro-match after the round's own game: its round, stage (2, 3 …), players, result. */
export interface MicroMatchGame {
  round: number;
  stage: number;
  white: PlayerId;
  black: PlayerId;
  result: PlayOffResult;
  /** Where it was read ("match.trf:12"), for messages. */
  source?: string;
}
