import type { Evaluation, ArticleResults, TeamEvaluation } from '../../engine';
import { auditReportHtml, individualReport, teamReport, type CellBlock } from '../../io';
import { REGULA_VERSION } from '../../pipeline';
import { resultWordsFor } from './result-words';

/*
 * "Export audit report": the worker keeps what the last run ranked — its
 * evaluation, its articles and the header it wrote on its sheets — and makes `regula report`'s
 * HTML from it on demand (io/render/report-html.ts, the same renderer), so a run of a
 * 5,000-player event does not build a report nobody asked for.
 */
type Kept =
  | { kind: 'individual'; evaluation: Evaluation; articles: ArticleResults; header: CellBlock }
  | { kind: 'team'; evaluation: TeamEvaluation; header: CellBlock };

let last: Kept | undefined;

/** What the run that just finished ranked, with its header; undefined for a run with no report (a sheet of team matches). */
export function keepForReport(run: Kept | undefined): void {
  last = run;
}

/** The audit report of the last run as one HTML file, in the pane's language (`regula report --lang`'s words); null when no run has ranked anything yet. */
export function reportLast(paneLanguage?: string): string | null {
  if (!last) return null;
  const words = resultWordsFor(paneLanguage);
  return auditReportHtml(
    last.kind === 'team'
      ? teamReport(last.evaluation, last.header, REGULA_VERSION, words)
      : individualReport(last.evaluation, last.articles, last.header, REGULA_VERSION, words),
    words,
  );
}
