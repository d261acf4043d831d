import type { Crosstable, PlayOffRecord } from '../../engine';
import type { CellValue } from '../grid/cell-value';
import { cellIssue, gridSheet, sheetRow } from '../grid/sheet';
import { cellAddress, type InputIssue } from '../issues';
import { readPlayOffRow } from './play-off-rows';

/*
 * A workbook's play-off sheet (issue 19 item 4): a sheet named "Play-off" (or "Playoff",
 * "Play-offs") holding a header row Stage, White, Black, Result and one row per game in the
 * order played, or a row "not held" — the rows a `### play-off` TRF line holds, read by the same
 * row reader (play-off-rows.ts). Both doors read it beside the crosstable: the CLI from an
 * .xlsx, the add-in from the workbook.
 */

/** Whether a sheet's name says it holds the play-off: "Play-off", "Playoff", "Play-offs", any case. */
export function isPlayOffSheet(name: string): boolean {
  return /^play[- ]?offs?$/i.test(name.trim());
}

const COLUMNS = ['stage', 'white', 'black', 'result'] as const;

export interface PlayOffSheetReading {
  record: PlayOffRecord | undefined;
  issues: InputIssue[];
}

/** The play-off games of the sheet's cells, for the players of `crosstable`; every problem at its cell. */
export function readPlayOffSheet(
  cells: readonly (readonly CellValue[])[],
  at: { sheet: string; origin?: { row: number; column: number } },
  crosstable: Crosstable,
): PlayOffSheetReading {
  const sheet = gridSheet(cells, at.sheet, at.origin);
  const headerIndex = sheet.text.findIndex((row) => COLUMNS.every((word) => row.some((cell) => cell.trim().toLowerCase() === word)));
  if (headerIndex < 0)
    return {
      record: undefined,
      issues: [
        cellIssue(
          sheet,
          0,
          0,
          'grid/play-off-no-header',
          `the sheet '${at.sheet}' has no header row with Stage, White, Black and Result; expected one above the play-off games`,
        ),
      ],
    };
  const header = sheet.text[headerIndex]!.map((cell) => cell.trim().toLowerCase());
  const columnOf = COLUMNS.map((word) => header.indexOf(word));
  const record: PlayOffRecord = { games: [] };
  const issues: InputIssue[] = [];
  for (let r = headerIndex + 1; r < sheet.text.length; r++) {
    const cells = columnOf.map((c) => sheet.text[r]![c] ?? '');
    if (cells.every((cell) => cell.trim() === '')) continue;
    const source = cellAddress(at.sheet, sheetRow(sheet, r), sheet.originColumn + columnOf[0]!);
    const row = readPlayOffRow(cells, crosstable.players, source);
    if (row.kind === 'not-held') record.notHeld = true;
    else if (row.kind === 'game') record.games.push(row.game);
    else issues.push(cellIssue(sheet, r, columnOf[0]!, 'grid/bad-play-off-row', `play-off row: ${row.message}`));
  }
  return { record, issues };
}
