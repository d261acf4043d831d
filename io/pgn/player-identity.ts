import type { PgnIssues } from './pgn-issues';

/** One side of a game as its tags give it. */
export interface PgnSide {
  name: string;
  /** Digits only; undefined when the tag is absent, empty, 0 or not a FIDE id. */
  fideId?: string;
  /** Where the White or Black tag is. */
  line: number;
  column: number;
}

/** A player as the games name them: every spelling seen, and the FIDE id when one is given. */
export interface PgnPlayer {
  index: number;
  key: string;
  fideId?: string;
  /** Each spelling, with its count and where it was first seen, in the order first seen. */
  spellings: Map<string, { count: number; line: number; column: number }>;
}

/**
 * A name compared as a name: accents, case, punctuation (commas, dots, hyphens, apostrophes) and
 * word order left out — "Ding, Liren", "Liren Ding" and "DING Liren" are one key.
 */
export function nameKey(name: string): string {
  return nameWords(name).sort().join(' ');
}

function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,'’`_\-‐–]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
}

/**
 * The players of a PGN: a side with a FIDE id is the player with that id; a side without one is
 * the player of that name (nameKey). A name given with a FIDE id joins the player of that name
 * without one; a name with a second FIDE id is a second player (a warning says so); a name
 * without id that two players with different ids have is an error (it cannot be told which).
 */
export class PgnPlayers {
  readonly players: PgnPlayer[] = [];
  private readonly byId = new Map<string, PgnPlayer>();
  private readonly byKey = new Map<string, PgnPlayer[]>();
  private readonly warnedTwoIds = new Set<string>();

  constructor(private readonly issues: PgnIssues) {}

  /** The player of a side; undefined when the name alone cannot tell which (an error is reported). */
  resolve(side: PgnSide): PgnPlayer | undefined {
    const key = nameKey(side.name);
    const named = this.byKey.get(key) ?? [];
    if (side.fideId !== undefined) {
      const known = this.byId.get(side.fideId);
      if (known) return this.seen(known, side);
      const withoutId = named.find((p) => p.fideId === undefined);
      if (withoutId) {
        withoutId.fideId = side.fideId;
        this.byId.set(side.fideId, withoutId);
        return this.seen(withoutId, side);
      }
      const other = named[0];
      if (other && !this.warnedTwoIds.has(key)) {
        this.warnedTwoIds.add(key);
        this.issues.add(
          'pgn/same-name-two-ids',
          side.line,
          side.column,
          `"${side.name}" has FIDE id ${side.fideId} here and ${other.fideId} at line ${first(other).line}: read as two players with one name`,
        );
      }
      return this.create(key, side);
    }
    if (named.length === 0) return this.create(key, side);
    if (named.length === 1) return this.seen(named[0]!, side);
    const ids = named.map((p) => `${p.fideId} (line ${first(p).line})`).join(', ');
    this.issues.add(
      'pgn/ambiguous-name',
      side.line,
      side.column,
      `"${side.name}" has no FIDE id, and ${named.length} players of that name have different FIDE ids (${ids}); expected the FIDE id of this game's player`,
    );
    return undefined;
  }

  /** The name a player is shown by: the spelling of most games, the first seen of equal ones. */
  static displayName(player: PgnPlayer): string {
    let best = '';
    let most = 0;
    for (const [spelling, { count }] of player.spellings) {
      if (count > most) {
        best = spelling;
        most = count;
      }
    }
    return best;
  }

  private create(key: string, side: PgnSide): PgnPlayer {
    const player: PgnPlayer = {
      index: this.players.length,
      key,
      ...(side.fideId !== undefined && { fideId: side.fideId }),
      spellings: new Map(),
    };
    this.players.push(player);
    if (side.fideId !== undefined) this.byId.set(side.fideId, player);
    const named = this.byKey.get(key);
    if (named) named.push(player);
    else this.byKey.set(key, [player]);
    return this.seen(player, side);
  }

  private seen(player: PgnPlayer, side: PgnSide): PgnPlayer {
    const spelling = player.spellings.get(side.name);
    if (spelling) spelling.count++;
    else player.spellings.set(side.name, { count: 1, line: side.line, column: side.column });
    // A second key under one FIDE id: the id joins them, and a later name without id finds the player by either.
    if (!(this.byKey.get(nameKey(side.name)) ?? []).includes(player)) {
      const key = nameKey(side.name);
      const named = this.byKey.get(key);
      if (named) named.push(player);
      else this.byKey.set(key, [player]);
    }
    return player;
  }
}

function first(player: PgnPlayer): { line: number; column: number } {
  return player.spellings.values().next().value!;
}

/** Players a bucket of one shared word may hold before its pairs are not compared (a common surname in a large open). */
const MAX_BUCKET = 64;

/**
 * Pairs of players whose names could be one person's: every word of the shorter name is a word of
 * the longer or its initial ("Carlsen,M" and "Carlsen, Magnus"; "So, W" and "So, Wesley"), with at
 * least one whole word in common. Compared only within the players sharing a whole word, so a
 * large field is not compared pair by pair.
 */
export function similarNamePairs(players: readonly PgnPlayer[]): [PgnPlayer, PgnPlayer][] {
  const buckets = new Map<string, PgnPlayer[]>();
  const words = new Map<PgnPlayer, string[]>();
  for (const player of players) {
    const own = nameWords(PgnPlayers.displayName(player));
    words.set(player, own);
    for (const word of new Set(own)) {
      if (word.length < 2) continue;
      const bucket = buckets.get(word);
      if (bucket) bucket.push(player);
      else buckets.set(word, [player]);
    }
  }
  const pairs: [PgnPlayer, PgnPlayer][] = [];
  const seen = new Set<string>();
  for (const bucket of buckets.values()) {
    if (bucket.length < 2 || bucket.length > MAX_BUCKET) continue;
    for (let a = 0; a < bucket.length; a++) {
      for (let b = a + 1; b < bucket.length; b++) {
        const [p, q] = [bucket[a]!, bucket[b]!];
        const id = `${Math.min(p.index, q.index)}-${Math.max(p.index, q.index)}`;
        if (seen.has(id) || p.key === q.key) continue;
        seen.add(id);
        if (p.fideId !== undefined && q.fideId !== undefined) continue; // two FIDE ids: two players
        if (couldBeOne(words.get(p)!, words.get(q)!)) pairs.push(p.index < q.index ? [p, q] : [q, p]);
      }
    }
  }
  return pairs.sort((x, y) => x[0].index - y[0].index || x[1].index - y[1].index);
}

function couldBeOne(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Array<boolean>(long.length).fill(false);
  let whole = false;
  // Whole words first, then initials.
  const rest: string[] = [];
  for (const word of short) {
    const k = long.findIndex((w, i) => !used[i] && w === word);
    if (k >= 0) {
      used[k] = true;
      if (word.length >= 2) whole = true;
    } else rest.push(word);
  }
  for (const word of rest) {
    const k = long.findIndex((w, i) => !used[i] && (word.length === 1 ? w.startsWith(word) : w.length === 1 && word.startsWith(w)));
    if (k < 0) return false;
    used[k] = true;
  }
  return whole;
}
