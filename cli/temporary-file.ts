import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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
