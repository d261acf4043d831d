#!/usr/bin/env node
// The regula command. It runs the CLI's precompiled bundle (dist/cli, built by `npm install` and
// compiled from its V8 code cache) while the bundle is fresh, and otherwise the TypeScript itself
// through tsx's loader — so `npx regula …` works right after `npm install` on a fresh clone, and
// an edited source file is never run from a stale bundle (scripts/cli-bundle.mjs).
import { fileURLToPath } from 'node:url';
import { bundleIsFresh, loadBundle } from '../scripts/cli-bundle.mjs';

// A failed write to stdout (`regula rank … | head`, a full disk) is handled where the CLI writes (cli/io.ts).
let run;
if (process.env.REGULA_FROM_SOURCE !== '1' && bundleIsFresh()) {
  ({ run } = loadBundle(undefined, process.argv.slice(2)).exports);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ run } = await import(fileURLToPath(new URL('../cli/main.ts', import.meta.url))));
}
process.exitCode = await run(process.argv.slice(2));
