import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from this file's location (test/support/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The shared TRF corpus with the reference oracle's values: ../shared beside the checkout,
 * or beside the nearest folder above it (a git worktree kept in a subfolder).
 */
export const TRF_FIXTURES = findShared(join('shared', 'fixtures', 'trf'));

function findShared(relative: string): string {
  let folder = join(REPO_ROOT, '..');
  while (!existsSync(join(folder, relative)) && dirname(folder) !== folder) folder = dirname(folder);
  return existsSync(join(folder, relative)) ? join(folder, relative) : join(REPO_ROOT, '..', relative);
}

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
