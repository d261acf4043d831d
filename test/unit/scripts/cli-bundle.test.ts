/**
 * The CLI's precompiled bundle (scripts/cli-bundle.mjs): built by `npm install` (prepare), it
 * gives the same answers as the TypeScript, starts from its code cache, and bin/regula.mjs
 * uses it only while every source it was built from is unchanged.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { buildCli, bundleIsFresh, loadBundle } from '../../../scripts/cli-bundle.mjs';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

describe('the CLI bundle', () => {
  it('answers as the TypeScript does: help, and check of a sample regulation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-bundle-'));
    expect(await buildCli(dir)).toBe(true);
    const bundled = loadBundle(dir).exports as { run: typeof run };
    for (const argv of [['help'], ['help', 'rank'], ['check', join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula')]]) {
      const fromSource = capture();
      const fromBundle = capture();
      expect(await bundled.run(argv, fromBundle.io)).toBe(await run(argv, fromSource.io));
      expect(fromBundle.out).toEqual(fromSource.out);
      expect(fromBundle.err).toEqual(fromSource.err);
    }
    expect(bundleIsFresh(dir, REPO_ROOT)).toBe(true);
    // A plain `node`, as bin/regula.mjs runs: V8 takes the code caches the build made, help's own for help.
    const codeCache = (argv: string[]) => {
      const script = `import('${pathToFileURL(join(REPO_ROOT, 'scripts', 'cli-bundle.mjs')).href}').then((m) => console.log(m.loadBundle(${JSON.stringify(dir)}, ${JSON.stringify(argv)}).codeCache))`;
      return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
    };
    expect(codeCache(['check', 'a.regula'])).toBe('used');
    expect(codeCache(['help', 'rank'])).toBe('used');
    // Edited by hand, the bundle no longer matches its caches, which are then not read.
    utimesSync(join(dir, 'main.cjs'), new Date(), new Date(Date.now() + 5000));
    expect(codeCache(['check', 'a.regula'])).toBe('none');
    expect(codeCache([])).toBe('none');
  });

  it('is stale as soon as a source it was built from changes, and missing when it was not built', () => {
    const root = mkdtempSync(join(tmpdir(), 'regula-fresh-'));
    const dir = join(root, 'dist');
    const source = join(root, 'a.ts');
    writeFileSync(source, 'export const a = 1;\n');
    expect(bundleIsFresh(dir, root)).toBe(false);
    mkdirSync(dir);
    writeFileSync(join(dir, 'main.cjs'), '');
    const stat = statSync(source);
    writeFileSync(join(dir, 'inputs.json'), JSON.stringify({ inputs: [{ path: 'a.ts', size: stat.size, mtimeMs: stat.mtimeMs }] }));
    expect(bundleIsFresh(dir, root)).toBe(true);
    utimesSync(source, new Date(), new Date(Date.now() + 5000));
    expect(bundleIsFresh(dir, root)).toBe(false);
  });
});
