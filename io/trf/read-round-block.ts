import type { ByeRecord, Colour, GameOutcome, PlayerId, RoundRecord } from '../../engine';
import { BLOCK, type BlockState } from './block-table';
import { opponentColumn, type PlayerLine } from './player-line';
import { BLANK, BLANK_FIELD, NOT_DIGITS, roundBlockColumns, type FieldSpan, type FixedLine } from './player-line-layout';
import { BYE_CODES, GAME_CODES, type ByeKind } from './result-codes';
import type { TrfIssueCode, TrfIssues } from './trf-issues';

/** A result character's code, upper-cased → the game it gives, and whether it lasted less than one move. */
const GAME_RESULTS: ({ outcome: GameOutcome; lessThanOneMove: boolean } | undefined)[] = Array.from({ length: 128 }, () => undefined);
for (const [outcome, codes] of Object.entries(GAME_CODES) as [GameOutcome, (typeof GAME_CODES)[GameOutcome]][]) {
  GAME_RESULTS[codes.overTheBoard.charCodeAt(0)] = { outcome, lessThanOneMove: false };
  GAME_RESULTS[codes.lessThanOneMove.charCodeAt(0)] = { outcome, lessThanOneMove: true };
}

/** What a result means when the opponent is 0000: a bye, or not paired (`-`, blank). */
const UNPAIRED: (ByeRecord['kind'] | undefined)[] = Array.from({ length: 128 }, () => undefined);
UNPAIRED[0x2d] = 'absent'; // -
UNPAIRED[0x20] = 'absent'; // blank
for (const [kind, code] of Object.entries(BYE_CODES) as [ByeKind, string][]) UNPAIRED[code.charCodeAt(0)] = kind;

const WHITE_LETTER = { upper: 0x57, lower: 0x77 }; // W w
const BLACK_LETTER = { upper: 0x42, lower: 0x62 }; // B b
const PLUS = 0x2b;
const MINUS = 0x2d;
const EQUALS = 0x3d;
const LETTER_Z = 0x5a;

/**
 * A character code upper-cased: ASCII letters (TieBreakServer and bbpPairings accept result
 * letters in either case). No other character upper-cases to a result code.
 */
function upperCase(code: number): number {
  return code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
}

/** How the program that wrote the file uses the codes, where it differs from TRF-16. */
export interface BlockDialect {
  /**
   * lichess writes a game still in progress as `Z` with its opponent and colour (lila
   * modules/swiss SwissTrf.scala: `Ongoing => "Z"`): a game paired without result.
   */
  ongoingZ?: boolean;
}

/** The block being read: its line, round and where its issues go (one per line, its round moving on). */
interface BlockContext {
  readonly line: PlayerLine;
  readonly issues: TrfIssues;
  readonly dialect: BlockDialect;
  round: number;
}

/** How a block read: its record, or the state of a block without one (blank, faulty, pending). */
type BlockRead = RoundRecord | BlockState;

function report(ctx: BlockContext, code: TrfIssueCode, column: number, message: string): typeof BLOCK.faulty {
  ctx.issues.add(code, ctx.line.lineNumber, column, `Round ${ctx.round}: ${message}`, ctx.round);
  return BLOCK.faulty;
}

/** The result as written, upper-cased, for messages. */
function resultText(ctx: BlockContext): string {
  return ctx.line.columns.char(roundBlockColumns(ctx.round).result).toUpperCase();
}

/**
 * One round block of a 001 line → a round record (TRF-16 result codes, C.04 Annex 2).
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
 *   0007 w Z   in a file lichess wrote (`ongoingZ`), a game in progress: pending, as above.
 *   0000 w U   a colour without opponent: warning trf/colour-without-opponent, colour dropped.
 * Letters are accepted in either case (TieBreakServer and bbpPairings upper-case them).
 *
 * The first `count` blocks of a line are read character by character at their fixed columns
 * (codes compared, no string made but the names in messages): each record goes to
 * `line.player.rounds` (absent when the block is blank, pending or in error) and to the file's
 * block table with the block's state, a game without result yet to `line.pending`.
 */
export function readRoundBlocks(line: PlayerLine, count: number, issues: TrfIssues, dialect: BlockDialect = {}): void {
  const ctx: BlockContext = { line, issues, dialect, round: 0 };
  line.firstBlock = line.blocks.size;
  line.blockCount = count;
  for (let round = 1; round <= count; round++) {
    ctx.round = round;
    const read = readBlock(ctx);
    if (typeof read !== 'number') add(line, BLOCK.read, read);
    else {
      add(line, read, { kind: 'absent' });
      if (read === BLOCK.faulty) line.scoreUnknown = true;
    }
  }
}

function add(line: PlayerLine, state: BlockState, record: RoundRecord): void {
  line.player.rounds.push(record);
  line.blocks.push(state, record);
}

function readBlock(ctx: BlockContext): BlockRead {
  const text = ctx.line.columns;
  const columns = roundBlockColumns(ctx.round);
  for (let i = 0; i < columns.blanks.length; i++) {
    const column = columns.blanks[i]!;
    if (text.code(column) !== BLANK) {
      return report(
        ctx,
        'trf/misaligned-round',
        column,
        `found "${text.char(column)}" in column ${column}, expected a blank (opponent in columns ${columns.opponent.from}-${columns.opponent.to}, colour in ${columns.colour}, result in ${columns.result})`,
      );
    }
  }

  const opponent = readOpponent(text, columns.opponent);
  const colourCode = text.code(columns.colour);
  const resultCode = text.code(columns.result);
  if (opponent === BLANK_FIELD && colourCode === BLANK && resultCode === BLANK) return BLOCK.blank;
  if (opponent === NOT_DIGITS) {
    return report(
      ctx,
      'trf/bad-opponent',
      opponentColumn(ctx.line, ctx.round),
      `found opponent "${text.trimmed(columns.opponent)}", expected a starting number or 0000`,
    );
  }

  let colour: Colour | undefined;
  if (colourCode === WHITE_LETTER.lower || colourCode === WHITE_LETTER.upper) colour = 'white';
  else if (colourCode === BLACK_LETTER.lower || colourCode === BLACK_LETTER.upper) colour = 'black';
  else if (colourCode !== MINUS && colourCode !== BLANK) {
    return report(ctx, 'trf/bad-colour', columns.colour, `found colour "${text.char(columns.colour)}", expected w, b, - or blank`);
  }

  const result = upperCase(resultCode);
  // A blank opponent field is 0000 (TieBreakServer and bbpPairings read it so).
  return opponent === BLANK_FIELD || opponent === 0 ? readUnpaired(ctx, result, colour) : readPaired(ctx, opponent, result, colour);
}

/**
 * The opponent field: its starting number, BLANK_FIELD when blank, NOT_DIGITS when it is not a
 * number. Digits between blanks are read by code; anything else (a tab) as the text it trims to.
 */
function readOpponent(text: FixedLine, span: FieldSpan): number {
  const value = text.digits(span);
  if (value !== NOT_DIGITS) return value;
  const trimmed = text.trimmed(span);
  if (trimmed === '') return BLANK_FIELD;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : NOT_DIGITS;
}

function readPaired(ctx: BlockContext, opponent: PlayerId, result: number, colour: Colour | undefined): BlockRead {
  const game = GAME_RESULTS[result];
  // Records are written out property by property, in one order, so that they share their shapes.
  if (game) {
    const { outcome, lessThanOneMove } = game;
    if (colour === undefined)
      return lessThanOneMove ? { kind: 'played', opponent, outcome, lessThanOneMove } : { kind: 'played', opponent, outcome };
    return lessThanOneMove ? { kind: 'played', opponent, outcome, colour, lessThanOneMove } : { kind: 'played', opponent, outcome, colour };
  }
  if (result === PLUS || result === MINUS) {
    // A `-` answered by a `-` becomes a double forfeit (check-pairings.ts).
    const kind = result === PLUS ? 'forfeit-win' : 'forfeit-loss';
    return colour === undefined ? { kind, opponent } : { kind, opponent, colour };
  }
  if (result === BLANK || (result === LETTER_Z && ctx.dialect.ongoingZ)) {
    (ctx.line.pending ??= []).push({ round: ctx.round, opponent, colour, ...(result === LETTER_Z && { ongoingZ: true }) });
    return BLOCK.pending;
  }
  const resultColumn = roundBlockColumns(ctx.round).result;
  if (UNPAIRED[result]) {
    return report(
      ctx,
      'trf/bye-with-opponent',
      resultColumn,
      `found bye code "${resultText(ctx)}" with opponent ${opponent}, expected opponent 0000 for a bye`,
    );
  }
  return report(ctx, 'trf/unknown-result', resultColumn, `found result "${resultText(ctx)}", expected one of 1 = 0 W D L + - H F U Z`);
}

function readUnpaired(ctx: BlockContext, result: number, colour: Colour | undefined): BlockRead {
  const columns = roundBlockColumns(ctx.round);
  let record: RoundRecord;
  const kind = UNPAIRED[result];
  if (kind) {
    record = { kind };
  } else if (result === PLUS || result === EQUALS) {
    const pab = result === PLUS;
    record = pab ? { kind: 'pab' } : { kind: 'hpb' };
    report(
      ctx,
      'trf/legacy-bye-code',
      columns.result,
      `found "0000 ${resultText(ctx)}" (an old way to write a bye), read as ${pab ? 'a pairing-allocated bye; write U' : 'a half-point bye; write H'} instead`,
    );
  } else if (GAME_RESULTS[result]) {
    return report(
      ctx,
      'trf/game-without-opponent',
      columns.result,
      `found game result "${resultText(ctx)}" with opponent 0000, expected an opponent number or a bye code U H F Z`,
    );
  } else {
    return report(
      ctx,
      'trf/unknown-result',
      columns.result,
      `found result "${resultText(ctx)}", expected U H F Z - or blank for a round without opponent`,
    );
  }
  if (colour !== undefined) {
    report(
      ctx,
      'trf/colour-without-opponent',
      columns.colour,
      `found colour "${colour === 'white' ? 'w' : 'b'}" without opponent, expected - or blank; colour ignored`,
    );
  }
  return record;
}
