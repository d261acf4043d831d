import { diagnosticRecord, formatDiagnostic, type Diagnostic } from '../dsl';
import type { EngineIssue } from '../engine';
import { formatInputIssue, inputIssueRecord, MAX_ISSUES_PER_CODE, type InputIssue } from '../io';
import type { Io } from './io';
import {
  catalogueEntry,
  entriesOf,
  type CatalogueEntry,
  type Evaluated,
  type RunMessage,
  type RunOutcome,
  type SectionsRun,
} from '../pipeline';
import { UsageError } from './args';
import { CLI_MESSAGES } from './cli-messages';

/**
 * Errors whose causes were each reported above with their own fix ("not ranked: the crosstable has
 * errors"), and usage errors, which print the usage: no fix line under them.
 */
const NO_FIX_LINE: ReadonlySet<string> = new Set([
  'cli/usage',
  'cli/regulation-errors',
  'cli/crosstable-errors',
  'cli/match-errors',
  'cli/season-errors',
]);

/** One problem for tools (`--json`): the regulation's, the crosstable's, the engine's or the command line's. */
export type ReportRecord = { source: 'regulation' | 'crosstable' | 'engine' | 'command'; severity: 'error' | 'warning' | 'note' } & Record<
  string,
  unknown
>;

/**
 * Where a command's problems go: compiler-style lines on stderr (warnings and notes
 * dropped under --quiet), each error followed by what to do (`  fix: …`, from the message
 * catalogue), or, under --json, one document on stderr at the end — `{"diagnostics": [...]}`,
 * each record with its `fix` — so stdout keeps the command's own output (standings, JSON,
 * TRF) for the tool that reads it. Either way the messages are bounded (MessageCap, below): the
 * first of each code, then one line that counts the rest, said before the command's next own
 * message ("not ranked: …") or at the end.
 */
export class Reporter {
  private readonly records: ReportRecord[] = [];
  private readonly cap = new MessageCap();

  constructor(
    private readonly io: Io,
    readonly options: { json: boolean; quiet: boolean },
  ) {}

  regulation(d: Diagnostic, file: string): void {
    this.emit(d.severity, formatDiagnostic(d, file), { source: 'regulation', ...diagnosticRecord(d, file) });
  }

  /** A crosstable issue; `file` names the file a cell-addressed issue's sheet belongs to (for --json). */
  input(issue: InputIssue, file?: string): void {
    this.emit(
      issue.severity,
      formatInputIssue(issue),
      { source: 'crosstable', ...(file !== undefined && { file }), ...inputIssueRecord(issue) },
      issue.omitted,
    );
  }

  engine(issue: EngineIssue, file: string): void {
    const where = issue.player !== undefined ? { player: issue.player } : {};
    this.emit(issue.severity, `${file}: ${issue.severity} ${issue.code}: ${issue.message}`, {
      source: 'engine',
      file,
      ...where,
      severity: issue.severity,
      code: issue.code,
      message: issue.message,
    });
  }

  /** A problem the command finds in a regulation that compiled (an article it needs is missing), at its place in the file. */
  regulationAt(
    file: string,
    at: { line: number; column: number; endLine: number; endColumn: number },
    code: string,
    message: string,
  ): void {
    this.emit('error', `${file}:${at.line}:${at.column}: error ${code}: ${message}`, {
      source: 'regulation',
      file,
      ...at,
      severity: 'error',
      code,
      message,
    });
  }

  /** A problem of the command itself, located at a file: "out.xlsx: error cli/foreign-sheet: …". */
  error(file: string, code: string, message: string): void {
    this.sayHeld();
    this.emit('error', `${file}: error ${code}: ${message}`, { source: 'command', file, severity: 'error', code, message });
  }

  /** Something the command did that the user should know, located at a file: "out.xlsx: warning cli/…: …". */
  warning(file: string, code: string, message: string): void {
    this.sayHeld();
    this.emit('warning', `${file}: warning ${code}: ${message}`, { source: 'command', file, severity: 'warning', code, message });
  }

  /** A failure of the command as a whole (usage, a missing file, an internal error): its message as it is. */
  failure(code: string, message: string): void {
    this.sayHeld();
    this.emit('error', message, { source: 'command', severity: 'error', code, message });
  }

  /**
   * What the run decided or did ("rules us-chess …", "wrote out.xlsx"): dropped under --quiet.
   * Under --json the record's message has no "note: " prefix (its severity says it).
   */
  note(message: string, code: string): void {
    this.sayHeld();
    this.emit('note', message, { source: 'command', severity: 'note', code, message: message.replace(/^note: /, '') });
  }

  /**
   * From now on a problem reported again in the same words is dropped: `diff` ranks each event
   * twice, and what the input says is wrong (or what both runs find) is said once.
   */
  dropRepeats(): void {
    this.said ??= new Set();
  }

  private said: Set<string> | undefined;

  /** Under --json, the document of everything reported; nothing otherwise. */
  flush(): void {
    this.sayHeld();
    if (this.options.json) this.io.err(JSON.stringify({ diagnostics: this.records }, null, 1));
    this.records.length = 0;
  }

  private emit(
    severity: 'error' | 'warning' | 'note',
    line: string,
    record: Omit<ReportRecord, 'severity'> & { severity?: string },
    omitted = 0,
  ): void {
    if (this.options.quiet && severity !== 'error') return;
    if (this.said?.has(line)) return;
    this.said?.add(line);
    const code = typeof record.code === 'string' ? record.code : '';
    const file = typeof record.file === 'string' ? record.file : undefined;
    // The command's own messages ("not ranked …", "wrote …") are bounded per code only: the outcome is always said.
    if (!this.cap.admit(severity, code, omitted, file, record.source !== 'command')) return;
    this.say(severity, line, record, code);
  }

  private say(severity: 'error' | 'warning' | 'note', line: string, record: Omit<ReportRecord, 'severity'>, code: string): void {
    const fix = messageEntry(code)?.fix;
    if (this.options.json) {
      this.records.push({ ...record, severity, ...(fix !== undefined && { fix }) } as ReportRecord);
      return;
    }
    this.io.err(line);
    if (severity === 'error' && fix !== undefined && !NO_FIX_LINE.has(code)) this.io.err(`  fix: ${fix}`);
  }

  /** One line for each code whose messages were held back since the last: how many were not listed. */
  private sayHeld(): void {
    for (const held of this.cap.take()) {
      const message = heldMessage(held);
      const code = 'cli/more-messages';
      const at = held.file === undefined ? '' : `${held.file}: `;
      this.say(
        held.severity,
        `${at}${held.severity} ${code}: ${message}`,
        {
          source: 'command',
          ...(held.file !== undefined && { file: held.file }),
          code,
          message,
          omitted: { code: held.code, count: held.count },
        },
        code,
      );
    }
  }
}

/** The outcome's messages printed, and its stop said: the run, or undefined. */
export function said<F>(outcome: RunOutcome<F>, file: string, reporter: Reporter): Evaluated<F> | SectionsRun<F> | undefined {
  sayMessages(outcome.messages, reporter);
  const stop = outcome.stop;
  if (!stop) return outcome.run;
  switch (stop.code) {
    case 'usage':
      throw new UsageError(stop.message);
    case 'regulation-errors':
      reporter.error(stop.message, 'cli/regulation-errors', 'not ranked: the regulation has errors');
      return undefined;
    case 'saved-regulation-errors':
      reporter.error(stop.message, 'cli/regulation-errors', 'not ranked: the regulation saved on its Regulation sheet has errors');
      return undefined;
    case 'input-errors':
      reporter.error(file, 'cli/crosstable-errors', `not ranked: ${stop.message}`);
      return undefined;
  }
}

/** The pipeline's messages, compiler-style (the Reporter's). */
export function sayMessages(messages: readonly RunMessage[], reporter: Reporter): void {
  for (const message of messages) {
    switch (message.kind) {
      case 'regulation':
        reporter.regulation(message.diagnostic, message.source);
        break;
      case 'regulation-at':
        reporter.regulationAt(message.source, message.at, message.code, message.message);
        break;
      case 'input':
        reporter.input(message.issue, message.file);
        break;
      case 'engine':
        reporter.engine(message.issue, message.file);
        break;
      case 'note':
        reporter.note(message.message, message.code);
        break;
      case 'warning':
        reporter.warning(message.file, message.code, message.message);
        break;
      case 'error':
        reporter.error(message.file, message.code, message.message);
        break;
    }
  }
}

let cliEntries: Map<string, CatalogueEntry> | undefined;

/** What a code means and what to do about it: the catalogue of the layers below (pipeline/catalogue.ts), then the command line's own. */
export function messageEntry(code: string): CatalogueEntry | undefined {
  cliEntries ??= new Map(entriesOf(CLI_MESSAGES).map((e) => [e.code, e]));
  return catalogueEntry(code) ?? cliEntries.get(code);
}

/** Messages of one severity and code a run prints: the readers' own bound (io/bounded-issues.ts). */
export const MAX_MESSAGES_PER_CODE = MAX_ISSUES_PER_CODE;

/** Messages a run prints in all, whatever their codes: a screenful of pages, not a gigabyte of stderr. */
export const MAX_MESSAGES = 1000;

/** What a run did not print of one severity and code, and where the first of them was. */
export interface HeldMessages {
  severity: 'error' | 'warning' | 'note';
  code: string;
  count: number;
  file?: string;
}

/**
 * The bound on what a run prints (the Reporter's): the first MAX_MESSAGES_PER_CODE of each severity
 * and code, at most MAX_MESSAGES in all; the rest are counted, and said as one line a code
 * ("… and 2,545,631 more grid/unknown-token errors"). A reader's issue that counts issues it did
 * not keep (InputIssue.omitted) adds them to the count.
 */
export class MessageCap {
  private shown = 0;
  private readonly shownOf = new Map<string, number>();
  private readonly held = new Map<string, HeldMessages>();

  /**
   * Whether to print this message; when not, it is counted with `omitted` more of its code. A
   * message outside the total (the command's own: "not ranked: …") is bounded per code only, so
   * the outcome of a run is said after any number of problems.
   */
  admit(severity: HeldMessages['severity'], code: string, omitted: number, file: string | undefined, inTotal = true): boolean {
    const key = `${severity} ${code}`;
    const shown = this.shownOf.get(key) ?? 0;
    if (shown < MAX_MESSAGES_PER_CODE && (!inTotal || this.shown < MAX_MESSAGES)) {
      this.shownOf.set(key, shown + 1);
      if (inTotal) this.shown++;
      if (omitted > 0) this.hold(key, severity, code, omitted, file);
      return true;
    }
    this.hold(key, severity, code, 1 + omitted, file);
    return false;
  }

  /** The counts held back since the last call, in the order their codes were first held. */
  take(): HeldMessages[] {
    const held = [...this.held.values()];
    this.held.clear();
    return held;
  }

  private hold(key: string, severity: HeldMessages['severity'], code: string, count: number, file: string | undefined): void {
    const held = this.held.get(key);
    if (held) held.count += count;
    else this.held.set(key, { severity, code, count, ...(file !== undefined && { file }) });
  }
}

/** "… and 2,545,631 more grid/unknown-token errors, not listed (the first 100 of a code are)". */
export function heldMessage(held: HeldMessages): string {
  const noun = held.count === 1 ? held.severity : `${held.severity}s`;
  return `… and ${held.count.toLocaleString('en-US')} more ${held.code} ${noun}, not listed (a run lists the first ${MAX_MESSAGES_PER_CODE} of a code, ${MAX_MESSAGES.toLocaleString('en-US')} in all)`;
}
