import type { CellValue } from '../grid';

/**
 * The regulation travels inside the workbook on a visible sheet, one line per row from
 * A3 (a cell holds at most 32,767 characters; a regulation line is far shorter), so an
 * auditor sees and re-runs exactly what was run (issue 8 item 4). Columns C–F hold the
 * history of the tie-break list: each change made after the event started (FIDE VCL Q201),
 * kept from run to run — column A alone is the regulation's text.
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

/** The sheet's column A from A1: the mark, an empty row, then the lines. */
export function regulationRows(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  return [REGULATION_MARK, '', ...lines];
}

/**
 * The whole sheet from A1: the regulation in column A, and when there is a history, its
 * title, headers and one row per change in columns C–F (B stays empty between them).
 */
export function regulationSheetRows(text: string, history: readonly ListChange[] = []): (string | number | null)[][] {
  const column = regulationRows(text);
  if (history.length === 0) return column.map((line) => [line]);
  const side: (string | number)[][] = [
    [HISTORY_TITLE],
    [...HISTORY_HEADERS],
    ...history.map((c) => [c.ranAt, c.round, c.previous, c.next]),
  ];
  const rows: (string | number | null)[][] = [];
  for (let r = 0; r < Math.max(column.length, side.length); r++) rows.push([column[r] ?? null, null, ...(side[r] ?? [])]);
  return rows;
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
