/**
 * The Excel add-in as a user meets it (docs/performance.md "Start-up and whole-process times"):
 * the size of what the task pane downloads, how long its engine takes to load, and a 3,000-player event computed in the engine worker.
 *
 * The add-in is built as a release is (scripts/build-addin.mjs, minified) into a temporary
 * folder and served as the browser tests serve it (scripts/addin-server.mjs: office.js from
 * @microsoft/office-js), then opened in headless Chromium (scripts/chromium.mjs) outside Office,
 * where the pane runs in demo mode. A script run before the page's own wraps `Worker`: when the
 * pane creates its engine worker (addin/taskpane/use-session.ts) the wrapper posts it a small
 * `read` request at once, so the time from `new Worker` to that answer is the engine's load
 * (fetch, compile, evaluate, its warm-up — addin/run/warm-up.ts — and one tiny request); the pane's EngineClient ignores an answer whose
 * id it did not send. The 3,000 × 11 Swiss then goes to that same worker as the pane sends a
 * run (addin/run/run-messages.ts: the used range's values, the regulation's text), timed from
 * postMessage to the answer. Part of `npm run bench`; alone: `npm run bench:addin`. Without
 * Chromium the browser figures are skipped with a message. Type-checked with the add-in
 * (addin/tsconfig.json: DOM types).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ReadRequest, RunRequest, WorkerRequest } from '../addin/run/run-messages';
import { writeGrid } from '../io';
import { serveAddin } from '../scripts/addin-server.mjs';
import { buildAddin, ROOT } from '../scripts/build-addin.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { benchSwiss } from './events';

const TASKPANE_GZIP_TARGET_KB = 600;
const ENGINE_LOAD_TARGET_MS = 1000;
const RUN_TARGET_MS = 1000;
const PROBE_ID = -1;

/** What the page script keeps on `window` (see PAGE_SCRIPT). */
interface BenchWindow {
  __regulaBench: {
    /** Milliseconds from the pane's `new Worker` to the worker's first answer, and since navigation. */
    engineReady: Promise<{ loadMs: number; sinceNavigationMs: number }>;
    request: RunRequest | undefined;
    run(id: number): Promise<RunAnswer>;
  };
}

interface RunAnswer {
  ms: number;
  ok: boolean;
  message?: string;
  computeMs?: number;
  stopped?: string;
  sheets?: number;
}

/** The smallest read a worker can answer: two header cells. */
const PROBE: WorkerRequest = {
  id: PROBE_ID,
  kind: 'read',
  request: {
    sheet: 'Probe',
    origin: { row: 1, column: 1 },
    values: [['No', 'Name']],
    layout: 'auto',
    opponentNumbers: 'auto',
  } satisfies ReadRequest,
};

// Plain JavaScript run in the page before its own scripts (tsx's function names would not survive a function passed as such).
const PAGE_SCRIPT = `(() => {
  const Native = window.Worker;
  let ready;
  const bench = { worker: undefined, request: undefined, engineReady: new Promise((resolve) => (ready = resolve)) };
  window.__regulaBench = bench;
  window.Worker = class extends Native {
    constructor(url, options) {
      const started = performance.now();
      super(url, options);
      if (bench.worker !== undefined || !String(url).endsWith('engine-worker.js')) return;
      bench.worker = this;
      const probe = (event) => {
        if (event.data.id !== ${PROBE_ID}) return;
        this.removeEventListener('message', probe);
        ready({ loadMs: performance.now() - started, sinceNavigationMs: performance.now() });
      };
      this.addEventListener('message', probe);
      this.postMessage(${JSON.stringify(PROBE)});
    }
  };
  bench.run = (id) =>
    new Promise((resolve) => {
      const started = performance.now();
      const answer = (event) => {
        if (event.data.id !== id) return;
        const ms = performance.now() - started;
        bench.worker.removeEventListener('message', answer);
        const data = event.data;
        resolve(
          data.ok
            ? { ms, ok: true, computeMs: data.value.computeMs, stopped: data.value.stopped, sheets: data.value.output ? data.value.output.sheets.length : 0 }
            : { ms, ok: false, message: data.message },
        );
      };
      bench.worker.addEventListener('message', answer);
      bench.worker.postMessage({ id, kind: 'run', request: bench.request });
    });
})();`;

/** The middle of the samples (the upper one of an even count), as every row of the add-in benches reports it. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const met = (ok: boolean) => (ok ? 'met' : 'missed');

/** One row of the add-in benches' tables: the label, the median, the spread and the target. */
export function line(label: string, samples: number[], target: string): void {
  const spread = `${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)}`;
  console.log(`${label.padEnd(62)}${`${median(samples).toFixed(0)} ms`.padStart(8)}  ${spread.padEnd(13)}   ${target}`);
}

function reportSizes(dir: string): void {
  const size = (file: string) => {
    const bytes = readFileSync(join(dir, file));
    return { raw: bytes.length, gzip: gzipSync(bytes).length };
  };
  const pane = [size('taskpane.js'), size('taskpane.css')];
  const paneRaw = pane.reduce((sum, s) => sum + s.raw, 0);
  const paneGzip = pane.reduce((sum, s) => sum + s.gzip, 0);
  const worker = size('engine-worker.js');
  const officeJs = statSync(join(ROOT, 'node_modules', '@microsoft', 'office-js', 'dist', 'office.js')).size;
  console.log(
    `${'task pane bundle (taskpane.js + taskpane.css)'.padEnd(62)}${kb(paneRaw).padStart(8)} raw, ${kb(paneGzip)} gzip` +
      `   target ≤ ${TASKPANE_GZIP_TARGET_KB} KB gzip: ${met(paneGzip <= TASKPANE_GZIP_TARGET_KB * 1024)}`,
  );
  console.log(`${'engine worker bundle (engine-worker.js)'.padEnd(62)}${kb(worker.raw).padStart(8)} raw, ${kb(worker.gzip)} gzip`);
  console.log(`  (office.js, Microsoft's, from its CDN: ${kb(officeJs)} raw for its loader, not counted)`);
}

/** Opens the task pane; the pane's own start and its engine's load. */
async function openPane(
  browser: Browser,
  url: string,
  errors: string[],
): Promise<{ page: Page; paneMs: number; loadMs: number; readyMs: number }> {
  const page = await browser.newPage({ viewport: { width: 420, height: 900 } });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript({ content: PAGE_SCRIPT });
  const started = performance.now();
  await page.goto(url);
  await page.getByTestId('tab-regulation').waitFor();
  const paneMs = performance.now() - started;
  const engine = await page.evaluate(() => (window as unknown as BenchWindow).__regulaBench.engineReady);
  return { page, paneMs, loadMs: engine.loadMs, readyMs: engine.sinceNavigationMs };
}

export async function benchAddinLoad(runs: number): Promise<void> {
  console.log('\nExcel add-in: the release build (minified), served locally; Chromium headless, outside Office (demo mode)');
  const dir = mkdtempSync(join(tmpdir(), 'regula-bench-addin-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    const built = performance.now();
    await buildAddin({ outdir: dir, minify: true });
    console.log(`built in ${(performance.now() - built).toFixed(0)} ms (scripts/build-addin.mjs, minify: true)`);
    reportSizes(dir);
    if (!existsSync(CHROMIUM_PATH)) {
      console.log(`skipped: the load and run times in the browser need Chromium at ${CHROMIUM_PATH} (CHROMIUM_PATH)`);
      return;
    }
    server = await serveAddin(dir);
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/taskpane.html`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const errors: string[] = [];
    const pane: number[] = [];
    const load: number[] = [];
    const ready: number[] = [];
    let page: Page | undefined;
    for (let i = 0; i < runs; i++) {
      await page?.close();
      const opened = await openPane(browser, url, errors);
      page = opened.page;
      pane.push(opened.paneMs);
      load.push(opened.loadMs);
      ready.push(opened.readyMs);
    }
    console.log(`${''.padEnd(62)}${'median'.padStart(8)}  ${'min–max'.padEnd(13)}   target    (median of ${runs}, a new page each)`);
    line('task pane shown (goto taskpane.html to its first panel)', pane, '—');
    line(
      'engine worker loaded and warmed up (new Worker to its first answer)',
      load,
      `≤ ${ENGINE_LOAD_TARGET_MS / 1000} s: ${met(median(load) <= ENGINE_LOAD_TARGET_MS)}`,
    );
    line('engine worker ready since the pane was opened', ready, '—');

    // A 3,000-player, 11-round Swiss as the pane sends it: the used range's values (Excel gives '' for an empty cell).
    const crosstable = benchSwiss(3000, 11);
    const values = writeGrid(crosstable).map((row) => row.map((v) => (v === undefined || v === null ? '' : v)));
    const request: RunRequest = {
      sheet: 'Swiss',
      origin: { row: 1, column: 1 },
      values,
      layout: 'auto',
      opponentNumbers: 'auto',
      regulationText: readFileSync(join(ROOT, 'samples', 'regulations', 'fide-2026-open.regula'), 'utf8'),
      input: `'Swiss'!A1`,
      ranAt: new Date(0).toISOString(),
    };
    await page!.evaluate((r) => void ((window as unknown as BenchWindow).__regulaBench.request = r), request);
    const round: number[] = [];
    const compute: number[] = [];
    for (let i = 0; i < runs; i++) {
      const answer = await page!.evaluate((id) => (window as unknown as BenchWindow).__regulaBench.run(id), 1_000_000 + i);
      if (!answer.ok || answer.stopped) throw new Error(`the worker did not rank the event: ${answer.message ?? answer.stopped}`);
      round.push(answer.ms);
      compute.push(answer.computeMs!);
    }
    line(
      'run 3,000 x 11, fide-2026-open.regula, in the worker',
      round,
      `≤ ${RUN_TARGET_MS / 1000} s: ${met(median(round) <= RUN_TARGET_MS)}   (postMessage to answer)`,
    );
    line('  of which the worker computed (RunResult.computeMs)', compute, '—');
    if (errors.length > 0) console.log(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser?.close();
    if (server) await new Promise((resolve) => server!.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npm run bench:addin`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchAddinLoad(Number(process.env['BENCH_RUNS'] ?? 5));
