/**
 * `regula diff` on the reference corpus (test/fixtures/trf, the FIDE reference server's 13
 * tournaments; README there names the source): between fide-2024 and fide-2026, for each
 * fixture's "rank1" and "rank2" lists, the diff's changes are exactly the players whose rank
 * differs between the two `regula rank` runs, player by player, each with the criterion that
 * decided the place in each run: the diff on the reference corpus between fide-2024 and
 * fide-2026 equals the difference of the two rank runs.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import type { ComparisonJson, StandingsJson } from '../../io';
import { capture } from '../support/cli';
import { FIXTURE_DIR, fixtureNames, readExpected } from '../support/fixtures';

async function json<T>(args: string[]): Promise<T> {
  const c = capture();
  expect(await run([...args, '--format', 'json', '--quiet'], c.io), c.err.join('\n')).toBe(0);
  return JSON.parse(c.out.join('\n')) as T;
}

let changed = 0;

describe('diff fide-2024 → fide-2026 on the reference corpus', () => {
  for (const name of fixtureNames()) {
    const file = join(FIXTURE_DIR, `${name}.trf`);
    for (const list of readExpected(name, 'expected').runs.filter((r) => r.id !== 'values')) {
      const criteria = list.tiebreaks.join(' ');
      it(`${name} ${list.id} (${criteria})`, async () => {
        const rank = (edition: string) => json<StandingsJson>(['rank', file, '--criteria', criteria, '--edition', edition]);
        const [before, after] = [await rank('fide-2024'), await rank('fide-2026')];
        const diff = await json<ComparisonJson>([
          'diff',
          file,
          '--criteria',
          criteria,
          '--edition',
          'fide-2024',
          '--against-edition',
          'fide-2026',
        ]);
        const decided = (s: StandingsJson, no: number) => s.standings.find((p) => p.no === no)!.decidedBy;
        const expected = before.standings
          .filter((p) => after.rank[String(p.no)] !== p.rank)
          .map((p) => ({
            player: p.no,
            name: p.name,
            before: p.rank,
            after: after.rank[String(p.no)]!,
            decidedBefore: p.decidedBy,
            decidedAfter: decided(after, p.no),
          }));
        expect(diff.changes).toEqual(expected);
        expect(diff.summary.placesChanged).toBe(expected.length);
        expect(diff.standings).toHaveLength(before.standings.length);
        changed += expected.length;
      });
    }
  }
  // The comparison is not vacuous: the editions place some players of the corpus differently.
  it('the editions move players somewhere in the corpus', () => expect(changed).toBeGreaterThan(0));
});
