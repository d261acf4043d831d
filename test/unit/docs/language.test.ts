import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation, parseRegulation } from '../../../dsl';
import { CRITERIA } from '../../../engine';
import { REPO_ROOT } from '../../support/fixture-paths';
import { plain } from '../../support/dsl';

// docs/language.md quotes a sample: keep it true (its `regula check` session runs in test/unit/docs/examples.test.ts).
const language = readFileSync(join(REPO_ROOT, 'docs', 'language.md'), 'utf8');
const blocks = [...language.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('docs/language.md: the regulation language', () => {
  it('quotes samples/regulations/fide-2026-open.regula (its source lines aside)', () => {
    const sample = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula'), 'utf8');
    const quoted = blocks[0]!;
    expect(checkRegulation(quoted).diagnostics).toEqual([]);
    expect(plain(parseRegulation(quoted).ast)).toEqual(plain(parseRegulation(sample).ast));
  });

  it('names every criterion of the registry under its family', () => {
    const families = language.slice(language.indexOf('## Criteria by family'));
    const written = new Set([...families.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1]!.toUpperCase().split(/[^A-Z]+/)));
    expect(CRITERIA.map((d) => d.code).filter((code) => !written.has(code))).toEqual([]);
  });

  it('gives, for each article of the language, samples that exist', () => {
    const table = language.slice(language.indexOf('| article | says | sample |'), language.indexOf('## Criteria\n'));
    const samples = [...table.matchAll(/\| ([^|]*) \|\n/g)].flatMap((m) => [...m[1]!.matchAll(/`([a-z0-9-]+)`/g)].map((s) => s[1]!));
    expect(samples.length).toBeGreaterThan(5);
    for (const sample of samples) expect(existsSync(join(REPO_ROOT, 'samples', 'regulations', `${sample}.regula`)), sample).toBe(true);
  });
});
