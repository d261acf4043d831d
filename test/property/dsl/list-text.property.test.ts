/**
 * dsl/list-text.ts reads the regulation text a door writes for a handbook list without the
 * lexer and parser. Whatever text it reads, the tree is the parser's own, to every span, and the
 * parser finds nothing wrong with it; whatever it cannot be sure of, it leaves to the parser.
 * Every registry code, with and without modifiers, under every edition, through the very
 * writer the doors use (criteriaRegulationText); then arbitrary words, keywords and symbols.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRegulation } from '../../../dsl';
import { listTextAst } from '../../../dsl/list-text';
import { KEYWORDS } from '../../../dsl/tokens';
import { CRITERIA, EDITIONS } from '../../../engine';
import { criteriaRegulationText } from '../../../pipeline';

const seed = Number(process.env.FC_SEED ?? 20261127);

/** The parser's tree of a text it reads without a diagnostic. */
function parsedTree(text: string) {
  const parsed = parseRegulation(text);
  expect(parsed.diagnostics).toEqual([]);
  return parsed.ast;
}

function expectParserTree(text: string): void {
  const tree = listTextAst(text);
  if (tree !== undefined) expect(tree).toStrictEqual(parsedTree(text));
}

const CODES = [...new Set(CRITERIA.map((c) => c.code))];
const MODIFIED = CODES.flatMap((code) =>
  ['/C1', '/C2/P', '/M1', '/C+', '/C1+', '/C2/C+', '/L+1', '/L60%', '/U1400', '@2009', ':MP'].map((m) => code + m),
);

describe(`the handbook list's text read without the parser (fast-check seed ${seed}; set FC_SEED to replay)`, () => {
  it('reads every list the doors write: every code, modifiers, edition, team event, lots', () => {
    let read = 0;
    for (const edition of EDITIONS) {
      for (const team of [false, true]) {
        for (const lots of [undefined, '2026', 'Round 9 #1 ½']) {
          const { text } = criteriaRegulationText({ criteria: [...CODES, ...MODIFIED].join(' '), edition, lots, name: '--criteria', team });
          const tree = listTextAst(text);
          expect(tree, text).toBeDefined();
          expect(tree).toStrictEqual(parsedTree(text));
          read++;
        }
      }
    }
    expect(read).toBe(EDITIONS.length * 6);
  });

  it('reads lists of one item, no item and a name with any characters a string holds', () => {
    for (const request of [
      { criteria: 'PTS', name: '--criteria' },
      { criteria: 'PTS', name: 'TRF 212', lots: 'x' },
      { criteria: 'DE', name: 'Ünïcode — “名前” #not a comment\t' },
      { criteria: 'BH/C1, SB, DE', name: "it's" },
    ]) {
      const { text } = criteriaRegulationText(request);
      expect(listTextAst(text), text).toBeDefined();
      expectParserTree(text);
    }
  });

  it('leaves every other text to the parser', () => {
    const list = 'regulation "x"\nrules fide-2026\ntie-breaks\n  1. BH\n';
    expect(listTextAst(list)).toBeDefined();
    for (const other of [
      list.replace('\n', '\r\n'),
      list.slice(0, -1),
      list.replace('fide-2026', 'fide-2025'),
      list.replace('BH', 'BH # comment'),
      list.replace('BH', 'BH,'),
      list.replace('BH', 'manual from column "Barrage"'),
      list.replace('BH', '"BH"'),
      list.replace('  1.', '1.'),
      list.replace('BH\n', 'BH\n  then shared\n'),
      list + '  then lots seeded by "x"\n  2. SB\n',
      list.replace('tie-breaks\n  1. BH\n', 'tie-breaks\n'),
      list.replace('rules fide-2026', 'rules fide-2026 swiss'),
      'regulation "x"\nrules fide-2026\nscoring\n  ranked by game points\ntie-breaks\n  1. BH\n',
    ]) {
      expect(listTextAst(other), other).toBeUndefined();
    }
  });

  it('reads a keyword as the parser does, or leaves it', () => {
    // Each keyword's text: its pattern without the slashes, the flag and the escapes of its hyphens.
    const words = KEYWORDS.map((k) => String(k.PATTERN).slice(1, -2).replace(/\\/g, ''));
    expect(words).toContain('tie-breaks');
    for (const word of [...words, ...words.map((w) => w.toUpperCase()), 'NOT_APPLICABLE']) {
      expectParserTree(`regulation "k"\nrules fide-2026\ntie-breaks\n  1. ${word}\n  2. ${word} cut 1\n`);
    }
  });

  it('reads any words as the parser does, or leaves them', () => {
    const word = fc.oneof(
      fc.constantFrom(...CODES, ...MODIFIED, 'buchholz', 'cut', 'then', 'lots', 'manual', 'from', 'column', 'U12', 'u9', '2026-01-01'),
      fc.stringMatching(/^[A-Za-z0-9/@:+\-.%½#,"'’_ ]{1,8}$/),
    );
    let read = 0;
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (items) => {
        const body = items.map((words, i) => `  ${i + 1}. ${words.join(' ')}`).join('\n');
        const text = `regulation "p"\nrules fide-2024\ntie-breaks\n${body}\n`;
        if (listTextAst(text) !== undefined) read++;
        expectParserTree(text);
      }),
      { seed, numRuns: 1500 },
    );
    expect(read).toBeGreaterThan(150);
  });
});
