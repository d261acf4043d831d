import type { Rational } from '../arith';
import { evaluate } from '../evaluate';
import {
  opponentOf,
  PlayerMap,
  type Crosstable,
  type Player,
  type PlayedGame,
  type PlayerId,
  type PointSystem,
  type Regulation,
} from '../model';
import { computeScores } from '../scoring/scores';
import { systemOfRound, withRoundScoring } from '../scoring/round-scoring';
import { boundedContenders } from './bounded';
import { candidatesOnPoints, PointBounds } from './bounds';
import { planBranches } from './branches';
import { listReach, playersWithinReach } from './reach';
import { describeContender } from './simplify';
import type { BoardResult, ContenderScenarios, OpenGame, ScenarioBoard, ScenarioPlace, Scenarios } from './types';

/** 3^9 re-rankings by `evaluate` (about 1.5 ms each for 16 players, 4 ms for 500). */
export const DEFAULT_COMBINATION_LIMIT = 19_683;

/** At most this many combinations are answered per contender (their places kept one by one for the words). */
const EXPANSION_LIMIT = 3 ** 12;

export interface ScenarioOptions {
  /** Places 1..places are reported. */
  places: number;
  /** At most this many combinations are re-ranked (DEFAULT_COMBINATION_LIMIT). */
  limit?: number;
}

/**
 * Every combination of results on the open boards that can change a candidate's place,
 * answered by `evaluate` (the one ranking implementation), grouped per contender.
 *
 * `crosstable` runs through the round to come, its open games read `absent`. A candidate
 * is a player who can still reach the places on points: fewer than `places` players are
 * sure to finish with more points (bounds.ts). A player outside the candidates has at least
 * `places` players above them whatever happens, so cannot be level with or above a candidate
 * that reaches the places: the candidates' places depend only on the candidates' own boards
 * and on the boards their tie-breaks read (their opponents' for Buchholz, theirs' for AOB —
 * reach.ts), and those only when a tie that matters reads them (branches.ts). The other
 * open boards are set to draws: they change no candidate's place.
 *
 * When the re-rankings needed pass `limit`, each contender's place is bounded on points
 * alone per result of their own board (kind `bounded`), with the count the exact answer needs.
 */
export function enumerateScenarios(
  input: Crosstable,
  regulation: Regulation,
  games: readonly OpenGame[],
  options: ScenarioOptions,
): Scenarios {
  // A scoring by rounds: every score by its round's own system, the open games (the last round's) by that round's.
  const crosstable = withRoundScoring(input, regulation, []);
  const system = systemOfRound(crosstable, regulation.pointSystem ?? crosstable.pointSystem, crosstable.rounds - 1);
  const scores = computeScores(crosstable, system);
  const points = (id: PlayerId): Rational => scores.get(id)!.total;
  const openOf = new PlayerMap<OpenGame>();
  for (const game of games) {
    openOf.set(game.first, game);
    openOf.set(game.second, game);
  }
  // An open game reads `absent` until its result is in: its points are replaced by the result's.
  const best = (id: PlayerId) => (openOf.has(id) ? points(id).sub(system.absent).add(system.win) : points(id));

  const openBoards = numberBoards(games, best);
  const bounds = new PointBounds(crosstable, system, openBoards);
  const candidates = candidatesOnPoints(bounds, options.places);
  const isCandidate = new Set(candidates);
  const reach = listReach(regulation.tiebreaks);
  const wholeField = reach === Infinity || regulation.withdrawals !== undefined;
  const within = boardsWithinReach(crosstable, openBoards, candidates, reach);
  const pointBoards = within.filter((b) => isCandidate.has(b.first) || isCandidate.has(b.second));
  const restBoards = within.filter((b) => !pointBoards.includes(b));
  const limit = options.limit ?? DEFAULT_COMBINATION_LIMIT;
  const plan = planBranches(crosstable, bounds, candidates, pointBoards, restBoards, {
    places: options.places,
    reach,
    tiesOnPoints: !wholeField && ledByPoints(regulation),
    limit,
  });
  // The boards some branch reads, in board order; the others never change a place.
  const read = new Set<ScenarioBoard>(pointBoards);
  for (const branch of plan?.branches ?? []) for (const i of branch.rest) read.add(restBoards[i]!);
  const boards = within.filter((b) => read.has(b));
  if (!plan || 3 ** boards.length > EXPANSION_LIMIT) {
    const combinations = plan ? 3 ** boards.length : 3 ** pointBoards.length;
    const contenders = boundedContenders(bounds, candidates, openBoards, points, options.places);
    return {
      kind: 'bounded',
      places: options.places,
      candidates,
      openBoards,
      boards: within,
      combinations,
      atLeast: !plan,
      limit,
      contenders,
    };
  }
  const combinations = 3 ** boards.length;

  // The round as the other boards leave it: drawn.
  const settled = withResults(
    crosstable,
    openBoards.filter((b) => !boards.includes(b)),
    () => 1,
  );
  const places: ScenarioPlace[] = [];
  const placeKeys = new Map<string, number>();
  const placeCode = (place: ScenarioPlace): number => {
    const key = place.kind === 'outside' ? 'outside' : `${place.rank}-${place.lastRank}`;
    let code = placeKeys.get(key);
    if (code === undefined) {
      code = places.length;
      places.push(place);
      placeKeys.set(key, code);
    }
    return code;
  };
  const outside = placeCode({ kind: 'outside' });
  const codes = candidates.map(() => new Uint16Array(combinations));
  const level = levelWithOthers(settled, system, candidates, boards, wholeField);
  const participants = level ? new Set(candidates) : undefined;
  const indexOf = new Map(boards.map((b, i) => [b, i]));
  const pointIndex = pointBoards.map((b) => indexOf.get(b)!);
  const restIndex = restBoards.map((b) => indexOf.get(b));
  const strides = boards.map((_, i) => 3 ** i);
  const digits = new Array<BoardResult>(boards.length).fill(1);
  const leafCrosstable = resultsOnBoards(settled, boards);
  for (const branch of plan.branches) {
    const fixed = [...pointIndex, ...branch.rest.map((r) => restIndex[r]!)];
    const free = boards.map((_, i) => i).filter((i) => !fixed.includes(i));
    for (let leaf = 0; leaf < 3 ** branch.rest.length; leaf++) {
      digits.fill(1);
      pointIndex.forEach((i, k) => (digits[i] = branch.points[k]!));
      let rest = leaf;
      for (const r of branch.rest) {
        digits[restIndex[r]!] = (rest % 3) as BoardResult;
        rest = Math.floor(rest / 3);
      }
      const evaluation = evaluate(leafCrosstable(digits), regulation, participants ? { participants } : {});
      const standing = new PlayerMap<{ rank: number; lastRank: number }>();
      for (const s of evaluation.standings) standing.set(s.player, s);
      const leafCodes = candidates.map((id) => {
        const s = standing.get(id);
        return s && s.rank <= options.places && !level?.(id, digits)
          ? placeCode({ kind: 'place', rank: s.rank, lastRank: s.lastRank })
          : outside;
      });
      // The boards left drawn change no place: the leaf answers each of their combinations.
      let base = 0;
      for (const i of fixed) base += digits[i]! * strides[i]!;
      for (let wild = 0; wild < 3 ** free.length; wild++) {
        let combination = base;
        let w = wild;
        for (const i of free) {
          combination += (w % 3) * strides[i]!;
          w = Math.floor(w / 3);
        }
        leafCodes.forEach((code, c) => (codes[c]![combination] = code));
      }
    }
  }

  const contenders: ContenderScenarios[] = [];
  candidates.forEach((id, index) => {
    const own = boards.findIndex((b) => b.first === id || b.second === id);
    const described = describeContender(codes[index]!, boards, own, id, places);
    if (described.places.every((p) => p.place.kind === 'outside')) return;
    contenders.push({ player: id, points: points(id), ...(own >= 0 && { board: boards[own]!.number }), ...described });
  });
  contenders.sort((a, b) => bestRank(a) - bestRank(b) || b.points.cmp(a.points) || a.player - b.player);
  return { kind: 'enumerated', places: options.places, candidates, openBoards, boards, combinations, reranked: plan.reranks, contenders };
}

/** Whether the list ranks by points first (its first criterion the event's score): ties on points are then the only ties. */
function ledByPoints(regulation: Regulation): boolean {
  const first = regulation.tiebreaks[0];
  return first !== undefined && first.code === 'PTS' && regulation.tiebreakRounds === undefined;
}

/**
 * Ranking the candidates alone (evaluate's `participants`) gives each candidate's place
 * among the whole field whenever every other player has fewer points: then they are all
 * below it. When one has as many points or more, that player has at least `places` players
 * sure to be above (not a candidate), so the candidate is outside the places as well. This
 * answers, per combination, whether some other player is level with or above a candidate.
 *
 * Undefined when the whole field must be ranked: a list whose reach is not known (it may
 * read the ranking itself), or withdrawal rules (they change the points the ranking sees).
 */
function levelWithOthers(
  crosstable: Crosstable,
  system: PointSystem,
  candidates: readonly PlayerId[],
  boards: readonly ScenarioBoard[],
  wholeField: boolean,
): ((id: PlayerId, digits: readonly BoardResult[]) => boolean) | undefined {
  if (wholeField) return undefined;
  const scores = computeScores(crosstable, system);
  const isCandidate = new Set(candidates);
  const onBoard = new PlayerMap<{ board: number; first: boolean }>();
  boards.forEach((board, index) => {
    onBoard.set(board.first, { board: index, first: true });
    onBoard.set(board.second, { board: index, first: false });
  });
  const gained = [system.win, system.draw, system.loss];
  // The others off the boards enumerated keep their points; of those on them, the points depend on the board.
  let bestOff: Rational | undefined;
  const others: { id: PlayerId; board: number; first: boolean }[] = [];
  for (const player of crosstable.players) {
    if (isCandidate.has(player.id)) continue;
    const at = onBoard.get(player.id);
    if (at) others.push({ id: player.id, ...at });
    else {
      const points = scores.get(player.id)!.total;
      if (!bestOff || points.gt(bestOff)) bestOff = points;
    }
  }
  // Each player on a board enumerated: their points after each of its results (from the first player's side).
  const after = new PlayerMap<{ board: number; points: Rational[] }>();
  for (const [id, at] of onBoard) {
    const before = scores.get(id)!.total.sub(system.absent);
    const points = ([0, 1, 2] as const).map((digit) => before.add(gained[at.first ? digit : 2 - digit]!));
    after.set(id, { board: at.board, points });
  }
  const pointsOf = (id: PlayerId, digits: readonly BoardResult[]): Rational => {
    const at = after.get(id);
    return at ? at.points[digits[at.board]!]! : scores.get(id)!.total;
  };
  return (id, digits) => {
    const own = pointsOf(id, digits);
    if (bestOff && bestOff.ge(own)) return true;
    return others.some((other) => pointsOf(other.id, digits).ge(own));
  };
}

function bestRank(contender: ContenderScenarios): number {
  const first = contender.places[0]!.place;
  return first.kind === 'place' ? first.rank : Infinity;
}

/** The open boards, highest best score first (as a pairing card lists them), numbered from 1. */
function numberBoards(games: readonly OpenGame[], best: (id: PlayerId) => Rational): ScenarioBoard[] {
  const top = (g: OpenGame) => (best(g.first).cmp(best(g.second)) >= 0 ? best(g.first) : best(g.second));
  return [...games]
    .sort((a, b) => top(b).cmp(top(a)) || Math.min(a.first, a.second) - Math.min(b.first, b.second))
    .map((game, index) => ({ ...game, number: index + 1 }));
}

/**
 * The open boards a candidate's place can depend on: the candidates' own boards, and for
 * a list reaching `reach` steps into the opponents, the boards of the players within that
 * many steps of a candidate (over every round, the one to come included).
 */
function boardsWithinReach(
  crosstable: Crosstable,
  boards: readonly ScenarioBoard[],
  candidates: readonly PlayerId[],
  reach: number,
): ScenarioBoard[] {
  if (reach === Infinity) return [...boards];
  const opponents = new PlayerMap<PlayerId[]>();
  for (const player of crosstable.players) opponents.set(player.id, []);
  for (const player of crosstable.players)
    for (const record of player.rounds) {
      const opponent = opponentOf(record);
      if (opponent !== undefined) opponents.get(player.id)?.push(opponent);
    }
  for (const board of boards) {
    opponents.get(board.first)?.push(board.second);
    opponents.get(board.second)?.push(board.first);
  }
  const within = playersWithinReach(candidates, opponents, reach);
  return boards.filter((b) => within.has(b.first) || within.has(b.second));
}

/**
 * The crosstable with each board's game played, the result `digits[board index]`, for many
 * combinations: a board's result changes its two players' last-round records and nothing
 * else, so each player's record line after each of their board's three results is made
 * once, and each combination only picks them (the same crosstable as withResults gives).
 */
function resultsOnBoards(crosstable: Crosstable, boards: readonly ScenarioBoard[]): (digits: readonly BoardResult[]) => Crosstable {
  const variants = ([0, 1, 2] as const).map((digit) => withResults(crosstable, boards, () => digit));
  const slots: { slot: number; board: number }[] = [];
  const boardOf = new PlayerMap<number>();
  boards.forEach((board, index) => {
    boardOf.set(board.first, index);
    boardOf.set(board.second, index);
  });
  crosstable.players.forEach((player, slot) => {
    const board = boardOf.get(player.id);
    if (board !== undefined) slots.push({ slot, board });
  });
  return (digits) => {
    const players = crosstable.players.slice();
    for (const { slot, board } of slots) players[slot] = variants[digits[board]!]!.players[slot]!;
    return { ...crosstable, players };
  };
}

/** The crosstable with each board's game played (its last round), the result `resultOf(board index)`. */
function withResults(crosstable: Crosstable, boards: readonly ScenarioBoard[], resultOf: (index: number) => BoardResult): Crosstable {
  if (boards.length === 0) return crosstable;
  const round = crosstable.rounds - 1;
  const changed = new PlayerMap<Player>();
  const byId = new PlayerMap<Player>(crosstable.players.map((p) => [p.id, p]));
  boards.forEach((board, index) => {
    const result = resultOf(index);
    const play = (id: PlayerId, opponent: PlayerId, outcome: PlayedGame['outcome'], colour: PlayedGame['colour']) => {
      const player = byId.get(id)!;
      const rounds = [...player.rounds];
      rounds[round] = colour ? { kind: 'played', opponent, outcome, colour } : { kind: 'played', opponent, outcome };
      changed.set(id, { ...player, rounds });
    };
    const other = board.colour === undefined ? undefined : board.colour === 'white' ? 'black' : 'white';
    play(board.first, board.second, result === 0 ? 'win' : result === 1 ? 'draw' : 'loss', board.colour);
    play(board.second, board.first, result === 0 ? 'loss' : result === 1 ? 'draw' : 'win', other);
  });
  return { ...crosstable, players: crosstable.players.map((p) => changed.get(p.id) ?? p) };
}
