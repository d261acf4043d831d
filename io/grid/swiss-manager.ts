import { Rational, type Colour, type PointSystem } from '../../engine';
import type { CellReading } from './draft';
import { expectedResults, readResultSymbol } from './result-symbols';

/**
 * Round cells (`1.Rd`, `2.Rd`, …) of chess-results.com / Swiss-Manager ranking and
 * starting-rank crosstables (digest §7.1, §7.2):
 *
 * - `<opponent><colour><result>`: `12w1`, `5b½`, `5s0` (German *schwarz* = black),
 *   `7w+` / `3b-` (forfeit win / loss), `7+` / `3-` when no colour is printed;
 *   results are points of the point system (see result-symbols.ts).
 * - byes print without an opponent and with the points they gave: `-1` a
 *   pairing-allocated bye, `-½` a half-point bye, `-0` not paired (read as `absent`:
 *   the crosstable does not say whether a zero was requested). The value is read in
 *   the point system's terms: the win value is a pairing-allocated bye, the draw
 *   value a half-point bye (in a 2-1-0 table `-2` and `-1`). Consequence: where a
 *   tournament scores the pairing-allocated bye as a draw, `-½` reads as a half-point
 *   bye — write `bye` for such a bye.
 * - `bye` — pairing-allocated bye (chess-results not-paired list).
 * - `0F` — lost by forfeit, opponent not named (chess-results not-paired list).
 *
 * Recognised but not supported: `*` (the not-paired list uses it both for an absence
 * and for a requested half-point bye, so it cannot be read without guessing) and team
 * cells with board points (`18w4½`), which are not results of an individual game.
 */
export const SM_EXPECTED = 'opponent, colour and result (12w1, 5b½, 7w+, 3b-), -1, -½, -0, bye or 0F';

const GAME = /^(\d{1,5}) ?([wbs]) ?(.+)$/i;
const FORFEIT_NO_COLOUR = /^(\d{1,5}) ?([+\-−–])$/;
const BYE = /^[-−–] ?(.+)$/;

export function readSwissManagerCell(text: string, system: PointSystem): CellReading {
  if (text === '') return { ok: false, code: 'grid/missing-round', expected: SM_EXPECTED };
  const game = GAME.exec(text);
  if (game) {
    const opponentRef = Number(game[1]);
    const colour: Colour = game[2]!.toLowerCase() === 'w' ? 'white' : 'black';
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
  if (/^bye$/i.test(text)) return { ok: true, record: { kind: 'pab' } };
  if (/^0 ?F$/i.test(text)) return { ok: true, record: { kind: 'forfeit-loss' } };
  if (text === '*') {
    return {
      ok: false,
      code: 'grid/unsupported-token',
      expected: '-0 (not paired) or -½ (half-point bye): * is used for both in the chess-results not-paired list',
    };
  }
  return { ok: false, code: 'grid/unknown-token', expected: SM_EXPECTED };
}
