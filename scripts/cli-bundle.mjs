// The CLI's precompiled bundle: start-up near Node's own (docs/performance.md "Start-up"). `npm install` builds it
// (the package's `prepare` script) into dist/cli with esbuild: one CommonJS file, whose
// commands' modules are initialised only when a command runs, exceljs left to node_modules
// and loaded when a workbook is. Beside it, V8's code cache of the functions a few sample
// commands run (help, check, rank of a TRF and a CSV): a start then reads compiled bytecode
// instead of parsing and compiling the bundle again (node 20 caches no module by itself).
// bin/regula.mjs runs the bundle while it is fresh — every source file it was built from
// unchanged (size and modification time, recorded in dist/cli/inputs.json) — and the
// TypeScript through tsx otherwise, so an edit is never run from a stale bundle.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUNDLE_DIR = join(ROOT, 'dist', 'cli');
const BUNDLE = 'main.cjs';
const CODE_CACHE = 'main.cjs.code-cache';
/** The code cache of `help` alone: V8 reads a whole cache at start, and help needs a tenth of the code. */
const HELP_CODE_CACHE = 'help.code-cache';
/** Which bundle file the code cache was made from, and by which Node. */
const CODE_CACHE_KEY = 'code-cache.json';

/** The commands run once at build time so that the code caches hold what they compile: help's, then every command's. */
const HELP_WARM_UP = [['help'], ['help', 'rank']];
/** Every command's warm-up: the benches' criteria lists, loaded only by the build (bin/regula.mjs imports this file). */
async function warmUp() {
  const { SHORT_LIST, VALUES_LIST } = await import('../bench/lists.mjs');
  return [
    ['check', 'samples/regulations/fide-2026-open.regula'],
    ['rank', 'samples/tournaments/tec-exercise-16.trf', '--regulation', 'samples/regulations/fide-2026-open.regula'],
    ['rank', 'samples/tournaments/tec-exercise-16.trf', '--criteria', VALUES_LIST, '--format', 'json'],
    ['rank', 'samples/tournaments/vcf-k12-2021.csv', '--criteria', SHORT_LIST, '--format', 'csv'],
  ];
}

/** Builds the bundle into `outdir`; false (after saying why) when esbuild is not installed (npm install --omit=dev). */
export async function buildCli(outdir = BUNDLE_DIR) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    console.warn('regula: esbuild is not installed; the CLI runs its TypeScript through tsx (slower start-up).');
    return false;
  }
  // The folder holds one build: its code cache belongs to its bundle.
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'cli/main.ts' },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['exceljs'],
    // exceljs is loaded with require: a script compiled by node:vm has no loader for import().
    supported: { 'dynamic-import': false },
    // The sources are ES modules: the one `import.meta.url` (demo's samples) is the bundle's own.
    define: { 'import.meta.url': '__regula_bundle_url' },
    banner: { js: 'const __regula_bundle_url = require("node:url").pathToFileURL(__filename).href;' },
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
  // In a plain `node` of its own: V8 accepts a code cache only from the same version and flags.
  // (child_process is loaded here, not at the top: bin/regula.mjs imports this file at every start.)
  const { spawnSync } = await import('node:child_process');
  const warmUp = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--code-cache', outdir], { cwd: ROOT, stdio: 'inherit' });
  if (warmUp.status !== 0)
    console.warn('regula: the CLI bundle has no code cache (the warm-up failed); it runs, a little slower to start.');
  return true;
}

/** Whether the bundle in `dir` exists and every source it was built from is as it was then. */
export function bundleIsFresh(dir = BUNDLE_DIR, root = ROOT) {
  const manifest = join(dir, 'inputs.json');
  if (!existsSync(join(dir, BUNDLE)) || !existsSync(manifest)) return false;
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

/**
 * The bundle's exports (`run`), compiled from its code cache when there is one made from this
 * very file by this Node — help's own for `argv` asking for help; `codeCache` says whether V8
 * used it ('used', 'rejected' — another V8 or other flags, then it compiles as usual — or
 * 'none'). Which cache is read changes only how much is compiled ahead, never what runs.
 */
export function loadBundle(dir = BUNDLE_DIR, argv = []) {
  const file = resolve(dir, BUNDLE);
  const cachedData = readCodeCache(dir, file, asksForHelp(argv) ? HELP_CODE_CACHE : CODE_CACHE);
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  const codeCache = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  return { exports: module.exports, script, codeCache };
}

function bundleKey(file) {
  const { size, mtimeMs } = statSync(file);
  return { size, mtimeMs, node: process.version };
}

/** `regula`, `regula help [command]`, `--help`, `-h`: what cli/main.ts answers from its usage texts alone. */
function asksForHelp(argv) {
  const [command, topic] = argv;
  return (command === undefined || command === 'help' || command === '--help' || command === '-h') && !topic?.includes('/');
}

function readCodeCache(dir, file, name) {
  try {
    const key = JSON.parse(readFileSync(join(dir, CODE_CACHE_KEY), 'utf8'));
    const now = bundleKey(file);
    if (key.size !== now.size || key.mtimeMs !== now.mtimeMs || key.node !== now.node) return undefined;
    return readFileSync(join(dir, name));
  } catch {
    return undefined;
  }
}

/** Runs the warm-up commands on the bundle in `dir`, their output discarded, and writes its code cache. */
async function writeCodeCache(dir) {
  const { exports, script } = loadBundle(dir);
  const quiet = { out() {}, err() {} };
  for (const argv of HELP_WARM_UP) await exports.run(argv, quiet);
  writeFileSync(join(dir, HELP_CODE_CACHE), script.createCachedData());
  for (const argv of await warmUp()) await exports.run(argv, quiet);
  writeFileSync(join(dir, CODE_CACHE), script.createCachedData());
  writeFileSync(join(dir, CODE_CACHE_KEY), `${JSON.stringify(bundleKey(join(dir, BUNDLE)))}\n`);
}

// `node scripts/cli-bundle.mjs` (npm run build:cli, and prepare at npm install).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === '--code-cache') await writeCodeCache(process.argv[3]);
  else await buildCli();
}
