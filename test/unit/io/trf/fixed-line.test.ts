import { describe, expect, it } from 'vitest';
import { BLANK, BLANK_FIELD, FixedLine, NOT_DIGITS, hasSurrogates, roundBlockColumns } from '../../../../io/trf/player-line-layout';

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
    // The reader looks for surrogates once per file, and tells each line whether it may hold one.
    expect(hasSurrogates(astral)).toBe(true);
    expect(hasSurrogates(ascii)).toBe(false);
    expect(new FixedLine(astral, true).field({ from: 15, to: 19 })).toBe('Ad😀ms');
    expect(new FixedLine(ascii, true).length).toBe(ascii.length);
  });

  it('gives the code of a column: a blank past the end, none an ASCII character has for an astral one', () => {
    const line = new FixedLine(astral);
    expect(line.code(1)).toBe('0'.charCodeAt(0));
    expect(line.code(18)).toBe('m'.charCodeAt(0));
    expect(line.code(astral.length + 5)).toBe(BLANK);
    expect(line.code(17)).toBeLessThan(0);
    expect(new FixedLine(ascii).code(0)).toBe(BLANK);
  });

  it('reads digits between blanks by code, anything else as not digits', () => {
    const line = new FixedLine('001   12 x  1 2\t 34');
    expect(line.digits({ from: 4, to: 8 })).toBe(12);
    expect(line.digits({ from: 1, to: 3 })).toBe(1);
    expect(line.digits({ from: 9, to: 9 })).toBe(BLANK_FIELD);
    expect(line.digits({ from: 100, to: 104 })).toBe(BLANK_FIELD);
    expect(line.digits({ from: 9, to: 10 })).toBe(NOT_DIGITS);
    expect(line.digits({ from: 13, to: 15 })).toBe(NOT_DIGITS);
    expect(line.digits({ from: 16, to: 19 })).toBe(NOT_DIGITS);
  });

  it('trims a field as String.prototype.trim does', () => {
    const line = new FixedLine('001 \t 7\u00a0  Ad😀ms  ');
    expect(line.trimmed({ from: 4, to: 9 })).toBe('7');
    expect(line.trimmed({ from: 10, to: 22 })).toBe('Ad😀ms');
    expect(line.trimmed({ from: 30, to: 40 })).toBe('');
  });

  it('gives each round the same columns every time', () => {
    expect(roundBlockColumns(1)).toEqual({ opponent: { from: 92, to: 95 }, colour: 97, result: 99, blanks: [90, 91, 96, 98] });
    expect(roundBlockColumns(3)).toBe(roundBlockColumns(3));
    expect(roundBlockColumns(3).opponent).toEqual({ from: 112, to: 115 });
  });
});
