import type { EngineIssue, PlayerId } from '../../engine';
import type { AuditReport, ReportPart, ReportTable } from '../output/audit-report';
import type { CellBlock } from '../output/standings';
import { REPORT_HEADER_LABELS, RESULT_WORDS, type ReportHeaderLabel, type ResultWords } from '../output/result-words';
import { tieGroups, type TieGroup } from '../output/tie-groups';
import { tieSectionHtml, type TieContext } from './report-ties';
import { REPORT_STYLE } from './report-style';
import { escape } from './html';
import { tableHtml } from './report-table';

/*
 * The audit report as one self-contained HTML file (docs/cli.md "regula report"): no script, no link,
 * no font or image fetched — inline CSS for the screen and for print (each part on a new
 * page, table headers repeated, rows kept whole; page size left to the printer, A4 or
 * Letter). Every text from the input is escaped. The same run gives the same bytes; only
 * the run time in the header differs between two runs. In the language of `words` (`report --lang`):
 * its headings, sentences and labels, numbers with its decimal mark; codes, acronyms, hashes and
 * what the engine words itself (an issue's message, a step's reason) as they are.
 */

/** The first comment of every audit report: how `--out` knows a file it may replace is Regula's own. */
export const REPORT_MARK = '<!-- Regula: the audit report of a run -->';

export function auditReportHtml(report: AuditReport, words: ResultWords = RESULT_WORDS.en): string {
  const { report: own } = words;
  const names = new Map(report.ranking.crosstable.players.map((p) => [p.id, p.name]));
  const standings = new Map(report.ranking.standings.map((s) => [s.player, s]));
  const groups = tieGroups(report.ranking);
  const parts: { id: string; title: string; body: string[] }[] = [
    { id: 'standings', title: own.parts.standings, body: standingsBody(report, words) },
    {
      id: 'ties',
      title: own.parts.ties,
      body: tiesBody(report, groups, { ranking: report.ranking, names, standings, participants: report.participants, words }),
    },
    ...report.parts.map((part) => ({ id: part.id, title: part.title, body: partBody(part, words) })),
    ...(report.issues.length > 0 ? [{ id: 'issues', title: own.parts.issues, body: issuesBody(report.issues, names, words) }] : []),
  ];
  const title = own.title(report.title);
  const out: string[] = [
    '<!DOCTYPE html>',
    REPORT_MARK,
    `<html lang="${words.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(title)}</title>`,
    `<style>${REPORT_STYLE}</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>${escape(title)}</h1>`,
    ...(report.event ? [`<p class="subtitle">${escape(report.event)}</p>`] : []),
    headerTable(report.header, words),
    `<nav aria-label="${escape(own.contents)}">`,
    '<ol>',
    ...parts.map((p, i) => `<li><a href="#${p.id}">${i + 1}. ${escape(p.title)}</a></li>`),
    '</ol>',
    '</nav>',
    '</header>',
    '<main>',
  ];
  parts.forEach((part, i) => {
    out.push(`<section class="part" id="${part.id}">`, `<h2>${i + 1}. ${escape(part.title)}</h2>`);
    for (const line of part.body) out.push(line);
    out.push('</section>');
  });
  out.push('</main>', '</body>', '</html>');
  return `${out.join('\n')}\n`;
}

/** The run's header: one row per fact, hashes in a monospace font. */
function headerTable(header: CellBlock, words: ResultWords): string {
  const worded = (label: string) =>
    (REPORT_HEADER_LABELS as readonly string[]).includes(label) ? words.report.header[label as ReportHeaderLabel] : label;
  const rows = header.map(([label, value]) => {
    const text = value === null || value === undefined ? '–' : String(value);
    const hash = String(label).includes('SHA-256');
    return `<tr><th scope="row">${escape(worded(String(label)))}</th><td${hash ? ' class="hash"' : ''}>${escape(text)}</td></tr>`;
  });
  return ['<table class="run">', '<tbody>', ...rows, '</tbody>', '</table>'].join('\n');
}

function standingsBody(report: AuditReport, words: ResultWords): string[] {
  const count = report.standings.length - 1;
  return [
    `<p>${escape(words.report.standingsIntro(count, report.participants, words.headers.decidedBy))}</p>`,
    tableHtml({ cells: report.standings }, 'standings', words),
    ...(report.notes ?? []).map((note) => `<p class="note">${escape(note)}</p>`),
  ];
}

function tiesBody(report: AuditReport, groups: readonly TieGroup[], context: TieContext): string[] {
  const own = context.words.report;
  if (groups.length === 0) return [`<p>${escape(own.noTies(report.participants, firstHeader(report)))}</p>`];
  const tied = groups.reduce((n, g) => n + g.members.length, 0);
  const lines = [`<p>${escape(own.tiesIntro(groups.length, report.participants, firstHeader(report), tied))}</p>`];
  for (const group of groups) lines.push(tieSectionHtml(group, context));
  return lines;
}

function firstHeader(report: AuditReport): string {
  return report.ranking.columns[0]?.header ?? 'points';
}

function partBody(part: ReportPart, words: ResultWords): string[] {
  return part.tables.map((table: ReportTable) => tableHtml(table, 'block', words));
}

function issuesBody(issues: readonly EngineIssue[], names: ReadonlyMap<PlayerId, string>, words: ResultWords): string[] {
  const items = issues.map((issue) => {
    const where = [
      issue.player !== undefined ? `${names.get(issue.player) ?? ''} (${issue.player})`.trim() : undefined,
      issue.criterion,
      issue.round !== undefined ? words.explain.round(issue.round) : undefined,
    ].filter((w) => w !== undefined);
    return `<li>${escape(`${words.report.severity[issue.severity]} ${issue.code}${where.length > 0 ? ` [${where.join(', ')}]` : ''}: ${issue.message}`)}</li>`;
  });
  return ['<ul class="issues">', ...items, '</ul>'];
}
