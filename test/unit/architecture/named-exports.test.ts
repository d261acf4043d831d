import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';

// architecture.md: every index.ts lists its names, each from the file that defines it. An
// `export *` would let a file's every export, helpers included, leak through the folder.
const PRODUCT_FOLDERS = ['engine', 'dsl', 'io', 'pipeline', 'cli', 'addin'];
const EXPORT_STAR = /^\s*export\s+(?:type\s+)?\*/m;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('re-exports name what they pass on', () => {
  it('no product file has `export *`', () => {
    const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => EXPORT_STAR.test(readFileSync(join(REPO_ROOT, file), 'utf8')))).toEqual([]);
  });
});
