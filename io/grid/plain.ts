import { Rational, type Colour, type PointSystem } from '../../engine';
import type { CellReading, DraftRecord } from './draft';
import { expectedResults, outcomeOfPoints, readResultSymbol } from './result-symbols';

/**
 * The plain layout: per round an opponent column, an optional colour column and a
 * result column (`R1 Opp`, `R1 Col`, `R1 Res`), as arbiters type them and as the
 * chess-results player card shows a round (`Name`, `Res.`, `C` — the Under-11
 * Nationals 2012 (India) cards of the "Virtual Opponent" slides). Cells:
 *
 * - opponent: a line or starting number; blank, `0` or `-` for no opponent.
 * - colour: `w`/`b`, `white`/`black`, German `s`/`weiß`/`schwarz`, French
 *   `blanc`/`noir`/`n`; blank or `-` for none. (`b` is black, as in English — the
 *   French `b` for *blanc* is not read.)
 * - result with an opponent: `1 ½ 0 =` (points of the point system), `+` / `-` forfeit;
 *   blank when the game is paired but not played yet (io/after-round.ts).
 * - result without an opponent: the bye's points (`1` pairing-allocated bye, `½`
 *   half-point bye, `0` not paired — as Swiss-Manager's `-1 -½ -0`), the words `bye`,
 *   `PAB`, `FPB`, `HPB`, `ZPB`, or the TRF letters `U` (pairing-allocated bye), `F`
 *   (full-point bye), `H` (half-point bye), `Z` (zero-point bye); `+` / `-` a forfeit
 *   whose opponent is not named.
 */
export interface PlainCells {
  opponent: string;
  colour: string;
  result: string;
}

const COLOURS: Readonly<Record<string, Colour>> = {
  w: 'white',
  white: 'white',
  weiss: 'white',
  weiß: 'white',
  blanc: 'white',
  b: 'black',
  black: 'black',
  s: 'black',
  schwarz: 'black',
  noir: 'black',
  n: 'black',
};

/** A colour cell's colour (w, b, white, schwarz, noir …); undefined when it names none. */
export function colourOfText(text: string): Colour | undefined {
  // Own keys only: a cell reading "constructor" is not a colour (nor is anything of Object.prototype).
  const key = text.toLowerCase();
  return Object.hasOwn(COLOURS, key) ? COLOURS[key] : undefined;
}

const BYE_WORDS: Readonly<Record<string, DraftRecord['kind']>> = {
  bye: 'pab',
  pab: 'pab',
  u: 'pab',
  fpb: 'fpb',
  f: 'fpb',
  hpb: 'hpb',
  h: 'hpb',
  zpb: 'zpb',
  z: 'zpb',
};

// The patterns are constants: a regular expression literal in a function makes a new RegExp
// object each time it runs, and this runs for every round of the table.
const ZEROS = /^0+$/;
const DASH = /^[-−–]$/;
const BYE = /^bye$/i;

/**
 * An opponent cell's number: one to five digits, above zero (`/^\d{1,5}$/` and `Number`, read
 * character by character: this runs for every round of the table); undefined for anything else.
 */
function opponentNumber(text: string): number | undefined {
  if (text.length === 0 || text.length > 5) return undefined;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return value > 0 ? value : undefined;
}

export function readPlainCells(cells: PlainCells, system: PointSystem): CellReading {
  return readPlainTexts(cells.opponent, cells.colour, cells.result, system);
}

/** readPlainCells of the three texts as they are: the grid reader calls it for every round, with no object to wrap them. */
export function readPlainTexts(opponent: string, colour: string, result: string, system: PointSystem): CellReading {
  if (opponent === '' && colour === '' && result === '') {
    return { ok: false, code: 'grid/missing-round', expected: 'an opponent, a colour and a result', part: 'opponent' };
  }
  const opponentRef = opponentNumber(opponent);
  if (opponentRef === undefined && !(opponent === '' || ZEROS.test(opponent) || DASH.test(opponent) || BYE.test(opponent))) {
    return { ok: false, code: 'grid/unknown-token', expected: 'an opponent number, or blank, 0 or - for none', part: 'opponent' };
  }
  let col: Colour | undefined;
  if (colour !== '' && !DASH.test(colour)) {
    col = colourOfText(colour);
    if (!col)
      return { ok: false, code: 'grid/unknown-token', expected: 'w or b (white, black, s, schwarz, noir), or blank', part: 'colour' };
  }
  // An opponent without a result: a game paired but not played yet (io/after-round.ts).
  if (result === '' && opponentRef !== undefined)
    return { ok: true, record: { kind: 'pending', opponentRef, ...(col && { colour: col }) } };
  if (result === '') {
    return { ok: false, code: 'grid/missing-round', expected: expectedResults(system), part: 'result' };
  }
  if (opponentRef !== undefined) {
    const symbol = readResultSymbol(result, system);
    if (!symbol) return { ok: false, code: 'grid/unknown-token', expected: expectedResults(system), part: 'result' };
    // Written out, not spread: this runs for every game of the table.
    if (symbol.kind === 'forfeit') {
      const kind = symbol.outcome === 'win' ? 'forfeit-win' : 'forfeit-loss';
      return { ok: true, record: col ? { kind, opponentRef, colour: col } : { kind, opponentRef } };
    }
    const { outcome, advantage } = symbol;
    const game: DraftRecord = advantage
      ? col
        ? { kind: 'played', opponentRef, outcome, colour: col, advantage }
        : { kind: 'played', opponentRef, outcome, advantage }
      : col
        ? { kind: 'played', opponentRef, outcome, colour: col }
        : { kind: 'played', opponentRef, outcome };
    return { ok: true, record: game };
  }
  const key = result.toLowerCase();
  const word = Object.hasOwn(BYE_WORDS, key) ? BYE_WORDS[key] : undefined;
  if (word) return { ok: true, record: { kind: word } as DraftRecord };
  const symbol = readResultSymbol(result, system);
  if (symbol?.kind === 'forfeit') {
    return { ok: true, record: { kind: symbol.outcome === 'win' ? 'forfeit-win' : 'forfeit-loss', ...(col && { colour: col }) } };
  }
  const outcome = outcomeOfPoints(result, system);
  const printedPoints = Rational.parse(result);
  if (printedPoints && outcome === 'win') return { ok: true, record: { kind: 'pab' }, printedPoints };
  if (printedPoints && outcome === 'draw') return { ok: true, record: { kind: 'hpb' }, printedPoints };
  if (printedPoints?.isZero()) return { ok: true, record: { kind: 'absent' }, printedPoints };
  return {
    ok: false,
    code: 'grid/unknown-token',
    expected: "without an opponent: the bye's points (1, ½, 0), bye, PAB, FPB, HPB, ZPB, U, F, H, Z, or + / - for a forfeit",
    part: 'result',
  };
}
