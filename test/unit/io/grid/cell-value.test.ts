import { describe, expect, it } from 'vitest';
import { cellText } from '../../../../io';

describe('cellText', () => {
  it('folds white space and non-breaking spaces', () => {
    expect(cellText('  W12\u00a0 (b) ')).toBe('W12 (b)');
  });

  it('writes numbers as Excel shows them, not as their binary expansion', () => {
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(2.5)).toBe('2.5');
    expect(cellText(1831)).toBe('1831');
    expect(cellText(-0)).toBe('0');
  });

  it('reads empty cells and booleans', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('TRUE');
  });
});
