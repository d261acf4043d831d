import { describe, expect, it } from 'vitest';
import { findCriterion, listReach, resultReach, type CriterionSpec } from '../../../../engine';

const reach = (code: string) => resultReach(findCriterion(code)!);
const list = (...codes: string[]) => listReach(codes.map((code): CriterionSpec => ({ code, text: code }) as CriterionSpec));

describe('how far a criterion reads into a round’s results (C.07 4.3 types)', () => {
  it('own results, direct encounter and ratings read none; Buchholz and SB the opponents’; AOB and SOB theirs’', () => {
    expect(['PTS', 'WIN', 'DE', 'ARO', 'TPR', 'FB', 'RBTP'].map(reach)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(['BH', 'SB', 'KS', 'APRO', 'MMED', 'SOLK'].map(reach)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(['AOB', 'SOB'].map(reach)).toEqual([2, 2]);
  });

  it('a criterion without a known reach reads every board; a list reads as far as its farthest criterion', () => {
    expect(reach('BRBO')).toBe(Infinity);
    expect(list('PTS', 'WIN', 'DE')).toBe(0);
    expect(list('PTS', 'BH', 'SB')).toBe(1);
    expect(list('PTS', 'BH', 'AOB')).toBe(2);
    expect(list('PTS', 'NOT-A-CRITERION')).toBe(Infinity);
  });
});
