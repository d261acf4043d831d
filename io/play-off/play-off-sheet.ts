import type { Crosstable, PlayOffRecord } from '../../engine';
import { readGameSheet, type GameSheetCells } from '../grid/game-rows-sheet';
import { hasErrors, type InputIssue } from '../issues';
import { readPlayOffRow } from './play-off-rows';

/*
 * A workbook's play-off sheet (docs/inputs.md "Play-off games"): a sheet named "Play-off" (or "Playoff",
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
export type PlayOffSheetCells = GameSheetCells;

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
  const read = readGameSheet(at, {
    columns: COLUMNS,
    noHeader: 'grid/play-off-no-header',
    badRow: 'grid/bad-play-off-row',
    what: 'play-off',
    readRow: (cells, source) => {
      const row = readPlayOffRow(cells, crosstable.players, source);
      return row.kind === 'error' ? row.message : row;
    },
  });
  if (!read.rows) return { record: undefined, issues: read.issues };
  const record: PlayOffRecord = { games: [] };
  for (const row of read.rows) {
    if (row.kind === 'not-held') record.notHeld = true;
    else record.games.push(row.game);
  }
  return { record, issues: read.issues };
}
