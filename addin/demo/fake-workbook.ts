/*
 * An in-memory Excel workbook: the workbook of demo mode (the task pane in a plain browser,
 * demo-workbook.ts), and of the gateway tests (Node) and the browser tests (bundled and
 * injected as window.Excel before the task pane loads). It keeps Excel's batch model
 * honest: calls are queued and run at context.sync(), loaded properties can be read only
 * after a sync, errors surface at sync with RichApi codes, a request over 5 MB is refused,
 * and every sync is counted. It refuses what Excel refuses, with Excel's code for an argument
 * it does not take (InvalidArgument, "The argument is invalid or missing or has an incorrect
 * format."): a range past the grid's 1,048,576 rows or 16,384 columns, a text longer than a
 * cell's 32,767 characters, a sheet name Excel's rename rules refuse ("Rename a worksheet":
 * blank, over 31 characters, : \ / ? * [ ], an apostrophe first or last, History), a table
 * name over 255 characters or not of letters, digits, underscores and periods.
 */
export type FakeValue = string | number | boolean;

export interface FakeCell {
  value: FakeValue;
  numberFormat?: string;
  bold?: boolean;
  fill?: string;
}

export interface FakeSheet {
  name: string;
  /** Worksheet.id: a sheet's own, kept through renames, new for a sheet deleted and added again. */
  id: string;
  cells: Map<string, FakeCell>;
  names: Map<string, { row: number; column: number; rows: number; columns: number; comment: string }>;
}

/** One step of FakeWorkbook.shiftRows: entire rows inserted or deleted from `row` (1-based). */
export interface RowStep {
  kind: 'insert' | 'delete';
  row: number;
  count: number;
}

export const REQUEST_LIMIT = 5 * 1024 * 1024;
/** Excel on the web's limit on what one request's answer carries, as on what it sends. */
export const RESPONSE_LIMIT = 5 * 1024 * 1024;

/** Excel's grid and cell (Microsoft, "Excel specifications and limits"). */
export const GRID_ROWS = 1_048_576;
export const GRID_COLUMNS = 16_384;
export const CELL_TEXT = 32_767;

const INVALID_ARGUMENT = 'The argument is invalid or missing or has an incorrect format.';

/** Refuses a sheet name as Excel does. */
export function checkSheetName(name: string): void {
  const refused =
    name.trim() === '' ||
    name.length > 31 ||
    /[:\\/?*[\]]/.test(name) ||
    name.startsWith("'") ||
    name.endsWith("'") ||
    name.toLowerCase() === 'history';
  if (refused)
    throw new OfficeLikeError('InvalidArgument', `${INVALID_ARGUMENT} (sheet name "${name}")`, {
      errorLocation: 'WorksheetCollection.add',
    });
}

/** Refuses a table name as Excel does: 1–255 letters, digits, underscores or periods, a letter or underscore first. */
export function checkTableName(name: string): void {
  if (!/^[A-Za-z_\\][A-Za-z0-9_.]{0,254}$/.test(name))
    throw new OfficeLikeError('InvalidArgument', `${INVALID_ARGUMENT} (table name "${name.slice(0, 40)}…")`, {
      errorLocation: 'TableCollection.add',
    });
}

/** Refuses a rectangle that is not within the grid, as Worksheet.getRangeByIndexes does. */
export function checkInGrid(r: { row: number; column: number; rows: number; columns: number }): void {
  if (r.row < 1 || r.column < 1 || r.rows < 1 || r.columns < 1 || r.row + r.rows - 1 > GRID_ROWS || r.column + r.columns - 1 > GRID_COLUMNS)
    throw new OfficeLikeError(
      'InvalidArgument',
      `${INVALID_ARGUMENT} (${r.rows}×${r.columns} cells from row ${r.row}, column ${r.column})`,
      {
        errorLocation: 'Worksheet.getRangeByIndexes',
      },
    );
}

export class OfficeLikeError extends Error {
  override name = 'RichApi.Error';
  constructor(
    readonly code: string,
    message: string,
    readonly debugInfo: { errorLocation?: string } = {},
  ) {
    super(message);
  }
}

export const key = (row: number, column: number) => `${row},${column}`;

export class FakeWorkbook {
  sheets: FakeSheet[] = [];
  active = '';
  selection: { sheet: string; row: number; column: number; rows: number; columns: number } | undefined;
  tables: { name: string; sheet: string; row: number; column: number; rows: number; columns: number }[] = [];
  /** Bytes of each request that reached Excel (one entry per context.sync). */
  requests: number[] = [];
  runOptions: unknown[] = [];
  eventsEnabled = true;
  /** onChanged events raised by the add-in's own writes (events were on). */
  ownEvents = 0;
  formulaWrites = 0;
  /** Cells the add-in set through Range.values (a null in the values leaves a cell and is not counted). */
  cellWrites = 0;
  handlers = new Map<string, (() => unknown)[]>();
  /** Rows the add-in inserted and deleted (Range.insert / Range.delete of entire rows). */
  rowsInserted = 0;
  rowsDeleted = 0;
  private sheetIds = 0;
  /** When set, the next sync fails with this Office error code. */
  failNextSync: string | undefined;

  constructor(sheets: Record<string, (FakeValue | null)[][]> = {}) {
    for (const [name, rows] of Object.entries(sheets)) this.setRows(this.addSheet(name), 1, 1, rows);
    this.active = Object.keys(sheets)[0] ?? '';
  }

  get syncs(): number {
    return this.requests.length;
  }

  sheet(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  addSheet(name: string): FakeSheet {
    checkSheetName(name);
    if (this.sheet(name)) throw new OfficeLikeError('ItemAlreadyExists', `A sheet named ${name} already exists.`);
    const sheet: FakeSheet = { name, id: `{sheet-${++this.sheetIds}}`, cells: new Map(), names: new Map() };
    this.sheets.push(sheet);
    return sheet;
  }

  deleteSheet(name: string): void {
    const sheet = this.mustSheet(name);
    this.sheets = this.sheets.filter((s) => s !== sheet);
    this.tables = this.tables.filter((t) => t.sheet !== sheet.name);
    if (this.active === sheet.name) this.active = this.sheets[0]?.name ?? '';
  }

  mustSheet(name: string): FakeSheet {
    const sheet = this.sheet(name);
    if (!sheet) throw new OfficeLikeError('ItemNotFound', `The requested resource doesn't exist: sheet ${name}.`);
    return sheet;
  }

  /**
   * Cell values of a rectangle, "" for empty (as Range.values gives them). Like Excel on the web,
   * the answer may not pass RESPONSE_LIMIT: a rectangle whose empty cells alone would ("",) is
   * refused before it is built — the used range of a sheet with one cell at XFD1048576 is 17
   * billion cells.
   */
  values(name: string, row: number, column: number, rows: number, columns: number): FakeValue[][] {
    const sheet = this.mustSheet(name);
    if (rows * columns * 3 > RESPONSE_LIMIT)
      throw new OfficeLikeError(
        'ResponsePayloadSizeLimitExceeded',
        `The response payload size has exceeded the limit (${rows} × ${columns} cells).`,
      );
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => sheet.cells.get(key(row + r, column + c))?.value ?? ''),
    );
  }

  cell(name: string, row: number, column: number): FakeCell | undefined {
    return this.sheet(name)?.cells.get(key(row, column));
  }

  /**
   * Writes as Range.values does: null leaves a cell, "=" is a formula, numeric text becomes a
   * number, and a leading "'" is Excel's text prefix — the cell keeps the text without it ("'=A1"
   * holds =A1, "'t Hart" holds t Hart, "''t Hart" holds 't Hart), as typed input is kept, and
   * Range.values and Range.formulas read it back without it (Office.js:
   * https://github.com/OfficeDev/office-js/issues/6687, range.formulas "removes Leading Single Quote"; the prefix is the cell's
   * quotePrefix style, not its text, as exceljs reads a saved workbook).
   */
  setRows(sheet: FakeSheet, row: number, column: number, rows: readonly (readonly (FakeValue | null)[])[]): void {
    rows.forEach((values, r) =>
      values.forEach((value, c) => {
        if (value === null) return;
        const at = key(row + r, column + c);
        const stored = storedValue(value, () => this.formulaWrites++);
        if (typeof stored === 'string' && stored.length > CELL_TEXT)
          throw new OfficeLikeError('InvalidArgument', `${INVALID_ARGUMENT} (${stored.length} characters for one cell)`, {
            errorLocation: 'Range.values',
          });
        // An empty value clears the cell's value; its format stays, as Excel keeps it.
        const cell = sheet.cells.get(at);
        if (stored !== '') sheet.cells.set(at, { ...cell, value: stored });
        else if (cell && (cell.numberFormat !== undefined || cell.bold !== undefined || cell.fill !== undefined))
          sheet.cells.set(at, { ...cell, value: '' });
        else sheet.cells.delete(at);
      }),
    );
  }

  /** What a person does: type into cells; the sheet's onChanged handlers run. */
  async userEdit(name: string, row: number, column: number, rows: (FakeValue | null)[][]): Promise<void> {
    this.setRows(this.mustSheet(name), row, column, rows);
    for (const handler of this.handlers.get(name) ?? []) await handler();
  }

  /** The used range with values only: bounding box of non-empty cells (of those within `within`, when given). */
  usedRange(
    name: string,
    within?: { row: number; column: number; rows: number; columns: number },
  ): { row: number; column: number; rows: number; columns: number } | undefined {
    const sheet = this.mustSheet(name);
    let top = Infinity,
      left = Infinity,
      bottom = 0,
      right = 0;
    for (const [at, cell] of sheet.cells) {
      if (cell.value === '') continue;
      // The key "row,column" read without splitting it: a used range of an audit sheet reads half a million keys.
      let r = 0;
      let i = 0;
      for (; at.charCodeAt(i) !== 44; i++) r = r * 10 + at.charCodeAt(i) - 48;
      let c = 0;
      for (i++; i < at.length; i++) c = c * 10 + at.charCodeAt(i) - 48;
      if (within && (r < within.row || r >= within.row + within.rows || c < within.column || c >= within.column + within.columns)) continue;
      top = Math.min(top, r);
      left = Math.min(left, c);
      bottom = Math.max(bottom, r);
      right = Math.max(right, c);
    }
    return bottom === 0 ? undefined : { row: top, column: left, rows: bottom - top + 1, columns: right - left + 1 };
  }

  /**
   * Entire rows inserted (shifting the rows below down) and deleted (shifting them up), in order,
   * as Excel does them: an inserted row is empty and formatted as the row above it (Excel's
   * "Format Same As Above"); a table grows by rows inserted inside it — above one of its data
   * rows — and not by rows inserted just below it, shrinks by its rows deleted, and moves with
   * the rows above it; so do the sheet's names. A run of such steps is applied at once (the
   * cells moved once, not once per step). Deleting a table's header row is refused here (Excel
   * would take the table apart; the add-in never does it).
   */
  shiftRows(name: string, steps: readonly RowStep[]): void {
    const sheet = this.mustSheet(name);
    const byRow = new Map<number, [number, FakeCell][]>();
    let height = 0;
    for (const [at, cell] of sheet.cells) {
      const comma = at.indexOf(',');
      const row = Number(at.slice(0, comma));
      let list = byRow.get(row);
      if (!list) byRow.set(row, (list = []));
      list.push([Number(at.slice(comma + 1)), cell]);
      if (row > height) height = row;
    }
    // The sheet's rows in order, each the old row it was or an inserted row formatted as another.
    type Row = number | { formattedAs: Row };
    let rows: Row[] = Array.from({ length: height }, (_, i) => i + 1);
    const tables = this.tables.filter((t) => t.sheet === sheet.name);
    const areas = [...tables, ...sheet.names.values()];
    for (const step of steps) {
      if (step.kind === 'insert') {
        while (rows.length < step.row - 1) rows.push(rows.length + 1 + height);
        const above: Row = step.row > 1 ? rows[step.row - 2]! : 0;
        const inserted: Row[] = Array.from({ length: step.count }, () => ({ formattedAs: above }));
        rows = rows.slice(0, step.row - 1).concat(inserted, rows.slice(step.row - 1));
        for (const area of areas) {
          if (step.row <= area.row) area.row += step.count;
          else if (step.row < area.row + area.rows) area.rows += step.count;
        }
        this.rowsInserted += step.count;
      } else {
        for (const table of tables)
          if (step.row <= table.row && table.row < step.row + step.count)
            throw new OfficeLikeError(
              'InvalidOperation',
              `The rows ${step.row}–${step.row + step.count - 1} hold table ${table.name}'s header.`,
            );
        rows.splice(step.row - 1, step.count);
        for (const area of areas) {
          const end = area.row + area.rows;
          const cutFrom = Math.max(step.row, area.row);
          const cutTo = Math.min(step.row + step.count, end);
          const inside = Math.max(0, cutTo - cutFrom);
          const above = Math.max(0, Math.min(step.row + step.count, area.row) - step.row);
          area.rows -= inside;
          area.row -= above;
        }
        this.rowsDeleted += step.count;
      }
    }
    const formatOf = (row: Row): [number, FakeCell][] => {
      while (typeof row !== 'number') row = row.formattedAs;
      const formats: [number, FakeCell][] = [];
      for (const [column, cell] of byRow.get(row) ?? []) {
        const format: FakeCell = { value: '' };
        if (cell.numberFormat !== undefined) format.numberFormat = cell.numberFormat;
        if (cell.bold !== undefined) format.bold = cell.bold;
        if (cell.fill !== undefined) format.fill = cell.fill;
        if (Object.keys(format).length > 1) formats.push([column, format]);
      }
      return formats;
    };
    sheet.cells = new Map();
    rows.forEach((row, i) => {
      const cells = typeof row === 'number' ? (byRow.get(row) ?? []) : formatOf(row);
      for (const [column, cell] of cells) sheet.cells.set(key(i + 1, column), cell);
    });
  }

  raiseChanged(sheet: string): void {
    if (!this.eventsEnabled) return;
    const handlers = this.handlers.get(sheet) ?? [];
    if (handlers.length > 0) this.ownEvents++;
    for (const handler of handlers) void handler();
  }
}

function storedValue(value: FakeValue, onFormula: () => void): FakeValue {
  if (typeof value !== 'string') return value;
  if (value.startsWith("'")) return value.slice(1);
  if (value.startsWith('=')) {
    onFormula();
    return value;
  }
  if (/^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
}
