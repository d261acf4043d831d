import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../../dsl/did-you-mean';

describe('didYouMean', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(editDistance('bh', 'bhx')).toBe(1);
    expect(editDistance('buchholz', 'buchholtz')).toBe(1);
    expect(editDistance('sb', 'bs')).toBe(1);
    expect(editDistance('koya', 'kayo')).toBe(2);
  });

  it('suggests the closest candidate within a third of the length, case-insensitively', () => {
    expect(didYouMean('BHX', ['BH', 'SB', 'buchholz'])).toBe('BH');
    expect(didYouMean('Buchholtz', ['BH', 'buchholz'])).toBe('buchholz');
    expect(didYouMean('solkoff', ['BH', 'buchholz', 'koya'])).toBeUndefined();
  });

  it('does not suggest the word itself', () => {
    expect(didYouMean('bh', ['BH'])).toBeUndefined();
  });
});
