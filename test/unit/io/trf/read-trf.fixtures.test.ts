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

// A bye's value read from the points column (io/trf/declared-points.ts) is a reading of the file:
// the reader says it, with what it rests on, and a file that states the value needs no note.
describe('the value of a pairing-allocated bye, read from the points column', () => {
  const file = 'pub07_swiss_33x7_pabhalf.trf';
  const text = decodeTrfBytes(readBytes(TRF_FIXTURES, file));
  const pabNote = (notes: readonly string[] | undefined) => (notes ?? []).filter((n) => n.includes('pairing-allocated bye'));

  it('is said in a note the doors show: ½, on the 2 players with a bye, and how to state it', () => {
    const read = readTrf(text, { file });
    expect(read.crosstable?.pointSystem.pab.eq(Rational.of(1, 2))).toBe(true);
    expect(pabNote(read.roundNotes)).toEqual([
      'the pairing-allocated bye (U) is read as worth ½, not 1: the file states no value for it (no XXS or 162 record), and the points column of all 2 players with one adds up that way; state it in the file with an XXS line (XXS PAB=0.5)',
    ]);
  });

  it('is not said when the file states it (XXS PAB=0.5), and the scores are the same', () => {
    const stated = readTrf(`XXS PAB=0.5\n${text}`, { file });
    expect(pabNote(stated.roundNotes)).toEqual([]);
    expect(stated.crosstable?.pointSystem.pab.eq(Rational.of(1, 2))).toBe(true);
    const read = readTrf(text, { file });
    const scores = (c: typeof read.crosstable) => [...computeScores(c!).values()].map((line) => line.total.toString());
    expect(scores(stated.crosstable)).toEqual(scores(read.crosstable));
  });

  it('is not said for a file whose byes score 1 (the default)', () => {
    for (const other of files.filter((f) => f !== file)) {
      const read = readTrf(decodeTrfBytes(readBytes(TRF_FIXTURES, other)), { file: other });
      expect(pabNote(read.roundNotes), other).toEqual([]);
    }
  });
});
