import { describe, expect, it } from 'vitest';
import { bergerSchedule } from '../../../../io';

describe('bergerSchedule (C.05 Annex 1)', () => {
  it('reproduces the printed six-player table', () => {
    const berger = bergerSchedule(6);
    const printed = [
      [
        [1, 6],
        [2, 5],
        [3, 4],
      ],
      [
        [6, 4],
        [5, 3],
        [1, 2],
      ],
      [
        [2, 6],
        [3, 1],
        [4, 5],
      ],
      [
        [6, 5],
        [1, 4],
        [2, 3],
      ],
      [
        [3, 6],
        [4, 2],
        [5, 1],
      ],
    ];
    expect(berger.rounds).toBe(5);
    printed.forEach((pairs, index) => {
      for (const [a, b] of pairs) expect(berger.roundOf(a!, b!)).toBe(index + 1);
    });
  });

  it.each([3, 4, 5, 7, 8, 10, 13, 16])('pairs everyone once and nobody twice in a round (%i players)', (n) => {
    const berger = bergerSchedule(n);
    expect(berger.rounds).toBe(n % 2 === 0 ? n - 1 : n);
    for (let a = 1; a <= n; a++) {
      const rounds = new Set<number>();
      for (let b = 1; b <= n; b++) if (a !== b) rounds.add(berger.roundOf(a, b));
      const rest = berger.restOf(a);
      if (rest !== undefined) rounds.add(rest);
      expect(rounds.size).toBe(berger.rounds);
    }
  });
});
