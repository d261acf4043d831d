import { Rational } from '../../engine';
import { cellRational, type CellValue } from '../grid/cell-value';

/*
 * The cells of chess-results' crosstables of a team event, as real pages show them
 * (test/fixtures/chess-results/README.md):
 * - the round robin (`art=0`, "Ranking crosstable (Pts.)"): the row team's game points
 *   against the column's team, `2½`, `3`, `0`; `*` on the diagonal;
 * - the Swiss (`art=63`, "Ranking crosstable after Round n"): the opponent's rank, the
 *   colour letter and the game points, `18w4½`, `3b½`; `0w0` for a team not paired.
 * Regula's readings, not seen on a team page: `+` and `-` for a match won and lost by
 * forfeit (`5w+`, `5b-`, or `+`/`-` alone in a round robin), as chess-results writes a
 * forfeited game in an individual crosstable; `-1`, `-½` (a dash and the game points) for a
 * team's pairing-allocated bye, as it writes a bye there; an empty cell for a match not
 * (yet) played.
 */

export type MatchCell = { kind: 'points'; points: Rational } | { kind: 'forfeit'; won: boolean } | { kind: 'none' } | { kind: 'self' };

/** A round robin's cell: game points, a forfeit, `*` on the diagonal, or empty. Undefined when unreadable. */
export function readVersusCell(raw: CellValue, text: string): MatchCell | undefined {
  const t = text.trim();
  if (t === '') return { kind: 'none' };
  if (t === '*' || t === 'x' || t === 'X') return { kind: 'self' };
  if (t === '+' || t === '-') return { kind: 'forfeit', won: t === '+' };
  const points = cellRational(raw);
  return points && points.sign() >= 0 ? { kind: 'points', points } : undefined;
}

export type RoundCell =
  | { kind: 'match'; opponent: number; result: { kind: 'points'; points: Rational } | { kind: 'forfeit'; won: boolean } }
  | { kind: 'bye'; points: Rational }
  | { kind: 'not-paired' };

const SWISS = /^(\d{1,4})\s*([^\d\s+\-½.,])\s*(.*)$/u;
const BYE = /^[-‐‑–—−]\s*(\d*[½]?|\d+[.,]\d+)$/u;

/** A Swiss cell: the opponent's rank, colour and game points; a bye; a round not paired. Undefined when unreadable. */
export function readRoundCell(text: string): RoundCell | undefined {
  const t = text.trim();
  if (t === '' || t === '0') return { kind: 'not-paired' };
  const bye = BYE.exec(t);
  if (bye) {
    const points = Rational.parse(bye[1]!);
    if (!points) return undefined;
    return points.isZero() ? { kind: 'not-paired' } : { kind: 'bye', points };
  }
  const match = SWISS.exec(t);
  if (!match) return undefined;
  const opponent = Number(match[1]);
  const rest = match[3]!.trim();
  if (opponent === 0) return rest === '0' || rest === '' ? { kind: 'not-paired' } : undefined;
  if (rest === '+' || rest === '-') return { kind: 'match', opponent, result: { kind: 'forfeit', won: rest === '+' } };
  const points = Rational.parse(rest);
  return points && points.sign() >= 0 ? { kind: 'match', opponent, result: { kind: 'points', points } } : undefined;
}
