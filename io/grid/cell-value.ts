import { Rational } from '../../engine';
import { TextMemo } from './text-memo';

/**
 * What Excel's `Range.values` hands over for one cell (and what parseCsv produces):
 * text, a number, a boolean, or nothing. Dates arrive as serial numbers.
 */
export type CellValue = string | number | boolean | null | undefined;

/**
 * White space other than single spaces between words (leading, trailing, doubled, a tab, a
 * non-breaking space): text cellText changes. `\s` and `trim` know the same white space.
 */
const NEEDS_FOLDING = /^\s|\s$|\s\s|[^\S ]/;

/**
 * The text a reader works with: trimmed, non-breaking spaces and runs of white space
 * folded to one space, numbers written as Excel displays them (15 significant digits,
 * so 0.1 + 0.2 computed in a sheet reads "0.3"), booleans as TRUE/FALSE.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    if (Number.isInteger(value)) return String(value === 0 ? 0 : value);
    return String(Number(value.toPrecision(15)));
  }
  // Most cells have nothing to fold: returned as they are, without the three passes below (a
  // sheet has a million cells). The test finds every text the passes would change.
  if (!NEEDS_FOLDING.test(value)) return value;
  // A leading apostrophe is the cell's own text ('t Hart): Excel's text prefix never reaches
  // Range.values or exceljs, and parseCsv drops the one a spreadsheet-safe CSV adds.
  return value
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An exact number from a cell: "2½", "2,5", "5/2" or the number 2.5 (read as the
 * decimal Excel shows, never through its binary expansion). Undefined when not a number.
 */
export function cellRational(value: CellValue): Rational | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return Rational.fromNumber(Number(value.toPrecision(15)));
  }
  return parsedNumber(cellText(value));
}

/**
 * Numbers already read from text. A points column repeats a few dozen values over thousands of
 * rows, and reading one parses through bigints: each is read once (Rationals are immutable, so
 * they are shared).
 */
const NUMBERS = new TextMemo<Rational | undefined>();

function parsedNumber(text: string): Rational | undefined {
  return NUMBERS.get(text, parseText);
}

/** Rational.parse as a function of its own: no function made per cell. */
function parseText(text: string): Rational | undefined {
  return Rational.parse(text);
}

/** Up to nine digits (a constant: a literal would make a new RegExp on every call). */
const WHOLE_NUMBER = /^\d{1,9}$/;

/** A whole number written as such ("12", 12, "12.0" is not): for start and line numbers. */
export function cellInteger(value: CellValue): number | undefined {
  const text = cellText(value);
  if (!WHOLE_NUMBER.test(text)) return undefined;
  return Number(text);
}
