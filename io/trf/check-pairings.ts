import {
  checkReciprocity,
  describeResult,
  opponentOf,
  type Colour,
  type ConsistencyProblem,
  type Crosstable,
  type PlayerId,
  type RoundRecord,
} from '../../engine';
import { BLOCK, opponentColumn, pendingAt, type PlayerLine } from './player-line';
import { MAX_ROUNDS, roundBlockColumns } from './player-line-layout';
import type { TrfIssueCode, TrfIssues } from './trf-issues';

/**
 * The checks that need every 001 line: double forfeits, players named twice in a round,
 * and reciprocity (engine `checkReciprocity`, digest §7: each game must appear on both
 * lines of the same round with opposite colours and complementary results). A block
 * already reported on its own line is not reported again.
 *
 * Lines are found by starting number in an array, and blocks by a number (`blockKey`): a
 * 5,000-player 15-round file has 75,000 blocks to look up.
 */
export function checkPairings(lines: readonly PlayerLine[], crosstable: Crosstable, issues: TrfIssues): void {
  const byId = lineIndex(lines);
  checkPendingBlocks(lines, byId, issues);
  pairDoubleForfeits(lines, byId);
  // The common case, a file without pairing errors, is told in one pass over the blocks.
  if (everyPairingMirrored(lines)) return;

  const flagged = new Set<number>();
  for (const line of lines) {
    const states = line.states;
    for (let round = 1; round <= states.length; round++) {
      // A pending game's mirror is checked above, as a pairing without result.
      const state = states[round - 1];
      if (state === BLOCK.faulty || state === BLOCK.pending) flagged.add(blockKey(line.player.id, round));
    }
  }
  reportPairedTwice(lines, byId, flagged, issues);

  for (const problem of checkReciprocity(crosstable)) {
    const line = byId[problem.player];
    // A block in error, or facing one, has been reported already: its reciprocity says nothing new.
    const facing = 'opponent' in problem ? flagged.has(blockKey(problem.opponent, problem.round)) : false;
    if (!line || problem.round > line.states.length || flagged.has(blockKey(problem.player, problem.round)) || facing) continue;
    const { code, column } = locate(problem, line);
    issues.add(code, line.lineNumber, column, `Round ${problem.round}: ${explain(problem, byId)}`);
  }
}

/**
 * Whether every block that names an opponent is answered by the opponent's block of the round:
 * naming the player back, with the complementary result (1 and 0, = and =, + and -, a double
 * forfeit on both sides) and not the same colour. Then no player is named twice in a round
 * (of two lines naming one opponent, one is not named back), and the engine's
 * `checkReciprocity` would find nothing: both checks are left out.
 *
 * The records are read once, in file order, into typed arrays; the opponents' blocks are then
 * looked up there. Following each opponent's objects instead (line, player, rounds, record) is
 * a cache miss per step: it took as long as reading the file.
 */
function everyPairingMirrored(lines: readonly PlayerLine[]): boolean {
  const table = pairingTable(lines);
  if (!table) return false;
  const { width, opponent, game, lineOf } = table;
  for (let index = 0; index < lines.length; index++) {
    const id = lines[index]!.player.id;
    for (let mine = index * width, end = mine + width; mine < end; mine++) {
      const named = opponent[mine]!;
      if (named === 0) continue;
      const theirLine = named < lineOf.length ? lineOf[named]! - 1 : -1;
      if (named === id || theirLine < 0) return false;
      const theirs = theirLine * width + (mine - index * width);
      if (opponent[theirs] !== id || !mirrors(game[mine]!, game[theirs]!)) return false;
    }
  }
  return true;
}

/**
 * The records that name an opponent, as numbers: entry `line * width + round - 1` holds the
 * opponent's starting number (0: none, or a block in error) and the game's code
 * (`gameCode`); `lineOf[id]` is 1 + the index of the player's line. Undefined when a record
 * names no starting number the table can hold (left to the full checks).
 */
function pairingTable(
  lines: readonly PlayerLine[],
): { width: number; opponent: Int32Array; game: Uint8Array; lineOf: Int32Array } | undefined {
  const width = lines.reduce((most, line) => Math.max(most, line.states.length), 0);
  const opponent = new Int32Array(lines.length * width);
  const game = new Uint8Array(lines.length * width);
  let largest = 0;
  for (let index = 0; index < lines.length; index++) {
    const { player, states } = lines[index]!;
    largest = Math.max(largest, player.id);
    for (let round = 1; round <= states.length; round++) {
      const record = player.rounds[round - 1]!;
      const named = opponentOf(record);
      if (named === undefined || states[round - 1] === BLOCK.faulty) continue;
      if (!(named > 0 && named <= MAX_START_NUMBER)) return undefined;
      opponent[index * width + round - 1] = named;
      game[index * width + round - 1] = gameCode(record);
      largest = Math.max(largest, named);
    }
  }
  const lineOf = new Int32Array(largest + 1);
  lines.forEach((line, index) => (lineOf[line.player.id] = index + 1));
  return { width, opponent, game, lineOf };
}

/** Starting numbers have 4 columns (TRF-16 001, columns 5-8). */
const MAX_START_NUMBER = 9999;

/** A record's result (1-6, MIRRORED gives the other side's) plus its colour (WHITE, BLACK or 0). */
const RESULT = { win: 1, draw: 2, loss: 3, forfeitWin: 4, forfeitLoss: 5, doubleForfeit: 6, mask: 7 } as const;
const MIRRORED = [0, RESULT.loss, RESULT.draw, RESULT.win, RESULT.forfeitLoss, RESULT.forfeitWin, RESULT.doubleForfeit];
const WHITE = 8;
const BLACK = 16;

function gameCode(record: RoundRecord): number {
  let result = 0;
  let colour: Colour | undefined;
  switch (record.kind) {
    case 'played':
      result = RESULT[record.outcome];
      colour = record.colour;
      break;
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
      result =
        record.kind === 'forfeit-win' ? RESULT.forfeitWin : record.kind === 'forfeit-loss' ? RESULT.forfeitLoss : RESULT.doubleForfeit;
      colour = record.colour;
      break;
  }
  return result + (colour === 'white' ? WHITE : colour === 'black' ? BLACK : 0);
}

/** Whether two game codes are the two sides of one game (checkReciprocity's rules, the valid cases only). */
function mirrors(mine: number, theirs: number): boolean {
  const colour = mine & (WHITE | BLACK);
  if (colour !== 0 && colour === (theirs & (WHITE | BLACK))) return false;
  return (theirs & RESULT.mask) === MIRRORED[mine & RESULT.mask];
}

/** The lines by starting number: lines[id]. */
type LineIndex = readonly (PlayerLine | undefined)[];

function lineIndex(lines: readonly PlayerLine[]): LineIndex {
  const byId: (PlayerLine | undefined)[] = [];
  for (const line of lines) byId[line.player.id] = line;
  return byId;
}

/** One number per (player, round): rounds are at most MAX_ROUNDS. */
function blockKey(id: PlayerId, round: number): number {
  return id * (MAX_ROUNDS + 1) + round;
}

/**
 * The record a line's block of a round reads: undefined when the line has no block for the
 * round or the block is in error (a pending game's block reads absent).
 */
function recordAt(line: PlayerLine | undefined, round: number): RoundRecord | undefined {
  if (!line || round > line.states.length || line.states[round - 1] === BLOCK.faulty) return undefined;
  return line.player.rounds[round - 1];
}

/**
 * TRF-16 has no double-forfeit code: both players write `-` against each other. Each `-` is
 * read as a forfeit loss; here a `-` answered by a `-` becomes a double forfeit on both sides
 * (TieBreakServer: a double forfeit is both players' forfeit loss).
 */
function pairDoubleForfeits(lines: readonly PlayerLine[], byId: LineIndex): void {
  for (const line of lines) {
    const rounds = line.player.rounds;
    for (let round = 1; round <= line.states.length; round++) {
      const record = rounds[round - 1]!;
      if (record.kind !== 'forfeit-loss' || record.opponent === undefined) continue;
      const theirs = recordAt(byId[record.opponent], round);
      const forfeited = theirs?.kind === 'forfeit-loss' || theirs?.kind === 'double-forfeit';
      if (forfeited && opponentOf(theirs) === line.player.id) rounds[round - 1] = { ...record, kind: 'double-forfeit' };
    }
  }
}

/**
 * "A player twice in a round": two lines name the same opponent in one round. The line the
 * opponent names back is taken as right; every other claimant is reported (all of them when
 * the opponent names none).
 */
function reportPairedTwice(lines: readonly PlayerLine[], byId: LineIndex, flagged: Set<number>, issues: TrfIssues): void {
  const rounds = lines.reduce((most, line) => Math.max(most, line.states.length), 0);
  // firstClaim[opponent]: 1 + the index of the first line to name that opponent in the round, 0 when none.
  const firstClaim = new Int32Array(largestOpponent(lines) + 1);
  for (let round = 1; round <= rounds; round++) {
    firstClaim.fill(0);
    // The claimants of each opponent named more than once (rare: an error), by the opponent's first claim.
    const claims = new Map<PlayerId, PlayerLine[]>();
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      const record = recordAt(line, round);
      const opponent = record && opponentOf(record);
      if (opponent === undefined || opponent === line.player.id) continue; // pairing with oneself is checkReciprocity's
      const first = firstClaim[opponent]!;
      if (first === 0) firstClaim[opponent] = index + 1;
      else {
        const list = claims.get(opponent);
        if (list) list.push(line);
        else claims.set(opponent, [lines[first - 1]!, line]);
      }
    }
    const contested = [...claims.keys()].sort((a, b) => firstClaim[a]! - firstClaim[b]!);
    for (const opponent of contested) {
      const claimants = claims.get(opponent)!;
      const theirs = recordAt(byId[opponent], round);
      const namedBack = theirs && opponentOf(theirs);
      for (const claimant of claimants) {
        if (claimant.player.id === namedBack) continue;
        const others = claimants.filter((c) => c !== claimant).map((c) => `${c.player.id} (line ${c.lineNumber})`);
        issues.add(
          'trf/paired-twice',
          claimant.lineNumber,
          opponentColumn(claimant, round),
          `Round ${round}: player ${opponent} is also the opponent of player ${others.join(', ')}; a player meets one opponent per round${namedBack === undefined ? '' : ` (player ${opponent}'s line names ${namedBack})`}`,
        );
        flagged.add(blockKey(claimant.player.id, round));
      }
    }
  }
}

/** The largest starting number any block names (opponents need not have a line). */
function largestOpponent(lines: readonly PlayerLine[]): number {
  let largest = 0;
  for (const { player, states } of lines) {
    for (let round = 1; round <= states.length; round++) {
      const opponent = opponentOf(player.rounds[round - 1]!);
      if (opponent !== undefined && opponent > largest) largest = opponent;
    }
  }
  return largest;
}

function locate(problem: ConsistencyProblem, line: PlayerLine): { code: TrfIssueCode; column: number } {
  switch (problem.code) {
    case 'unknown-opponent':
      return { code: 'trf/unknown-opponent', column: opponentColumn(line, problem.round) };
    case 'paired-with-self':
      return { code: 'trf/paired-with-self', column: opponentColumn(line, problem.round) };
    case 'not-mirrored':
      return { code: 'trf/not-mirrored', column: opponentColumn(line, problem.round) };
    case 'result-mismatch':
      return { code: 'trf/result-mismatch', column: roundBlockColumns(problem.round).result };
    case 'colour-mismatch':
      return { code: 'trf/colour-mismatch', column: roundBlockColumns(problem.round).colour };
  }
}

function explain(problem: ConsistencyProblem, byId: LineIndex): string {
  const at = (id: PlayerId) => `player ${id}${byId[id] ? ` (line ${byId[id].lineNumber})` : ''}`;
  switch (problem.code) {
    case 'unknown-opponent':
      return `opponent ${problem.opponent} is not a player of this file, expected one of the starting numbers of the 001 lines`;
    case 'paired-with-self':
      return `player ${problem.player} is paired with himself, expected another player's starting number or 0000`;
    case 'not-mirrored': {
      const found = opponentOf(problem.found);
      return `${at(problem.opponent)} has ${found === undefined ? `no opponent (${describeResult(problem.found)})` : `opponent ${found}`} in this round, expected ${problem.player}`;
    }
    case 'result-mismatch':
      return `${at(problem.opponent)} has ${describeResult(problem.found)} against this player, expected ${problem.expected}`;
    case 'colour-mismatch':
      return `${at(problem.opponent)} has the same colour in this game, expected the other colour`;
  }
}

/**
 * A game paired without result (`0007 w `) is written on both lines: the opponent's block
 * names the player, with the other colour and no result either. A result on one line only
 * is reported at the line without it.
 */
function checkPendingBlocks(lines: readonly PlayerLine[], byId: LineIndex, issues: TrfIssues): void {
  for (const line of lines) {
    for (const pending of line.pending ?? []) {
      const theirLine = byId[pending.opponent];
      if (!theirLine || pending.round > theirLine.states.length) continue; // an unknown opponent is reported by checkReciprocity
      const round = `Round ${pending.round}: `;
      const theirPending = pendingAt(theirLine, pending.round);
      if (theirPending?.opponent === line.player.id) {
        if (pending.colour !== undefined && pending.colour === theirPending.colour)
          issues.add(
            'trf/colour-mismatch',
            line.lineNumber,
            roundBlockColumns(pending.round).colour,
            `${round}player ${pending.opponent} has the same colour in this game, expected the other colour`,
          );
        continue;
      }
      const theirs = recordAt(theirLine, pending.round);
      const named = theirs && opponentOf(theirs);
      issues.add(
        'trf/not-mirrored',
        line.lineNumber,
        roundBlockColumns(pending.round).result,
        named === line.player.id
          ? `${round}no result, but player ${pending.opponent}'s line has ${describeResult(theirs!)} against this player; expected the result on both lines (or on neither, while the game is not played)`
          : `${round}player ${pending.opponent} has ${named === undefined ? 'no opponent' : `opponent ${named}`} in this round, expected ${line.player.id}`,
      );
    }
  }
}
