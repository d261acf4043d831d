import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { planNewSheet, type CellBlock, type InputIssue, type LayoutName, type OpponentNumbering } from '../../io';
import { HostError, toHostIssue, type HostIssue } from '../excel/host-issues';
import * as gateway from '../excel/workbook-gateway';
import { EngineClient } from '../run/engine-client';
import { exportAuditReport } from './export-report';
import { importFile } from '../run/import-file';
import type { CrosstableReading, StudyResult } from '../run/run-messages';
import { RunCancelled, type RunStage } from '../run/run-progress';
import { readOnly, runOnce, studyOnce, type RunReport, type RunSettings } from '../run/run-session';
import { EDITIONS, type Edition } from '../../engine';
import { standingsChanges, writtenStandings, type StandingsChanges } from '../run/standings-changes';
import { strings } from '../strings';
import { PRESETS } from './presets';

export interface CrosstableState {
  sheets: string[];
  sheet: string;
  address: string;
  reading: CrosstableReading;
}

/** Live mode waits this long after the last change before it runs again. */
export const LIVE_DELAY_MS = 1500;

/**
 * The task pane's state and actions: the regulation text (restored from the workbook on
 * start), the crosstable reading with its overrides, the last run, and live mode.
 */
export function useSession() {
  const engine = useMemo(() => new EngineClient(new URL('engine-worker.js', document.baseURI)), []);
  const [regulationText, setRegulationText] = useState(PRESETS[0]!.text);
  const [restoredFromWorkbook, setRestored] = useState(false);
  const [sheet, setSheet] = useState<string | undefined>(undefined);
  const [layout, setLayout] = useState<'auto' | LayoutName>('auto');
  const [opponentNumbers, setOpponentNumbers] = useState<'auto' | OpponentNumbering>('auto');
  const [language, setLanguage] = useState('auto');
  /** "" for the last complete round, else a round number as typed. */
  const [afterRound, setAfterRound] = useState('');
  const [section, setSection] = useState('');
  /** "Compare with…": '' for nothing, an edition ("fide-2024"), or a preset's id ("preset:…"). */
  const [compareWith, setCompareWith] = useState('');
  const [crosstable, setCrosstable] = useState<CrosstableState | undefined>(undefined);
  const [report, setReport] = useState<RunReport | undefined>(undefined);
  const [busy, setBusy] = useState<Busy | undefined>(undefined);
  const [hostIssue, setHostIssue] = useState<HostIssue | undefined>(undefined);
  const [live, setLive] = useState(false);
  /** The answer to the last "why" asked in the standings (the CLI's explain, line by line). */
  const [why, setWhy] = useState<string[] | undefined>(undefined);
  /** What the last file brought in from disk became, or why it was not brought in. */
  const [imported, setImported] = useState<{ ok: boolean; text: string } | undefined>(undefined);
  /** The stage of the run in progress, for the progress line. */
  const [progress, setProgress] = useState<RunStage | undefined>(undefined);
  /** Why the last run stopped early, when Cancel stopped it. */
  const [cancelled, setCancelled] = useState<string | undefined>(undefined);
  /** What "Export audit report" did with the last run's report. */
  const [exported, setExported] = useState<string | undefined>(undefined);
  /** What the last run changed in the standings against the one before. */
  const [changes, setChanges] = useState<StandingsChanges | undefined>(undefined);
  /** The last drawing of lots simulated, and the last scenarios shown (studies that write nothing). */
  const [lots, setLots] = useState<StudyResult | undefined>(undefined);
  const [scenarios, setScenarios] = useState<StudyResult | undefined>(undefined);
  /** The Scenarios panel's Places field: "" for the regulation's places. */
  const [scenarioPlaces, setScenarioPlaces] = useState('');
  const running = useRef<AbortController | undefined>(undefined);
  /** The standings of the last run that wrote some, to compare the next run with. */
  const lastStandings = useRef<CellBlock | undefined>(undefined);

  /**
   * Runs one piece of work against the workbook with the pane marked busy. Never rejects: a failure
   * becomes the host issue that app.tsx shows above the panels, so callers may fire it and forget it.
   */
  const guard = useCallback(async <T>(what: Busy, work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(what);
    setHostIssue(undefined);
    try {
      return await work();
    } catch (error) {
      setHostIssue(error instanceof HostError ? error.issue : toHostIssue(error));
      return undefined;
    } finally {
      setBusy(undefined);
    }
  }, []);

  useEffect(() => {
    // Fire and forget (an effect cannot wait): guard() shows a failure as the host issue.
    void guard('reading', async () => {
      const saved = await gateway.readSavedRegulation();
      if (saved !== undefined) {
        setRegulationText(saved);
        setRestored(true);
      }
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
        ...roundSetting(afterRound),
      });
      setCrosstable({ sheets: read.sheets, sheet: read.area.sheet, address: read.address, reading });
    },
    [engine, layout, opponentNumbers, language, afterRound],
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
        const result = importFile(file.name, new Uint8Array(await file.arrayBuffer()));
        if (typeof result === 'string') {
          setImported({ ok: false, text: result });
          return;
        }
        const { sheet: name, plan } = planNewSheet(result.sheetName, result.cells, await gateway.sheetNames());
        await gateway.writeRun(plan);
        await gateway.selectCell(name, 1, 1);
        setSheet(name);
        // What the sheet could not hold of the file (Excel's limits) is said with the note.
        const note = [result.note, ...plan.warnings.map((w) => w.message)].join(' ');
        setImported({ ok: true, text: strings.crosstable.imported(note, name) });
        await readSheet(name);
      }),
    [guard, readSheet],
  );

  /** Reads, ranks and writes the result, with its progress; Cancel stops it (RunCancelled). Never rejects (guard). */
  const run = useCallback(
    () =>
      guard('running', async () => {
        const control = new AbortController();
        running.current = control;
        setCancelled(undefined);
        try {
          const done = await runOnce(
            gateway,
            engine,
            {
              regulationText,
              ...(sheet ? { sheet } : {}),
              ...(section.trim() ? { section: section.trim() } : {}),
              ...compareSetting(compareWith),
              layout,
              opponentNumbers,
              language,
              ...roundSetting(afterRound),
            },
            { progress: setProgress, signal: control.signal },
          );
          const now = writtenStandings(done.result.output);
          setChanges(now && standingsChanges(lastStandings.current, now));
          if (now) lastStandings.current = now;
          setReport(done);
          setWhy(undefined);
          setExported(undefined);
          setCrosstable((previous) => ({
            sheets: previous?.sheets ?? [],
            sheet: done.sheet,
            address: previous?.address ?? '',
            reading: done.result.reading,
          }));
        } catch (error) {
          if (!(error instanceof RunCancelled)) throw error;
          setCancelled(error.message);
        } finally {
          running.current = undefined;
          setProgress(undefined);
        }
      }),
    [engine, guard, regulationText, sheet, section, compareWith, layout, opponentNumbers, language, afterRound],
  );

  /** The settings a study reads the sheet with: those of Run. */
  const studySettings = useCallback(
    (): RunSettings => ({
      regulationText,
      ...(sheet ? { sheet } : {}),
      ...(section.trim() ? { section: section.trim() } : {}),
      layout,
      opponentNumbers,
      language,
      ...roundSetting(afterRound),
    }),
    [regulationText, sheet, section, layout, opponentNumbers, language, afterRound],
  );

  /** The drawing of lots the sheet as it is would make (FIDE VCL Q204); nothing is written. Never rejects (guard). */
  const simulateLots = useCallback(
    () => guard('studying', async () => setLots(await studyOnce(gateway, engine, studySettings(), 'lots'))),
    [engine, guard, studySettings],
  );

  /** What each contender needs from the round to come; nothing is written. Never rejects (guard). */
  const showScenarios = useCallback(
    () =>
      guard('studying', async () => {
        setScenarios(await studyOnce(gateway, engine, studySettings(), 'scenarios', wholeNumber(scenarioPlaces)));
      }),
    [engine, guard, studySettings, scenarioPlaces],
  );

  /** Stops the run in progress: before the writing nothing changes; during it, before the next request. */
  const cancel = useCallback(() => running.current?.abort(), []);

  /** Why a participant of the last run is where they are, or above `other` (of `section` in an event in sections). Never rejects (guard). */
  const explain = useCallback(
    (player: number, other: number | undefined, section?: string) =>
      guard('reading', async () =>
        setWhy(await engine.explain({ player, ...(other !== undefined && { other }), ...(section !== undefined && { section }) })),
      ),
    [engine, guard],
  );

  /** The last run's audit report saved as an HTML file (export-report.ts). Never rejects (guard). */
  const exportReport = useCallback(
    () => guard('reading', async () => setExported(await exportAuditReport(engine, report?.sheet ?? ''))),
    [engine, guard, report],
  );

  const selectIssue = useCallback(
    (issue: InputIssue) => {
      const at = issue.location;
      // Fire and forget (a click handler): guard() shows a failure as the host issue.
      if (at.kind === 'cell') void guard('reading', () => gateway.selectCell(at.sheet, at.row, at.column));
    },
    [guard],
  );

  // Live mode: re-run, debounced, when the crosstable's sheet changes. Regula's own writes
  // run with events off, so a run does not trigger the next one.
  const runRef = useRef(run);
  runRef.current = run;
  const liveSheet = report?.sheet ?? crosstable?.sheet;
  useEffect(() => {
    if (!live || !liveSheet) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (() => Promise<void>) | undefined;
    let cancelled = false;
    // Fire and forget (an effect cannot wait), as is each debounced run: guard() shows a failure as the host issue.
    void guard('reading', async () => {
      const unwatch = await gateway.watchSheet(liveSheet, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void runRef.current(), LIVE_DELAY_MS);
      });
      if (cancelled) await unwatch();
      else stop = unwatch;
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      // Fire and forget (a cleanup cannot wait); its failure becomes the host issue.
      if (stop) void stop().catch((error: unknown) => setHostIssue(toHostIssue(error)));
    };
  }, [live, liveSheet, guard]);

  return {
    regulationText,
    setRegulationText,
    restoredFromWorkbook,
    sheet,
    setSheet,
    layout,
    setLayout,
    opponentNumbers,
    setOpponentNumbers,
    language,
    setLanguage,
    afterRound,
    setAfterRound,
    section,
    setSection,
    compareWith,
    setCompareWith,
    crosstable,
    report,
    busy,
    hostIssue,
    live,
    setLive,
    read,
    run,
    selectIssue,
    openFile,
    imported,
    explain,
    why,
    exportReport,
    exported,
    progress,
    cancel,
    cancelled,
    changes,
    lots,
    simulateLots,
    scenarios,
    showScenarios,
    scenarioPlaces,
    setScenarioPlaces,
  };
}

/** What the pane is doing: reading the sheet, a run, or a study that writes nothing. */
type Busy = 'reading' | 'running' | 'studying';

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
