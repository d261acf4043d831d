import type { PlayOffResult } from './play-off-record';
import type { PlayOffStage } from './play-off-stage';
import type { PlayerId } from './round-record';

/*
 * A knock-out event (FIDE World Cup regulations 2021 and 2023): every round a match of two
 * players, decided by its stages in order (two classical games, then rapid, blitz and a
 * deciding game), the loser eliminated; the event is ranked by the round each player reached.
 * Plain data: engine/ranking/knock-out.ts decides the matches (with the play-off's decider,
 * engine/ranking/play-off-games.ts) and gives the places.
 */

export interface KnockOutRules {
  /** The stages of every match, in order: stage 1 is the classical games (World Cup 2021 art. 4.10). */
  stages: PlayOffStage[];
  /**
   * The players eliminated in the same round: they share the places of that round (the World
   * Cup's prize fund gives each of them the same prize), or are ranked among themselves by
   * rating, highest first (equal ratings share).
   */
  losers: 'share' | 'rating';
  /** The losers of the semi-finals play a match for third place (World Cup 2021 and 2023), in the last round. */
  thirdPlaceMatch: boolean;
}

/** One player of the bracket, as the file names them. */
export interface KnockOutPlayer {
  id: PlayerId;
  name: string;
  rating?: number;
  fideId?: string;
  title?: string;
}

/** One game of the bracket: the round of its match, its number in the match (1, 2 the classical games), its result. */
export interface KnockOutGame {
  round: number;
  /** 1-based, in the order played: the stages take the games in turn (two classical games, then the tie-breaks). */
  game: number;
  white: PlayerId;
  black: PlayerId;
  /** Undefined: not finished (PGN `*`). */
  result: PlayOffResult | undefined;
  /** Where it was read ("wc.pgn:120"), for messages. */
  source: string;
}

/** The games of a knock-out event, as read from its file. */
export interface KnockOutEvent {
  name?: string;
  players: KnockOutPlayer[];
  games: KnockOutGame[];
}
