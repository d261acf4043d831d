#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so `npx regula …` works right after
// `npm install` on a fresh clone, with no build step.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
const main = new URL('../cli/main.ts', import.meta.url);
const { run } = await import(fileURLToPath(main));
process.exitCode = await run(process.argv.slice(2));
