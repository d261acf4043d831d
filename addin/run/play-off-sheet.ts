import type { Crosstable } from '../../engine';
import { hasErrors, readPlayOffSheet, type InputIssue } from '../../io';
import type { RunRequest } from './run-messages';

/**
 * The workbook's Play-off sheet (io/play-off: Stage, White, Black, Result), read with the
 * crosstable's players and added to it, as `regula rank BOOK.xlsx` does; its problems are input
 * errors at their cells (the run stops, as for an error in the crosstable).
 */
export function withPlayOffSheet(
  crosstable: Crosstable,
  sheet: RunRequest['playOff'],
): { crosstable: Crosstable } | { issues: InputIssue[] } {
  if (!sheet) return { crosstable };
  const read = readPlayOffSheet(sheet.values, { sheet: sheet.sheet, origin: sheet.origin }, crosstable);
  if (hasErrors(read.issues)) return { issues: read.issues };
  return { crosstable: read.record ? { ...crosstable, playOff: read.record } : crosstable };
}
