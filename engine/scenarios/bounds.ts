import type { Rational } from '../arith';
import { PlayerMap, type Crosstable, type PlayerId, type PointSystem } from '../model';
import { computeScores } from '../scoring/scores';
import type { BoardResult, ScenarioBoard } from './types';

/**
 * Every player's points after the round to come, as small integers that order as the
 * points do (exact: each distinct Rational is given its rank among all the values that
 * can occur). A player on an open board has three possible totals, by the board's result
 * (0 = 1-0, 1 = ½-½, 2 = 0-1 from its first player's side); the others one.
 */
export class PointBounds {
  /** The ordinal of each player's total after each result of their board (the same three when off the open boards). */
  private readonly after = new PlayerMap<[number, number, number]>();
  private readonly boardOf = new PlayerMap<number>();
  readonly players: readonly PlayerId[];

  constructor(crosstable: Crosstable, system: PointSystem, boards: readonly ScenarioBoard[]) {
    const scores = computeScores(crosstable, system);
    const gained = [system.win, system.draw, system.loss];
    const totals = new PlayerMap<[Rational, Rational, Rational]>();
    const onBoard = new PlayerMap<{ board: number; first: boolean }>();
    boards.forEach((board, index) => {
      onBoard.set(board.first, { board: index, first: true });
      onBoard.set(board.second, { board: index, first: false });
    });
    for (const player of crosstable.players) {
      const now = scores.get(player.id)!.total;
      const at = onBoard.get(player.id);
      if (!at) {
        totals.set(player.id, [now, now, now]);
        continue;
      }
      // An open game reads `absent` until its result is in: its points are replaced by the result's.
      const before = now.sub(system.absent);
      const of = (digit: BoardResult) => before.add(gained[at.first ? digit : 2 - digit]!);
      totals.set(player.id, [of(0), of(1), of(2)]);
      this.boardOf.set(player.id, at.board);
    }
    const distinct = [...totals.values()].flat().sort((a, b) => a.cmp(b));
    const ordinal = new Map<string, number>();
    for (const value of distinct) if (!ordinal.has(value.toString())) ordinal.set(value.toString(), ordinal.size);
    for (const [id, three] of totals) this.after.set(id, three.map((v) => ordinal.get(v.toString())!) as [number, number, number]);
    this.players = crosstable.players.map((p) => p.id);
  }

  /** The index of the player's open board among the boards given, or undefined. */
  board(id: PlayerId): number | undefined {
    return this.boardOf.get(id);
  }

  /** The player's points (an ordinal) when their board ends `digit`. */
  at(id: PlayerId, digit: BoardResult): number {
    return this.after.get(id)![digit];
  }

  best(id: PlayerId): number {
    const [a, b, c] = this.after.get(id)!;
    return Math.max(a, b, c);
  }

  worst(id: PlayerId): number {
    const [a, b, c] = this.after.get(id)!;
    return Math.min(a, b, c);
  }

  /** The player's points given the results of the boards in `digits` (by board index; a board not given: undefined). */
  range(id: PlayerId, digits: readonly (BoardResult | undefined)[]): [number, number] {
    const board = this.boardOf.get(id);
    const digit = board === undefined ? 1 : digits[board];
    if (digit !== undefined) {
      const v = this.at(id, digit);
      return [v, v];
    }
    return [this.worst(id), this.best(id)];
  }
}

/**
 * Players fewer than `places` others are sure to finish above on points: the others have at
 * least `places` players with more points whatever happens, so are outside the places, and
 * cannot be level with a candidate inside them (those `places` players would be above it too).
 */
export function candidatesOnPoints(bounds: PointBounds, places: number): PlayerId[] {
  const sure = bounds.players.map((id) => bounds.worst(id)).sort((a, b) => b - a);
  const bar = sure[places - 1];
  return bounds.players.filter((id) => bar === undefined || bounds.best(id) >= bar);
}

/** What the points alone say of a contender's place, given a result of their own board (or none). */
export interface PlaceOnPoints {
  /** The best rank the points allow: 1 + the players sure to have more points. */
  best: number;
  /** The worst rank the points allow: 1 + the players who can have as many points or more. */
  worst: number;
  /** The players whose points can be level with the contender's, or either side of it. */
  undecided: PlayerId[];
}

/**
 * The contender's rank as the points alone bound it, whatever the tie-breaks say: above them,
 * the players sure to have more points; level or above at worst, those who can have as many.
 */
export function placeOnPoints(bounds: PointBounds, id: PlayerId, digits: readonly (BoardResult | undefined)[]): PlaceOnPoints {
  const [own] = bounds.range(id, digits);
  let above = 0;
  let levelOrAbove = 0;
  const undecided: PlayerId[] = [];
  for (const other of bounds.players) {
    if (other === id) continue;
    const [lo, hi] = bounds.range(other, digits);
    if (lo > own) above++;
    if (hi >= own) levelOrAbove++;
    if (hi >= own && lo <= own) undecided.push(other);
  }
  return { best: 1 + above, worst: 1 + levelOrAbove, undecided };
}
