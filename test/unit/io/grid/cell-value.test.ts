import { describe, expect, it } from 'vitest';
import { cellText } from '../../../../io';

describe('cellText', () => {
  it('folds white space and non-breaking spaces', () => {
    expect(cellText('  W12\u00a0 (b) ')).toBe('W12 (b)');
  });

  it('returns clean text as it is, and folds every other white space', () => {
    for (const text of ['', 'W12 (b)', 'Žukauskas, Zoë', '0.5', "it's", '1 - 0']) expect(cellText(text)).toBe(text);
    expect(cellText(' a')).toBe('a');
    expect(cellText('a  b')).toBe('a b');
    expect(cellText('a\tb')).toBe('a b');
    expect(cellText('a\n')).toBe('a');
    expect(cellText('a\u2007b\u202f')).toBe('a b');
    expect(cellText('a\u3000b')).toBe('a b');
    // A leading apostrophe is the cell's own text: Excel's text prefix never reaches Range.values
    // or exceljs, and parseCsv drops the one a spreadsheet-safe CSV adds.
    expect(cellText("'=1+2")).toBe("'=1+2");
    expect(cellText("'\t=1")).toBe("' =1");
    expect(cellText("'abc")).toBe("'abc");
    expect(cellText("'t Hart")).toBe("'t Hart");
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
