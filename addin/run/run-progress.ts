import { strings } from '../strings';

/**
 * Where a run is, for the pane's progress line, and how it ends when the
 * arbiter cancels it. Reading and computing change nothing in the workbook; writing goes in
 * requests (one context.sync each), and a cancel stops before the next one.
 */
export type RunStage = { stage: 'reading' } | { stage: 'computing' } | { stage: 'writing'; done: number; total: number };

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
    super(cancelledMessage(stage, written, total));
    this.name = 'RunCancelled';
  }
}

/** The sentence the pane shows after a cancel: what was and was not changed. */
export function cancelledMessage(stage: RunStage['stage'], written: number, total: number): string {
  if (stage !== 'writing' || written === 0) return strings.results.cancelledWhile[stage];
  return strings.results.cancelledAfter(written, total);
}

/** The progress line: "Computing…", "Writing 3 of 7 requests…". */
export function stageText(stage: RunStage): string {
  switch (stage.stage) {
    case 'reading':
      return strings.results.progress.reading;
    case 'computing':
      return strings.results.progress.computing;
    case 'writing':
      return strings.results.progress.writing(stage.done, stage.total);
  }
}

/** Throws RunCancelled when the signal says so (between stages). */
export function throwIfCancelled(signal: AbortSignal | undefined, stage: RunStage['stage']): void {
  if (signal?.aborted) throw new RunCancelled(stage);
}
