import { describe, expect, it } from 'vitest';
import { checkRegulation } from '../../../dsl';
import { file, printed } from '../../support/dsl';

const check = (...lines: string[]) => printed(checkRegulation(file(...lines)).diagnostics);
const header = 'regulation "R"';

describe('validateRegulation', () => {
  it('accepts a complete, correct file', () => {
    expect(check(header, 'rules fide-2026', 'tie-breaks', '  1. BH/C1', '  2. SB', '  then shared')).toEqual([]);
  });

  it('requires the regulation line', () => {
    expect(check('rules fide-2026')).toEqual([
      'test.regula:1:1: error dsl/missing-regulation: A regulation file starts with its name: regulation "NAME" [version "…"]',
    ]);
  });

  it('reports an article used twice, and a named article defined twice', () => {
    expect(
      check(header, 'scoring', '  win 1', 'scoring', '  win 2', 'grand-prix "G"', '  points = 1', 'grand-prix "g"', '  points = 2'),
    ).toEqual([
      'test.regula:4:1: error dsl/duplicate-article: The scoring article is already given on line 2',
      'test.regula:8:12: error dsl/duplicate-name: grand-prix "g" is already defined on line 6',
    ]);
  });

  it('suggests an edition for a misspelt one', () => {
    expect(check(header, 'rules fide-2062')).toEqual([
      'test.regula:2:7: error dsl/unknown-edition: Unknown rules edition "fide-2062" (did you mean "fide-2026"?); editions: fide-2026, fide-2024, fide-2023, fide-2009, fide-pre-2009, us-chess, fmjd, none',
    ]);
  });

  it('checks the scoring preset and result kinds given twice', () => {
    expect(check(header, 'scoring standrd', '  win 1, draw 1/2', '  win 2')).toEqual([
      'test.regula:2:9: error dsl/unknown-preset: Unknown point system "standrd" (did you mean "standard"?); presets: standard, draughts, football, uk-junior',
      'test.regula:4:3: error dsl/duplicate-entry: "win" is already given on line 3',
    ]);
    expect(check(header, 'scoring')).toEqual(['test.regula:2:1: warning dsl/empty-article: The scoring article says nothing']);
  });

  it('checks the unplayed-round overrides and the withdrawal rules', () => {
    expect(check(header, 'unplayed rounds', '  vur first on', '  vur first off')).toEqual([
      'test.regula:4:3: error dsl/duplicate-entry: VUR-first cutting is already given on line 3',
    ]);
    expect(
      check(
        header,
        'withdrawals',
        '  zero-point bye in round 2.5 means withdrawn',
        '  pairing-allocated bye in last round means withdrawn',
        '  per event: fewer than 150% of the games played -> results stand, otherwise results stand',
      ),
    ).toEqual([
      'test.regula:3:27: error dsl/not-whole: A round number must be a whole number, found "2.5"',
      'test.regula:4:3: error dsl/pab-not-withdrawal: A pairing-allocated bye is given, not requested, so it cannot mean a withdrawal',
      'test.regula:5:3: warning dsl/outcome-twice: Both sides of the rule say "results stand": the threshold changes nothing',
      'test.regula:5:25: error dsl/bad-threshold: "150%": a share of the games is between 0 and 100 %',
    ]);
  });

  it('checks the numbering, a repeated manual column and what comes after the list', () => {
    expect(
      check(
        header,
        'tie-breaks',
        '  1. manual from column "M"',
        '  3. SB',
        '  then shared',
        '  4. BH',
        '  then play-off',
        '  5. manual from column "M"',
      ),
    ).toEqual([
      'test.regula:4:3: warning dsl/item-numbering: Item numbered 3, expected 2',
      'test.regula:6:3: error dsl/item-after-then: Criteria come before the "then …" line',
      'test.regula:6:3: warning dsl/item-numbering: Item numbered 4, expected 3',
      'test.regula:7:3: error dsl/after-twice: What happens after the list is already said on line 5',
      'test.regula:8:3: error dsl/item-after-then: Criteria come before the "then …" line',
      'test.regula:8:3: warning dsl/item-numbering: Item numbered 5, expected 4',
      'test.regula:8:3: warning dsl/duplicate-criterion: "manual from column "M"" repeats line 3: it can never separate anyone',
    ]);
  });

  it('warns about repeated criteria and about points in the list', () => {
    expect(check(header, 'tie-breaks', '  1. points', '  2. BH/C1', '  3. buchholz cut 1', '  4. BH')).toEqual([
      'test.regula:3:6: warning dsl/points-in-list: "points" is not needed: points always rank first, before the tie-breaks',
      'test.regula:5:6: warning dsl/duplicate-criterion: "buchholz cut 1" repeats line 4: it can never separate anyone',
    ]);
  });

  it('reports a criterion the edition does not define', () => {
    expect(check(header, 'rules fide-2009', 'tie-breaks', '  1. FB', '  2. BH@2026/C1')).toEqual([
      'test.regula:4:6: error dsl/not-in-edition: Fore Buchholz (FB) is not defined under fide-2009 (defined under fide-2023, fide-2024, fide-2026)',
    ]);
  });

  it('warns about the Buchholz family in a round robin under the 2026 rules only', () => {
    expect(check(header, 'rules fide-2026 round robin', 'tie-breaks', '  1. BH', '  2. SB')).toEqual([
      'test.regula:4:6: warning dsl/not-allowed-in-round-robin: Buchholz is not used in round robins under fide-2026 (C.07 art. 8)',
    ]);
    expect(check(header, 'rules fide-2024 round robin', 'tie-breaks', '  1. BH')).toEqual([]);
    expect(check(header, 'rules fide-2026 swiss', 'tie-breaks', '  1. BH')).toEqual([]);
  });

  it('takes a round-robin withdrawal rule as saying the event is a round robin', () => {
    expect(
      check(
        header,
        'rules fide-2026',
        'withdrawals',
        '  per event: fewer than half of the games played -> results deleted',
        'tie-breaks',
        '  1. FB',
      ),
    ).toEqual([
      'test.regula:6:6: warning dsl/not-allowed-in-round-robin: Fore Buchholz is not used in round robins under fide-2026 (C.07 art. 8)',
    ]);
  });

  it('checks criteria of team and match tie-breaks too', () => {
    expect(
      check(
        header,
        'team "T" by column "Club"',
        '  tie-breaks: SB, sonneborn-berger, BHX',
        '  event score = sum of best 4 score',
        'match tie-breaks',
        '  1. BC',
        '  2. TBRX',
      ),
    ).toEqual([
      'test.regula:3:19: warning dsl/duplicate-criterion: "sonneborn-berger" repeats line 3: it can never separate anyone',
      'test.regula:3:37: error dsl/unknown-criterion: Unknown tie-break "BHX" (did you mean "BH"?)',
      'test.regula:7:6: error dsl/unknown-criterion: Unknown tie-break "TBRX" (did you mean "TBR"?)',
    ]);
  });

  it('accepts a "Team Cup" regulation’s match tie-breaks (arbiter’s handbook ch. 13)', () => {
    expect(check('regulation "Team Cup"', 'match tie-breaks', '  1. board count of wins', '  2. end-board elimination')).toEqual([]);
    expect(check(header, 'match tie-breaks', '  1. BC', '  2. TBR', '  3. BBE', '  then lots seeded by "Cup"')).toEqual([]);
  });

  it('keeps match tie-breaks and individual tie-breaks in their own lists, at the criterion', () => {
    expect(check(header, 'tie-breaks', '  1. BH', '  2. board count of wins', 'match tie-breaks', '  1. TBR', '  2. DE')).toEqual([
      'test.regula:4:6: error dsl/match-criterion-in-list: "board count of wins" decides a drawn team match from its board results (C.07 art. 12): put it under "match tie-breaks"',
      'test.regula:7:6: error dsl/not-a-match-criterion: "DE" ranks players in a crosstable and cannot decide a drawn team match; match tie-breaks: BCW (board count of wins), EBE (end-board elimination), BC (fide board count), TBR (top board result), FWB (foremost winning board), BBE (bottom board elimination), BERLIN (berlin weighting)',
    ]);
  });

  it('checks a grand prix: points formula, rounding mode, statements given twice, whole numbers', () => {
    expect(check(header, 'grand-prix "G"', '  rounding half-evn', '  bonus 3 to place 1.5', '  no tie-breaks', '  no tie-breaks')).toEqual([
      'test.regula:2:12: error dsl/missing-points: Grand prix "G" has no "points = …" formula and no "points by place …" table',
      'test.regula:3:12: error dsl/unknown-rounding-mode: Unknown rounding "half-evn" (did you mean "half-even"?); modes: half-up, half-even, half-down, down, up, floor, ceil',
      'test.regula:4:20: error dsl/not-whole: A place must be a whole number, found "1.5"',
      'test.regula:6:3: error dsl/duplicate-entry: "no tie-breaks" is already given on line 5',
    ]);
  });

  it('checks the clamps of a qualification', () => {
    expect(check(header, 'qualification "Q"', '  at least 5, at most 3', '  at least 2')).toEqual([
      'test.regula:2:15: error dsl/clamp-order: "at least 5" is above "at most 3"',
      'test.regula:2:15: error dsl/missing-places: Qualification "Q" has no "places from …" table and no "best N of …"',
      'test.regula:4:3: error dsl/duplicate-entry: "at least" is already given on line 3',
    ]);
  });

  it('checks prizes: places given twice, whole places, a positive rounding unit', () => {
    expect(
      check(
        header,
        'prizes',
        '  place 1: 100, place 1: 50, place 1.5: 10',
        '  rating under 1800: 20, rating under 1800: 30',
        '  round to 0',
      ),
    ).toEqual([
      'test.regula:3:17: error dsl/duplicate-entry: The prize for place 1 is already given on line 3',
      'test.regula:3:36: error dsl/not-whole: A place must be a whole number, found "1.5"',
      'test.regula:4:26: error dsl/duplicate-entry: This category prize is already given on line 4',
      'test.regula:5:12: error dsl/bad-number: "0" is not a positive unit',
    ]);
  });

  it('reports syntax and semantic errors of one file together, in file order', () => {
    expect(check(header, 'rules fide-2062', 'scoring', '  win one', 'tie-breaks', '  1. BHX')).toEqual([
      'test.regula:2:7: error dsl/unknown-edition: Unknown rules edition "fide-2062" (did you mean "fide-2026"?); editions: fide-2026, fide-2024, fide-2023, fide-2009, fide-pre-2009, us-chess, fmjd, none',
      'test.regula:4:7: error dsl/unexpected-token: Expected a number after "win", found "one"',
      'test.regula:6:6: error dsl/unknown-criterion: Unknown tie-break "BHX" (did you mean "BH"?)',
    ]);
  });
});
