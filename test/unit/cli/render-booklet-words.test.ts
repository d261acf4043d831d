/**
 * `regula render --lang` prints no English but what the regulation itself writes (docs/cli.md
 * "The language of the output"): every sample regulation, in each language, has its criteria's
 * definitions, the modifiers' meanings, the edition's unplayed-round rules and the grand prix,
 * qualification, prizes, teams and withdrawals articles in that language. What stays as written:
 * the regulation's own names and keywords (a criterion's name as written, a formula, a pace
 * such as "90 minutes for 40 moves"), the titles of the works cited, and the file's marker comment.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const REGULATIONS = join(REPO_ROOT, 'samples', 'regulations');
const SAMPLES = readdirSync(REGULATIONS).filter((f) => f.endsWith('.regula'));

async function rendered(file: string, lang: string): Promise<string> {
  const c = capture();
  expect(await run(['render', join(REGULATIONS, file), '--lang', lang], c.io), c.err.join('\n')).toBe(0);
  return c.out.join('\n');
}

/** English sentence words: two of them in a sentence of the English booklet mark it untranslated. */
const ENGLISH = new Set('the of and a to by in is are for with on at as their each from be not or that which when than its it'.split(' '));

/** The sentences of a translated booklet that the English booklet prints word for word. */
function englishLeft(translated: string, english: string): string[] {
  return (
    translated
      .split('\n')
      .filter((line) => !line.startsWith('<!--'))
      .flatMap((line) => line.split(/(?<=[.:;!?])\s+|\s+—\s+|\|/))
      .map((part) => part.trim())
      .filter((part) => (part.match(/[A-Za-z’']+/g) ?? []).filter((w) => ENGLISH.has(w.toLowerCase())).length >= 2)
      .filter((part) => english.includes(part))
      // A criterion as the regulation writes it, in brackets after its name: the regulation's words.
      .filter((part) => !/^[^()]* \([^)]*\):$/.test(part))
  );
}

describe('render --lang: no English left', () => {
  it('finds the sample regulations', () => expect(SAMPLES.length).toBeGreaterThan(30));

  for (const lang of ['de', 'fr', 'es', 'ru'])
    it(`${lang}: every sample regulation`, async () => {
      const left: string[] = [];
      for (const file of SAMPLES) {
        const english = await rendered(file, 'en');
        for (const part of englishLeft(await rendered(file, lang), english)) left.push(`${file}: ${part}`);
      }
      expect(left).toEqual([]);
    }, 60_000);

  it('German: definitions, modifiers, the unplayed rounds and the source in the language', async () => {
    const de = await rendered('fide-2026-open.regula', 'de');
    expect(de).toContain('Nicht gespielte Partien: FIDE C.07 (2026) Art. 16: fiktiver Gegner, begrenzt (16.4.1, 16.4.2).');
    expect(de).toContain(
      '3.1. Buchholz-Wertung (BH/C1): Summe der Punkte der Gegner, mit den Regeln der Ausgabe für nicht gespielte Runden. Mit cut 1 — Cut-n: die n am wenigsten bedeutenden Werte streichen (C.07 14.1, 14.2). Quelle: FIDE C.07 Art. 8.1.',
    );
    expect(de).toContain('3.6. Gewinnpartien mit Schwarz (BWG): Am Brett mit Schwarz gewonnene Partien. Quelle: FIDE C.07 Art. 7.4.');
  });

  it('French: a grand prix by place, its table and its season', async () => {
    const fr = await rendered('hattersheim-grand-prix-2022-23.regula', 'fr');
    expect(fr).toContain('Chaque participant reçoit des points de Grand Prix selon sa place aux seuls points\u00a0:');
    expect(fr).toContain('| Place | Points |');
    expect(fr).toContain('Sur une saison, les points d’un joueur sont la somme des 7 meilleurs tournois.');
  });

  it('Spanish: prizes shared by Hort, amounts with a decimal comma', async () => {
    const es = await rendered('hort-prize-money.regula', 'es');
    expect(es).toContain('| Categoría | Puesto | Premio |');
    expect(es).toContain('(el sistema Vlastimil Hort, manual del árbitro cap. 13)');
    expect(es).toContain('Las partes se redondean a múltiplos de 0,01.');
  });

  it('Russian: qualification tables, teams and a stated US Chess reading', async () => {
    const ru = await rendered('vcf-grade-school-qualifier-2020-21.regula', 'ru');
    expect(ru).toContain('Число мест — не меньше 3 и не больше 10.');
    expect(ru).toContain('Команды с равным показателем разделяются, по порядку:');
    const chicago = await rendered('chicago-open-2014.regula', 'ru');
    expect(chicago).toContain(
      'прочитано по правилам us-chess как US Chess 34E2 Солкофф (SOLK); в остальных случаях означает коэффициент Бухгольца (BH)',
    );
  });
});
