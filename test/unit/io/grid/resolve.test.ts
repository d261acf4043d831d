import { describe, expect, it } from 'vitest';
import { roundKey } from '../../../../io/grid/resolve';

describe('roundKey', () => {
  it('keeps every player round apart, beyond 99 rounds (a double round robin of 60 players has 118)', () => {
    expect(roundKey(1, 101)).not.toBe(roundKey(2, 1));
    expect(roundKey(7, 2046)).not.toBe(roundKey(8, 0));
    const keys = new Set<number>();
    for (const id of [1, 2, 3, 999, 1000, 999_999_999]) for (let round = 1; round <= 2046; round++) keys.add(roundKey(id, round));
    expect(keys.size).toBe(6 * 2046);
    expect(Number.isSafeInteger(roundKey(999_999_999, 2046))).toBe(true);
  });
});
