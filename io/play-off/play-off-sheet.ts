import type { Crosstable, PlayOffRecord } from '../../engine';
import type { CellValue } from '../grid/cell-value';
import { cellIssue, gridSheet, sheetRow } from '../grid/sheet';
import { cellAddress, hasErrors, type InputIssue } from '../issues';
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

/** A sheet's cells as both doors hold them: its name, where its cells start, the values. */
export interface PlayOffSheetCells {
  sheet: string;
  origin?: { row: number; column: number };
  values: readonly (readonly CellValue[])[];
}

/**
 * The crosstable with the play-off games of the sheet added (as it is when there is no sheet),
 * and the sheet's problems at their cells; no crosstable when the sheet has errors, so the run
 * stops as for an error in the crosstable. Both doors add the sheet here.
 */
export function withPlayOffSheet(
  crosstable: Crosstable,
  cells: PlayOffSheetCells | undefined,
): { crosstable: Crosstable | undefined; issues: InputIssue[] } {
  if (!cells) return { crosstable, issues: [] };
  const read = readPlayOffSheet(cells, crosstable);
  if (hasErrors(read.issues)) return { crosstable: undefined, issues: read.issues };
  return { crosstable: read.record ? { ...crosstable, playOff: read.record } : crosstable, issues: read.issues };
}

/** The play-off games of the sheet's cells, for the players of `crosstable`; every problem at its cell. */
function readPlayOffSheet(at: PlayOffSheetCells, crosstable: Crosstable): { record: PlayOffRecord | undefined; issues: InputIssue[] } {
  const sheet = gridSheet(at.values, at.sheet, at.origin);
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
