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

export type Scenarios =
  | {
      kind: 'over-bound';
      /** Players who can still reach the places on points. */
      candidates: PlayerId[];
      boards: ScenarioBoard[];
      combinations: number;
      limit: number;
    }
  | {
      kind: 'enumerated';
      places: number;
      candidates: PlayerId[];
      /** Every open board of the round, numbered. */
      openBoards: ScenarioBoard[];
      /** The boards enumerated: those within reach of the candidates' places and tie-breaks. */
      boards: ScenarioBoard[];
      combinations: number;
      /** Players who reach a place in 1..places in some combination, best place first. */
      contenders: ContenderScenarios[];
    };
