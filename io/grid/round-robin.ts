import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import type { PointSystem } from '../../engine';
import { bergerSchedule } from './berger';
import type { DraftCell } from './draft-cell';
import type { HeaderStructure } from './header-row';
import type { OpponentNumbering } from './layout';
import type { PlayerRow } from './player-rows';
import { expectedResults, readResultSymbol, type ResultSymbol } from './result-symbols';
import { found, issueAt, textAt, type GridSheet } from './sheet';

/**
 * Round-robin grids: one row and one column per player, the column headers `1 2 3 …`
 * naming the players by line or starting number (gaps allowed, as when a withdrawn
 * player's row and column were deleted), the player's own square marked
 * `X`, `*`, `×` or left blank, and each other square holding that player's result
 * against the column's player: `1 ½ 0` (also `0.5`, `0,5`, `1/2`; points of the point
 * system), `=` draw, `+` / `-` forfeit win / loss. Grids print no colours, so none
 * are recorded.
 *
 * Double round robin: a square holds both games, first cycle first — separated by a
 * space (`1 ½`, `0.5 1`, `+ 0`) or as two single-character results (`1½`, `10`,
 * `=1`). The number of games per pairing is that of the majority of squares; a square
 * with another number is an error (`grid/rr-game-count`), so a square holding the
 * *total* of a mini-match (`1½` against `½`) is caught by its mirror rather than
 * guessed. More than two games per pairing are not supported. In a 2-1-0 grid a
 * square such as `1+` is one draw with advantage; write two draughts games with a space.
 *
 * A grid has no rounds, but the crosstable model needs them: games are placed in the
 * rounds of the Berger table (C.05 Annex 1) for the grid's numbers, the second cycle
 * after the first. The detected layout says so; round-dependent tie-breaks (progressive
 * score, Fore-Buchholz) are meaningless on such a crosstable. With an odd number of
 * players the Berger round in which a player rests is recorded as `absent` (the model
 * has no rest-round kind).
 */
const DIAGONAL = /^(|[xX*×]|[—–])$/;

/** Why a header and rows are not a round-robin grid, or undefined when they are. */
export function roundRobinMisfit(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  numbering: OpponentNumbering,
): string | undefined {
  const columns = [...header.numbers.keys()];
  const k = columns.length;
  if (k < 2) return 'a round-robin grid needs player columns headed 1, 2, 3, …';
  if ([...header.numbers.values()].some((list) => list.length !== 1)) return 'a player column number appears twice';
  if (rows.length !== k) return `${rows.length} player rows but ${k} player columns`;
  const numbers = rows.map((r) => numberOf(r, numbering));
  if (numbers.some((n) => n === undefined || !header.numbers.has(n)) || new Set(numbers).size !== k) {
    return `the rows' ${numbering === 'line' ? 'line' : 'starting'} numbers are not the column numbers ${columns.join(', ')}`;
  }
  const squares = rows.map((row, i) => textAt(sheet, row.rowIndex, header.numbers.get(numbers[i]!)![0]!));
  if (squares.filter((t) => DIAGONAL.test(t)).length < Math.ceil(k / 2)) return "the players' own squares hold results, not X, * or blanks";
  return undefined;
}

function numberOf(row: PlayerRow, numbering: OpponentNumbering): number | undefined {
  return numbering === 'line' ? row.line : row.startNumber;
}

type Square = { kind: 'blank' } | { kind: 'bad' } | { kind: 'results'; results: ResultSymbol[] };

function readSquare(text: string, system: PointSystem): Square {
  if (text === '') return { kind: 'blank' };
  const parts = text.split(' ');
  const spaced = parts.map((p) => readResultSymbol(p, system));
  if (spaced.every((s) => s !== undefined)) return { kind: 'results', results: spaced as ResultSymbol[] };
  if (parts.length === 1) {
    const chars = [...text].map((c) => readResultSymbol(c, system));
    if (chars.length > 1 && chars.every((s) => s !== undefined)) return { kind: 'results', results: chars as ResultSymbol[] };
  }
  return { kind: 'bad' };
}

export interface RoundRobinReading {
  cells: Map<PlayerRow, DraftCell[]>;
  rounds: number;
  gamesPerPairing: 1 | 2;
  issues: InputIssue[];
  notes: string[];
}

export function readRoundRobin(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly PlayerRow[],
  numbering: OpponentNumbering,
  system: PointSystem,
): RoundRobinReading {
  const issues: InputIssue[] = [];
  const numbers = [...header.numbers.keys()].sort((a, b) => a - b);
  const k = numbers.length;
  const columnOf = (n: number) => header.numbers.get(n)![0]!;
  // Berger pairing numbers are positions 1 … k among the column numbers (which may
  // have gaps where a withdrawn player's row and column were deleted).
  const position = new Map(numbers.map((n, i) => [n, i + 1]));
  const squares = new Map<PlayerRow, Map<number, Square>>();
  const counts = new Map<number, number>();
  for (const row of rows) {
    const own = numberOf(row, numbering)!;
    const line = new Map<number, Square>();
    for (const n of numbers) {
      const text = textAt(sheet, row.rowIndex, columnOf(n));
      if (n === own) {
        if (!DIAGONAL.test(text)) {
          pushBounded(
            issues,
            issueAt(
              sheet,
              row.rowIndex,
              columnOf(n),
              'grid/rr-diagonal',
              `The player's own square (column ${n}) holds ${found(text)}; expected X, * or an empty cell.`,
            ),
          );
        }
        continue;
      }
      const square = readSquare(text, system);
      line.set(n, square);
      if (square.kind === 'results') counts.set(square.results.length, (counts.get(square.results.length) ?? 0) + 1);
    }
    squares.set(row, line);
  }
  const gamesPerPairing: 1 | 2 = (counts.get(2) ?? 0) > (counts.get(1) ?? 0) ? 2 : 1;
  const berger = bergerSchedule(k);
  const rounds = berger.rounds * gamesPerPairing;
  const cells = new Map<PlayerRow, DraftCell[]>();
  for (const row of rows) {
    const own = numberOf(row, numbering)!;
    const draft: DraftCell[] = Array.from({ length: rounds }, () => ({}));
    const rest = berger.restOf(position.get(own)!);
    if (rest !== undefined) for (let g = 0; g < gamesPerPairing; g++) draft[rest - 1 + g * berger.rounds] = { record: { kind: 'absent' } };
    for (const [n, square] of squares.get(row)!) {
      const column = columnOf(n);
      const text = textAt(sheet, row.rowIndex, column);
      const origin = { rowIndex: row.rowIndex, columnIndex: column, text };
      const slots = Array.from(
        { length: gamesPerPairing },
        (_, g) => berger.roundOf(position.get(own)!, position.get(n)!) - 1 + g * berger.rounds,
      );
      for (const slot of slots) draft[slot] = { origin };
      if (square.kind === 'blank') {
        pushBounded(
          issues,
          issueAt(
            sheet,
            row.rowIndex,
            column,
            'grid/missing-round',
            `No result against player ${n}: found an empty cell, expected ${expectedResults(system)}.`,
          ),
        );
        continue;
      }
      if (square.kind === 'bad') {
        pushBounded(
          issues,
          issueAt(
            sheet,
            row.rowIndex,
            column,
            'grid/unknown-token',
            `Found ${found(text)} against player ${n}; expected ${gamesPerPairing === 2 ? 'two results, ' : ''}${expectedResults(system)}.`,
          ),
        );
        continue;
      }
      if (square.results.length !== gamesPerPairing) {
        const code = square.results.length > 2 ? 'grid/unsupported-token' : 'grid/rr-game-count';
        pushBounded(
          issues,
          issueAt(
            sheet,
            row.rowIndex,
            column,
            code,
            `Found ${found(text)}: ${square.results.length} game(s) against player ${n}; expected ${gamesPerPairing === 2 ? 'two results (double round robin, first cycle first)' : 'one result'} as in most squares of this grid.`,
          ),
        );
        continue;
      }
      square.results.forEach((result, g) => {
        draft[slots[g]!] = {
          origin,
          record:
            result.kind === 'forfeit'
              ? { kind: result.outcome === 'win' ? 'forfeit-win' : 'forfeit-loss', opponentRef: n }
              : { kind: 'played', opponentRef: n, outcome: result.outcome, ...(result.advantage && { advantage: result.advantage }) },
        };
      });
    }
    cells.set(row, draft);
  }
  const notes = [
    `Round-robin grid of ${k} players, ${gamesPerPairing === 2 ? 'two games per pairing (double round robin, first cycle first)' : 'one game per pairing'}.`,
    `The grid gives no rounds: games are placed in the rounds of the Berger table for ${k} players (C.05 Annex 1), pairing numbers in the order of the column numbers${gamesPerPairing === 2 ? ', the second cycle after the first' : ''}; round-dependent tie-breaks are not meaningful.`,
  ];
  if (k % 2 === 1) notes.push("Odd number of players: each player's Berger rest round is recorded as absent.");
  return { cells, rounds, gamesPerPairing, issues, notes };
}
