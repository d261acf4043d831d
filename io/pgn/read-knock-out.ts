import type { KnockOutEvent, KnockOutGame, KnockOutPlayer, PlayOffResult } from '../../engine';
import { hasErrors, sortIssues, type InputIssue } from '../issues';
import { gameRows, pairGames, refuseSeveralEvents, type GameRow } from './pgn-games';
import { PgnIssues } from './pgn-issues';
import { PgnPlayers } from './player-identity';
import { scanPgn } from './scan-pgn';

/*
 * The games of a knock-out event (FIDE World Cup) from PGN: each game's Round tag, players and
 * result. Two numberings are in use, and the file says which only by its games:
 *
 * - ROUND.GAME (TWIC, the World Cups' own game files): "4.3" is game 3 of the round-4 match,
 *   the classical games 4.1 and 4.2, the tie-breaks 4.3 on. Every match's games share their
 *   round, numbered 1, 2, … .
 * - SESSION.BOARD (a live broadcast, DGT LiveChess via lichess, World Cup 2025): every game
 *   day and every tie-break game is a "round" of its own, the number after the dot its board —
 *   "42.1" is board 1 of session 42, and the knock-out round is not written. A pair of players
 *   then has one game per session; the matches starting in the same session are one round.
 *
 * The reading that the games fit is taken and said in a note; a file that fits neither is an
 * error that names both readings. docs/inputs.md "Knock-out events".
 */

export interface ReadKnockOutResult {
  /** Undefined when any issue is an error. */
  event: KnockOutEvent | undefined;
  issues: InputIssue[];
  /** How the Round tags were read, and how the rounds were formed: sentences the doors show. */
  notes: string[];
  /** "PGN, 32 players, 3 knock-out rounds, 73 games". */
  summary?: string;
}

interface Paired {
  row: GameRow;
  white: number;
  black: number;
}

export function readKnockOutPgn(text: string, options: { file?: string } = {}): ReadKnockOutResult {
  const issues = new PgnIssues(options.file);
  const games = scanPgn(text, issues);
  if (games.length === 0 && !hasErrors(issues.list))
    issues.add('pgn/text-outside-game', 1, 1, 'found no game, expected tag pairs such as [White "…"] and the moves of each game');
  const { rows, events } = gameRows(games, issues);
  refuseSeveralEvents(events, issues);
  const identities = new PgnPlayers(issues);
  const paired: Paired[] = pairGames(rows, identities, issues).map(({ row, white, black }) => ({
    row,
    white: white.index + 1,
    black: black.index + 1,
  }));
  const notes: string[] = [];
  const source = (row: GameRow) => `${options.file ?? 'PGN'}:${row.line}`;
  const read = hasErrors(issues.list) ? undefined : readRounds(paired, issues, notes, source);
  const players: KnockOutPlayer[] = identities.players.map((p) => ({ id: p.index + 1, name: PgnPlayers.displayName(p) }));
  for (const { row, white, black } of paired) {
    describe(players[white - 1]!, row.white, identities.players[white - 1]!.fideId);
    describe(players[black - 1]!, row.black, identities.players[black - 1]!.fideId);
  }
  const sorted = sortIssues(issues.list);
  const event: KnockOutEvent | undefined =
    read && !hasErrors(sorted) ? { ...(events[0] && { name: events[0].name }), players, games: read.games } : undefined;
  return {
    event,
    issues: sorted,
    notes,
    ...(read && {
      summary: `PGN, ${players.length} players, ${read.rounds} knock-out round${read.rounds === 1 ? '' : 's'}, ${read.games.length} games`,
    }),
  };
}

/** The games in knock-out rounds, by the numbering their Round tags fit. */
function readRounds(
  paired: readonly Paired[],
  issues: PgnIssues,
  notes: string[],
  source: (row: GameRow) => string,
): { games: KnockOutGame[]; rounds: number } | undefined {
  const byPair = new Map<string, Paired[]>();
  for (const game of paired) {
    const key = game.white < game.black ? `${game.white}:${game.black}` : `${game.black}:${game.white}`;
    const list = byPair.get(key);
    if (list) list.push(game);
    else byPair.set(key, [game]);
  }
  // ROUND.GAME fits when each pair's games share one round, numbered (or not numbered at all).
  let notMatchGame: Paired[] | undefined;
  // SESSION.BOARD fits when no pair has two games in one session.
  let notSessions: [Paired, Paired] | undefined;
  for (const list of byPair.values()) {
    const rounds = new Set(list.map((g) => g.row.round));
    if (!notMatchGame && rounds.size > 1) notMatchGame = list;
    if (!notSessions) {
      const seen = new Map<number, Paired>();
      for (const g of list) {
        const earlier = seen.get(g.row.round);
        if (earlier) {
          notSessions = [earlier, g];
          break;
        }
        seen.set(g.row.round, g);
      }
    }
  }
  const anyDot = paired.some((g) => g.row.board !== undefined);
  if (!notMatchGame && (anyDot || notSessions)) return matchGameReading(paired, notes, source);
  if (!notSessions) return sessionReading([...byPair.values()], notes, source);
  const [a, b] = notSessions;
  const first = notMatchGame![0]!;
  const other = notMatchGame!.find((g) => g.row.round !== first.row.round)!;
  issues.add(
    'pgn/knock-out-rounds',
    other.row.line,
    1,
    `the Round tags fit neither reading of a knock-out: as ROUND.GAME (TWIC) a match's games share their round, but ${first.row.white.name} and ${first.row.black.name} meet in rounds ${first.row.round} (line ${first.row.line}) and ${other.row.round} (line ${other.row.line}); as SESSION.BOARD (a broadcast) a pair meets at most once per session, but ${a.row.white.name} and ${a.row.black.name} have two games in round ${a.row.round} (lines ${a.row.line} and ${b.row.line})`,
  );
  return undefined;
}

/** "4.3": game 3 of the round-4 match; games without a number after the dot take the file's order. */
function matchGameReading(
  paired: readonly Paired[],
  notes: string[],
  source: (row: GameRow) => string,
): { games: KnockOutGame[]; rounds: number } {
  const next = new Map<string, number>();
  const games = paired.map(({ row, white, black }): KnockOutGame => {
    const key = `${row.round}:${Math.min(white, black)}:${Math.max(white, black)}`;
    const number = row.board ?? (next.get(key) ?? 0) + 1;
    next.set(key, number);
    return { round: row.round, game: number, white, black, result: resultOf(row), source: source(row) };
  });
  const rounds = games.reduce((max, g) => Math.max(max, g.round), 0);
  const example = paired.find((g) => g.row.board !== undefined && g.row.board > 2)?.row ?? paired[0]?.row;
  notes.push(
    example?.board !== undefined
      ? `the Round tags are read as ROUND.GAME (TWIC's numbering of a knock-out): Round "${example.round}.${example.board}" is game ${example.board} of the round-${example.round} match between its players (games 1–2 the classical games, the tie-breaks after them), not board ${example.board} of round ${example.round}`
      : 'the Round tags name the round of each game; the games of a match are numbered in the order of the file',
  );
  return { games, rounds };
}

/**
 * "42.1": board 1 of broadcast session 42. A match is a pair's games, in session order; the
 * matches that start in the same session are one knock-out round, the round after the latest
 * one either player played before (a player seeded into a later round enters it then).
 */
function sessionReading(matches: Paired[][], notes: string[], source: (row: GameRow) => string): { games: KnockOutGame[]; rounds: number } {
  for (const list of matches) list.sort((a, b) => a.row.round - b.row.round);
  matches.sort((a, b) => a[0]!.row.round - b[0]!.row.round);
  const last = new Map<number, number>();
  const groups: { session: number; matches: Paired[][] }[] = [];
  for (const list of matches) {
    const session = list[0]!.row.round;
    const group = groups[groups.length - 1];
    if (group && group.session === session) group.matches.push(list);
    else groups.push({ session, matches: [list] });
  }
  const games: KnockOutGame[] = [];
  const spans: { round: number; first: number; last: number }[] = [];
  let previous = 0;
  for (const group of groups) {
    let round = previous;
    for (const list of group.matches) {
      const { white, black } = list[0]!;
      round = Math.max(round, (last.get(white) ?? 0) + 1, (last.get(black) ?? 0) + 1);
    }
    for (const list of group.matches) {
      list.forEach(({ row, white, black }, i) =>
        games.push({ round, game: i + 1, white, black, result: resultOf(row), source: source(row) }),
      );
      const { white, black } = list[0]!;
      last.set(white, round);
      last.set(black, round);
      const end = list[list.length - 1]!.row.round;
      const span = spans.find((s) => s.round === round);
      if (span) span.last = Math.max(span.last, end);
      else spans.push({ round, first: group.session, last: end });
    }
    previous = round;
  }
  const sample = matches.find((l) => l[0]!.row.board !== undefined)?.[0]?.row;
  const rounds = spans.map((s) => `round ${s.round}: session${s.first === s.last ? ` ${s.first}` : `s ${s.first}–${s.last}`}`);
  notes.push(
    `the Round tags are read as SESSION.BOARD (a broadcast's numbering: each game day and each tie-break game numbered as a round of its own${sample ? `; Round "${sample.round}.${sample.board}" is board ${sample.board} of session ${sample.round}` : ''}), since no two players meet twice in one session; a match is a pair's games in session order, and the matches starting in the same session are one knock-out round (${rounds.join(', ')})`,
  );
  return { games, rounds: previous };
}

function resultOf(row: GameRow): PlayOffResult | undefined {
  switch (row.result) {
    case '1-0':
      return 'white';
    case '0-1':
      return 'black';
    case '1/2-1/2':
      return 'draw';
    default:
      return undefined;
  }
}

/** The player's rating, title and FIDE id from their first game that gives each. */
function describe(player: KnockOutPlayer, side: GameRow['white'], fideId: string | undefined): void {
  if (player.rating === undefined && side.rating !== undefined) player.rating = side.rating;
  if (player.title === undefined && side.title !== undefined) player.title = side.title;
  if (player.fideId === undefined && fideId !== undefined) player.fideId = fideId;
}
