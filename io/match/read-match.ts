import { STANDARD, type PointSystem, type TeamMatch } from '../../engine';
import { columnLetters, sortIssues, type InputIssue } from '../issues';
import { readBoardRows } from './match-board-rows';
import { readMatchColumns } from './match-columns';
import { EXPECTED_HEADER, isMatchHeader } from './match-headers';
import { isBlankRow, matchIssue, matchSheet, sheetRowOf, type MatchSheet } from './match-sheet';
import type { CellValue } from '../grid';

export interface ReadMatchOptions {
  /** The worksheet's name, for cell addresses ('Match'!C5). */
  sheet: string;
  /** 1-based worksheet address of cells[0][0]; A1 by default. */
  origin?: { row: number; column: number };
  /** How results are scored; 1-½-0 by default (the regulation's scoring). */
  pointSystem?: PointSystem;
}

/** One match read from a sheet, and where it is. */
export interface MatchBlock {
  /** Undefined when the header could not be read (no two teams); a preview only while `hasErrors`. */
  match: TeamMatch | undefined;
  /** Worksheet rows: the header's, and the first and last of the block (title rows included). */
  headerRow: number;
  firstRow: number;
  lastRow: number;
  /** The text of the rows above the header ("Match 1 Organisers v Players"), if any. */
  title?: string;
  /** The worksheet row of each board read. */
  boardRows: Record<number, number>;
  /** Errors in this match: decide nothing from it. */
  hasErrors: boolean;
}

export interface MatchReading {
  /** Every match of the sheet, top to bottom. */
  matches: MatchBlock[];
  /** Sorted by worksheet row, then column. */
  issues: InputIssue[];
}

/**
 * Reads the team matches of a sheet given board by board (arbiter's handbook ch. 13;
 * C.07 art. 12): each match is a header row (see match-headers.ts), its board rows down to
 * a blank row, and optionally title rows above the header ("Match 1", "Organisers v
 * Players"). Several matches stand one below the other, separated by blank rows, each with
 * its own header. Every problem is an issue at its cell; nothing is guessed.
 */
export function readMatches(cells: readonly (readonly CellValue[])[], options: ReadMatchOptions): MatchReading {
  const sheet = matchSheet(cells, options.sheet, options.origin);
  const system = options.pointSystem ?? STANDARD;
  const issues: InputIssue[] = [];
  const headers = sheet.text.map((_, r) => r).filter((r) => isMatchHeader(sheet.text[r]!));
  if (headers.length === 0) {
    issues.push(noHeader(sheet));
    return { matches: [], issues };
  }
  const matches: MatchBlock[] = [];
  let free = 0; // the first row not yet part of a match
  headers.forEach((header, k) => {
    const titleRows = range(free, header).filter((r) => !isBlankRow(sheet, r));
    const end = k + 1 < headers.length ? headers[k + 1]! : sheet.text.length;
    const boardRows: number[] = [];
    for (let r = header + 1; r < end && !isBlankRow(sheet, r); r++) boardRows.push(r);
    free = (boardRows[boardRows.length - 1] ?? header) + 1;
    const before = issues.length;
    matches.push(readBlock(sheet, header, titleRows, boardRows, system, issues));
    matches[matches.length - 1]!.hasErrors = issues.slice(before).some((i) => i.severity === 'error');
  });
  for (const r of range(free, sheet.text.length).filter((r) => !isBlankRow(sheet, r)))
    issues.push(
      matchIssue(
        sheet,
        r,
        (sheet.text[r] ?? []).findIndex((t) => t !== ''),
        'match/skipped-row',
        `Row ${sheetRowOf(sheet, r)} is below the last match and is not read (a match starts with its header row)`,
        'warning',
      ),
    );
  return { matches, issues: sortIssues(issues) };
}

function readBlock(
  sheet: MatchSheet,
  header: number,
  titleRows: readonly number[],
  rows: readonly number[],
  system: PointSystem,
  issues: InputIssue[],
): MatchBlock {
  const title = titleRows.map((r) => (sheet.text[r] ?? []).filter((t) => t !== '').join(' ')).join(' ');
  const block: MatchBlock = {
    match: undefined,
    headerRow: sheetRowOf(sheet, header),
    firstRow: sheetRowOf(sheet, titleRows[0] ?? header),
    lastRow: sheetRowOf(sheet, rows[rows.length - 1] ?? header),
    ...(title !== '' && { title }),
    boardRows: {},
    hasErrors: false,
  };
  const columns = readMatchColumns(sheet, header, titleRows, issues);
  if (!columns) return block;
  const read = readBoardRows(sheet, rows, columns, system, issues);
  block.boardRows = read.boardRows;
  block.match = { teams: columns.teams, boards: read.boards };
  if (rows.length === 0)
    issues.push(
      matchIssue(
        sheet,
        header,
        columns.board,
        'match/no-boards',
        `No board rows below the header in row ${block.headerRow}: expected rows with a board number, the players and a result`,
      ),
    );
  return block;
}

function noHeader(sheet: MatchSheet): InputIssue {
  const lastColumn = sheet.originColumn + Math.max(1, sheet.width) - 1;
  const lastRow = sheet.originRow + Math.max(1, sheet.text.length) - 1;
  const range = `${columnLetters(sheet.originColumn)}${sheet.originRow}:${columnLetters(lastColumn)}${lastRow}`;
  return matchIssue(sheet, 0, 0, 'match/no-header', `No match header in '${sheet.name}'!${range}: expected ${EXPECTED_HEADER}`);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}
