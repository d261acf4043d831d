/**
 * `npm run docs:screenshots`: the task pane's panels for docs/addin.md and README.md, written to
 * docs/images/ (docs/images/README.md says what each shows). The pane is built and served as the
 * browser tests serve it (test/browser/taskpane-harness.ts: the fake Excel injected, office.js
 * from @microsoft/office-js) and opened in headless Chromium 320 px wide (Excel's task pane on
 * Windows by default), on the VCF K-12 wall
 * chart (samples/tournaments/vcf-k12-2021.csv), ranked by the US Chess preset — in English, and
 * the Results panel in each other language of the pane (the page's ?lang=). Each image is
 * cropped to the pane, from the tabs down to the end of what it is meant to show, so that none is
 * large (at most 200 KB). Run it after a change to how the pane looks; the images are committed.
 * Type-checked with the add-in (addin/tsconfig.json: DOM types).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { FakeValue } from '../addin/demo/fake-workbook';
import { parseCsv } from '../io';
import { PANE_LANGUAGES, stringsFor, type PaneLanguageTag } from '../addin/strings';
import { openPanel, openTaskpane, RUN_ENDED, startHarness, type Harness } from '../test/browser/taskpane-harness';
import { REPO_ROOT } from '../test/support/fixture-paths';

const IMAGES = join(REPO_ROOT, 'docs', 'images');
const MAX_BYTES = 200 * 1024;
/** Excel's task pane on Windows, by default (on the web: 350 px). */
const WIDTH = 320;

const crosstable = parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv'), 'utf8')).map((row) =>
  row.map((v) => (v === undefined ? null : v)),
) as (FakeValue | null)[][];

/** The pane from its top down to the bottom of `until`, as a PNG in docs/images/. */
async function shoot(page: Page, file: string, until: Locator): Promise<void> {
  // No caret, no hover: the same pixels on every run.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Boxes in page coordinates, as the full-page clip takes them: the page scrolled back to its top (Why scrolls its answer into view).
  await page.evaluate(() => window.scrollTo(0, 0));
  const pane = (await page.locator('.app').boundingBox())!;
  const end = (await until.boundingBox())!;
  const path = join(IMAGES, file);
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: pane.x, y: pane.y, width: pane.width, height: Math.ceil(end.y + end.height + 12 - pane.y) },
  });
  const bytes = statSync(path).size;
  console.log(`${file}: ${Math.round(bytes / 1024)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, more than ${MAX_BYTES}: crop it further`);
}

/** The panel shown, from the tabs down. */
const panel = (page: Page) => page.locator('section.panel').locator('visible=true');

/**
 * Regulation (the US Chess preset), Crosstable after a read and Results after a run, in the colour
 * scheme and the pane's language asked for; `take` names the images to write. The light Results
 * stops under the standings; the dark one shows, under them, why the third is above the fourth (a
 * click on the row).
 */
async function panels(
  harness: Harness,
  colorScheme: 'light' | 'dark',
  take: Partial<Record<'regulation' | 'crosstable' | 'results' | 'why', string>>,
  lang: PaneLanguageTag = 'en',
): Promise<void> {
  const words = stringsFor(lang);
  const { page, errors } = await openTaskpane(harness, { Crosstable: crosstable }, { colorScheme, width: WIDTH, lang });
  await page.getByTestId('preset').selectOption('us-chess');
  await page.locator('.cm-content').getByText('then shared').waitFor();
  await page.getByTestId('regulation-status').getByText(words.regulation.status(0, 0)).waitFor();
  if (take.regulation) await shoot(page, take.regulation, panel(page));

  await openPanel(page, 'crosstable');
  await page.getByTestId('read').click();
  await page.getByTestId('issues').getByText(words.crosstable.issues(0)).waitFor();
  if (take.crosstable) await shoot(page, take.crosstable, panel(page));

  await openPanel(page, 'results');
  await page.getByTestId('run').click();
  await page.locator(RUN_ENDED).waitFor();
  if (take.results) await shoot(page, take.results, page.getByTestId('standings'));
  if (take.why) {
    await page.getByTestId('standings').locator('tbody tr[data-testid]').nth(2).click();
    await page.getByTestId('why').waitFor();
    await shoot(page, take.why, page.getByTestId('why'));
  }
  if (errors.length > 0) throw new Error(`the pane reported errors: ${errors.join('; ')}`);
  await page.close();
}

const harness = await startHarness();
try {
  await panels(harness, 'light', {
    regulation: 'taskpane-regulation.png',
    crosstable: 'taskpane-crosstable.png',
    results: 'taskpane-results.png',
  });
  await panels(harness, 'dark', { why: 'taskpane-dark.png' });
  for (const lang of PANE_LANGUAGES.filter((tag) => tag !== 'en'))
    await panels(harness, 'light', { results: `taskpane-results-${lang}.png` }, lang);
} finally {
  await harness.close();
}
