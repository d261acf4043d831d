import type { Page } from 'playwright-core';

/**
 * Opens a panel as a user would at the page's width (the browser tests and bench/addin-run.ts): its tab, or, when the tab did not fit
 * (addin/taskpane/panel-tabs.tsx), the "more" menu's item.
 */
export async function openPanel(page: Page, name: 'regulation' | 'crosstable' | 'results' | 'scenarios'): Promise<void> {
  const tab = page.getByTestId(`tab-${name}`);
  if (await tab.isVisible()) {
    await tab.click();
    return;
  }
  await page.getByTestId('tab-more').click();
  await page.getByTestId(`more-${name}`).click();
}
