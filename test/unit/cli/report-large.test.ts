import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { writeTrf } from '../../../io';
import { capture } from '../../support/cli';
import { generateSwiss } from '../../support/generate-crosstable';

// `regula report` at the size the README claims: a 5,000-player, 15-round Swiss
// under the reference corpus's full list. Every player is in the standings, every group tied on
// points has its section, and contributions are given for the values that decided a tie only —
// the size stays in proportion to the event (docs/cli.md gives the time and size measured).
// Wall time is never asserted.

const FULL_LIST =
  'PTS BH BH/C1 BH/C2 BH/M1 BH/M2 BH/P BH/C1/P BH/C1/V FB FB/C1 FB/P AOB ABH AFB SB SB/C1 SB/P PS PS/C1 KS WIN WON BPG BWG REP VUR ARO ARO/C1 TPR PTP APRO APPO DE';
const dir = mkdtempSync(join(tmpdir(), 'regula-report-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the audit report of the largest event', () => {
  it('5,000 × 15 with the full list: every player, every tie, the deciding values’ contributions only', async () => {
    const trf = join(dir, 'swiss-5000.trf');
    writeFileSync(trf, writeTrf(generateSwiss({ players: 5000, rounds: 15, seed: 2026 })));
    const out = join(dir, 'report.html');
    const c = capture();
    const args = [
      'report',
      trf,
      '--criteria',
      FULL_LIST,
      '--edition',
      'fide-2026',
      '--time',
      '2026-11-27T00:00:00Z',
      '--out',
      out,
      '--quiet',
    ];
    expect(await run(args, c.io), c.err.join('\n')).toBe(0);
    const html = readFileSync(out, 'utf8');
    const standings = html.slice(
      html.indexOf('<table class="standings">'),
      html.indexOf('</table>', html.indexOf('<table class="standings">')),
    );
    expect(standings.slice(standings.indexOf('<tbody>')).match(/<tr>/g)).toHaveLength(5000);
    // Each score group of more than one player has its section, places in order, together every tied player.
    const ties = [...html.matchAll(/<h3>Places (\d+)(?:–(\d+))?: (\d+) players tied on PTS [\d.]+<\/h3>/g)];
    expect(ties.length).toBeGreaterThan(10);
    for (const [, from, to, count] of ties) expect(Number(to) - Number(from) + 1).toBe(Number(count));
    // A value's contributions start a row of their own (class first): at most one per player and criterion that split a tie.
    const values = html.match(/<tr class=first>/g)?.length ?? 0;
    const deciding = html.match(/<h4>/g)?.length ?? 0;
    expect(values).toBeGreaterThan(5000);
    expect(values).toBeLessThan(5000 * 34);
    expect(deciding).toBeGreaterThan(ties.length);
    // About 4.5 kB per player; the whole audit of the event would be 2.5 million rows.
    expect(statSync(out).size).toBeLessThan(40_000_000);
  }, 300_000);
});
