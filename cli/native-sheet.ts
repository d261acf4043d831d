import type { CellRange } from '../io';

/** A cell's value in a workbook written directly (native-xlsx.ts). */
export type Value = string | number | boolean;

export interface Table {
  name: string;
  range: CellRange;
  columns: string[];
}

/** A row's values by column - 1: null or a hole where there is no cell. */
type RowValues = (Value | null | undefined)[];

/**
 * One sheet of a workbook written directly, kept small: a value and a style number per cell,
 * in one array per row (holes where there is no cell), and each row's styles as one array
 * shared by every row styled alike (an Audit of a million rows has a handful of patterns). A
 * row the write plan gives whole is kept as the plan's own array, not copied (adoptRow), and
 * copied before anything changes it. A cell exists when it has a value or a style; rows and
 * columns are 1-based.
 */
export class Sheet {
  /** values[row - 1][column - 1]. */
  private readonly values: RowValues[] = [];
  /** The rows taken from the plan as they are: copied before they change. */
  private readonly adopted = new WeakSet<RowValues>();
  /** styles[row - 1][column - 1], 0 or a hole for the plain style; undefined for a row all plain. */
  private readonly styles: (readonly number[] | undefined)[] = [];
  readonly widths = new Map<number, number>();
  readonly tables: Table[] = [];
  readonly notes: { row: number; column: number; text: string }[] = [];

  constructor(
    readonly name: string,
    private readonly patterns: StylePatterns,
  ) {}

  value(row: number, column: number): Value | undefined {
    return this.values[row - 1]?.[column - 1] ?? undefined;
  }

  /** Whether the row has no values yet. */
  isEmpty(row: number): boolean {
    return this.values[row - 1] === undefined;
  }

  /** Takes `values` as row `row`'s (an empty row, from column A): kept as it is, copied before it changes. */
  adoptRow(row: number, values: readonly (Value | null)[]): void {
    const own = values as RowValues;
    this.adopted.add(own);
    this.values[row - 1] = own;
  }

  /** Row `row`'s values by column - 1, for writing many at once; created when missing. */
  rowValues(row: number): RowValues {
    const values = this.values[row - 1];
    if (values === undefined) return (this.values[row - 1] = []);
    if (!this.adopted.has(values)) return values;
    return (this.values[row - 1] = Array.from(values));
  }

  setValue(row: number, column: number, value: Value): void {
    this.rowValues(row)[column - 1] = value;
  }

  /** Sets styles on one row: `style(column)` for each column from `first` to `last`, undefined to keep a cell's. */
  setStyles(row: number, first: number, last: number, style: (column: number) => number | undefined): void {
    let next: number[] | undefined;
    for (let column = first; column <= last; column++) {
      const s = style(column);
      if (s === undefined || s === this.style(row, column)) continue;
      next ??= Array.from(this.styles[row - 1] ?? [], (v) => v ?? 0);
      next[column - 1] = s;
    }
    if (next) this.styles[row - 1] = this.patterns.shared(next);
  }

  style(row: number, column: number): number {
    return this.styles[row - 1]?.[column - 1] ?? 0;
  }

  /** Removes the cells of a range, values and styles. */
  clear(range: CellRange): void {
    for (let row = range.row; row < range.row + range.rows; row++) {
      const values = this.values[row - 1] && this.rowValues(row);
      if (values) for (let c = range.column - 1; c < range.column - 1 + range.columns; c++) values[c] = undefined;
      this.setStyles(row, range.column, range.column + range.columns - 1, () => 0);
    }
  }

  /** The rows that have values or styles, in order, by column - 1 (a cell exists where either is set; see the class). */
  *rows(): Generator<{ row: number; values: Readonly<RowValues> | undefined; styles: readonly number[] | undefined }> {
    const count = Math.max(this.values.length, this.styles.length);
    for (let r = 0; r < count; r++) {
      const values = this.values[r];
      const styles = this.styles[r];
      if (values || styles) yield { row: r + 1, values, styles };
    }
  }
}

/** The style arrays of a workbook's rows, one per pattern: a row styled as another shares its array. */
export class StylePatterns {
  private readonly byKey = new Map<string, readonly number[]>();

  /** The shared array of a row's styles (holes as 0, trailing zeros dropped); undefined for a row all plain. */
  shared(styles: readonly (number | undefined)[]): readonly number[] | undefined {
    let last = styles.length;
    while (last > 0 && !styles[last - 1]) last--;
    if (last === 0) return undefined;
    const dense = Array.from({ length: last }, (_, i) => styles[i] ?? 0);
    const key = dense.join(',');
    let shared = this.byKey.get(key);
    if (!shared) this.byKey.set(key, (shared = Object.freeze(dense)));
    return shared;
  }
}
