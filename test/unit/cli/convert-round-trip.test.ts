import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { FIXTURE_DIR } from '../../support/fixtures';
import { capture } from '../../support/cli';

/*
 * `regula convert` TRF → CSV / .xlsx → rank ranks as the TRF does: the grid carries the
 * event's facts (name, type — a double round robin stays one —, rounds, dates, point system,
 * the TRF header records) in title rows above its header, as chess-results writes its title
 * lines, and Regula's reader reads them back (io/grid event-facts.ts). Every TRF of the
 * corpus (test/fixtures/trf, TEC-FIDE/TieBreakServer's) and of samples/tournaments.
 */
const dir = mkdtempSync(join(tmpdir(), 'regula-round-trip-'));
const SAMPLES = join(REPO_ROOT, 'samples', 'tournaments');
const trfs = [
  ...readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.trf'))
    .map((f) => join(FIXTURE_DIR, f)),
  ...readdirSync(SAMPLES)
    .filter((f) => f.endsWith('.trf'))
    .map((f) => join(SAMPLES, f)),
];
/** Type-sensitive criteria of C.07 (art. 16 unplayed rounds differ in a round robin), and the own list when the file has one. */
const INDIVIDUAL = 'PTS, BH/C1, BH, SB, DE, WIN, WON, BPG, ARO';
const TEAM = 'MP, GP, EMMSB, BC';

async function ranked(file: string, criteria: string) {
  const r = capture();
  const code = await run(['rank', file, '--criteria', criteria, '--format', 'json', '--quiet'], r.io);
  expect(code, r.err.join('\n')).toBe(0);
  const json = JSON.parse(r.out.join(''));
  return { rank: json.rank, players: json.players ?? json.standings };
}

describe('convert TRF → CSV / .xlsx → rank ranks as the TRF does', () => {
  it('finds the TRFs', () => {
    expect(trfs.length).toBeGreaterThanOrEqual(20);
    expect(trfs.some((f) => f.endsWith('club-championship-drr-8.trf'))).toBe(true);
  });

  for (const trf of trfs) {
    const name = trf.slice(trf.lastIndexOf('/') + 1, -'.trf'.length);
    it(name, async () => {
      const team = /^310 |^013 /m.test(readFileSync(trf, 'latin1'));
      const criteria = team ? TEAM : INDIVIDUAL;
      const fromTrf = await ranked(trf, criteria);
      for (const to of ['csv', 'xlsx']) {
        const out = join(dir, `${name}.${to}`);
        const c = capture();
        expect(await run(['convert', trf, '--to', to, '--out', out], c.io), c.err.join('\n')).toBe(0);
        expect(c.err.filter((line) => /grid-drops-event-facts/.test(line))).toEqual([]);
        expect(await ranked(out, criteria), `${name}.${to}`).toEqual(fromTrf);
      }
    });
  }
});
