import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation, formatDiagnostic, parseRegulation } from '../../dsl';
import { REPO_ROOT } from '../support/fixture-paths';
import { plain } from '../support/dsl';

// The README's language reference quotes a sample and the checker's output: keep them true.
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const language = readme.slice(readme.indexOf('## The regulation language'));
const blocks = [...language.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('README: the regulation language', () => {
  it('quotes samples/regulations/fide-2026-open.regula (its source lines aside)', () => {
    const sample = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula'), 'utf8');
    const quoted = blocks[0]!;
    expect(checkRegulation(quoted).diagnostics).toEqual([]);
    expect(plain(parseRegulation(quoted).ast)).toEqual(plain(parseRegulation(sample).ast));
  });

  it('prints what regula check prints for the broken-regulation corpus', () => {
    const session = blocks.find((b) => b.includes('$ npx regula check'))!;
    const [command, ...output] = session.split('\n').filter((l) => l !== '' && !l.startsWith('$ cd'));
    const files = command!.replace('$ npx regula check ', '').split(' ');
    const printed = files.flatMap((f) => {
      const text = readFileSync(join(REPO_ROOT, 'test', 'golden', 'bad-regulations', f), 'utf8');
      return checkRegulation(text).diagnostics.map((d) => formatDiagnostic(d, f));
    });
    expect(output).toEqual(printed);
  });
});
