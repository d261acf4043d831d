/**
 * The registry's words in every booklet language (io/render/booklet-words/registry-*.ts): every
 * criterion the registry declares, every modifier, every edition's unplayed rounds and every
 * stated reading has its words in each language — a criterion added without them fails here —
 * and each translation keeps what the English cites: C.07 article numbers, codes and acronyms,
 * the handbook's modifier letters. A criterion's printed source says no English beyond the
 * titles of the works it cites.
 */
import { describe, expect, it } from 'vitest';
import { BOOKLET_LANGUAGES, BOOKLET_WORDS } from '../../../../io';
import { CRITERIA, EDITIONS, MODIFIERS, REGULATION_NAMES, RULES_NAMES } from '../../../../engine';

const en = BOOKLET_WORDS.en.registry;
const OTHERS = BOOKLET_LANGUAGES.filter((l) => l !== 'en');

/** What a sentence cites and a translation must keep: article numbers, codes, letters, other numbers. */
function cited(text: string): string[] {
  const numbers = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const codes = text.match(/(?<![\p{L}])[A-Z][A-Z0-9]+\b[+]?/gu) ?? [];
  const letters = text.match(/[/@:][A-Z]\w*/g) ?? [];
  return [...numbers.map((n) => n.replace(',', '.')), ...codes, ...letters].sort();
}

/** The translation with decimal commas read as points (0,6 is 0.6). */
const asCited = (text: string) => text.replace(/(\d),(\d)/g, '$1.$2');

function expectKept(english: string, translated: string, where: string) {
  const kept = asCited(translated);
  for (const item of cited(english)) expect(kept, `${where}: ${item}`).toContain(item);
}

describe('the registry in every booklet language', () => {
  it('English is the registry’s own words', () => {
    for (const c of CRITERIA) expect(en.criteria[c.code]).toEqual({ title: c.title, definition: c.description });
    for (const m of MODIFIERS) expect(en.modifiers[m.name]).toBe(m.meaning);
    expect(en.sources).toEqual({});
  });

  for (const lang of OTHERS)
    describe(lang, () => {
      const words = BOOKLET_WORDS[lang].registry;

      it('has every criterion, modifier and edition, and nothing else', () => {
        expect(Object.keys(words.criteria).sort()).toEqual(CRITERIA.map((c) => c.code).sort());
        expect(Object.keys(words.modifiers).sort()).toEqual(MODIFIERS.map((m) => m.name).sort());
        expect(Object.keys(words.unplayed).sort()).toEqual([...EDITIONS].sort());
        expect(Object.keys(words.readingTitles).sort()).toEqual(Object.keys(en.readingTitles).sort());
        expect(Object.keys(words.readingNotes).sort()).toEqual(Object.keys(en.readingNotes).sort());
        for (const code of Object.keys(words.sources)) expect(CRITERIA.map((c) => c.code)).toContain(code);
      });

      it('translates every sentence, keeping what it cites', () => {
        for (const c of CRITERIA) {
          const own = words.criteria[c.code]!;
          expect(own.title.trim(), c.code).not.toBe('');
          expect(own.definition, c.code).not.toBe(c.description);
          expectKept(c.description, own.definition, `${lang} ${c.code}`);
        }
        for (const m of MODIFIERS) {
          expect(words.modifiers[m.name], m.name).not.toBe(m.meaning);
          expectKept(m.meaning, words.modifiers[m.name], `${lang} ${m.name}`);
        }
        for (const edition of EDITIONS) {
          expect(words.unplayed[edition], edition).not.toBe(en.unplayed[edition]);
          expectKept(en.unplayed[edition], words.unplayed[edition], `${lang} ${edition}`);
        }
        for (const [english, own] of Object.entries(words.readingNotes)) expectKept(english, own, `${lang} note`);
        for (const name of RULES_NAMES)
          for (const m of name.meanings) expect(words.readingTitles[m.title], `${lang} ${m.title}`).toBeTruthy();
        expect(REGULATION_NAMES.filter((n) => n.note !== undefined && words.readingNotes[n.note] === undefined)).toEqual([]);
      });

      it('prints each source with its article numbers and no English but the titles it cites', () => {
        for (const c of CRITERIA) {
          const source = words.sources[c.code] ?? words.citation(c.source);
          expectKept(c.source, source, `${lang} ${c.code} source`);
          // Quoted titles ("Official FIDE Tie-break Systems") and the rule book's own name stay as cited.
          const prose = source.replace(/[„“«»"][^„“«»"]*[„“«»"]/g, '').replace('US Chess Official Rules', '');
          expect(prose, `${lang} ${c.code}: ${source}`).not.toMatch(
            /\b(the|of|and|rule|criterion|sort|Annex|handbook|practice|server|column|slides|combination|before|cut:|ed\.\))\b/,
          );
        }
      });

      it('says how a name was read with every part of the reading', () => {
        const under = words.readUnder('RULES-X', 'TITLE-X', 'MEANS-X', ['OTHER-ONE', 'OTHER-TWO']);
        for (const part of ['RULES-X', 'TITLE-X', 'MEANS-X', 'OTHER-ONE', 'OTHER-TWO']) expect(under).toContain(part);
        const as = words.readAs('MEANS-Y', 'NOTE-Y');
        for (const part of ['MEANS-Y', 'NOTE-Y']) expect(as).toContain(part);
      });
    });
});
