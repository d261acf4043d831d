import type { CellBlock, LayoutName, OpponentNumbering } from '../../io';
import type { HostIssue } from '../excel/host-issues';
import type { CrosstableReading, StudyResult } from '../run/run-messages';
import type { Cancelled, RunStage } from '../run/run-progress';
import type { RunReport } from '../run/run-session';
import { standingsChanges, writtenStandings, type StandingsChanges } from '../run/standings-changes';

/** What the Crosstable panel shows of the sheet read last. */
export interface CrosstableState {
  sheets: string[];
  sheet: string;
  address: string;
  reading: CrosstableReading;
}

/** What the pane is doing: reading the sheet, a run, or a study that writes nothing. */
export type Busy = 'reading' | 'running' | 'studying';

/** The fields the user sets: what the next read, run or study is asked with. */
export interface SessionSettings {
  regulationText: string;
  /** The sheet chosen in the Crosstable panel; undefined for the active one. */
  sheet: string | undefined;
  layout: 'auto' | LayoutName;
  opponentNumbers: 'auto' | OpponentNumbering;
  language: string;
  /** "" for the last complete round, else a round number as typed. */
  afterRound: string;
  section: string;
  /** "Compare with…": '' for nothing, an edition ("fide-2024"), or a preset's id ("preset:…"). */
  compareWith: string;
  /** The Scenarios panel's Places field: "" for the regulation's places. */
  scenarioPlaces: string;
  /** Live mode: re-run when the crosstable's sheet changes. */
  live: boolean;
}

/** The task pane's whole state: the settings, and what the workbook and the engine answered. */
export interface SessionState {
  settings: SessionSettings;
  /** The regulation text came from the workbook's Regulation sheet. */
  restoredFromWorkbook: boolean;
  crosstable: CrosstableState | undefined;
  report: RunReport | undefined;
  busy: Busy | undefined;
  hostIssue: HostIssue | undefined;
  /** The answer to the last "why" asked in the standings (the CLI's explain, line by line). */
  why: string[] | undefined;
  /** What the last file brought in from disk became, or why it was not brought in. */
  imported: { ok: boolean; text: string } | undefined;
  /** The stage of the run in progress, for the progress line. */
  progress: RunStage | undefined;
  /** How far the last run got, when Cancel stopped it (the pane says it in its language). */
  cancelled: Cancelled | undefined;
  /** What "Export audit report" did with the last run's report. */
  exported: string | undefined;
  /** What the last run changed in the standings against the one before. */
  changes: StandingsChanges | undefined;
  /** The standings of the last run that wrote some, to compare the next run with. */
  lastStandings: CellBlock | undefined;
  /** The last drawing of lots simulated, and the last scenarios shown (studies that write nothing). */
  lots: StudyResult | undefined;
  scenarios: StudyResult | undefined;
}

/** Every change the pane's state goes through, by name. */
export type SessionAction =
  | { [K in keyof SessionSettings]: { type: 'setting-changed'; setting: K; value: SessionSettings[K] } }[keyof SessionSettings]
  | { type: 'regulation-restored'; text: string }
  | { type: 'work-started'; busy: Busy }
  | { type: 'work-ended' }
  | { type: 'host-failed'; issue: HostIssue }
  | { type: 'sheet-read'; crosstable: CrosstableState }
  | { type: 'file-not-imported'; why: string }
  | { type: 'file-imported'; sheet: string; text: string }
  | { type: 'run-started' }
  | { type: 'run-progressed'; stage: RunStage }
  | { type: 'run-done'; report: RunReport }
  /** The standings computed, before the writing: shown at once, compared with the last run's. */
  | { type: 'run-computed'; report: RunReport }
  /** The writing of the run last computed ended: its report now says what was written, and in what time. */
  | { type: 'run-written'; report: RunReport }
  | { type: 'run-cancelled'; cancelled: Cancelled }
  | { type: 'run-ended' }
  | { type: 'explained'; lines: string[] }
  | { type: 'report-exported'; text: string }
  | { type: 'lots-simulated'; result: StudyResult }
  | { type: 'scenarios-shown'; result: StudyResult };

/** The action of one setting changed (the cast: TypeScript does not tie a generic key to its member of the union). */
export function settingChanged<K extends keyof SessionSettings>(setting: K, value: SessionSettings[K]): SessionAction {
  return { type: 'setting-changed', setting, value } as SessionAction;
}

/** The state a pane opens with: the first preset's regulation, nothing read or run. */
export function initialSession(regulationText: string): SessionState {
  return {
    settings: {
      regulationText,
      sheet: undefined,
      layout: 'auto',
      opponentNumbers: 'auto',
      language: 'auto',
      afterRound: '',
      section: '',
      compareWith: '',
      scenarioPlaces: '',
      live: false,
    },
    restoredFromWorkbook: false,
    crosstable: undefined,
    report: undefined,
    busy: undefined,
    hostIssue: undefined,
    why: undefined,
    imported: undefined,
    progress: undefined,
    cancelled: undefined,
    exported: undefined,
    changes: undefined,
    lastStandings: undefined,
    lots: undefined,
    scenarios: undefined,
  };
}

/** The pane's state after one action: pure, so every transition is tested without React or Excel. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'setting-changed':
      return { ...state, settings: { ...state.settings, [action.setting]: action.value } };
    case 'regulation-restored':
      return { ...state, settings: { ...state.settings, regulationText: action.text }, restoredFromWorkbook: true };
    case 'work-started':
      return { ...state, busy: action.busy, hostIssue: undefined };
    case 'work-ended':
      return { ...state, busy: undefined };
    case 'host-failed':
      return { ...state, hostIssue: action.issue };
    case 'sheet-read':
      return { ...state, crosstable: action.crosstable };
    case 'file-not-imported':
      return { ...state, imported: { ok: false, text: action.why } };
    case 'file-imported':
      return { ...state, settings: { ...state.settings, sheet: action.sheet }, imported: { ok: true, text: action.text } };
    case 'run-started':
      return { ...state, cancelled: undefined };
    case 'run-progressed':
      return { ...state, progress: action.stage };
    case 'run-done':
    case 'run-computed':
      return afterRun(state, action.report);
    case 'run-written':
      return { ...state, report: action.report };
    case 'run-cancelled':
      return { ...state, cancelled: action.cancelled };
    case 'run-ended':
      return { ...state, progress: undefined };
    case 'explained':
      return { ...state, why: action.lines };
    case 'report-exported':
      return { ...state, exported: action.text };
    case 'lots-simulated':
      return { ...state, lots: action.result };
    case 'scenarios-shown':
      return { ...state, scenarios: action.result };
  }
}

/**
 * A finished run: its report, what it changed in the standings against the last run that wrote
 * some (a run that wrote none keeps the comparison's base), the last "why" and export cleared
 * (they were of the run before), and the Crosstable panel showing this run's reading.
 */
function afterRun(state: SessionState, report: RunReport): SessionState {
  const now = writtenStandings(report.result.output);
  return {
    ...state,
    report,
    changes: now && standingsChanges(state.lastStandings, now),
    lastStandings: now ?? state.lastStandings,
    why: undefined,
    exported: undefined,
    crosstable: {
      sheets: state.crosstable?.sheets ?? [],
      sheet: report.sheet,
      address: state.crosstable?.address ?? '',
      reading: report.result.reading,
    },
  };
}
