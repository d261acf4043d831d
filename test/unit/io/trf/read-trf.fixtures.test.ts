import { describe, expect, it } from 'vitest';
import { Rational, computeScores, type TournamentType } from '../../../../engine';
import { decodeTrfBytes, readTrf } from '../../../../io';
import { TRF_FIXTURES, listFiles, readBytes, readJson } from '../../../support/fixture-paths';

/** NAME.expected.json of the shared corpus (fixtures/trf/README.md). */
interface Expected {
  type: 'swiss' | 'rr' | 'drr';
  players_count: number;
  rounds: number;
  runs: { id: string; tiebreaks: string[]; players: Record<string, (number | null)[]> }[];
}

const TYPES: Record<Expected['type'], TournamentType> = { swiss: 'swiss', rr: 'round-robin', drr: 'double-round-robin' };
const files = listFiles(TRF_FIXTURES, '.trf');

describe('readTrf on the shared oracle corpus', () => {
  it('finds the 13 tournaments', () => {
    expect(files).toHaveLength(13);
  });

  describe.each(files)('%s', (file) => {
    const expected = readJson<Expected>(TRF_FIXTURES, file.replace(/\.trf$/, '.expected.json'));
    const { crosstable, issues } = readTrf(decodeTrfBytes(readBytes(TRF_FIXTURES, file)), { file });

    it('reads without issues, with the type, rounds and players of the expected file', () => {
      expect(issues).toEqual([]);
      expect(crosstable?.type).toBe(TYPES[expected.type]);
      expect(crosstable?.rounds).toBe(expected.rounds);
      expect(crosstable?.players).toHaveLength(expected.players_count);
    });

    it("gives every player the oracle's PTS exactly", () => {
      const run = expected.runs.find((r) => r.id === 'values')!;
      const pts = run.tiebreaks.indexOf('PTS');
      const scores = computeScores(crosstable!);
      const mismatches = Object.entries(run.players)
        .map(([id, values]) => ({ id, expected: Rational.fromNumber(values[pts]!), got: scores.get(Number(id))?.total }))
        .filter((m) => !m.got || !m.got.eq(m.expected))
        .map((m) => `${m.id}: expected ${m.expected}, got ${m.got}`);
      expect(mismatches).toEqual([]);
      expect(Object.keys(run.players)).toHaveLength(expected.players_count);
    });
  });
});
