import type { ByeRecord, Colour, GameOutcome, Player, PlayerId, RoundRecord } from '../../engine';
import type { PendingGame } from '../after-round';
import type { JsonFields, Placed } from './json-fields';

/**
 * A tournament's `gameList` → each player's round records. A Chess-JSON game is one record for
 * both players (FIDE TEC's Chess-JSON, as the reference server reads and writes it):
 * `round`, `white` and `black` (competitor numbers, `black` 0 for a round without opponent),
 * `wResult` and `bResult` (a result code, one of them may be left out and is then the
 * other's mirror), `played` (false: decided without play) and `rated`.
 *
 * With an opponent:
 *   played true   W / D / L        a game over the board; `rated: false` with it is a game
 *                                  that lasted less than one move (TRF W D L), as the server writes it
 *   played false  W against Z or L a forfeit, won and lost; Z against Z a double forfeit
 *   no result on either side       paired, not played yet: pending (io/after-round.ts)
 * Without an opponent:
 *   P  pairing-allocated bye (the server writes it `played: true`)
 *   W or F  full-point bye     D or H  half-point bye     Z or L  zero-point bye
 * A round with no game for a player is a round the player was not paired in (absent).
 */
export function readGames(
  fields: JsonFields,
  games: readonly Placed[],
  players: ReadonlyMap<PlayerId, Player>,
  rounds: number,
): { pending: PendingGame[]; lastRound: number } {
  const pending: PendingGame[] = [];
  /** Where each player's record of a round was read: `${round}:${id}` → path. */
  const seen = new Map<string, string>();
  let lastRound = 0;
  const take = (game: Placed, round: number, id: PlayerId, what: string): Player | undefined => {
    const player = players.get(id);
    if (!player) {
      fields.report(
        'chess-json/unknown-competitor',
        game.node,
        `${game.path}.${what}: found competitor ${id}, expected the cid of a competitor of the tournament`,
      );
      return undefined;
    }
    const key = `${round}:${id}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fields.report(
        'chess-json/twice-in-round',
        game.node,
        `${game.path}: competitor ${id} already has a game in round ${round} (${earlier}), expected one game a round`,
      );
      return undefined;
    }
    seen.set(key, game.path);
    return player;
  };
  const halves = halfRecords(games);
  for (const game of games) {
    if (!fields.object(game)) continue;
    const round = fields.integer(fields.required(game, 'round', 'the round of the game'), 'a round number');
    const white = fields.integer(fields.required(game, 'white', "the white player's competitor number"), 'a competitor number');
    const black = fields.integer(fields.member(game, 'black'), 'a competitor number, 0 for none') ?? 0;
    if (round === undefined || white === undefined) continue;
    if (round < 1 || round > rounds) {
      fields.report(
        'chess-json/round-beyond-schedule',
        fields.member(game, 'round')!.node,
        `${game.path}.round: found round ${round}, expected a round from 1 to ${rounds} (numRounds)`,
      );
      continue;
    }
    const half = halves.get(game);
    if (half === 'merged') continue;
    const read = readResult(fields, game, black !== 0, half);
    if (!read) continue;
    const whitePlayer = take(game, round, white, 'white');
    const blackPlayer = black === 0 ? undefined : take(game, round, black, 'black');
    if (!whitePlayer || (black !== 0 && !blackPlayer)) continue;
    lastRound = Math.max(lastRound, round);
    if (read.kind === 'bye') {
      whitePlayer.rounds[round - 1] = read.record;
      continue;
    }
    const at = {
      kind: 'text' as const,
      line: game.node.line,
      column: game.node.column,
      ...(fields.file !== undefined && { file: fields.file }),
    };
    if (read.kind === 'pending') {
      pending.push({ round, player: white, opponent: black, colour: 'white', location: at });
      pending.push({ round, player: black, opponent: white, colour: 'black', location: at });
      continue;
    }
    // Two records of one game, each with one player's result: the colours are not known (halfRecords).
    const colours = half ? undefined : (['white', 'black'] as const);
    whitePlayer.rounds[round - 1] = sideOf(read, 'white', black, colours?.[0]);
    blackPlayer!.rounds[round - 1] = sideOf(read, 'black', white, colours?.[1]);
  }
  return { pending, lastRound };
}

/**
 * A game whose colours are not known is written by the reference server as two records, one
 * per player, each with the player as `white` and only its own `wResult` (a TRF round block
 * with colour `-`, such as a forfeit `0009 - +` answered by `0011 - -`). Such a pair is one
 * game: the first record maps to its partner (read together, without colours), the second to
 * 'merged' (skipped).
 */
function halfRecords(games: readonly Placed[]): Map<Placed, Placed | 'merged'> {
  const halves = new Map<Placed, Placed | 'merged'>();
  const open = new Map<string, Placed>();
  const value = (game: Placed, name: string) => {
    const node = game.node.kind === 'object' ? game.node.members.get(name) : undefined;
    return node?.kind === 'number' ? node.raw : node?.kind === 'string' ? node.text : undefined;
  };
  for (const game of games) {
    if (game.node.kind !== 'object' || value(game, 'wResult') === undefined || value(game, 'bResult') !== undefined) continue;
    const [round, white, black] = [value(game, 'round'), value(game, 'white'), value(game, 'black')];
    if (black === undefined || black === '0') continue;
    const partner = open.get(`${round}:${black}:${white}`);
    if (partner) {
      open.delete(`${round}:${black}:${white}`);
      halves.set(partner, game).set(game, 'merged');
    } else open.set(`${round}:${white}:${black}`, game);
  }
  return halves;
}

type GameRead =
  | { kind: 'bye'; record: ByeRecord }
  | { kind: 'pending' }
  | { kind: 'played'; white: GameOutcome; lessThanOneMove: boolean }
  | { kind: 'forfeit'; white: 'win' | 'loss' | 'double' };

const MIRROR: Readonly<Record<string, string>> = { W: 'L', L: 'W', D: 'D' };
const BYES: Readonly<Record<string, ByeRecord['kind']>> = { P: 'pab', W: 'fpb', F: 'fpb', D: 'hpb', H: 'hpb', Z: 'zpb', L: 'zpb' };
const OUTCOMES: Readonly<Record<string, GameOutcome>> = { W: 'win', D: 'draw', L: 'loss' };
const CODES = new Set(['W', 'D', 'L', 'Z', 'P', 'F', 'H', 'A', 'X', 'U']);

function code(fields: JsonFields, game: Placed, name: 'wResult' | 'bResult'): string | undefined | null {
  const member = fields.member(game, name);
  const text = fields.text(member, 'a result code such as "W"');
  if (member && text === undefined) return null;
  if (text === undefined) return undefined;
  const upper = text.trim().toUpperCase();
  if (!CODES.has(upper)) {
    fields.report('chess-json/unknown-result', member!.node, `${member!.path}: found "${text}", expected one of W D L Z P F H`);
    return null;
  }
  return upper;
}

function readResult(fields: JsonFields, game: Placed, paired: boolean, partner?: Placed): GameRead | undefined {
  const w = code(fields, game, 'wResult');
  // The partner's white is this game's black: its wResult is the black player's result.
  const b = partner ? code(fields, partner, 'wResult') : code(fields, game, 'bResult');
  if (w === null || b === null) return undefined;
  const played = fields.boolean(fields.member(game, 'played'));
  const rated = fields.boolean(fields.member(game, 'rated'));
  const disagree = (why: string): undefined => {
    fields.report('chess-json/results-disagree', game.node, `${game.path}: ${why}`);
    return undefined;
  };
  for (const [c, name] of [
    [w, 'wResult'],
    [b, 'bResult'],
  ] as const)
    if (c === 'A' || c === 'X' || c === 'U')
      fields.report(
        'chess-json/unsupported-result',
        fields.member(game, name)!.node,
        `${game.path}.${name}: found "${c}", expected one of W D L Z P F H`,
      );
  if (w === 'A' || w === 'X' || w === 'U' || b === 'A' || b === 'X' || b === 'U') return undefined;
  if (!paired) {
    if (w === undefined) return disagree('found a round without opponent (black 0) and no wResult, expected the bye: P, F, H or Z');
    return { kind: 'bye', record: { kind: BYES[w]! } };
  }
  if (w === undefined && b === undefined) return { kind: 'pending' };
  const white = w ?? MIRROR[b!] ?? 'Z';
  const black = b ?? MIRROR[w!] ?? 'Z';
  if (white === 'P' || white === 'F' || white === 'H' || black === 'P' || black === 'F' || black === 'H')
    return disagree(
      `found the bye code "${['P', 'F', 'H'].includes(white) ? white : black}" in a game with an opponent, expected W, D, L or Z`,
    );
  if (played === false) {
    const won = (c: string) => c === 'W';
    const lost = (c: string) => c === 'Z' || c === 'L';
    if (won(white) && lost(black)) return { kind: 'forfeit', white: 'win' };
    if (lost(white) && won(black)) return { kind: 'forfeit', white: 'loss' };
    if (lost(white) && lost(black)) return { kind: 'forfeit', white: 'double' };
    return disagree(
      `found "${white}" against "${black}" in a game not played, expected a forfeit: W against Z, Z against W, or Z against Z`,
    );
  }
  const outcome = OUTCOMES[white];
  if (!outcome || MIRROR[white] !== black)
    return disagree(`found "${white}" against "${black}" in a game played, expected W against L, D against D or L against W`);
  return { kind: 'played', white: outcome, lessThanOneMove: rated === false };
}

/** One player's record of a game: `side` the player's place in it (white first), `colour` the colour when known. */
function sideOf(read: Extract<GameRead, { kind: 'played' | 'forfeit' }>, side: Colour, opponent: PlayerId, colour?: Colour): RoundRecord {
  const mirror = side === 'black';
  if (read.kind === 'played') {
    const outcome = mirror ? (read.white === 'win' ? 'loss' : read.white === 'loss' ? 'win' : 'draw') : read.white;
    const game: RoundRecord = colour ? { kind: 'played', opponent, outcome, colour } : { kind: 'played', opponent, outcome };
    return read.lessThanOneMove ? { ...game, lessThanOneMove: true } : game;
  }
  const kind = read.white === 'double' ? 'double-forfeit' : (read.white === 'win') !== mirror ? 'forfeit-win' : 'forfeit-loss';
  return colour ? { kind, opponent, colour } : { kind, opponent };
}
