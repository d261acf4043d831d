import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { reportTime } from '../../../cli/commands/report';
import { compileRegulation } from '../../../dsl';
import { evaluate } from '../../../engine';
import { explainSplits, readTrf, REPORT_MARK } from '../../../io';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';
import { trfText } from '../../support/trf-text';
import { headerValues, openWorkbook } from '../../support/xlsx';

const TEC = join(REPO_ROOT, 'samples/tournaments/tec-exercise-16.trf');
const OPEN = join(REPO_ROOT, 'samples/regulations/fide-2026-open.regula');
const TIME = '2026-11-27T00:00:00Z';
const dir = mkdtempSync(join(tmpdir(), 'regula-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  delete process.env['SOURCE_DATE_EPOCH'];
});

async function regula(...args: string[]) {
  const c = capture();
  const code = await run(args, c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

async function report(out: string, ...extra: string[]): Promise<string> {
  const result = await regula('report', TEC, '--regulation', OPEN, '--out', out, '--quiet', ...extra);
  expect(result.code, result.err).toBe(0);
  return readFileSync(out, 'utf8');
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

describe('regula report', () => {
  it('records the hashes the Regula Audit sheet shows, row for row, and the Regula version', async () => {
    const html = await report(join(dir, 'tec.html'), '--time', TIME);
    const xlsx = join(dir, 'tec.xlsx');
    expect((await regula('rank', TEC, '--regulation', OPEN, '--out', xlsx, '--quiet')).code).toBe(0);
    const audit = headerValues((await openWorkbook(xlsx)).getWorksheet('Regula Audit')!);
    expect(Object.keys(audit)).toContain('Input hash (SHA-256)');
    for (const [label, value] of Object.entries(audit)) {
      if (label === 'Run at') continue;
      expect(html).toMatch(
        new RegExp(`<th scope="row">${escapeRegExp(escaped(label))}</th><td[^>]*>${escapeRegExp(escaped(String(value ?? '–')))}</td>`),
      );
    }
    // The file hashes are what sha256sum prints.
    expect(audit['Regulation hash (SHA-256)']).toBe(sha256(OPEN));
    expect(audit['Input file hash (SHA-256)']).toBe(sha256(TEC));
    const version = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;
    expect(html).toContain(
      `<tr><th scope="row">Regula version</th><td>${version}</td></tr>\n<tr><th scope="row">Run at</th><td>2026-11-27T00:00:00.000Z</td></tr>`,
    );
  });

  it('has every tie on points, every step of its split and the contributions of every deciding value', async () => {
    const html = await report(join(dir, 'ties.html'), '--time', TIME);
    const regulation = compileRegulation(readFileSync(OPEN, 'utf8')).regulation!;
    const evaluation = evaluate(readTrf(readFileSync(TEC, 'utf8')).crosstable!, regulation);
    // Every line `rank` gives of how a tie was resolved is in the report, escaped.
    const lines = explainSplits(evaluation);
    expect(lines.length).toBe(6);
    for (const line of lines) expect(html).toContain(`<li>${escaped(line)}</li>`);
    expect([...html.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual([
      'Places 2–5: 4 players tied on PTS 3.5',
      'Places 7–9: 3 players tied on PTS 2.5',
      'Places 10–12: 3 players tied on PTS 2',
      'Places 13–15: 3 players tied on PTS 1.5',
    ]);
    // Dahl's BH/C1 11.5: his five rounds, the dummy opponent of his half-point bye cut first (C.07 16.4.2, 16.5).
    expect(html).toContain(
      '<tr class=first><td>4<td>Dahl, David<td>11.5<td>1<td>Larsen, Lars (12)<td>3<td>yes<td>opponent’s score 2 adjusted to 3 (C.07 16.3)',
    );
    expect(html).toContain(
      '<tr><td><td><td><td>2<td><td class=cut>2.5<td>no<td>hpb: dummy opponent: own 3.5 capped at 2.5, draw points × rounds (C.07 16.4.2); cut: voluntarily unplayed round first (C.07 16.5)',
    );
    // Adams's SB (it decided against Petrov): opponent's value × points scored, shown apart.
    expect(html).toContain('<tr class=first><td>1<td>Adams, Alice<td>8<td>1<td>Ivanova, Irina (9)<td>1.5<td>1<td>1.5<td>yes<td>');
    // BH left Adams and Petrov level: its values are shown, its contributions are not.
    expect(html).not.toContain('<h4>BH: the contributions');
    // Brown, alone on points, has no contributions in the report.
    expect(html).not.toMatch(/<tr class=first><td>2<td>Brown, Bruno/);
  });

  it('is self-contained: no script, no link, nothing fetched, only links inside the file', async () => {
    const html = await report(join(dir, 'alone.html'), '--time', TIME);
    expect(html.startsWith(`<!DOCTYPE html>\n${REPORT_MARK}\n`)).toBe(true);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|src=|url\(|@import|https?:/i);
    for (const href of html.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^#[a-z0-9-]+$/);
    expect(html).toContain('@media print{');
  });

  it('escapes every text from the input: markup and formulas in names stay text', async () => {
    const trf = join(dir, 'hostile.trf');
    writeFileSync(
      trf,
      trfText(
        ['012 <b>Open</b> & "Friends"', '022 Town', '042 2026/11/01', '062 4', '092 Individual: Swiss-System'],
        [
          { id: 1, name: '<script>alert(1)</script>', points: '1.0', rounds: ['   2 w 1', '   3 b 0'] },
          { id: 2, name: "=cmd|' /C calc'!A0", points: '1.0', rounds: ['   1 b 0', '   4 w 1'] },
          { id: 3, name: '<img src=x onerror=alert(2)>', points: '1.0', rounds: ['   4 b 0', '   1 w 1'] },
          { id: 4, name: 'Tom & Jerry', points: '1.0', rounds: ['   3 w 1', '   2 b 0'] },
        ],
      ),
    );
    const result = await regula('report', trf, '--criteria', 'PTS BH SB', '--time', TIME, '--out', join(dir, 'hostile.html'), '--quiet');
    expect(result.code, result.err).toBe(0);
    const html = readFileSync(join(dir, 'hostile.html'), 'utf8');
    expect(html).not.toMatch(/<script|<img|<b>/i);
    expect(html).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(html).toContain('<td>=cmd|&#39; /C calc&#39;!A0</td>');
    expect(html).toContain('<td>&lt;img src=x onerror=alert(2)&gt;</td>');
    expect(html).toContain('<p class="subtitle">&lt;b&gt;Open&lt;/b&gt; &amp; &quot;Friends&quot;</p>');
    // All four are tied on 1 point: the tie section names them, escaped, in its steps too.
    expect(html).toContain('<h3>Places 1–4: 4 players tied on PTS 1</h3>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; (1)');
  });

  it('gives the same bytes for the same input and time; only the Run at row differs otherwise', async () => {
    const a = await report(join(dir, 'a.html'), '--time', TIME);
    const b = await report(join(dir, 'b.html'), '--time', TIME);
    expect(b).toBe(a);
    const later = await report(join(dir, 'c.html'), '--time', '2026-11-28T09:30:00+01:00');
    const differing = a.split('\n').filter((line, i) => line !== later.split('\n')[i]);
    expect(differing).toEqual(['<tr><th scope="row">Run at</th><td>2026-11-27T00:00:00.000Z</td></tr>']);
    expect(later).toContain('<td>2026-11-28T08:30:00.000Z</td>');
  });

  it('honours SOURCE_DATE_EPOCH when --time is not given, and --time over it', async () => {
    process.env['SOURCE_DATE_EPOCH'] = String(Date.parse(TIME) / 1000);
    expect(await report(join(dir, 'epoch.html'))).toBe(await report(join(dir, 'fixed.html'), '--time', TIME));
    expect(await report(join(dir, 'over.html'), '--time', '2027-01-01T00:00:00Z')).toContain('<td>2027-01-01T00:00:00.000Z</td>');
    expect(reportTime(undefined, '0').toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('refuses a run time it cannot read, saying what it expects', async () => {
    const bad = await regula('report', TEC, '--regulation', OPEN, '--time', 'yesterday');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--time must be an ISO 8601 time such as 2026-11-27T00:00:00Z, not "yesterday"');
    process.env['SOURCE_DATE_EPOCH'] = '17e8';
    const epoch = await regula('report', TEC, '--regulation', OPEN);
    expect(epoch.code).toBe(1);
    expect(epoch.err).toContain('SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, not "17e8"');
    expect(() => reportTime('2026-13-45T00:00:00Z', undefined)).toThrow('--time must be');
  });

  it('prints the report without --out: the bytes --out writes', async () => {
    const printed = await regula('report', TEC, '--regulation', OPEN, '--time', TIME, '--quiet');
    expect(printed.code).toBe(0);
    expect(`${printed.out}\n`).toBe(await report(join(dir, 'printed.html'), '--time', TIME));
  });

  it('never writes over the crosstable or the regulation, under any name, and leaves them as they were', async () => {
    const trf = join(dir, 'event.trf');
    const regulation = join(dir, 'open.regula');
    writeFileSync(trf, readFileSync(TEC));
    writeFileSync(regulation, readFileSync(OPEN));
    symlinkSync(regulation, join(dir, 'link.html'));
    for (const out of [trf, regulation, join(dir, 'link.html')]) {
      const result = await regula('report', trf, '--regulation', regulation, '--out', out, '--force');
      expect(result.code).toBe(1);
      expect(result.err).toContain('Regula never overwrites your file; write to another name');
    }
    expect(readFileSync(trf)).toEqual(readFileSync(TEC));
    expect(readFileSync(regulation)).toEqual(readFileSync(OPEN));
  });

  it('replaces its own report, but a file it did not write only with --force', async () => {
    const mine = join(dir, 'mine.html');
    await report(mine, '--time', TIME);
    expect(await report(mine, '--time', '2027-01-01T00:00:00Z')).toContain('2027-01-01T00:00:00.000Z');
    const theirs = join(dir, 'theirs.html');
    writeFileSync(theirs, '<html><body>the arbiter’s notes</body></html>');
    const refused = await regula('report', TEC, '--regulation', OPEN, '--out', theirs);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('error cli/not-regula-output: the file exists and is not an output Regula wrote');
    expect(readFileSync(theirs, 'utf8')).toBe('<html><body>the arbiter’s notes</body></html>');
    expect(await report(theirs, '--force', '--time', TIME)).toContain(REPORT_MARK);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
