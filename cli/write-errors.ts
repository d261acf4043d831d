import { FileError } from './files';

/**
 * What the system says when a file cannot be written, in the user's words and at the path they
 * gave (never the temporary file's): a full disk, a quota, a name too long, a folder that is not
 * one, no permission, a read-only disk. Each is exit 1 with its own fix (cli-messages.ts); an
 * error code not listed is still said, with the system's own words, never as a stack trace.
 */
const WRITE_ERRORS: Record<string, [code: string, words: string]> = {
  ENOSPC: ['cli/no-space', 'no space left on the disk'],
  EDQUOT: ['cli/no-space', 'the disk quota is used up'],
  EFBIG: ['cli/no-space', 'the file would be larger than the disk allows'],
  ENAMETOOLONG: ['cli/name-too-long', 'the name is too long for the file system'],
  ENOTDIR: ['cli/no-output-folder', 'a part of the path is a file, not a folder'],
  ENOENT: ['cli/no-output-folder', 'its folder does not exist (or was removed while writing)'],
  EISDIR: ['cli/not-a-file', 'the output is a folder, expected a file name'],
  EACCES: ['cli/unwritable-file', 'the system refused (permission denied)'],
  EPERM: ['cli/unwritable-file', 'the system refused (operation not permitted)'],
  EBUSY: ['cli/unwritable-file', 'the system refused (the file is in use)'],
  ETXTBSY: ['cli/unwritable-file', 'the system refused (the file is in use)'],
  EROFS: ['cli/read-only-disk', 'the disk is read-only'],
};

/** The system error's code (ENOSPC …), when the error is one. */
export function systemErrorCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) ? code : undefined;
}

/**
 * A failed write as a FileError at `path`, or undefined when the error is not the system's.
 * `kept`, when given, says whether a file was there before (it is then left as it was).
 */
export function writeErrorOf(error: unknown, path: string, kept?: boolean): FileError | undefined {
  if (error instanceof FileError) return error;
  const code = systemErrorCode(error);
  if (code === undefined) return undefined;
  const [messageCode, words] = WRITE_ERRORS[code] ?? ['cli/write-failed', `the system refused (${systemWords(error, code)})`];
  const outcome = kept === undefined ? '' : kept ? '; the file as it was is kept' : '; nothing was written';
  return new FileError(path, messageCode, `cannot be written: ${words}${outcome}`);
}

/** "EIO: i/o error, write" from Node's message, without the path (the message is said at the path). */
function systemWords(error: unknown, code: string): string {
  const message = error instanceof Error ? error.message : '';
  const words = /^[A-Z0-9]+: ([^,']+(?:, [a-z]+)?)/.exec(message)?.[1];
  return words ? `${code}: ${words}` : code;
}
