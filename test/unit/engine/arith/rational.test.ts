import { describe, expect, it } from 'vitest';
import { Rational, roundTo, roundToUnit } from '../../../../engine';

const q = (text: string) => {
  const value = Rational.parse(text);
  if (!value) throw new Error(`not a number: ${text}`);
  return value;
};

describe('Rational', () => {
  it('keeps halves exact where binary floating point would not', () => {
    expect(q('0.1').add(q('0.2')).eq(q('0.3'))).toBe(true);
    expect(q('1/2').add(q('1/2')).toString()).toBe('1');
  });

  it('reads every way a crosstable writes a number', () => {
    expect(q('½').toString()).toBe('1/2');
    expect(q('2½').toString()).toBe('5/2');
    expect(q('-½').toString()).toBe('-1/2');
    expect(q('2,5').toString()).toBe('5/2');
    expect(q('1 1/2').toString()).toBe('3/2');
    expect(q('3/6').toString()).toBe('1/2');
    expect(q('.75').toString()).toBe('3/4');
    expect(Rational.parse('one')).toBeUndefined();
    expect(Rational.parse('1/0')).toBeUndefined();
    expect(Rational.parse('')).toBeUndefined();
  });

  it('never reads a thousands separator as a decimal comma: "1,000" is refused, not taken as 1', () => {
    expect(Rational.parse('1,000')).toBeUndefined();
    expect(Rational.parse('12,500')).toBeUndefined();
    expect(Rational.parse('-1,250')).toBeUndefined();
    expect(Rational.parse('1,000,000')).toBeUndefined();
    expect(q('0,125').toString()).toBe('1/8');
    expect(q('1,5').toString()).toBe('3/2');
    expect(q('1,25').toString()).toBe('5/4');
    expect(q('1.000').toString()).toBe('1');
  });

  it('orders values exactly', () => {
    expect(q('7/3').cmp(q('2.333333'))).toBe(1);
    expect(q('-1/2').lt(Rational.ZERO)).toBe(true);
    expect(Rational.max(q('1/3'), q('0.33')).toString()).toBe('1/3');
  });

  it('floors and ceils negative values toward the right integer', () => {
    expect(q('-3/2').floor()).toBe(-2n);
    expect(q('-3/2').ceil()).toBe(-1n);
    expect(q('3/2').floor()).toBe(1n);
  });

  it('prints decimals exactly', () => {
    expect(q('29289/16').toDecimalString()).toBe('1830.5625');
    expect(q('1/3').toDecimalString()).toBe('1/3');
    expect(q('1/3').toFixed(4)).toBe('0.3333');
    expect(q('2/3').toFixed(2)).toBe('0.67');
    expect(q('-1/8').toFixed(2)).toBe('-0.13');
  });

  it('reads JavaScript numbers by their decimal text', () => {
    expect(Rational.fromNumber(0.1).toString()).toBe('1/10');
    expect(Rational.fromNumber(1e-7).toString()).toBe('1/10000000');
    expect(Rational.fromNumber(1831).toString()).toBe('1831');
  });
});

describe('rounding', () => {
  it('rounds .5 up as FIDE 10.1 and VCF Enclosure 1 say (1830.5625 -> 1831, 1830.49 -> 1830)', () => {
    expect(roundTo(q('1830.5625'), 0).toString()).toBe('1831');
    expect(roundTo(q('1830.49'), 0).toString()).toBe('1830');
    expect(roundTo(q('2000.5'), 0).toString()).toBe('2001');
  });

  it('supports the other declared modes', () => {
    expect(roundTo(q('2.5'), 0, 'half-even').toString()).toBe('2');
    expect(roundTo(q('3.5'), 0, 'half-even').toString()).toBe('4');
    expect(roundTo(q('-2.5'), 0, 'half-up').toString()).toBe('-3');
    expect(roundTo(q('-2.5'), 0, 'half-down').toString()).toBe('-2');
    expect(roundTo(q('2.99'), 0, 'down').toString()).toBe('2');
    expect(roundTo(q('-2.01'), 0, 'floor').toString()).toBe('-3');
    expect(roundTo(q('1000/3'), 2).toString()).toBe('33333/100');
  });

  it('rounds to a unit such as cents', () => {
    expect(roundToUnit(q('2500/3'), q('0.01')).toDecimalString()).toBe('833.33');
    expect(roundToUnit(q('12'), q('5')).toString()).toBe('10');
  });
});
