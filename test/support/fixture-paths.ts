import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from this file's location (test/support/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** ../shared beside the checkout; a git worktree in ../wt/NAME finds it one level further up. */
export const SHARED_DIR =
  [join(REPO_ROOT, '..', 'shared'), join(REPO_ROOT, '..', '..', 'shared')].find((dir) => existsSync(dir)) ??
  join(REPO_ROOT, '..', 'shared');

/** The shared TRF corpus with the reference oracle's values. */
export const TRF_FIXTURES = join(SHARED_DIR, 'fixtures', 'trf');

/** Our own malformed TRF files (test/golden/bad-input/trf). */
export const BAD_INPUT_TRF = join(REPO_ROOT, 'test', 'golden', 'bad-input', 'trf');

export function listFiles(folder: string, extension: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .sort();
}

export function readBytes(folder: string, name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(folder, name)));
}

export function readJson<T>(folder: string, name: string): T {
  return JSON.parse(readFileSync(join(folder, name), 'utf8')) as T;
}
