import { ENGLISH_NUMBERS, valuesText, type TableNumbers } from '../io';

/**
 * Renders a block of cells as an aligned text table (numbers right-aligned). A column with
 * a stated fixed-decimals format ("0.0000", points "shown to 4 decimals") prints its
 * numbers with those decimals, as Excel shows them; in a language with a decimal comma (3,5).
 */
export function renderTable(
  block: readonly (readonly (string | number | null)[])[],
  formats?: readonly (string | undefined)[],
  numbers: TableNumbers = ENGLISH_NUMBERS,
): string {
  const decimals = (formats ?? []).map((f) => (f && /^0(\.0+)?$/.test(f) ? f.length - Math.min(f.length, 2) : undefined));
  const written = (cell: string | number, i: number) =>
    typeof cell === 'number' && decimals[i] !== undefined ? cell.toFixed(decimals[i]) : String(cell);
  const show = (cell: string | number | null, i: number) => (cell === null ? '' : valuesText(written(cell, i), numbers));
  const text = block.map((row, r) => row.map((cell, i) => (r === 0 ? String(cell ?? '') : show(cell, i))));
  const widths: number[] = [];
  for (const row of text) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, [...cell].length)));
  const numeric = widths.map((_, i) =>
    block
      .slice(1)
      .every(
        (row) =>
          row[i] === null || typeof row[i] === 'number' || /^-?[\d.–/]+$/.test(String(row[i])) || String(row[i]) === numbers.notApplicable,
      ),
  );
  const lines = text.map((row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines.join('\n');
}

/** A piece of what the terminal shows: a line of text, or a table under an optional title. */
export type TextPart =
  string | { title?: string; block: readonly (readonly (string | number | null)[])[]; formats?: readonly (string | undefined)[] };

/** The pieces as text, one after the other: each table aligned (renderTable) under its title. */
export function renderParts(parts: readonly TextPart[], separator: string, numbers: TableNumbers = ENGLISH_NUMBERS): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : `${part.title === undefined ? '' : `${part.title}\n`}${renderTable(part.block, part.formats, numbers)}`,
    )
    .join(separator);
}

/**
 * CSV text (RFC 4180 quoting) of a block of cells, safe to open in a spreadsheet (OWASP
 * "CSV injection"): a text cell beginning with = + - @, a tab or a carriage return is
 * written with a leading apostrophe, so Excel, LibreOffice and Google Sheets show it as text
 * instead of running it as a formula ("=HYPERLINK(…)" as a player's name). Numbers stay
 * numbers (-1.5 is written as it is), and so do a lone "-" or "+" (a forfeit in a round
 * column), which no spreadsheet reads as a formula. Text whose own leading apostrophes
 * precede such a character ('=x) gets one more, and other text starting with an apostrophe
 * ('t Hart) is written as it is. Regula's CSV reader drops the added apostrophe again
 * (io/grid csv.ts), so what Regula writes it reads back unchanged.
 */
export function renderCsv(block: readonly (readonly (string | number | null)[])[]): string {
  return block.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

// Constants: a regular expression literal in a function is a new object at every call, and this runs for every cell.
const NEEDS_QUOTES = /[",\n\r]/;
const QUOTE = /"/g;

/** A cell as CSV: numbers as they are (no quote, comma or line break in them), text neutralised and quoted when needed. */
function csvCell(cell: string | number | null): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const s = neutralise(cell);
  return NEEDS_QUOTES.test(s) ? `"${s.replace(QUOTE, '""')}"` : s;
}

const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

/** A text cell as it can be opened safely: a leading apostrophe before what a spreadsheet would run. */
export function neutralise(text: string): string {
  if (!FORMULA_START.test(text) || text === '-' || text === '+' || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}
