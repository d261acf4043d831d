import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FileError } from './files';
import { systemErrorCode, writeErrorOf } from './write-errors';

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
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    const code = systemErrorCode(error);
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw writeErrorOf(error, path) ?? error;
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
      throw writeErrorOf(error, path) ?? error;
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
    throw writeErrorOf(error, path) ?? error;
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
