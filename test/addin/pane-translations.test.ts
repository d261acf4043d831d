import { describe, expect, it } from 'vitest';
import { TRANSLATIONS, type PaneStrings } from '../../addin/strings';
import { de } from '../../addin/strings/de';
import { en } from '../../addin/strings/en';
import { fr } from '../../addin/strings/fr';
import { ru } from '../../addin/strings/ru';
import { countFrench, countOne, russianForm } from '../../addin/strings/plural';
import { leaves, SENTENCES } from './pane-sentences';

/*
 * Every translation of the pane's words (addin/strings/*.ts, listed in addin/strings/index.ts)
 * says everything the English says (docs/addin.md "Adding a language"):
 *
 * 1. The same entries: no key missing, none extra, each a text where English has a text and a
 *    sentence (a function) of as many arguments where English has one. The compiler checks the
 *    same for a file typed PaneStrings; this catches a translation built another way.
 *
 * 2. No value lost from a sentence. Each sentence is called with the arguments of
 *    pane-sentences.ts, once per argument value with that one value replaced by a marker
 *    (⟦1⟧ for a text, 900001 for a number). Where the English sentence shows the marker — the
 *    value is put into the sentence as it is — every translation must show it as often. A value
 *    the sentence only decides by (a count that picks "round" or "rounds", a code such as 'line'
 *    that picks the words "line numbers") does not come out as the marker, so it is not asked
 *    for; a translation is free to word it its own way.
 *
 * 3. No token lost from a text. The tokens that are the same in every language — the pane's
 *    symbols (⋯, →, … at the end of a button that goes on, › of a menu path, ×), numbers (F9,
 *    C.07, Q201, 2026), `code`, {placeholders}, the names of the sheets Regula writes (Regula
 *    Standings …), of products and bodies (Excel, Regula, FIDE, chess-results) and of file formats
 *    (TRF, .csv …) — must appear in the translation at least as often as in the English. Words
 *    that differ by language are not tokens, though they look technical: keys (Ctrl is "Strg" in
 *    German, Enter "Eingabetaste"), Excel's tab names (Home is "Start"), the panels' names.
 *
 * 4. Translated: a text equal to the English is a text left untranslated, but for those that are
 *    the same in the language (SAME).
 */

const TOKENS: readonly RegExp[] = [
  /⋯/g,
  /→/g,
  /…/g,
  /›/g,
  /×/g,
  /(?<!\d|\d\.)\d+(?:\.\d+)*(?!\.?\d)/g,
  /`[^`]+`/g,
  /\{[^}]*\}/g,
  /Regula(?: [A-Z][a-z]+)+/g,
  /\b(?:Excel|Regula|FIDE|Chess-JSON|chess-results|TRF|CSV|PGN|HTML)\b/g,
  /(?<=[\s(])\.(?:trf|txt|pgn|json|csv)\b/g,
];

/** How often each token occurs in a text. */
function tokens(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const pattern of TOKENS) for (const [token] of text.matchAll(pattern)) found.set(token, (found.get(token) ?? 0) + 1);
  return found;
}

/** The tokens of `english` that `translated` has fewer of (counting the language's own spellings of them). */
function lostTokens(
  path: string,
  english: string,
  translated: string,
  spellings: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  const have = tokens(translated);
  const count = (token: string) =>
    (have.get(token) ?? 0) + (spellings[token] ?? []).reduce((n, spelling) => n + translated.split(spelling).length - 1, 0);
  return [...tokens(english)]
    .filter(([token, times]) => count(token) < times)
    .map(([token, times]) => `${path} loses “${token}” (×${times}): “${translated}”`);
}

/** Occurrences of `needle` in `text`; a number only as a whole number (900001 not inside 19000012). */
function occurrences(text: string, needle: string | number): number {
  if (typeof needle === 'number') return [...text.matchAll(new RegExp(`(?<!\\d)${needle}(?!\\d)`, 'g'))].length;
  return text.split(needle).length - 1;
}

/** A text's marker and a number's: values no sentence holds of its own. */
const markerOf = (leaf: string | number, n: number): string | number => (typeof leaf === 'string' ? `⟦${n}⟧` : 900000 + n);

/** The arguments with their leaf number `target` (depth first: texts and numbers) replaced by its marker; and how many leaves they have. */
function marked(args: unknown, target: number): { value: unknown; marker: string | number | undefined; count: number } {
  let index = 0;
  let marker: string | number | undefined;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (index++ !== target) return value;
      marker = markerOf(value, index);
      return marker;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  const value = walk(args);
  return { value, marker, count: index };
}

/**
 * The texts that are the same in a language as in English: names, symbols, and words the
 * language has taken as they are.
 */
const SAME_EVERYWHERE = ['app.heading', 'app.more', 'app.hostIssueTitle.internal', 'app.hostIssueTitle.excel'];
const SAME: Record<string, readonly string[]> = {
  de: ['demo.title'],
  fr: ['study.places', 'study.placesOption'],
  es: [],
  ru: [],
};

/** How a language writes a token otherwise the same everywhere: Russian writes FIDE ФИДЕ. */
const SPELLINGS: Record<string, Readonly<Record<string, readonly string[]>>> = {
  ru: { FIDE: ['ФИДЕ'] },
};

const english = new Map(leaves(en));
type Sentence = (...args: unknown[]) => string;

/** Entries missing, extra, or of another kind than the English (a text for a sentence, a sentence of other arguments). */
function entryProblems(words: unknown): string[] {
  const translated = new Map(leaves(words));
  const problems = [
    ...[...english.keys()].filter((path) => !translated.has(path)).map((path) => `${path} is missing`),
    ...[...translated.keys()].filter((path) => !english.has(path)).map((path) => `${path} is not an entry of the English`),
  ];
  for (const [path, value] of english) {
    const other = translated.get(path);
    if (other === undefined) continue;
    if (typeof other !== typeof value) problems.push(`${path} is a ${typeof other}, the English a ${typeof value}`);
    else if (typeof value === 'function' && (other as Sentence).length !== value.length)
      problems.push(`${path} takes ${(other as Sentence).length} arguments, the English ${value.length}`);
  }
  return problems;
}

/** Texts left empty or in English (but `same`), and texts that lost a token. */
function textProblems(words: unknown, same: ReadonlySet<string>, spellings?: Readonly<Record<string, readonly string[]>>): string[] {
  const translated = new Map(leaves(words));
  const problems: string[] = [];
  for (const [path, value] of english) {
    const text = translated.get(path);
    if (typeof value !== 'string' || typeof text !== 'string') continue;
    if (text.trim() === '') problems.push(`${path} is empty`);
    else if (same.has(path) ? text !== value : text === value)
      problems.push(same.has(path) ? `${path} is not “${value}”` : `${path} is left in English`);
    problems.push(...lostTokens(path, value, text, spellings));
  }
  return problems;
}

/** Sentences that lost a value the English shows, or a token (every case of pane-sentences.ts, every argument value marked in turn). */
function sentenceProblems(words: unknown, spellings?: Readonly<Record<string, readonly string[]>>): string[] {
  const translated = new Map(leaves(words));
  const problems: string[] = [];
  for (const [path, cases] of Object.entries(SENTENCES)) {
    const sentence = translated.get(path);
    if (typeof sentence !== 'function') continue;
    const inEnglish = english.get(path) as Sentence;
    for (const [args] of cases) {
      const text = (sentence as Sentence)(...args);
      if (text.trim() === '') problems.push(`${path}(${JSON.stringify(args)}) is empty`);
      problems.push(...lostTokens(path, inEnglish(...args), text, spellings));
      const { count } = marked(args, -1);
      for (let leaf = 0; leaf < count; leaf++) {
        const probe = marked(args, leaf);
        const shown = occurrences(inEnglish(...(probe.value as unknown[])), probe.marker!);
        if (shown === 0) continue;
        const said = (sentence as Sentence)(...(probe.value as unknown[]));
        if (occurrences(said, probe.marker!) < shown) problems.push(`${path} loses the value ${JSON.stringify(probe.marker)}: “${said}”`);
      }
    }
  }
  return problems;
}

const translations = Object.entries(TRANSLATIONS).filter(([tag]) => tag !== 'en') as [string, PaneStrings][];

describe('the translations of the task pane’s words', () => {
  it('are listed: every language of the pane has one', () => {
    expect(Object.keys(TRANSLATIONS)).toEqual(['en', ...translations.map(([tag]) => tag)]);
    expect(translations.length).toBeGreaterThan(0);
  });

  describe.each(translations)('%s', (tag, words) => {
    it('has every entry of the English and no other, each of the same kind', () => {
      expect(entryProblems(words)).toEqual([]);
    });

    it('translates every text (but those that are the same in the language) and keeps its tokens', () => {
      expect(textProblems(words, new Set([...SAME_EVERYWHERE, ...(SAME[tag] ?? [])]), SPELLINGS[tag])).toEqual([]);
      // Its own name, as its language writes it.
      expect(words.app.languageName).not.toBe(en.app.languageName);
    });

    it('shows every value the English shows, in every sentence', () => {
      expect(sentenceProblems(words, SPELLINGS[tag])).toEqual([]);
    });
  });

  it('the checks find a key missing or extra, a sentence that lost a value, a text that lost a token or is English', () => {
    const broken = {
      ...en,
      app: { ...en.app, more: '...', tabs: { regulation: 'R', crosstable: 'C', results: 'E' }, extra: 'x' },
      demo: { ...en.demo, notACell: (_address: string) => 'Keine Zelle.', sheet: (name: string) => `Blatt ${name.slice(1)}` },
      results: { ...en.results, moved: (name: string, before: string, _after: string) => `${name} ${before} -> ?` },
      standings: { ...en.standings, columns: (shown: number) => `Spalten (${shown})` },
      importFile: { ...en.importFile, errorAt: 'Zeile' },
    };
    expect(entryProblems(broken)).toEqual([
      'app.tabs.scenarios is missing',
      'app.extra is not an entry of the English',
      'importFile.errorAt is a string, the English a function',
      'standings.columns takes 1 arguments, the English 2',
    ]);
    expect(textProblems(broken, new Set(SAME_EVERYWHERE)).filter((p) => p.startsWith('app.'))).toEqual([
      'app.languageName is left in English',
      'app.languageMenu is left in English',
      'app.more is not “⋯”',
      'app.more loses “⋯” (×1): “...”',
    ]);
    expect(sentenceProblems(broken).filter((p) => /^(demo|results\.moved|standings)/.test(p))).toEqual([
      'demo.sheet loses the value "⟦1⟧": “Blatt 1⟧”',
      'demo.notACell loses “9” (×2): “Keine Zelle.”',
      'demo.notACell loses the value "⟦1⟧": “Keine Zelle.”',
      'results.moved loses “→” (×1): “Anna Ek 4 -> ?”',
      'results.moved loses “2” (×1): “Anna Ek 4 -> ?”',
      'results.moved loses the value "⟦3⟧": “Anna Ek 4 -> ?”',
      'standings.columns loses “10” (×1): “Spalten (4)”',
      'standings.columns loses the value 900002: “Spalten (4)”',
    ]);
    // An English sentence that does not show a value (a code that picks its words) asks no translation for it.
    const layout = { ...en.crosstable, layoutDetails: de.crosstable.layoutDetails };
    expect(sentenceProblems({ ...en, crosstable: layout }).filter((p) => p.startsWith('crosstable.layoutDetails'))).toEqual([]);
  });
});

describe('the plural helpers follow the Unicode CLDR plural rules', () => {
  const counts = Array.from({ length: 1000 }, (_, n) => n);

  it('Russian: one (1, 21, 101 …), few (2–4, 22–24 …, but 12–14), many (0, 5–20, 25–30, 111–114 …)', () => {
    const rules = new Intl.PluralRules('ru');
    for (const n of counts) expect(russianForm(n), String(n)).toBe(rules.select(n));
    expect([1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 122].map(russianForm)).toEqual([
      'one',
      'few',
      'many',
      'many',
      'many',
      'many',
      'one',
      'few',
      'many',
      'one',
      'many',
      'many',
      'few',
    ]);
  });

  it('French: the singular for 0 and 1; English, German and Spanish: for 1 only', () => {
    const fr = new Intl.PluralRules('fr');
    for (const n of counts) expect(countFrench(n, 'one', 'other'), String(n)).toBe(`${n} ${fr.select(n)}`);
    for (const language of ['en', 'de', 'es']) {
      const rules = new Intl.PluralRules(language);
      for (const n of counts) expect(countOne(n, 'one', 'other'), `${language} ${n}`).toBe(`${n} ${rules.select(n)}`);
    }
  });
});

describe('counts in the translations take the form of their number', () => {
  it('Russian: 1, 21 … one form; 2–4, 22–24 … another; 0, 5–20, 25–30 … the third', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111, 112].map((n) => ru.crosstable.issues(n))).toEqual([
      '1 проблема во входных данных',
      '2 проблемы во входных данных',
      '5 проблем во входных данных',
      '11 проблем во входных данных',
      '12 проблем во входных данных',
      '21 проблема во входных данных',
      '22 проблемы во входных данных',
      '25 проблем во входных данных',
      '111 проблем во входных данных',
      '112 проблем во входных данных',
    ]);
    expect([1, 2, 5].map((n) => ru.app.morePanels(n))).toEqual(['1 скрытая панель', '2 скрытые панели', '5 скрытых панелей']);
    expect(ru.crosstable.preview(21, 3, 'swiss', [])).toBe('21 участник, 3 тура (swiss). Все туры сыграны.');
    // After "из" the genitive: of 1 (and 21) request, of 3 requests.
    expect([1, 3, 21].map((n) => ru.results.progress.writing(0, n, ''))).toEqual([
      'Запись: 0 из 1 запроса…',
      'Запись: 0 из 3 запросов…',
      'Запись: 0 из 21 запроса…',
    ]);
  });

  it('French: the singular for 0 and 1', () => {
    expect(fr.crosstable.preview(0, 1, 'swiss', [])).toBe('0 joueur, 1 ronde (swiss). Toutes les rondes ont été jouées.');
    expect(fr.crosstable.preview(2, 5, 'swiss', [])).toBe('2 joueurs, 5 rondes (swiss). Toutes les rondes ont été jouées.');
  });
});
