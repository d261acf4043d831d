import { maxOf } from '../../engine';
import { protectText, type OutputCell } from './cell-text';
import { ExcelFit, fitGrid } from './excel-fit';
import { cutAt, EXCEL_MAX_SHEET_NAME, isReservedSheetName, sheetNameProblem } from './excel-limits';
import { REGULATION_SHEET } from './regulation-sheet';
import type { WritePlan } from './write-plan';

/**
 * A sheet of the user's, not Regula's (no owner mark, replaced by no run): the cells of a
 * file brought in from the task pane, under a name no sheet of the workbook has — the
 * file's name made a name Excel takes (excelSheetName), numbered "(2)", "(3)" … when taken.
 * Names Regula writes (the Regulation sheet, "Regula …") get " data" so no run mistakes it
 * for its own, as does History, which Excel keeps for itself. Cells past Excel's grid are left out and long text cut, each said in the
 * plan's warnings, as is a name Excel would have refused.
 */
export function planNewSheet(
  wanted: string,
  cells: readonly (readonly OutputCell[])[],
  existingSheets: readonly string[],
): { sheet: string; plan: WritePlan } {
  const sheet = freeSheetName(wanted, existingSheets);
  const fit = new ExcelFit();
  if (sheetNameProblem(wanted))
    fit.warn({
      code: 'workbook/sheet-name-changed',
      message: `"${wanted}" is not a name Excel takes for a sheet: the cells are on sheet "${sheet}"`,
    });
  const fitted = fitGrid({ sheet, row: 1, column: 1 }, cells, fit);
  const width = maxOf(
    fitted.map((row) => row.length),
    1,
  );
  const values = fitted.length === 0 ? [[null]] : fitted.map((row) => Array.from({ length: width }, (_, c) => protectText(row[c] ?? null)));
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
      warnings: fit.list(),
    },
  };
}

/** A name Excel takes from `wanted` that no existing sheet has (Excel compares names case-insensitively). */
export function freeSheetName(wanted: string, existingSheets: readonly string[]): string {
  let base = plainName(wanted) || 'Crosstable';
  if (base.toLowerCase() === REGULATION_SHEET.toLowerCase() || /^regula\b/i.test(base) || isReservedSheetName(base)) base = `${base} data`;
  const taken = new Set(existingSheets.map((s) => s.toLowerCase()));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${plainName(cutAt(base, EXCEL_MAX_SHEET_NAME - suffix.length))}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/** The characters Excel refuses as spaces, runs of spaces as one, no space or apostrophe first or last. */
function plainName(text: string): string {
  return text
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s']+|[\s']+$/g, '');
}
