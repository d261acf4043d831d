import { Rational } from '../engine';
import type { LookupTableNode, QualificationArticle, TableCell, TableRow } from './ast';
import { diagnostic } from './diagnostics';
import type { ValidationContext } from './validate-support';

/*
 * Qualification tables (VCF GSQT tables 1 and 2). One axis holds bands ("<20", "20-39",
 * ">=160"), the other values. Bands must not leave gaps between them or overlap; over a
 * whole-number source (participants) "20-39" and "40-59" touch, over a fractional one
 * (an average rating) they leave the values between 39 and 40 uncovered.
 */

/** Which axis holds the bands: the header, unless only the rows have comparisons or ranges. */
export function bandsInHeader(table: LookupTableNode): boolean {
  const isBand = (c: TableCell) => c.kind !== 'cell-number';
  if (table.header.some(isBand)) return true;
  return !table.rows.some((r) => r.cells.some(isBand));
}

export function cellText(cell: TableCell): string {
  switch (cell.kind) {
    case 'cell-range':
      return cell.text;
    case 'cell-compare':
      return `${cell.operator}${cell.sign ?? ''}${cell.value.text}`;
    case 'cell-number':
      return `${cell.sign ?? ''}${cell.value.text}`;
  }
}

export function cellValue(cell: { value: { value: Rational }; sign?: '+' | '-' }): Rational {
  return cell.sign === '-' ? cell.value.value.neg() : cell.value.value;
}

/** Shape and cell kinds (keyed check for 'lookup-table'). */
export function validateLookupTable(table: LookupTableNode, ctx: ValidationContext): void {
  const header = bandsInHeader(table);
  if (!header) {
    for (const cell of table.header)
      if (cell.kind !== 'cell-number') ctx.report(diagnostic('table-cell', cell.span, { text: cellText(cell), expected: 'a number' }));
  }
  const labels = new Map<string, number>();
  for (const row of table.rows) {
    const label = labelOf(row);
    const earlier = labels.get(label.toLowerCase());
    if (earlier !== undefined) ctx.report(diagnostic('duplicate-entry', row.label.span, { what: `Row "${label}"`, line: earlier }));
    else labels.set(label.toLowerCase(), row.span.start.line);
    if (row.cells.length !== table.header.length)
      ctx.report(diagnostic('table-shape', row.span, { label, found: row.cells.length, expected: table.header.length }));
    if (header) {
      for (const cell of row.cells)
        if (cell.kind !== 'cell-number') ctx.report(diagnostic('table-cell', cell.span, { text: cellText(cell), expected: 'a number' }));
    }
  }
}

function labelOf(row: TableRow): string {
  return row.label.kind === 'string' ? row.label.value : row.label.text;
}

/** Per-section tables: every adjustment table has a row for each row of the places table, and no other. */
export function checkTableRows(article: QualificationArticle, ctx: ValidationContext): void {
  const tables = article.statements.filter((s): s is LookupTableNode => s.kind === 'lookup-table');
  const places = tables.find((t) => t.table === 'places');
  if (!places) return;
  const placeLabels = new Set(places.rows.map((r) => labelOf(r).toLowerCase()));
  for (const table of tables) {
    if (table === places) continue;
    const labels = new Set(table.rows.map((r) => labelOf(r).toLowerCase()));
    for (const row of table.rows)
      if (!placeLabels.has(labelOf(row).toLowerCase()))
        ctx.report(diagnostic('row-not-in-places', row.label.span, { label: labelOf(row), line: places.span.start.line }));
    const missing = places.rows.filter((r) => !labels.has(labelOf(r).toLowerCase())).map(labelOf);
    if (missing.length > 0)
      ctx.report(diagnostic('rows-missing', table.span, { labels: missing.map((l) => `"${l}"`).join(', '), line: places.span.start.line }));
  }
}

interface End {
  value: Rational;
  inclusive: boolean;
}
interface Interval {
  cell: TableCell;
  lower?: End;
  upper?: End;
}

export function bandOf(cell: TableCell): { lower?: End; upper?: End } {
  switch (cell.kind) {
    case 'cell-range':
      return { lower: { value: cell.low.value, inclusive: true }, upper: { value: cell.high.value, inclusive: true } };
    case 'cell-number': {
      const v = cellValue(cell);
      return { lower: { value: v, inclusive: true }, upper: { value: v, inclusive: true } };
    }
    case 'cell-compare': {
      const v = cellValue(cell);
      const inclusive = cell.operator === '<=' || cell.operator === '>=';
      return cell.operator.startsWith('<') ? { upper: { value: v, inclusive } } : { lower: { value: v, inclusive } };
    }
  }
}

/** Over whole numbers every end becomes an inclusive whole number: x < 20 is x <= 19. */
function toWhole(band: { lower?: End; upper?: End }): { lower?: End; upper?: End } {
  const out: { lower?: End; upper?: End } = {};
  if (band.lower) {
    const v = band.lower.value;
    const whole = band.lower.inclusive ? v.ceil() : v.floor() + 1n;
    out.lower = { value: Rational.of(whole), inclusive: true };
  }
  if (band.upper) {
    const v = band.upper.value;
    const whole = band.upper.inclusive ? v.floor() : v.ceil() - 1n;
    out.upper = { value: Rational.of(whole), inclusive: true };
  }
  return out;
}

const show = (v: Rational) => v.toDecimalString();

/** Gaps, overlaps and empty bands of one axis. */
export function checkBands(cells: readonly TableCell[], whole: boolean, ctx: ValidationContext): void {
  const intervals: Interval[] = [];
  for (const cell of cells) {
    const raw = bandOf(cell);
    const band = whole ? toWhole(raw) : raw;
    if (band.lower && band.upper) {
      const c = band.lower.value.cmp(band.upper.value);
      if (c > 0 || (c === 0 && !(band.lower.inclusive && band.upper.inclusive))) {
        ctx.report(diagnostic('empty-band', cell.span, { text: cellText(cell) }));
        continue;
      }
    }
    intervals.push({ cell, ...band });
  }
  intervals.sort((a, b) => (a.lower === undefined ? -1 : b.lower === undefined ? 1 : a.lower.value.cmp(b.lower.value)));
  for (let i = 1; i < intervals.length; i++) {
    const a = intervals[i - 1]!;
    const b = intervals[i]!;
    const first = cellText(a.cell);
    const second = cellText(b.cell);
    if (!a.upper || !b.lower) {
      const overlap = !a.upper ? `everything from ${show(b.lower?.value ?? a.lower!.value)}` : `everything up to ${show(a.upper.value)}`;
      ctx.report(diagnostic('band-overlap', b.cell.span, { first, second, overlap }));
      continue;
    }
    const hi = a.upper;
    const lo = b.lower;
    if (whole) {
      const next = hi.value.add(Rational.ONE);
      if (lo.value.gt(next)) {
        const last = lo.value.sub(Rational.ONE);
        ctx.report(
          diagnostic('band-gap', b.cell.span, { first, second, gap: last.eq(next) ? show(next) : `${show(next)} to ${show(last)}` }),
        );
      } else if (lo.value.le(hi.value)) {
        const end = b.upper && b.upper.value.lt(hi.value) ? b.upper.value : hi.value;
        ctx.report(
          diagnostic('band-overlap', b.cell.span, {
            first,
            second,
            overlap: lo.value.eq(end) ? show(end) : `${show(lo.value)} to ${show(end)}`,
          }),
        );
      }
      continue;
    }
    const c = hi.value.cmp(lo.value);
    if (c < 0)
      ctx.report(diagnostic('band-gap', b.cell.span, { first, second, gap: `the values between ${show(hi.value)} and ${show(lo.value)}` }));
    else if (c === 0 && !hi.inclusive && !lo.inclusive)
      ctx.report(diagnostic('band-gap', b.cell.span, { first, second, gap: show(hi.value) }));
    else if (c > 0 || (hi.inclusive && lo.inclusive))
      ctx.report(
        diagnostic('band-overlap', b.cell.span, {
          first,
          second,
          overlap: c === 0 ? show(hi.value) : `${show(lo.value)} to ${show(hi.value)}`,
        }),
      );
  }
}
