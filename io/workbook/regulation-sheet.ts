import type { CellValue } from '../grid';

/**
 * The regulation travels inside the workbook on a visible sheet, one line per row from
 * A3 (a cell holds at most 32,767 characters; a regulation line is far shorter), so an
 * auditor sees and re-runs exactly what was run (issue 8 item 4).
 */
export const REGULATION_SHEET = 'Regulation';
export const REGULATION_MARK =
  'Regulation run by Regula — the task pane restores this text when the workbook opens; edits here are read too.';
export const REGULATION_FIRST_ROW = 3;

/** The sheet's column A from A1: the mark, an empty row, then the lines. */
export function regulationRows(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  return [REGULATION_MARK, '', ...lines];
}

/**
 * The text back from column A as read from A1 (undefined when the sheet is not Regula's).
 * Empty cells are empty lines; trailing empty lines are dropped and the text ends with a newline.
 */
export function regulationText(columnA: readonly CellValue[]): string | undefined {
  if (columnA[0] !== REGULATION_MARK) return undefined;
  const lines = columnA.slice(REGULATION_FIRST_ROW - 1).map((v) => (v === null || v === undefined ? '' : String(v)));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return `${lines.join('\n')}\n`;
}
