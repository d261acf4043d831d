import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { ARTIFACTS, browserAvailable, browserRequired } from './taskpane-harness';

// `regula report` in headless Chromium: the TEC exercise under the sample FIDE
// 2026 open regulation, opened from a file with every request outside it refused, its content
// visible, printed to PDF on A4 and on Letter, and screenshotted (test-artifacts/audit-report.png,
// the image docs/cli.md shows as docs/images/audit-report.png).

const dir = mkdtempSync(join(tmpdir(), 'regula-report-browser-'));
const file = join(dir, 'tec-report.html');

/** The number of pages of a PDF: its page objects. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

describe.skipIf(!browserAvailable && !browserRequired)('the audit report in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    const c = capture();
    const args = [
      'report',
      join(REPO_ROOT, 'samples/tournaments/tec-exercise-16.trf'),
      '--regulation',
      join(REPO_ROOT, 'samples/regulations/fide-2026-open.regula'),
      '--time',
      '2026-11-27T00:00:00Z',
    ];
    expect(await run([...args, '--out', file, '--quiet'], c.io), c.err.join('\n')).toBe(0);
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the header, the standings and every tie, fetching nothing but the file', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
    const requests: string[] = [];
    await page.route('**/*', (route) => {
      requests.push(route.request().url());
      return route.request().url() === pathToFileURL(file).href ? route.continue() : route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(file).href);
    expect(await page.title()).toBe('Audit report: Open Championship');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Audit report: Open Championship');
    expect(await page.getByRole('row', { name: /Regulation hash \(SHA-256\)/ }).textContent()).toMatch(/[0-9a-f]{64}/);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['1. Standings', '2. Ties and how they were split']);
    const tie = page.locator('section.tie').filter({ has: page.getByRole('heading', { name: 'Places 2–5: 4 players tied on PTS 3.5' }) });
    await tie.scrollIntoViewIfNeeded();
    expect(await tie.isVisible()).toBe(true);
    // The values that placed Costa and Dahl (BH/C1) and Adams and Petrov (SB), in bold.
    expect(await tie.locator('td.decided').allTextContents()).toEqual(['13', '11.5', '8', '7.25']);
    expect(await tie.getByRole('heading', { level: 4 }).allTextContents()).toEqual([
      'BH/C1: the contributions behind each value (Buchholz, FIDE C.07 art. 8.1)',
      'SB: the contributions behind each value (Sonneborn-Berger, FIDE C.07 art. 9.1)',
    ]);
    expect(await page.locator('section.tie').count()).toBe(4);
    expect(requests).toEqual([pathToFileURL(file).href]);
    expect(errors).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(ARTIFACTS, 'audit-report.png'), clip: { x: 0, y: 0, width: 1000, height: 1400 } });
    await page.close();
  }, 120_000);

  it('prints to PDF on A4 and on Letter, each part on pages of its own', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.emulateMedia({ media: 'print' });
    // In print the tie sections are laid out whole and the contents list is hidden.
    expect(await page.locator('nav').isVisible()).toBe(false);
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The header with the standings, then the ties on a page of their own: at least 3 pages.
      expect(pageCount(pdf), format).toBeGreaterThanOrEqual(3);
      writeFileSync(join(ARTIFACTS, `audit-report-${format.toLowerCase()}.pdf`), pdf);
    }
    await page.close();
  }, 120_000);
});
