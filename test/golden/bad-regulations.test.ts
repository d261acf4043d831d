import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation, hasErrors } from '../../dsl';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * The broken-regulation corpus: each file of test/golden/bad-regulations/ says in its first
 * line what is wrong with it; expected.json lists, for each, every diagnostic the file must
 * give, as "line:column severity code", in file order — no more, no fewer.
 */

const DIR = join(REPO_ROOT, 'test', 'golden', 'bad-regulations');
const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, string[]>;
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.regula'))
  .sort();

describe('the broken-regulation corpus', () => {
  it('has at least 40 files, each with its expectations and a first line saying what is broken', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(expected).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(DIR, f), 'utf8')).toMatch(/^# Broken/);
  });

  it.each(files)('%s gives exactly its expected diagnostics', (name) => {
    const text = readFileSync(join(DIR, name), 'utf8');
    const compiled = compileRegulation(text);
    const lines = text.split('\n');
    for (const d of compiled.diagnostics) {
      expect(d.span.start.line).toBeGreaterThanOrEqual(1);
      expect(d.span.start.column).toBeGreaterThanOrEqual(1);
      expect(d.span.start.column).toBeLessThanOrEqual((lines[d.span.start.line - 1]?.length ?? 0) + 1);
    }
    expect(compiled.diagnostics.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.severity} ${d.code}`)).toEqual(expected[name]);
    // The engine never sees a file with errors.
    expect(compiled.regulation === undefined).toBe(hasErrors(compiled.diagnostics));
  });
});
