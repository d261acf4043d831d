import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRegulation } from '../../../dsl';
import { hoverRegulation } from '../../../dsl/hover';
import { STATEMENTS_BY_ARTICLE } from '../../../dsl/reference';
import { EDITION_HELP, STATEMENT_HELP, type HelpKey } from '../../../dsl/statement-help';
import { file } from '../../support/dsl';

/** The hover at the first occurrence of `word` (one character into it). */
function hoverAt(text: string, word: string, occurrence = 0) {
  let at = -1;
  for (let i = 0; i <= occurrence; i++) at = text.indexOf(word, at + 1);
  if (at < 0) throw new Error(`"${word}" is not in the text`);
  return hoverRegulation(text, at + 1);
}

const OPEN = file(
  'regulation "Open Championship" version "2026"',
  'rules fide-2026  # C.07 as in force from 1 March 2026',
  'scoring',
  '  win 1, draw 1/2, loss 0',
  '  pairing-allocated bye 1',
  'tie-breaks',
  '  1. BH/C1',
  '  2. sonneborn-berger median 1',
  '  3. BHX',
  '  then lots seeded by "Open 2026"',
  'grand-prix "g"',
  '  let AR = clamp(round(average post-rating of participants), 100, 2400)',
  '  points = score * AR / 100',
  'prizes',
  '  place 1: 1000, place 2: 600',
  '  tied players share by hort',
);

describe('hoverRegulation', () => {
  it('explains a compact criterion with the registry’s words, each modifier written and the article', () => {
    const hover = hoverAt(OPEN, 'BH/C1')!;
    expect(OPEN.slice(hover.from, hover.to)).toBe('BH/C1');
    expect(hover.title).toBe('BH/C1 — Buchholz (BH)');
    expect(hover.text.split('\n')).toEqual([
      'Sum of the opponents’ scores, with the edition’s rules for unplayed rounds.',
      'Cn: Cut-n: drop the n least significant values (C.07 14.1, 14.2).',
      'Type C (C.07 4.3).',
    ]);
    expect(hover.source).toBe('FIDE C.07 art. 8.1');
  });

  it('explains a criterion written in words, anywhere in the phrase', () => {
    const hover = hoverAt(OPEN, 'median')!;
    expect(OPEN.slice(hover.from, hover.to)).toBe('sonneborn-berger median 1');
    expect(hover.title).toBe('sonneborn-berger median 1 — Sonneborn-Berger (SB)');
    expect(hover.text).toContain('Mn: Median-n: drop the n least and the n most significant values (C.07 14.3, 14.4).');
    expect(hover.source).toBe('FIDE C.07 art. 9.1');
  });

  it('says what is wrong with a criterion the registry does not know', () => {
    expect(hoverAt(OPEN, 'BHX')).toMatchObject({ title: 'BHX', text: 'Unknown tie-break "BHX" (did you mean "BH"?)' });
  });

  it('explains the edition of the rules line', () => {
    const hover = hoverAt(OPEN, 'fide-2026')!;
    expect(hover).toMatchObject({ title: 'rules fide-2026', text: EDITION_HELP['fide-2026'] });
    expect(OPEN.slice(hover.from, hover.to)).toBe('fide-2026');
  });

  it('explains articles and statements from any of their words, with the rule they follow', () => {
    expect(hoverAt(OPEN, 'scoring')).toMatchObject({ title: 'scoring [PRESET]', source: 'FIDE C.04.1 (the pairing-allocated bye)' });
    const bye = hoverAt(OPEN, 'pairing-allocated')!;
    expect(bye.title).toBe('RESULT POINTS');
    expect(OPEN.slice(bye.from, bye.to)).toBe('pairing-allocated bye 1');
    expect(hoverAt(OPEN, 'seeded')).toMatchObject({ title: 'then lots [seeded by "SEED"]', source: STATEMENT_HELP['after:lots'].source });
    expect(hoverAt(OPEN, 'hort')!.text).toContain('half of the pooled prizes');
    expect(hoverAt(OPEN, 'place 1')!.title).toBe('place N: AMOUNT [and "TROPHY"] | place N: "TROPHY"');
  });

  it('explains functions, built-in names and aggregates in formulas', () => {
    expect(hoverAt(OPEN, 'clamp')).toMatchObject({ title: 'clamp(x, low, high)', text: 'X, but at least low and at most high.' });
    expect(hoverAt(OPEN, 'round(')).toMatchObject({ title: 'round(x) or round(x, decimals)' });
    expect(hoverAt(OPEN, 'score *')).toMatchObject({
      title: 'score',
      text: 'The player’s points in the event (in grand-prix, team, qualification formulas).',
    });
    expect(hoverAt(OPEN, 'average')!.title).toContain('count | sum | average');
  });

  it('says nothing over a comment or blank space', () => {
    expect(hoverAt(OPEN, 'C.07 as in force')).toBeUndefined();
    expect(hoverRegulation(OPEN, OPEN.length)).toBeUndefined();
  });
});

/** An article's header as a file writes it, with what a statement under it needs before it. */
const HEADERS: Partial<Record<HelpKey, string>> = {
  'scoring-article': 'scoring',
  'unplayed-article': 'unplayed rounds',
  'withdrawals-article': 'withdrawals',
  'ratings-article': 'ratings',
  'tiebreaks-article': 'tie-breaks',
  'grand-prix-article': 'grand-prix "g"',
  'team-article': 'team "t" by column "c"',
  'qualification-article': 'qualification "q"',
  'prizes-article': 'prizes',
  'categories-article': 'categories',
  'play-off-article': 'play-off',
  'micro-matches-article': 'micro-matches',
  'knock-out-article': 'knock-out',
  'board-prizes-article': 'board prizes',
};

/** The article each statement is written in (the reference's own grouping), for parsing its example. */
function articleOf(key: HelpKey): string {
  // A scoped header's example is a whole article (`prizes for section "Open"` and its lines).
  if (key.endsWith('-article') || key === 'section-scope') return '';
  if (key.startsWith('after:')) return 'tie-breaks\n  1. BH';
  if (key === 'named-category') return 'categories\n  "U14": under 14\nprizes';
  const article = STATEMENTS_BY_ARTICLE.find(([, statements]) => statements.includes(key))?.[0];
  const header = article && HEADERS[article];
  if (!header) throw new Error(`no article header for ${key}`);
  return header;
}

/** Where in its example each statement is hovered: its first word, unless the example is a `let` around it. */
const HOVERED: Partial<Record<HelpKey, string>> = {
  aggregate: 'average',
  column: '"Grade"',
  'manual-column': 'manual',
  'play-off-stage': 'rapid',
  'play-off-draw-odds': 'odds',
  'play-off-repeated': 'repeated',
  'micro-match-stage': 'rapid',
  'knock-out-stage': 'rapid',
  'knock-out-draw-odds': 'odds',
  'knock-out-third-place': 'match',
  'micro-match-won': 'won',
  'micro-match-drawn': 'drawn',
  // A condition is hovered on its own word, not on the category's name before it.
  'age-under': 'under',
  'age-at-least': '65',
  born: 'born',
  sex: 'female',
  federation: 'federation',
  title: 'title',
  'rating-band': 'rating',
  'column-exists': 'column',
  'section-scope': 'for',
};

describe('the statement help table', () => {
  const keys = Object.keys(STATEMENT_HELP) as HelpKey[];

  it.each(keys)('%s: the example parses, and hovering it explains it', (key) => {
    const help = STATEMENT_HELP[key];
    const head = key === 'regulation-article' ? '' : 'regulation "x"\n';
    const article = articleOf(key);
    const body = article === '' ? help.example : `${article}\n${help.example.replace(/^/gm, '  ')}`;
    const text = `${head}${body}\n`;
    expect(parseRegulation(text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const at = text.indexOf(HOVERED[key] ?? help.example.trimStart().split(/\s/)[0]!, head.length + article.length);
    expect(hoverRegulation(text, at + 1)?.title).toBe(help.syntax.split('\n')[0]);
  });

  it.each(keys.filter((k) => STATEMENT_HELP[k].exampleFrom.startsWith('samples/')))('%s: the example is in the sample it cites', (key) => {
    const help = STATEMENT_HELP[key];
    const sample = readFileSync(help.exampleFrom, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim());
    for (const line of help.example.split('\n')) expect(sample.some((s) => s.includes(line.trim()))).toBe(true);
  });
});

describe('hover in the play-off’s formats and seeding', () => {
  const text = 'regulation "x"\nplay-off\n  seeded by TPR then head-to-head then lots\n  if 2 players:\n    1. armageddon\n';
  it('explains the seeding criterion by the registry, the seeding and the format by the statement help', () => {
    expect(hoverRegulation(text, text.indexOf('TPR') + 1)?.title).toBe('TPR — Tournament performance rating (TPR)');
    expect(hoverRegulation(text, text.indexOf('head-to-head') + 1)?.title).toBe(
      'seeded by the tie-breaks | seeded by rating | seeded by CRITERION [then head-to-head] [then lots]',
    );
    expect(hoverRegulation(text, text.indexOf('if 2') + 1)?.title).toBe('if N players: | if more than N players:');
  });
});
