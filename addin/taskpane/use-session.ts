import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { planNewSheet, type InputIssue } from '../../io';
import { HostError, toHostIssue } from '../excel/host-issues';
import * as gateway from '../excel/workbook-gateway';
import { EngineClient } from '../run/engine-client';
import { exportAuditReport } from './export-report';
import { importFile } from '../run/import-file';
import { RunCancelled } from '../run/run-progress';
import { readOnly, runOnce, studyOnce, type RunSettings } from '../run/run-session';
import { WrittenSheets } from '../run/written-sheets';
import { EDITIONS, type Edition } from '../../engine';
import { usePaneLanguage } from './pane-language';
import { PRESETS } from './presets';
import { initialSession, sessionReducer, settingChanged, type Busy, type SessionSettings } from './session-state';

import { LIVE_DELAY_MS } from './live-delay';

export type { CrosstableState } from './session-state';

/**
 * The task pane's state and actions: the regulation text (restored from the workbook on
 * start), the crosstable reading with its overrides, the last run, and live mode. The state
 * changes only through the named actions of session-state.ts; this hook does the work that
 * answers them (the workbook, the engine's worker) and dispatches what came back.
 */
export function useSession() {
  const engine = useMemo(() => new EngineClient(new URL('engine-worker.js', document.baseURI)), []);
  // What this pane wrote into Regula's sheets: a run writes only the cells it changes there.
  const writtenSheets = useMemo(() => new WrittenSheets(), []);
  const [state, dispatch] = useReducer(sessionReducer, PRESETS[0]!.text, initialSession);
  const { settings } = state;
  const { regulationText, sheet, layout, opponentNumbers, language, afterRound, section, compareWith, scenarioPlaces, live } = settings;
  const running = useRef<AbortController | undefined>(undefined);
  // The pane's language: its own sentences here, and the worker's (a request's paneLanguage).
  const { words, language: paneLanguage } = usePaneLanguage();

  /** A setter of one setting, as the panels' fields call it. */
  const setter = useCallback(
    <K extends keyof SessionSettings>(setting: K) =>
      (value: SessionSettings[K]) =>
        dispatch(settingChanged(setting, value)),
    [],
  );
  const setters = useMemo(
    () => ({
      setRegulationText: setter('regulationText'),
      setSheet: setter('sheet'),
      setLayout: setter('layout'),
      setOpponentNumbers: setter('opponentNumbers'),
      setLanguage: setter('language'),
      setAfterRound: setter('afterRound'),
      setSection: setter('section'),
      setCompareWith: setter('compareWith'),
      setScenarioPlaces: setter('scenarioPlaces'),
      setLive: setter('live'),
    }),
    [setter],
  );

  /**
   * Runs one piece of work against the workbook with the pane marked busy. Never rejects: a failure
   * becomes the host issue that app.tsx shows above the panels, so callers may fire it and forget it.
   */
  const guard = useCallback(async <T>(what: Busy, work: () => Promise<T>): Promise<T | undefined> => {
    dispatch({ type: 'work-started', busy: what });
    try {
      return await work();
    } catch (error) {
      dispatch({ type: 'host-failed', issue: error instanceof HostError ? error.issue : toHostIssue(error) });
      return undefined;
    } finally {
      dispatch({ type: 'work-ended' });
    }
  }, []);

  useEffect(() => {
    // Fire and forget (an effect cannot wait): guard() shows a failure as the host issue.
    void guard('reading', async () => {
      const saved = await gateway.readSavedRegulation();
      if (saved !== undefined) dispatch({ type: 'regulation-restored', text: saved });
    });
  }, [guard]);

  /** Reads a sheet (the active one when `name` is undefined) with the panel's settings into the Crosstable panel's state. */
  const readSheet = useCallback(
    async (name: string | undefined) => {
      const { read, reading } = await readOnly(gateway, engine, {
        ...(name ? { sheet: name } : {}),
        layout,
        opponentNumbers,
        language,
        paneLanguage,
        ...roundSetting(afterRound),
      });
      dispatch({ type: 'sheet-read', crosstable: { sheets: read.sheets, sheet: read.area.sheet, address: read.address, reading } });
    },
    [engine, layout, opponentNumbers, language, paneLanguage, afterRound],
  );

  /** Reads the crosstable without running. Never rejects (guard). */
  const read = useCallback(() => guard('reading', () => readSheet(sheet)), [guard, readSheet, sheet]);

  /**
   * Brings a TRF or CSV file from disk into a new sheet of the workbook (import-file.ts: the
   * CLI's readers), selects that sheet and reads it. Never rejects (guard).
   */
  const openFile = useCallback(
    (file: File) =>
      guard('reading', async () => {
        const result = importFile(file.name, new Uint8Array(await file.arrayBuffer()), words);
        if (typeof result === 'string') {
          dispatch({ type: 'file-not-imported', why: result });
          return;
        }
        const { sheet: name, plan } = planNewSheet(result.sheetName, result.cells, await gateway.sheetNames());
        await gateway.writeRun(plan);
        await gateway.selectCell(name, 1, 1);
        // What the sheet could not hold of the file (Excel's limits) is said with the note.
        const note = [result.note, ...plan.warnings.map((w) => w.message)].join(' ');
        dispatch({ type: 'file-imported', sheet: name, text: words.crosstable.imported(note, name) });
        await readSheet(name);
      }),
    [guard, readSheet, words],
  );

  /** The settings a run or a study reads the sheet with. */
  const studySettings = useCallback(
    (): RunSettings => ({
      regulationText,
      ...(sheet ? { sheet } : {}),
      ...(section.trim() ? { section: section.trim() } : {}),
      layout,
      opponentNumbers,
      language,
      paneLanguage,
      ...roundSetting(afterRound),
    }),
    [regulationText, sheet, section, layout, opponentNumbers, language, paneLanguage, afterRound],
  );

  /** Reads, ranks and writes the result, with its progress; Cancel stops it (RunCancelled). Never rejects (guard). */
  const runNow = useCallback(
    () =>
      guard('running', async () => {
        const control = new AbortController();
        running.current = control;
        dispatch({ type: 'run-started' });
        // The standings show as soon as they are computed; the writing follows (run-written).
        let shown = false;
        try {
          const report = await runOnce(
            gateway,
            engine,
            { ...studySettings(), ...compareSetting(compareWith) },
            {
              progress: (stage) => dispatch({ type: 'run-progressed', stage }),
              computed: (computed) => {
                shown = true;
                dispatch({ type: 'run-computed', report: computed });
                return nextPaint();
              },
              signal: control.signal,
              written: writtenSheets,
            },
          );
          dispatch({ type: shown ? 'run-written' : 'run-done', report });
        } catch (error) {
          if (!(error instanceof RunCancelled)) throw error;
          dispatch({ type: 'run-cancelled', cancelled: { stage: error.stage, written: error.written, total: error.total } });
        } finally {
          running.current = undefined;
          dispatch({ type: 'run-ended' });
        }
      }),
    [engine, guard, studySettings, compareWith, writtenSheets],
  );

  /** The drawing of lots the sheet as it is would make (FIDE VCL Q204); nothing is written. Never rejects (guard). */
  const simulateLots = useCallback(
    () =>
      guard('studying', async () =>
        dispatch({ type: 'lots-simulated', result: await studyOnce(gateway, engine, studySettings(), 'lots') }),
      ),
    [engine, guard, studySettings],
  );

  /** What each contender needs from the round to come; nothing is written. Never rejects (guard). */
  const showScenarios = useCallback(
    () =>
      guard('studying', async () => {
        const result = await studyOnce(gateway, engine, studySettings(), 'scenarios', wholeNumber(scenarioPlaces));
        dispatch({ type: 'scenarios-shown', result });
      }),
    [engine, guard, studySettings, scenarioPlaces],
  );

  /** Stops the run in progress: before the writing nothing changes; during it, before the next request. */
  const cancel = useCallback(() => running.current?.abort(), []);

  /** Why a participant of the last run is where they are, or above `other` (of `section` in an event in sections). Never rejects (guard). */
  const explain = useCallback(
    (player: number, other: number | undefined, section?: string) =>
      guard('reading', async () => {
        const lines = await engine.explain({
          player,
          ...(other !== undefined && { other }),
          ...(section !== undefined && { section }),
          paneLanguage,
        });
        dispatch({ type: 'explained', lines });
      }),
    [engine, guard, paneLanguage],
  );

  /** The last run's audit report saved as an HTML file (export-report.ts). Never rejects (guard). */
  const report = state.report;
  const exportReport = useCallback(
    () =>
      guard('reading', async () =>
        dispatch({ type: 'report-exported', text: await exportAuditReport(engine, report?.sheet ?? '', words, paneLanguage) }),
      ),
    [engine, guard, report, words, paneLanguage],
  );

  const selectIssue = useCallback(
    (issue: InputIssue) => {
      const at = issue.location;
      // Fire and forget (a click handler): guard() shows a failure as the host issue.
      if (at.kind === 'cell') void guard('reading', () => gateway.selectCell(at.sheet, at.row, at.column));
    },
    [guard],
  );

  // One run at a time: two runs writing the same sheets at once would mix their outputs. A run
  // asked for while one goes (a change in live mode during a long write) starts once it has
  // ended, with the settings of then; any number asked for meanwhile make one.
  const runRef = useRef(runNow);
  runRef.current = runNow;
  const queue = useRef({ running: false, again: false });
  const run = useCallback(async () => {
    const runs = queue.current;
    if (runs.running) {
      runs.again = true;
      return;
    }
    runs.running = true;
    try {
      do {
        runs.again = false;
        await runRef.current();
      } while (runs.again);
    } finally {
      runs.running = false;
    }
  }, []);

  // Live mode: re-run, debounced, when the crosstable's sheet changes. Regula's own writes
  // run with events off, so a run does not trigger the next one.
  const liveSheet = report?.sheet ?? state.crosstable?.sheet;
  useEffect(() => {
    if (!live || !liveSheet) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (() => Promise<void>) | undefined;
    let cancelled = false;
    // Fire and forget (an effect cannot wait), as is each debounced run: guard() shows a failure as the host issue.
    void guard('reading', async () => {
      const unwatch = await gateway.watchSheet(liveSheet, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void run(), LIVE_DELAY_MS);
      });
      if (cancelled) await unwatch();
      else stop = unwatch;
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // Fire and forget (a cleanup cannot wait); its failure becomes the host issue.
      if (stop) void stop().catch((error: unknown) => dispatch({ type: 'host-failed', issue: toHostIssue(error) }));
    };
  }, [live, liveSheet, guard, run]);

  return {
    ...settings,
    ...setters,
    restoredFromWorkbook: state.restoredFromWorkbook,
    crosstable: state.crosstable,
    report,
    busy: state.busy,
    hostIssue: state.hostIssue,
    read,
    run,
    selectIssue,
    openFile,
    imported: state.imported,
    explain,
    why: state.why,
    exportReport,
    exported: state.exported,
    progress: state.progress,
    cancel,
    cancelled: state.cancelled,
    changes: state.changes,
    lots: state.lots,
    simulateLots,
    scenarios: state.scenarios,
    showScenarios,
  };
}

export type Session = ReturnType<typeof useSession>;

/** The "After round" field: empty for the last complete round; a whole number from 1 otherwise (anything else is ignored). */
export function roundSetting(text: string): { afterRound?: number } {
  const round = wholeNumber(text);
  return round === undefined ? {} : { afterRound: round };
}

/** A field's whole number from 1 to 999 as typed; undefined for anything else (an empty field included). */
export function wholeNumber(text: string): number | undefined {
  return /^[1-9]\d{0,2}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The "Compare with…" choice as a run asks for it: another edition of the same regulation, or a preset's text. */
export function compareSetting(choice: string): Pick<RunSettings, 'compareWith'> {
  if (choice.startsWith('preset:')) {
    const preset = PRESETS.find((p) => p.id === choice.slice('preset:'.length));
    return preset ? { compareWith: { kind: 'regulation', text: preset.text } } : {};
  }
  return (EDITIONS as readonly string[]).includes(choice) ? { compareWith: { kind: 'edition', edition: choice as Edition } } : {};
}

/** Resolves once the browser has painted the next frame: what was dispatched before it is on the screen. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
