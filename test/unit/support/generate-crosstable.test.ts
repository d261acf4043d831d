import { describe, expect, it } from 'vitest';
import { FOOTBALL, checkReciprocity, computeScores, type Crosstable, type RoundKind } from '../../../engine';
import { SeededRandom, generateSwiss } from '../../support/generate-crosstable';

function kindsOf(crosstable: Crosstable): Map<RoundKind | 'less-than-one-move', number> {
  const counts = new Map<RoundKind | 'less-than-one-move', number>();
  for (const player of crosstable.players) {
    for (const record of player.rounds) {
      const kind = record.kind === 'played' && record.lessThanOneMove ? 'less-than-one-move' : record.kind;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  }
  return counts;
}

describe('SeededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = new SeededRandom(7);
    const b = new SeededRandom(7);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new SeededRandom(8).next()).not.toBe(values[0]);
  });
});

describe('generateSwiss', () => {
  it('gives the same crosstable for the same options, another for another seed', () => {
    expect(generateSwiss({ players: 30, rounds: 7, seed: 3 })).toEqual(generateSwiss({ players: 30, rounds: 7, seed: 3 }));
    expect(generateSwiss({ players: 30, rounds: 7, seed: 4 })).not.toEqual(generateSwiss({ players: 30, rounds: 7, seed: 3 }));
  });

  it.each([
    [1, 3],
    [2, 1],
    [17, 9],
    [120, 11],
  ])('is consistent for %i players and %i rounds: every game mirrored with opposite colours', (players, rounds) => {
    for (let seed = 1; seed <= 5; seed++) {
      const crosstable = generateSwiss({ players, rounds, seed, forfeits: 0.1, doubleForfeits: 0.05 });
      expect(checkReciprocity(crosstable)).toEqual([]);
      expect(crosstable.players.map((p) => p.rounds.length)).toEqual(Array(players).fill(rounds));
    }
  });

  it('produces every kind of round, short games and unrated players', () => {
    const crosstable = generateSwiss({ players: 300, rounds: 9, seed: 11 });
    const kinds = kindsOf(crosstable);
    for (const kind of [
      'played',
      'less-than-one-move',
      'forfeit-win',
      'forfeit-loss',
      'double-forfeit',
      'pab',
      'fpb',
      'hpb',
      'zpb',
      'absent',
    ] as const) {
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
    expect(kinds.get('forfeit-win')).toBe(kinds.get('forfeit-loss'));
    expect(crosstable.players.some((p) => p.rating === undefined)).toBe(true);
    expect(crosstable.players.some((p) => /[^\x20-\x7e]/.test(p.name))).toBe(true);
  });

  it('declares the points the results give and competition ranks', () => {
    const crosstable = generateSwiss({ players: 50, rounds: 7, seed: 5, pointSystem: FOOTBALL });
    const scores = computeScores(crosstable);
    for (const player of crosstable.players) {
      expect(player.declaredPoints?.eq(scores.get(player.id)!.total)).toBe(true);
      const better = crosstable.players.filter((p) => p.declaredPoints!.gt(player.declaredPoints!)).length;
      expect(player.declaredRank).toBe(better + 1);
    }
  });

  it('can leave out accents, and record withdrawals as withdrawn', () => {
    const crosstable = generateSwiss({ players: 60, rounds: 9, seed: 2, names: 'ascii', withdrawals: 0.3, withdrawnAs: 'withdrawn' });
    expect(crosstable.players.every((p) => /^[\x20-\x7e]+$/.test(p.name))).toBe(true);
    const withdrawn = crosstable.players.filter((p) => p.rounds.some((r) => r.kind === 'withdrawn'));
    expect(withdrawn.length).toBeGreaterThan(0);
    for (const player of withdrawn) {
      const first = player.rounds.findIndex((r) => r.kind === 'withdrawn');
      expect(player.rounds.slice(first).every((r) => r.kind === 'withdrawn')).toBe(true);
    }
  });

  it('makes a benchmark-sized crosstable: 5,000 players × 15 rounds', () => {
    const crosstable = generateSwiss({ players: 5000, rounds: 15, seed: 1 });
    expect(crosstable.players).toHaveLength(5000);
    expect(checkReciprocity(crosstable)).toEqual([]);
  });
});
