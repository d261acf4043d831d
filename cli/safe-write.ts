import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { FileError } from './file-error';
import { outputTarget, refuseSpecial, systemErrorCode, writeErrorOf, type OutputTarget } from './output-target';
import { removeStaleTemporaries, temporaryName, writingTemporary } from './temporary-file';

/**
 * Writes a file through a temporary file in the same folder, synced and renamed into place
 * (AtomicFile, below). A refusal of the system is the output's, said of the path the user gave.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array): void {
  const file = AtomicFile.open(path);
  file.write(data);
  file.commit();
}

/**
 * Writes a file piece by piece — `produce` gives each chunk to `write` as it is made (a large
 * workbook's sheets) — through the same temporary file, synced and renamed into place when
 * `produce` is done; nothing is renamed when it fails.
 */
export async function writeStreamAtomically(
  path: string,
  produce: (write: (chunk: string | Uint8Array) => void) => void | Promise<void>,
): Promise<void> {
  const file = AtomicFile.open(path);
  try {
    await produce((chunk) => file.write(chunk));
  } catch (error) {
    file.abandon();
    throw error;
  }
  file.commit();
}

/** Makes the folder outputs go to (regula demo --out-dir), with its parents; a refusal of the system is said at it. */
export function makeOutputFolder(folder: string): void {
  if (existsSync(folder) && !statSync(folder).isDirectory())
    throw new FileError(folder, 'cli/no-output-folder', 'is a file, not a folder; give a folder for the outputs');
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw writeErrorOf(error, folder) ?? error;
  }
}

/**
 * One output written safely: to a temporary file in the output's folder, synced to the disk,
 * then renamed into place and the folder synced (where the system allows), so a full disk, a
 * kill or a power cut leaves either the previous file or the new one, whole — never half of one.
 * What earlier runs killed midway left for the same output is removed first
 * (temporary-file.ts). Every refusal of the system is a FileError at the path the user gave.
 */
class AtomicFile {
  private fd: number | undefined;

  private constructor(
    /** The path as the user gave it: where every message is said. */
    readonly path: string,
    private readonly target: OutputTarget,
    private readonly temporary: string,
  ) {}

  static open(path: string): AtomicFile {
    const target = outputTarget(path);
    if (target.existing) refuseReadOnly(path, target.path);
    removeStaleTemporaries(target.path);
    const file = new AtomicFile(path, target, temporaryName(target.path));
    try {
      // A new file ('wx': never one that exists), with the permissions of the file it replaces.
      file.fd = openSync(file.temporary, 'wx', target.existing ? target.existing.mode & 0o777 : 0o666);
    } catch (error) {
      throw file.failure(error);
    }
    writingTemporary(file.temporary);
    return file;
  }

  write(chunk: string | Uint8Array): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    try {
      for (let done = 0; done < bytes.length;) done += writeSync(this.fd!, bytes, done, bytes.length - done);
    } catch (error) {
      throw this.failure(error);
    }
  }

  /** Syncs the file, renames it into place and syncs the folder. */
  commit(): void {
    try {
      syncFile(this.fd!);
      closeSync(this.fd!);
      this.fd = undefined;
      // The path may have changed since it was judged: a FIFO or a folder put there is not replaced.
      const now = lstatOrUndefined(this.target.path);
      if (now && !now.isSymbolicLink()) refuseSpecial(this.path, now);
      renameSync(this.temporary, this.target.path);
    } catch (error) {
      throw this.failure(error);
    }
    writingTemporary(this.temporary, true);
    syncFolder(dirname(this.target.path));
  }

  /** Gives the write up: the temporary file is removed, the output left as it was. */
  abandon(): void {
    this.failure(undefined);
  }

  /** Removes the temporary file (the output is left as it was); the error as the user's message. */
  private failure(error: unknown): unknown {
    if (this.fd !== undefined)
      try {
        closeSync(this.fd);
      } catch {
        // Closing a file whose write failed may fail too: it is removed below all the same.
      }
    this.fd = undefined;
    try {
      unlinkSync(this.temporary);
    } catch {
      // Never made (the open failed), or already gone.
    }
    writingTemporary(this.temporary, true);
    return writeErrorOf(error, this.path, this.target.existing !== undefined) ?? error;
  }
}

/** A file the user made read-only is not replaced, though its folder would let the rename through. */
function refuseReadOnly(path: string, target: string): void {
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    if (systemErrorCode(error) !== 'EACCES' && systemErrorCode(error) !== 'EPERM') return;
    throw new FileError(
      path,
      'cli/unwritable-file',
      'cannot be written: the file is read-only (its permissions); the file as it was is kept',
    );
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** Syncs the file's bytes to the disk; a file system that cannot (EINVAL, ENOTSUP: some network and FUSE ones) has them written all the same. */
function syncFile(fd: number): void {
  try {
    fsyncSync(fd);
  } catch (error) {
    const code = systemErrorCode(error);
    if (code !== 'EINVAL' && code !== 'ENOTSUP') throw error;
  }
}

/** Syncs a folder, so the rename itself survives a power cut; not every system can (Windows). */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // A folder cannot be opened or synced here: the file itself is synced, and the rename is done.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
