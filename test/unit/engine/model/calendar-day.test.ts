import { describe, expect, it } from 'vitest';
import { calendarDay, editionInForceOn } from '../../../../engine';

describe('calendarDay and the edition a start date chooses (TRF 042: "format: YYYY/MM/DD", TRF-16 and TRF-2026)', () => {
  it('reads a day of the calendar in TRF, ISO or dotted form', () => {
    expect(calendarDay('2025/03/01')).toBe('2025-03-01');
    expect(calendarDay(' 2024-02-29 ')).toBe('2024-02-29');
    expect(calendarDay('2000.02.29')).toBe('2000-02-29');
  });

  it('is undefined for what is not a day: impossible days, zero dates, another form', () => {
    for (const text of [
      '9999/99/99',
      '0000/00/00',
      '2026/02/30',
      '2023/02/29',
      '1900/02/29',
      '2025/13/01',
      '2025/04/31',
      '31.12.1899',
      '2025/3/1',
      '',
    ])
      expect(calendarDay(text), text).toBeUndefined();
  });

  it('a date that is not a date chooses no edition; a real one the edition in force on it', () => {
    expect(editionInForceOn('2026/02/30')).toBeUndefined();
    expect(editionInForceOn('0000/00/00')).toBeUndefined();
    expect(editionInForceOn('9999/99/99')).toBeUndefined();
    expect(editionInForceOn('2026/02/28')).toBe('fide-2024');
    expect(editionInForceOn('2026/03/01')).toBe('fide-2026');
    expect(editionInForceOn('9999/12/31')).toBe('fide-2026');
    expect(editionInForceOn('2008/12/31')).toBe('fide-pre-2009');
  });
});
