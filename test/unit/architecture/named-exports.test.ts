import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';
import { PRODUCT_FOLDERS, sourceFiles } from '../../support/source-files';

// architecture.md: every index.ts lists its names, each from the file that defines it. An
// `export *` would let a file's every export, helpers included, leak through the folder.
const EXPORT_STAR = /^\s*export\s+(?:type\s+)?\*/m;

describe('re-exports name what they pass on', () => {
  it('no product file has `export *`', () => {
    const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => EXPORT_STAR.test(readFileSync(join(REPO_ROOT, file), 'utf8')))).toEqual([]);
  });
});
