import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, formatRegulation } from '../../../dsl';
import { file, printed } from '../../support/dsl';

// The `ratings` article (FIDE checklist Q210–216): `event over 30 days`, `first rating` | `rating per round`.
const header = 'regulation "R"';
const check = (...lines: string[]) => printed(checkRegulation(file(header, ...lines)).diagnostics);

describe('the ratings article', () => {
  it('lowers the long-event flag and the rating the criteria read; without the article, the first rating and no flag', () => {
    const perRound = compileRegulation(file(header, 'ratings', '  event over 30 days, rating per round')).regulation!;
    expect([perRound.longEvent, perRound.unplayed.ratings]).toEqual([true, 'per-round']);
    const first = compileRegulation(file(header, 'ratings', '  first rating')).regulation!;
    expect([first.longEvent, first.unplayed.ratings]).toEqual([undefined, 'first']);
    const none = compileRegulation(file(header)).regulation!;
    expect([none.longEvent, none.unplayed.ratings]).toEqual([undefined, undefined]);
  });

  it('formats the article canonically', () => {
    expect(formatRegulation(file(header, 'RATINGS', ' Event  OVER 30 days ,Rating per ROUND')).text).toBe(
      file(header, '', 'ratings', '  event over 30 days, rating per round'),
    );
  });

  it('rejects another number of days, a second choice of rating and an empty article', () => {
    expect(check('ratings', '  event over 31 days', '  first rating', '  rating per round')).toEqual([
      'test.regula:3:14: error dsl/long-event-days: An event is long when it lasts more than 30 days (FIDE checklist Q210), found "31" days',
      'test.regula:5:3: error dsl/duplicate-entry: Which rating the rating criteria read is already given on line 4',
    ]);
    expect(check('ratings')).toEqual(['test.regula:2:1: warning dsl/empty-article: The ratings article says nothing']);
    expect(check('ratings', '  rating first')).toEqual([
      'test.regula:3:10: error dsl/unexpected-token: Expected "per" after "rating", found "first"',
    ]);
  });
});
