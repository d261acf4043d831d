import type { Crosstable } from '../../engine';
import { readGameSheet, type GameSheetCells } from '../grid/game-rows-sheet';
import { hasErrors, type InputIssue } from '../issues';
import { readMicroMatchRow } from './micro-match-rows';

/*
 * A workbook's micro-matches sheet (docs/inputs.md "Micro-match games"): a sheet named "Micro-matches" (or
 * "Micromatches", "Micro-match", any case) holding a header row Round, Stage, White, Black,
 * Result and one row a game after each round's own — the rows a `### micro-match` TRF line
 * holds, read by the same row reader (micro-match-rows.ts). Both doors read it beside the
 * crosstable, as they read the Play-off sheet.
 */

/** Whether a sheet's name says it holds micro-match games: "Micro-matches", "Micromatches", "Micro-match", any case. */
export function isMicroMatchSheet(name: string): boolean {
  return /^micro[- ]?match(es)?$/i.test(name.trim());
}

const COLUMNS = ['round', 'stage', 'white', 'black', 'result'] as const;

/**
 * The crosstable with the micro-match games of the sheet added (as it is when there is no
 * sheet), and the sheet's problems at their cells; no crosstable when the sheet has errors.
 */
export function withMicroMatchSheet(
  crosstable: Crosstable,
  cells: GameSheetCells | undefined,
): { crosstable: Crosstable | undefined; issues: InputIssue[] } {
  if (!cells) return { crosstable, issues: [] };
  const read = readGameSheet(cells, {
    columns: COLUMNS,
    noHeader: 'grid/micro-match-no-header',
    badRow: 'grid/bad-micro-match-row',
    what: 'micro-match',
    readRow: (row, source) => {
      const read = readMicroMatchRow(row, crosstable.players, source);
      return read.kind === 'error' ? read.message : read.game;
    },
  });
  if (hasErrors(read.issues)) return { crosstable: undefined, issues: read.issues };
  const games = read.rows ?? [];
  return { crosstable: games.length > 0 ? { ...crosstable, microMatches: games } : crosstable, issues: read.issues };
}
