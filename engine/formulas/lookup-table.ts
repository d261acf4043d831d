import type { Rational } from '../arith';
import type { Band, LookupEntry, LookupTable } from '../model';
import { evaluateFormula } from './evaluate-formula';
import { formatFormula } from './formula-text';
import { failure, type FormulaScope } from './scope';

export interface LookedUp {
  value: Rational;
  /** "participants = 113: band 100-119 → 9". */
  text: string;
}

/** Whether a value lies in a band ("<500" excludes 500, "500-700" includes both ends, ">700" excludes 700). */
export function inBand(band: Band, value: Rational): boolean {
  if (band.lower && (band.lower.inclusive ? value.lt(band.lower.value) : value.le(band.lower.value))) return false;
  if (band.upper && (band.upper.inclusive ? value.gt(band.upper.value) : value.ge(band.upper.value))) return false;
  return true;
}

/**
 * A banded table (VCF Part 1 3.f tables 1 and 2): the source value, exact — an average
 * is not rounded unless the formula says `round(…)`, so 700.4 is "over 700" — then the
 * row of the section (or the only row) and the band containing the value.
 */
export function lookUp(
  table: LookupTable,
  scope: FormulaScope,
  row: string | undefined,
  signed = false,
): ({ ok: true } & LookedUp) | ReturnType<typeof failure> {
  const source = evaluateFormula(table.source, scope);
  if (!source.ok) return source;
  const rows = row === undefined ? table.rows.slice(0, 1) : table.rows.filter((r) => r.label.toLowerCase() === row.toLowerCase());
  const entries: LookupEntry[] | undefined = table.rows.length > 1 && row === undefined ? undefined : rows[0]?.entries;
  const what = formatFormula(table.source, (n) => scope.display(n));
  if (!entries)
    return failure({
      code: 'engine/lookup-no-row',
      severity: 'error',
      message:
        row === undefined
          ? `The table "${what}" has a row per section (${table.rows.map((r) => r.label).join(', ')}); which section is this?`
          : `The table "${what}" has no row "${row}" (rows: ${table.rows.map((r) => r.label).join(', ')})`,
    });
  const value = source.value;
  const entry = entries.find((e) => inBand(e.band, value));
  const shown = source.text === value.toDecimalString() ? value.toDecimalString() : `${source.text} = ${value.toDecimalString()}`;
  if (!entry)
    return failure({
      code: 'engine/lookup-no-band',
      severity: 'error',
      message: `${what} = ${shown} falls in no band of ${row ? `row ${row}` : 'the table'} (${entries.map((e) => e.band.text).join(', ')})`,
    });
  const result = signed && entry.value.sign() > 0 ? `+${entry.value.toDecimalString()}` : entry.value.toDecimalString();
  return { ok: true, value: entry.value, text: `${what} = ${shown}: ${row ? `${row} ` : ''}${entry.band.text} → ${result}` };
}
