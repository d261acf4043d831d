import { roundInTitle } from '../grid/chess-results-export';
import { textAt, type GridSheet } from '../grid/sheet';

/*
 * The rows of chess-results' board pairings of a team event (Board Pairings, `art=3`), as
 * real pages and the exports made from them lay them out (test/fixtures/chess-results/README.md):
 *
 *   Round 1 on 2026/09/26 at 14:00                          ← a round line, one cell
 *   Bo. | 1 | Team A | Rtg | - | 5 | Team B | Rtg | 1½:2½    ← a match's header row
 *   1.1 | FM | Doe, Jane | 2066 | - |  | Roe, Max | 2369 | 0 - 1  ← its board rows
 *
 * Offsets from the row's first cell: the board (or `Bo.`), the first team's number (or the
 * player's title), name, rating, the `-` between the sides, the second side's number (title),
 * name, rating, and the result (score). A PGN column may follow. The rows are found by these
 * shapes, whatever the language.
 */
export const OFFSET = { first: 1, firstName: 2, firstRating: 3, dash: 4, second: 5, secondName: 6, secondRating: 7, result: 8 } as const;

const BOARD = /^(\d{1,4})\.(\d{1,3})$/;
const NUMBER = /^\d{1,6}$/;

/** The column of a row's first non-empty cell; -1 for a blank row. */
export function firstColumn(sheet: GridSheet, row: number): number {
  return (sheet.text[row] ?? []).findIndex((t) => t !== '');
}

export function isBlank(sheet: GridSheet, row: number): boolean {
  return firstColumn(sheet, row) < 0;
}

/**
 * A board row of the match whose header starts at `column`: a board cell there (`1.1`, or
 * anything the reader then reports) and the `-` between the sides, and not the next match's header.
 */
export function isBoardRow(sheet: GridSheet, row: number, column: number): boolean {
  return textAt(sheet, row, column) !== '' && textAt(sheet, row, column + OFFSET.dash) === '-' && !isMatchHeader(sheet, row);
}

/** A board row's own shape wherever it starts (for a board row with no match above it). */
export function looksLikeBoardRow(sheet: GridSheet, row: number): boolean {
  const column = firstColumn(sheet, row);
  return column >= 0 && BOARD.test(textAt(sheet, row, column)) && textAt(sheet, row, column + OFFSET.dash) === '-';
}

/**
 * A match's header row: a word in the first cell (not a board number), a team number and
 * name, the `-`, and the second team's number (empty for a bye) and name.
 */
export function isMatchHeader(sheet: GridSheet, row: number): boolean {
  const c = firstColumn(sheet, row);
  if (c < 0) return false;
  const at = (offset: number) => textAt(sheet, row, c + offset);
  return (
    !BOARD.test(at(0)) &&
    !NUMBER.test(at(0)) &&
    at(OFFSET.dash) === '-' &&
    NUMBER.test(at(OFFSET.first)) &&
    at(OFFSET.firstName) !== '' &&
    (at(OFFSET.second) === '' || NUMBER.test(at(OFFSET.second))) &&
    at(OFFSET.secondName) !== ''
  );
}

/** The board number a board cell gives (`1.2` → 2); from a number cell, the position when Excel dropped a trailing zero (1.1 for 1.10). */
export function boardNumber(text: string, raw: unknown, position: number): { match: number; board: number } | undefined {
  const found = BOARD.exec(text);
  if (!found) return undefined;
  const match = Number(found[1]);
  if (typeof raw === 'number' && Number(`${match}.${position}`) === raw) return { match, board: position };
  return { match, board: Number(found[2]) };
}

/** A round line: one cell naming a round ("Round 3 on …", "3. Runde am …"), followed by a match's header row. */
export function roundOfLine(sheet: GridSheet, row: number): number | undefined {
  const cells = (sheet.text[row] ?? []).filter((t) => t !== '');
  if (cells.length !== 1) return undefined;
  let next = row + 1;
  while (next < sheet.text.length && isBlank(sheet, next)) next++;
  if (next >= sheet.text.length || !isMatchHeader(sheet, next)) return undefined;
  return roundInTitle(cells);
}

/**
 * Whether the cells are board pairings of a team event: some match header, in the first `rows`
 * rows, with a board row or a round line right above it.
 */
export function isBoardPairingsSheet(sheet: GridSheet, rows = sheet.text.length): boolean {
  for (let r = 0; r < Math.min(rows, sheet.text.length); r++) {
    if (!isMatchHeader(sheet, r)) continue;
    if (r + 1 < sheet.text.length && BOARD.test(textAt(sheet, r + 1, firstColumn(sheet, r)))) return true;
    if (r > 0 && roundOfLine(sheet, r - 1) !== undefined) return true;
  }
  return false;
}
