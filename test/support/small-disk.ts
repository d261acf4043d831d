import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

/**
 * Real file systems for the outputs' tests, where the machine allows them: a small tmpfs (a disk
 * that fills up after a few kilobytes) and a read-only bind mount. Mounting needs root (or
 * CAP_SYS_ADMIN); elsewhere each helper gives the reason it cannot, and the tests skip with it —
 * the same faults are also injected at the file-system layer (fs-faults.ts), which always runs.
 */
export type Mounted = { ok: true; dir: string; unmount(): void } | { ok: false; reason: string };

export function mountSmallDisk(dir: string, size = '64k'): Mounted {
  mkdirSync(dir, { recursive: true });
  return mounted(dir, ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
}

/** `dir` as a read-only view of `source` (mount --bind, then remount read-only). */
export function mountReadOnly(source: string, dir: string): Mounted {
  mkdirSync(dir, { recursive: true });
  const bound = mounted(dir, ['--bind', source, dir]);
  if (!bound.ok) return bound;
  const readOnly = spawnSync('mount', ['-o', 'remount,bind,ro', dir], { encoding: 'utf8' });
  if (readOnly.status !== 0) {
    bound.unmount();
    return { ok: false, reason: `cannot remount ${dir} read-only: ${(readOnly.stderr || String(readOnly.error)).trim()}` };
  }
  return bound;
}

function mounted(dir: string, args: string[]): Mounted {
  if (process.platform !== 'linux') return { ok: false, reason: `mount is a Linux test here, not ${process.platform}` };
  const result = spawnSync('mount', args, { encoding: 'utf8' });
  if (result.status !== 0)
    return { ok: false, reason: `cannot mount (${(result.stderr || String(result.error)).trim() || `exit ${result.status}`}): needs root` };
  return { ok: true, dir, unmount: () => void spawnSync('umount', ['-l', dir]) };
}

/** Unmounts every mount under `root` (a fuzz worker stopped before it could clean up). */
export function unmountUnder(root: string): void {
  if (process.platform !== 'linux') return;
  const points = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((point) => point.startsWith(`${root}/`));
  for (const point of points.reverse()) spawnSync('umount', ['-l', point]);
}

/** Whether this process runs as root, which the system lets write where permissions forbid. */
export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
