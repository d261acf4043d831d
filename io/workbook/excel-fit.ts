import type { CellValue } from '../grid';
import { qualifiedAddress, type CellRange } from './cell-range';
import type { OutputCell } from './cell-text';
import { EXCEL_MAX_CELL_TEXT, EXCEL_MAX_COLUMNS, EXCEL_MAX_ROWS, fitCellText } from './excel-limits';
import type { WorkbookWarning } from './workbook-issues';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a write cut to keep within Excel's limits (excel-limits.ts), gathered into warnings:
 * one per sheet and kind (the texts cut on a sheet are one warning, with the first cell), so a
 * sheet of 100,000 long names says so once.
 */
export class ExcelFit {
  private readonly warnings: WorkbookWarning[] = [];
  private readonly textCuts = new Map<string, { cells: number; first: string }>();

  warn(warning: WorkbookWarning): void {
    this.warnings.push(warning);
  }

  /** A text cell's value within a cell's 32,767 characters, counted against its sheet when cut. */
  text(value: string, sheet: string, row: number, column: number): string {
    if (value.length <= EXCEL_MAX_CELL_TEXT) return value;
    const cuts = this.textCuts.get(sheet);
    if (cuts) cuts.cells++;
    else this.textCuts.set(sheet, { cells: 1, first: qualifiedAddress({ sheet, row, column, rows: 1, columns: 1 }) });
    return fitCellText(value);
  }

  /** Every warning, the texts cut last (one per sheet). */
  list(): WorkbookWarning[] {
    const cuts = [...this.textCuts].map(([sheet, { cells, first }]) => ({
      code: 'workbook/text-cut' as const,
      message:
        cells === 1
          ? `${first}: a text longer than the ${count(EXCEL_MAX_CELL_TEXT)} characters an Excel cell holds is cut; the cell ends with a mark saying how many characters are missing (the command line's --format json gives it whole)`
          : `'${sheet}': ${count(cells)} texts longer than the ${count(EXCEL_MAX_CELL_TEXT)} characters an Excel cell holds are cut, the first at ${first}; each cell ends with a mark saying how many characters are missing (the command line's --format json gives them whole)`,
    }));
    return [...this.warnings, ...cuts];
  }
}

/**
 * The part of a rectangle of cells from `range`'s corner that lies within Excel's grid:
 * rows past the 1,048,576th and columns past XFD left out (said once each), text cut.
 * The rows themselves when nothing needed to change.
 */
export function fitGrid<T extends OutputCell | CellValue>(
  range: Pick<CellRange, 'sheet' | 'row' | 'column'>,
  rows: readonly (readonly T[])[],
  fit: ExcelFit,
): T[][] {
  const rowRoom = Math.max(0, EXCEL_MAX_ROWS - range.row + 1);
  const columnRoom = Math.max(0, EXCEL_MAX_COLUMNS - range.column + 1);
  let widest = 0;
  let changed = rows.length > rowRoom;
  const kept = changed ? rows.slice(0, rowRoom) : rows;
  for (const row of kept) {
    if (row.length > widest) widest = row.length;
    if (!changed) changed = row.length > columnRoom || row.some((v) => typeof v === 'string' && v.length > EXCEL_MAX_CELL_TEXT);
  }
  if (rows.length > rowRoom)
    fit.warn({
      code: 'workbook/rows-left-out',
      message: `'${range.sheet}': ${count(rows.length - rowRoom)} rows past row ${count(EXCEL_MAX_ROWS)}, Excel's last, are left out`,
    });
  if (widest > columnRoom)
    fit.warn({
      code: 'workbook/columns-left-out',
      message: `'${range.sheet}': ${count(widest - columnRoom)} columns past column XFD (the ${count(EXCEL_MAX_COLUMNS)}th, Excel's last) are left out`,
    });
  if (!changed) return kept as T[][];
  return kept.map((row, r) =>
    row.slice(0, columnRoom).map((v, c) => (typeof v === 'string' ? (fit.text(v, range.sheet, range.row + r, range.column + c) as T) : v)),
  );
}
