import { MAX_ROUNDS } from '../limits';
import type { PgnIssues } from './pgn-issues';
import type { PgnPlayer, PgnPlayers, PgnSide } from './player-identity';
import type { PgnGame, PgnTag } from './scan-pgn';

export type PgnResult = '1-0' | '0-1' | '1/2-1/2' | '*';
const RESULTS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** One game as the crosstable needs it: round (and board), the two sides, the result. */
export interface GameRow {
  /** The game's place in the file (0-based), for a stable order. */
  index: number;
  round: number;
  board?: number;
  white: PgnSide & { rating?: number; title?: string };
  black: PgnSide & { rating?: number; title?: string };
  result: PgnResult;
  /** Where the Result tag's value is (the location of a game not finished). */
  resultLine: number;
  resultColumn: number;
  /** The movetext holds a move. */
  moves: boolean;
  line: number;
}

/** What the tags of the games say beside their rows. */
export interface GameRows {
  rows: GameRow[];
  /** The Event names (a lichess study's "Round N: …" chapter names left out), in the order first seen, with a line of each. */
  events: { name: string; line: number; column: number }[];
  /** Games whose round was read from their Event tag's "Round N:". */
  roundsFromEvent: { line: number; event: string }[];
}

/** "Round 2: Richard Rapport - Alireza Firouzja": the chapter name a lichess study writes into Event. */
const CHAPTER = /^Round\s+(\d{1,3})(?:\.(\d{1,4}))?\s*[:\-–]/i;
/** "3", "3.1", "03.12", "Round 3": a round, and a board after the dot. */
const ROUND = /^(?:round\s*)?(\d{1,3})(?:\.(\d{1,4}))?$/i;
const UNKNOWN = new Set(['', '?', '-']);

/** The games' tags → rows; a game with a tag that cannot be read is reported and left out. */
export function gameRows(games: readonly PgnGame[], issues: PgnIssues): GameRows {
  const rows: GameRow[] = [];
  const events = new Map<string, { name: string; line: number; column: number }>();
  const roundsFromEvent: GameRows['roundsFromEvent'] = [];
  games.forEach((game, index) => {
    const event = game.tags.get('Event');
    const chapter = event ? CHAPTER.exec(event.value.trim()) : null;
    if (event && !chapter && !UNKNOWN.has(event.value.trim()) && !events.has(event.value.trim()))
      events.set(event.value.trim(), { name: event.value.trim(), line: event.line, column: event.valueColumn });
    const white = game.tags.get('White');
    const black = game.tags.get('Black');
    const result = game.tags.get('Result');
    const absent = (tag: PgnTag | undefined) => !tag || UNKNOWN.has(tag.value.trim());
    const missing = [absent(white) && 'White', absent(black) && 'Black', !result && 'Result'].filter(
      (t): t is string => typeof t === 'string',
    );
    if (missing.length > 0) {
      issues.add(
        'pgn/missing-tag',
        game.line,
        game.column,
        `the game beginning here has no ${missing.join(' or ')} (or "?"), expected [White "…"], [Black "…"] and [Result "…"]`,
      );
      return;
    }
    const resultValue = result!.value.trim();
    if (!RESULTS.includes(resultValue)) {
      issues.add('pgn/bad-result', result!.line, result!.valueColumn, `found Result "${resultValue}", expected 1-0, 0-1, 1/2-1/2 or *`);
      return;
    }
    const ended = game.termination;
    if (ended && ended.token !== resultValue) {
      issues.add(
        'pgn/result-mismatch',
        ended.line,
        ended.column,
        `the moves end with ${ended.token} but the Result tag (line ${result!.line}) says ${resultValue}; expected the same result in both`,
      );
      return;
    }
    const round = roundOf(game, chapter, issues);
    if (!round) return;
    if (round.fromEvent) roundsFromEvent.push({ line: event!.line, event: event!.value.trim() });
    rows.push({
      index,
      round: round.round,
      ...(round.board !== undefined && { board: round.board }),
      white: side(game, white!, 'White', issues),
      black: side(game, black!, 'Black', issues),
      result: resultValue as PgnResult,
      resultLine: result!.line,
      resultColumn: result!.valueColumn,
      moves: game.moves,
      line: game.line,
    });
  });
  return { rows, events: [...events.values()], roundsFromEvent };
}

function roundOf(
  game: PgnGame,
  chapter: RegExpExecArray | null,
  issues: PgnIssues,
): { round: number; board?: number; fromEvent?: true } | undefined {
  const tag = game.tags.get('Round');
  const value = tag?.value.trim() ?? '';
  if (UNKNOWN.has(value)) {
    if (chapter) return { ...numbers(chapter), fromEvent: true };
    const where = tag ? tag : game;
    const found = tag ? `Round "${value}"` : 'no Round tag';
    issues.add(
      'pgn/missing-round',
      where.line,
      tag ? tag.valueColumn : where.column,
      `found ${found} for ${game.tags.get('White')?.value ?? '?'} v ${game.tags.get('Black')?.value ?? '?'}, expected the round number such as [Round "3"] or [Round "3.1"]`,
    );
    return undefined;
  }
  const match = ROUND.exec(value);
  const read = match && numbers(match);
  if (!read || read.round < 1 || read.round > MAX_ROUNDS) {
    const shown = value.length > 20 ? `${value.slice(0, 20)}…` : value;
    issues.add(
      'pgn/bad-round',
      tag!.line,
      tag!.valueColumn,
      `found Round "${shown}", expected a round from 1 to ${MAX_ROUNDS}, with .BOARD after it when the file gives boards (3 or 3.1)`,
    );
    return undefined;
  }
  return read;
}

function numbers(match: RegExpExecArray): { round: number; board?: number } {
  return { round: Number(match[1]), ...(match[2] !== undefined && { board: Number(match[2]) }) };
}

function side(game: PgnGame, tag: PgnTag, colour: 'White' | 'Black', issues: PgnIssues): GameRow['white'] {
  const idTag = game.tags.get(`${colour}FideId`);
  const id = idTag?.value.trim() ?? '';
  let fideId: string | undefined;
  if (/^\d{1,12}$/.test(id) && !/^0+$/.test(id)) fideId = id.replace(/^0+/, '');
  else if (idTag && !UNKNOWN.has(id) && !/^0+$/.test(id))
    issues.add(
      'pgn/bad-fide-id',
      idTag.line,
      idTag.valueColumn,
      `found ${colour}FideId "${id}", expected the digits of a FIDE id; matched by name`,
    );
  const elo = game.tags.get(`${colour}Elo`)?.value.trim() ?? '';
  const title = game.tags.get(`${colour}Title`)?.value.trim() ?? '';
  return {
    name: tag.value.trim(),
    ...(fideId !== undefined && { fideId }),
    line: tag.line,
    column: tag.valueColumn,
    ...(/^\d{1,4}$/.test(elo) && Number(elo) > 0 && { rating: Number(elo) }),
    ...(title !== '' && !UNKNOWN.has(title) && { title }),
  };
}

/**
 * Each game with its two players resolved (PgnPlayers.resolve, in the order of the rows); a game
 * whose two sides are one player is refused (pgn/same-player), a side that cannot be resolved
 * already reported by resolve.
 */
export function pairGames(
  rows: readonly GameRow[],
  identities: PgnPlayers,
  issues: PgnIssues,
): { row: GameRow; white: PgnPlayer; black: PgnPlayer }[] {
  const paired: { row: GameRow; white: PgnPlayer; black: PgnPlayer }[] = [];
  for (const row of rows) {
    const white = identities.resolve(row.white);
    const black = identities.resolve(row.black);
    if (!white || !black) continue;
    if (white === black) {
      issues.add(
        'pgn/same-player',
        row.black.line,
        row.black.column,
        `"${row.black.name}" is White and Black of one game, expected two players`,
      );
      continue;
    }
    paired.push({ row, white, black });
  }
  return paired;
}

/** The games of one file are one event: a second Event tag is an error at it (pgn/several-events), naming the first five. */
export function refuseSeveralEvents(events: readonly { name: string; line: number; column: number }[], issues: PgnIssues): void {
  if (events.length > 1) {
    const names = events.slice(0, 5).map((e) => `"${e.name}" (line ${e.line})`);
    issues.add(
      'pgn/several-events',
      events[1]!.line,
      events[1]!.column,
      `the games name ${events.length} events: ${names.join(', ')}${events.length > 5 ? ' …' : ''}; expected the games of one event`,
    );
  }
}
