import { describe, expect, it } from 'vitest';
import { eventSpan, STANDARD, type Crosstable } from '../../../engine';

const crosstable = (meta: Record<string, string>): Crosstable => ({ type: 'swiss', rounds: 0, players: [], pointSystem: STANDARD, meta });

describe('eventSpan (FIDE checklist Q210: detecting an event over 30 days from its dates)', () => {
  it('reads TRF 132 round dates in YY/MM/DD, the furthest dates wherever they come from', () => {
    expect(eventSpan(crosstable({ roundDates: '    25/12/20  26/01/10  26/02/14' }))).toEqual({
      first: '25/12/20',
      last: '26/02/14',
      days: 56,
      source: 'TRF 132 round dates',
    });
    expect(eventSpan(crosstable({ startDate: '2026/01/03', roundDates: '26/01/03  26/01/04', endDate: '2026/01/04' }))?.days).toBe(1);
    expect(eventSpan(crosstable({ startDate: '2026/01/03', roundDates: '26/01/03  26/03/01' }))).toEqual({
      first: '2026/01/03',
      last: '26/03/01',
      days: 57,
      source: 'TRF 042/052, TRF 132 round dates',
    });
  });

  it('gives nothing for fewer than two readable dates', () => {
    expect(eventSpan(crosstable({}))).toBeUndefined();
    expect(eventSpan(crosstable({ startDate: '2026/01/03', endDate: 'next spring' }))).toBeUndefined();
    expect(eventSpan(crosstable({ startDate: '2026/13/03', endDate: '2026/01/04' }))).toBeUndefined();
  });
});
