import type { Crosstable, Player } from './crosstable';
import { PlayerMap } from './player-map';
import { colourOf, mirrorOutcome, opponentOf, otherColour, type PlayerId, type RoundRecord } from './round-record';

/**
 * Reciprocity of a crosstable: every game must appear in both participants' rows
 * in the same round, with opposite colours and complementary results (docs/inputs.md: a
 * game that does not mirror its opponent's entry is an error). The readers in io/ turn each
 * problem into an issue located at the cell or TRF column it came from.
 */
export type ConsistencyProblem =
  | { code: 'unknown-opponent'; player: PlayerId; round: number; opponent: PlayerId }
  | { code: 'paired-with-self'; player: PlayerId; round: number }
  | { code: 'not-mirrored'; player: PlayerId; round: number; opponent: PlayerId; found: RoundRecord }
  | { code: 'result-mismatch'; player: PlayerId; round: number; opponent: PlayerId; expected: string; found: RoundRecord }
  | { code: 'colour-mismatch'; player: PlayerId; round: number; opponent: PlayerId };

export function checkReciprocity(crosstable: Crosstable): ConsistencyProblem[] {
  const players = crosstable.players;
  const table = gameTable(players);
  const playerOf = (id: PlayerId) => {
    const position = table.positions.get(id);
    return position === undefined ? undefined : players[position];
  };
  const problems: ConsistencyProblem[] = [];
  for (let p = 0; p < players.length; p++) {
    const player = players[p]!;
    const rounds = player.rounds;
    for (let index = 0; index < rounds.length; index++) {
      if (table.mirrors(p, index)) continue;
      const problem = mirrorProblem(playerOf, player.id, index, rounds[index]!);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** No opponent in the round; an opponent the table cannot follow (the player's own id, an unknown id). */
const NO_OPPONENT = -1;
const UNFOLLOWED = -2;
/** Outcomes as numbers that mirror to 4 − n; 0 for a record that is not a game played. */
const OUTCOME_CODE: Readonly<Record<string, number>> = { win: 1, draw: 2, loss: 3 };
const COLOUR_CODE: Readonly<Record<string, number>> = { white: 1, black: 2 };

/**
 * Every record of the crosstable as numbers, in one pass over the records: its opponent's
 * position in the player list, and for a game played its outcome and colour. Most records are
 * games whose two sides mirror; the table finds them without reading the opponent's record
 * object, a cache miss each (seconds over the 300,000 records of a 20,000-player Swiss). It
 * only answers "mirrors"; every other record is looked at as a record (mirrorProblem), which
 * says what, if anything, is wrong.
 */
function gameTable(players: readonly Player[]): {
  positions: PlayerMap<number>;
  mirrors: (position: number, index: number) => boolean;
} {
  // The last player of an id is the one an id finds, as in playerIndex.
  const positions = new PlayerMap<number>();
  let width = 0;
  for (let p = 0; p < players.length; p++) {
    positions.set(players[p]!.id, p);
    width = Math.max(width, players[p]!.rounds.length);
  }
  const opponents = new Int32Array(players.length * width).fill(NO_OPPONENT);
  const outcomes = new Uint8Array(players.length * width);
  const colours = new Uint8Array(players.length * width);
  for (let p = 0; p < players.length; p++) {
    const player = players[p]!;
    for (let index = 0; index < player.rounds.length; index++) {
      const record = player.rounds[index]!;
      const opponent = opponentOf(record);
      if (opponent === undefined) continue;
      const at = p * width + index;
      opponents[at] = opponent === player.id ? UNFOLLOWED : (positions.get(opponent) ?? UNFOLLOWED);
      if (record.kind !== 'played') continue;
      const colour = record.colour === undefined ? 0 : COLOUR_CODE[record.colour];
      // A colour the table does not know leaves the game to mirrorProblem (outcome 0).
      if (colour !== undefined) outcomes[at] = OUTCOME_CODE[record.outcome] ?? 0;
      colours[at] = colour ?? 0;
    }
  }
  const mirrors = (position: number, index: number) => {
    const mine = position * width + index;
    const opponent = opponents[mine]!;
    if (opponent === NO_OPPONENT) return true;
    if (opponent === UNFOLLOWED || opponents[opponent * width + index] !== position) return false;
    const theirs = opponent * width + index;
    const outcome = outcomes[mine]!;
    // Outcomes that mirror (a win against a loss, a draw against a draw) and not the same colour.
    return outcome !== 0 && outcomes[theirs] === 4 - outcome && (colours[mine] === 0 || colours[mine] !== colours[theirs]);
  };
  return { positions, mirrors };
}

/** What is wrong with one record against its opponent's record of the same round, if anything. */
function mirrorProblem(
  playerOf: (id: PlayerId) => Player | undefined,
  id: PlayerId,
  index: number,
  record: RoundRecord,
): ConsistencyProblem | undefined {
  const round = index + 1;
  const opponentId = opponentOf(record);
  if (opponentId === undefined) return undefined;
  if (opponentId === id) return { code: 'paired-with-self', player: id, round };
  const opponent = playerOf(opponentId);
  if (!opponent) return { code: 'unknown-opponent', player: id, round, opponent: opponentId };
  const theirs = opponent.rounds[index];
  if (!theirs || opponentOf(theirs) !== id)
    return { code: 'not-mirrored', player: id, round, opponent: opponentId, found: theirs ?? { kind: 'absent' } };
  // The common case first, without building the texts: a game whose two sides mirror.
  const mirrored = record.kind === 'played' && theirs.kind === 'played' && theirs.outcome === mirrorOutcome(record.outcome);
  if (!mirrored) {
    const expected = expectedMirror(record);
    if (expected !== describeResult(theirs))
      return { code: 'result-mismatch', player: id, round, opponent: opponentId, expected, found: theirs };
  }
  const mine = colourOf(record);
  const their = colourOf(theirs);
  if (mine && their && their !== otherColour(mine)) return { code: 'colour-mismatch', player: id, round, opponent: opponentId };
  return undefined;
}

/** A short, stable description of a record's result, used in messages. */
export function describeResult(record: RoundRecord): string {
  switch (record.kind) {
    case 'played':
      return record.outcome;
    default:
      return record.kind;
  }
}

function expectedMirror(record: RoundRecord): string {
  switch (record.kind) {
    case 'played':
      return mirrorOutcome(record.outcome);
    case 'forfeit-win':
      return 'forfeit-loss';
    case 'forfeit-loss':
      return 'forfeit-win';
    default:
      return record.kind;
  }
}
