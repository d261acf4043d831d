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
  cells: Map<string, FakeCell>;
  names: Map<string, { row: number; column: number; rows: number; columns: number; comment: string }>;
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
    const sheet: FakeSheet = { name, cells: new Map(), names: new Map() };
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
        if (stored === '') sheet.cells.delete(at);
        else sheet.cells.set(at, { ...sheet.cells.get(at), value: stored });
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
      const [r, c] = at.split(',').map(Number) as [number, number];
      if (within && (r < within.row || r >= within.row + within.rows || c < within.column || c >= within.column + within.columns)) continue;
      top = Math.min(top, r);
      left = Math.min(left, c);
      bottom = Math.max(bottom, r);
      right = Math.max(right, c);
    }
    return bottom === 0 ? undefined : { row: top, column: left, rows: bottom - top + 1, columns: right - left + 1 };
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
