import { describe, expect, it } from 'vitest';
import { checkRegulation } from '../../../dsl';
import { file, positioned, printed } from '../../support/dsl';

const check = (...lines: string[]) => printed(checkRegulation(file(...lines)).diagnostics);
const codes = (...lines: string[]) => positioned(checkRegulation(file(...lines)).diagnostics);
const header = 'regulation "R"';

describe('validation of the articles and of the file as a whole', () => {
  it('warns when a win scores less than a draw, or a match draw more than a match win', () => {
    expect(check(header, 'scoring', '  win 1/2, draw 1, loss 0', '  match win 1, match draw 2')).toEqual([
      'test.regula:3:3: warning dsl/score-order: A win scores 1/2, less than a draw (1)',
      'test.regula:4:3: warning dsl/score-order: A match win scores 1, less than a match draw (2)',
    ]);
    expect(check(header, 'scoring', '  win 3, draw 2, loss 1, forfeit loss 0')).toEqual([]);
  });

  it('warns about unplayed-round options the edition does not have (16.4.1 is 2026 only, 16.5 from 2023)', () => {
    expect(check(header, 'rules us-chess', 'unplayed rounds', '  forfeit cap opponent and half, vur first off')).toEqual([
      'test.regula:4:3: warning dsl/option-not-in-edition: The forfeit cap has no effect under us-chess (it exists under fide-2026)',
      'test.regula:4:34: warning dsl/option-not-in-edition: VUR-first cutting has no effect under us-chess (it exists under fide-2023, fide-2024, fide-2026)',
    ]);
    expect(check(header, 'rules fide-2024', 'unplayed rounds', '  vur first off')).toEqual([]);
    expect(check(header, 'unplayed rounds', '  forfeit cap opponent')).toEqual([]);
  });

  it('rejects a round-robin withdrawal rule in a Swiss, and "per cycle" in a single round robin', () => {
    const rule = '  per cycle: fewer than half of the games played -> results deleted';
    expect(check(header, 'rules fide-2026 swiss', 'withdrawals', rule)).toEqual([
      'test.regula:4:3: error dsl/withdrawal-not-round-robin: This withdrawal rule is for round robins, but line 2 says the event is a Swiss',
    ]);
    expect(check(header, 'rules fide-2026 round robin', 'withdrawals', rule)).toEqual([
      'test.regula:4:3: error dsl/cycle-not-double: "per cycle" needs a double round robin, but line 2 says a single round robin (write "per event")',
    ]);
    expect(check(header, 'rules fide-2026 double round robin', 'withdrawals', rule)).toEqual([]);
  });

  it('warns about Koya in a Swiss (C.07 9.2 "Koya System for Round Robin")', () => {
    expect(check(header, 'rules fide-2026 swiss', 'tie-breaks', '  1. KS')).toEqual([
      'test.regula:4:6: warning dsl/round-robin-only: Koya system is defined for round robins (FIDE C.07 art. 9.2), but line 2 says this is a Swiss',
    ]);
    expect(check(header, 'rules fide-2026 round robin', 'tie-breaks', '  1. KS')).toEqual([]);
  });

  it('accepts a "then …" line after a manual column: equal manual values still leave a tie (DrA #12)', () => {
    expect(check(header, 'tie-breaks', '  1. BH', '  2. manual from column "Barrage"', '  then lots seeded by "x"')).toEqual([]);
  });

  it('requires a team score, and a grand-prix article when a team formula uses grand-prix points', () => {
    expect(check(header, 'team "School" by column "School"', '  tie-breaks: SB')).toEqual([
      'test.regula:2:6: error dsl/missing-team-score: Team "School" has neither "event score = …" nor "season score = …"',
    ]);
    expect(check(header, 'team "School" by column "School"', '  season score = sum of best 4 grand-prix over events')).toEqual([
      'test.regula:3:32: error dsl/no-grand-prix: "grand-prix" means the points of this file’s grand-prix article, but the file has none',
    ]);
    expect(
      codes(
        header,
        'grand-prix "A"',
        '  points = score',
        'grand-prix "B"',
        '  points = 2 * score',
        'team "T" by column "C"',
        '  event score = sum of grand-prix',
      ),
    ).toEqual(['7:24 dsl/ambiguous-grand-prix']);
  });

  it('checks a qualification limited to a category: a known category, whole places, one count of places', () => {
    const categories = ['categories', '  "U16": under 16 on 2025-12-31'];
    expect(check(header, ...categories, 'qualification "Q"', '  best 2 of category "U61"')).toEqual([
      'test.regula:5:22: error dsl/unknown-category: No category "U61" in the categories article (did you mean "U16"?); categories: "U16"',
    ]);
    expect(check(header, ...categories, 'qualification "Q"', '  best 1/2 of female')).toEqual([
      'test.regula:5:8: error dsl/not-whole: A number of places must be a whole number, found "1/2"',
    ]);
    expect(
      check(
        header,
        ...categories,
        'qualification "Q"',
        '  places from participants',
        '         <20  >=20',
        '    All  1    2',
        '  best 2 of category "U16", for female',
      ),
    ).toEqual([
      'test.regula:8:3: error dsl/qualification-places-twice: Qualification "Q" says twice how many qualify: a "places from …" table and "best N of …"',
      'test.regula:8:29: error dsl/duplicate-entry: The category of the qualification is already given on line 8',
    ]);
    expect(check(header, ...categories, 'qualification "Q"', '  for category "U16", at most 3')).toEqual([
      'test.regula:4:15: error dsl/missing-places: Qualification "Q" has no "places from …" table and no "best N of …"',
    ]);
  });

  it('requires a places table and the same rows in every table of a qualification', () => {
    expect(check(header, 'qualification "Q"', '  at least 3')).toEqual([
      'test.regula:2:15: error dsl/missing-places: Qualification "Q" has no "places from …" table and no "best N of …"',
    ]);
    expect(
      check(
        header,
        'qualification "Q" per section',
        '  places from participants',
        '         <20  >=20',
        '    K-3  4    5',
        '    K-5  4    6',
        '  adjust from average post-rating',
        '         -1    +1',
        '    K-3  <500  >=500',
        '    K-4  <650  >=650',
      ),
    ).toEqual([
      'test.regula:7:3: error dsl/rows-missing: This table has no row for "K-5" of the places table (line 3)',
      'test.regula:10:5: error dsl/row-not-in-places: Row "K-4" is not a row of the places table (line 3)',
    ]);
  });

  it('checks the prize rules that lean on other articles', () => {
    expect(check(header, 'prizes', '  place 1: 100, place 2: 50', '  higher value first', '  tied players share by hort')).toEqual([
      'test.regula:4:3: warning dsl/precedence-without-one-prize: A precedence between prizes only matters with "one prize per player"',
      'test.regula:5:3: error dsl/sharing-needs-tiebreaks: Sharing by hort hands out money in tie-break order, but the file has no tie-breaks list',
    ]);
    expect(check(header, 'tie-breaks', '  1. BH', 'prizes', '  place 1: 100', '  tied players share by hort')).toEqual([]);
  });

  it('warns about articles that say nothing, and rejects empty names', () => {
    expect(codes(header, 'unplayed rounds', 'withdrawals', 'tie-breaks', 'prizes', 'match tie-breaks')).toEqual([
      '2:1 dsl/empty-article',
      '3:1 dsl/empty-article',
      '4:1 dsl/empty-article',
      '5:1 dsl/empty-article',
      '6:1 dsl/empty-article',
    ]);
    expect(check('regulation ""', 'tie-breaks', '  1. BH', '  then lots seeded by " "')).toEqual([
      'test.regula:1:12: error dsl/empty-string: An empty string names nothing: write the name between the quotes',
      'test.regula:4:23: error dsl/empty-string: An empty string names nothing: write the name between the quotes',
    ]);
  });

  it('does not report as missing what a syntax error dropped', () => {
    expect(codes('regulation Open', 'rules fide-2026')).toEqual(['1:12 dsl/unexpected-token']);
    expect(codes(header, 'grand-prix "G"', '  points = AR * ')).toEqual(['3:17 dsl/unexpected-token']);
    expect(codes(header, 'team "T" by column "C"', '  event score = sum of best')).toEqual(['3:28 dsl/unexpected-token']);
    expect(codes(header, 'qualification "Q"', '  places from', '    <20 >=20', '  K-3 4 5')).toEqual(['3:14 dsl/unexpected-token']);
  });
});
