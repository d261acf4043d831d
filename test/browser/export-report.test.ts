import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, REPORT_MARK } from '../../io';
import type { FakeValue } from '../../addin/demo/fake-workbook';
import { REPO_ROOT } from '../support/fixture-paths';
import { ARTIFACTS, browserAvailable, browserRequired, openTaskpane, RUN_ENDED, startHarness, type Harness } from './taskpane-harness';

// "Export audit report" in the task pane, in headless Chromium with the fake
// Excel: after a Run, the button hands over `regula report`'s HTML of that run as a download.

const crosstable = parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv'), 'utf8')).map((row) =>
  row.map((v) => (v === undefined ? null : v)),
) as (FakeValue | null)[][];

describe.skipIf(!browserAvailable && !browserRequired)('Export audit report in the task pane', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('saves the last run’s report as an HTML download, and says where', async () => {
    const { page, errors } = await openTaskpane(harness, { Crosstable: crosstable });
    await page.getByTestId('tab-results').click();
    // Before a run there is nothing to export.
    expect(await page.getByTestId('export-report').count()).toBe(0);
    await page.getByTestId('run').click();
    await page.locator(RUN_ENDED).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-report').click()]);
    expect(download.suggestedFilename()).toBe('regula-report-crosstable.html');
    const path = join(ARTIFACTS, 'taskpane-audit-report.html');
    await download.saveAs(path);
    const html = readFileSync(path, 'utf8');
    expect(html.startsWith(`<!DOCTYPE html>\n${REPORT_MARK}\n`)).toBe(true);
    expect(html).toContain('<tr><th scope="row">Input</th><td>Crosstable!A1:L18</td></tr>');
    expect(html).toContain('<h2>2. Ties and how they were split</h2>');
    expect(html).toMatch(/<h3>Places 3–7: 5 players tied on PTS 3<\/h3>/);
    expect(await page.getByTestId('exported').textContent()).toBe('Saved regula-report-crosstable.html with your downloads.');
    await page.getByTestId('export').screenshot({ path: join(ARTIFACTS, 'taskpane-export-report.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
