import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../../../../engine';
import { typeFromPairings } from '../../../../io/trf/tournament-type';

/** Players 1..n, each round r pairing i with the player given by `opponent(i, r)` (0: a bye). */
function field(n: number, rounds: number, opponent: (id: number, round: number) => number) {
  return Array.from({ length: n }, (_, index) => {
    const id = index + 1;
    const records = Array.from({ length: rounds }, (_, r): RoundRecord => {
      const other = opponent(id, r + 1);
      return other === 0 ? { kind: 'pab' } : { kind: 'played', opponent: other, outcome: 'draw' };
    });
    return { id, rounds: records };
  });
}

/** A 4-player round robin: opponents of players 1-4 in rounds 1-3. */
const ROUND_ROBIN_4 = [
  [2, 3, 4],
  [1, 4, 3],
  [4, 1, 2],
  [3, 2, 1],
];
const roundRobin = (id: number, round: number) => ROUND_ROBIN_4[id - 1]![(round - 1) % 3]!;

describe('typeFromPairings: the type of an event without a type record', () => {
  it('tells a round robin and a double round robin by every pair meeting once or twice', () => {
    expect(typeFromPairings(field(4, 3, roundRobin))).toBe('round-robin');
    expect(typeFromPairings(field(4, 6, roundRobin))).toBe('double-round-robin');
    expect(typeFromPairings(field(4, 2, roundRobin))).toBe('swiss');
  });

  it('calls a field with fewer records than pairs of players a Swiss without counting its games', () => {
    expect(typeFromPairings(field(4, 1, (id) => (id % 2 === 1 ? id + 1 : id - 1)))).toBe('swiss');
    const large = field(5000, 15, (id, round) => ((id - 1) ^ round) + 1);
    expect(typeFromPairings(large)).toBe('swiss');
  });
});
