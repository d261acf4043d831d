import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { REPO_ROOT } from '../support/fixture-paths';
import { capture } from '../support/cli';

// The README's one-minute tour runs real commands on the samples: each must run as written, and
// the output it quotes must be what the command prints. (The language reference's checks live in
// test/unit/docs/language.test.ts, beside the text in docs/language.md.)
const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const tour = readme.slice(readme.indexOf('## A one-minute tour'), readme.indexOf('\n## ', readme.indexOf('## A one-minute tour') + 1));
const blocks = [...tour.matchAll(/```(?:sh)?\n([\s\S]*?)```/g)].map((m) => m[1]!);

/** A command line of the tour as run() takes it: sample paths from the repository, --out into a temporary folder. */
function argv(line: string, outDir: string): string[] {
  const words = line
    .replace(/^\$ /, '')
    .replace(/\s+#.*$/, '')
    .split(/\s+/)
    .filter((w) => w !== '');
  expect(words.slice(0, 2), line).toEqual(['npx', 'regula']);
  return words.slice(2).map((word, i, all) => {
    if (all[i - 1] === '--out') return join(outDir, basename(word));
    return word.startsWith('samples/') ? join(REPO_ROOT, word) : word;
  });
}

const commands = blocks.flatMap((b) => b.split('\n').filter((l) => /^(\$ )?npx regula /.test(l)));

describe('README: the one-minute tour', () => {
  it('has a command-line tour', () => {
    expect(commands.length).toBeGreaterThanOrEqual(4);
  });

  it.each(commands)('runs `%s` with exit code 0', async (line) => {
    const outDir = mkdtempSync(join(tmpdir(), 'regula-readme-'));
    const { io, err } = capture();
    expect(await run(argv(line, outDir), io), err.join('\n')).toBe(0);
  });

  it('quotes what regula rank prints', async () => {
    const session = blocks.find((b) => b.startsWith('$ npx regula rank'))!;
    const [command, ...quoted] = session.trimEnd().split('\n');
    const shown = quoted.filter((l) => l !== '…');
    const { io, out } = capture();
    expect(await run(argv(command!, tmpdir()), io)).toBe(0);
    expect(out.join('\n').split('\n').slice(0, shown.length)).toEqual(shown);
  });
});
