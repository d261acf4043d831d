/**
 * `regula render --lang`: two sample regulations (samples/regulations, README there gives each
 * one's source) printed in every language the booklet has, with the sentences an arbiter reads
 * first — the headings, the rules in force, the scoring, the tie-break list with the criterion
 * names of the language, what decides a tie the list leaves — and numbers with the language's
 * decimal mark. English stays the golden files of render-regulations.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../dsl';
import { BOOKLET_LANGUAGES, BOOKLET_WORDS, documentHtml, documentMarkdown, regulationDocument, type BookletLanguage } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';

const SAMPLES = join(REPO_ROOT, 'samples', 'regulations');

function printed(name: string, lang: BookletLanguage) {
  const compiled = compileRegulation(readFileSync(join(SAMPLES, `${name}.regula`), 'utf8'));
  expect(compiled.regulation, JSON.stringify(compiled.diagnostics)).toBeDefined();
  return regulationDocument(compiled.regulation!, BOOKLET_WORDS[lang]);
}

/** The sentences each language prints for fide-2026-open and candidates-2022. */
const EXPECTED: Readonly<Record<BookletLanguage, { open: string[]; candidates: string[] }>> = {
  en: {
    open: ['## Article 3. Tie-breaks', '| Half-point bye | ½ |', '3.1. Buchholz (BH/C1): Sum of the opponents’ scores'],
    candidates: [
      'The tournament is a double round robin.',
      '3.3. Direct encounter (DE): ',
      '1\\. 2 rapid games (15 minutes + 10 seconds per move), decided by the score over them.',
    ],
  },
  de: {
    open: [
      '*Version 2026*',
      '## Artikel 1. Geltende Regeln',
      'Die Feinwertung richtet sich nach den Feinwertungsregeln der FIDE (Handbuch C.07), gültig ab 1. März 2026 (Regeln fide-2026).',
      '## Artikel 3. Feinwertung',
      '| Freilos mit halbem Punkt | ½ |',
      'Teilnehmer, die nach Punkten gleichstehen, werden durch die folgenden Kriterien in dieser Reihenfolge getrennt',
      '3.1. Buchholz-Wertung (BH/C1): ',
      '3.3. Sonneborn-Berger-Wertung (SB): ',
      '3.4. Direkter Vergleich (DE): ',
      '3.5. Anzahl der Siege (WIN): ',
      'Quelle: FIDE C.07 Art. 8.1.',
      'Teilnehmer, die nach der Liste noch gleichstehen, werden durch das Los getrennt, abgeleitet aus „Open Championship 2026“',
    ],
    candidates: [
      'Das Turnier ist ein doppelrundiges Rundenturnier.',
      '## Artikel 4. Stichkampf',
      'Ein Stichkampf entscheidet über den ersten Platz zwischen den punktgleichen Spielern (C.07 Art. 3).',
      '1\\. 2 Schnellschachpartien (15 minutes + 10 seconds per move), entschieden nach den Punkten daraus.',
      '3\\. Blitzpartien, bis eine gewonnen ist (3 minutes + 2 seconds per move).',
      'Die Punkte werden nach dem Punktesystem des Turniers gewertet',
    ],
  },
  fr: {
    open: [
      '## Article 3. Départages',
      'Les départages suivent le règlement des départages de la FIDE (Handbook C.07) en vigueur depuis le 1er mars 2026 (règles fide-2026).',
      '| Exemption à un demi-point | ½ |',
      'Les participants à égalité de points sont départagés par les critères suivants, dans l’ordre\u00a0;',
      '3.1. Buchholz (BH/C1)\u00a0: ',
      '3.4. Confrontation directe (DE)\u00a0: ',
      '3.5. Nombre de victoires (WIN)\u00a0: ',
      'Source\u00a0: FIDE C.07 art. 8.1.',
      'par tirage au sort, à partir de «\u00a0Open Championship 2026\u00a0»',
    ],
    candidates: [
      'Le tournoi est un tournoi toutes rondes aller-retour.',
      '## Article 4. Barrage',
      'Un barrage attribue la première place entre les joueurs à égalité de points (C.07 art. 3).',
      '1\\. 2 parties rapides (15 minutes + 10 seconds per move), départagées par le score obtenu.',
    ],
  },
  es: {
    open: [
      '## Artículo 3. Desempates',
      'Los desempates siguen el Reglamento de Desempates de la FIDE (Handbook C.07) en vigor desde el 1 de marzo de 2026 (normas fide-2026).',
      '| Bye de medio punto | ½ |',
      'Los participantes empatados a puntos se desempatan por los criterios siguientes, en orden;',
      '3.1. Buchholz (BH/C1): ',
      'Fuente: FIDE C.07 art. 8.1.',
      'se desempatan por sorteo, a partir de «Open Championship 2026»',
    ],
    candidates: [
      'El torneo es un round robin a doble vuelta.',
      '## Artículo 4. Play-off',
      'Un play-off decide el primer puesto entre los jugadores empatados a puntos (C.07 art. 3).',
      '2\\. 2 partidas relámpago (3 minutes + 2 seconds per move), decididas por la puntuación en ellas.',
    ],
  },
  ru: {
    open: [
      '*Редакция 2026*',
      '## Статья 3. Дополнительные показатели',
      '| Пропуск тура с половиной очка | ½ |',
      'Места участников с равным количеством очков определяются по следующим показателям по порядку;',
      '3.1. Коэффициент Бухгольца (BH/C1): ',
      '3.3. Коэффициент Бергера (SB): ',
      'Источник: FIDE C.07 ст. 8.1.',
      'определяются жребием с исходным значением «Open Championship 2026»',
    ],
    candidates: [
      'Турнир проводится по круговой системе в два круга.',
      '## Статья 4. Плей-офф',
      'Плей-офф определяет первое место среди игроков с равным количеством очков (C.07 ст. 3).',
      '1\\. 2 партии в рапид (15 minutes + 10 seconds per move), решает сумма очков в них.',
      '3\\. Партии в блиц до первой победы (3 minutes + 2 seconds per move).',
    ],
  },
};

describe('the sample regulations printed in each language', () => {
  for (const lang of BOOKLET_LANGUAGES) {
    it(`${lang}: fide-2026-open and candidates-2022 say the key sentences, in Markdown and HTML`, () => {
      const open = printed('fide-2026-open', lang);
      const candidates = printed('candidates-2022', lang);
      const md = documentMarkdown(open);
      for (const text of EXPECTED[lang].open) expect(md).toContain(text);
      const candidatesMd = documentMarkdown(candidates);
      for (const text of EXPECTED[lang].candidates) expect(candidatesMd).toContain(text);
      const html = documentHtml(candidates);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h2>${BOOKLET_WORDS[lang].articleHeading(1, BOOKLET_WORDS[lang].titles.rules)}</h2>`);
    });
  }

  it('English by default is English chosen', () => {
    const compiled = compileRegulation(readFileSync(join(SAMPLES, 'candidates-2022.regula'), 'utf8'));
    expect(documentHtml(regulationDocument(compiled.regulation!))).toBe(documentHtml(printed('candidates-2022', 'en')));
  });

  it('prints numbers with the language’s decimal mark; ½ stays ½', () => {
    // Norway Chess 2020: a draw after an Armageddon win scores 1.5 (its README cites the regulations).
    const marks: Readonly<Record<BookletLanguage, string>> = { en: '1.5', de: '1,5', fr: '1,5', es: '1,5', ru: '1,5' };
    for (const lang of BOOKLET_LANGUAGES) {
      const md = documentMarkdown(printed('norway-chess-2020', lang));
      expect(md).toContain(`| ${BOOKLET_WORDS[lang].results.drawPlus} | ${marks[lang]} |`);
      expect(md).toContain(`| ${BOOKLET_WORDS[lang].results.draw} | ½ |`);
    }
  });

  it('prints the knock-out and micro-match articles in the language (World Cup 2021, FMJD title match 2020)', () => {
    for (const lang of BOOKLET_LANGUAGES) {
      const words = BOOKLET_WORDS[lang];
      const knockOut = documentMarkdown(printed('fide-world-cup-2021', lang));
      expect(knockOut).toContain(`## ${words.articleHeading(1, words.titles.knockOut)}`);
      expect(knockOut).toContain(words.knockOut.intro);
      const rules = compileRegulation(readFileSync(join(SAMPLES, 'fide-world-cup-2021.regula'), 'utf8')).regulation!.knockOut!;
      expect(knockOut).toContain(words.knockOut.places(rules.thirdPlaceMatch, rules.losers === 'share'));
      const micro = documentMarkdown(printed('fmjd-world-title-match-2020', lang));
      expect(micro).toContain(words.microMatches.intro);
      if (lang !== 'en') {
        expect(knockOut).not.toContain(BOOKLET_WORDS.en.knockOut.intro);
        expect(micro).not.toContain(BOOKLET_WORDS.en.microMatches.intro);
      }
    }
    expect(documentMarkdown(printed('fide-world-cup-2021', 'de'))).toContain('Die Plätze ergeben sich aus der erreichten Runde');
  });

  it('prints the sections article in the language (grade nationals: 13 sections)', () => {
    const expected: Readonly<Record<BookletLanguage, string>> = {
      en: 'The event is played in 13 sections.',
      de: 'Das Turnier wird in 13 Turniergruppen gespielt.',
      fr: 'Le tournoi se joue en 13 groupes.',
      es: 'El torneo se juega en 13 grupos.',
      ru: 'Соревнование проводится в 13 группах.',
    };
    for (const lang of BOOKLET_LANGUAGES) expect(documentMarkdown(printed('grade-nationals', lang))).toContain(expected[lang]);
  });
});
