import type { Rational } from '../arith';
import { minOf } from '../collections';
import type { PlayerId } from '../model';
import { placeOnPoints, type PointBounds } from './bounds';
import type { BoardResult, BoundedContender, PlaceBound, ScenarioBoard } from './types';

/**
 * What each candidate needs, bounded on points alone, when the combinations that matter are
 * too many to re-rank each: with each result of their own board, the best and worst rank the
 * points allow (players sure to have more, plus one; players who can have as many or more,
 * plus one) and the open boards whose players can finish level with them or either side.
 * Exact as far as it goes: a rank range, never a guess inside it. Candidates whose best
 * rank is outside the places after every result are left out.
 */
export function boundedContenders(
  bounds: PointBounds,
  candidates: readonly PlayerId[],
  boards: readonly ScenarioBoard[],
  points: (id: PlayerId) => Rational,
  places: number,
): BoundedContender[] {
  const contenders: BoundedContender[] = [];
  for (const id of candidates) {
    const own = bounds.board(id);
    const board = own === undefined ? undefined : boards[own]!;
    // From the contender's side: win, draw, loss.
    const results: { own?: PlaceBound['own']; digit?: BoardResult }[] = board
      ? (['win', 'draw', 'loss'] as const).map((word, i) => ({ own: word, digit: (board.first === id ? i : 2 - i) as BoardResult }))
      : [{}];
    const outcomes = results.map(({ own: word, digit }): PlaceBound => {
      const digits: (BoardResult | undefined)[] = boards.map(() => undefined);
      if (own !== undefined && digit !== undefined) digits[own] = digit;
      const bound = placeOnPoints(bounds, id, digits);
      const deciding = new Set<number>();
      for (const other of bound.undecided) {
        const at = bounds.board(other);
        if (at !== undefined && at !== own) deciding.add(boards[at]!.number);
      }
      return {
        ...(word && { own: word }),
        best: bound.best,
        worst: bound.worst,
        deciding: [...deciding].sort((a, b) => a - b),
      };
    });
    if (outcomes.every((o) => o.best > places)) continue;
    contenders.push({ player: id, points: points(id), ...(board && { board: board.number }), outcomes });
  }
  return contenders.sort((a, b) => bestOf(a) - bestOf(b) || b.points.cmp(a.points) || a.player - b.player);
}

function bestOf(contender: BoundedContender): number {
  return minOf(
    contender.outcomes.map((o) => o.best),
    Infinity,
  );
}
