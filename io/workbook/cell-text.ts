import type { CellValue } from '../grid';

/** What one output cell holds: text, a number, or nothing (null leaves the cell as it is). */
export type OutputCell = string | number | null;

// Text Excel would turn into something else when written as a value: a formula (=, +, -, @),
// a number, a date or a fraction ("1/3" becomes 3 January). Exact fractions such as "1/3"
// are what io writes for values without a terminating decimal expansion.
const REINTERPRETED = /^[=+\-@]|^[\d\s.,:/%$€£()-]+$|^(true|false)$/i;
const needsMark = (text: string) => text.startsWith("'") || REINTERPRETED.test(text);

/**
 * The value to write so the cell keeps this text: a leading apostrophe where Excel would
 * reinterpret it, or where the text itself begins with one (Excel takes a first apostrophe as
 * the mark of text, not part of it: "'t Hart" is written "''t Hart").
 */
export function protectText(value: OutputCell): OutputCell {
  return typeof value === 'string' && needsMark(value) ? `'${value}` : value;
}

/**
 * The text a protected value stands for, for writers that store text as text (exceljs):
 * the apostrophe is Excel's input syntax, not part of the cell.
 */
export function unprotectText(value: OutputCell): OutputCell {
  return typeof value === 'string' && value.startsWith("'") && needsMark(value.slice(1)) ? value.slice(1) : value;
}

/** A cell as Excel reads it back: text without the apostrophe, "" for empty. */
export function readBack(value: OutputCell | CellValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  return value;
}

/**
 * A short fingerprint (FNV-1a, 32 bits) of a block's cells as Excel reads them back; stored
 * with the block's name so a later run can tell whether someone edited the block.
 */
export function fingerprint(rows: readonly (readonly (OutputCell | CellValue)[])[]): string {
  const text = JSON.stringify(rows.map((row) => row.map(readBack)));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
