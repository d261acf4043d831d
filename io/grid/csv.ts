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
 */
export function parseCsv(text: string): CellValue[][] {
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  return splitRecords(source, detectDelimiter(source));
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

function splitRecords(text: string, delimiter: string): CellValue[][] {
  const rows: CellValue[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldStarted = false; // something (even "") was read for the current field
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
      i++;
      continue;
    }
    if (c === delimiter) {
      endField();
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += c;
    fieldStarted = true;
    i++;
  }
  if (field !== '' || fieldStarted || row.length > 0) endRecord();
  return rows;
}
