import { Rational, type MatchBoard, type PointSystem } from '../../engine';
import { colourOfText } from '../grid';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import type { MatchColumns } from './match-columns';
import { isTotalsLabel, totalsInOneCell } from './match-headers';
import { boardPoints, expectedMatchResults, pointsText, readMatchResult, readScorePair } from './match-results';
import { foundText, matchIssue, sheetRowOf, textAt, type MatchSheet } from './match-sheet';

export interface BoardRows {
  boards: MatchBoard[];
  /** Worksheet row of each board read. */
  boardRows: Record<number, number>;
}

/**
 * Reads the board rows of one match (rows indexes below its header, up to a blank row):
 * board number, the players, the first team's colour and the result, each checked at its
 * cell. A totals row ("Total", "Σ") ends the boards; its score, when given, is compared
 * with the boards' results. Boards must be 1 … n, each once (the match tie-breaks count
 * boards from the top, C.07 art. 12).
 */
export function readBoardRows(
  sheet: MatchSheet,
  rows: readonly number[],
  columns: MatchColumns,
  system: PointSystem,
  issues: InputIssue[],
): BoardRows {
  const boards: MatchBoard[] = [];
  const boardRows: Record<number, number> = {};
  const firstRowOf = new Map<number, number>();
  const issue = (r: number, c: number, code: Parameters<typeof matchIssue>[3], message: string, severity?: 'warning') =>
    pushBounded(issues, matchIssue(sheet, r, c, code, message, severity));
  let totals: number | undefined;
  let totalsScore: string | undefined;
  for (const r of rows) {
    const boardText = textAt(sheet, r, columns.board);
    if (totals !== undefined) {
      issue(r, columns.board, 'match/skipped-row', `Row ${sheetRowOf(sheet, r)} below the totals row is not read`, 'warning');
      continue;
    }
    if (isTotalsLabel(boardText)) {
      totals = r;
      continue;
    }
    const oneCell = totalsInOneCell(boardText);
    if (oneCell) {
      totals = r;
      totalsScore = oneCell.score;
      continue;
    }
    const number = /^(\d{1,3})\.?$/.exec(boardText);
    if (!number || Number(number[1]) === 0) {
      issue(
        r,
        columns.board,
        'match/bad-board',
        `Board ${foundText(boardText)}: expected the board number 1, 2, 3 … (a note below the boards needs a blank row above it)`,
      );
      continue;
    }
    const board = Number(number[1]);
    const earlier = firstRowOf.get(board);
    if (earlier !== undefined) {
      issue(
        r,
        columns.board,
        'match/duplicate-board',
        `Board ${board} again (first in row ${sheetRowOf(sheet, earlier)}): each board once`,
      );
      continue;
    }
    firstRowOf.set(board, r);
    const read = readBoard(sheet, r, board, columns, system, issues);
    if (read) {
      boards.push(read);
      boardRows[board] = sheetRowOf(sheet, r);
    }
  }
  reportGaps(sheet, firstRowOf, columns, issues);
  if (totals !== undefined && boards.length === firstRowOf.size) checkTotals(sheet, totals, boards, columns, system, issues, totalsScore);
  return { boards: boards.sort((a, b) => a.board - b.board), boardRows };
}

function readBoard(
  sheet: MatchSheet,
  r: number,
  board: number,
  columns: MatchColumns,
  system: PointSystem,
  issues: InputIssue[],
): MatchBoard | undefined {
  const players = columns.players.map((c) => textAt(sheet, r, c)) as [string, string];
  const resultText = textAt(sheet, r, columns.result);
  const [first] = columns.teams;
  if (resultText === '') {
    pushBounded(
      issues,
      matchIssue(
        sheet,
        r,
        columns.result,
        'match/missing-result',
        `Board ${board} has no result: expected a result seen from ${first} (the first team): ${expectedMatchResults(system)}`,
      ),
    );
    return undefined;
  }
  const result = readMatchResult(resultText, system);
  if (!result) {
    pushBounded(
      issues,
      matchIssue(
        sheet,
        r,
        columns.result,
        'match/unknown-result',
        `Result '${resultText}' on board ${board} is not a result: expected a result seen from ${first} (the first team): ${expectedMatchResults(system)}${excelHint(resultText)}`,
      ),
    );
    return undefined;
  }
  const out: MatchBoard = { board, result, players };
  if (columns.colour !== undefined) {
    const text = textAt(sheet, r, columns.colour);
    if (text !== '' && !/^[-−–]$/.test(text)) {
      const colour = colourOfText(text);
      if (!colour) {
        pushBounded(
          issues,
          matchIssue(
            sheet,
            r,
            columns.colour,
            'match/unknown-colour',
            `Colour ${foundText(text)} on board ${board}: expected w or b (the colour of the player of ${first}, the first team), or blank`,
          ),
        );
        return undefined;
      }
      out.colour = colour;
    }
  }
  if (result.kind === 'played')
    players.forEach((name, side) => {
      if (name === '')
        pushBounded(
          issues,
          matchIssue(
            sheet,
            r,
            columns.players[side]!,
            'match/missing-player',
            `Board ${board} was played but the player of ${columns.teams[side]} has no name`,
            'warning',
          ),
        );
    });
  return out;
}

/**
 * Excel turns `1:0` into the time 01:00 (a fraction of a day) and `1/2` into a date: such a
 * result arrives as a number or a date, and the arbiter needs to know why.
 */
function excelHint(text: string): string {
  if (!/^\d{4}-\d\d-\d\d$|^0\.\d+$/.test(text)) return '';
  return ' (Excel turns 1:0 into a time and 1/2 into a date: format the Result column as Text and type the results again)';
}

/** Board numbers that skip one (1, 2, 4): reported at the next board's cell. */
function reportGaps(sheet: MatchSheet, firstRowOf: ReadonlyMap<number, number>, columns: MatchColumns, issues: InputIssue[]): void {
  const numbers = [...firstRowOf.keys()].sort((a, b) => a - b);
  const last = numbers[numbers.length - 1] ?? 0;
  for (let board = 1; board < last; board++) {
    if (firstRowOf.has(board)) continue;
    const next = numbers.find((n) => n > board)!;
    pushBounded(
      issues,
      matchIssue(
        sheet,
        firstRowOf.get(next)!,
        columns.board,
        'match/missing-board',
        `Board ${board} is missing: the boards are ${numbers.join(', ')}; expected 1 to ${last}, each once`,
      ),
    );
  }
}

function checkTotals(
  sheet: MatchSheet,
  r: number,
  boards: readonly MatchBoard[],
  columns: MatchColumns,
  system: PointSystem,
  issues: InputIssue[],
  /** The score written after the label in the board column ("Total 3-3"), when the result cell is empty. */
  inLabel?: string,
): void {
  const column = textAt(sheet, r, columns.result) === '' && inLabel !== undefined ? columns.board : columns.result;
  const text = column === columns.board ? inLabel! : textAt(sheet, r, columns.result);
  if (text === '') return;
  const points = boards.map((b) => boardPoints(b.result, system));
  const score = [0, 1].map((side) => Rational.sum(points.map((p) => p[side]!)));
  const printed = readScorePair(text);
  const boardsSay = `${pointsText(score[0]!)}-${pointsText(score[1]!)}`;
  if (!printed)
    pushBounded(
      issues,
      matchIssue(
        sheet,
        r,
        column,
        'match/score-mismatch',
        `The totals row's score '${text}' is not a score such as ${boardsSay}`,
        'warning',
      ),
    );
  else if (!printed[0].eq(score[0]!) || !printed[1].eq(score[1]!))
    pushBounded(
      issues,
      matchIssue(
        sheet,
        r,
        column,
        'match/score-mismatch',
        `The totals row says ${text}; the boards' results add up to ${boardsSay} (forfeits as wins and losses, C.07 art. 12)`,
        'warning',
      ),
    );
}
