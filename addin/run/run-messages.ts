import type { Edition, EngineIssue } from '../../engine';
import type { EditorDiagnostic } from '../../dsl';
import type {
  CellValue,
  DetectedLayout,
  InputIssue,
  LayoutName,
  ListChange,
  OpponentNumbering,
  OutputSheet,
  ResultColumns,
} from '../../io';
import type { CrosstablePreview } from './preview';

/** The crosstable cells to read, as plain data (it crosses to the worker). */
export interface ReadRequest {
  sheet: string;
  origin: { row: number; column: number };
  values: CellValue[][];
  layout: 'auto' | LayoutName;
  opponentNumbers: 'auto' | OpponentNumbering;
  /** The language of a chess-results export (`de`, `fr` …); detected when `auto` or unset. */
  language?: string;
  /** Rank as after this round; the last complete round when unset (io/after-round.ts). */
  round?: number;
  /** The pane's language ("de"), for the run's own sentences (addin/strings); English when unset. */
  paneLanguage?: string;
}

export interface RunRequest extends ReadRequest {
  regulationText: string;
  /** Where the crosstable was read ('Crosstable'!A1:K40), for the output header. */
  input: string;
  /** ISO time of the run (the only thing that differs between two runs of the same workbook). */
  ranAt: string;
  /** The row of per-section tables (qualification "per section"), e.g. "K-12". */
  section?: string;
  /** The regulation the last run saved on the Regulation sheet: the list is compared with it (FIDE VCL Q201). */
  savedRegulation?: string;
  /**
   * "Compare with…" (docs/addin.md, the twin of `regula diff`): a second regulation's text, or another rules edition for
   * the same regulation; the run then also writes the Regula Compare sheet.
   */
  compareWith?: { kind: 'regulation'; text: string } | { kind: 'edition'; edition: Edition };
  /** An event in sections (the regulation's `sections`): every other crosstable sheet's cells, each the section of its name. */
  sections?: { sheet: string; origin: { row: number; column: number }; values: CellValue[][] }[];
  /** The workbook's Play-off sheet, when it has one (io/play-off): the play-off games, row by row. */
  playOff?: { sheet: string; origin: { row: number; column: number }; values: CellValue[][] };
  /** The workbook's Micro-matches sheet, when it has one (io/micro-match): each round's games after its own. */
  microMatches?: RunRequest['playOff'];
}

/** A problem as the task pane shows it: with what to do, from the message catalogue (looked up in the worker). */
export type WithFix<T> = T & { fix?: string };

export interface CrosstableReading {
  layout: DetectedLayout;
  issues: WithFix<InputIssue>[];
  /** Undefined when no crosstable could be read. */
  preview: CrosstablePreview | undefined;
  /** A sheet of team matches board by board (read instead of a crosstable): one line per match. */
  matches?: string[];
  /** A team event's board pairings (read instead of a crosstable): one line per team. */
  teams?: string[];
}

export interface RunOutput {
  sheets: OutputSheet[];
  /** The result block beside the crosstable; undefined for a match sheet, which gets none. */
  result: ResultColumns | undefined;
  explanations: string[];
  /** What the explanations are: how ties were resolved (players or teams), or how team matches were decided, step by step. */
  explain: 'ties' | 'matches';
  engineIssues: WithFix<EngineIssue>[];
  /** An event in sections: one line per section ranked ("Section Open: 10 players, first Knight, Cara."). */
  sections?: string[];
  /** An event in sections: the sections' names in the regulation's order (each a standings block "NAME standings"). */
  sectionNames?: string[];
}

/** A run's outcome: what was read, the regulation's diagnostics, and the output when both were clean. */
export interface RunResult {
  reading: CrosstableReading;
  diagnostics: EditorDiagnostic[];
  output: RunOutput | undefined;
  /** Why nothing was computed, in one sentence (regulation or crosstable errors). */
  stopped: string | undefined;
  computeMs: number;
  /** The tie-break list differs from the saved one and the event has results (FIDE VCL Q201). */
  listChange?: ListChange;
}

/** "Why": a participant of the last run, or why one is above another — the CLI's explain, same words. */
export interface ExplainRequest {
  player: number;
  other?: number;
  /** An event in sections: the section the players are in (numbers are per section). */
  section?: string;
  /** The pane's language, for the worker's own sentences and the explanation (io's words in that language). */
  paneLanguage?: string;
}

/**
 * A study of the crosstable that writes nothing: the drawing of lots before it is applied, or
 * what each contender needs from the round to come (places 1..`places`; the regulation's prize
 * or qualification places when unset).
 */
export interface StudyRequest extends ReadRequest {
  regulationText: string;
  /** The workbook's Play-off sheet, as for a run: the play-off decides the places it is played for before any lots. */
  playOff?: RunRequest['playOff'];
  study: 'lots' | 'scenarios';
  places?: number;
  /** The row of per-section tables, as for a run (its qualification places are the default places). */
  section?: string;
}

/** A study's answer in the CLI's words, line by line; or why there is none. */
export interface StudyResult {
  lines: string[];
  stopped?: string;
}

export type WorkerRequest =
  | { id: number; kind: 'read'; request: ReadRequest }
  | { id: number; kind: 'run'; request: RunRequest }
  | { id: number; kind: 'explain'; request: ExplainRequest }
  | { id: number; kind: 'study'; request: StudyRequest }
  /** The last run's audit report as HTML (null before a run has ranked anything), in the pane's language: report-last.ts. */
  | { id: number; kind: 'report'; paneLanguage?: string };
export type WorkerResponse =
  | { id: number; ok: true; value: CrosstableReading | RunResult | StudyResult | string[] | string | null }
  | { id: number; ok: false; message: string };
