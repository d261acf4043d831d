import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FileError } from './file-error';
import { outputTarget, refuseSpecial, systemErrorCode, writeErrorOf, type OutputTarget } from './output-target';

/**
 * Writes a file through a temporary file in the same folder, synced and renamed into place
 * (AtomicFile, below). A refusal of the system is the output's, said of the path the user gave.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array): void {
  const file = AtomicFile.open(path);
  file.write(data);
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
 * (removeStaleTemporaries, below). Every refusal of the system is a FileError at the path the user gave.
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

/**
 * The temporary file an output is written to before it is renamed into place:
 * `.NAME.regula-PID-TIME.tmp` in the output's folder (hidden on Unix; the process and the time
 * make it unique). A name near the file system's 255-byte limit gets a shorter one: its start and a
 * hash of the whole, so a temporary file never fails where the output itself would not.
 */
export function temporaryName(target: string, pid = process.pid, time = Date.now()): string {
  return join(dirname(target), `.${stemOf(basename(target))}.regula-${pid}-${time}.tmp`);
}

/** The temporary files this process is writing now (made, not yet renamed or removed). */
const writing = new Set<string>();

/** Marks a temporary file as this process's own while it is written (`done` when renamed or removed). */
export function writingTemporary(path: string, done = false): void {
  if (done) writing.delete(path);
  else writing.add(path);
}

/** The longest name most file systems allow, in bytes (ext4, XFS, APFS, NTFS in UTF-16 units). */
const NAME_MAX = 255;
/** ".regula-" + a PID (up to 4,194,304 on Linux) + "-" + milliseconds (13 digits until 2286) + ".tmp", with room. */
const SUFFIX_BYTES = 40;

function stemOf(name: string): string {
  if (Buffer.byteLength(name) + 1 + SUFFIX_BYTES <= NAME_MAX) return name;
  const room = NAME_MAX - 1 - SUFFIX_BYTES - 9;
  let start = '';
  for (const ch of name) {
    if (Buffer.byteLength(start + ch) > room) break;
    start += ch;
  }
  return `${start}~${fnv1a(name)}`;
}

/** FNV-1a, 32 bits, in hex: a short fingerprint of a long name (not a security measure). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** A temporary file of a live run is removed only when older than this: its process number was reused. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what earlier runs left of their writes to `target` — a run killed between writing its
 * temporary file and renaming it leaves one. Only files of Regula's own naming for this target
 * are touched, and only when the run that made them is over (its process is gone) or the file is
 * a day old; a run writing the same output now keeps its file. A file with this process's own
 * number that this process is not writing is an earlier process's (numbers repeat: in a container
 * every run may be process 1). Nothing is said when a file cannot be removed: the write goes on.
 */
export function removeStaleTemporaries(target: string, now = Date.now()): string[] {
  const folder = dirname(target);
  const stem = stemOf(basename(target));
  const prefix = `.${stem}.regula-`;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const parts = /^(\d+)-(\d+)\.tmp$/.exec(name.slice(prefix.length));
    if (!parts) continue;
    const pid = Number(parts[1]);
    const path = join(folder, name);
    try {
      const stats = lstatSync(path);
      if (!stats.isFile()) continue;
      const old = now - stats.mtimeMs > STALE_AFTER_MS;
      if (writing.has(path)) continue;
      if (pid !== process.pid && processAlive(pid) && !old) continue;
      unlinkSync(path);
      removed.push(path);
    } catch {
      // Gone already (another run removed it), or not ours to remove: left as it is.
    }
  }
  return removed;
}

/** Whether a process of that number runs (EPERM: it does, as another user). */
function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
