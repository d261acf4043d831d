import type ExcelJS from 'exceljs';
import {
  autofitWidth,
  HEADER_FILL,
  qualifiedAddress,
  rangeAddress,
  tableColumnNames,
  unprotectText,
  type CellRange,
  type CellValue,
  type WriteOperation,
  type WritePlan,
} from '../io';
import type { OutputWorkbook } from './output-workbook';
import { writeFileAtomically } from './safe-write';
import { RESULT_NOTE_PREFIX } from './xlsx';

/** The user's workbook, read by exceljs: the output is a copy of it. */
export function copiedWorkbook(workbook: ExcelJS.Workbook): OutputWorkbook {
  const toBuffer = async () => new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return {
    sheetNames: () => workbook.worksheets.map((s) => s.name),
    applyPlan: (plan) => applyWritePlan(workbook, plan),
    toBuffer,
    save: async (path) => writeFileAtomically(path, await toBuffer()),
    warnings: () => [],
  };
}

/**
 * Carries out io's write plan in an exceljs workbook — the CLI's counterpart of the
 * add-in's workbook gateway, so both doors write the same cells. Every sheet the plan
 * replaces must be Regula's (its mark in A1): otherwise nothing is written and the
 * foreign sheets are returned.
 */
export function applyWritePlan(workbook: ExcelJS.Workbook, plan: WritePlan): string[] {
  const foreign = plan.replaces.filter((r) => workbook.getWorksheet(r.sheet)?.getCell('A1').value !== r.mark).map((r) => r.sheet);
  if (foreign.length > 0) return foreign;
  for (const op of plan.operations) apply(workbook, op);
  return [];
}

function apply(workbook: ExcelJS.Workbook, op: WriteOperation): void {
  const sheetOf = (name: string) => {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw new Error(`write plan: no sheet "${name}"`);
    return sheet;
  };
  switch (op.kind) {
    case 'events':
      return; // Excel's change events: a file has none.
    case 'delete-sheet':
      workbook.removeWorksheet(sheetOf(op.sheet).id);
      return;
    case 'add-sheet':
      workbook.addWorksheet(op.sheet);
      return;
    case 'clear':
      forEachCell(sheetOf(op.range.sheet), op.range, (cell) => {
        cell.value = null;
        cell.style = {};
        // exceljs has no call that removes a note; the old block's fingerprint note goes with its cells.
        (cell as unknown as { _comment?: unknown })._comment = undefined;
      });
      return;
    case 'values': {
      const sheet = sheetOf(op.range.sheet);
      op.values.forEach((row, r) =>
        row.forEach((value, c) => {
          if (value === null) return; // null leaves the cell as it is, as in Excel
          const cell = sheet.getCell(op.range.row + r, op.range.column + c);
          cell.value = unprotectText(value);
          const format = op.columnFormats?.[c];
          if (format && format !== 'General' && typeof value === 'number') cell.numFmt = format;
        }),
      );
      return;
    }
    case 'header-style':
      forEachCell(sheetOf(op.range.sheet), op.range, (cell) => {
        cell.font = { bold: true };
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${HEADER_FILL.slice(1)}` } };
      });
      return;
    case 'table':
      addTable(sheetOf(op.range.sheet), op.range, op.name);
      return;
    case 'autofit':
      autofit(sheetOf(op.range.sheet), op.range);
      return;
    case 'delete-name':
      workbook.definedNames.model = workbook.definedNames.model.map((n) =>
        n.name === op.name ? { ...n, ranges: n.ranges.filter((r) => !onSheet(r, op.sheet)) } : n,
      );
      return;
    case 'add-name': {
      workbook.definedNames.add(qualifiedAddress(op.range), op.name);
      const first = sheetOf(op.range.sheet).getCell(op.range.row, op.range.column);
      first.note = `${RESULT_NOTE_PREFIX}${op.comment}`;
      return;
    }
  }
}

/**
 * An Excel table over cells already written: the header row names its columns (Excel
 * wants them unique and textual, as it makes them when the add-in adds a table).
 */
function addTable(sheet: ExcelJS.Worksheet, range: CellRange, name: string): void {
  const cells = (row: number) => Array.from({ length: range.columns }, (_, c) => sheet.getCell(row, range.column + c));
  const header = cells(range.row);
  const names = tableColumnNames(header.map((cell) => cell.value as CellValue));
  const columns = header.map((cell, c) => {
    if (names[c] !== cell.value) cell.value = names[c]!;
    return { name: names[c]!, filterButton: true };
  });
  const rows = Array.from({ length: range.rows - 1 }, (_, r) => cells(range.row + 1 + r).map((cell) => cell.value));
  sheet.addTable({
    name,
    ref: rangeAddress({ ...range, rows: 1, columns: 1 }),
    headerRow: true,
    style: { theme: 'TableStyleLight9', showRowStripes: true },
    columns,
    rows,
  });
}

/** Column widths from the longest text in each column of the range (never narrower than before). */
function autofit(sheet: ExcelJS.Worksheet, range: CellRange): void {
  for (let c = 0; c < range.columns; c++) {
    let longest = 0;
    for (let r = 0; r < range.rows; r++) {
      const value = sheet.getCell(range.row + r, range.column + c).value;
      if (value !== null && value !== undefined) longest = Math.max(longest, [...String(value)].length);
    }
    const column = sheet.getColumn(range.column + c);
    column.width = autofitWidth(longest, column.width);
  }
}

function forEachCell(sheet: ExcelJS.Worksheet, range: CellRange, visit: (cell: ExcelJS.Cell) => void): void {
  for (let r = 0; r < range.rows; r++) for (let c = 0; c < range.columns; c++) visit(sheet.getCell(range.row + r, range.column + c));
}

function onSheet(reference: string, sheet: string): boolean {
  const bang = reference.lastIndexOf('!');
  const name = reference
    .slice(0, bang)
    .replace(/^'(.*)'$/, '$1')
    .replace(/''/g, "'");
  return name === sheet;
}
