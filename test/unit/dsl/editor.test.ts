import { describe, expect, it } from 'vitest';
import { checkRegulation, completeRegulation, diagnoseRegulation, highlightRegulation } from '../../../dsl';
import { file } from '../../support/dsl';

/** Completion labels at the end of the text (or at the "|" marker). */
function labelsAt(textWithCursor: string): string[] {
  const cursor = textWithCursor.includes('|') ? textWithCursor.indexOf('|') : textWithCursor.length;
  const text = textWithCursor.replace('|', '');
  return completeRegulation(text, cursor).options.map((o) => o.label);
}

describe('highlightRegulation', () => {
  const text = file('regulation "Open" version "2026"  # name', 'tie-breaks', '  1. BH/C1', '  2. number of wins', '  then shared');

  it('marks sections, keywords, strings, comments and criterion phrases with their offsets', () => {
    const tokens = highlightRegulation(text).map((t) => [text.slice(t.from, t.to), t.kind]);
    expect(tokens).toEqual([
      ['regulation', 'section'],
      ['"Open"', 'string'],
      ['version', 'keyword'],
      ['"2026"', 'string'],
      ['# name', 'comment'],
      ['tie-breaks', 'section'],
      ['1', 'number'],
      ['.', 'operator'],
      ['BH/C1', 'criterion'],
      ['2', 'number'],
      ['.', 'operator'],
      ['number', 'criterion'],
      ['of', 'criterion'],
      ['wins', 'criterion'],
      ['then', 'keyword'],
      ['shared', 'keyword'],
    ]);
  });

  it('marks characters the language does not know as invalid', () => {
    const bad = 'regulation "x" ?\n';
    expect(highlightRegulation(bad).filter((t) => t.kind === 'invalid')).toEqual([{ from: 15, to: 16, kind: 'invalid' }]);
  });
});

describe('diagnoseRegulation', () => {
  it('gives character offsets and 1-based positions of every diagnostic', () => {
    const text = file('regulation "Open"', 'tie-breaks', '  1. BHX');
    const [d] = diagnoseRegulation(text);
    expect(d).toMatchObject({ severity: 'error', code: 'dsl/unknown-criterion', line: 3, column: 6 });
    expect(text.slice(d!.from, d!.to)).toBe('BHX');
    expect(d!.message).toContain('did you mean "BH"');
  });

  it('is empty for a clean file', () => {
    expect(diagnoseRegulation(file('regulation "Open"', 'rules fide-2026', 'tie-breaks', '  1. BH'))).toEqual([]);
  });
});

describe('completeRegulation', () => {
  it('offers the section keywords at the start of a line', () => {
    expect(labelsAt(file('regulation "x"'))).toEqual(
      expect.arrayContaining(['rules', 'scoring', 'tie-breaks', 'grand-prix', 'qualification', 'prizes', 'withdrawals']),
    );
  });

  it('offers criterion names from the registry, filtered by what is typed', () => {
    const labels = labelsAt(file('regulation "x"', 'tie-breaks', '  1. buch').trimEnd());
    expect(labels).toContain('buchholz');
    expect(labels.every((l) => l.toLowerCase().startsWith('buch'))).toBe(true);
  });

  it('completes a multi-word criterion name from the start of the phrase', () => {
    const text = file('regulation "x"', 'tie-breaks', '  1. number of w').trimEnd();
    const result = completeRegulation(text, text.length);
    expect(text.slice(result.from)).toBe('number of w');
    expect(result.options.map((o) => o.label)).toContain('number of wins');
    expect(result.options.find((o) => o.label === 'number of wins')!.detail).toBe('Number of wins — FIDE C.07 art. 7.1');
  });

  it('offers the regulations’ own names with what they mean and where they are used (issue 19)', () => {
    const text = file('regulation "x"', 'tie-breaks', '  1. buchholz-w').trimEnd();
    const option = completeRegulation(text, text.length).options.find((o) => o.label === 'buchholz-wertung');
    expect(option?.detail).toMatch(/^Buchholz \(BH\) — SC Scharnhorst 2002/);
    expect(labelsAt(file('regulation "x"', 'tie-breaks', '  1. median b').trimEnd())).toContain('median buchholz');
    // Modifier words after an own name that sets none; each offered phrase checks clean.
    const labels = labelsAt(file('regulation "x"', 'tie-breaks', '  1. Weerstandspunten ').trimEnd() + ' ');
    expect(labels).toEqual([
      'Weerstandspunten cut 1',
      'Weerstandspunten median 1',
      'Weerstandspunten forfeits as played',
      'Weerstandspunten no vur first',
    ]);
    for (const label of labels) expect(checkRegulation(file('regulation "x"', 'tie-breaks', `  1. ${label}`)).diagnostics).toEqual([]);
  });

  it('offers the modifiers a criterion allows after its name, from the engine’s modifier table', () => {
    const text = file('regulation "x"', 'tie-breaks', '  1. Buchholz ').trimEnd() + ' ';
    const result = completeRegulation(text, text.length);
    expect(text.slice(result.from)).toBe('Buchholz ');
    const modifiers = result.options.filter((o) => o.kind === 'modifier');
    expect(modifiers.map((o) => o.label)).toEqual([
      'Buchholz cut 1',
      'Buchholz median 1',
      'Buchholz forfeits as played',
      'Buchholz no vur first',
    ]);
    expect(modifiers[0]!.info).toBe('Cut-n: drop the n least significant values (C.07 14.1, 14.2).');
    // Koya allows a limit only; a typed modifier word filters them.
    const koya = file('regulation "x"', 'tie-breaks', '  1. koya system l').trimEnd();
    expect(completeRegulation(koya, koya.length).options.map((o) => o.label)).toEqual(['koya system limit +1']);
    // And each offered phrase is one the language accepts.
    for (const label of modifiers.map((o) => o.label))
      expect(checkRegulation(file('regulation "x"', 'tie-breaks', `  1. ${label}`)).diagnostics).toEqual([]);
  });

  it('offers the editions after "rules"', () => {
    expect(labelsAt('regulation "x"\nrules fide-20')).toEqual(['fide-2026', 'fide-2024', 'fide-2023', 'fide-2009']);
  });

  it('offers what may end a tie-break list after "then"', () => {
    expect(labelsAt('regulation "x"\ntie-breaks\n  1. BH\n  then ')).toEqual(['shared', 'lots', 'play-off', 'manual']);
  });

  it('offers the result kinds inside a scoring line', () => {
    expect(labelsAt('regulation "x"\nscoring\n  win 1, half')).toEqual(['half-point']);
  });

  it('offers built-in names and functions in a formula', () => {
    const labels = labelsAt('regulation "x"\ngrand-prix "g"\n  let SP = sco');
    expect(labels).toEqual(['score']);
    expect(labelsAt('regulation "x"\ngrand-prix "g"\n  let AR = cl')).toEqual(['clamp']);
  });

  it('works with the cursor in the middle of the text', () => {
    expect(labelsAt('regulation "x"\ntie-breaks\n  1. sonn|\n  2. BH\n')).toContain('sonneborn-berger');
  });
});
