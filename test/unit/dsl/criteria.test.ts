import { describe, expect, it } from 'vitest';
import { parseRegulation, resolveCriterion, type CriterionPhrase } from '../../../dsl';
import { Rational, type Edition } from '../../../engine';
import { printed } from '../../support/dsl';

/** The criterion phrase of "1. TEXT" in a tie-breaks article. */
function phrase(text: string): CriterionPhrase {
  const { ast, diagnostics } = parseRegulation(`tie-breaks\n  1. ${text}\n`);
  expect(diagnostics).toEqual([]);
  const article = ast.articles[0]!;
  if (article.kind !== 'tiebreaks-article' || article.items[0]!.entry.kind !== 'criterion') throw new Error('not a criterion');
  return article.items[0]!.entry;
}

function spec(text: string, rules: Edition = 'fide-2026') {
  const resolved = resolveCriterion(phrase(text), rules);
  if (!resolved.ok) throw new Error(printed(resolved.diagnostics).join('\n'));
  return resolved.spec;
}

function problems(text: string, rules: Edition = 'fide-2026'): string[] {
  const resolved = resolveCriterion(phrase(text), rules);
  return resolved.ok ? [] : printed(resolved.diagnostics);
}

describe('resolveCriterion', () => {
  it('reads handbook acronyms with modifiers, keeping the text as written', () => {
    expect(spec('BH/C1')).toEqual({ code: 'BH', cut: 1, text: 'BH/C1' });
    expect(spec('BH-C1')).toEqual({ code: 'BH', cut: 1, text: 'BH-C1' });
    expect(spec('sb/m1')).toEqual({ code: 'SB', median: 1, text: 'sb/m1' });
    expect(spec('ARO/C1/U1400')).toEqual({ code: 'ARO', cut: 1, unratedRating: 1400, text: 'ARO/C1/U1400' });
    expect(spec('BH@2009/C1')).toEqual({ code: 'BH', edition: 'fide-2009', cut: 1, text: 'BH@2009/C1' });
    expect(spec('DE/P')).toEqual({ code: 'DE', played: true, text: 'DE/P' });
    expect(spec('GE')).toEqual({ code: 'REP', text: 'GE' });
  });

  it('reads the Koya limit in half-point steps with a sign and in percent with %', () => {
    expect(spec('KS/L+1')).toEqual({ code: 'KS', limit: { kind: 'steps', steps: 1 }, text: 'KS/L+1' });
    expect(spec('KS/L-2')).toEqual({ code: 'KS', limit: { kind: 'steps', steps: -2 }, text: 'KS/L-2' });
    expect(spec('KS/L60%')).toEqual({ code: 'KS', limit: { kind: 'percent', percent: Rational.of(60) }, text: 'KS/L60%' });
  });

  it('rejects the ambiguous KS/L1 and says how to write either reading', () => {
    expect(problems('KS/L1')).toEqual([
      'test.regula:2:9: error dsl/ambiguous-koya-limit: "L1" is ambiguous: write L+1 for 1 half-point step(s) above 50 % or L1% for a limit of 1 % of the maximum',
    ]);
  });

  it('reads long names with modifier words', () => {
    expect(spec('buchholz cut 1')).toEqual({ code: 'BH', cut: 1, text: 'buchholz cut 1' });
    expect(spec('Buchholz Median 2')).toEqual({ code: 'BH', median: 2, text: 'Buchholz Median 2' });
    expect(spec('sonneborn-berger')).toEqual({ code: 'SB', text: 'sonneborn-berger' });
    expect(spec('koya limit +1')).toEqual({ code: 'KS', limit: { kind: 'steps', steps: 1 }, text: 'koya limit +1' });
    expect(spec('koya limit 60%')).toEqual({ code: 'KS', limit: { kind: 'percent', percent: Rational.of(60) }, text: 'koya limit 60%' });
    expect(spec('direct encounter forfeits as played')).toEqual({ code: 'DE', played: true, text: 'direct encounter forfeits as played' });
    expect(spec('number of wins')).toEqual({ code: 'WIN', text: 'number of wins' });
    expect(spec('rating reverse')).toEqual({ code: 'RTNG', reverse: true, text: 'rating reverse' });
  });

  it('suggests the nearest registry name for an unknown criterion', () => {
    expect(problems('BHX')).toEqual(['test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "BHX" (did you mean "BH"?)']);
    expect(problems('buchholtz')).toEqual([
      'test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "buchholtz" (did you mean "buchholz"?)',
    ]);
    // A name with other words after it is another criterion, or none: never the name alone.
    expect(problems('koya variant')).toEqual(['test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "koya variant"']);
    // "solkoff" is a name only where the rules give it a meaning (rules-names.ts): under US Chess rules.
    expect(problems('solkof', 'us-chess')).toEqual([
      'test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "solkof" (did you mean "solkoff"?)',
    ]);
    expect(problems('solkof')).toEqual(['test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "solkof"']);
    expect(problems('zermelo')).toEqual(['test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "zermelo"']);
  });

  it('asks for the column of a manual tie-break written as a code', () => {
    expect(problems('MAN')).toEqual([
      'test.regula:2:6: error dsl/manual-needs-column: "MAN" reads its values from a column: write manual from column "…"',
    ]);
  });

  it('resolves the US Chess, FMJD and other long names', () => {
    expect(spec('modified median')).toEqual({ code: 'MMED', text: 'modified median' });
    expect(spec('opposition cumulative', 'us-chess')).toEqual({ code: 'OCUM', text: 'opposition cumulative' });
    expect(spec('us opposition cumulative')).toEqual({ code: 'OCUM', text: 'us opposition cumulative' });
    expect(spec('Solkoff Median')).toEqual({ code: 'MSOL', text: 'Solkoff Median' });
    expect(spec('full truncated solkoff')).toEqual({ code: 'FTS', text: 'full truncated solkoff' });
    expect(spec('reduced average rating of opponents cut 2')).toEqual({
      code: 'RARO',
      cut: 2,
      text: 'reduced average rating of opponents cut 2',
    });
    expect(spec('koya extended limit +1')).toEqual({ code: 'KX', limit: { kind: 'steps', steps: 1 }, text: 'koya extended limit +1' });
    expect(spec('win/lost games')).toEqual({ code: 'WLG', text: 'win/lost games' });
  });

  it('reports a modifier the criterion does not take, with the ones it does', () => {
    expect(problems('WIN/C1')).toEqual([
      'test.regula:2:10: error dsl/modifier-not-allowed: Modifier "C1" is not allowed for WIN (allowed: none)',
    ]);
    expect(problems('progressive score median 1')).toEqual([
      'test.regula:2:24: error dsl/modifier-not-allowed: Modifier "median 1" is not allowed for PS (allowed: cut N (/Cn), progressive cuts (/C+, /Cn+), @YEAR)',
    ]);
  });

  it('reports unknown modifiers, cut with median, team reference scores and unknown versions', () => {
    expect(problems('BH/X1')).toEqual(['test.regula:2:9: error dsl/unknown-modifier: Unknown modifier "X1" for BH']);
    expect(problems('buchholz cutt 1')).toEqual([
      'test.regula:2:15: error dsl/unknown-modifier: Unknown modifier "cutt 1" for BH (did you mean "cut 1"?)',
    ]);
    expect(problems('BH/C1/M1')).toEqual(['test.regula:2:6: error dsl/cut-and-median: "BH/C1/M1": Cut and Median cannot be combined']);
    expect(problems('BH:MM/C1')).toEqual(['test.regula:2:6: error dsl/reference-score: Reference score "BH:MM" is not :MP or :GP']);
    expect(problems('BH/V7')).toEqual([
      'test.regula:2:9: error dsl/unknown-version: Unknown rules version "V7" (write V2024 or V2026, or @2009)',
    ]);
  });

  it('suggests a misspelt long name with the modifier words that follow it', () => {
    expect(problems('buchholtz cut 1')).toEqual([
      'test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "buchholtz cut 1" (did you mean "buchholz cut 1"?)',
    ]);
  });

  it('quotes words written without a space as they were written', () => {
    expect(problems('BH@2O26')).toEqual(['test.regula:2:6: error dsl/unknown-criterion: Unknown tie-break "BH@2O26"']);
  });
});
