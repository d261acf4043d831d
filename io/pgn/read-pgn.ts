import { ABSENT, STANDARD, type Crosstable, type Player, type RoundRecord } from '../../engine';
import { settleRounds, type PendingGame } from '../after-round';
import { hasErrors, sortIssues, type InputIssue } from '../issues';
import { typeFromPairings } from '../trf/tournament-type';
import { gameRows, pairGames, refuseSeveralEvents, type GameRow } from './pgn-games';
import { PgnIssues } from './pgn-issues';
import { absentNote, identityIssues, movelessNote, typeClause } from './pgn-notes';
import { PgnPlayers, type PgnPlayer } from './player-identity';
import { scanPgn } from './scan-pgn';

export interface ReadPgnOptions {
  /** File name used in issue locations. */
  file?: string;
  /** Rank as after this round (io/after-round.ts); default: the last complete round. */
  round?: number;
  /** The round asked for (else the last paired) is the round to come (io/after-round.ts). */
  open?: boolean;
}

export interface ReadPgnResult {
  /** Undefined when any issue is an error. */
  crosstable: Crosstable | undefined;
  /** Sorted by line and column. */
  issues: InputIssue[];
  /** The round the standings are after, and the last round with a game in the file. */
  afterRound?: number;
  lastRound?: number;
  /** What PGN cannot say and how it was read (byes, forfeits), and what the rounds disagree on: sentences the doors show. */
  notes: string[];
  /** What was read, in one sentence: "PGN, 8 players, 14 rounds, a double round robin (…)". */
  summary?: string;
  /** With `open`: the games of the round to come, result *. */
  openGames?: PendingGame[];
}

/** Whether text is PGN: its first line that is not blank or an escape line (%) begins with a tag pair. */
export function isPgnText(text: string): boolean {
  const first = /^(?:[ \t]*(?:%[^\n]*)?\r?\n)*[ \t]*(.{0,80})/.exec(text)?.[1] ?? '';
  return /^\[[A-Za-z0-9_]+[ \t]+"/.test(first);
}

/**
 * PGN text → crosstable (PGN Standard 1994): each game's Round, White, Black and Result tags
 * (with WhiteFideId/BlackFideId, WhiteElo/BlackElo, WhiteTitle/BlackTitle) are one game of the
 * crosstable; the movetext is skipped. Players are matched by FIDE id, else by name
 * (player-identity.ts); starting numbers follow first appearance, round by round and board by
 * board. A game with result * is paired without a result, as in a TRF (io/after-round.ts).
 * Decode bytes first with `decodeTrfBytes`.
 */
export function readPgn(text: string, options: ReadPgnOptions = {}): ReadPgnResult {
  const issues = new PgnIssues(options.file);
  const games = scanPgn(text, issues);
  if (games.length === 0 && !hasErrors(issues.list))
    issues.add('pgn/text-outside-game', 1, 1, 'found no game, expected tag pairs such as [White "…"] and the moves of each game');
  const { rows, events, roundsFromEvent } = gameRows(games, issues);
  refuseSeveralEvents(events, issues);
  if (roundsFromEvent.length > 0) {
    const first = roundsFromEvent[0]!;
    issues.add(
      'pgn/round-from-event',
      first.line,
      1,
      `${roundsFromEvent.length === 1 ? 'a game has' : `${roundsFromEvent.length} games have`} no Round tag: the round is read from the Event tag's "Round N:" (a lichess study's chapter name), as "${first.event}" gives round ${/\d+/.exec(first.event)![0]}`,
    );
  }

  // Round by round, board by board, then in file order: the starting numbers follow first appearance.
  rows.sort((a, b) => a.round - b.round || (a.board ?? Infinity) - (b.board ?? Infinity) || a.index - b.index);
  const identities = new PgnPlayers(issues);
  const paired = pairGames(rows, identities, issues);
  const rounds = rows.reduce((last, row) => Math.max(last, row.round), 0);
  const players: Player[] = identities.players.map((p) => ({ id: p.index + 1, name: PgnPlayers.displayName(p), fields: {}, rounds: [] }));
  for (const player of players) for (let r = 0; r < rounds; r++) player.rounds.push(ABSENT);
  const gameOf = new Map<string, GameRow>();
  const pending: PendingGame[] = [];
  const location = (row: GameRow) => ({
    kind: 'text' as const,
    line: row.resultLine,
    column: row.resultColumn,
    ...(options.file === undefined ? {} : { file: options.file }),
  });
  for (const { row, white, black } of paired) {
    const twice = [white, black].map((p) => gameOf.get(`${p.index}:${row.round}`)).find((g) => g !== undefined);
    if (twice) {
      const who = gameOf.get(`${white.index}:${row.round}`) ? row.white : row.black;
      issues.add(
        'pgn/player-twice-in-round',
        who.line,
        who.column,
        `"${who.name}" already has a game in round ${row.round} (line ${twice.line}), expected one game a round`,
      );
      continue;
    }
    gameOf.set(`${white.index}:${row.round}`, row);
    gameOf.set(`${black.index}:${row.round}`, row);
    describePlayer(players[white.index]!, white, row.white);
    describePlayer(players[black.index]!, black, row.black);
    const [w, b] = records(row, white.index + 1, black.index + 1);
    if (!w || !b) {
      pending.push({ round: row.round, player: white.index + 1, opponent: black.index + 1, colour: 'white', location: location(row) });
      continue;
    }
    players[white.index]!.rounds[row.round - 1] = w;
    players[black.index]!.rounds[row.round - 1] = b;
  }
  identityIssues(identities, gameOf, issues);

  const notes: string[] = [];
  const roundsWithGames = new Set(rows.map((r) => r.round));
  for (let round = 1; round < rounds; round++) {
    if (roundsWithGames.has(round)) continue;
    issues.add(
      'pgn/empty-round',
      1,
      1,
      `round ${round} has no game in the file, though round ${rounds} has: every player reads round ${round} as unplayed`,
    );
  }
  const absent = absentNote(players, gameOf, rounds);
  if (absent) notes.push(absent);
  const moveless = movelessNote(paired.map((g) => g.row).filter((r) => !r.moves && r.result !== '*'));
  if (moveless) notes.push(moveless);

  const meta: Record<string, string> = {};
  if (events[0]) meta.name = events[0].name;
  const crosstable: Crosstable = {
    ...(events[0] && { name: events[0].name }),
    type: typeFromPairings(players),
    rounds,
    players,
    pointSystem: STANDARD,
    meta,
  };
  const fileLocation = { kind: 'text' as const, line: 1, column: 1, ...(options.file === undefined ? {} : { file: options.file }) };
  const settled =
    players.length > 0
      ? settleRounds(
          crosstable,
          pending,
          { ...(options.round !== undefined && { requested: options.round }), ...(options.open && { open: true }) },
          'pgn',
          fileLocation,
        )
      : undefined;
  const sorted = sortIssues([...issues.list, ...(settled?.issues ?? [])]);
  return {
    crosstable: hasErrors(sorted) || !settled ? undefined : settled.crosstable,
    issues: sorted,
    ...(settled && { afterRound: settled.afterRound, lastRound: settled.lastPaired }),
    notes: [...notes, ...(settled?.roundNotes ?? [])],
    ...(players.length > 0 && {
      summary: `PGN, ${players.length} players, ${rounds} round${rounds === 1 ? '' : 's'}, ${typeClause(crosstable.type, players.length)}`,
    }),
    ...(options.open && settled && { openGames: settled.open }),
  };
}

/** The game's two records; undefined for a game not finished (result *). */
function records(row: GameRow, white: number, black: number): [RoundRecord, RoundRecord] | [undefined, undefined] {
  switch (row.result) {
    case '1-0':
      return [
        { kind: 'played', opponent: black, colour: 'white', outcome: 'win' },
        { kind: 'played', opponent: white, colour: 'black', outcome: 'loss' },
      ];
    case '0-1':
      return [
        { kind: 'played', opponent: black, colour: 'white', outcome: 'loss' },
        { kind: 'played', opponent: white, colour: 'black', outcome: 'win' },
      ];
    case '1/2-1/2':
      return [
        { kind: 'played', opponent: black, colour: 'white', outcome: 'draw' },
        { kind: 'played', opponent: white, colour: 'black', outcome: 'draw' },
      ];
    default:
      return [undefined, undefined];
  }
}

/** The player's rating, title and FIDE id: from their first game (round order) that gives each. */
function describePlayer(player: Player, identity: PgnPlayer, side: GameRow['white']): void {
  if (player.rating === undefined && side.rating !== undefined) player.rating = side.rating;
  if (player.title === undefined && side.title !== undefined) player.title = side.title;
  if (player.fideId === undefined && identity.fideId !== undefined) player.fideId = identity.fideId;
}
