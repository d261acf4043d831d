import { describe, expect, it } from 'vitest';
import { Rational } from '../../../../engine';
import { applyCuts, markCuts, type Addend } from '../../../../engine/tiebreaks/cut';
import { contribution } from '../../../../engine/tiebreaks/types';
import { spec } from '../../../support/evaluate';

const q = (t: string) => Rational.parse(t)!;
const addends = (values: string[], vurs: number[] = []): Addend[] =>
  values.map((v, i) => ({ contribution: contribution({ round: i + 1, value: q(v) }), significance: q(v), vur: vurs.includes(i + 1) }));

describe('Cut and Median (C.07 14.1–14.4), seed 001 (Italian deck, opponents on 6, 5, 3½, 2½, 1½, ½)', () => {
  const italian = ['6', '5', '3.5', '2.5', '1.5', '0.5'];
  it.each([
    ['BH', '19'],
    ['BH/C1', '18.5'],
    ['BH/C2', '17'],
    ['BH/M1', '12.5'],
    ['BH/M2', '6'],
  ])('%s = %s', (text, expected) => {
    expect(applyCuts(addends(italian), spec(text), true).total.toDecimalString()).toBe(expected);
  });

  it('marks what it cut, for the audit', () => {
    const list = addends(italian);
    const { cuts } = applyCuts(list, spec('BH/M1'), true);
    expect(markCuts(list, cuts).map((c) => c.cut)).toEqual([
      'cut: most significant (C.07 14.3)',
      undefined,
      undefined,
      undefined,
      undefined,
      'cut: least significant (C.07 14.3)',
    ]);
  });
});

describe('the 16.5 exception', () => {
  it('cuts a VUR contribution instead of the least value when it is not lower', () => {
    const list = addends(['3.5', '1', '1.5', '1.5', '1.5'], [3]);
    const { total, cuts } = applyCuts(list, spec('BH/C1'), true);
    expect(total.toDecimalString()).toBe('7.5');
    expect(cuts.get(list[2]!)).toBe('cut: voluntarily unplayed round first (C.07 16.5)');
    expect(list[2]!.contribution.cut).toBeUndefined();
  });

  it('is switched off by /V, and does not apply outside the 2023+ editions', () => {
    expect(applyCuts(addends(['3.5', '1', '1.5'], [3]), spec('BH/C1/V'), true).total.toDecimalString()).toBe('5');
    expect(applyCuts(addends(['3.5', '1', '1.5'], [3]), spec('BH/C1'), false).total.toDecimalString()).toBe('5');
  });

  it('keeps the least value when the VUR contribution is lower than it (SB: "cut the higher")', () => {
    const list: Addend[] = [
      { contribution: contribution({ round: 1, value: q('0.5') }), significance: q('0.5'), tieSignificance: q('0.5'), vur: false },
      { contribution: contribution({ round: 2, value: q('0') }), significance: q('1'), tieSignificance: q('0'), vur: true },
    ];
    const { total, cuts } = applyCuts(list, spec('SB/C1'), true);
    expect(total.toDecimalString()).toBe('0');
    expect(cuts.get(list[0]!)).toBe('cut: least significant (C.07 14.1)');
  });
});
