import type { Diagnostic } from '../../dsl';
import type { EngineIssue } from '../../engine';
import type { InputIssue } from '../../io';

/*
 * What a run says, in the order it says it, as data: each door prints the messages its own
 * way (the CLI compiler-style on stderr, the add-in on its panels), so both say the same
 * things in the same order. A message's words are the pipeline's; its code is the message
 * catalogue's (pipeline/catalogue.ts).
 */
export type RunMessage =
  /** A diagnostic of a regulation's text, at `source` (the .regula file, the workbook's Regulation sheet, "--criteria"). */
  | { kind: 'regulation'; diagnostic: Diagnostic; source: string }
  /** A problem of a regulation that compiled, at its place in the text (an article it needs is missing). */
  | { kind: 'regulation-at'; source: string; at: TextSpan; code: string; message: string }
  /** A problem of the input, at its cell or line; `file` names the file a cell-addressed issue's sheet belongs to. */
  | { kind: 'input'; issue: InputIssue; file?: string | undefined }
  /** A problem the engine found while ranking, at the input it ranked. */
  | { kind: 'engine'; issue: EngineIssue; file: string }
  /** What the run decided ("ranked by the file's own tie-break list …"). */
  | { kind: 'note'; code: string; message: string }
  | { kind: 'warning'; file: string; code: string; message: string }
  | { kind: 'error'; file: string; code: string; message: string };

export interface TextSpan {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * Why a run ranked nothing, as a code the doors word themselves:
 * - `regulation-errors`: the regulation given has errors;
 * - `saved-regulation-errors`: the regulation saved in the workbook has errors;
 * - `input-errors`: the crosstable (or team event, or an event section) has errors;
 * - `usage`: the request cannot be run as asked (`message` says why, in the words of a usage error).
 */
export type StopCode = 'regulation-errors' | 'saved-regulation-errors' | 'input-errors' | 'usage';

export interface RunStop {
  code: StopCode;
  message: string;
  /** `input-errors` of an event in sections: the sections are not the regulation's, or one has errors. */
  sections?: true;
}

/** A request that cannot be run as asked, raised inside the pipeline and returned as the outcome's stop. */
export class RunRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunRefused';
  }
}

/** The messages of one run, in order. */
export class RunLog {
  readonly messages: RunMessage[] = [];

  say(message: RunMessage): void {
    this.messages.push(message);
  }

  note(code: string, message: string): void {
    this.messages.push({ kind: 'note', code, message });
  }

  inputIssues(issues: readonly InputIssue[], file?: string): void {
    for (const issue of issues) this.messages.push({ kind: 'input', issue, file });
  }

  engineIssues(issues: readonly EngineIssue[], file: string): void {
    for (const issue of issues) this.messages.push({ kind: 'engine', issue, file });
  }

  regulationDiagnostics(diagnostics: readonly Diagnostic[], source: string): void {
    for (const diagnostic of diagnostics) this.messages.push({ kind: 'regulation', diagnostic, source });
  }
}
