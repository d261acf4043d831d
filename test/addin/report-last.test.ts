import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv, REPORT_MARK } from '../../io';
import { computeRun } from '../../addin/run/compute-run';
import { reportLast } from '../../addin/run/report-last';
import { reportFileName } from '../../addin/taskpane/export-report';
import { run as regula } from '../../cli/main';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

// "Export audit report": the worker keeps the last run and makes `regula
// report`'s HTML of it on demand — the same renderer, so the add-in's report of a sheet is the
// CLI's report of the same crosstable and regulation, but for where the input was read.

const VCF_CSV = join(REPO_ROOT, 'samples/tournaments/vcf-k12-2021.csv');
const VCF_REGULATION = join(REPO_ROOT, 'samples/regulations/vcf-grade-school-qualifier-2020-21.regula');
const TIME = '2026-11-27T00:00:00.000Z';
const request = {
  sheet: 'K-12',
  origin: { row: 1, column: 1 },
  values: parseCsv(readFileSync(VCF_CSV, 'utf8')),
  layout: 'auto' as const,
  opponentNumbers: 'auto' as const,
};

/** The part of a report from the standings on: what the run decided, without its header. */
const decided = (html: string) => html.slice(html.indexOf('<section class="part" id="standings">'));
/** A header row's value. */
const row = (html: string, label: string) =>
  new RegExp(`<th scope="row">${label.replace(/[()]/g, '\\$&')}</th><td[^>]*>([^<]*)</td>`).exec(html)?.[1];

describe('the add-in’s audit report', () => {
  it('is the CLI’s report of the same crosstable and regulation: the same standings, ties and article results, the same hashes', async () => {
    const text = readFileSync(VCF_REGULATION, 'utf8');
    const result = await computeRun({ ...request, section: 'K-12', regulationText: text, input: "'K-12'!A1:N19", ranAt: TIME }, () => 0);
    expect(result.stopped).toBeUndefined();
    const html = reportLast()!;
    expect(html.startsWith(`<!DOCTYPE html>\n${REPORT_MARK}\n`)).toBe(true);
    const c = capture();
    expect(
      await regula(
        ['report', VCF_CSV, '--regulation', VCF_REGULATION, '--section', 'K-12', '--event', 'K-12', '--time', TIME, '--quiet'],
        c.io,
      ),
    ).toBe(1);
    const cli = c.out.join('\n');
    expect(decided(html)).toBe(decided(`${cli}\n`));
    expect(row(html, 'Input')).toBe('&#39;K-12&#39;!A1:N19');
    // The event as read hashes the same from the sheet and from the file; the text as run is the file's text.
    expect(row(html, 'Input hash (SHA-256)')).toBe(row(cli, 'Input hash (SHA-256)'));
    expect(row(html, 'Regulation hash (SHA-256)')).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(row(html, 'Run at')).toBe(TIME);
    expect(html).toContain('<h2>3. Grand prix: VCF Cup points</h2>');
    // In the pane's language: `regula report --lang de`'s words, the values the same.
    const german = reportLast('de-DE')!;
    const c2 = capture();
    await regula(
      [
        'report',
        VCF_CSV,
        '--regulation',
        VCF_REGULATION,
        '--section',
        'K-12',
        '--event',
        'K-12',
        '--time',
        TIME,
        '--quiet',
        '--lang',
        'de',
      ],
      c2.io,
    );
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Prüfbericht');
    expect(decided(german)).toBe(decided(`${c2.out.join('\n')}\n`));
  });

  it('is nothing once a run ranks nothing: a sheet with errors, a sheet of team matches', async () => {
    const text = readFileSync(VCF_REGULATION, 'utf8');
    await computeRun({ ...request, regulationText: text, input: 'x', ranAt: TIME }, () => 0);
    expect(reportLast()).not.toBeNull();
    const broken = request.values.map((r, i) => (i === 4 ? r.map((v, j) => (j === 4 ? 'Q9' : v)) : r));
    expect(
      (await computeRun({ ...request, values: broken, regulationText: text, input: 'x', ranAt: TIME }, () => 0)).stopped,
    ).toBeDefined();
    expect(reportLast()).toBeNull();
    const cup = parseCsv(readFileSync(join(REPO_ROOT, 'samples/tournaments/team-ko-match-1.csv'), 'utf8'));
    const team = readFileSync(join(REPO_ROOT, 'samples/regulations/team-cup-match-tiebreaks.regula'), 'utf8');
    const match = await computeRun({ ...request, values: cup, regulationText: team, input: 'x', ranAt: TIME }, () => 0);
    expect(match.output, match.stopped).toBeDefined();
    expect(reportLast()).toBeNull();
  });

  it('is saved under a file name made of the sheet’s', () => {
    expect(reportFileName('K-12 Section')).toBe('regula-report-k-12-section.html');
    expect(reportFileName('Crosstable')).toBe('regula-report-crosstable.html');
    expect(reportFileName('Ålesund Øpen / 2026')).toBe('regula-report-alesund-pen-2026.html');
    expect(reportFileName('')).toBe('regula-report.html');
  });
});
