// Bundles the Excel add-in (task pane + engine worker) with esbuild into addin/dist, beside
// the static pages and icons of addin/public. `npm run build:addin`; the dev server and
// the browser tests call buildAddin() themselves.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** esbuild options for the add-in; `extraEntries` lets the browser tests bundle their fake Excel beside it. */
export function addinBuildOptions({ outdir = join(ROOT, 'addin', 'dist'), minify = false, extraEntries = {} } = {}) {
  return {
    absWorkingDir: ROOT,
    entryPoints: {
      taskpane: 'addin/taskpane/main.tsx',
      'engine-worker': 'addin/run/engine-worker.ts',
      ...extraEntries,
    },
    outdir,
    bundle: true,
    format: 'iife',
    target: ['es2022', 'chrome100', 'safari15', 'edge100'],
    jsx: 'automatic',
    minify,
    sourcemap: minify ? false : 'linked',
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'warning',
    tsconfig: 'addin/tsconfig.json',
  };
}

export function copyPublic(outdir) {
  mkdirSync(outdir, { recursive: true });
  cpSync(join(ROOT, 'addin', 'public'), outdir, { recursive: true });
}

export async function buildAddin(options = {}) {
  const build = addinBuildOptions(options);
  rmSync(build.outdir, { recursive: true, force: true });
  copyPublic(build.outdir);
  await esbuild.build(build);
  return build.outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = await buildAddin({ minify: !process.argv.includes('--dev') });
  console.log(`add-in built in ${outdir}`);
}
