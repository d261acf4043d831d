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
import { listReach } from './reach';
import { describeContender } from './simplify';
import type { BoardResult, ContenderScenarios, OpenGame, ScenarioBoard, ScenarioPlace, Scenarios } from './types';

/** 3^9 combinations: each is a full re-ranking by `evaluate` (about 1.5 ms for 16 players). */
export const DEFAULT_COMBINATION_LIMIT = 19_683;

export interface ScenarioOptions {
  /** Places 1..places are reported. */
  places: number;
  /** At most this many combinations are re-ranked (DEFAULT_COMBINATION_LIMIT). */
  limit?: number;
}

/**
 * Every combination of results on the open boards that can change a candidate's place,
 * each re-ranked by `evaluate` (the one ranking implementation), grouped per contender.
 *
 * `crosstable` runs through the round to come, its open games read `absent`. A candidate
 * is a player who can still reach the places on points: fewer than `places` players are
 * sure to finish with more points. A player outside the candidates has at least `places`
 * players above them whatever happens, so cannot be level with or above a candidate that
 * reaches the places: the candidates' places depend only on the candidates' own boards and
 * on the boards their tie-breaks read (their opponents' for Buchholz, theirs' for AOB —
 * reach.ts). The other open boards are set to draws: they change no candidate's place.
 */
export function enumerateScenarios(
  crosstable: Crosstable,
  regulation: Regulation,
  games: readonly OpenGame[],
  options: ScenarioOptions,
): Scenarios {
  const system = regulation.pointSystem ?? crosstable.pointSystem;
  const scores = computeScores(crosstable, system);
  const points = (id: PlayerId): Rational => scores.get(id)!.total;
  const openOf = new PlayerMap<OpenGame>();
  for (const game of games) {
    openOf.set(game.first, game);
    openOf.set(game.second, game);
  }
  // An open game reads `absent` until its result is in: its points are replaced by the result's.
  const best = (id: PlayerId) => (openOf.has(id) ? points(id).sub(system.absent).add(system.win) : points(id));
  const worst = (id: PlayerId) => (openOf.has(id) ? points(id).sub(system.absent).add(system.loss) : points(id));

  const candidates = candidatesOnPoints(crosstable.players, best, worst, options.places);
  const openBoards = numberBoards(games, best);
  const reach = listReach(regulation.tiebreaks);
  const boards = boardsWithinReach(crosstable, openBoards, candidates, reach);
  const combinations = 3 ** boards.length;
  const limit = options.limit ?? DEFAULT_COMBINATION_LIMIT;
  if (combinations > limit) return { kind: 'over-bound', candidates, boards, combinations, limit };

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
  const digits = new Array<BoardResult>(boards.length).fill(0);
  const level = levelWithOthers(settled, system, candidates, boards, reach === Infinity || regulation.withdrawals !== undefined);
  const participants = level ? new Set(candidates) : undefined;
  for (let combination = 0; combination < combinations; combination++) {
    let rest = combination;
    for (let i = 0; i < boards.length; i++) {
      digits[i] = (rest % 3) as BoardResult;
      rest = Math.floor(rest / 3);
    }
    const evaluation = evaluate(
      withResults(settled, boards, (i) => digits[i]!),
      regulation,
      participants ? { participants } : {},
    );
    const standing = new PlayerMap<{ rank: number; lastRank: number }>();
    for (const s of evaluation.standings) standing.set(s.player, s);
    candidates.forEach((id, index) => {
      const s = standing.get(id);
      codes[index]![combination] =
        s && s.rank <= options.places && !level?.(id, digits) ? placeCode({ kind: 'place', rank: s.rank, lastRank: s.lastRank }) : outside;
    });
  }

  const contenders: ContenderScenarios[] = [];
  candidates.forEach((id, index) => {
    const own = boards.findIndex((b) => b.first === id || b.second === id);
    const described = describeContender(codes[index]!, boards, own, id, places);
    if (described.places.every((p) => p.place.kind === 'outside')) return;
    contenders.push({ player: id, points: points(id), ...(own >= 0 && { board: boards[own]!.number }), ...described });
  });
  contenders.sort((a, b) => bestRank(a) - bestRank(b) || b.points.cmp(a.points) || a.player - b.player);
  return { kind: 'enumerated', places: options.places, candidates, openBoards, boards, combinations, contenders };
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

/** Players fewer than `places` others are sure to finish above on points. */
function candidatesOnPoints(
  players: readonly Player[],
  best: (id: PlayerId) => Rational,
  worst: (id: PlayerId) => Rational,
  places: number,
): PlayerId[] {
  // The `places`-th highest sure score: a player whose best reaches it has fewer than `places` sure to be above.
  const sure = players.map((p) => worst(p.id)).sort((a, b) => b.cmp(a));
  const bar = sure[places - 1];
  return players.filter((p) => bar === undefined || best(p.id).cmp(bar) >= 0).map((p) => p.id);
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
  const within = new Set<PlayerId>(candidates);
  let frontier: PlayerId[] = [...candidates];
  for (let step = 0; step < reach && frontier.length > 0; step++) {
    const next: PlayerId[] = [];
    for (const id of frontier)
      for (const opponent of opponents.get(id) ?? [])
        if (!within.has(opponent)) {
          within.add(opponent);
          next.push(opponent);
        }
    frontier = next;
  }
  return boards.filter((b) => within.has(b.first) || within.has(b.second));
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
