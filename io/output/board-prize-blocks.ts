import { Rational } from '../../engine';
import type { BoardPrizeList, TeamEvaluation } from '../../engine';
import type { CellBlock } from './standings';

/*
 * A team event's board prizes (its `board prizes` article; ECU B.7, the Chess Olympiad) as a
 * block of cells: one list per board, its ranked players first, then those with fewer games
 * than the minimum, unranked.
 */

/** Board, Place, No, Player, Team, Games, Points, %, Performance, Decided by: every board's list in turn. */
export function boardPrizesBlock(evaluation: Pick<TeamEvaluation, 'boardPrizes'>): CellBlock {
  const rows: CellBlock = [['Board', 'Place', 'No', 'Player', 'Team', 'Games', 'Points', '%', 'Performance', 'Decided by']];
  for (const list of evaluation.boardPrizes ?? []) for (const row of listRows(list)) rows.push(row);
  return rows;
}

function listRows(list: BoardPrizeList): CellBlock {
  const board = list.board === 'reserve' ? 'reserves' : list.board;
  return list.entries.map((e) => [
    board,
    e.rank === undefined ? null : e.rank === e.lastRank ? e.rank : `${e.rank}–${e.lastRank}`,
    e.player,
    e.name,
    e.teamName,
    e.games,
    e.points.toDecimalString(),
    e.percentage === undefined ? null : e.percentage.mul(Rational.of(100)).toFixed(1),
    e.performance ?? null,
    e.eligible ? (e.decidedBy ?? null) : `fewer than ${list.minimumGames} games`,
  ]);
}
