import { describe, expect, it } from 'vitest';
import { ageOn, ageRange, parsePartialDate } from '../../../engine';
import { compileRegulation } from '../../../dsl';

const d = (text: string) => parsePartialDate(text) as { year: number; month: number; day: number };

describe('age at a date', () => {
  it('counts the birthday on its own date', () => {
    expect(ageOn(d('2014-01-01'), d('2026-01-01'))).toBe(12);
    expect(ageOn(d('2014-01-02'), d('2026-01-01'))).toBe(11);
    expect(ageOn(d('2013-12-31'), d('2025-12-31'))).toBe(12);
  });

  it('reaches a 29 February birthday on 1 March in common years, on 29 February in leap years', () => {
    expect(ageOn(d('2012-02-29'), d('2026-02-28'))).toBe(13);
    expect(ageOn(d('2012-02-29'), d('2026-03-01'))).toBe(14);
    expect(ageOn(d('2012-02-29'), d('2028-02-29'))).toBe(16);
  });

  it('reads TRF-16 birth dates with unknown month or day, a year alone, and European dates', () => {
    expect(parsePartialDate('2014/00/00')).toEqual({ year: 2014 });
    expect(parsePartialDate('2014')).toEqual({ year: 2014 });
    expect(parsePartialDate('2014/05/00')).toEqual({ year: 2014, month: 5 });
    expect(parsePartialDate('31.12.2009')).toEqual({ year: 2009, month: 12, day: 31 });
    expect(parsePartialDate('2013/02/29')).toBeUndefined();
    expect(parsePartialDate('')).toBeUndefined();
    expect(parsePartialDate('unknown')).toBeUndefined();
  });

  it('gives the ages a year-only birth date allows: one when the date is 31 December, two otherwise', () => {
    expect(ageRange({ year: 2014 }, d('2026-12-31'))).toEqual({ min: 12, max: 12 });
    expect(ageRange({ year: 2014 }, d('2026-01-01'))).toEqual({ min: 11, max: 12 });
    expect(ageRange({ year: 2014, month: 5 }, d('2026-06-01'))).toEqual({ min: 12, max: 12 });
  });
});

describe('categories in the language', () => {
  it('lowers every condition, the date of the categories article and a combined prize category', () => {
    const compiled = compileRegulation(`regulation "x"
categories
  ages on 2026-01-01
  "Seniors": 65 and over
  "Girls U12": female U12 on 2025-12-31
  "Italians 1600-1799": federation "ITA" rating 1600-1799
  "WGM": title "WGM"
  "Club": column "Club" exists
prizes
  female under 14 place 2: 50, category "Seniors": 100
`);
    expect(compiled.diagnostics).toEqual([]);
    const r = compiled.regulation!;
    expect(r.categories!.on).toBe('2026-01-01');
    expect(r.categories!.list.map((c) => c.conditions)).toEqual([
      [{ kind: 'age-at-least', age: 65 }],
      [
        { kind: 'sex', sex: 'female' },
        { kind: 'age-under', age: 12, on: '2025-12-31' },
      ],
      [
        { kind: 'federation', code: 'ITA' },
        { kind: 'rating-band', from: 1600, to: 1799 },
      ],
      [{ kind: 'title', title: 'WGM' }],
      [{ kind: 'column-exists', header: 'Club' }],
    ]);
    expect(r.prizes!.prizes.map((p) => p.category)).toEqual([
      {
        kind: 'category',
        name: 'female under 14',
        conditions: [
          { kind: 'sex', sex: 'female' },
          { kind: 'age-under', age: 14 },
        ],
      },
      { kind: 'category', name: 'Seniors', conditions: [{ kind: 'age-at-least', age: 65 }] },
    ]);
  });

  it('reports an unknown category name with a suggestion, a bad date and a reversed band', () => {
    const messages = compileRegulation(`regulation "x"
categories
  ages on 2026-02-30
  "U12": under 12
  "Band": rating 1799-1600
prizes
  category "U21": 10
`).diagnostics.map((x) => x.message);
    expect(messages).toEqual([
      '"2026-02-30" is not a date (year-month-day, e.g. 2026-01-01)',
      '"1799-1600": a rating band goes from the lower rating to the higher',
      'No category "U21" in the categories article (did you mean "U12"?); categories: "U12", "Band"',
    ]);
  });
});
