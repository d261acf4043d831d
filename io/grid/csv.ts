import { cellAddress, columnLetters, type InputIssue } from '../issues';
import type { CellValue } from './cell-value';

/**
 * Reads CSV text into rows of cells so the command line can feed .csv files through
 * the same reader as an Excel range (RFC 4180: fields in double quotes may hold the
 * delimiter, line breaks and doubled quotes "").
 *
 * The delimiter is detected among comma, semicolon and tab (European exports use
 * ";" because the comma is their decimal separator): the candidate that occurs the
 * same, non-zero number of times outside quotes on every sampled line wins; if none
 * is that regular, the most frequent one; a comma when none occurs at all.
 *
 * Lenient where RFC 4180 is silent: CR, LF and CRLF all end a record; a byte-order
 * mark is dropped; an unclosed quote runs to the end of the text; a quote inside an
 * unquoted field is kept as a character. Every field is returned as text ("" when
 * empty); the grid reader decides what the text means. A final line break does not
 * make an empty last row.
 *
 * A CSV written for spreadsheets keeps formula-like text as text with a leading apostrophe
 * (OWASP "CSV injection"; Regula's own CSV does it, cli/render-table.ts): `'=HYPERLINK(…)`.
 * That apostrophe is not part of the value and is dropped here — one apostrophe before
 * = + - @, a tab or a carriage return, or before further apostrophes that precede one
 * (`''=x` is the text `'=x`). Any other leading apostrophe is the text's own ('t Hart).
 */
export function parseCsv(text: string): CellValue[][] {
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  return splitRecords(source, detectDelimiter(source));
}

/**
 * The warning of a CSV text that looks cut off: it ends without a line break inside a record
 * shorter than its widest one — a download or a copy that stopped inside a row, whose last cell
 * read may be cut too (a bye `-1` left as `-`, not paired). Shorter rows inside the file are no
 * sign of it: Excel's own CSV leaves out the trailing empty cells of whole groups of rows
 * (StataCorp, "How Excel writes empty cells"), and ends every row, the last one too, with a line
 * break. The warning is at the row's last cell, as a sheet named `sheet` reads the rows.
 */
export function csvCutOff(text: string, rows: readonly (readonly CellValue[])[], sheet: string): InputIssue | undefined {
  const last = rows[rows.length - 1];
  if (!last || /[\r\n]$/.test(text)) return undefined;
  let widest = 0;
  for (const row of rows) widest = Math.max(widest, row.length);
  if (last.length >= widest) return undefined;
  const row = rows.length;
  const cell = String(last[last.length - 1] ?? '');
  const next = `${columnLetters(last.length + 1)}${row}`;
  const empty =
    last.length + 1 === widest ? `${next} is read as an empty cell` : `${next}:${columnLetters(widest)}${row} are read as empty cells`;
  return {
    code: 'grid/cut-off',
    severity: 'warning',
    message: `The file ends inside row ${row}, without a line break, at column ${columnLetters(last.length)} while its widest row reaches column ${columnLetters(widest)}: it looks cut off (a download or a copy that stopped). ${cellAddress(sheet, row, last.length)} ${cell === '' ? 'is empty' : `'${cell}' may be cut too`}, ${empty}, and any rows after it are missing.`,
    location: { kind: 'cell', sheet, row, column: last.length },
  };
}

const CANDIDATES = [',', ';', '\t'] as const;
const SAMPLE_LINES = 20;

export function detectDelimiter(text: string): string {
  const counts = new Map<string, number[]>(CANDIDATES.map((d) => [d, []]));
  let line = new Map<string, number>(CANDIDATES.map((d) => [d, 0]));
  let inQuotes = false;
  let lines = 0;
  let lineHasContent = false;
  const endLine = () => {
    if (lineHasContent) {
      for (const d of CANDIDATES) counts.get(d)!.push(line.get(d)!);
      lines++;
    }
    line = new Map<string, number>(CANDIDATES.map((d) => [d, 0]));
    lineHasContent = false;
  };
  for (let i = 0; i < text.length && lines < SAMPLE_LINES; i++) {
    const c = text[i]!;
    if (c === '"') {
      inQuotes = !inQuotes;
      lineHasContent = true;
    } else if (!inQuotes && (c === '\n' || c === '\r')) {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endLine();
    } else {
      lineHasContent = true;
      if (!inQuotes && line.has(c)) line.set(c, line.get(c)! + 1);
    }
  }
  if (lines < SAMPLE_LINES) endLine();

  let best: string | undefined;
  let bestCount = 0;
  for (const d of CANDIDATES) {
    const perLine = counts.get(d)!;
    if (perLine.length === 0 || perLine[0] === 0) continue;
    if (perLine.every((n) => n === perLine[0]) && perLine[0]! > bestCount) {
      best = d;
      bestCount = perLine[0]!;
    }
  }
  if (best) return best;
  let bestTotal = 0;
  for (const d of CANDIDATES) {
    const total = counts.get(d)!.reduce((a, b) => a + b, 0);
    if (total > bestTotal) {
      best = d;
      bestTotal = total;
    }
  }
  return best ?? ',';
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** The apostrophe a spreadsheet-safe CSV puts before formula-like text (see parseCsv). */
const NEUTRALISED = /^'(?='*[=+\-@\t\r])/;

function unneutralised(field: string): string {
  return field.charCodeAt(0) === APOSTROPHE ? field.replace(NEUTRALISED, '') : field;
}
const CR = 0x0d;
const LF = 0x0a;

/**
 * The records of the text, field by field: each field is sliced out of the text whole (a
 * large export has a million of them), never built a character at a time.
 */
function splitRecords(text: string, delimiter: string): CellValue[][] {
  const rows: CellValue[][] = [];
  const separator = delimiter.charCodeAt(0);
  let row: string[] = [];
  let i = 0;
  for (;;) {
    // The text ends where a field would start: after a delimiter, the empty last field of its
    // record; after a line break (or in an empty text), nothing — a final line break makes no row.
    if (i >= text.length) {
      if (row.length > 0) {
        row.push('');
        rows.push(row);
      }
      return rows;
    }
    if (text.charCodeAt(i) === QUOTE) {
      const quoted = quotedField(text, i + 1);
      i = unquotedEnd(text, quoted.end, separator);
      row.push(unneutralised(quoted.value + text.slice(quoted.end, i)));
    } else {
      const start = i;
      i = unquotedEnd(text, start, separator);
      row.push(text.charCodeAt(start) === APOSTROPHE ? unneutralised(text.slice(start, i)) : text.slice(start, i));
    }
    if (i >= text.length) {
      rows.push(row);
      return rows;
    }
    const c = text.charCodeAt(i);
    if (c === separator) {
      i++;
      continue;
    }
    rows.push(row);
    row = [];
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
  }
}

/**
 * A field that opens with a quote (`from` is just after it): up to its closing quote, a doubled
 * quote read as one, delimiters and line breaks kept; an unclosed quote runs to the end of the
 * text. Text after the closing quote, up to the delimiter, is the field's too (unquotedEnd).
 */
function quotedField(text: string, from: number): { value: string; end: number } {
  let value = '';
  let at = from;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return { value: value + text.slice(at), end: text.length };
    value += text.slice(at, quote);
    if (text.charCodeAt(quote + 1) !== QUOTE) return { value, end: quote + 1 };
    value += '"';
    at = quote + 2;
  }
}

/** Where an unquoted run ends: at the delimiter, a line break or the end of the text (a quote is a character). */
function unquotedEnd(text: string, from: number, separator: number): number {
  let at = from;
  while (at < text.length) {
    const c = text.charCodeAt(at);
    if (c === separator || c === CR || c === LF) break;
    at++;
  }
  return at;
}
