import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './fixture-paths';

/** The folders of product code: what ships in the CLI and the add-in (architecture.md). */
export const PRODUCT_FOLDERS = ['engine', 'dsl', 'io', 'pipeline', 'cli', 'addin'];

/** A folder's TypeScript sources, as paths from the repository's root (no .d.ts, nothing built). */
export function sourceFiles(folder: string): string[] {
  return readdirSync(join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}
