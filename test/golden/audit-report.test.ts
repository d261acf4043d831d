/**
 * `regula report`: the audit reports of the sample events (samples/tournaments,
 * README there gives each one's source) under their sample regulations, with a fixed run time,
 * against golden files in test/golden/report/ (written by
 * `npx vitest run test/golden/audit-report.test.ts -u` after a deliberate change, and reviewed as
 * text; README there). The Regula version is in each header: a new version rewrites them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

const TIME = '2026-11-27T00:00:00Z';
const dir = mkdtempSync(join(tmpdir(), 'regula-report-golden-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** [golden file, event, regulation (undefined: the one saved in the workbook), what the report holds beyond the standings and ties] */
const CASES: [string, string, string | undefined, string[]][] = [
  ['tec-exercise-16-fide-2026-open', 'tec-exercise-16.trf', 'fide-2026-open', []],
  ['tec-exercise-16-hort-prize-money', 'tec-exercise-16.trf', 'hort-prize-money', ['Prizes']],
  ['vcf-k12-2021', 'vcf-k12-2021.xlsx', undefined, ['Grand prix: VCF Cup points', 'Teams: School', 'Qualification: SSIT berths']],
  ['club-championship-drr-8', 'club-championship-drr-8.trf', 'club-double-round-robin', ['Withdrawals', 'Errors and warnings of the run']],
  ['world-youth-2023', 'tec-exercise-16-youth.trf', 'world-youth-2023', ['Prizes']],
  ['team-swiss-6', 'team-swiss-6.trf', 'fide-2026-team-swiss', []],
];

async function report(event: string, regulation: string | undefined): Promise<string> {
  const out = join(dir, `${event}-${regulation ?? 'saved'}.html`);
  const c = capture();
  const args = ['report', join(REPO_ROOT, 'samples/tournaments', event), '--time', TIME, '--out', out, '--quiet'];
  if (regulation) args.push('--regulation', join(REPO_ROOT, 'samples/regulations', `${regulation}.regula`));
  const code = await run(args, c.io);
  expect([0, 1], c.err.join('\n')).toContain(code);
  return readFileSync(out, 'utf8');
}

describe('the audit reports of the sample events', () => {
  it.each(CASES)('%s: as the golden file, with its parts', async (golden, event, regulation, parts) => {
    const html = await report(event, regulation);
    await expect(html).toMatchFileSnapshot(`report/${golden}.html`);
    const titles = [...html.matchAll(/<h2>\d+\. ([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(titles.slice(0, 2)).toEqual(['Standings', 'Ties and how they were split']);
    for (const part of parts) expect(titles).toContain(part);
  });
});
