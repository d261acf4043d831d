import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveAddin } from '../../scripts/addin-server.mjs';
import { buildAddin } from '../../scripts/build-addin.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { REPO_ROOT } from '../support/fixture-paths';
import type { FakeValue } from '../../addin/demo/fake-workbook';

export const ARTIFACTS = join(REPO_ROOT, 'test-artifacts');
const BUILD = join(ARTIFACTS, 'addin-build');

/** CI sets REGULA_REQUIRE_BROWSER=1: there a missing Chromium fails the suite instead of skipping it. */
export const browserRequired = process.env['REGULA_REQUIRE_BROWSER'] === '1';
export const browserAvailable = existsSync(CHROMIUM_PATH);

if (!browserAvailable && !browserRequired)
  console.warn(
    `\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}.\n!! Install it (apt-get install chromium) to run the task pane tests; CI requires them.\n${'!'.repeat(78)}\n`,
  );

export interface Harness {
  browser: Browser;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Builds the add-in with the fake Excel beside it, serves it (office.js from @microsoft/office-js) and starts Chromium. */
export async function startHarness(): Promise<Harness> {
  if (!browserAvailable) throw new Error(`Chromium is required (REGULA_REQUIRE_BROWSER=1) but ${CHROMIUM_PATH} is missing`);
  mkdirSync(ARTIFACTS, { recursive: true });
  await buildAddin({ outdir: BUILD, extraEntries: { 'fake-excel': 'test/browser/fake-excel-entry.ts' } });
  const server = await serveAddin(BUILD);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    browser,
    server,
    url: `http://127.0.0.1:${port}/taskpane.html`,
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A page with the fake workbook holding `sheets`, injected before office.js and the task pane load;
 * with `sheets` undefined nothing is injected, as in a plain browser outside Office (demo mode).
 * `colorScheme` is the browser's, which the pane follows outside Office; `width` and `height` the
 * pane's (Excel's task pane is 320 px wide by default on Windows, 350 px on the web); `locale` the
 * browser's language (navigator.language, which the pane speaks outside Office), `lang` the page's
 * ?lang= (docs/addin.md "The pane's language").
 */
export async function openTaskpane(
  harness: Harness,
  sheets: Record<string, (FakeValue | null)[][]> | undefined,
  options: { colorScheme?: 'light' | 'dark'; width?: number; height?: number; locale?: string; lang?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await harness.browser.newPage({
    viewport: { width: options.width ?? 420, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    ...(options.locale && { locale: options.locale }),
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  if (sheets) {
    await page.addInitScript({ content: `window.__regulaSheets = ${JSON.stringify(sheets)};` });
    await page.addInitScript({ path: join(BUILD, 'fake-excel.js') });
  }
  await page.goto(options.lang ? `${harness.url}?lang=${options.lang}` : harness.url);
  await page.getByTestId('tab-regulation').waitFor();
  return { page, errors };
}

/**
 * The timing line of a run that has ended: written, stopped or failed. The standings computed
 * show before the writing ends (the timing line then says "writing…"), so a test that reads
 * the workbook waits for this.
 */
export const RUN_ENDED = '[data-testid="timing"][data-done]';

export { openPanel } from './open-panel';
