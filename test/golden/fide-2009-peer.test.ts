/**
 * FIDE 2009 (Kallithea) virtual-opponent values of the npm `tiebreak` 0.4.0 library,
 * stored as NAME.peer-npm-2009.json in test/fixtures/trf — a peer, not an authority.
 * Swiss tournaments must agree value for value. For round robins the peer states in its
 * `caveats` that it has no round-robin mode and applies Swiss adjustments; there C.07
 * 15.2 (unplayed games of a round robin are no encounters / forfeits count as played)
 * decides, so those files are compared only for the columns that do not depend on it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standingsJson } from '../../io';
import { evaluateList } from '../support/evaluate';
import { FIXTURE_DIR, fixtureNames, readFixture } from '../support/fixtures';

interface PeerFile {
  caveats?: string[];
  runs: { tiebreaks: string[]; players: Record<string, number[]> }[];
}

describe('FIDE 2009 against the npm tiebreak library (peer)', () => {
  for (const name of fixtureNames()) {
    const peer = JSON.parse(readFileSync(join(FIXTURE_DIR, `${name}.peer-npm-2009.json`), 'utf8')) as PeerFile;
    const run = peer.runs[0]!;
    const crosstable = readFixture(name);
    const roundRobin = crosstable.type !== 'swiss';

    it(`${name}: ${roundRobin ? 'round robin — the peer has no round-robin mode' : 'every value agrees'}`, () => {
      const ours = standingsJson({ kind: 'individual', evaluation: evaluateList(crosstable, run.tiebreaks, 'fide-2009') });
      const differing = new Set<string>();
      for (const [player, values] of Object.entries(run.players)) {
        values.forEach((value, i) => {
          if (ours.players[player]![i] !== value) differing.add(run.tiebreaks[i]!);
        });
      }
      if (!roundRobin) {
        expect([...differing]).toEqual([]);
      } else {
        expect(peer.caveats?.join(' ')).toContain('no round-robin mode');
        expect(differing.has('PTS')).toBe(false);
      }
    });
  }
});
