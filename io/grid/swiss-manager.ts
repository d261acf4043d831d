import { Rational, type Colour, type PointSystem } from '../../engine';
import type { CellReading } from './draft';
import { expectedResults, readResultSymbol } from './result-symbols';

/**
 * Round cells (`1.Rd`, `2.Rd`, …) of chess-results.com / Swiss-Manager ranking and
 * starting-rank crosstables (docs/inputs.md "chess-results.com exports"), in any of chess-results' languages:
 *
 * - `<opponent><colour><result>`: `12w1`, `5b½`, `5s0` (German *schwarz*), `17z1`
 *   (Dutch *zwart*); the colour letters are the language's (chess-results-languages.ts;
 *   `b` is black in English and white in Turkish, so the letters are read by language);
 *   `7w+` / `3b-` a forfeit win / loss, `7+` / `3-` when no colour is printed. Results
 *   are points of the point system (see result-symbols.ts).
 * - `<opponent><colour>` without a result (`  4w `): a game paired but not played yet —
 *   the last round of an event in progress, or a postponed game (io/after-round.ts).
 * - byes print without an opponent and with the points they gave: `-1` a
 *   pairing-allocated bye, `-½` a half-point bye, `-0` not paired (read as `absent`:
 *   the crosstable does not say whether a zero was requested). The value is read in
 *   the point system's terms: the win value is a pairing-allocated bye, the draw
 *   value a half-point bye (in a 2-1-0 table `-2` and `-1`). Consequence: where a
 *   tournament scores the pairing-allocated bye as a draw, `-½` reads as a half-point
 *   bye — write `bye` for such a bye.
 * - a bare `0`, a bare `-` and an empty cell: not paired that round (chess-results
 *   writes `0` for a player left out of a round's pairings, an empty cell for a round
 *   a late entrant or a withdrawn player has no part in). An empty cell is reported
 *   (grid/empty-round), since a hand-made sheet may have forgotten a bye there; a
 *   forgotten game is caught by the opponent's cell, which names the player.
 * - `bye` — pairing-allocated bye (chess-results not-paired list).
 * - `0F` — lost by forfeit, opponent not named (chess-results not-paired list).
 *
 * Recognised but not supported: `*` (the not-paired list uses it both for an absence
 * and for a requested half-point bye, so it cannot be read without guessing) and team
 * cells with board points (`18w4½`), which are not results of an individual game.
 */
export const SM_EXPECTED = 'opponent, colour and result (12w1, 5b½, 7w+, 3b-), -1, -½, -0, 0, bye or 0F';

/** The letters a crosstable's cells use for white and black (`w`/`b`, `w`/`s`, `b`/`s` …), lower case. */
export interface ColourLetters {
  white: readonly string[];
  black: readonly string[];
}

/** English (w/b) and German (w/s) letters: what the reader takes when no language is known. */
export const DEFAULT_COLOUR_LETTERS: ColourLetters = { white: ['w'], black: ['b', 's'] };

const GAME = /^(\d{1,5}) ?(\p{L}) ?(.*)$/u;
const FORFEIT_NO_COLOUR = /^(\d{1,5}) ?([+\-−–])$/;
const BYE = /^[-−–] ?(.+)$/;
// Constants, not literals in the reader: a literal makes a new RegExp each time it runs (every cell).
const NAMELESS_FORFEIT = /^0 ?F$/i;
const DASH = /^[-−–]$/;
const BYE_WORD = /^bye$/i;

/** The colour letter of a game cell (`12w1` → `w`), lower case; undefined for other cells. */
export function colourLetterOf(text: string): string | undefined {
  const game = GAME.exec(text);
  return game && Number(game[1]) > 0 ? game[2]!.toLowerCase() : undefined;
}

export function readSwissManagerCell(text: string, system: PointSystem, letters: ColourLetters = DEFAULT_COLOUR_LETTERS): CellReading {
  if (text === '') return { ok: true, record: { kind: 'absent' }, empty: true };
  if (NAMELESS_FORFEIT.test(text)) return { ok: true, record: { kind: 'forfeit-loss' } };
  const game = GAME.exec(text);
  if (game) {
    const opponentRef = Number(game[1]);
    const letter = game[2]!.toLowerCase();
    const colour: Colour | undefined = letters.white.includes(letter) ? 'white' : letters.black.includes(letter) ? 'black' : undefined;
    if (!colour) {
      return {
        ok: false,
        code: 'grid/unknown-token',
        expected: `a colour letter after the opponent (${letters.white.join('/')} for white, ${letters.black.join('/')} for black), then a result`,
      };
    }
    if (game[3] === '') return { ok: true, record: { kind: 'pending', opponentRef, colour } };
    const result = readResultSymbol(game[3]!, system);
    if (!result) {
      return { ok: false, code: 'grid/unknown-token', expected: `a result after the colour: ${expectedResults(system)}` };
    }
    if (result.kind === 'forfeit') {
      return { ok: true, record: { kind: result.outcome === 'win' ? 'forfeit-win' : 'forfeit-loss', opponentRef, colour } };
    }
    return {
      ok: true,
      record: { kind: 'played', opponentRef, colour, outcome: result.outcome, ...(result.advantage && { advantage: result.advantage }) },
    };
  }
  const forfeit = FORFEIT_NO_COLOUR.exec(text);
  if (forfeit) {
    return { ok: true, record: { kind: forfeit[2] === '+' ? 'forfeit-win' : 'forfeit-loss', opponentRef: Number(forfeit[1]) } };
  }
  if (text === '0' || DASH.test(text)) return { ok: true, record: { kind: 'absent' } };
  const bye = BYE.exec(text);
  if (bye) {
    const points = Rational.parse(bye[1]!);
    if (points) {
      if (points.eq(system.win)) return { ok: true, record: { kind: 'pab' }, printedPoints: points };
      if (points.eq(system.draw)) return { ok: true, record: { kind: 'hpb' }, printedPoints: points };
      if (points.isZero()) return { ok: true, record: { kind: 'absent' }, printedPoints: points };
    }
    return {
      ok: false,
      code: 'grid/unknown-token',
      expected: `a bye worth a win, a draw or nothing (-1, -½, -0 in 1-½-0), or ${SM_EXPECTED}`,
    };
  }
  if (BYE_WORD.test(text)) return { ok: true, record: { kind: 'pab' } };
  if (text === '*') {
    return {
      ok: false,
      code: 'grid/unsupported-token',
      expected: '-0 (not paired) or -½ (half-point bye): * is used for both in the chess-results not-paired list',
    };
  }
  return { ok: false, code: 'grid/unknown-token', expected: SM_EXPECTED };
}
