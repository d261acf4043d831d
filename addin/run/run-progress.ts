import { en } from '../strings/en';
import type { PaneStrings } from '../strings';

/**
 * Where a run is, for the pane's progress line, and how it ends when the
 * arbiter cancels it. Reading and computing change nothing in the workbook; writing goes in
 * requests (one context.sync each), and a cancel stops before the next one.
 */
export type RunStage =
  | { stage: 'reading' }
  | { stage: 'computing' }
  /** `into`: the sheets the next request writes (the crosstable's own for the result columns), "" once all are written. */
  | { stage: 'writing'; done: number; total: number; into: string };

/** What a caller may pass to follow and stop a run. */
export interface RunControl {
  progress?(stage: RunStage): void;
  signal?: AbortSignal;
}

/** A run stopped by Cancel: at which stage, and how far the writing had gone. */
export class RunCancelled extends Error {
  constructor(
    readonly stage: RunStage['stage'],
    readonly written = 0,
    readonly total = 0,
  ) {
    // In English for a log; the pane says it in its language (cancelledMessage, with the stage and counts kept here).
    super(cancelledMessage(en, stage, written, total));
    this.name = 'RunCancelled';
  }
}

/** How far a cancelled run got: what the pane keeps of a RunCancelled, to say it in its language. */
export interface Cancelled {
  stage: RunStage['stage'];
  written: number;
  total: number;
}

/** The sentence the pane shows after a cancel: what was and was not changed. */
export function cancelledMessage(words: PaneStrings, stage: RunStage['stage'], written: number, total: number): string {
  if (stage !== 'writing' || written === 0) return words.results.cancelledWhile[stage];
  return words.results.cancelledAfter(written, total);
}

/** The progress line: "Computing…", "Writing to Regula Audit: request 2 of 3…" — what the run waits for. */
export function stageText(words: PaneStrings, stage: RunStage): string {
  switch (stage.stage) {
    case 'reading':
      return words.results.progress.reading;
    case 'computing':
      return words.results.progress.computing;
    case 'writing':
      return words.results.progress.writing(stage.done, stage.total, stage.into);
  }
}

/** Throws RunCancelled when the signal says so (between stages). */
export function throwIfCancelled(signal: AbortSignal | undefined, stage: RunStage['stage']): void {
  if (signal?.aborted) throw new RunCancelled(stage);
}
