import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './fixture-paths';

/** The folders of product code: what ships in the CLI and the add-in (architecture.md). */
export const PRODUCT_FOLDERS = ['engine', 'dsl', 'io', 'pipeline', 'cli', 'addin'];

/** A TypeScript source (no .d.ts). */
const isTypeScript = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** A folder's TypeScript sources, as paths from the repository's root (no .d.ts, nothing built). */
export function sourceFiles(folder: string): string[] {
  return filesIn(folder, isTypeScript);
}

/** A folder's files whose names `accept` takes, as paths from the repository's root; nothing built. */
export function filesIn(folder: string, accept: (name: string) => boolean): string[] {
  return readdirSync(join(REPO_ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesIn(path, accept);
    return accept(entry.name) ? [path] : [];
  });
}
