import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { OWNER_MARK, REGULA_GRID_MARK, REGULATION_MARK, RENDER_MARK, REPORT_MARK } from '../io';
import { UsageError } from './args';
import { FileError } from './file-error';
import { loadWorkbook } from './xlsx';

/**
 * Regula never loses or overwrites the user's files (docs/cli.md, "Problems, exit codes and your files"):
 * - an output is refused when it is one of the inputs under any name — the same path, a
 *   symbolic link to it, a hard link (the same file id), another spelling;
 * - an output is a regular file or a new name: a FIFO, a device, a socket or a folder is refused,
 *   with --force too, and a symbolic link is followed to its file (outputTarget, below);
 * - an output that exists and is not Regula's own output is refused unless --force
 *   (a workbook with Regula's mark on a sheet, a CSV with the header Regula writes, a JSON
 *   document of Regula's shape; a TRF cannot be told apart, so one is replaced only with
 *   --force or when it already holds exactly what is written);
 * - an output is written to a temporary file in the same folder, synced and renamed into place
 *   (safe-write.ts), so a failure midway — a full disk, a kill — leaves the previous file as it
 *   was, and every refusal of the system is a located message (writeErrorOf, below).
 */
export async function guardOutput(out: string, inputs: readonly string[], options: { force: boolean; text?: string }): Promise<void> {
  for (const input of inputs)
    if (sameFile(out, input)) {
      const other = resolve(input) === resolve(out) ? '' : ` ${input} under another name`;
      throw new UsageError(`--out ${out} is the input${other}: Regula never overwrites your file; write to another name`);
    }
  const target = outputTarget(out);
  if (!target.existing || options.force) return;
  if (await isRegulaOutput(target.path, options.text)) return;
  throw new FileError(
    out,
    'cli/not-regula-output',
    'the file exists and is not an output Regula wrote: it is left as it is; write to another name, or add --force to replace it',
  );
}

/** Whether two paths name one file: the same real path, or the same device and file id (a hard link). */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  if (!existsSync(a) || !existsSync(b)) {
    // The output does not exist yet: compare the real folder and the name.
    const real = (p: string) =>
      existsSync(p)
        ? realpathSync(p)
        : join(existsSync(dirname(resolve(p))) ? realpathSync(dirname(resolve(p))) : dirname(resolve(p)), basename(p));
    return real(a) === real(b);
  }
  if (realpathSync(a) === realpathSync(b)) return true;
  const sa = statSync(a);
  const sb = statSync(b);
  return sa.dev === sb.dev && sa.ino === sb.ino;
}

/**
 * The first cells of the CSVs Regula writes: standings of players and of teams (and the team
 * header of earlier versions), a grid, and a grid with its event's facts above the header.
 */
const CSV_HEADERS = ['Place,No,Name', 'Place,No,Team', 'Rank,No.,Team', 'No,Name,', REGULA_GRID_MARK];

/** Whether the regular file at `path` is one Regula wrote (read through readRegularFile: never a FIFO). */
async function isRegulaOutput(path: string, text: string | undefined): Promise<boolean> {
  const sameText = () => text !== undefined && readRegularFile(path).toString('utf8') === text;
  const extension = extname(path).toLowerCase();
  if (extension === '.csv') {
    const first = readRegularFile(path, 4096).toString('utf8').split(/\r?\n/, 1)[0] ?? '';
    return CSV_HEADERS.some((h) => first.startsWith(h));
  }
  if (extension === '.json')
    try {
      const json: unknown = JSON.parse(readRegularFile(path).toString('utf8'));
      return typeof json === 'object' && json !== null && ['format', 'tiebreaks', 'teams', 'matches'].some((key) => key in json);
    } catch {
      return false;
    }
  if (extension === '.html' || extension === '.md' || extension === '.htm') {
    // A regulation `regula render` wrote, or an audit report of `regula report`: its mark is in the first lines.
    const start = readRegularFile(path, 1024).toString('utf8').slice(0, 200);
    return start.includes(RENDER_MARK) || start.includes(REPORT_MARK) || sameText();
  }
  if (extension !== '.xlsx') return sameText();
  return isRegulaWorkbook(path);
}

/** Whether a workbook has a sheet Regula wrote: its mark at A1. */
async function isRegulaWorkbook(path: string): Promise<boolean> {
  const bytes = new Uint8Array(readRegularFile(path));
  // Anything exceljs cannot load (not a zip, an old .xls, damage) is not Regula's workbook.
  const workbook = await loadWorkbook(path, bytes).catch(() => undefined);
  return !!workbook?.worksheets.some((sheet) => {
    const a1 = sheet.getCell(1, 1).value;
    return a1 === OWNER_MARK || a1 === REGULATION_MARK;
  });
}

/**
 * Where an output goes. Regula writes only a regular file or a new name: a named pipe (FIFO), a
 * device (/dev/null), a socket or a folder at the path is refused, with --force too — a FIFO would
 * block the run for ever and a device is not a file to replace. A symbolic link is followed: the
 * file it names is the output (the link stays a link and names the new file), judged as that file
 * is (an input under another name, Regula's output or not, a special file); a link to nothing is
 * refused, since where the user meant the file to be is not known.
 */
export interface OutputTarget {
  /** The path the bytes go to: the path given, or the file its symbolic link names. */
  path: string;
  /** The file there now, when there is one (always a regular file). */
  existing?: Stats;
}

export function outputTarget(path: string): OutputTarget {
  try {
    return targetOf(path);
  } catch (error) {
    // What the system refused while the path was looked at, said at the path the user gave.
    throw writeErrorOf(error, path) ?? error;
  }
}

function targetOf(path: string): OutputTarget {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    const code = systemErrorCode(error);
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    checkFolder(path);
    return { path };
  }
  let target = path;
  if (stats.isSymbolicLink()) {
    try {
      target = realpathSync(path);
      stats = statSync(target);
    } catch (error) {
      if (systemErrorCode(error) === 'ENOENT' || systemErrorCode(error) === 'ELOOP')
        throw new FileError(path, 'cli/special-output', 'is a symbolic link to nothing (its file does not exist); give the path of a file');
      throw error;
    }
  }
  refuseSpecial(path, stats, target === path ? '' : ` (${target}, through a symbolic link)`);
  return { path: target, existing: stats };
}

/** A FileError unless the file is a regular file (a folder, a FIFO, a device, a socket). */
export function refuseSpecial(path: string, stats: Stats, through = ''): void {
  if (stats.isFile()) return;
  if (stats.isDirectory()) throw new FileError(path, 'cli/not-a-file', `the output is a folder${through}, expected a file name`);
  throw new FileError(
    path,
    'cli/special-output',
    `is ${specialKind(stats)}${through}, not a regular file: Regula writes only to a regular file or a new name, with --force too`,
  );
}

function specialKind(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'a special file';
}

/** The folder of a new output must be one (a missing folder, or a file in its place, is said so). */
function checkFolder(path: string): void {
  const folder = dirname(resolve(path));
  let stats: Stats;
  try {
    stats = statSync(folder);
  } catch (error) {
    const code = systemErrorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new FileError(
        path,
        'cli/no-output-folder',
        code === 'ENOENT'
          ? `the folder ${dirname(path)} does not exist; create it, or write --out to an existing folder`
          : `a part of the folder ${dirname(path)} is a file, not a folder; write --out to an existing folder`,
      );
    throw error;
  }
  if (!stats.isDirectory())
    throw new FileError(path, 'cli/no-output-folder', `${dirname(path)} is a file, not a folder; write --out to an existing folder`);
}

/**
 * The first `limit` bytes of a regular file (all of it without a limit). Opened without blocking
 * and checked on the open file itself, so a path that turned into a FIFO since it was looked at is
 * refused, never read (a read of a FIFO waits for a writer for ever).
 */
export function readRegularFile(path: string, limit = Infinity): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(fd);
    refuseSpecial(path, stats);
    const size = Math.min(stats.size, limit);
    const buffer = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

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
