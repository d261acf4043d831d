import type { PlayerId } from './round-record';

/*
 * A play-off as a regulation defines it (C.07 art. 3.1: which places, whether qualification
 * is decided before or after the tie-breaks, the format, the number of players) and the games
 * an arbiter records for it. Plain data: engine/ranking/play-off.ts decides it and applies it
 * to the standings. Sources: FIDE Candidates 2022 (two rapid games, two blitz games, then blitz
 * games until one is won; a mini round robin for more than two), Norway Chess 2020 (two blitz
 * games then Armageddon), the US Championship 2014 (a seeded knock-out with an Armageddon).
 */

/** One stage of the play-off, played only when the stages before it left the players level. */
export interface PlayOffStage {
  /**
   * `games`: a match of `games` games (a round robin of `games` per pair among more than two),
   * decided by the score over them; `until-won`: single games until one is won (sudden death);
   * `armageddon`: one game whose draw counts as a win for `drawOdds` (Black unless named).
   */
  kind: 'games' | 'until-won' | 'armageddon';
  /** Games per pair for `games`; 1 for the others. */
  games: number;
  /** The pace as written ("rapid", "blitz"): descriptive, it does not change the computation. */
  pace?: string;
  /** The time control as written ("15 minutes + 10 seconds"): descriptive. */
  timeControl?: string;
  /** Armageddon: the colour a draw counts as a win for. */
  drawOdds?: 'white' | 'black';
}

export interface PlayOffRules {
  /** The places the play-off decides (`for first place`: 1–1; `for places 1-3`: 1–3). */
  places: { first: number; last: number };
  /**
   * Who plays: the players tied on points for those places (the default; Candidates, Norway
   * Chess, British Championship), or those still tied after the whole tie-break list.
   */
  qualify: 'points' | 'tie-breaks';
  /** At most this many play; the best seeded (US Championship 2014: the seeding decides who plays). */
  maxPlayers?: number;
  /** Seeding: the order the tie-break list gives (the default), or rating, highest first. */
  seeding: 'tie-breaks' | 'rating';
  stages: PlayOffStage[];
  /** With more than two players: each stage a round robin among the players still level, or a seeded knock-out. */
  manyPlayers: 'round-robin' | 'knock-out';
  /** What decides when the arbiter records that the play-off was not held: the tie-break list, or the place is shared. */
  notHeld: 'tie-breaks' | 'shared';
}

/** A play-off game's result from White's side. */
export type PlayOffResult = 'white' | 'black' | 'draw';

/** One recorded play-off game: its stage (1-based, as numbered in the regulation), the players, the result. */
export interface PlayOffGame {
  stage: number;
  white: PlayerId;
  black: PlayerId;
  result: PlayOffResult;
  /** Where it was read ("'Play-off'!A3", "tec.trf:24"), for messages. */
  source?: string;
}

/** What the arbiter recorded: the games in the order played, or that the play-off was not held. */
export interface PlayOffRecord {
  games: PlayOffGame[];
  notHeld?: boolean;
}
