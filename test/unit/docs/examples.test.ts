import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { documentationPages, examplesOf, showsQuoted, type DocExample } from '../../support/doc-examples';

// Every command example of the README, docs/ and the samples' READMEs runs as written (test/support/doc-examples.ts
// says what counts as one): its exit code, and the output a session quotes. Outputs go to a temporary folder.

const examples = documentationPages().flatMap((page) => examplesOf(page));

function argv(example: DocExample): string[] {
  const outDir = mkdtempSync(join(tmpdir(), 'regula-doc-example-'));
  return example.args.map((word, i, all) => (all[i - 1] === '--out' || all[i - 1] === '--out-dir' ? join(outDir, basename(word)) : word));
}

describe('the documentation’s command examples', () => {
  it('are found where readers look: the README tour, the language reference, the command reference', () => {
    const pages = new Set(examples.map((e) => e.where.split(':')[0]));
    expect([...pages]).toEqual(expect.arrayContaining(['README.md', 'docs/language.md', 'docs/cli.template.md']));
    expect(examples.filter((e) => e.output !== undefined).length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((e) => [`${e.where}: regula ${e.args.join(' ')}`, e] as const))('%s', async (_, example) => {
    const { io, out, err } = capture();
    const args = argv(example);
    const home = process.cwd();
    process.chdir(example.cwd);
    const code = await run(args, io).finally(() => process.chdir(home));
    expect(code, `${example.where}\n${err.join('\n')}`).toBe(example.exitCode);
    if (example.output === undefined) return;
    const printed = out.join('\n').split('\n');
    expect(showsQuoted(printed, example.output), `${example.where} quotes:\n${example.output.join('\n')}\nprinted:\n${printed.join('\n')}`).toBe(true);
  });
});

describe('showsQuoted: what a session may leave out', () => {
  const printed = ['a', 'b', 'c', 'd', 'e'];
  it('a quote without … is the whole output', () => {
    expect(showsQuoted(printed, printed)).toBe(true);
    expect(showsQuoted(printed, ['a', 'b'])).toBe(false);
  });
  it('… stands for any lines, at the end, in the middle or both', () => {
    expect(showsQuoted(printed, ['a', 'b', '…'])).toBe(true);
    expect(showsQuoted(printed, ['a', '…', 'd', '…'])).toBe(true);
    expect(showsQuoted(printed, ['a', '…', 'e'])).toBe(true);
    expect(showsQuoted(printed, ['b', '…'])).toBe(false);
    expect(showsQuoted(printed, ['a', '…', 'd'])).toBe(false);
    expect(showsQuoted(printed, ['a', '…', 'c', 'b', '…'])).toBe(false);
  });
});
