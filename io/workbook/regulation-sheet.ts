import type { CellValue } from '../grid';

/**
 * The regulation travels inside the workbook on a visible sheet, one line per row from
 * A3, so an auditor sees and re-runs exactly what was run. A cell holds at most 32,767
 * characters (excel-limits.ts): a line of REGULATION_PIECE characters or more goes over
 * several rows, each cell but the last holding REGULATION_PIECE of them (one more where the
 * cut would split a surrogate pair), with a word in column B saying so; a cell that long is
 * read as continued on the next row, so a line that ends at a full cell is followed by an
 * empty one. Columns C–F hold the history of the tie-break list: each change made after the
 * event started (FIDE VCL Q201), kept from run to run — column A alone is the regulation's text.
 */
export const REGULATION_SHEET = 'Regulation';
export const REGULATION_MARK =
  'Regulation run by Regula — the task pane restores this text when the workbook opens; edits here are read too.';
export const REGULATION_FIRST_ROW = 3;

/** A change of the tie-break list once the event had started, as the Regulation sheet and a TRF `###` line keep it. */
export interface ListChange {
  /** When the run that changed it was made (ISO 8601, UTC). */
  ranAt: string;
  /** The last round with results when the list changed. */
  round: number;
  /** Both lists as the engine sees them (pipeline tiebreakListText): "PTS, BH/C1, BH; then shared". */
  previous: string;
  next: string;
}

/** The history's title (C1) and column headers (C2:F2). */
export const HISTORY_TITLE = 'Tie-break list changed after the event started (FIDE VCL Q201) — kept by Regula from run to run';
export const HISTORY_HEADERS = ['Run at', 'After round', 'Previous list', 'New list'] as const;
/** The history's first column (C). */
const HISTORY_COLUMN = 3;

/** A line this long or longer goes over several cells of column A (Excel's cell holds 32,767 characters). */
export const REGULATION_PIECE = 32_000;

/** Column B beside each cell of a line continued on the next row. */
export const CONTINUED_NOTE = 'continued on the next row: an Excel cell holds 32,767 characters';

/** The sheet's column A from A1: the mark, an empty row, then the lines, long ones over several rows. */
export function regulationRows(text: string): string[] {
  return regulationCells(text).map((cell) => cell.text);
}

/** Column A's cells from A1, each with whether its line goes on in the next row. */
function regulationCells(text: string): { text: string; continued: boolean }[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const cells = [REGULATION_MARK, ''].map((t) => ({ text: t, continued: false }));
  for (const line of lines) {
    let at = 0;
    for (;;) {
      const rest = line.length - at;
      if (rest < REGULATION_PIECE) {
        cells.push({ text: line.slice(at), continued: false });
        break;
      }
      const high = line.charCodeAt(at + REGULATION_PIECE - 1);
      const end = at + REGULATION_PIECE + (high >= 0xd800 && high <= 0xdbff ? 1 : 0);
      cells.push({ text: line.slice(at, end), continued: true });
      at = end;
    }
  }
  return cells;
}

/**
 * The whole sheet from A1: the regulation in column A, and when there is a history, its
 * title, headers and one row per change in columns C–F (B stays empty between them).
 */
export function regulationSheetRows(text: string, history: readonly ListChange[] = []): (string | number | null)[][] {
  const cells = regulationCells(text);
  const column = cells.map((cell) => cell.text);
  if (history.length === 0) return cells.map((cell) => (cell.continued ? [cell.text, CONTINUED_NOTE] : [cell.text]));
  const side: (string | number)[][] = [
    [HISTORY_TITLE],
    [...HISTORY_HEADERS],
    ...history.map((c) => [c.ranAt, c.round, c.previous, c.next]),
  ];
  const rows: (string | number | null)[][] = [];
  for (let r = 0; r < Math.max(column.length, side.length); r++)
    rows.push([column[r] ?? null, cells[r]?.continued ? CONTINUED_NOTE : null, ...(side[r] ?? [])]);
  return rows;
}

/**
 * The text back from column A as read from A1 (undefined when the sheet is not Regula's).
 * Empty cells are empty lines, a cell of REGULATION_PIECE characters or more goes on in the
 * next; trailing empty lines are dropped and the text ends with a newline.
 */
export function regulationText(columnA: readonly CellValue[]): string | undefined {
  if (columnA[0] !== REGULATION_MARK) return undefined;
  const lines: string[] = [];
  let line = '';
  for (const value of columnA.slice(REGULATION_FIRST_ROW - 1)) {
    const cell = value === null || value === undefined ? '' : String(value);
    line += cell;
    if (cell.length >= REGULATION_PIECE) continue;
    lines.push(line);
    line = '';
  }
  if (line !== '') lines.push(line);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return `${lines.join('\n')}\n`;
}

/**
 * The history back from the sheet's rows as read from A1 (each row from column A): empty
 * when the sheet is not Regula's or has none. A row without a round or both lists is skipped.
 */
export function regulationHistory(rows: readonly (readonly CellValue[])[]): ListChange[] {
  if (rows[0]?.[0] !== REGULATION_MARK || rows[1]?.[HISTORY_COLUMN - 1] !== HISTORY_HEADERS[0]) return [];
  const history: ListChange[] = [];
  for (const row of rows.slice(REGULATION_FIRST_ROW - 1)) {
    const [ranAt, round, previous, next] = row.slice(HISTORY_COLUMN - 1, HISTORY_COLUMN + 3);
    const roundNumber = Number(round);
    if (!Number.isInteger(roundNumber) || roundNumber < 1 || typeof previous !== 'string' || typeof next !== 'string') continue;
    history.push({ ranAt: String(ranAt ?? ''), round: roundNumber, previous, next });
  }
  return history;
}
