import type { CriterionSpec } from './criterion-spec';
import type { PlayOffStage } from './play-off-stage';

export type { PlayOffStage } from './play-off-stage';

/*
 * A play-off as a regulation defines it (C.07 art. 3.1: which places, whether qualification
 * is decided before or after the tie-breaks, the format, the number of players) and the games
 * an arbiter records for it. Plain data: engine/ranking/play-off.ts decides it and applies it
 * to the standings. Sources: FIDE Candidates 2022 (two rapid games, two blitz games, then blitz
 * games until one is won; a mini round robin for more than two), Norway Chess 2020 (two blitz
 * games then Armageddon), the US Championship 2014 (a seeded knock-out with an Armageddon).
 */

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
  /**
   * Seeding: the order the tie-break list gives (the default), rating (highest first), or a
   * named criterion (`seedCriterion`, British Championship: TPR), best first.
   */
  seeding: 'tie-breaks' | 'rating' | 'criterion';
  /** The criterion of `seeding: 'criterion'`. */
  seedCriterion?: CriterionSpec;
  /**
   * What splits players level on the seeding, in order, before the tie-break list's order:
   * `head-to-head` (the winner of their game(s), if played and not drawn), `lots` (British
   * Championship: "the winner of the head-to-head game … If this game was a draw, … by lot").
   */
  seedThen?: ('head-to-head' | 'lots')[];
  /** The stages, when the format does not depend on the number tied (empty when `formats` is given). */
  stages: PlayOffStage[];
  /**
   * Formats chosen by how many play (British Championship: "Format 1 – Two players are tied",
   * "Format 2 – More than two players are tied"); the first whose condition holds is played.
   */
  formats?: PlayOffFormat[];
  /** With more than two players: each stage a round robin among the players still level, or a seeded knock-out. */
  manyPlayers: 'round-robin' | 'knock-out';
  /** What decides when the arbiter records that the play-off was not held: the tie-break list, or the place is shared. */
  notHeld: 'tie-breaks' | 'shared';
}

/** A format of the play-off and the number of players it is for: exactly `players`, or more than `moreThan`. */
export interface PlayOffFormat {
  players: { exactly: number } | { moreThan: number };
  stages: PlayOffStage[];
}

/** Whether a format is for a play-off of `count` players. */
export function formatFits(format: PlayOffFormat, count: number): boolean {
  return 'exactly' in format.players ? count === format.players.exactly : count > format.players.moreThan;
}

/** A play-off's stages for `count` players: the format for that number, else the stages stated outside formats. */
export function stagesFor(rules: Pick<PlayOffRules, 'stages' | 'formats'>, count: number): PlayOffStage[] | undefined {
  if (!rules.formats || rules.formats.length === 0) return rules.stages;
  return rules.formats.find((f) => formatFits(f, count))?.stages;
}

/** "2 players", "more than 2 players". */
export function formatWords(format: PlayOffFormat): string {
  return 'exactly' in format.players ? `${format.players.exactly} players` : `more than ${format.players.moreThan} players`;
}

export type { PlayOffGame, PlayOffRecord, PlayOffResult } from './play-off-record';
