import type { ReportTable } from '../output/audit-report';
import { escape } from './html';
import { ENGLISH_NUMBERS, valuesText, type TableNumbers } from './words';

/** A cell as a table shows it: an integer or a terminating decimal; exact fractions ("1/3"), places ("3–5") and "n/a" are numbers too. */
const NUMBER_TEXT = /^(-?\d+(\.\d+)?(\/\d+)?|\d+–\d+|n\/a)$/;
/** The same in a language with a decimal comma ("3,5"), with its own word for "n/a". */
const COMMA_NUMBER_TEXT = /^(-?\d+(,\d+)?(\/\d+)?|\d+–\d+)$/;

function isNumber(text: string, numbers: TableNumbers): boolean {
  return numbers.decimalComma ? COMMA_NUMBER_TEXT.test(text) || text === numbers.notApplicable : NUMBER_TEXT.test(text);
}

/** The fixed decimals a number format states ("0.0000": 4), as Excel shows the cell. */
function decimalsOf(format: string | undefined): number | undefined {
  return format && /^0(\.0+)?$/.test(format) ? Math.max(0, format.length - 2) : undefined;
}

/** A cell's text: a number with the decimals its column's format states, else as it is; empty for no value. */
export function cellText(cell: string | number | null | undefined, decimals?: number, numbers: TableNumbers = ENGLISH_NUMBERS): string {
  if (cell === null || cell === undefined) return '';
  return valuesText(typeof cell === 'number' && decimals !== undefined ? cell.toFixed(decimals) : String(cell), numbers);
}

/** A cell of a row: numbers right-aligned (class "n"), every text escaped. */
export function cellHtml(text: string, extraClass?: string, numbers: TableNumbers = ENGLISH_NUMBERS): string {
  const classes = [isNumber(text, numbers) ? 'n' : undefined, extraClass].filter(Boolean).join(' ');
  // Unquoted when one word: a 5,000-player report has a quarter of a million of these cells.
  return `<td${classes ? (classes.includes(' ') ? ` class="${classes}"` : ` class=${classes}`) : ''}>${escape(text)}</td>`;
}

/** A header row, repeated on every printed page (thead). */
export function headHtml(headers: readonly (string | number | null)[]): string {
  return `<thead><tr>${headers.map((h) => `<th scope="col">${escape(cellText(h))}</th>`).join('')}</tr></thead>`;
}

/** A block of cells (first row its headers) as an HTML table. */
export function tableHtml(table: ReportTable, className: string, numbers: TableNumbers = ENGLISH_NUMBERS): string {
  const [header = [], ...rows] = table.cells;
  const decimals = header.map((_, i) => decimalsOf(table.formats?.[i]));
  const body = rows.map(
    (row) => `<tr>${row.map((cell, i) => cellHtml(cellText(cell, decimals[i], numbers), undefined, numbers)).join('')}</tr>`,
  );
  return [
    `<table class="${className}">`,
    ...(table.caption ? [`<caption>${escape(table.caption)}</caption>`] : []),
    headHtml(header),
    '<tbody>',
    ...body,
    '</tbody>',
    '</table>',
  ].join('\n');
}
