/**
 * `rank --lang` and `explain --lang` (docs/cli.md "The language of the output"): the table's
 * headers, the words of "Decided by", titles and notes, and explain's sentences in the language,
 * numbers with its decimal comma; criterion acronyms as they are; the CSV and the JSON the same
 * in every language. Render's rules choose the language: --lang, else LC_ALL, else LANG, else English.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const SAMPLES = join(REPO_ROOT, 'samples');
const TEC = join(SAMPLES, 'tournaments', 'tec-exercise-16.trf');
const OPEN = join(SAMPLES, 'regulations', 'fide-2026-open.regula');

async function printed(argv: string[]): Promise<string> {
  const c = capture();
  expect(await run(argv, c.io), c.err.join('\n')).toBe(0);
  return c.out.join('\n');
}

describe('rank --lang', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prints the standings table in German: headers, Decided by, 3,5; the acronyms as they are', async () => {
    const lines = (await printed(['rank', TEC, '--regulation', OPEN, '--lang', 'de'])).split('\n');
    expect(lines[0]).toMatch(/^Platz {2}Snr {2}Name +PTS {2}BH\/C1 {4}BH {4}SB {2}DE {2}WIN {2}BWG {2}TPN {2}Entschieden durch$/);
    expect(lines[3]).toMatch(/^ +2 +3 {2}Costa, Clara +3,5 +13 +15,5 +10,5 +2 +1 +3 {2}BH\/C1$/);
  });

  it('prints Russian and Spanish headers, and a shared place in the language', async () => {
    const ru = await printed(['rank', TEC, '--criteria', 'PTS', '--lang', 'ru']);
    expect(ru.split('\n')[0]).toMatch(/^Место {2}Ном\. {2}Имя +PTS {2}Определено по$/);
    expect(ru).toContain('делят место');
    const es = await printed(['rank', TEC, '--criteria', 'PTS', '--lang', 'es']);
    expect(es.split('\n')[0]).toMatch(/^ ?Pos\. {2}No\. {2}Nombre +PTS {2}Decidido por$/);
    expect(es).toContain('puesto compartido');
  });

  it('titles each section, a team event and a knock-out in the language', async () => {
    const sections = await printed([
      'rank',
      join(SAMPLES, 'tournaments', 'chicago-open-2014-sections.csv'),
      '--regulation',
      join(SAMPLES, 'regulations', 'chicago-open-2014.regula'),
      '--lang',
      'fr',
    ]);
    expect(sections).toContain('== Groupe Open (10 joueurs)');
    expect(sections).toContain('\nPrix\n');
    const teams = await printed([
      'rank',
      join(SAMPLES, 'tournaments', 'team-swiss-6.trf'),
      '--regulation',
      join(SAMPLES, 'regulations', 'fide-2026-team-swiss.regula'),
      '--lang',
      'de',
    ]);
    expect(teams.split('\n')[0]).toMatch(/^Platz {2}Snr {2}Mannschaft .* {2}Entschieden durch$/);
    expect(teams).toMatch(/ 4,5 {2}MP\n/);
    const cup = await printed([
      'rank',
      join(SAMPLES, 'tournaments', 'knock-out-cup-generated.pgn'),
      '--regulation',
      join(SAMPLES, 'regulations', 'fide-world-cup-2021.regula'),
      '--lang',
      'es',
    ]);
    expect(cup.split('\n')[0]).toContain('eliminatoria, puestos según la ronda alcanzada');
    expect(cup).toContain('ronda 5 contra Arendt, Mila');
  });

  it('follows the locale without --lang, and --lang en is the English table', async () => {
    const english = await printed(['rank', TEC, '--regulation', OPEN]);
    expect(english.split('\n')[0]).toMatch(/^Place {2}No {2}Name .* {2}Decided by$/);
    expect(await printed(['rank', TEC, '--regulation', OPEN, '--lang', 'en'])).toBe(english);
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LANG', 'de_DE.UTF-8');
    expect((await printed(['rank', TEC, '--regulation', OPEN])).split('\n')[0]).toMatch(/^Platz {2}Snr/);
  });

  it('notes a locale in a language Regula does not print in, and prints English', async () => {
    vi.stubEnv('LC_ALL', 'nl_NL.UTF-8');
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', OPEN], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/^Place {2}No/);
    expect(c.err.join('\n')).toContain('printed in English: LC_ALL=nl_NL.UTF-8 names a language the output is not printed in');
  });

  it('the CSV and the JSON are the same in every locale; --lang with them is a usage error', async () => {
    const csv = await printed(['rank', TEC, '--regulation', OPEN, '--format', 'csv']);
    vi.stubEnv('LC_ALL', 'de_DE.UTF-8');
    expect(await printed(['rank', TEC, '--regulation', OPEN, '--format', 'csv'])).toBe(csv);
    expect(csv.split('\n')[0]).toBe('Place,No,Name,PTS,BH/C1,BH,SB,DE,WIN,BWG,TPN,Decided by');
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', OPEN, '--format', 'json', '--lang', 'de'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--lang is for the table: --format json is the same in every language');
  });

  it('simulates the drawing of lots in the language', async () => {
    const de = await printed(['rank', TEC, '--criteria', 'PTS', '--simulate-lots', '--lang', 'de']);
    expect(de.split('\n')[0]).toMatch(/^Losentscheid \(Simulation — es wird nichts geschrieben\): die Turnierordnung sagt `then shared`/);
    expect(de).toMatch(/\nPlätze 2–5, Startwert „[^“]+“:\n {2}2\. .* — Los /);
  });

  it('an unknown --lang is a usage error listing the codes', async () => {
    const c = capture();
    expect(await run(['rank', TEC, '--regulation', OPEN, '--lang', 'xx'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--lang must be one of en, de, fr, es, ru, not "xx"');
    expect(c.out).toEqual([]);
  });
});

describe('explain --lang', () => {
  it('says why a player is placed, in Russian, with 3,5 and the acronyms', async () => {
    const lines = (await printed(['explain', TEC, '3', '--regulation', OPEN, '--lang', 'ru'])).split('\n');
    expect(lines[0]).toBe('Costa, Clara (3): 2-е место из 16, определено по BH/C1.');
    expect(lines[1]).toBe(
      'На равных (очки: 3,5) с Adams, Alice (1), Dahl, David (4) и Petrov, Pavel (16); BH/C1: Adams, Alice (1) 11, Costa, Clara (3) 13, Dahl, David (4) 11,5, Petrov, Pavel (16) 11 → 1-е место из 4.',
    );
    expect(lines[2]).toBe('Значения и их составляющие:');
    expect(lines).toContain('    тур 4 против Dahl, David (4): 3,5');
  });

  it('says who is above whom and by what, in German and French', async () => {
    const de = (await printed(['explain', TEC, '3', '4', '--regulation', OPEN, '--lang', 'de'])).split('\n');
    expect(de[0]).toBe(
      'Costa, Clara (3) steht vor Dahl, David (4): BH/C1 entschied (13 gegen 11,5), unter 4 gleichstehenden Teilnehmern (3,5 Punkte).',
    );
    const fr = (await printed(['explain', TEC, '3', '4', '--regulation', OPEN, '--lang', 'fr'])).split('\n');
    expect(fr[0]).toBe(
      'Costa, Clara (3) devance Dahl, David (4)\u00a0: BH/C1 a départagé (13 contre 11,5), parmi 4 participants ex æquo (3,5 points).',
    );
  });

  it('names the play-off in the language: a play-off decided place, the knock-out path', async () => {
    const playOff = await printed([
      'explain',
      join(SAMPLES, 'tournaments', 'club-championship-drr-8-play-off.trf'),
      'Castell',
      '--regulation',
      join(SAMPLES, 'regulations', 'candidates-2022.regula'),
      '--lang',
      'de',
    ]);
    expect(playOff.split('\n')[0]).toMatch(/^Castell, Clara \(3\): Platz 1 von 8, durch den Stichkampf: /);
    expect(playOff).toContain('; Stichkampf: ');
    const cup = await printed([
      'explain',
      join(SAMPLES, 'tournaments', 'knock-out-cup-generated.pgn'),
      'Sato',
      '--regulation',
      join(SAMPLES, 'regulations', 'fide-world-cup-2021.regula'),
      '--lang',
      'ru',
    ]);
    expect(cup.split('\n')[0]).toMatch(/^Sato, Ren \(4\): место 1 из 20: .*, достигнутый тур 5/);
    expect(cup).toContain('Тур 1, против Novak, Jana (3): 2½–1½, выигран на этапе 2');
  });
});

describe("the engine's own notes in the language (explain --lang)", () => {
  const YOUTH = join(SAMPLES, 'tournaments', 'tec-exercise-16-youth.trf');
  const DRR = join(SAMPLES, 'tournaments', 'club-championship-drr-8.trf');
  const DRR_REGULATION = join(SAMPLES, 'regulations', 'club-double-round-robin.regula');

  it('words a cut in German, French, Spanish and Russian, the article as it is', async () => {
    const cut = async (lang: string) =>
      (await printed(['explain', TEC, '5', '--regulation', OPEN, '--lang', lang])).split('\n').find((l) => l.includes('Jensen'))!;
    expect(await cut('de')).toBe('    Runde 5 gegen Jensen, Jakob (10): 1 — gestrichen: geringster Wert (C.07 14.1)');
    expect(await cut('fr')).toBe(
      '    ronde 5 contre Jensen, Jakob (10)\u00a0: 1 — écarté\u00a0: la valeur la moins significative (C.07 14.1)',
    );
    expect(await cut('es')).toBe('    ronda 5 contra Jensen, Jakob (10): 1 — eliminado: el valor menos significativo (C.07 14.1)');
    expect(await cut('ru')).toBe('    тур 5 против Jensen, Jakob (10): 1 — отброшено: наименее значимое (C.07 14.1)');
    expect(await cut('en')).toBe('    round 5 vs Jensen, Jakob (10): 1 — cut: least significant (C.07 14.1)');
  });

  it('words the dummy opponent of an unplayed round and the 16.5 cut', async () => {
    const lines = async (lang: string) => (await printed(['explain', YOUTH, '14', '--regulation', OPEN, '--lang', lang])).split('\n');
    const de = await lines('de');
    expect(de).toContain('    Runde 4: 2 — abwesend: fiktiver Gegner: eigene Punktzahl 2 (C.07 16.4.2)');
    expect(await lines('es')).toContain(
      '    ronda 3 contra Larsen, Lars (12): 2 — derrota por incomparecencia: oponente virtual: puntuación propia 2 (C.07 16.4.1); eliminado: primero una ronda no jugada voluntariamente (C.07 16.5)',
    );
    expect(await lines('ru')).toContain('    тур 4: 2 — отсутствует: виртуальный соперник: собственные очки 2 (C.07 16.4.2)');
    expect(await lines('en')).toContain('    round 4: 2 — absent: dummy opponent: own score 2 (C.07 16.4.2)');
  });

  it('words a direct encounter played twice and the Koya limit in Russian', async () => {
    const ru = await printed(['explain', DRR, '1', '--regulation', DRR_REGULATION, '--lang', 'ru']);
    expect(ru).toContain('тур 3 против Castell, Clara (3): 0,5 — среднее из 2 встреч (C.07 6.1.2)');
    expect(ru).toContain('  KS = 4 (граница 7)');
  });
});

describe('report --lang', () => {
  const TIME = ['--time', '2026-12-03T00:00:00Z'];

  it('writes the audit report in German: its headings, labels, sentences and 3,5; acronyms, codes and hashes as they are', async () => {
    const html = await printed(['report', TEC, '--regulation', OPEN, '--lang', 'de', ...TIME]);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Prüfbericht: Open Championship</h1>');
    expect(html).toContain('<tr><th scope="row">Hashwert der Turnierordnung (SHA-256)</th><td class="hash">');
    expect(html).toContain('<h2>1. Rangliste</h2>');
    expect(html).toContain('<p>16 Spieler in der Reihenfolge der Rangliste; „Entschieden durch“ nennt das Kriterium');
    expect(html).toContain('<h3>Plätze 2–5: 4 Spieler gleichstehend in PTS 3,5</h3>');
    expect(html).toContain('<li>BH — Adams, Alice (1) = Petrov, Pavel (16) 12,5: weiter gleichstehend (gleiche Werte)</li>');
    expect(html).toContain('<th scope="col">Wert des Gegners</th>');
    expect(html).toMatch(/<td>Kovacs, Kata \(11\)<td class=cut>2,5<td>nein<td>/);
    expect(html).not.toMatch(/\bPlaces\b|\bStandings\b|Decided by/);
  });

  it('a team event in French, the English report unchanged by --lang en', async () => {
    const teams = [
      'report',
      join(SAMPLES, 'tournaments', 'team-swiss-6.trf'),
      '--regulation',
      join(SAMPLES, 'regulations', 'fide-2026-team-swiss.regula'),
    ];
    const fr = await printed([...teams, '--lang', 'fr', ...TIME]);
    expect(fr).toContain('<h2>2. Les égalités et leur départage</h2>');
    expect(fr).toMatch(/<h3>Places \d+–\d+\u00a0: \d+ équipes à égalité sur MP /);
    const english = await printed([...teams, ...TIME]);
    expect(english).toContain('<html lang="en">');
    expect(await printed([...teams, '--lang', 'en', ...TIME])).toBe(english);
  });

  it('an unknown --lang is a usage error listing the codes', async () => {
    const c = capture();
    expect(await run(['report', TEC, '--regulation', OPEN, '--lang', 'nl'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--lang must be one of en, de, fr, es, ru, not "nl"');
  });
});

describe('scenarios --lang', () => {
  const PAIRED = join(SAMPLES, 'tournaments', 'tec-exercise-16-round-5-paired.csv');

  it('says what each contender needs in French: the round, the boards, each result and its places, 3,5', async () => {
    const lines = (await printed(['scenarios', PAIRED, '--lang', 'fr'])).split('\n');
    expect(lines[0]).toBe(
      'Ronde 5\u00a0: 7 échiquiers à jouer\u00a0; 4 peuvent changer les places 1–3 selon PTS\u00a0: 81 combinaisons de résultats reclassées.',
    );
    expect(lines[1]).toBe('Places 1–3 (par défaut\u00a0: le règlement ne nomme aucune place de prix ou de qualification).');
    expect(lines).toContain('Échiquiers qui comptent\u00a0:');
    expect(lines).toContain('Brown, Bruno (2), 3,5 points, échiquier 1 avec les Noirs contre Costa, Clara (3)\u00a0:');
    expect(lines).toContain('  avec une victoire\u00a0: place 1 sans partage, quoi qu’il arrive sur les autres échiquiers.');
  });

  it('German and Russian headings; English as before with --lang en; --lang with --format json is a usage error', async () => {
    const de = await printed(['scenarios', PAIRED, '--lang', 'de']);
    expect(de.split('\n')[0]).toBe(
      'Runde 5: 7 Bretter zu spielen; 4 können Plätze 1–3 ändern, nach PTS: 81 Ergebniskombinationen neu gewertet.',
    );
    expect(de).toContain('  bei einem Remis: allein Platz 1, wenn Adams, Alice (1) und Dahl, David (4) remisieren (Brett 2); ');
    const ru = await printed(['scenarios', PAIRED, '--lang', 'ru']);
    expect(ru).toContain('Brown, Bruno (2), очки: 3,5, доска 1 чёрными против Costa, Clara (3):');
    const english = await printed(['scenarios', PAIRED]);
    expect(english.split('\n')[0]).toBe(
      'Round 5: 7 boards to play; 4 can change places 1–3 under PTS: 81 combinations of results re-ranked.',
    );
    expect(await printed(['scenarios', PAIRED, '--lang', 'en'])).toBe(english);
    const c = capture();
    expect(await run(['scenarios', PAIRED, '--format', 'json', '--lang', 'de'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--lang is for the words: --format json is the same in every language');
  });
});

describe('diff --lang', () => {
  const DIFF = ['diff', TEC, '--regulation', join(SAMPLES, 'regulations', 'hort-prize-money.regula'), '--against', OPEN];

  it('prints one event’s comparison in German: the sides, the headers, Decided by, a move and the summary', async () => {
    const lines = (await printed([...DIFF, '--lang', 'de'])).split('\n');
    expect(lines[0]).toBe('Vorher:  Weekend Open prize money — Regeln fide-2026; PTS, BH');
    expect(lines[3]).toMatch(/^Snr {2}Name +Platz vorher {2}Entschieden vorher {2}Platz nachher {2}Entschieden nachher {2}Änderung$/);
    expect(lines).toContainEqual(expect.stringMatching(/^ 16 {2}Petrov, Pavel +4–5 {2}Platz geteilt +5 {2}SB +1 runter$/));
    expect(lines).toContain('Geänderte Plätze: 1 von 16 Teilnehmern.');
  });

  it('English as before with --lang en; CSV and JSON are the same in every language', async () => {
    const english = await printed(DIFF);
    expect(english.split('\n')[0]).toBe('Before: Weekend Open prize money — rules fide-2026; PTS, BH');
    expect(await printed([...DIFF, '--lang', 'en'])).toBe(english);
    const c = capture();
    expect(await run([...DIFF, '--format', 'csv', '--lang', 'fr'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--lang is for the table: --format csv is the same in every language');
  });
});
