import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegulation, completeRegulation, diagnoseRegulation, highlightRegulation } from '../../../dsl';
import { file } from '../../support/dsl';
import { REPO_ROOT } from '../../support/fixture-paths';

/** Completion labels at the end of the text (or at the "|" marker). */
function labelsAt(textWithCursor: string): string[] {
  const cursor = textWithCursor.includes('|') ? textWithCursor.indexOf('|') : textWithCursor.length;
  const text = textWithCursor.replace('|', '');
  return completeRegulation(text, cursor).options.map((o) => o.label);
}

describe('highlightRegulation', () => {
  const text = file('regulation "Open" version "2026"  # name', 'tie-breaks', '  1. BH/C1', '  2. number of wins', '  then shared');

  it('marks articles, keywords, strings, comments and criterion phrases with their offsets', () => {
    const tokens = highlightRegulation(text).map((t) => [text.slice(t.from, t.to), t.kind]);
    expect(tokens).toEqual([
      ['regulation', 'article'],
      ['"Open"', 'string'],
      ['version', 'keyword'],
      ['"2026"', 'string'],
      ['# name', 'comment'],
      ['tie-breaks', 'article'],
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
  it('offers the article keywords at the start of a line', () => {
    expect(labelsAt(file('regulation "x"'))).toEqual(
      expect.arrayContaining(['rules', 'scoring', 'tie-breaks', 'grand-prix', 'qualification', 'prizes', 'withdrawals']),
    );
  });

  it('offers criterion names from the registry, filtered by what is typed', () => {
    const labels = labelsAt(file('regulation "x"', 'tie-breaks', '  1. buch').trimEnd());
    expect(labels).toContain('buchholz');
    // Names that start with the word come first, then those with it inside ("median buchholz").
    const inside = labels.findIndex((l) => !l.toLowerCase().startsWith('buch'));
    expect(inside).toBeGreaterThan(0);
    expect(labels.slice(inside).every((l) => /[\s/:-]buch/i.test(l))).toBe(true);
  });

  it('completes a multi-word criterion name from the start of the phrase', () => {
    const text = file('regulation "x"', 'tie-breaks', '  1. number of w').trimEnd();
    const result = completeRegulation(text, text.length);
    expect(text.slice(result.from)).toBe('number of w');
    expect(result.options.map((o) => o.label)).toContain('number of wins');
    expect(result.options.find((o) => o.label === 'number of wins')!.detail).toBe('Number of wins — FIDE C.07 art. 7.1');
  });

  it('offers the regulations’ own names with what they mean and where they are used', () => {
    const text = file('regulation "x"', 'tie-breaks', '  1. buchholz-w').trimEnd();
    const option = completeRegulation(text, text.length).options.find((o) => o.label === 'buchholz-wertung');
    expect(option?.detail).toMatch(/^Buchholz \(BH\) — SC Scharnhorst 2002/);
    expect(labelsAt(file('regulation "x"', 'tie-breaks', '  1. median b').trimEnd())).toContain('median buchholz');
    // Modifier words after an own name that sets none; each offered phrase checks clean.
    const labels = labelsAt(file('regulation "x"', 'tie-breaks', '  1. Weerstandspunten ').trimEnd() + ' ');
    expect(labels).toEqual([
      'Weerstandspunten cut 1',
      'Weerstandspunten median 1',
      'Weerstandspunten progressive cuts',
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
      'Buchholz progressive cuts',
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

  it('completes inside a long table of a file with an unreadable line (asks the grammar from the article only)', () => {
    // The mutation property test's case: a misspelt "per section" before the VCF qualification tables made
    // chevrotain's content assist, asked over the whole file, run for 80 s; the test's timeout guards it.
    const vcf = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula'), 'utf8');
    const text = vcf.replace('"SSIT berths" per section', '"SSIT berths" pmatcher section');
    const cursor = text.indexOf('    K-5   <650');
    expect(completeRegulation(text, cursor).from).toBeLessThanOrEqual(cursor);
    // The article's statements are still offered at the start of a line of a clean file.
    const clean = vcf.indexOf('    K-5   <650');
    expect(completeRegulation(vcf, clean).options.map((o) => o.label)).toEqual(
      expect.arrayContaining(['places from', 'adjust from', 'skip already qualified']),
    );
  });

  it('offers the editions after "rules"', () => {
    expect(labelsAt('regulation "x"\nrules fide-20')).toEqual(['fide-2026', 'fide-2024', 'fide-2023', 'fide-2009']);
  });

  it('offers what may end a tie-break list after "then"', () => {
    expect(labelsAt('regulation "x"\ntie-breaks\n  1. BH\n  then ')).toEqual([
      'shared',
      'lots',
      'lots seeded by',
      'play-off',
      'manual from column',
    ]);
  });

  it('offers the result kinds inside a scoring line', () => {
    expect(labelsAt('regulation "x"\nscoring\n  win 1, half')).toEqual(['half-point bye']);
  });

  it('offers built-in names and functions in a formula', () => {
    const labels = labelsAt('regulation "x"\ngrand-prix "g"\n  let SP = sco');
    expect(labels).toEqual(['score']);
    expect(labelsAt('regulation "x"\ngrand-prix "g"\n  let AR = cl')).toEqual(['clamp']);
  });

  it('works with the cursor in the middle of the text', () => {
    expect(labelsAt('regulation "x"\ntie-breaks\n  1. sonn|\n  2. BH\n')).toContain('sonneborn-berger');
  });

  it('offers the modifiers a code allows after its "/", each one the language accepts', () => {
    const labels = labelsAt(file('regulation "x"', 'tie-breaks', '  1. BH/').trimEnd());
    expect(labels).toEqual(['BH/C1', 'BH/C+', 'BH/M1', 'BH/P', 'BH/V']);
    // After a first modifier, the others; a typed letter filters them.
    // Not BH/C1/M1: a cut goes with no median; BH/C1/C+ is progressive cuts from cut 1.
    expect(labelsAt(file('regulation "x"', 'tie-breaks', '  1. BH/C1/').trimEnd())).toEqual(['BH/C1/C+', 'BH/C1/P', 'BH/C1/V']);
    expect(labelsAt(file('regulation "x"', 'tie-breaks', '  1. BH@').trimEnd())).toEqual(['BH@2024']);
    expect(labelsAt(file('regulation "x"', 'tie-breaks', '  1. ARO/U').trimEnd())).toEqual(['ARO/U1400']);
    for (const label of [...labels, 'BH/C1/C+', 'BH/C1/P', 'ARO/U1400'])
      expect(checkRegulation(file('regulation "x"', 'tie-breaks', `  1. ${label}`)).diagnostics).toEqual([]);
  });

  it('offers keywords as the whole phrase they start', () => {
    expect(labelsAt('regulation "x"\nscoring\n  forfeit')).toEqual(['forfeit win', 'forfeit loss', 'double forfeit']);
    expect(labelsAt('regulation "x"\nscoring\n  pairing')).toEqual(['pairing-allocated bye']);
    expect(labelsAt('regulation "x"\nunplayed rounds\n  forfeit')).toEqual(['forfeit cap opponent', 'forfeit cap opponent and half']);
    // "mat" starts one article and is inside another: those that start with it first.
    expect(labelsAt('regulation "x"\nmat')).toEqual(['match tie-breaks', 'micro-matches']);
    expect(labelsAt('regulation "x"\nunpl')).toEqual(['unplayed rounds']);
    expect(labelsAt('regulation "x"\nprizes\n  tied')).toEqual([
      'tied players share equally',
      'tied players share by hort',
      'tied players ranked by tie-breaks',
    ]);
  });

  it('finds names by a word inside them, after those that start with it', () => {
    const labels = labelsAt(file('regulation "x"', 'tie-breaks', '  1. berger').trimEnd());
    expect(labels).toContain('sonneborn-berger');
    expect(labels.every((l) => /(^|[\s/:@-])berger/i.test(l))).toBe(true);
  });

  describe('criteria fitting the list', () => {
    /** The criteria offered in a list (nothing typed), and the errors each would give written there. */
    function offered(lines: string[], listLine = 'tie-breaks'): { labels: string[]; errors: string[] } {
      const head = file('regulation "x"', ...lines, listLine);
      const text = `${head}  1. `;
      const labels = completeRegulation(text, text.length)
        .options.filter((o) => o.kind === 'criterion')
        .map((o) => o.label);
      const errors = labels.flatMap((label) =>
        checkRegulation(`${head}  1. ${label}\n`)
          .diagnostics.filter((d) => d.severity === 'error')
          .map((d) => `${label}: ${d.message}`),
      );
      return { labels, errors };
    }

    it('an individual Swiss under 2026: every criterion of the edition, none of a team event or a match', () => {
      const { labels, errors } = offered(['rules fide-2026 swiss']);
      expect(errors).toEqual([]);
      expect(labels).toEqual(expect.arrayContaining(['BH', 'buchholz', 'ARO', 'TPN', 'DE']));
      for (const absent of ['EDET', 'MPVGP', 'BCW', 'BH:MP', 'KS', 'points']) expect(labels).not.toContain(absent);
    });

    it('under US Chess rules: the rulebook’s words, read as 34E; under FIDE rules not, as they are errors there', () => {
      const us = offered(['rules us-chess']);
      expect(us.errors).toEqual([]);
      expect(us.labels).toEqual(expect.arrayContaining(['solkoff', 'median', 'cumulative', 'opposition cumulative', 'us solkoff']));
      const fide = offered(['rules fide-2026']);
      for (const absent of ['solkoff', 'median', 'cumulative', 'harkness']) expect(fide.labels).not.toContain(absent);
      expect(fide.labels).toEqual(expect.arrayContaining(['us solkoff', 'SOLK', 'sum of progressive scores']));
      const text = `${file('regulation "x"', 'rules us-chess', 'tie-breaks')}  1. solk`;
      const solkoff = completeRegulation(text, text.length).options.find((o) => o.label === 'solkoff')!;
      expect(solkoff.detail).toBe('US Chess 34E2 Solkoff (SOLK) under rules us-chess');
    });

    it('a round robin under 2026: no Buchholz (C.07 8, 2026)', () => {
      const { labels, errors } = offered(['rules fide-2026 round robin']);
      expect(errors).toEqual([]);
      expect(labels).toEqual(expect.arrayContaining(['SB', 'KS', 'DE']));
      expect(labels).not.toContain('BH');
    });

    it('under the 2009 rules: none of the criteria the 2026 edition added', () => {
      const { labels, errors } = offered(['rules fide-2009']);
      expect(errors).toEqual([]);
      for (const absent of ['FB', 'AOB', 'EDET']) expect(labels).not.toContain(absent);
      expect(labels).toEqual(expect.arrayContaining(['BH', 'SB', 'TPN']));
    });

    it('a team event: the team criteria and the reference scores, not the players’ criteria', () => {
      const { labels, errors } = offered(['rules fide-2026 team swiss']);
      expect(errors).toEqual([]);
      expect(labels).toEqual(expect.arrayContaining(['EDET', 'MPVGP', 'olympiad sonneborn-berger', 'BH:MP', 'SB:GP']));
      for (const absent of ['ARO', 'TPR', 'BH', 'SB']) expect(labels).not.toContain(absent);
    });

    it('match tie-breaks: only the criteria that decide a drawn match', () => {
      const { labels, errors } = offered([], 'match tie-breaks');
      expect(errors).toEqual([]);
      expect(labels).toContain('BCW');
      expect(labels).not.toContain('BH');
    });
  });
});

describe('the play-off’s formats and seeding in the editor (British Championship)', () => {
  it('completes the seeding criterion after "seeded by", and the fallbacks after it whole', () => {
    expect(labelsAt(file('regulation "x"', 'play-off', '  at most 8 players, seeded by TP|'))).toEqual(['TPN', 'TPR']);
    expect(labelsAt(file('regulation "x"', 'play-off', '  seeded by TPR then |'))).toEqual([
      'head-to-head',
      'head-to-head then lots',
      'lots',
    ]);
  });

  it('completes "if more than" for a format, and marks the seeding criterion as a criterion', () => {
    expect(labelsAt(file('regulation "x"', 'play-off', '  if m|'))).toEqual(['more than']);
    const text = file('regulation "x"', 'play-off', '  seeded by TPR then head-to-head', '  if 2 players:', '    1. armageddon');
    const kinds = highlightRegulation(text).map((t) => [text.slice(t.from, t.to), t.kind]);
    expect(kinds).toContainEqual(['TPR', 'criterion']);
    expect(kinds).toContainEqual(['head-to-head', 'keyword']);
  });
});
