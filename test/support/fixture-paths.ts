import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from this file's location (test/support/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The TRF corpus with the reference oracle's values, copied into the repository from the
 * shared corpus (test/fixtures/README.md gives the oracle's commit and commands).
 */
export const TRF_FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'trf');

/** The corpus's own checker (compare_expected.py), copied beside it. */
export const COMPARE_EXPECTED = join(REPO_ROOT, 'test', 'fixtures', 'tools', 'compare_expected.py');

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
