#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so `npx regula …` works right after
// `npm install` on a fresh clone, with no build step.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
// `regula rank … | head`: a reader that stops early is not a failure.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const main = new URL('../cli/main.ts', import.meta.url);
const { run } = await import(fileURLToPath(main));
process.exitCode = await run(process.argv.slice(2));
