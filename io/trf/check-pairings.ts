import { checkReciprocity, describeResult, opponentOf, type ConsistencyProblem, type Crosstable, type PlayerId } from '../../engine';
import type { PlayerLine } from './read-player-line';
import type { RoundBlock } from './read-round-block';
import type { TrfIssueCode, TrfIssues } from './trf-issues';

/**
 * The checks that need every 001 line: double forfeits, players named twice in a round,
 * and reciprocity (engine `checkReciprocity`, digest §7: each game must appear on both
 * lines of the same round with opposite colours and complementary results). A block
 * already reported on its own line is not reported again.
 */
export function checkPairings(lines: readonly PlayerLine[], crosstable: Crosstable, issues: TrfIssues): void {
  const byId = new Map(lines.map((l) => [l.player.id, l]));
  const blockOf = (id: PlayerId, round: number): RoundBlock | undefined => byId.get(id)?.blocks[round - 1];
  const flagged = new Set<string>();
  for (const line of lines) {
    line.blocks.forEach((b) => {
      // A pending game's mirror is checked below, as a pairing without result.
      if (!b.record || b.pending) flagged.add(key(line.player.id, b.round));
    });
  }
  checkPendingBlocks(lines, blockOf, issues);

  pairDoubleForfeits(lines, blockOf);
  reportPairedTwice(lines, blockOf, flagged, issues);

  for (const problem of checkReciprocity(crosstable)) {
    const line = byId.get(problem.player);
    const block = blockOf(problem.player, problem.round);
    // A block in error, or facing one, has been reported already: its reciprocity says nothing new.
    const facing = 'opponent' in problem ? flagged.has(key(problem.opponent, problem.round)) : false;
    if (!line || !block || flagged.has(key(problem.player, problem.round)) || facing) continue;
    const { code, column } = locate(problem, block);
    issues.add(code, line.lineNumber, column, `Round ${problem.round}: ${explain(problem, byId)}`);
  }
}

function key(id: PlayerId, round: number): string {
  return `${id}:${round}`;
}

/**
 * TRF-16 has no double-forfeit code: both players write `-` against each other. Each `-` is
 * read as a forfeit loss; here a `-` answered by a `-` becomes a double forfeit on both sides
 * (TieBreakServer: a double forfeit is both players' forfeit loss).
 */
function pairDoubleForfeits(lines: readonly PlayerLine[], blockOf: (id: PlayerId, round: number) => RoundBlock | undefined): void {
  const isForfeitLoss = (block: RoundBlock | undefined) =>
    block?.record?.kind === 'forfeit-loss' || block?.record?.kind === 'double-forfeit';
  for (const line of lines) {
    for (const block of line.blocks) {
      const record = block.record;
      if (record?.kind !== 'forfeit-loss' || record.opponent === undefined) continue;
      const theirs = blockOf(record.opponent, block.round);
      if (isForfeitLoss(theirs) && opponentOf(theirs!.record!) === line.player.id) {
        line.player.rounds[block.round - 1] = block.record = { ...record, kind: 'double-forfeit' };
      }
    }
  }
}

/**
 * "A player twice in a round": two lines name the same opponent in one round. The line the
 * opponent names back is taken as right; every other claimant is reported (all of them when
 * the opponent names none).
 */
function reportPairedTwice(
  lines: readonly PlayerLine[],
  blockOf: (id: PlayerId, round: number) => RoundBlock | undefined,
  flagged: Set<string>,
  issues: TrfIssues,
): void {
  const rounds = lines.reduce((most, line) => Math.max(most, line.blocks.length), 0);
  for (let round = 1; round <= rounds; round++) {
    // The first line to name each opponent; a list only where a second one does (rare: an error).
    const first = new Map<PlayerId, PlayerLine>();
    const claims = new Map<PlayerId, PlayerLine[]>();
    for (const line of lines) {
      const record = line.blocks[round - 1]?.record;
      const opponent = record && opponentOf(record);
      if (opponent === undefined || opponent === line.player.id) continue; // pairing with oneself is checkReciprocity's
      const earlier = first.get(opponent);
      if (earlier === undefined) first.set(opponent, line);
      else {
        const list = claims.get(opponent);
        if (list) list.push(line);
        else claims.set(opponent, [earlier, line]);
      }
    }
    for (const opponent of first.keys()) {
      const claimants = claims.get(opponent);
      if (claimants === undefined) continue;
      const theirs = blockOf(opponent, round)?.record;
      const namedBack = theirs && opponentOf(theirs);
      for (const claimant of claimants) {
        if (claimant.player.id === namedBack) continue;
        const others = claimants.filter((c) => c !== claimant).map((c) => `${c.player.id} (line ${c.lineNumber})`);
        issues.add(
          'trf/paired-twice',
          claimant.lineNumber,
          claimant.blocks[round - 1]!.opponentColumn,
          `Round ${round}: player ${opponent} is also the opponent of player ${others.join(', ')}; a player meets one opponent per round${namedBack === undefined ? '' : ` (player ${opponent}'s line names ${namedBack})`}`,
        );
        flagged.add(key(claimant.player.id, round));
      }
    }
  }
}

function locate(problem: ConsistencyProblem, block: RoundBlock): { code: TrfIssueCode; column: number } {
  switch (problem.code) {
    case 'unknown-opponent':
      return { code: 'trf/unknown-opponent', column: block.opponentColumn };
    case 'paired-with-self':
      return { code: 'trf/paired-with-self', column: block.opponentColumn };
    case 'not-mirrored':
      return { code: 'trf/not-mirrored', column: block.opponentColumn };
    case 'result-mismatch':
      return { code: 'trf/result-mismatch', column: block.resultColumn };
    case 'colour-mismatch':
      return { code: 'trf/colour-mismatch', column: block.colourColumn };
  }
}

function explain(problem: ConsistencyProblem, byId: ReadonlyMap<PlayerId, PlayerLine>): string {
  const at = (id: PlayerId) => `player ${id}${byId.has(id) ? ` (line ${byId.get(id)!.lineNumber})` : ''}`;
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
function checkPendingBlocks(
  lines: readonly PlayerLine[],
  blockOf: (id: PlayerId, round: number) => RoundBlock | undefined,
  issues: TrfIssues,
): void {
  for (const line of lines) {
    for (const block of line.blocks) {
      const pending = block.pending;
      if (!pending) continue;
      const theirs = blockOf(pending.opponent, block.round);
      if (!theirs) continue; // an unknown opponent is reported by checkReciprocity
      const round = `Round ${block.round}: `;
      if (theirs.pending?.opponent === line.player.id) {
        if (pending.colour !== undefined && pending.colour === theirs.pending.colour)
          issues.add(
            'trf/colour-mismatch',
            line.lineNumber,
            block.colourColumn,
            `${round}player ${pending.opponent} has the same colour in this game, expected the other colour`,
          );
        continue;
      }
      const named = theirs.record && opponentOf(theirs.record);
      issues.add(
        'trf/not-mirrored',
        line.lineNumber,
        block.resultColumn,
        named === line.player.id
          ? `${round}no result, but player ${pending.opponent}'s line has ${describeResult(theirs.record!)} against this player; expected the result on both lines (or on neither, while the game is not played)`
          : `${round}player ${pending.opponent} has ${named === undefined ? 'no opponent' : `opponent ${named}`} in this round, expected ${line.player.id}`,
      );
    }
  }
}
