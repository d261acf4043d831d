import {
  isMicroMatchSheet,
  isPlayOffSheet,
  REGULATION_SHEET,
  userArea,
  type LayoutName,
  type ListChange,
  type OpponentNumbering,
  type ChangePlan,
  type WritePlan,
} from '../../io';
import { parseRegulation } from '../../dsl';
import { planRunOutput } from '../../pipeline';
import { WriteStopped, type WorkbookRead, type WriteControl } from '../excel/workbook-gateway';
import type { CrosstableReading, ReadRequest, RunRequest, RunResult, StudyRequest, StudyResult } from './run-messages';
import { RunCancelled, throwIfCancelled, type RunControl } from './run-progress';
import type { StampPort, WrittenSheets } from './written-sheets';

/** The workbook side of a run (the gateway; a fake in tests). */
export interface WorkbookPort extends StampPort {
  readWorkbook(sheet?: string): Promise<WorkbookRead>;
  /** The Regulation sheet as the last run left it (text and list history), once readWorkbook saw it; a fake without it has none. */
  readRegulationSheet?(): Promise<{ text: string; history: ListChange[] } | undefined>;
  writeRun(plan: WritePlan | ChangePlan, control?: WriteControl): Promise<number>;
}

/** The engine side (the worker client; the same functions in-process in Node tests). */
export interface EnginePort {
  read(request: ReadRequest): Promise<CrosstableReading>;
  /** With a signal, a cancel may stop the computation itself (the worker client does; the in-process engine finishes). */
  run(request: RunRequest, signal?: AbortSignal): Promise<RunResult>;
  study(request: StudyRequest): Promise<StudyResult>;
}

export interface RunSettings {
  regulationText: string;
  /** The crosstable's sheet; the active sheet when undefined. */
  sheet?: string;
  layout: 'auto' | LayoutName;
  opponentNumbers: 'auto' | OpponentNumbering;
  /** The language of a chess-results export; detected when `auto` or unset. */
  language?: string;
  /** Rank as after this round; the last complete round when unset. */
  afterRound?: number;
  /** The row of per-section tables the regulation's qualification uses ("K-12"). */
  section?: string;
  /** "Compare with…": a second regulation or edition; the run also writes the Regula Compare sheet. */
  compareWith?: RunRequest['compareWith'];
  /** The pane's language, for the sentences the engine's worker says (a request's paneLanguage). */
  paneLanguage?: string;
}

/** A run's control, and what it says once the standings are computed, before the writing starts. */
export interface RunOnceControl extends RunControl {
  /**
   * The standings as computed, before the writing (`written` undefined): the pane shows them at
   * once while the output goes to the workbook, which can take longer than the run itself. The
   * writing waits for the promise it returns (the pane's: the next frame painted).
   */
  computed?(report: RunReport): void | Promise<void>;
  /**
   * What the pane wrote into Regula's sheets in this session: given, a run writes only the cells
   * it changes in the sheets still as written (written-sheets.ts), and remembers what it wrote.
   */
  written?: WrittenSheets;
}

export interface RunReport {
  result: RunResult;
  sheet: string;
  timings: { readMs: number; computeMs: number; writeMs: number };
  /** What was written, when the run got that far. */
  written: { sheets: string[]; resultBlock: string | undefined; requests: number; changed: string[] } | undefined;
  notes: string[];
}

/** Reads the crosstable (one sync) and lets the engine say what it understood. */
export async function readOnly(workbook: WorkbookPort, engine: EnginePort, settings: Omit<RunSettings, 'regulationText'>) {
  const read = await workbook.readWorkbook(settings.sheet);
  const area = userArea(read.area);
  const reading = await engine.read({ ...requestOf(read, area.values, settings) });
  return { read, reading };
}

/**
 * A study of the crosstable (the drawing of lots, or what each contender needs): the used range
 * read once, as for a run, and nothing written.
 */
export async function studyOnce(
  workbook: WorkbookPort,
  engine: EnginePort,
  settings: RunSettings,
  study: StudyRequest['study'],
  places?: number,
): Promise<StudyResult> {
  const read = await workbook.readWorkbook(settings.sheet);
  const area = userArea(read.area);
  const playOff = await playOffSheetCells(workbook, read);
  return engine.study({
    ...requestOf(read, area.values, settings),
    regulationText: settings.regulationText,
    ...(playOff && { playOff }),
    study,
    ...(places !== undefined && { places }),
    ...(settings.section ? { section: settings.section } : {}),
  });
}

/**
 * One run: read the used range once, compute in the engine, write every output in as few
 * requests as the 5 MB limit allows. Read → compute → write are timed separately, reported
 * to `control.progress` as they start, and stopped by `control.signal` (RunCancelled): before
 * the writing, nothing has changed; during it, before the next request. The computed standings
 * go to `control.computed` before the writing starts.
 */
export async function runOnce(
  workbook: WorkbookPort,
  engine: EnginePort,
  settings: RunSettings,
  control: RunOnceControl = {},
  clock: { now(): number; iso(): string } = { now: () => performance.now(), iso: () => new Date().toISOString() },
): Promise<RunReport> {
  const { progress, signal, computed, written: memory } = control;
  const t0 = clock.now();
  progress?.({ stage: 'reading' });
  const read = await workbook.readWorkbook(settings.sheet);
  // The list the last run saved, to compare with this one (FIDE VCL Q201): one more sync, only when the sheet exists.
  const saved = read.sheets.includes(REGULATION_SHEET) ? await workbook.readRegulationSheet?.() : undefined;
  const area = userArea(read.area);
  const sections = namesSections(settings.regulationText) ? await readSectionSheets(workbook, read) : undefined;
  const playOff = await playOffSheetCells(workbook, read);
  const microMatches = await gameSheetCells(workbook, read, isMicroMatchSheet);
  const t1 = clock.now();
  throwIfCancelled(signal, 'reading');
  progress?.({ stage: 'computing' });
  const result = await engine.run(
    {
      ...requestOf(read, area.values, settings),
      regulationText: settings.regulationText,
      input: read.address,
      ranAt: clock.iso(),
      ...(settings.section ? { section: settings.section } : {}),
      ...(saved && { savedRegulation: saved.text }),
      ...(settings.compareWith ? { compareWith: settings.compareWith } : {}),
      ...(sections && { sections }),
      ...(playOff && { playOff }),
      ...(microMatches && { microMatches }),
    },
    signal,
  );
  const t2 = clock.now();
  throwIfCancelled(signal, 'computing');
  const timings = { readMs: t1 - t0, computeMs: t2 - t1, writeMs: 0 };
  const output = result.output;
  const layout = result.reading.layout;
  if (!output) return { result, sheet: read.area.sheet, timings, written: undefined, notes: [] };
  // A match sheet gets the Regula Match sheet and the regulation, nothing beside the user's cells.
  const { plan, resultBlock, notes } = planRunOutput({
    sheets: output.sheets,
    regulationText: settings.regulationText,
    // The history kept on the Regulation sheet, with this run's change of the list last (FIDE VCL Q201).
    regulationHistory: [...(saved?.history ?? []), ...(result.listChange ? [result.listChange] : [])],
    existingSheets: read.sheets,
    ...(output.result && {
      beside: {
        place: { sheet: read.area.sheet, area, headerRow: layout.headerRow, rowOf: layout.playerRowOf, named: read.named },
        result: output.result,
      },
    }),
  });
  // What the write cut to keep within Excel's limits (rows, columns, a cell's length) is said with the notes.
  const said = [...notes, ...plan.warnings.map((w) => w.message)];
  await computed?.({ result, sheet: read.area.sheet, timings: { ...timings }, written: undefined, notes: said });
  throwIfCancelled(signal, 'computing');
  let requests: number;
  let toWrite: WritePlan | ChangePlan = plan;
  try {
    if (memory) toWrite = await memory.plan(workbook, plan);
    requests = await workbook.writeRun(toWrite, {
      progress: (done, total, into) => progress?.({ stage: 'writing', done, total, into }),
      ...(signal && { signal }),
    });
  } catch (error) {
    // A write that failed or stopped left Regula's sheets as nobody knows: the next one is whole.
    memory?.forget();
    if (error instanceof WriteStopped) throw new RunCancelled('writing', error.done, error.total);
    throw error;
  }
  await memory?.written(workbook, plan, toWrite);
  timings.writeMs = clock.now() - t2;
  return {
    result,
    sheet: read.area.sheet,
    timings,
    written: {
      sheets: output.sheets.map((s) => s.name),
      resultBlock,
      requests,
      changed: 'sheets' in toWrite ? toWrite.sheets.changed : [],
    },
    notes: said,
  };
}

function requestOf(read: WorkbookRead, values: ReadRequest['values'], settings: Omit<RunSettings, 'regulationText'>): ReadRequest {
  return {
    sheet: read.area.sheet,
    origin: read.area.origin,
    values,
    layout: settings.layout,
    opponentNumbers: settings.opponentNumbers,
    ...(settings.language !== undefined && { language: settings.language }),
    ...(settings.afterRound !== undefined && { round: settings.afterRound }),
    ...(settings.paneLanguage !== undefined && { paneLanguage: settings.paneLanguage }),
  };
}

/** Whether the regulation has a `sections` article, as the language reads it: then the other sheets are read too. */
function namesSections(text: string): boolean {
  return parseRegulation(text).ast.articles.some((article) => article.kind === 'sections-article');
}

/** Every other sheet's cells (one sync each), but Regula's own sheets and the Regulation sheet: the sections of an event. */
async function readSectionSheets(workbook: WorkbookPort, read: WorkbookRead): Promise<NonNullable<RunRequest['sections']>> {
  const others = read.sheets.filter(
    (name) =>
      name !== read.area.sheet &&
      name !== REGULATION_SHEET &&
      !name.startsWith('Regula ') &&
      !isPlayOffSheet(name) &&
      !isMicroMatchSheet(name),
  );
  const sections: NonNullable<RunRequest['sections']> = [];
  for (const name of others) {
    const sheet = await workbook.readWorkbook(name);
    sections.push({ sheet: sheet.area.sheet, origin: sheet.area.origin, values: userArea(sheet.area).values });
  }
  return sections;
}

/** The cells of the workbook's Play-off sheet (io/play-off), when it has one: one more sync. */
async function playOffSheetCells(workbook: WorkbookPort, read: WorkbookRead): Promise<RunRequest['playOff']> {
  return gameSheetCells(workbook, read, isPlayOffSheet);
}

/** The cells of the first sheet whose name `named` accepts (the Play-off sheet, the Micro-matches sheet): one more sync. */
async function gameSheetCells(
  workbook: WorkbookPort,
  read: WorkbookRead,
  named: (name: string) => boolean,
): Promise<RunRequest['playOff']> {
  const name = read.sheets.find(named);
  if (name === undefined) return undefined;
  const sheet = await workbook.readWorkbook(name);
  return { sheet: sheet.area.sheet, origin: sheet.area.origin, values: userArea(sheet.area).values };
}
