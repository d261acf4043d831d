import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation } from '../../../dsl';
import { editionSuggestion } from '../../../dsl/validate-file';
import { file, printed } from '../../support/dsl';

// Regulations as officials type them: a misspelt article header is one error
// with the article it means, not one error per line under it; an edition written the way
// regulations print it ("FIDE 2026") is recognised for what it names.
const check = (...lines: string[]) => printed(checkRegulation(file(...lines)).diagnostics);

describe('a misspelt article header', () => {
  it('is one error that names the article, and its lines are not reported one by one', () => {
    expect(check('regulation "R"', 'rules fide-2026', 'tie-brakes', '  1. BH', '  2. SB', '  3. DE')).toEqual([
      'test.regula:3:1: error dsl/unknown-article: "tie-brakes" is not an article (did you mean "tie-breaks"?): the lines under it are not read until it is one',
    ]);
  });

  it('knows the two-word articles, and the next real article is read again', () => {
    expect(check('regulation "R"', 'rules fide-2026', 'unplayd rounds', '  vur first on', 'tie-breaks', '  1. BH', '  2. BHX')).toEqual([
      'test.regula:3:1: error dsl/unknown-article: "unplayd rounds" is not an article (did you mean "unplayed rounds"?): the lines under it are not read until it is one',
      'test.regula:7:6: error dsl/unknown-criterion: Unknown tie-break "BHX" (did you mean "BH"?)',
    ]);
  });

  it('may end with a colon, as printed regulations write "Tie-breaks:"', () => {
    expect(
      check(
        'regulation "R"',
        'rules fide-2026',
        'scoring:',
        '  win 1, draw 1/2, loss 0',
        'Tie-breaks:',
        '  1. BH',
        'prizes:',
        '  place 1: 100',
      ),
    ).toEqual([]);
    // A team article's own "tie-breaks: a, b" stays its statement; alone on its line it starts the article.
    const teams = compileRegulation(
      file(
        'regulation "R"',
        'rules us-chess',
        'team "School" by column "School"',
        '  event score = sum of best 4 score',
        '  tie-breaks: solkoff, cumulative',
        'tie-breaks:',
        '  1. solkoff',
      ),
    );
    // Only notes: the US Chess words read under rules us-chess (rules-names.ts).
    expect(teams.diagnostics.filter((d) => d.severity !== 'note')).toEqual([]);
    expect(teams.regulation?.tiebreaks.map((c) => c.code)).toEqual(['PTS', 'SOLK']);
  });

  it('a line at the margin that is no article at all stays an unknown line', () => {
    expect(check('regulation "R"', 'rules fide-2026', 'hello world')).toEqual([
      expect.stringMatching(/^test\.regula:3:1: error dsl\/unknown-line: Unexpected "hello" after the rules line/),
    ]);
  });
});

describe('an edition written as regulations print it', () => {
  it('suggests the edition it names: other case or separators, a bare prefix, a typo', () => {
    expect(['FIDE_2026', 'Fide.2024', 'FIDE', 'US', 'fide2009', 'fide-2062'].map(editionSuggestion)).toEqual([
      'fide-2026',
      'fide-2024',
      'fide-2026',
      'us-chess',
      'fide-2009',
      'fide-2026',
    ]);
  });

  it('"rules FIDE 2026": one error for the two words, with the edition they name', () => {
    expect(check('regulation "R"', 'rules FIDE 2026', 'tie-breaks', '  1. BH')).toEqual([
      'test.regula:2:7: error dsl/unknown-edition: Unknown rules edition "FIDE 2026" (did you mean "fide-2026"?); editions: fide-2026, fide-2024, fide-2023, fide-2009, fide-pre-2009, us-chess, fmjd, none',
    ]);
    expect(check('regulation "R"', 'rules Fide 2024 team swiss')).toEqual([
      expect.stringContaining('Unknown rules edition "Fide 2024" (did you mean "fide-2024"?)'),
    ]);
  });
});

describe('a misread modifier', () => {
  it('suggests the modifier the criterion takes: a number glued to its word, a misspelt word', () => {
    expect(
      check(
        'regulation "R"',
        'rules fide-2026',
        'tie-breaks',
        '  1. buchholz cut1',
        '  2. buchholz medain 1',
        '  3. sonneborn-berger cutt 1',
      ),
    ).toEqual([
      'test.regula:4:15: error dsl/unknown-modifier: Unknown modifier "cut1" for BH (did you mean "cut 1"?)',
      'test.regula:5:15: error dsl/unknown-modifier: Unknown modifier "medain 1" for BH (did you mean "median 1"?)',
      'test.regula:6:23: error dsl/unknown-modifier: Unknown modifier "cutt 1" for SB (did you mean "cut 1"?)',
    ]);
  });

  it('never suggests a modifier the criterion does not take', () => {
    // DE takes no cut: "cut1" has no suggestion there.
    expect(check('regulation "R"', 'rules fide-2026', 'tie-breaks', '  1. direct encounter cut1')).toEqual([
      expect.not.stringContaining('did you mean'),
    ]);
  });
});

describe('a misspelt scoring word', () => {
  it('is read as an unknown line that names the word it probably is', () => {
    expect(check('regulation "R"', 'rules fide-2026', 'scoring', '  wins 1, draw 1/2, loss 0', '  lose 0')).toEqual([
      'test.regula:4:3: error dsl/unknown-line: Unexpected "wins" in scoring: expected a result and its points, e.g. "win 1, draw 1/2, loss 0" (did you mean "win"?)',
      'test.regula:5:3: error dsl/unknown-line: Unexpected "lose" in scoring: expected a result and its points, e.g. "win 1, draw 1/2, loss 0" (did you mean "loss"?)',
    ]);
  });
});
