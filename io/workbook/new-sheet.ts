import { maxOf } from '../../engine';
import { protectText, type OutputCell } from './cell-text';
import { REGULATION_SHEET } from './regulation-sheet';
import type { WritePlan } from './write-plan';

/** Excel's limits on a sheet name: at most 31 characters, none of \ / ? * [ ] :, not blank. */
const MAX_SHEET_NAME = 31;

/**
 * A sheet of the user's, not Regula's (no owner mark, replaced by no run): the cells of a
 * file brought in from the task pane, under a name no sheet of the workbook has — the
 * file's name made a valid sheet name, numbered "(2)", "(3)" … when taken. Names Regula
 * writes (the Regulation sheet, "Regula …") get " data" so no run mistakes it for its own.
 */
export function planNewSheet(
  wanted: string,
  cells: readonly (readonly OutputCell[])[],
  existingSheets: readonly string[],
): { sheet: string; plan: WritePlan } {
  const sheet = freeSheetName(wanted, existingSheets);
  const width = maxOf(
    cells.map((row) => row.length),
    1,
  );
  const values = cells.length === 0 ? [[null]] : cells.map((row) => Array.from({ length: width }, (_, c) => protectText(row[c] ?? null)));
  const range = { sheet, row: 1, column: 1, rows: values.length, columns: width };
  return {
    sheet,
    plan: {
      replaces: [],
      operations: [
        { kind: 'events', enabled: false },
        { kind: 'add-sheet', sheet },
        { kind: 'values', range, values },
        { kind: 'autofit', range },
        { kind: 'events', enabled: true },
      ],
    },
  };
}

/** A valid sheet name from `wanted` that no existing sheet has (Excel compares names case-insensitively). */
export function freeSheetName(wanted: string, existingSheets: readonly string[]): string {
  let base =
    wanted
      .replace(/[\\/?*[\]:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Crosstable';
  if (base.toLowerCase() === REGULATION_SHEET.toLowerCase() || /^regula\b/i.test(base)) base = `${base} data`;
  const taken = new Set(existingSheets.map((s) => s.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
