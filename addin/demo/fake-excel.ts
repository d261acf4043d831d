import {
  checkInGrid,
  checkTableName,
  FakeWorkbook,
  key,
  OfficeLikeError,
  REQUEST_LIMIT,
  GRID_COLUMNS,
  type FakeSheet,
  type FakeValue,
  type RowStep,
} from './fake-workbook';

/*
 * The slice of the Excel JavaScript API the gateway uses, over a FakeWorkbook. Each call
 * queues a step; context.sync() runs the queue in order and only then may loaded
 * properties be read.
 */
type Step = (() => void) & { rows?: { sheet: () => string; step: RowStep } };
type Rect = { row: number; column: number; rows: number; columns: number };

class Context {
  queue: Step[] = [];
  bytes = 0;
  readonly workbook: ReturnType<typeof workbookProxy>;
  readonly runtime: { enableEvents: boolean };

  constructor(readonly book: FakeWorkbook) {
    this.workbook = workbookProxy(this);
    const push = (step: Step) => this.queue.push(step);
    this.runtime = {
      set enableEvents(on: boolean) {
        push(() => (book.eventsEnabled = on));
      },
      get enableEvents() {
        return book.eventsEnabled;
      },
    };
  }

  push(step: Step, bytes = 100): void {
    this.queue.push(step);
    this.bytes += bytes;
  }

  async sync(): Promise<void> {
    const steps = this.queue;
    const bytes = this.bytes;
    this.queue = [];
    this.bytes = 0;
    this.book.requests.push(bytes);
    if (bytes > REQUEST_LIMIT)
      throw new OfficeLikeError('RequestPayloadSizeLimitExceeded', `The request payload size has exceeded the limit (${bytes} bytes).`);
    if (this.book.failNextSync) {
      const code = this.book.failNextSync;
      this.book.failNextSync = undefined;
      throw new OfficeLikeError(code, `Simulated ${code}.`, { errorLocation: 'Range.values' });
    }
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if (!step.rows) {
        step();
        continue;
      }
      // Rows inserted and deleted one after another in one sheet: the cells are moved once for all of them.
      const sheet = step.rows.sheet();
      const run: RowStep[] = [step.rows.step];
      while (steps[i + 1]?.rows && steps[i + 1]!.rows!.sheet() === sheet) run.push(steps[++i]!.rows!.step);
      this.book.shiftRows(sheet, run);
    }
  }
}

/** A loaded property: readable after the sync that ran its load step. */
function loaded<T>(context: Context, capture: () => T): { get: () => T } {
  let value: { v: T } | undefined;
  context.push(() => (value = { v: capture() }));
  return {
    get: () => {
      if (!value) throw new Error('PropertyNotLoaded: load() the property and sync() before reading it.');
      return value.v;
    },
  };
}

function workbookProxy(context: Context) {
  const book = context.book;
  return {
    worksheets: {
      items: [] as { name: string; id: string }[],
      load(this: { items: { name: string; id: string }[] }) {
        const names = loaded(context, () => book.sheets.map((s) => ({ name: s.name, id: s.id })));
        Object.defineProperty(this, 'items', { get: names.get, configurable: true });
      },
      getItem: (name: string) => sheetProxy(context, () => book.mustSheet(name), false),
      getItemOrNullObject: (name: string) => sheetProxy(context, () => book.sheet(name), true),
      getActiveWorksheet: () => sheetProxy(context, () => book.mustSheet(book.active), false),
      add: (name: string) => {
        context.push(() => book.addSheet(name));
        return sheetProxy(context, () => book.mustSheet(name), false);
      },
    },
  };
}

function sheetProxy(context: Context, resolve: () => FakeSheet | undefined, nullable: boolean) {
  const book = context.book;
  const must = () => resolve() ?? book.mustSheet('(missing)');
  const proxy = {
    name: '',
    id: '',
    isNullObject: false,
    load(props: string) {
      const name = loaded(context, () => (nullable ? (resolve()?.name ?? '') : must().name));
      if (props.includes('name')) Object.defineProperty(proxy, 'name', { configurable: true, get: name.get });
      const id = loaded(context, () => (nullable ? (resolve()?.id ?? '') : must().id));
      if (props.includes('id')) Object.defineProperty(proxy, 'id', { configurable: true, get: id.get });
      return proxy;
    },
    getUsedRangeOrNullObject: (_valuesOnly?: boolean) =>
      rangeProxy(context, () => {
        const used = book.usedRange(must().name);
        return used ? { sheet: must(), ...used } : undefined;
      }),
    getRange: (address: string) => rangeProxy(context, () => inGrid({ sheet: must(), ...parseAddress(address) })),
    getRangeByIndexes: (row: number, column: number, rows: number, columns: number) =>
      rangeProxy(context, () => inGrid({ sheet: must(), row: row + 1, column: column + 1, rows, columns })),
    delete: () => context.push(() => book.deleteSheet(must().name)),
    activate: () => context.push(() => (book.active = must().name)),
    names: namesProxy(context, must),
    tables: {
      add: (range: ReturnType<typeof rangeProxy>, _hasHeaders: boolean) => {
        const table = { name: '' };
        context.push(() => {
          const r = range.resolve();
          checkTableName(table.name);
          if (book.tables.some((t) => t.name.toLowerCase() === table.name.toLowerCase()))
            throw new OfficeLikeError('ItemAlreadyExists', `A table named ${table.name} already exists.`);
          book.tables.push({ name: table.name, sheet: r.sheet.name, row: r.row, column: r.column, rows: r.rows, columns: r.columns });
        });
        return table;
      },
    },
    onChanged: {
      add: (handler: () => unknown) => {
        const name = { v: '' };
        context.push(() => {
          name.v = must().name;
          book.handlers.set(name.v, [...(book.handlers.get(name.v) ?? []), handler]);
        });
        return {
          context,
          remove: () =>
            context.push(() =>
              book.handlers.set(
                name.v,
                (book.handlers.get(name.v) ?? []).filter((h) => h !== handler),
              ),
            ),
        };
      },
    },
  };
  if (nullable) {
    const isNull = loaded(context, () => resolve() === undefined);
    Object.defineProperty(proxy, 'isNullObject', { configurable: true, get: isNull.get });
  }
  return proxy;
}

function namesProxy(context: Context, sheet: () => FakeSheet) {
  const item = (name: string, nullable: boolean) => {
    const proxy = {
      value: '' as unknown,
      comment: '',
      isNullObject: false,
      load() {
        const state = loaded(context, () => sheet().names.get(name));
        const isNull = () => state.get() === undefined;
        Object.defineProperty(proxy, 'isNullObject', { configurable: true, get: isNull });
        Object.defineProperty(proxy, 'value', { configurable: true, get: () => referenceOf(sheet().name, state.get()!) });
        Object.defineProperty(proxy, 'comment', { configurable: true, get: () => state.get()!.comment });
        return proxy;
      },
      delete: () =>
        context.push(() => {
          if (!sheet().names.delete(name) && !nullable) throw new OfficeLikeError('ItemNotFound', `No name ${name}.`);
        }),
    };
    return proxy;
  };
  return {
    getItem: (name: string) => item(name, false),
    getItemOrNullObject: (name: string) => item(name, true),
    add: (name: string, range: ReturnType<typeof rangeProxy>, comment = '') =>
      context.push(() => {
        if (sheet().names.has(name)) throw new OfficeLikeError('ItemAlreadyExists', `A name ${name} already exists.`);
        const r = range.resolve();
        sheet().names.set(name, { row: r.row, column: r.column, rows: r.rows, columns: r.columns, comment });
      }),
  };
}

type Resolved = { sheet: FakeSheet } & Rect;

/** A range Excel gives only within its grid (InvalidArgument past it). */
function inGrid(range: Resolved): Resolved {
  checkInGrid(range);
  return range;
}

function rangeProxy(context: Context, resolveOrNull: () => Resolved | undefined) {
  const book = context.book;
  const resolve = () => {
    const r = resolveOrNull();
    if (!r) throw new OfficeLikeError('ItemNotFound', 'The range does not exist.');
    return r;
  };
  const each = (visit: (cell: string) => void) => {
    const r = resolve();
    for (let i = 0; i < r.rows; i++) for (let j = 0; j < r.columns; j++) visit(key(r.row + i, r.column + j));
  };
  const style = (apply: (cell: { value: FakeValue; bold?: boolean; fill?: string; numberFormat?: string }) => void) =>
    context.push(() => {
      const sheet = resolve().sheet;
      each((at) => {
        const cell = sheet.cells.get(at) ?? { value: '' };
        apply(cell);
        sheet.cells.set(at, cell);
      });
    });
  const proxy = {
    resolve,
    isNullObject: false,
    load(props: string) {
      // Values only when asked for: Excel sends what is loaded, and a used range's size alone is cheap.
      const state = loaded(context, () => {
        const r = resolveOrNull();
        return r && { ...r, values: props.includes('values') ? book.values(r.sheet.name, r.row, r.column, r.rows, r.columns) : [] };
      });
      const get =
        <T>(f: (s: NonNullable<ReturnType<typeof state.get>>) => T) =>
        () =>
          f(state.get()!);
      Object.defineProperty(proxy, 'isNullObject', { configurable: true, get: () => state.get() === undefined });
      if (props.includes('values'))
        Object.defineProperty(proxy, 'values', { configurable: true, get: get((s) => s.values), set: setValues });
      Object.defineProperty(proxy, 'rowIndex', { configurable: true, get: get((s) => s.row - 1) });
      Object.defineProperty(proxy, 'rowCount', { configurable: true, get: get((s) => s.rows) });
      Object.defineProperty(proxy, 'columnCount', { configurable: true, get: get((s) => s.columns) });
      Object.defineProperty(proxy, 'columnIndex', { configurable: true, get: get((s) => s.column - 1) });
      Object.defineProperty(proxy, 'address', { configurable: true, get: get((s) => `${quote(s.sheet.name)}!${formatAddress(s)}`) });
      return proxy;
    },
    /** The used range within this range (values only): the bounding box of its non-empty cells. */
    getUsedRangeOrNullObject: (_valuesOnly?: boolean) =>
      rangeProxy(context, () => {
        const r = resolveOrNull();
        const used = r && book.usedRange(r.sheet.name, r);
        return r && used ? { sheet: r.sheet, ...used } : undefined;
      }),
    clear: () => context.push(() => each((at) => resolve().sheet.cells.delete(at))),
    getEntireRow: () =>
      rangeProxy(context, () => {
        const r = resolveOrNull();
        return r && { ...r, column: 1, columns: GRID_COLUMNS };
      }),
    insert: (shift: string) => rowStep('insert', shift, 'Down'),
    delete: (shift: string) => rowStep('delete', shift, 'Up'),
    select: () =>
      context.push(() => {
        const r = resolve();
        book.selection = { sheet: r.sheet.name, row: r.row, column: r.column, rows: r.rows, columns: r.columns };
      }),
    format: {
      font: {
        set bold(on: boolean) {
          style((c) => (c.bold = on));
        },
      },
      fill: {
        set color(color: string) {
          style((c) => (c.fill = color));
        },
        clear: () => style((c) => delete c.fill),
      },
      autofitColumns: () => context.push(() => resolve()),
    },
    set numberFormat(formats: string[][]) {
      context.push(() => {
        const r = resolve();
        checkShape(r, formats);
        formats.forEach((row, i) =>
          row.forEach((f, j) => {
            const at = key(r.row + i, r.column + j);
            r.sheet.cells.set(at, { ...(r.sheet.cells.get(at) ?? { value: '' }), numberFormat: f });
          }),
        );
      }, JSON.stringify(formats).length);
    },
  } as Record<string, unknown> & { resolve: () => Resolved };
  /** Entire rows inserted or deleted (the only shifts the add-in makes: Excel refuses a partial row's shift through a table). */
  function rowStep(kind: RowStep['kind'], shift: string, expected: string): void {
    const step: Step = () => undefined;
    const rows = { sheet: () => checkedRows().sheet.name, step: { kind, row: 0, count: 0 } };
    const checkedRows = () => {
      const r = resolve();
      if (shift !== expected || r.column !== 1 || r.columns !== GRID_COLUMNS)
        throw new OfficeLikeError(
          'InvalidArgument',
          `The fake workbook shifts entire rows ${expected} only (${shift}, ${r.columns} columns).`,
        );
      rows.step.row = r.row;
      rows.step.count = r.rows;
      return r;
    };
    step.rows = rows;
    context.push(step);
  }
  function setValues(values: (FakeValue | null)[][]) {
    context.push(() => {
      const r = resolve();
      checkShape(r, values);
      book.setRows(r.sheet, r.row, r.column, values);
      for (const row of values) for (const value of row) if (value !== null) book.cellWrites++;
      book.raiseChanged(r.sheet.name);
    }, JSON.stringify(values).length);
  }
  Object.defineProperty(proxy, 'values', { set: setValues, configurable: true });
  return proxy;
}

function checkShape(r: Rect, rows: unknown[][]): void {
  if (rows.length !== r.rows || rows.some((row) => row.length !== r.columns))
    throw new OfficeLikeError(
      'InvalidArgument',
      `The number of rows or columns in the input array doesn't match the size of the range (${r.rows}×${r.columns}).`,
    );
}

const letters = (n: number): string => (n <= 0 ? '' : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));
const quote = (name: string) => (/^[A-Za-z0-9_]+$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`);
const formatAddress = (r: Rect) =>
  r.rows === 1 && r.columns === 1
    ? `${letters(r.column)}${r.row}`
    : `${letters(r.column)}${r.row}:${letters(r.column + r.columns - 1)}${r.row + r.rows - 1}`;
const referenceOf = (sheet: string, r: Rect) => `=${quote(sheet)}!${formatAddress(r).replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')}`;

function parseAddress(address: string): Rect {
  const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(address.toUpperCase());
  if (!m) throw new OfficeLikeError('InvalidArgument', `Bad address ${address}.`);
  const col = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const row = Number(m[2]);
  const column = col(m[1]!);
  return { row, column, rows: m[4] ? Number(m[4]) - row + 1 : 1, columns: m[3] ? col(m[3]) - column + 1 : 1 };
}

/** The `Excel` namespace over a fake workbook: Excel.run(options, batch). */
export function fakeExcel(book: FakeWorkbook) {
  return {
    async run<T>(optionsOrBatch: unknown, maybeBatch?: (context: Context) => Promise<T>): Promise<T> {
      const batch = (maybeBatch ?? optionsOrBatch) as (context: Context) => Promise<T>;
      book.runOptions.push(maybeBatch ? optionsOrBatch : undefined);
      return batch(new Context(book));
    },
  };
}

export { FakeWorkbook };
