import { createRequire, syncBuiltinESMExports } from 'node:module';

/**
 * Write faults injected at the file-system layer, for the outputs' tests and the fuzz suite: one
 * function of node:fs (writeSync, fsyncSync, openSync, renameSync …) made to fail as the system
 * fails — a full disk, a quota, an input/output error — on its nth call. The product code is not
 * told: it imports node:fs as always, and syncBuiltinESMExports() makes its named imports see the
 * change. `restore()` puts the real function back.
 */
const fs = createRequire(import.meta.url)('node:fs') as Record<string, unknown>;

/** The system's words for the codes the tests inject (as Node writes them: "ENOSPC: no space left on device, write"). */
const WORDS: Record<string, [errno: number, words: string]> = {
  ENOSPC: [-28, 'no space left on device'],
  EDQUOT: [-122, 'disk quota exceeded'],
  EFBIG: [-27, 'file too large'],
  EIO: [-5, 'i/o error'],
  EROFS: [-30, 'read-only file system'],
  EACCES: [-13, 'permission denied'],
  EPERM: [-1, 'operation not permitted'],
  ENAMETOOLONG: [-36, 'name too long'],
  ENOTDIR: [-20, 'not a directory'],
  EBUSY: [-16, 'resource busy or locked'],
};

export const INJECTED_CODES = Object.keys(WORDS);

export type FsFunction = 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'accessSync';

export function systemError(code: string, syscall: string, path?: string): NodeJS.ErrnoException {
  const [errno, words] = WORDS[code] ?? [-1, code.toLowerCase()];
  const error: NodeJS.ErrnoException = new Error(`${code}: ${words}, ${syscall}${path ? ` '${path}'` : ''}`);
  return Object.assign(error, { code, errno, syscall, ...(path !== undefined && { path }) });
}

/** Makes `name` fail with `code` from its `nth` call on (1 = the first), for calls whose first argument passes `only`. */
export function injectFault(name: FsFunction, code: string, nth = 1, only: (first: unknown) => boolean = () => true): { restore(): void } {
  const original = fs[name] as (...args: unknown[]) => unknown;
  let calls = 0;
  fs[name] = (...args: unknown[]) => {
    if (only(args[0]) && ++calls >= nth)
      throw systemError(code, name.replace(/Sync$/, ''), typeof args[0] === 'string' ? args[0] : undefined);
    return original(...args);
  };
  syncBuiltinESMExports();
  return {
    restore() {
      fs[name] = original;
      syncBuiltinESMExports();
    },
  };
}

/** The order of the calls to some node:fs functions while `run` runs (to see that a file is synced before its rename). */
export async function recordCalls<T>(names: readonly FsFunction[], run: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const originals = names.map((name) => [name, fs[name]] as const);
  const calls: string[] = [];
  for (const [name, original] of originals)
    fs[name] = (...args: unknown[]) => {
      calls.push(name);
      return (original as (...a: unknown[]) => unknown)(...args);
    };
  syncBuiltinESMExports();
  try {
    return { result: await run(), calls };
  } finally {
    for (const [name, original] of originals) fs[name] = original;
    syncBuiltinESMExports();
  }
}
