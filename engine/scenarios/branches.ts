import { opponentOf, PlayerMap, type Crosstable, type PlayerId } from '../model';
import type { PointBounds } from './bounds';
import { playersWithinReach } from './reach';
import type { BoardResult, ScenarioBoard } from './types';

/**
 * One result of every candidate's board (`points`, by index into the point boards) and the
 * other boards that can still change a place after it (`rest`, indexes into the rest): the
 * boards that a tie that matters reads. Each of their combinations is re-ranked.
 */
export interface Branch {
  points: BoardResult[];
  rest: number[];
}

export interface BranchPlan {
  branches: Branch[];
  /** The re-rankings the plan needs: the sum over its branches of 3^rest. */
  reranks: number;
}

/**
 * The tree of combinations, points first. The candidates' boards fix every candidate's
 * points; a candidate's tie-breaks then matter only when another candidate has as many
 * points and fewer than `places` players are sure to have more (else their tie is decided
 * outside the places, or there is none: their rank is the count of players above, plus
 * one). A board without a candidate changes no candidate's points, and a non-candidate's
 * points change no candidate's place (candidatesOnPoints); it can change a place only
 * through the tie-breaks of a candidate in such a tie, when it is within the list's reach of
 * that candidate (reach.ts). So after each result of the candidates' boards only those
 * boards are enumerated; the others are left drawn. Exact: the brute-force and property
 * tests compare it with every combination ranked.
 *
 * `tiesOnPoints` false (a list whose reach is unknown, withdrawal rules, a list not led by
 * points): every board of the rest in every branch. Undefined when 3^pointBoards or the
 * re-rankings pass `limit`.
 */
export function planBranches(
  crosstable: Crosstable,
  bounds: PointBounds,
  candidates: readonly PlayerId[],
  pointBoards: readonly ScenarioBoard[],
  restBoards: readonly ScenarioBoard[],
  options: { places: number; reach: number; tiesOnPoints: boolean; limit: number },
): BranchPlan | undefined {
  const size = 3 ** pointBoards.length;
  if (size > options.limit) return undefined;
  const all = restBoards.map((_, i) => i);
  if (!options.tiesOnPoints) {
    const reranks = size * 3 ** restBoards.length;
    if (reranks > options.limit) return undefined;
    return { branches: assignments(pointBoards.length).map((points) => ({ points, rest: all })), reranks };
  }
  const readBy = restWithinReach(crosstable, candidates, pointBoards, restBoards, options.reach);
  const boardOf = new PlayerMap<{ board: number; first: boolean }>();
  pointBoards.forEach((b, i) => {
    boardOf.set(b.first, { board: i, first: true });
    boardOf.set(b.second, { board: i, first: false });
  });
  // The players whose points no candidate's board fixes: their least points, counted above a score when more.
  const isCandidate = new Set(candidates);
  const fixedWorst = bounds.players.filter((id) => !isCandidate.has(id) && !boardOf.has(id)).map((id) => bounds.worst(id));
  const onPointBoards = [...boardOf.keys()].filter((id) => !isCandidate.has(id));
  const pointsOf = (id: PlayerId, digits: readonly BoardResult[]) => {
    const at = boardOf.get(id);
    return at ? bounds.at(id, digits[at.board]!) : bounds.worst(id);
  };
  const branches: Branch[] = [];
  let reranks = 0;
  for (const points of assignments(pointBoards.length)) {
    const score = candidates.map((id) => pointsOf(id, points));
    const others = onPointBoards.map((id) => pointsOf(id, points));
    const above = (v: number) =>
      score.filter((s) => s > v).length + others.filter((s) => s > v).length + fixedWorst.filter((s) => s > v).length;
    const rest = new Set<number>();
    candidates.forEach((_, c) => {
      const v = score[c]!;
      const tied = score.some((s, d) => d !== c && s === v);
      if (tied && above(v) < options.places) for (const board of readBy[c]!) rest.add(board);
    });
    const list = [...rest].sort((a, b) => a - b);
    reranks += 3 ** list.length;
    if (reranks > options.limit) return undefined;
    branches.push({ points, rest: list });
  }
  return { branches, reranks };
}

/** Every combination of `n` boards' results, the first board's digit the fastest. */
function assignments(n: number): BoardResult[][] {
  const out: BoardResult[][] = [];
  for (let combination = 0; combination < 3 ** n; combination++) {
    const digits: BoardResult[] = [];
    let rest = combination;
    for (let i = 0; i < n; i++) {
      digits.push((rest % 3) as BoardResult);
      rest = Math.floor(rest / 3);
    }
    out.push(digits);
  }
  return out;
}

/**
 * For each candidate, the boards of the rest within `reach` steps of them through their
 * opponents (every round, the one to come included): the boards their tie-breaks read.
 */
function restWithinReach(
  crosstable: Crosstable,
  candidates: readonly PlayerId[],
  pointBoards: readonly ScenarioBoard[],
  restBoards: readonly ScenarioBoard[],
  reach: number,
): number[][] {
  const opponents = new PlayerMap<PlayerId[]>();
  for (const player of crosstable.players) opponents.set(player.id, []);
  for (const player of crosstable.players)
    for (const record of player.rounds) {
      const opponent = opponentOf(record);
      if (opponent !== undefined) opponents.get(player.id)?.push(opponent);
    }
  for (const board of [...pointBoards, ...restBoards]) {
    opponents.get(board.first)?.push(board.second);
    opponents.get(board.second)?.push(board.first);
  }
  const restOf = new PlayerMap<number>();
  restBoards.forEach((b, i) => {
    restOf.set(b.first, i);
    restOf.set(b.second, i);
  });
  return candidates.map((candidate) => {
    const within = playersWithinReach([candidate], opponents, reach);
    const boards = new Set<number>();
    for (const id of within) {
      const board = restOf.get(id);
      if (board !== undefined) boards.add(board);
    }
    return [...boards].sort((a, b) => a - b);
  });
}
