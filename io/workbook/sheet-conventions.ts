import type { CellValue } from '../grid';

/*
 * What a workbook writer does the way Excel does it, whichever writer it is (the CLI's exceljs
 * copy, its new-workbook writer): cells from a CSV, a table's column names, a column's width.
 */

/** A cell as Excel opens it from a CSV: text that is a plain decimal number becomes a number; empty is nothing. */
export function csvCellValue(value: CellValue): string | number | boolean | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
}

/** A table's column names from its header cells, as Excel makes them: text, unique ignoring case ("Name", "Name2"), "Column" for a blank. */
export function tableColumnNames(headers: readonly (CellValue | undefined)[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const base = header === null || header === undefined || header === '' ? 'Column' : String(header);
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base}${count}`;
  });
}

/** A column's width for its longest text (in characters): two more, at most 80, never narrower than it is. */
export function autofitWidth(longest: number, current = 0): number {
  return Math.max(current, Math.min(80, longest + 2));
}
