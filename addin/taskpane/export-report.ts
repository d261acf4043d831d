import type { EngineClient } from '../run/engine-client';
import type { PaneStrings } from '../strings';

/*
 * "Export audit report": the last run's report — `regula report`'s HTML, made
 * in the engine worker (run/report-last.ts) — handed to the user as a file. A task pane cannot
 * write to the disk itself: the file is a Blob behind an <a download> link clicked for the user,
 * which Excel on the web (the browser's downloads) and Excel on Windows (WebView2's download bar,
 * shown in the pane) save as a download. Excel on the Mac (WKWebView) ignores downloads by design
 * (https://github.com/OfficeDev/office-js/issues/2700, closed "by design"): docs/addin.md says so,
 * and the command line writes the same report.
 */

/** The file name a report is saved under: "regula-report-k-12-section.html" for the sheet "K-12 Section". */
export function reportFileName(sheet: string): string {
  const slug = sheet
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `regula-report${slug ? `-${slug}` : ''}.html`;
}

/** Asks the worker for the last run's report (in `language`, the pane's) and saves it as a download; what happened, in a sentence for the pane (in `words`' language). */
export async function exportAuditReport(
  engine: Pick<EngineClient, 'report'>,
  sheet: string,
  words: PaneStrings,
  language?: string,
  page: Document = document,
): Promise<string> {
  const html = await engine.report(language);
  if (html === null) return words.results.reportUnavailable;
  const name = reportFileName(sheet);
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = page.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  page.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL: it is released a minute later, not at once (a browser may still be reading it).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return words.results.reportSaved(name);
}
