import type { EngineIssue, PlayerId } from '../../engine';
import type { AuditReport, ReportPart, ReportTable } from '../output/audit-report';
import type { CellBlock } from '../output/standings';
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
 * the run time in the header differs between two runs.
 */

/** The first comment of every audit report: how `--out` knows a file it may replace is Regula's own. */
export const REPORT_MARK = '<!-- Regula: the audit report of a run -->';

export function auditReportHtml(report: AuditReport): string {
  const names = new Map(report.ranking.crosstable.players.map((p) => [p.id, p.name]));
  const standings = new Map(report.ranking.standings.map((s) => [s.player, s]));
  const groups = tieGroups(report.ranking);
  const parts: { id: string; title: string; body: string[] }[] = [
    { id: 'standings', title: 'Standings', body: standingsBody(report) },
    {
      id: 'ties',
      title: 'Ties and how they were split',
      body: tiesBody(report, groups, { ranking: report.ranking, names, standings, participants: report.participants }),
    },
    ...report.parts.map((part) => ({ id: part.id, title: part.title, body: partBody(part) })),
    ...(report.issues.length > 0
      ? [{ id: 'issues', title: 'Errors and warnings of the run', body: issuesBody(report.issues, names) }]
      : []),
  ];
  const title = `Audit report: ${report.title}`;
  const out: string[] = [
    '<!DOCTYPE html>',
    REPORT_MARK,
    '<html lang="en">',
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
    headerTable(report.header),
    '<nav aria-label="Contents">',
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
function headerTable(header: CellBlock): string {
  const rows = header.map(([label, value]) => {
    const text = value === null || value === undefined ? '–' : String(value);
    const hash = String(label).includes('SHA-256');
    return `<tr><th scope="row">${escape(String(label))}</th><td${hash ? ' class="hash"' : ''}>${escape(text)}</td></tr>`;
  });
  return ['<table class="run">', '<tbody>', ...rows, '</tbody>', '</table>'].join('\n');
}

function standingsBody(report: AuditReport): string[] {
  const count = report.standings.length - 1;
  return [
    `<p>${count} ${report.participants === 'teams' ? 'teams' : 'players'}, in the order of the ranking; “Decided by” names the criterion that placed each one.</p>`,
    tableHtml({ cells: report.standings }, 'standings'),
    ...(report.notes ?? []).map((note) => `<p class="note">${escape(note)}</p>`),
  ];
}

function tiesBody(report: AuditReport, groups: readonly TieGroup[], context: TieContext): string[] {
  if (groups.length === 0) return [`<p>No ${report.participants} were tied on ${firstHeader(report)}: the list had nothing to split.</p>`];
  const tied = groups.reduce((n, g) => n + g.members.length, 0);
  const lines = [
    `<p>${groups.length} ${groups.length === 1 ? 'group' : 'groups'} of ${report.participants} tied on ${escape(firstHeader(report))} (${tied} ${report.participants}). ` +
      'For each: the criteria compared in the order of the list and each member’s value, each step of the split, ' +
      'and the contributions behind every value that decided (C.07 art. 4.2: a criterion applies only to those still tied).</p>',
  ];
  for (const group of groups) lines.push(tieSectionHtml(group, context));
  return lines;
}

function firstHeader(report: AuditReport): string {
  return report.ranking.columns[0]?.header ?? 'points';
}

function partBody(part: ReportPart): string[] {
  return part.tables.map((table: ReportTable) => tableHtml(table, 'block'));
}

function issuesBody(issues: readonly EngineIssue[], names: ReadonlyMap<PlayerId, string>): string[] {
  const items = issues.map((issue) => {
    const where = [
      issue.player !== undefined ? `${names.get(issue.player) ?? ''} (${issue.player})`.trim() : undefined,
      issue.criterion,
      issue.round !== undefined ? `round ${issue.round}` : undefined,
    ].filter((w) => w !== undefined);
    return `<li>${escape(`${issue.severity} ${issue.code}${where.length > 0 ? ` [${where.join(', ')}]` : ''}: ${issue.message}`)}</li>`;
  });
  return ['<ul class="issues">', ...items, '</ul>'];
}
