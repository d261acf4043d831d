import { describe, expect, it } from 'vitest';
import { FixedLine, roundBlockColumns } from '../../../../io/trf/player-line-layout';

// TRF columns are characters (code points): a name with an astral character (an emoji, a rare
// CJK ideograph) takes one column, as in a UTF-8 file. The common line (one code unit per
// character) is read by index; both ways give the same columns.
describe('FixedLine: 1-based columns of a TRF line', () => {
  const ascii = '001    1      Adams, Alice                      2100 ENG';
  const astral = ascii.replace('Adams', 'Ad😀ms');

  it('reads fields and characters by column, blanks past the end', () => {
    const line = new FixedLine(ascii);
    expect(line.length).toBe(ascii.length);
    expect(line.field({ from: 5, to: 8 })).toBe('   1');
    expect(line.field({ from: 49, to: 52 })).toBe('2100');
    expect(line.char(1)).toBe('0');
    expect(line.char(0)).toBe(' ');
    expect(line.char(ascii.length + 1)).toBe(' ');
    expect(line.field({ from: 54, to: 60 })).toBe('ENG    ');
    expect(line.firstFilled({ from: 5, to: 8 })).toBe(8);
  });

  it('counts an astral character as one column', () => {
    const line = new FixedLine(astral);
    expect(astral.length).toBe(ascii.length + 1);
    expect(line.length).toBe(ascii.length);
    expect(line.field({ from: 15, to: 19 })).toBe('Ad😀ms');
    expect(line.field({ from: 49, to: 52 })).toBe('2100');
    expect(line.char(17)).toBe('😀');
  });

  it('gives each round the same columns every time', () => {
    expect(roundBlockColumns(1)).toEqual({ opponent: { from: 92, to: 95 }, colour: 97, result: 99, blanks: [90, 91, 96, 98] });
    expect(roundBlockColumns(3)).toBe(roundBlockColumns(3));
    expect(roundBlockColumns(3).opponent).toEqual({ from: 112, to: 115 });
  });
});
