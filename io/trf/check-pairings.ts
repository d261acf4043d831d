import {
  checkReciprocity,
  describeResult,
  opponentOf,
  type ConsistencyProblem,
  type Crosstable,
  type PlayerId,
  type RoundRecord,
} from '../../engine';
import { BLOCK, RESULT, mirrors, type BlockTable } from './block-table';
import { opponentColumn, pendingAt, stateAt, type PendingBlock, type PlayerLine } from './player-line';
import { MAX_ROUNDS, roundBlockColumns } from './player-line-layout';
import type { TrfIssueCode, TrfIssues } from './trf-issues';

/**
 * The checks that need every 001 line: double forfeits, players named twice in a round,
 * and reciprocity (engine `checkReciprocity`: each game must appear on both
 * lines of the same round with opposite colours and complementary results). A block
 * already reported on its own line is not reported again.
 *
 * The blocks are visited in the file's block table (block-table.ts), found by starting
 * number and round through `BlockIndex`: a 5,000-player 15-round file has 75,000 of them.
 */
export function checkPairings(lines: readonly PlayerLine[], blocks: BlockTable, crosstable: Crosstable, issues: TrfIssues): void {
  const byId = lineIndex(lines);
  checkPendingBlocks(lines, byId, issues);
  const index = new BlockIndex(blocks, lines);
  pairDoubleForfeits(lines, index);
  // The common case, a file without pairing errors, is told in one pass over the blocks.
  if (everyPairingMirrored(lines, index)) return;

  const flagged = new Set<number>();
  lines.forEach((line) => {
    for (let round = 1; round <= line.blockCount; round++) {
      // A pending game's mirror is checked above, as a pairing without result.
      const state = stateAt(line, round);
      if (state === BLOCK.faulty || state === BLOCK.pending) flagged.add(blockKey(line.player.id, round));
    }
  });
  reportPairedTwice(lines, index, flagged, issues);

  for (const problem of checkReciprocity(crosstable)) {
    const line = byId[problem.player];
    // A block in error, or facing one, has been reported already: its reciprocity says nothing new.
    const facing = 'opponent' in problem ? flagged.has(blockKey(problem.opponent, problem.round)) : false;
    if (!line || problem.round > line.blockCount || flagged.has(blockKey(problem.player, problem.round)) || facing) continue;
    const { code, column } = locate(problem, line);
    issues.add(code, line.lineNumber, column, `Round ${problem.round}: ${explain(problem, byId)}`, problem.round);
  }
}

/** The lines by starting number: lines[id]. */
type LineIndex = readonly (PlayerLine | undefined)[];

function lineIndex(lines: readonly PlayerLine[]): LineIndex {
  const byId: (PlayerLine | undefined)[] = [];
  lines.forEach((line) => (byId[line.player.id] = line));
  return byId;
}

/** One number per (player, round): rounds are at most MAX_ROUNDS. */
function blockKey(id: PlayerId, round: number): number {
  return id * (MAX_ROUNDS + 1) + round;
}

/**
 * Where each player's blocks are in the block table, by starting number, for every starting
 * number a line has or a block names: `at(id, round)` is the entry of the player's block of the
 * round, -1 when the player has no line or the line stops before that round.
 */
class BlockIndex {
  private readonly first: Int32Array;
  private readonly count: Int32Array;

  constructor(
    readonly blocks: BlockTable,
    lines: readonly PlayerLine[],
  ) {
    const largest = largestStartingNumber(lines, blocks);
    this.first = new Int32Array(largest + 1);
    this.count = new Int32Array(largest + 1);
    lines.forEach((line) => {
      this.first[line.player.id] = line.firstBlock;
      this.count[line.player.id] = line.blockCount;
    });
  }

  /** The largest starting number a line has or a block names. */
  get largest(): number {
    return this.first.length - 1;
  }

  at(id: PlayerId, round: number): number {
    return id < this.count.length && round <= this.count[id]! ? this.first[id]! + round - 1 : -1;
  }

  /** The starting number the block of a player's round names, 0 for none (or no such block, or one in error). */
  named(id: PlayerId, round: number): number {
    const at = this.at(id, round);
    return at < 0 ? 0 : this.blocks.opponent[at]!;
  }
}

/** The largest starting number a line has or a block names. */
function largestStartingNumber(lines: readonly PlayerLine[], blocks: BlockTable): number {
  let largest = 0;
  lines.forEach((line) => (largest = Math.max(largest, line.player.id)));
  for (let i = 0; i < blocks.size; i++) largest = Math.max(largest, blocks.opponent[i]!);
  return largest;
}

/**
 * The record a line's block of a round reads: undefined when the line has no block for the
 * round or the block is in error (a pending game's block reads absent).
 */
function recordAt(line: PlayerLine | undefined, round: number): RoundRecord | undefined {
  if (!line || round > line.blockCount || stateAt(line, round) === BLOCK.faulty) return undefined;
  return line.player.rounds[round - 1];
}

/**
 * TRF-16 has no double-forfeit code: both players write `-` against each other. Each `-` is
 * read as a forfeit loss; here a `-` answered by a `-` becomes a double forfeit on both sides
 * (TieBreakServer: a double forfeit is both players' forfeit loss).
 */
function pairDoubleForfeits(lines: readonly PlayerLine[], index: BlockIndex): void {
  const { game, opponent } = index.blocks;
  lines.forEach((line) => {
    for (let round = 1, mine = line.firstBlock; round <= line.blockCount; round++, mine++) {
      if ((game[mine]! & RESULT.mask) !== RESULT.forfeitLoss) continue;
      const theirs = index.at(opponent[mine]!, round);
      if (theirs < 0 || opponent[theirs] !== line.player.id) continue;
      const their = game[theirs]! & RESULT.mask;
      if (their !== RESULT.forfeitLoss && their !== RESULT.doubleForfeit) continue;
      const record = line.player.rounds[round - 1]!;
      if (record.kind !== 'forfeit-loss') continue; // as the table says
      line.player.rounds[round - 1] = { ...record, kind: 'double-forfeit' };
      game[mine] = game[mine]! - RESULT.forfeitLoss + RESULT.doubleForfeit;
    }
  });
}

/**
 * Whether every block that names an opponent is answered by the opponent's block of the round:
 * naming the player back, with the complementary result (1 and 0, = and =, + and -, a double
 * forfeit on both sides) and not the same colour (`mirrors`). Then no player is named twice in
 * a round (of two lines naming one opponent, one is not named back), and the engine's
 * `checkReciprocity` would find nothing: both checks are left out.
 */
function everyPairingMirrored(lines: readonly PlayerLine[], index: BlockIndex): boolean {
  const { game, opponent } = index.blocks;
  return lines.every((line) => {
    const id = line.player.id;
    for (let round = 1, mine = line.firstBlock; round <= line.blockCount; round++, mine++) {
      const named = opponent[mine]!;
      if (named === 0) continue;
      const theirs = index.at(named, round);
      if (named === id || theirs < 0 || opponent[theirs] !== id || !mirrors(game[mine]!, game[theirs]!)) return false;
    }
    return true;
  });
}

/**
 * "A player twice in a round": two lines name the same opponent in one round. The line the
 * opponent names back is taken as right; every other claimant is reported (all of them when
 * the opponent names none).
 */
function reportPairedTwice(lines: readonly PlayerLine[], index: BlockIndex, flagged: Set<number>, issues: TrfIssues): void {
  const rounds = lines.reduce((most, line) => Math.max(most, line.blockCount), 0);
  // firstClaim[opponent]: 1 + the index of the first line to name that opponent in the round, 0 when none.
  const firstClaim = new Int32Array(index.largest + 1);
  for (let round = 1; round <= rounds; round++) {
    firstClaim.fill(0);
    // The claimants of each opponent named more than once (rare: an error), by the opponent's first claim.
    const claims = new Map<PlayerId, PlayerLine[]>();
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const opponent = index.named(line.player.id, round);
      if (opponent === 0 || opponent === line.player.id) continue; // pairing with oneself is checkReciprocity's
      const first = firstClaim[opponent]!;
      if (first === 0) firstClaim[opponent] = i + 1;
      else {
        const list = claims.get(opponent);
        if (list) list.push(line);
        else claims.set(opponent, [lines[first - 1]!, line]);
      }
    }
    const contested = [...claims.keys()].sort((a, b) => firstClaim[a]! - firstClaim[b]!);
    for (const opponent of contested) {
      const claimants = claims.get(opponent)!;
      const namedBack = index.named(opponent, round) || undefined;
      for (const claimant of claimants) {
        if (claimant.player.id === namedBack) continue;
        const others = claimants.filter((c) => c !== claimant).map((c) => `${c.player.id} (line ${c.lineNumber})`);
        issues.add(
          'trf/paired-twice',
          claimant.lineNumber,
          opponentColumn(claimant, round),
          `Round ${round}: player ${opponent} is also the opponent of player ${others.join(', ')}; a player meets one opponent per round${namedBack === undefined ? '' : ` (player ${opponent}'s line names ${namedBack})`}`,
          round,
        );
        flagged.add(blockKey(claimant.player.id, round));
      }
    }
  }
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
 * is reported at the line without it, and that block is marked one-sided: its round is
 * not pending for it, so the error stays one of the round it is in.
 */
function checkPendingBlocks(lines: readonly PlayerLine[], byId: LineIndex, issues: TrfIssues): void {
  lines.forEach((line) => line.pending?.forEach((pending) => checkPendingBlock(line, pending, byId, issues)));
}

function checkPendingBlock(line: PlayerLine, pending: PendingBlock, byId: LineIndex, issues: TrfIssues): void {
  const theirLine = byId[pending.opponent];
  if (!theirLine || pending.round > theirLine.blockCount) return; // an unknown opponent is reported by checkReciprocity
  const round = `Round ${pending.round}: `;
  const theirPending = pendingAt(theirLine, pending.round);
  if (theirPending?.opponent === line.player.id) {
    if (pending.colour !== undefined && pending.colour === theirPending.colour)
      issues.add(
        'trf/colour-mismatch',
        line.lineNumber,
        roundBlockColumns(pending.round).colour,
        `${round}player ${pending.opponent} has the same colour in this game, expected the other colour`,
        pending.round,
      );
    return;
  }
  const theirs = recordAt(theirLine, pending.round);
  const named = theirs && opponentOf(theirs);
  if (named === line.player.id) pending.oneSided = true;
  issues.add(
    'trf/not-mirrored',
    line.lineNumber,
    roundBlockColumns(pending.round).result,
    named === line.player.id
      ? `${round}no result, but player ${pending.opponent}'s line has ${describeResult(theirs!)} against this player; expected the result on both lines (or on neither, while the game is not played)`
      : `${round}player ${pending.opponent} has ${named === undefined ? 'no opponent' : `opponent ${named}`} in this round, expected ${line.player.id}`,
    pending.round,
  );
}
