import { Rational } from '../arith';
import type { BoardPrizeRules, BoardPrizeTie, Player, PlayerId, Team, TeamEvent, TeamId } from '../model';
import { tournamentPerformance } from '../tiebreaks';

/*
 * Board prizes of a team event (the `board prizes` article): for each board, its players
 * ranked by the performance rating (C.07 10.2: ARO + dp) or the percentage of the games they
 * played over the board there — ECU General Tournament Regulations B.7.1 ("the best performance
 * rating on their respective boards", "the player takes part in at least 70% of the rounds")
 * and the Chess Olympiad's board prizes. A game lost or won by default, a bye and an empty board
 * are no games (B.7.1.1: unplayed games as the FIDE rules count them; C.07 10.2 reads the games
 * played). The board a game counts for is the player's board in the team list or the board it
 * was played on, as the regulation says (BoardPrizeRules.boards).
 */

export interface BoardPrizeEntry {
  player: PlayerId;
  name: string;
  team: TeamId;
  teamName: string;
  /** Games played over the board that count for this list. */
  games: number;
  points: Rational;
  /** points ÷ games; undefined without a game. */
  percentage?: Rational;
  /** C.07 10.2 on the games against rated opponents (their ratings within the cap, if any); undefined without one. */
  performance?: number;
  /** Enough games for the list (the minimum, or the reserves' minimum) and a value to rank by. */
  eligible: boolean;
  /** Competition rank among the eligible (tied players share it); undefined for the others. */
  rank?: number;
  lastRank?: number;
  /** What placed an eligible player: the measure, a tie key, or "shared". */
  decidedBy?: string;
}

export interface BoardPrizeList {
  /** The board (1 = top), or 'reserve': the reserves' own list when games count on the registered board. */
  board: number | 'reserve';
  minimumGames: number;
  /** Eligible players first, in order; then the others by games. */
  entries: BoardPrizeEntry[];
}

const KEY_WORDS: Readonly<Record<BoardPrizeTie | 'performance-rating' | 'percentage', string>> = {
  'performance-rating': 'performance rating',
  percentage: 'percentage',
  games: 'games played',
  'team-place': 'team place',
};

/** Each board's list (boards 1 … N, then the reserves' list when it has players), ranked by the rules. */
export function evaluateBoardPrizes(event: TeamEvent, teamPlaces: ReadonlyMap<TeamId, number>, rules: BoardPrizeRules): BoardPrizeList[] {
  const players = new Map(event.players.map((p) => [p.id, p]));
  const tallies = new Map<string, Tally>();
  const members = new Map(event.teams.map((t) => [t.id, membersByName(t, players)]));
  for (const team of event.teams) collectGames(event, team, players, members, rules, tallies);
  const lists: BoardPrizeList[] = [];
  const boards: (number | 'reserve')[] = Array.from({ length: event.boards }, (_, k) => k + 1);
  if (rules.boards === 'registered') boards.push('reserve');
  for (const board of boards) {
    const minimum = board === 'reserve' ? (rules.reserveMinimumGames ?? rules.minimumGames) : rules.minimumGames;
    const onBoard = [...tallies.values()].filter((t) => t.board === board);
    if (board === 'reserve' && onBoard.length === 0) continue;
    const entries = onBoard.map((t) => entryOf(t, rules, minimumFor(t, board, rules), players.get(t.player)));
    lists.push({ board, minimumGames: minimum, entries: ranked(entries, rules, teamPlaces) });
  }
  return lists;
}

interface Tally {
  player: PlayerId;
  team: Team;
  board: number | 'reserve';
  /** A member listed after the boards of a match (the reserves' minimum applies). */
  reserve: boolean;
  games: number;
  points: Rational;
  rated: { ratings: number[]; points: Rational };
}

/**
 * A team's members by name: a match board names its two players (model/team-match.ts), each a
 * member of their team. A name two members share names neither (undefined).
 */
export function membersByName(team: Team, players: ReadonlyMap<PlayerId, Player>): Map<string, PlayerId | undefined> {
  const byName = new Map<string, PlayerId | undefined>();
  for (const id of team.members) {
    const name = players.get(id)?.name;
    if (name !== undefined) byName.set(name, byName.has(name) ? undefined : id);
  }
  return byName;
}

function collectGames(
  event: TeamEvent,
  team: Team,
  players: Map<PlayerId, Player>,
  members: ReadonlyMap<TeamId, Map<string, PlayerId | undefined>>,
  rules: BoardPrizeRules,
  tallies: Map<string, Tally>,
): void {
  const place = (id: PlayerId) => team.members.indexOf(id) + 1;
  team.rounds.forEach((record) => {
    if (record.kind !== 'match') return;
    for (const board of record.boards) {
      if (board.result.kind !== 'played' || !board.players) continue;
      const own = members.get(team.id)?.get(board.players[0]);
      const opponent = members.get(record.opponent)?.get(board.players[1]);
      if (own === undefined) continue;
      const registered = place(own);
      const reserve = registered === 0 || registered > event.boards;
      const listed: number | 'reserve' = rules.boards === 'played' ? board.board : reserve ? 'reserve' : registered;
      const key = `${own}/${listed}`;
      const tally = tallies.get(key) ?? {
        player: own,
        team,
        board: listed,
        reserve,
        games: 0,
        points: Rational.ZERO,
        rated: { ratings: [], points: Rational.ZERO },
      };
      tallies.set(key, tally);
      const points = board.result.outcome === 'win' ? Rational.ONE : board.result.outcome === 'draw' ? Rational.of(1, 2) : Rational.ZERO;
      tally.games++;
      tally.points = tally.points.add(points);
      const rating = opponent === undefined ? undefined : players.get(opponent)?.rating;
      if (rating === undefined) continue;
      tally.rated.ratings.push(capped(rating, players.get(own)?.rating, rules.ratingDifferenceCap));
      tally.rated.points = tally.rated.points.add(points);
    }
  });
}

/** ECU B.7.1.1: "the maximum rating difference of two players shall be 400 points" — an opponent counted at most that far from the player. */
function capped(rating: number, own: number | undefined, cap: number | undefined): number {
  if (cap === undefined || own === undefined) return rating;
  return Math.min(own + cap, Math.max(own - cap, rating));
}

function minimumFor(tally: Tally, board: number | 'reserve', rules: BoardPrizeRules): number {
  return board === 'reserve' || tally.reserve ? (rules.reserveMinimumGames ?? rules.minimumGames) : rules.minimumGames;
}

function entryOf(tally: Tally, rules: BoardPrizeRules, minimum: number, player: Player | undefined): BoardPrizeEntry {
  const percentage = tally.games > 0 ? tally.points.div(Rational.of(tally.games)) : undefined;
  const performance = tally.rated.ratings.length > 0 ? tournamentPerformance(tally.rated.ratings, tally.rated.points) : undefined;
  const value = rules.by === 'performance-rating' ? performance : percentage;
  return {
    player: tally.player,
    name: player?.name ?? String(tally.player),
    team: tally.team.id,
    teamName: tally.team.name,
    games: tally.games,
    points: tally.points,
    ...(percentage && { percentage }),
    ...(performance !== undefined && { performance }),
    eligible: tally.games >= minimum && value !== undefined,
  };
}

/** The keys compared in order, higher first (a team place lower first). */
function keysOf(entry: BoardPrizeEntry, rules: BoardPrizeRules, teamPlaces: ReadonlyMap<TeamId, number>): Rational[] {
  const measure = rules.by === 'performance-rating' ? Rational.of(entry.performance ?? 0) : (entry.percentage ?? Rational.ZERO);
  return [
    measure,
    ...rules.ties.map((tie) =>
      tie === 'games'
        ? Rational.of(entry.games)
        : tie === 'percentage'
          ? (entry.percentage ?? Rational.ZERO)
          : Rational.of(-(teamPlaces.get(entry.team) ?? Number.MAX_SAFE_INTEGER)),
    ),
  ];
}

function compareKeys(a: readonly Rational[], b: readonly Rational[]): number {
  for (let k = 0; k < a.length; k++) {
    const cmp = b[k]!.cmp(a[k]!);
    if (cmp !== 0) return cmp;
  }
  return 0;
}

/** The first key at which two entries differ; the number of keys when none does. */
function firstDifference(a: readonly Rational[], b: readonly Rational[]): number {
  let k = 0;
  while (k < a.length && a[k]!.eq(b[k]!)) k++;
  return k;
}

function ranked(entries: BoardPrizeEntry[], rules: BoardPrizeRules, teamPlaces: ReadonlyMap<TeamId, number>): BoardPrizeEntry[] {
  const eligible = entries.filter((e) => e.eligible);
  const keys = new Map(eligible.map((e) => [e, keysOf(e, rules, teamPlaces)]));
  eligible.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!) || a.player - b.player);
  const names = [KEY_WORDS[rules.by], ...rules.ties.map((t) => KEY_WORDS[t])];
  eligible.forEach((entry, index) => {
    const own = keys.get(entry)!;
    const before = index > 0 ? keys.get(eligible[index - 1]!)! : undefined;
    const after = index + 1 < eligible.length ? keys.get(eligible[index + 1]!)! : undefined;
    const tiedBefore = before !== undefined && compareKeys(before, own) === 0;
    entry.rank = tiedBefore ? eligible[index - 1]!.rank! : index + 1;
    let last = index;
    while (last + 1 < eligible.length && compareKeys(keys.get(eligible[last + 1]!)!, own) === 0) last++;
    entry.lastRank = last + 1;
    const needed = Math.max(before ? firstDifference(before, own) : 0, after ? firstDifference(own, after) : 0);
    entry.decidedBy = entry.rank !== entry.lastRank ? 'shared' : names[Math.min(needed, names.length - 1)]!;
  });
  const others = entries.filter((e) => !e.eligible).sort((a, b) => b.games - a.games || a.player - b.player);
  return [...eligible, ...others];
}
