import {
  HEADER_FILL,
  parseRangeReference,
  rangeAddress,
  REGULATION_SHEET,
  regulationHistory,
  regulationText,
  RESULT_BLOCK_NAME,
  type CellRange,
  type CellValue,
  type ChangeOperation,
  type ChangePlan,
  type ListChange,
  type SheetArea,
  type WritePlan,
} from '../../io';
import { chunkOperations, groupRequests } from '../output/requests';
import { HostError, toHostIssue } from './host-issues';
import { usedCells } from './used-cells';

/*
 * The workbook gateway: the only code that names Excel (docs/architecture.md, "Only the
 * gateway names Excel"). Every call is
 * one Excel.run with delayForCellEdit (Excel waits for the user to leave a cell instead
 * of failing) and a fixed number of context.sync() calls; errors leave as HostErrors.
 */

const RUN_OPTIONS: Excel.RunOptions = { delayForCellEdit: true };

export interface WorkbookRead {
  sheets: string[];
  /** The crosstable sheet's used range (values only) and the block the last run left there. */
  area: SheetArea;
  /** Where the crosstable was read, e.g. 'Crosstable'!A1:K40 (recorded in the output header). */
  address: string;
  /** The sheet has Regula's result-block name (even if its cells were edited since). */
  named: boolean;
}

/** Resolves when Office has loaded (or at once in a plain browser, where there is no host). */
export async function whenHostReady(): Promise<void> {
  await Office.onReady();
}

/** Whether the page has Excel to talk to: false in a plain browser, outside Office (demo mode). */
export function excelAvailable(): boolean {
  return typeof Excel !== 'undefined';
}

/**
 * Whether Office shows a dark theme: its own flag where the host gives one, else the body
 * background's lightness. Undefined outside Office, or where the host has no theme to tell.
 */
export function officeThemeIsDark(): boolean | undefined {
  const theme =
    typeof Office === 'undefined'
      ? undefined
      : (Office.context?.officeTheme as (Office.OfficeTheme & { isDarkTheme?: unknown }) | undefined);
  if (!theme) return undefined;
  if (typeof theme.isDarkTheme === 'boolean') return theme.isDarkTheme;
  return typeof theme.bodyBackgroundColor === 'string' ? isDarkColour(theme.bodyBackgroundColor) : undefined;
}

/** "#1F1F1F" → true: a colour whose relative luminance (WCAG 2) is below the middle grey's. */
export function isDarkColour(hex: string): boolean | undefined {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2;
}

/**
 * The language of Office's user interface ("de-DE": File › Options › Language), which the pane
 * speaks unless its ⋯ menu says otherwise; undefined outside Office (demo mode). The
 * menu's choice is not kept anywhere (docs/addin.md "The pane's language").
 */
export function officeDisplayLanguage(): string | undefined {
  const language = typeof Office === 'undefined' ? undefined : (Office.context as Office.Context | undefined)?.displayLanguage;
  return typeof language === 'string' && language !== '' ? language : undefined;
}

/** Demo mode: every call of the gateway goes to an in-page workbook (addin/demo) that speaks Excel's API. */
export function useInPageExcel(excel: unknown): void {
  (globalThis as { Excel?: unknown }).Excel = excel;
}

/**
 * One sync for any ordinary crosstable: the sheet names, the crosstable sheet's used range (its
 * cells that exist, usedCells) and the previous result block's name.
 */
export function readWorkbook(sheetName?: string): Promise<WorkbookRead> {
  return excel(async (context) => {
    const worksheets = context.workbook.worksheets;
    worksheets.load('items/name');
    const sheet = sheetName ? worksheets.getItem(sheetName) : worksheets.getActiveWorksheet();
    sheet.load('name');
    const cells = usedCells(context, sheet);
    const name = sheet.names.getItemOrNullObject(RESULT_BLOCK_NAME);
    name.load('value,comment');
    await context.sync();
    const used = await cells();
    const range = name.isNullObject ? undefined : parseRangeReference(String(name.value));
    return {
      sheets: worksheets.items.map((s) => s.name),
      area: {
        sheet: sheet.name,
        origin: used?.origin ?? { row: 1, column: 1 },
        values: used?.values ?? [],
        ...(range ? { previousBlock: { range, fingerprint: name.comment ?? '' } } : {}),
      },
      address: used ? used.address : `'${sheet.name}'!A1`,
      named: !name.isNullObject,
    };
  });
}

/** The workbook's sheet names (one sync). */
export function sheetNames(): Promise<string[]> {
  return excel(async (context) => {
    const worksheets = context.workbook.worksheets;
    worksheets.load('items/name');
    await context.sync();
    return worksheets.items.map((s) => s.name);
  });
}

/** The regulation saved in the workbook, if Regula saved one (two syncs: the sheet, then its column A). */
export function readSavedRegulation(): Promise<string | undefined> {
  return excel(async (context) => {
    const sheet = context.workbook.worksheets.getItemOrNullObject(REGULATION_SHEET);
    await context.sync();
    if (sheet.isNullObject) return undefined;
    const rows = await regulationRows(context, sheet);
    return rows && regulationText(rows.map((row) => row[0]));
  });
}

/**
 * The Regulation sheet as the last run left it, read by a run once readWorkbook has seen the
 * sheet (one sync): the text (column A) and the tie-break list's history (columns C–F,
 * FIDE VCL Q201); undefined when the sheet is not Regula's.
 */
export function readRegulationSheet(): Promise<{ text: string; history: ListChange[] } | undefined> {
  return excel(async (context) => {
    const rows = await regulationRows(context, context.workbook.worksheets.getItem(REGULATION_SHEET));
    const text = rows && regulationText(rows.map((row) => row[0]));
    return rows && text !== undefined ? { text, history: regulationHistory(rows) } : undefined;
  });
}

/** The Regulation sheet's rows from A1 (one sync for any regulation); undefined when its cells do not start at A1. */
async function regulationRows(context: Excel.RequestContext, sheet: Excel.Worksheet): Promise<CellValue[][] | undefined> {
  const cells = usedCells(context, sheet);
  await context.sync();
  const used = await cells();
  return used && used.origin.row === 1 && used.origin.column === 1 ? used.values : undefined;
}

/** Follows a write request by request, and stops it before the next request once the signal is aborted. */
export interface WriteControl {
  /** Before each request and after the last: `into` names the sheets the next request writes ("" after the last). */
  progress?(done: number, total: number, into: string): void;
  signal?: AbortSignal;
}

/** A write stopped by its signal after `done` of `total` requests (events are back on). */
export class WriteStopped extends Error {
  constructor(
    readonly done: number,
    readonly total: number,
  ) {
    super(`stopped after ${done} of ${total} write requests`);
    this.name = 'WriteStopped';
  }
}

/**
 * Writes a run: checks that every sheet it replaces is Regula's (one sync, skipped on a
 * first run), then the operations in requests under the 5 MB limit (one sync each; one
 * for any ordinary tournament). Returns the number of write requests. A plan of changed cells
 * (io planChangedCells) is written the same way: its rows inserted and deleted are steps of it.
 */
export function writeRun(plan: WritePlan | ChangePlan, control: WriteControl = {}): Promise<number> {
  return excel(async (context) => {
    const worksheets = context.workbook.worksheets;
    const marks = plan.replaces.map((r) => ({ ...r, a1: worksheets.getItem(r.sheet).getRange('A1').load('values') }));
    if (marks.length > 0) await context.sync();
    const foreign = marks.filter((m) => m.a1.values[0]?.[0] !== m.mark).map((m) => m.sheet);
    if (foreign.length > 0)
      throw new HostError({
        code: 'host/not-regula-sheet',
        message: `The workbook has ${foreign.map((s) => `a sheet "${s}"`).join(' and ')} that Regula did not write. Rename it, then run again: Regula never overwrites your sheets.`,
      });
    const requests = groupRequests(chunkOperations(plan.operations));
    try {
      for (const [done, request] of requests.entries()) {
        control.progress?.(done, requests.length, sheetsOf(request));
        if (control.signal?.aborted) throw new WriteStopped(done, requests.length);
        for (const op of request) apply(context, op);
        await context.sync();
      }
      control.progress?.(requests.length, requests.length, '');
    } catch (error) {
      // A failed request may leave events off: turn them back on before reporting it.
      context.runtime.enableEvents = true;
      await context.sync().catch(() => undefined);
      throw error;
    }
    return requests.length;
  });
}

/** A sheet as the workbook has it now: its id (new for a sheet deleted and added again) and its used range (values only). */
export interface SheetStamp {
  id: string;
  used: { row: number; column: number; rows: number; columns: number } | undefined;
}

/** What sheetStamps reads, beside the ids: the used ranges (else one sync, no used range), handlers to watch sheets with. */
export interface StampRequest {
  used?: boolean;
  /** A handler on each of these sheets that calls `edited` when the user changes its cells (Regula's own writes raise nothing: events are off then). */
  watch?: { sheets: readonly string[]; edited(sheet: string): void };
}

/**
 * The stamps of these sheets (a sheet not in the workbook has none): their ids, in one sync;
 * with `used`, their used ranges too, in a second.
 */
export function sheetStamps(sheets: readonly string[], request: StampRequest = {}): Promise<Map<string, SheetStamp>> {
  return excel(async (context) => {
    const worksheets = context.workbook.worksheets;
    worksheets.load('items/name,items/id');
    await context.sync();
    const ids = new Map(worksheets.items.map((s) => [s.name, s.id]));
    const asked = sheets
      .filter((name) => ids.has(name))
      .map((name) => {
        const used = request.used ? worksheets.getItem(name).getUsedRangeOrNullObject(true) : undefined;
        used?.load('rowIndex,columnIndex,rowCount,columnCount');
        return { name, used };
      });
    const watched = (request.watch?.sheets ?? []).filter((name) => ids.has(name));
    for (const name of watched) worksheets.getItem(name).onChanged.add(async () => request.watch!.edited(name));
    if (request.used || watched.length > 0) await context.sync();
    const stamps = new Map<string, SheetStamp>();
    for (const { name, used } of asked)
      stamps.set(name, {
        id: ids.get(name)!,
        used:
          !used || used.isNullObject
            ? undefined
            : { row: used.rowIndex + 1, column: used.columnIndex + 1, rows: used.rowCount, columns: used.columnCount },
      });
    return stamps;
  });
}

/** The sheets one request writes, in order, for the progress line. */
function sheetsOf(request: readonly ChangeOperation[]): string {
  const names = new Set<string>();
  for (const op of request) {
    if ('sheet' in op) names.add(op.sheet);
    else if ('range' in op) names.add(op.range.sheet);
  }
  return [...names].join(', ');
}

/** Activates the sheet and selects one cell (an input issue's location). */
export function selectCell(sheet: string, row: number, column: number): Promise<void> {
  return excel(async (context) => {
    const target = context.workbook.worksheets.getItem(sheet);
    target.activate();
    target.getRange(rangeAddress({ row, column, rows: 1, columns: 1 })).select();
    await context.sync();
  });
}

/** Calls `handler` when the sheet's cells change (not for Regula's own writes: events are off then). */
export async function watchSheet(sheet: string, handler: () => void): Promise<() => Promise<void>> {
  const registration = await excel(async (context) => {
    const result = context.workbook.worksheets.getItem(sheet).onChanged.add(async () => handler());
    await context.sync();
    return result;
  });
  return () =>
    excel(async () => {
      registration.remove();
      await registration.context.sync();
    });
}

function apply(context: Excel.RequestContext, op: ChangeOperation): void {
  const sheets = context.workbook.worksheets;
  const rangeOf = (r: CellRange) => sheets.getItem(r.sheet).getRangeByIndexes(r.row - 1, r.column - 1, r.rows, r.columns);
  const entireRows = (sheet: string, row: number, count: number) =>
    sheets
      .getItem(sheet)
      .getRangeByIndexes(row - 1, 0, count, 1)
      .getEntireRow();
  switch (op.kind) {
    case 'insert-rows':
      // "Down" and "Up": Excel.InsertShiftDirection.down and Excel.DeleteShiftDirection.up (ExcelApi 1.1), whose values the API takes as they are.
      entireRows(op.sheet, op.row, op.count).insert('Down');
      return;
    case 'delete-rows':
      entireRows(op.sheet, op.row, op.count).delete('Up');
      return;
    case 'plain-style': {
      const range = rangeOf(op.range);
      range.format.font.bold = false;
      range.format.fill.clear();
      return;
    }
    case 'events':
      context.runtime.enableEvents = op.enabled;
      return;
    case 'delete-sheet':
      sheets.getItem(op.sheet).delete();
      return;
    case 'add-sheet':
      sheets.add(op.sheet);
      return;
    case 'clear':
      rangeOf(op.range).clear();
      return;
    case 'values': {
      const range = rangeOf(op.range);
      if (op.columnFormats) range.numberFormat = op.values.map(() => op.columnFormats!);
      range.values = op.values;
      return;
    }
    case 'header-style': {
      const range = rangeOf(op.range);
      range.format.font.bold = true;
      range.format.fill.color = HEADER_FILL;
      return;
    }
    case 'table':
      sheets.getItem(op.range.sheet).tables.add(rangeOf(op.range), true).name = op.name;
      return;
    case 'autofit':
      rangeOf(op.range).format.autofitColumns();
      return;
    case 'delete-name':
      sheets.getItem(op.sheet).names.getItem(op.name).delete();
      return;
    case 'add-name':
      sheets.getItem(op.range.sheet).names.add(op.name, rangeOf(op.range), op.comment);
      return;
  }
}

async function excel<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> {
  try {
    return await Excel.run(RUN_OPTIONS, batch);
  } catch (error) {
    if (error instanceof WriteStopped) throw error;
    throw new HostError(toHostIssue(error));
  }
}
