import type { Colour } from '../../engine';
import type { CellReading } from './draft';

/**
 * Round cells of US Chess wall charts and standings (WinTD, SwissSys; the VCF K-12
 * example in Enclosure 1; the US Chess crosstable codes of uschess.discourse.group,
 * "Reporting Tournaments Online", and the SwissSys Results Editor page, docs.chessroster.com):
 *
 * - `W12`, `L3`, `D7` — win, loss, draw against line 12, 3, 7, optionally with the
 *   colour as printed in reports: `W12 (b)`, `D7 (w)`.
 * - `X`, `F` — forfeit win / loss; the opponent number is optional (WinTD and
 *   SwissSys drop it on upload): `X`, `X12`, `F5 (w)`.
 * - `B---` (also `B`, `Bye`) — full-point bye. In US practice `B` is the bye the
 *   pairing program gives the odd player out (the VCF Scholastic Rules 2020-21 on byes; the
 *   VCF K-12 table shows it in the rounds where one player took a half-point bye and fifteen
 *   were left), so it is read as a
 *   pairing-allocated bye (`pab`), not as a requested full-point bye.
 * - `H---` — half-point bye (requested): `hpb`.
 * - `U---` — unpaired, zero points: `zpb` (engine model: "zero-point bye … US U").
 * - `*` — a round-robin chart's own square, treated as U: `zpb`.
 *
 * Recognised but not supported, reported instead of guessed: `Z` (forfeit draw — the
 * crosstable model has no record for half a point by forfeit) and the inconsistent-
 * but-rated rulings `N`, `R`, `S` (one-sided results the US Chess office enters).
 */
export const US_EXPECTED = 'W, L or D with an opponent number (W12, D7 (b)), X or F (forfeit win / loss, X12), B---, H---, U--- or *';

const GAME = /^([WLD]) ?(\d{1,5})(?: ?\( ?([WB]) ?\)| ?([WB]))?$/i;
const FORFEIT = /^([XF])(?: ?(\d{1,5}))?(?: ?\( ?([WB]) ?\)| ([WB]))?$/i;
const BYE = /^([BHU])(?: ?(?:-{1,3}|[—–]))?$/i;

export function readUsWallChartCell(text: string): CellReading {
  if (text === '') return { ok: false, code: 'grid/missing-round', expected: US_EXPECTED };
  const game = GAME.exec(text);
  if (game) {
    const outcome = { W: 'win', L: 'loss', D: 'draw' } as const;
    const colour = colourOf(game[3] ?? game[4]);
    return {
      ok: true,
      record: {
        kind: 'played',
        opponentRef: Number(game[2]),
        outcome: outcome[game[1]!.toUpperCase() as 'W' | 'L' | 'D'],
        ...(colour && { colour }),
      },
    };
  }
  const forfeit = FORFEIT.exec(text);
  if (forfeit) {
    const opponent = forfeit[2] === undefined ? 0 : Number(forfeit[2]);
    const colour = colourOf(forfeit[3] ?? forfeit[4]);
    return {
      ok: true,
      record: {
        kind: forfeit[1]!.toUpperCase() === 'X' ? 'forfeit-win' : 'forfeit-loss',
        ...(opponent > 0 && { opponentRef: opponent }),
        ...(colour && { colour }),
      },
    };
  }
  const bye = BYE.exec(text);
  if (bye || /^bye$/i.test(text)) {
    const letter = bye ? bye[1]!.toUpperCase() : 'B';
    return { ok: true, record: { kind: letter === 'B' ? 'pab' : letter === 'H' ? 'hpb' : 'zpb' } };
  }
  if (text === '*') return { ok: true, record: { kind: 'zpb' } };
  if (/^Z(?: ?\d{1,5})?(?: ?\( ?[WB] ?\))?$/i.test(text)) {
    return {
      ok: false,
      code: 'grid/unsupported-token',
      expected: 'a forfeit win or loss (X, F) — a forfeit draw (Z) has no round record in the crosstable model',
    };
  }
  if (/^[NRS] ?\d{1,5}/i.test(text)) {
    return {
      ok: false,
      code: 'grid/unsupported-token',
      expected: 'W, L or D — the N/R/S rulings (inconsistent results rated as entered) are not read; enter the game on both rows',
    };
  }
  return { ok: false, code: 'grid/unknown-token', expected: US_EXPECTED };
}

function colourOf(letter: string | undefined): Colour | undefined {
  if (!letter) return undefined;
  return letter.toLowerCase() === 'w' ? 'white' : 'black';
}
