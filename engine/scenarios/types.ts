import type { Rational } from '../arith';
import type { Colour, PlayerId } from '../model';

/**
 * What each contender needs from the round to come (`regula scenarios`, docs/cli.md):
 * every combination of results on the boards that matter, re-ranked by the same
 * evaluation as `rank`, grouped per contender into the places it gives and the
 * conditions on the boards that give them.
 */

/** A game of the round to come, paired without a result. */
export interface OpenGame {
  /** White when colours are known, else the lower starting number. */
  first: PlayerId;
  second: PlayerId;
  /** The first player's colour, when the source gives it. */
  colour?: Colour;
}

/** A board's result, from its first player's side: 0 = 1-0, 1 = draw, 2 = 0-1. */
export type BoardResult = 0 | 1 | 2;
export const BOARD_RESULTS = ['1-0', '½-½', '0-1'] as const;

export interface ScenarioBoard extends OpenGame {
  /** 1-based, in the order the boards are listed (highest scores first). */
  number: number;
}

/** A place a contender ends in: a rank range of the standings (shared when lastRank > rank), or outside the places asked. */
export type ScenarioPlace = { kind: 'place'; rank: number; lastRank: number } | { kind: 'outside' };

/** A board's results that a condition allows (from its first player's side); never all three. */
export interface BoardCondition {
  board: number;
  results: BoardResult[];
}

/** Alternatives (or) of conditions that all hold (and); an empty conjunction holds whatever happens. */
export type Conditions = BoardCondition[][];

export interface ReachedPlace {
  place: ScenarioPlace;
  /** How many of the combinations enumerated give it. */
  combinations: number;
  when: Conditions;
}

/** The places reached after one result of the contender's own board (or whatever it is, when it does not matter). */
export interface OwnResultBranch {
  /** From the contender's side; undefined when the own board does not change the place (or there is none). */
  own?: 'win' | 'draw' | 'loss';
  places: { place: ScenarioPlace; when: Conditions }[];
}

export interface ContenderScenarios {
  player: PlayerId;
  /** Points before the round to come (its known results included). */
  points: Rational;
  /** The contender's own board, when it is open. */
  board?: number;
  places: ReachedPlace[];
  branches: OwnResultBranch[];
}

/** What the points alone say of a contender's place after one result of their own board (scenarios bounded, not enumerated). */
export interface PlaceBound {
  /** From the contender's side; undefined when they have no game to play. */
  own?: 'win' | 'draw' | 'loss';
  /** The best rank the points allow (players sure to have more points, plus one). */
  best: number;
  /** The worst rank the points allow (players who can have as many points or more, plus one). */
  worst: number;
  /** The open boards (numbers) whose players can finish level with the contender or either side: they and the tie-breaks decide. */
  deciding: number[];
}

export interface BoundedContender {
  player: PlayerId;
  points: Rational;
  board?: number;
  outcomes: PlaceBound[];
}

export type Scenarios =
  | {
      /**
       * Too many combinations matter to re-rank each: every contender's place bounded on
       * points alone, per result of their own board, with the boards that decide the rest.
       */
      kind: 'bounded';
      places: number;
      candidates: PlayerId[];
      openBoards: ScenarioBoard[];
      /** The boards within reach of the candidates' places and tie-breaks. */
      boards: ScenarioBoard[];
      /** The re-rankings an exact answer needs (`atLeast`: a lower bound, the boards of the candidates alone). */
      combinations: number;
      atLeast: boolean;
      limit: number;
      contenders: BoundedContender[];
    }
  | {
      kind: 'enumerated';
      places: number;
      candidates: PlayerId[];
      /** Every open board of the round, numbered. */
      openBoards: ScenarioBoard[];
      /** The boards enumerated: those within reach of the candidates' places and tie-breaks. */
      boards: ScenarioBoard[];
      /** 3^boards: every combination of their results is answered. */
      combinations: number;
      /**
       * The re-rankings that answered them: fewer than `combinations` when, after some results of
       * the candidates' boards, no tie that matters reads the other boards (they are then left drawn).
       */
      reranked: number;
      /** Players who reach a place in 1..places in some combination, best place first. */
      contenders: ContenderScenarios[];
    };
