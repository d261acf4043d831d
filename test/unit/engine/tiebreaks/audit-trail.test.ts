/**
 * The audit trail is written when it is read (lazyValueResult), from the same terms as the
 * value. These checks hold it to the value on a generated tournament with every kind of
 * unplayed round: the contributions not cut add up to the value (averages: their mean).
 */
import { describe, expect, it } from 'vitest';
import { Rational, roundTo, roundToInteger, type CriterionResult, type Edition } from '../../../../engine';
import { evaluateList } from '../../../support/evaluate';
import { generateSwiss } from '../../../support/generate-crosstable';

const crosstable = generateSwiss({ players: 120, rounds: 9, seed: 11, byes: 0.08, forfeits: 0.06, withdrawals: 0.08 });
const SUMS = ['PTS', 'BH', 'BH/C1', 'BH/C2', 'BH/M1', 'BH/P', 'BH/C1/V', 'FB', 'FB/C1', 'SB', 'SB/C1', 'SB/P', 'PS', 'PS/C1', 'KS'];
const COUNTS = ['WIN', 'WON', 'BPG', 'BWG', 'REP', 'VUR', 'STD'];
const EDITIONS: Edition[] = ['fide-2024', 'fide-2026', 'fide-2009', 'fide-pre-2009'];

function uncutSum(result: Extract<CriterionResult, { kind: 'value' }>): Rational {
  return Rational.sum(result.contributions.filter((c) => !c.cut).map((c) => c.value));
}

describe.each(EDITIONS)('contributions agree with the value under %s', (edition) => {
  const evaluation = evaluateList(crosstable, [...SUMS, ...COUNTS, 'AOB', 'ARO/U1400', 'APRO/U1400'], edition);
  const column = (header: string) => evaluation.columns.find((c) => c.header === header)!;

  it.each([...SUMS, ...COUNTS])('%s: Σ of what is not cut', (header) => {
    for (const result of column(header).values.values()) {
      if (result.kind !== 'value') continue;
      expect(uncutSum(result).eq(result.value)).toBe(true);
    }
  });

  it('AOB and APRO: the rounded mean of the contributions', () => {
    for (const result of column('AOB').values.values()) {
      if (result.kind !== 'value') continue;
      const mean = uncutSum(result).div(Rational.of(result.contributions.length));
      expect(roundTo(mean, 2, 'half-up').eq(result.value)).toBe(true);
    }
    for (const result of column('APRO/U1400').values.values()) {
      if (result.kind !== 'value') continue;
      const mean = uncutSum(result).div(Rational.of(result.contributions.length));
      expect(Rational.of(roundToInteger(mean, 'half-up')).eq(result.value)).toBe(true);
    }
  });

  it('ARO: the rounded mean of the ratings not cut', () => {
    for (const result of column('ARO/U1400').values.values()) {
      if (result.kind !== 'value') continue;
      const kept = result.contributions.filter((c) => !c.cut);
      const mean = uncutSum(result).div(Rational.of(kept.length));
      expect(Rational.of(roundToInteger(mean, 'half-up')).eq(result.value)).toBe(true);
    }
  });

  it('gives the same contributions when read twice, and serialises them', () => {
    const result = column('BH/C1').values.get(1)!;
    if (result.kind !== 'value') throw new Error('BH/C1 of player 1 should have a value');
    expect(result.contributions).toBe(result.contributions);
    expect(JSON.parse(JSON.stringify(result)).contributions).toHaveLength(result.contributions.length);
  });
});
