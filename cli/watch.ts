import { closeSync, fstatSync, openSync, readSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { reportFailure } from './command-failure';
import type { Io } from './io';
import { Reporter } from './report';

/*
 * `--watch` (docs/cli.md, rank and report): the command runs again whenever its input changes —
 * Swiss-Manager rewrites its TRF export after every result entered — in the same process, so each
 * run after the first is warm. What a run prints is held until the input has stayed the same
 * through the run: a file caught half-written is read again, never reported. Outputs are written
 * as by a single run (through a temporary file renamed into place). Ctrl+C ends the watch.
 */

export interface WatchOptions {
  /** Ends the watch (the CLI: Ctrl+C). */
  signal?: AbortSignal;
  /** How long the file must stay unchanged before it is read, and before a failed run is said (ms). */
  settleMs?: number;
}

/** What identifies a version of a file: its size and modification time; undefined while it is missing. */
function versionOf(path: string): string | undefined {
  try {
    const stats = statSync(path);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/**
 * Whether a text file looks written to its end: its last byte is a line break (TRF, CSV, PGN and
 * JSON exports end with one). A workbook is judged by its reading (a cut zip has errors).
 */
function endsWhole(path: string): boolean {
  if (/\.xlsx$/i.test(path)) return true;
  try {
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size === 0) return false;
      const last = Buffer.alloc(1);
      readSync(fd, last, 0, 1, size - 1);
      return last[0] === 0x0a;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** How many settle intervals a file without its last line break is waited for before it is read anyway. */
const WAITS_FOR_LAST_LINE = 40;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `once` now and after each change of one of `files`, until the signal (or SIGINT) ends it.
 * Each run prints into a buffer, with a reporter of its own (its messages bounded per run),
 * said once the files have not changed during the run. Returns 0 when the watch is ended.
 */
export async function watchFiles(
  files: readonly string[],
  once: (io: Io, reporter: Reporter) => Promise<number>,
  io: Io,
  reporterOptions: { json: boolean; quiet: boolean },
  options: WatchOptions = {},
): Promise<number> {
  const settle = options.settleMs ?? 10;
  const controller = new AbortController();
  let wake: (() => void) | undefined;
  const end = () => {
    controller.abort();
    wake?.();
  };
  options.signal?.addEventListener('abort', end, { once: true });
  process.once('SIGINT', end);
  const paths = files.map((f) => resolve(f));
  let pending = true;
  const watchers: FSWatcher[] = [];
  // The folder is watched, not the file: an export rewritten by renaming a new file into place is a new file.
  for (const folder of new Set(paths.map((p) => dirname(p)))) {
    const names = new Set(paths.filter((p) => dirname(p) === folder).map((p) => basename(p)));
    watchers.push(
      watch(folder, { signal: controller.signal }, (_event, name) => {
        if (name !== null && !names.has(name.toString())) return;
        pending = true;
        wake?.();
      }),
    );
  }
  let first = true;
  try {
    while (!controller.signal.aborted) {
      if (!pending) {
        await new Promise<void>((done) => (wake = done));
        wake = undefined;
        continue;
      }
      pending = false;
      await pause(settle);
      // A file still being written (no last line break yet) is waited for, a bounded while.
      for (let waits = 0; waits < WAITS_FOR_LAST_LINE && !paths.every(endsWhole); waits++) await pause(settle);
      const before = paths.map(versionOf);
      if (before.some((v) => v === undefined)) continue; // mid-rename: the next change brings it back
      const held: { stream: 'out' | 'err'; text: string }[] = [];
      const buffer: Io = { out: (text) => void held.push({ stream: 'out', text }), err: (text) => void held.push({ stream: 'err', text }) };
      const reporter = new Reporter(buffer, reporterOptions);
      let result: number;
      try {
        result = await once(buffer, reporter);
      } catch (error) {
        result = reportFailure(error, reporter);
      }
      // A failed run waits once more: a writer that paused mid-file is caught by the change.
      if (result !== 0) await pause(settle);
      if (pending || paths.map(versionOf).some((v, i) => v !== before[i])) {
        pending = true;
        continue;
      }
      if (first) reporter.note(`note: watching ${files.join(', ')}: runs again when it changes; Ctrl+C ends`, 'cli/watching');
      first = false;
      reporter.flush();
      for (const line of held) io[line.stream](line.text);
    }
  } finally {
    for (const watcher of watchers) watcher.close();
    process.removeListener('SIGINT', end);
  }
  return 0;
}
