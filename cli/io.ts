import { systemErrorCode, writeErrorOf } from './output-target';

/** Where a command writes: injected so tests can capture it. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (text) => {
    watchStreams();
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  },
  err: (text) => {
    watchStreams();
    process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  },
};

let watching = false;

/**
 * A failed write to stdout or stderr is the run's end, said in words, never a stack trace:
 * `regula rank … | head` (the reader stopped early: EPIPE) is not a failure; stdout sent to a
 * full disk (`> /full/standings.json`) is "<stdout>: error cli/no-space: …", exit 1. When
 * stderr itself cannot be written there is nowhere to say it: exit 1.
 */
function watchStreams(): void {
  if (watching) return;
  watching = true;
  process.stdout.on('error', (error) => {
    if (systemErrorCode(error) === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    const failure = writeErrorOf(error, '<stdout>');
    void import('./report')
      .then(({ messageEntry }) => {
        const message = failure ? `${failure.file}: error ${failure.code}: ${failure.message}` : `<stdout>: error: ${String(error)}`;
        const fix = failure && messageEntry(failure.code)?.fix;
        process.stderr.write(`${message}\n${fix ? `  fix: ${fix}\n` : ''}`);
      })
      .finally(() => process.exit(1));
  });
  process.stderr.on('error', () => process.exit(1));
}
