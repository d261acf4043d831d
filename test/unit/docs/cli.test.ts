import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { CLI_TEMPLATE, cliMarkdown, commandUsages } from '../../../scripts/docs';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

// docs/cli.md is generated from cli/usage.ts and docs/cli.template.md (test/unit/scripts/docs.test.ts
// checks the committed file is up to date); here: every command has its section with prose, and the
// usage it quotes is what `regula help` prints.
const usages = commandUsages();
const cli = cliMarkdown();
const template = readFileSync(join(REPO_ROOT, CLI_TEMPLATE), 'utf8');

async function help(...args: string[]): Promise<string> {
  const { io, out } = capture();
  expect(await run(['help', ...args], io)).toBe(0);
  return out.join('\n');
}

describe('docs/cli.md, the command reference', () => {
  it.each([...usages.keys()])('gives regula %s a section in the template, with its usage as regula help prints it', async (name) => {
    expect(template).toMatch(new RegExp(`^## regula ${name}\\n\\n\\{\\{usage ${name}\\}\\}$`, 'm'));
    const usage = await help(name);
    expect(usage.trimEnd()).toBe(usages.get(name));
    expect(cli).toContain(`## regula ${name}\n\n\`\`\`\n${usage.trimEnd()}\n\`\`\`\n`);
  });

  it('opens with the synopsis regula help prints: every command, in its order', async () => {
    const commands = (await help()).split('\n').filter((l) => l.startsWith('  regula '));
    const synopsis = /## Commands\n\n```\n([\s\S]*?)\n```/.exec(cli)![1]!.split('\n');
    expect(synopsis).toEqual(commands.map((l) => l.trim()));
  });
});
