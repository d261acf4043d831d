import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/fixture-paths';

// The docs and the source folders' READMEs name files of the repository (`engine/tiebreaks/modifiers.ts`, `samples/regulations/…`):
// each must exist, so a move or a rename cannot leave a page pointing at nothing.
const FOLDERS = ['engine', 'dsl', 'io', 'pipeline', 'cli', 'addin', 'scripts', 'bench', 'test', 'samples'];
const DOCS = [
  'README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
  ...FOLDERS.map((f) => join(f, 'README.md')),
];
const GENERATED = new Set(['docs/criteria.md', 'docs/diagnostics.md']);
const PATH = /`((?:engine|dsl|io|pipeline|cli|addin|scripts|samples|test|bench|bin|docs)\/[\w./-]+\.(?:ts|tsx|mjs|md|regula|trf|csv|xlsx|json|html))`/g;

describe('docs: the files they name exist', () => {
  it.each(DOCS.filter((d) => !GENERATED.has(d)))('%s', (doc) => {
    const text = readFileSync(join(REPO_ROOT, doc), 'utf8');
    const named = [...text.matchAll(PATH)].map((m) => m[1]!);
    const missing = named.filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('finds the paths the architecture page names', () => {
    const text = readFileSync(join(REPO_ROOT, 'docs', 'architecture.md'), 'utf8');
    expect([...text.matchAll(PATH)].length).toBeGreaterThan(5);
  });
});
