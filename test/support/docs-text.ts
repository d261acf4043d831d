import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './fixture-paths';

/** A page of docs/ (or README.md) with its whitespace collapsed, so a figure quoted across a line break is found. */
export function docText(path: string): string {
  return readFileSync(join(REPO_ROOT, path), 'utf8').replace(/\s+/g, ' ');
}

/** A count as the docs write it: 80,804. */
export const figure = (n: number) => n.toLocaleString('en-US');
