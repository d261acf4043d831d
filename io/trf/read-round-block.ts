import type { ByeRecord, Colour, GameOutcome, RoundRecord } from '../../engine';
import { roundBlockColumns, type FixedLine } from './player-line-layout';
import { BYE_CODES, GAME_CODES, type ByeKind } from './result-codes';
import type { TrfIssueCode, TrfIssues } from './trf-issues';

/**
 * One round block of a 001 line → a round record (TRF-16 result codes, digest §7.5).
 *
 * With an opponent:
 *   1 = 0      game won / drawn / lost over the board
 *   W D L      game that lasted less than one move (played, not rated — TBS `played: true, rated: false`)
 *   + -        forfeit win / loss; a `-` answered by a `-` is a double forfeit for both (check-pairings.ts)
 * Without an opponent (`0000` or a blank opponent field):
 *   U          pairing-allocated bye        H  half-point bye
 *   F          full-point bye               Z  zero-point bye
 *   - or blank not paired: 'absent' (withdrawn / late entry / not paired, as in the fixtures)
 *
 * Odd combinations, decided here once:
 *   0000 - +   a forfeit win against nobody. Older files wrote the pairing-allocated bye this
 *              way; bbpPairings reads it as a bye the player "participated in the pairing" for,
 *              TieBreakServer as an unplayed win. Read as a PAB, with the warning
 *              trf/legacy-bye-code (written back as `0000 - U`).
 *   0000 - =   a draw against nobody: the pre-TRF-16 half-point bye (bbpPairings accepts it).
 *              Read as an HPB, with trf/legacy-bye-code.
 *   0000 x 1   a game result (1 = 0 W D L) without opponent: error trf/game-without-opponent.
 *   0007 w H   a bye code (H F U Z) with an opponent: error trf/bye-with-opponent (bbpPairings rejects it too).
 *   0007 w     an opponent without result: a game paired but not played yet (the last round of
 *              an event in progress, or a postponed game): read as `absent` and kept in
 *              `pending` (io/after-round.ts decides which round the standings are after).
 *   0000 w U   a colour without opponent: warning trf/colour-without-opponent, colour dropped.
 * Letters are accepted in either case (TieBreakServer and bbpPairings upper-case them).
 */
export interface RoundBlock {
  round: number;
  /** The record, or undefined when the block has an error (already reported). */
  record: RoundRecord | undefined;
  opponentColumn: number;
  colourColumn: number;
  resultColumn: number;
  /** The block was blank (nothing between its columns). */
  blank: boolean;
  /** A game paired without a result yet (`0007 w `): the record reads `absent`. */
  pending?: { opponent: number; colour: Colour | undefined };
}

/** Result code of a game → outcome, and whether it lasted less than one move. */
const GAME_RESULTS = new Map<string, { outcome: GameOutcome; lessThanOneMove: boolean }>();
for (const [outcome, codes] of Object.entries(GAME_CODES) as [GameOutcome, (typeof GAME_CODES)[GameOutcome]][]) {
  GAME_RESULTS.set(codes.overTheBoard, { outcome, lessThanOneMove: false });
  GAME_RESULTS.set(codes.lessThanOneMove, { outcome, lessThanOneMove: true });
}

/** What a result means when the opponent is 0000: a bye, or not paired (`-`, blank). */
const UNPAIRED = new Map<string, ByeRecord['kind']>([
  ['-', 'absent'],
  [' ', 'absent'],
]);
for (const [kind, code] of Object.entries(BYE_CODES) as [ByeKind, string][]) UNPAIRED.set(code, kind);

interface BlockContext {
  block: RoundBlock;
  lineNumber: number;
  issues: TrfIssues;
}

function report(ctx: BlockContext, code: TrfIssueCode, column: number, message: string): RoundBlock {
  ctx.issues.add(code, ctx.lineNumber, column, `Round ${ctx.block.round}: ${message}`);
  return ctx.block;
}

export function readRoundBlock(line: FixedLine, lineNumber: number, round: number, issues: TrfIssues): RoundBlock {
  const columns = roundBlockColumns(round);
  const block: RoundBlock = {
    round,
    record: undefined,
    opponentColumn: line.firstFilled(columns.opponent),
    colourColumn: columns.colour,
    resultColumn: columns.result,
    blank: false,
  };
  const ctx: BlockContext = { block, lineNumber, issues };

  for (const column of columns.blanks) {
    if (line.char(column) !== ' ') {
      return report(
        ctx,
        'trf/misaligned-round',
        column,
        `found "${line.char(column)}" in column ${column}, expected a blank (opponent in columns ${columns.opponent.from}-${columns.opponent.to}, colour in ${columns.colour}, result in ${columns.result})`,
      );
    }
  }

  const opponentText = line.field(columns.opponent).trim();
  const colourChar = line.char(columns.colour);
  const result = line.char(columns.result).toUpperCase();
  if (opponentText === '' && colourChar === ' ' && result === ' ') {
    block.blank = true;
    block.record = { kind: 'absent' };
    return block;
  }
  // A blank opponent field is 0000 (TieBreakServer and bbpPairings read it so).
  if (opponentText !== '' && !/^\d+$/.test(opponentText)) {
    return report(ctx, 'trf/bad-opponent', block.opponentColumn, `found opponent "${opponentText}", expected a starting number or 0000`);
  }
  const opponent = Number(opponentText);

  let colour: Colour | undefined;
  const lowerColour = colourChar.toLowerCase();
  if (lowerColour === 'w') colour = 'white';
  else if (lowerColour === 'b') colour = 'black';
  else if (colourChar !== '-' && colourChar !== ' ') {
    return report(ctx, 'trf/bad-colour', columns.colour, `found colour "${colourChar}", expected w, b, - or blank`);
  }

  return opponent === 0 ? readUnpaired(ctx, result, colour) : readPaired(ctx, opponent, result, colour);
}

function readPaired(ctx: BlockContext, opponent: number, result: string, colour: Colour | undefined): RoundBlock {
  const block = ctx.block;
  const game = GAME_RESULTS.get(result);
  const withColour = colour === undefined ? {} : { colour };
  if (game) {
    block.record = {
      kind: 'played',
      opponent,
      outcome: game.outcome,
      ...withColour,
      ...(game.lessThanOneMove ? { lessThanOneMove: true } : {}),
    };
  } else if (result === '+') {
    block.record = { kind: 'forfeit-win', opponent, ...withColour };
  } else if (result === '-') {
    // A `-` answered by a `-` becomes a double forfeit (check-pairings.ts).
    block.record = { kind: 'forfeit-loss', opponent, ...withColour };
  } else if (result === ' ') {
    block.record = { kind: 'absent' };
    block.pending = { opponent, colour };
  } else if (UNPAIRED.has(result)) {
    return report(
      ctx,
      'trf/bye-with-opponent',
      block.resultColumn,
      `found bye code "${result}" with opponent ${opponent}, expected opponent 0000 for a bye`,
    );
  } else {
    return report(ctx, 'trf/unknown-result', block.resultColumn, `found result "${result}", expected one of 1 = 0 W D L + - H F U Z`);
  }
  return block;
}

function readUnpaired(ctx: BlockContext, result: string, colour: Colour | undefined): RoundBlock {
  const block = ctx.block;
  const kind = UNPAIRED.get(result);
  if (kind) {
    block.record = { kind };
  } else if (result === '+' || result === '=') {
    const pab = result === '+';
    block.record = pab ? { kind: 'pab' } : { kind: 'hpb' };
    report(
      ctx,
      'trf/legacy-bye-code',
      block.resultColumn,
      `found "0000 ${result}" (an old way to write a bye), read as ${pab ? 'a pairing-allocated bye; write U' : 'a half-point bye; write H'} instead`,
    );
  } else if (GAME_RESULTS.has(result)) {
    return report(
      ctx,
      'trf/game-without-opponent',
      block.resultColumn,
      `found game result "${result}" with opponent 0000, expected an opponent number or a bye code U H F Z`,
    );
  } else {
    return report(
      ctx,
      'trf/unknown-result',
      block.resultColumn,
      `found result "${result}", expected U H F Z - or blank for a round without opponent`,
    );
  }
  if (colour !== undefined) {
    report(
      ctx,
      'trf/colour-without-opponent',
      block.colourColumn,
      `found colour "${colour === 'white' ? 'w' : 'b'}" without opponent, expected - or blank; colour ignored`,
    );
  }
  return block;
}
