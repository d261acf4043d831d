import type { Player, TournamentType } from '../../engine';
import type { GameRow } from './pgn-games';
import type { PgnIssues } from './pgn-issues';
import { PgnPlayers, similarNamePairs } from './player-identity';

/** Names a note lists before "and N more". */
const LISTED = 10;

/**
 * PGN records games only: a round without a game for a player may be a bye (pairing-allocated,
 * requested, a round robin's rest round), a forfeit, an absence or a withdrawal — the file cannot
 * say which. Each is read as not paired (no points; an unplayed round for the tie-breaks), and the
 * note names them.
 */
export function absentNote(players: readonly Player[], gameOf: ReadonlyMap<string, GameRow>, rounds: number): string | undefined {
  const missing: string[] = [];
  let count = 0;
  for (let round = 1; round <= rounds; round++) {
    const names = players.filter((p) => !gameOf.has(`${p.id - 1}:${round}`)).map((p) => p.name);
    if (names.length === 0 || names.length === players.length) continue;
    count += names.length;
    if (missing.length < LISTED)
      missing.push(
        `round ${round}: ${names.slice(0, LISTED).join(', ')}${names.length > LISTED ? ` and ${names.length - LISTED} more` : ''}`,
      );
  }
  if (count === 0) return undefined;
  const listed = missing.join('; ') + (missing.length === LISTED ? ' …' : '');
  return (
    `Without a game in the file: ${listed}. ` +
    'PGN records games only, so a bye, a forfeit, an absence or a withdrawal cannot be told apart; each is read as not paired — no points, an unplayed round for the tie-breaks.'
  );
}

/** Decisive or drawn games without a move: a forfeit and a game played look the same in PGN. */
export function movelessNote(rows: readonly GameRow[]): string | undefined {
  if (rows.length === 0) return undefined;
  const lines = rows.slice(0, LISTED).map((r) => r.line);
  return (
    `${rows.length === 1 ? 'A game has' : `${rows.length} games have`} a result and no move (line ${lines.join(', ')}${rows.length > LISTED ? ' …' : ''}): ` +
    'PGN cannot tell a forfeit from a game played, so each is read as played.'
  );
}

/** "a double round robin (every pair met twice)", "a Swiss (not every pair met)". */
export function typeClause(type: TournamentType, players: number): string {
  switch (type) {
    case 'round-robin':
      return `a round robin (each of the ${players} players met every other once)`;
    case 'double-round-robin':
      return `a double round robin (each of the ${players} players met every other twice)`;
    default:
      return 'a Swiss (not every pair of players met once or twice)';
  }
}

/**
 * The warnings of the matching: a player written in several ways (read as one), and two names that
 * could be one player's (read as two) — unless they share a round, when they are two players.
 */
export function identityIssues(players: PgnPlayers, gameOf: ReadonlyMap<string, GameRow>, issues: PgnIssues): void {
  for (const player of players.players) {
    if (player.spellings.size < 2) continue;
    const shown = PgnPlayers.displayName(player);
    const others = [...player.spellings].filter(([s]) => s !== shown);
    const [, at] = others[0]!;
    const why = player.fideId !== undefined ? `FIDE id ${player.fideId}` : 'the same name in another order, case, accent or punctuation';
    issues.add(
      'pgn/name-spellings',
      at.line,
      at.column,
      `${others.map(([s, seen]) => `"${s}" (${games(seen.count)})`).join(', ')} and "${shown}" (${games(player.spellings.get(shown)!.count)}) are read as one player: ${why}`,
    );
  }
  const pairs = similarNamePairs(players.players);
  if (pairs.length === 0) return;
  const roundsOf = new Map<number, Set<number>>();
  for (const [key, row] of gameOf) {
    const index = Number(key.slice(0, key.indexOf(':')));
    const own = roundsOf.get(index);
    if (own) own.add(row.round);
    else roundsOf.set(index, new Set([row.round]));
  }
  for (const [a, b] of pairs) {
    const ra = roundsOf.get(a.index) ?? new Set<number>();
    if ([...(roundsOf.get(b.index) ?? [])].some((r) => ra.has(r))) continue; // both played in one round: two players
    const at = b.spellings.values().next().value!;
    const first = a.spellings.values().next().value!;
    issues.add(
      'pgn/similar-names',
      at.line,
      at.column,
      `"${PgnPlayers.displayName(b)}" and "${PgnPlayers.displayName(a)}" (line ${first.line}) could be one player but are read as two: the names differ and no FIDE id joins them`,
    );
  }
}

function games(n: number): string {
  return `${n} game${n === 1 ? '' : 's'}`;
}
