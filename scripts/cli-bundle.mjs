// The CLI's precompiled bundle (issue 17: start-up near Node's own). `npm install` builds it
// (the package's `prepare` script) into dist/cli with esbuild: one small entry and chunks
// loaded when a command runs, exceljs left to node_modules and loaded when a workbook is.
// bin/regula.mjs runs the bundle while it is fresh — every source file it was built from
// unchanged (size and modification time, recorded in dist/cli/inputs.json) — and the
// TypeScript through tsx otherwise, so an edit is never run from a stale bundle.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = join(ROOT, 'dist', 'cli');

/** Builds the bundle into `outdir`; false (after saying why) when esbuild is not installed (npm install --omit=dev). */
export async function buildCli(outdir = BUNDLE_DIR) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    console.warn('regula: esbuild is not installed; the CLI runs its TypeScript through tsx (slower start-up).');
    return false;
  }
  // Chunks are named by their content: the old ones go, so the folder holds one build.
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'cli/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['exceljs'],
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((path) => !path.startsWith('node_modules/'))
    .sort()
    .map((path) => {
      const stat = statSync(join(ROOT, path));
      return { path, size: stat.size, mtimeMs: stat.mtimeMs };
    });
  writeFileSync(join(outdir, 'inputs.json'), `${JSON.stringify({ inputs }, null, 1)}\n`);
  return true;
}

/** Whether the bundle in `dir` exists and every source it was built from is as it was then. */
export function bundleIsFresh(dir = BUNDLE_DIR, root = ROOT) {
  const manifest = join(dir, 'inputs.json');
  if (!existsSync(join(dir, 'main.js')) || !existsSync(manifest)) return false;
  try {
    const { inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
    return inputs.every(({ path, size, mtimeMs }) => {
      const stat = statSync(join(root, path), { throwIfNoEntry: false });
      return stat !== undefined && stat.size === size && stat.mtimeMs === mtimeMs;
    });
  } catch {
    return false;
  }
}

// `node scripts/cli-bundle.mjs` (npm run build:cli, and prepare at npm install).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
