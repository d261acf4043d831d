import { maxOf } from '../../engine';

/**
 * The games of a round robin in progress, placed in rounds. A round-robin grid does not say in
 * which round a game was played (chess-results' round-robin crosstable prints results only), so
 * the reader cannot take a game's round from the grid; but the tie-breaks need each game in a
 * round, each player at most once a round, and no unplayed round where a player has played —
 * as the same event's TRF after round g has each player's g games in rounds 1..g. This finds
 * such a placement: the games in as many rounds as the most games a player has played. The
 * event's own schedule is one such placement, so one exists when the grid is of an event played
 * round by round. Which placement is found changes no criterion that does not read the order of
 * the rounds (the reader says so).
 *
 * The search is an exact cover (Knuth's dancing links): each game takes one round; each player
 * who has played the most games plays once in every round (a column that must be covered), any
 * other player at most once (a column that may be). The column with the fewest choices is
 * covered first, and the games of the first such player are given rounds 1, 2, … in order (the
 * rounds are interchangeable). It gives up after a bounded number of steps.
 */
export interface PlacedGames {
  /** The round (1-based) of each game, in the order the games were given; undefined when no placement was found. */
  roundOf: number[] | undefined;
  /** The rounds the games need: the most games a player has played, or more when a round cannot hold them. */
  rounds: number;
}

/** Link updates the search may make (under a second); the grids of 5 to 28 players need at most a few hundred thousand. */
const STEP_LIMIT = 2_000_000;

/**
 * `games` as pairs of 0-based player indexes below `players`; `roundOf` undefined when no placement
 * in that many rounds was found within the step limit.
 */
export function placeGamesInRounds(players: number, games: readonly (readonly [number, number])[]): PlacedGames {
  if (games.length === 0) return { roundOf: [], rounds: 0 };
  const degree = new Array<number>(players).fill(0);
  const met = new Set<number>();
  for (const [a, b] of games) {
    const pair = Math.min(a, b) * players + Math.max(a, b);
    // Two players each, once each pair: a grid's games are so (anything else has no placement).
    if (a === b || met.has(pair)) return { roundOf: undefined, rounds: 0 };
    degree[a]!++;
    degree[b]!++;
    met.add(pair);
  }
  // A round has at most ⌊players / 2⌋ games: an odd number of players after every round needs a round more than anyone's games.
  const rounds = Math.max(maxOf(degree, 0), Math.ceil(games.length / Math.floor(players / 2)));
  // Every player is in every round: in a game, resting (an odd number of players: one a round), or idle because
  // a game of that round is not played yet — a pair that has not met, whose two players are idle together.
  const odd = players % 2 === 1;
  const idle = degree.reduce((sum, d) => sum + rounds - d, 0) - (odd ? rounds : 0);
  const none = { roundOf: undefined, rounds };
  if (idle % 2 !== 0 || idle < 0) return none;
  const lacking = degree.flatMap((d, p) => (d < rounds ? [p] : []));
  const candidates: [number, number][] = [];
  for (const a of lacking) for (const b of lacking) if (a < b && !met.has(a * players + b)) candidates.push([a, b]);
  const instance = { players, rounds, odd, degree };
  // The pairs idle together are open in one search; when it is lost, each single pair is tried on its own.
  const direct = solve(instance, games, idle > 0 ? candidates : [], idle / 2, idle > 0 ? STEP_LIMIT / 4 : STEP_LIMIT);
  if (direct || idle !== 2) return { roundOf: direct, rounds };
  for (const pair of candidates.slice(0, MAX_SINGLE_TRIES)) {
    const found = solve(instance, games, [pair], 1, STEP_LIMIT / 40);
    if (found) return { roundOf: found, rounds };
  }
  return none;
}

/** Single pairs tried, each with a fortieth of the steps, when one game of a round is not played yet. */
const MAX_SINGLE_TRIES = 30;

interface Instance {
  players: number;
  rounds: number;
  odd: boolean;
  degree: readonly number[];
}

/**
 * One exact cover: columns for each game, each player in each round, each round's rest (an odd
 * number of players), each round a player has no game in (`rounds - degree` of them, numbered), and
 * `pairsIdle` slots for the pairs idle together, each taken by one of `waiting` (a column that may
 * stay uncovered, so each pair is idle once).
 */
function solve(
  { players, rounds, odd, degree }: Instance,
  games: readonly (readonly [number, number])[],
  waiting: readonly (readonly [number, number])[],
  pairsIdle: number,
  limit: number,
): number[] | undefined {
  const lacking = degree.flatMap((d, p) => (d < rounds ? [p] : []));
  const links = new Links();
  let columns = 0;
  const block = (count: number, primary: boolean) => {
    const start = columns;
    for (let i = 0; i < count; i++) links.addColumn(primary);
    columns += count;
    return start;
  };
  block(games.length, true);
  const playerColumns = block(players * rounds, true);
  const restColumns = block(odd ? rounds : 0, true);
  const freeColumns = new Map(lacking.map((p) => [p, block(rounds - degree[p]!, true)]));
  const slotColumns = block(pairsIdle, true);
  const waitingColumns = block(waiting.length, false);
  const playerColumn = (p: number, r: number) => playerColumns + p * rounds + r;
  const freeOf = (p: number) => Array.from({ length: rounds - degree[p]! }, (_, j) => freeColumns.get(p)! + j);
  // The rounds are interchangeable: the games of the player with the most take rounds 1, 2, … in order,
  // and the rounds that player has no game in come after them.
  const first = degree.indexOf(maxOf(degree, 0));
  const allowed = (p: number, r: number) => p !== first || r >= degree[first]!;
  let nth = 0;
  games.forEach(([a, b], g) => {
    const only = a === first || b === first ? nth++ : -1;
    for (let r = 0; r < rounds; r++) if (only < 0 || r === only) links.addRow(g, r, [g, playerColumn(a, r), playerColumn(b, r)]);
  });
  const none = -1;
  for (let r = 0; r < rounds; r++) {
    if (odd)
      for (const p of lacking)
        if (allowed(p, r)) for (const f of freeOf(p)) links.addRow(none, r, [playerColumn(p, r), restColumns + r, f]);
    waiting.forEach(([a, b], w) => {
      if (!allowed(a, r) || !allowed(b, r)) return;
      for (let slot = 0; slot < pairsIdle; slot++)
        for (const fa of freeOf(a))
          for (const fb of freeOf(b))
            links.addRow(none, r, [playerColumn(a, r), playerColumn(b, r), slotColumns + slot, waitingColumns + w, fa, fb]);
    });
  }
  const chosen = links.solve(limit);
  if (!chosen) return undefined;
  const roundOf = new Array<number>(games.length).fill(0);
  for (const { game, round } of chosen) if (game >= 0) roundOf[game] = round + 1;
  return roundOf;
}

/**
 * Dancing links over arrays: node 0 is the root, nodes 1..columns the column headers (primary
 * ones linked into the root's row, secondary ones on their own), then the rows' nodes.
 */
class Links {
  private readonly left: number[] = [0];
  private readonly right: number[] = [0];
  private readonly up: number[] = [0];
  private readonly down: number[] = [0];
  private readonly column: number[] = [0];
  private readonly gameOf: number[] = [-1];
  private readonly roundOf: number[] = [-1];
  private readonly size: number[] = [0];
  private steps = 0;

  addColumn(primary: boolean): void {
    const node = this.left.length;
    this.column.push(node);
    this.gameOf.push(-1);
    this.roundOf.push(-1);
    this.size.push(0);
    this.up.push(node);
    this.down.push(node);
    if (primary) {
      const last = this.left[0]!;
      this.left.push(last);
      this.right.push(0);
      this.right[last] = node;
      this.left[0] = node;
    } else {
      this.left.push(node);
      this.right.push(node);
    }
  }

  /** A row covering the given columns (0-based): game `game` (-1 for none) in round `round`. */
  addRow(game: number, round: number, columns: readonly number[]): void {
    let start = -1;
    for (const c of columns) {
      const header = c + 1;
      const node = this.left.length;
      this.column.push(header);
      this.gameOf.push(game);
      this.roundOf.push(round);
      this.up.push(this.up[header]!);
      this.down.push(header);
      this.down[this.up[header]!] = node;
      this.up[header] = node;
      this.size[header]!++;
      if (start < 0) {
        start = node;
        this.left.push(node);
        this.right.push(node);
      } else {
        this.left.push(this.left[start]!);
        this.right.push(start);
        this.right[this.left[start]!] = node;
        this.left[start] = node;
      }
    }
  }

  /** The rows of an exact cover of the primary columns, or undefined (none, or the step limit reached). */
  solve(limit: number): { game: number; round: number }[] | undefined {
    const chosen: number[] = [];
    return this.search(chosen, limit) ? chosen.map((node) => ({ game: this.gameOf[node]!, round: this.roundOf[node]! })) : undefined;
  }

  private search(chosen: number[], limit: number): boolean {
    if (this.right[0] === 0) return true;
    let best = this.right[0]!;
    for (let c = this.right[best]!; c !== 0; c = this.right[c]!) if (this.size[c]! < this.size[best]!) best = c;
    if (this.size[best] === 0) return false;
    this.cover(best);
    for (let row = this.down[best]!; row !== best; row = this.down[row]!) {
      if ((this.steps += this.size[best]!) > limit) break;
      chosen.push(row);
      for (let node = this.right[row]!; node !== row; node = this.right[node]!) this.cover(this.column[node]!);
      if (this.search(chosen, limit)) return true;
      for (let node = this.left[row]!; node !== row; node = this.left[node]!) this.uncover(this.column[node]!);
      chosen.pop();
    }
    this.uncover(best);
    return false;
  }

  private cover(header: number): void {
    this.right[this.left[header]!] = this.right[header]!;
    this.left[this.right[header]!] = this.left[header]!;
    for (let row = this.down[header]!; row !== header; row = this.down[row]!)
      for (let node = this.right[row]!; node !== row; node = this.right[node]!) {
        this.down[this.up[node]!] = this.down[node]!;
        this.up[this.down[node]!] = this.up[node]!;
        this.size[this.column[node]!]!--;
        this.steps++;
      }
  }

  private uncover(header: number): void {
    for (let row = this.up[header]!; row !== header; row = this.up[row]!)
      for (let node = this.left[row]!; node !== row; node = this.left[node]!) {
        this.size[this.column[node]!]!++;
        this.down[this.up[node]!] = node;
        this.up[this.down[node]!] = node;
      }
    this.right[this.left[header]!] = header;
    this.left[this.right[header]!] = header;
  }
}
