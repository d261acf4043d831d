import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocs } from '../../../scripts/docs';
import { REPO_ROOT } from '../../support/fixture-paths';

// The committed syntax reference must be what `npm run docs` generates from today's grammar,
// registry and message catalogue: after adding a criterion or a rule, run `npm run docs`.
describe('docs/ (generated syntax reference)', () => {
  const docs = buildDocs();

  it.each(Object.keys(docs))('%s is up to date (rebuild with npm run docs)', (path) => {
    const file = join(REPO_ROOT, path);
    expect(existsSync(file), `${path} is missing: run npm run docs`).toBe(true);
    expect(readFileSync(file, 'utf8') === docs[path], `${path} is out of date: run npm run docs`).toBe(true);
  });

  it('lists every criterion of the registry and every diagnostic code, and the diagrams page needs no network', () => {
    expect(docs['docs/criteria.md']).toContain('| `BH` | — | `buchholz`');
    expect(docs['docs/diagnostics.md']).toContain('| `dsl/band-gap` | error | Bands "‹first›" and "‹second›" leave ‹gap› uncovered |');
    expect(docs['docs/syntax-diagrams.html']).not.toMatch(/<script src=|<link rel='stylesheet'/);
    expect(docs['docs/syntax-diagrams.html']).toContain('"name": "regulationFile"');
  });
});
