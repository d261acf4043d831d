// npm start and npm stop as Office's add-in templates have them ("start": "office-addin-debugging
// start manifest.xml"): the dev server, and the add-in sideloaded into desktop Excel. Microsoft's
// office-addin-debugging sideloads into desktop Excel on Windows and the Mac only, and it is not a
// dependency (it does not install on Linux: docs/addin.md, "Sideloading"), so there it runs through
// npx, which installs it on demand. Elsewhere — Linux, no desktop Excel — npm start runs the dev
// server and prints how to sideload into Excel on the web.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './build-addin.mjs';
import { DEV_PORT, devServerProblem, startDevServer } from './dev-server.mjs';

export const MANIFEST = 'manifest.xml';
/** The systems with a desktop Excel that office-addin-debugging sideloads into (process.platform). */
const DESKTOP = new Set(['win32', 'darwin']);

/** How to sideload by hand into Excel on the web, the dev server running on `port` (docs/addin.md, "Sideloading"). */
export function webSideloadSteps(port = DEV_PORT) {
  return [
    'To open the add-in in Excel on the web:',
    `  1. Open https://localhost:${port}/taskpane.html once in the browser you use for Excel and accept its certificate`,
    '     (or trust .certs/ca.crt for your user: docs/addin.md, "Certificates").',
    '  2. Open a workbook in Excel on the web, then Home → Add-ins → More Settings → Upload My Add-in',
    '     (in older layouts: Insert → Office Add-ins → My Add-ins → Upload My Add-in).',
    `  3. Browse to ${join(ROOT, MANIFEST)} (also served at https://localhost:${port}/${MANIFEST}) and Upload.`,
    '  4. Home → Regula → Regulations opens the task pane.',
  ];
}

/**
 * What `npm start` does on `platform` (a process.platform value): on Windows and the Mac,
 * office-addin-debugging starts the dev server (`npm run dev-server`, unless the port already
 * answers) and sideloads manifest.xml into desktop Excel; anywhere else the dev server runs here
 * and the steps to sideload into Excel on the web are printed.
 */
export function startPlan(platform, port = DEV_PORT) {
  if (DESKTOP.has(platform))
    return {
      action: 'sideload',
      args: [
        'office-addin-debugging',
        'start',
        MANIFEST,
        'desktop',
        '--app',
        'excel',
        '--dev-server',
        'npm run dev-server',
        '--dev-server-port',
        String(port),
      ],
    };
  return { action: 'dev-server', port, steps: webSideloadSteps(port) };
}

/** What `npm stop` does on `platform`: office-addin-debugging unregisters the add-in and stops its dev server; elsewhere there is nothing registered. */
export function stopPlan(platform) {
  if (DESKTOP.has(platform)) return { action: 'unload', args: ['office-addin-debugging', 'stop', MANIFEST] };
  return {
    action: 'nothing',
    lines: [
      `npm start sideloads nothing on ${platform}: Ctrl+C in its terminal stops the dev server.`,
      'Excel on the web keeps an uploaded add-in in the browser: clearing the browser’s cache removes it.',
    ],
  };
}

/** npm's npx beside the node running this (npm sets npm_execpath; else the layouts of Node's installers). */
function npxCli() {
  const candidates = [
    ...(process.env.npm_execpath ? [join(dirname(process.env.npm_execpath), 'npx-cli.js')] : []),
    join(dirname(process.execPath), 'node_modules', 'npm', 'bin', 'npx-cli.js'),
    join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npx-cli.js'),
  ];
  return candidates.find((file) => existsSync(file));
}

/** Runs `npx ARGS` in the repository, its output on this terminal: the exit code, or why it could not run. */
export function runNpx(args) {
  const cli = npxCli();
  if (!cli) return Promise.resolve({ code: undefined, problem: 'npx was not found beside node' });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => resolve({ code: undefined, problem: error.message }));
    child.on('exit', (code, signal) => resolve(code === null ? { code: undefined, problem: `stopped by ${signal}` } : { code }));
  });
}

/**
 * npm start, its system and its effects injected (the tests give them): resolves to the exit code,
 * or to 'serving' while the dev server runs here. Never throws: a problem is one sentence on `error`.
 */
export async function runStart({
  platform = process.platform,
  port = DEV_PORT,
  log = console.log,
  error = console.error,
  npx = runNpx,
  serve = startDevServer,
} = {}) {
  const plan = startPlan(platform, port);
  const steps = webSideloadSteps(port);
  if (plan.action === 'sideload') {
    const done = await npx(plan.args);
    if (done.code === 0) return 0;
    error(
      `office-addin-debugging did not sideload the add-in (${done.problem ?? `exit code ${done.code}`}). The dev server starts here instead; sideload by hand (docs/addin.md, "Sideloading").`,
    );
  }
  try {
    const server = await serve({ port });
    log(`Regula add-in on ${server.url} (watching addin/); Ctrl+C stops.`);
    if (plan.action === 'dev-server') log(`No desktop Excel to sideload into on ${platform}.`);
    for (const line of steps) log(line);
    return 'serving';
  } catch (problem) {
    error(devServerProblem(problem, port));
    return 1;
  }
}

/** npm stop: resolves to the exit code. */
export async function runStop({ platform = process.platform, log = console.log, error = console.error, npx = runNpx } = {}) {
  const plan = stopPlan(platform);
  if (plan.action === 'nothing') {
    for (const line of plan.lines) log(line);
    return 0;
  }
  const done = await npx(plan.args);
  if (done.code !== 0) error(`office-addin-debugging did not stop the add-in (${done.problem ?? `exit code ${done.code}`}).`);
  return done.code ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? DEV_PORT);
  const outcome = process.argv[2] === 'stop' ? await runStop() : await runStart({ port });
  if (outcome !== 'serving') process.exitCode = outcome;
}
