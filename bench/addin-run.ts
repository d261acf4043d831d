/**
 * Run in the task pane as an arbiter meets it (docs/performance.md "Run in the pane"): the
 * release build (minified) in headless Chromium, the workbook the browser tests use
 * (addin/demo/fake-excel.ts, injected as test/browser/fake-excel-entry.ts does) holding one
 * sheet: a 179-player, 11-round Swiss (seed 2026) as a crosstable grid, 179 × 21 cells with its
 * header. The regulation is the full FIDE list (bench/lists.mjs). Timed from the click on Run to
 * the standings shown (the Results panel's timing line), median of BENCH_RUNS pages; then a
 * re-run of the same page, and a Live re-run after one result changes, from the edit to the
 * timing line less the pane's debounce (LIVE_DELAY_MS) — with the requests and cells each writes.
 * Part of `npm run bench`; alone: `node --import tsx bench/addin-run.ts`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FakeValue, FakeWorkbook } from '../addin/demo/fake-workbook';
import { LIVE_DELAY_MS } from '../addin/taskpane/live-delay';
import { writeGrid } from '../io';
import { serveAddin } from '../scripts/addin-server.mjs';
import { buildAddin } from '../scripts/build-addin.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { openPanel } from '../test/browser/open-panel';
import { line, median } from './addin-load';
import { benchSwiss } from './events';
import { VALUES_LIST } from './lists.mjs';

const PLAYERS = 179;
const ROUNDS = 11;
const RUN_TARGET_MS = 500;
const LIVE_TARGET_MS = 300;

/** The full FIDE list as a regulation: every criterion of the corpus's values list after PTS. */
export function fullListRegulation(): string {
  const criteria = VALUES_LIST.split(' ').filter((c) => c !== 'PTS');
  return [
    'regulation "Full FIDE list" version "1"',
    'rules fide-2026 swiss',
    'tie-breaks',
    ...criteria.map((c, i) => `  ${i + 1}. ${c}`),
    '',
  ].join('\n');
}

interface Written {
  requests: number;
  bytes: number;
  cells: number;
}

interface Timed {
  /** Click (or edit) to the standings shown, and to the writing done. */
  shownMs: number;
  writtenMs: number;
  timing: string;
  written: Written;
}

type Book = { __fakeWorkbook: FakeWorkbook };

/** What the workbook received since `mark`: its requests, their bytes, and the cells the pane set. */
async function writtenSince(page: Page, mark: { requests: number; cells: number }): Promise<Written> {
  const now = await page.evaluate(() => {
    const book = (window as unknown as Book).__fakeWorkbook;
    return { requests: book.requests.slice(), cells: book.cellWrites };
  });
  const requests = now.requests.slice(mark.requests);
  return { requests: requests.length, bytes: requests.reduce((s, b) => s + b, 0), cells: now.cells - mark.cells };
}

async function mark(page: Page): Promise<{ requests: number; cells: number }> {
  return page.evaluate(() => {
    const book = (window as unknown as Book).__fakeWorkbook;
    return { requests: book.requests.length, cells: book.cellWrites };
  });
}

/**
 * Watches, from now on, for the standings of the next run to show — the timing line changes, to
 * "… · writing…" while the output is written — and for the writing to end ("… write N ms (…)");
 * both in page milliseconds since `start` ("click": the Run button's click; else now). A
 * MutationObserver set up before the click: the page's main thread is busy while the demo
 * workbook takes the writes, so a script sent after the click would run only once they are done.
 */
async function watchRun(page: Page, start: 'click' | 'now'): Promise<void> {
  // Plain JavaScript: tsx's helpers for named functions do not exist in the page.
  await page.evaluate(`(() => {
    const previous = document.querySelector('[data-testid="timing"]')?.textContent ?? null;
    const watch = { from: performance.now(), shownMs: undefined };
    if (${JSON.stringify(start)} === 'click')
      document.querySelector('[data-testid="run"]').addEventListener('click', () => (watch.from = performance.now()), { once: true, capture: true });
    window.__regulaRunWatch = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const text = document.querySelector('[data-testid="timing"]')?.textContent ?? null;
        if (text === null || text === previous) return;
        watch.shownMs ??= performance.now() - watch.from;
        if (!/write \\d+ ms \\(/.test(text)) return;
        observer.disconnect();
        resolve({ shownMs: watch.shownMs, writtenMs: performance.now() - watch.from, timing: text });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  })()`);
}

const watched = async (page: Page) =>
  (await page.evaluate('window.__regulaRunWatch')) as { shownMs: number; writtenMs: number; timing: string };

async function clickRun(page: Page): Promise<Timed> {
  const at = await mark(page);
  await watchRun(page, 'click');
  await page.getByTestId('run').click();
  const times = await watched(page);
  return { ...times, written: await writtenSince(page, at) };
}

async function openPane(
  browser: Browser,
  url: { dir: string; page: string },
  grid: (FakeValue | null)[][],
  errors: string[],
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 320, height: 900 } });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript({ content: `window.__regulaSheets = ${JSON.stringify({ Swiss: grid })};` });
  await page.addInitScript({ path: join(url.dir, 'fake-excel.js') });
  await page.goto(url.page);
  await page.getByTestId('tab-regulation').waitFor();
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(fullListRegulation());
  await page.getByTestId('regulation-status').waitFor();
  await openPanel(page, 'results');
  return page;
}

/**
 * The two cells (1-based) that make the first player's round-1 game a draw: the "R1 Res" column
 * of the grid writeGrid makes, on the player's row and the opponent's.
 */
function drawInRoundOne(grid: readonly (readonly (FakeValue | null)[])[]): { row: number; column: number }[] {
  const header = grid.findIndex((row) => row.includes('R1 Res'));
  const result = grid[header]!.indexOf('R1 Res');
  const opponentColumn = grid[header]!.indexOf('R1 Opp');
  const first = header + 1;
  const opponent = grid.findIndex((row, i) => i > header && row[0] === grid[first]![opponentColumn]);
  if (header < 0 || opponent < 0) throw new Error('the bench grid has no R1 Res column or no round-1 opponent');
  return [first, opponent].map((row) => ({ row: row + 1, column: result + 1 }));
}

const describe = (w: Written) => `${w.requests} requests, ${(w.bytes / 1024).toFixed(0)} KB, ${w.cells} cells`;

export async function benchAddinRun(runs: number): Promise<void> {
  console.log(
    `\nRun in the task pane: ${PLAYERS} × ${ROUNDS} Swiss (179 × 21 cells), full FIDE list, release build, 320 px, demo workbook`,
  );
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`skipped: needs Chromium at ${CHROMIUM_PATH} (CHROMIUM_PATH)`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'regula-bench-addin-run-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    await buildAddin({ outdir: dir, minify: true, extraEntries: { 'fake-excel': 'test/browser/fake-excel-entry.ts' } });
    server = await serveAddin(dir);
    const address = server.address();
    const url = { dir, page: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/taskpane.html` };
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const grid = writeGrid(benchSwiss(PLAYERS, ROUNDS)).map((row) =>
      row.map((v) => (v === undefined || v === '' ? null : (v as FakeValue))),
    );
    const errors: string[] = [];
    const first: Timed[] = [];
    const again: Timed[] = [];
    const live: Timed[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await openPane(browser, url, grid, errors);
      first.push(await clickRun(page));
      again.push(await clickRun(page));
      await page.getByTestId('live').click();
      await page.waitForTimeout(300);
      // One result changes, as an arbiter corrects it: the first player's round-1 game becomes a draw on both players' rows.
      const at = await mark(page);
      await watchRun(page, 'now');
      await page.evaluate((edits) => {
        const book = (window as unknown as Book).__fakeWorkbook;
        for (const edit of edits) void book.userEdit('Swiss', edit.row, edit.column, [[0.5]]);
      }, drawInRoundOne(grid));
      const times = await watched(page);
      live.push({
        shownMs: times.shownMs - LIVE_DELAY_MS,
        writtenMs: times.writtenMs - LIVE_DELAY_MS,
        timing: times.timing,
        written: await writtenSince(page, at),
      });
      await page.close();
    }
    console.log(`${''.padEnd(62)}${'median'.padStart(8)}  ${'min–max'.padEnd(13)}   target    (median of ${runs}, a new page each)`);
    const met = (ms: number, target: number) => `≤ ${target / 1000} s: ${ms <= target ? 'met' : 'missed'}`;
    const report = (label: string, timed: Timed[], target: number) => {
      const shown = timed.map((t) => t.shownMs);
      line(`${label}: standings shown`, shown, met(median(shown), target));
      line(
        `${label}: written to the workbook`,
        timed.map((t) => t.writtenMs),
        '—',
      );
      console.log(`  the pane's timing line: ${timed[0]!.timing}; wrote ${describe(timed[0]!.written)}`);
    };
    report('Run (first of the page)', first, RUN_TARGET_MS);
    report('Run again, nothing changed', again, RUN_TARGET_MS);
    report(`Live, one result changed (less the ${LIVE_DELAY_MS} ms wait)`, live, LIVE_TARGET_MS);
    if (errors.length > 0) console.log(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser?.close();
    if (server) await new Promise((resolve) => server!.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchAddinRun(Number(process.env['BENCH_RUNS'] ?? 5));
