import { describe, expect, it } from 'vitest';
import { checkRegulation, compileRegulation, formatRegulation } from '../../../dsl';
import { regulationOfSection } from '../../../engine';
import { file, printed } from '../../support/dsl';

// Several sections in one event: `sections`, and `tie-breaks|prizes for section "…"` (docs/language.md "Sections").
const header = 'regulation "R"';
const check = (...lines: string[]) => printed(checkRegulation(file(header, ...lines)).diagnostics);

describe('sections of one event in the regulation language', () => {
  it('lowers the sections in file order, with the list and prizes of the sections that have their own', () => {
    const compiled = compileRegulation(
      file(
        header,
        'tie-breaks',
        '  1. BH/C1',
        '  2. SB',
        'sections',
        '  "K-3", "K-5"',
        '  "K-12"',
        'tie-breaks for section "k-12"',
        '  1. DE',
        '  then lots',
        'prizes',
        '  place 1: "Trophy"',
        'prizes for sections "K-3", "K-5"',
        '  place 1: 100',
      ),
    );
    expect(printed(compiled.diagnostics)).toEqual([]);
    const regulation = compiled.regulation!;
    expect(regulation.tiebreaks.map((t) => t.text)).toEqual(['PTS', 'BH/C1', 'SB']);
    expect(regulation.eventSections!.map((s) => s.name)).toEqual(['K-3', 'K-5', 'K-12']);
    const [k3, , k12] = regulation.eventSections!;
    expect(k3!.tiebreaks).toBeUndefined();
    expect(k3!.prizes!.prizes.map((p) => p.amount?.toString())).toEqual(['100']);
    expect(k12!.tiebreaks!.map((t) => t.text)).toEqual(['PTS', 'DE']);
    expect(k12!.after).toEqual({ kind: 'lots' });
    // Each section's regulation: its own list or prizes in place of the common ones, and no sections of its own.
    const ofK12 = regulationOfSection(regulation, k12!);
    expect(ofK12.tiebreaks.map((t) => t.text)).toEqual(['PTS', 'DE']);
    expect(ofK12.prizes!.prizes[0]!.trophy).toBe('Trophy');
    expect(ofK12.eventSections).toBeUndefined();
    const ofK3 = regulationOfSection(regulation, k3!);
    expect(ofK3.tiebreaks.map((t) => t.text)).toEqual(['PTS', 'BH/C1', 'SB']);
    expect(ofK3.prizes!.prizes[0]!.amount!.toString()).toBe('100');
  });

  it('a regulation without a sections article is one section', () => {
    expect(compileRegulation(file(header, 'tie-breaks', '  1. BH')).regulation!.eventSections).toBeUndefined();
  });

  it('formats the headers canonically: "section" for one name, "sections" for several', () => {
    const text = formatRegulation(
      file(header, 'SECTIONS', '  "A" ,"B"', 'Tie-breaks  FOR SECTIONS "A"', '  1. BH', 'prizes for section "A","B"', '  place 1: 5'),
    ).text;
    expect(text).toBe(
      file(
        header,
        '',
        'sections',
        '  "A", "B"',
        '',
        'tie-breaks for section "A"',
        '  1. BH',
        '',
        'prizes for sections "A", "B"',
        '  place 1: 5',
      ),
    );
  });

  it('reports a section named twice, an unknown section with a did-you-mean, one given its own list twice, and a scope without sections', () => {
    expect(
      check(
        'sections',
        '  "K-3", "K-5", "k-3"',
        'prizes for section "K5"',
        '  place 1: 10',
        'tie-breaks for sections "K-5", "K-3"',
        '  1. BH',
        'tie-breaks for section "K-5"',
        '  1. SB',
      ),
    ).toEqual([
      'test.regula:3:17: error dsl/duplicate-entry: The section "k-3" is already given on line 3',
      'test.regula:4:20: error dsl/unknown-section-name: No section "K5" in the sections article (did you mean "K-5"?); sections: "K-3", "K-5", "k-3"',
      'test.regula:8:24: error dsl/section-scope-twice: Section "K-5" already has its own tie-breaks on line 6',
    ]);
    expect(check('tie-breaks for section "Open"', '  1. BH')).toEqual([
      'test.regula:2:12: error dsl/scope-without-sections: "tie-breaks for section …" needs a sections article naming the event\'s sections',
    ]);
  });

  it('a misspelt sections header is one error with the suggestion, and its names are not read', () => {
    expect(check('secions', '  "A", "B"')).toEqual([
      'test.regula:2:1: error dsl/unknown-article: "secions" is not an article (did you mean "sections"?): the lines under it are not read until it is one',
    ]);
  });

  it('a common tie-breaks article given twice is still a duplicate; scoped ones are not duplicates of it', () => {
    expect(check('sections', '  "A"', 'tie-breaks', '  1. BH', 'tie-breaks for section "A"', '  1. SB')).toEqual([]);
    expect(check('tie-breaks', '  1. BH', 'tie-breaks', '  1. SB')).toEqual([
      'test.regula:4:1: error dsl/duplicate-article: The tie-breaks article is already given on line 2',
    ]);
  });
});
