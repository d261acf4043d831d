import { describe, expect, it } from 'vitest';
import type { Edition } from '../../../../engine';
import { evaluateList } from '../../../support/evaluate';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';

// The methods for unrated players in the rating-based criteria (FIDE's verification checklist
// Q208–Q209; C.07 art. 10): a rating the regulation gives them (/U1400), rating 0 (/U0), and each
// edition's default — under 2026 no rating criterion applies while a participant is unrated and the
// regulation names no rating; under earlier editions unrated opponents are left out of the average.
const ratings = TEC_EXERCISE.map((_, i) => ([1, 5, 9].includes(i + 1) ? undefined : 1500 + (i + 1) * 20));
const crosstable = crosstableFromRows(TEC_EXERCISE, { ratings });
const value = (edition: Edition, criterion: string, player: number) => {
  const result = evaluateList(crosstable, ['PTS', criterion], edition).columns[1]!.values.get(player)!;
  return result.kind === 'value' ? result.value.toDecimalString() : 'n/a';
};

describe('unrated players in the rating-based criteria', () => {
  it('2026 without a stated rating: the criteria do not apply, and say why', () => {
    const result = evaluateList(crosstable, ['PTS', 'ARO'], 'fide-2026').columns[1]!.values.get(2)!;
    expect(result.kind).toBe('n/a');
    expect(result.kind === 'n/a' && result.reason).toMatch(/3 participants are unrated and the regulation states no rating/);
  });

  it('a stated rating (/U1400) and rating 0 (/U0) both count every game, with different values', () => {
    // Player 2 met 10 (1700), 7 (1640), 1 (unrated), 16 (1820) and 3 (1560): 6,720 and the unrated one.
    expect(value('fide-2026', 'ARO/U1400', 2)).toBe('1624'); // (6720 + 1400) / 5
    expect(value('fide-2026', 'ARO/U0', 2)).toBe('1344'); // (6720 + 0) / 5
  });

  it('2024 without a stated rating: unrated opponents are left out of the average', () => {
    expect(value('fide-2024', 'ARO', 2)).toBe('1680'); // 6720 / 4: player 1 left out
    expect(value('fide-2024', 'ARO/U0', 2)).toBe('1344');
  });
});
