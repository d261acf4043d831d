import { UsageError } from './args';
import { FileError } from './file-error';
import { fileErrorOf } from './read-input';
import type { Reporter } from './report';

/**
 * A command's failure said as the CLI says it, and its exit code: a usage error (1, with the
 * usage), a file the user can fix (1, located at the file), else an internal error (2, with
 * its stack) — never a stack trace for bad input.
 */
export function reportFailure(error: unknown, reporter: Reporter): number {
  if (error instanceof UsageError) {
    reporter.failure('cli/usage', error.message);
    return 1;
  }
  const fileError = error instanceof FileError ? error : fileErrorOf(error, (error as NodeJS.ErrnoException | undefined)?.path ?? '');
  if (fileError) {
    reporter.error(fileError.file, fileError.code, fileError.message);
    return 1;
  }
  reporter.failure('cli/internal', `internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 2;
}
