/**
 * `regula match --lang` (docs/cli.md "The language of the output"): the heading, the boards'
 * headers, points with the language's decimal comma and the decision's sentences in de, fr, es
 * and ru; team names, the regulation's criteria and the engine's notes as they are; English
 * unchanged; render's rules choose the language; --lang with --format json is a usage error.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../cli/main';
import { MATCH_WORDS } from '../../../io';
import { BOOKLET_LANGUAGES } from '../../../io';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const MATCH = join(REPO_ROOT, 'samples', 'tournaments', 'team-ko-match-2.csv');
const CUP = join(REPO_ROOT, 'samples', 'regulations', 'team-cup-match-tiebreaks.regula');

async function printed(argv: string[]): Promise<string> {
  const c = capture();
  expect(await run(['match', MATCH, '--regulation', CUP, ...argv], c.io), c.err.join('\n')).toBe(0);
  return c.out.join('\n');
}

describe('match --lang', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('prints the boards and the decision in German, 0,5 and 2,5 zu 1,5', async () => {
    const lines = (await printed(['--lang', 'de'])).split('\n');
    expect(lines[0]).toBe('== Organisers – Players (team-ko-match-2.csv Zeilen 1–8: Result 2)');
    expect(lines[1]).toMatch(/^Brett {2}Organisers +Ergebnis {2}Players +Brettpunkte Organisers {2}Brettpunkte Players$/);
    expect(lines[3]).toMatch(/^ +1 {2}Reuben +½-½ +Anand +0,5 +0,5$/);
    expect(lines).toContain(
      'Organisers 3, Players 3: unentschieden; die Wertungen der Turnierordnung für unentschiedene Kämpfe, in ihrer Reihenfolge:',
    );
    expect(lines.at(-1)).toBe('Organisers gewinnt den Kampf nach end-board elimination: boards 1–4 (boards 5–6 dropped), 2,5 zu 1,5.');
  });

  it('French, Spanish and Russian headings and verdicts', async () => {
    const fr = (await printed(['--lang', 'fr'])).split('\n');
    expect(fr[1]).toMatch(/^Échiquier {2}Organisers +Résultat/);
    expect(fr.at(-1)).toMatch(/^Organisers gagne la rencontre par end-board elimination\u00a0: .*, 2,5 contre 1,5\.$/);
    const es = (await printed(['--lang', 'es'])).split('\n');
    expect(es[0]).toBe('== Organisers – Players (team-ko-match-2.csv filas 1–8: Result 2)');
    expect(es.at(-1)).toMatch(/^Organisers gana el encuentro por end-board elimination: .*, 2,5 a 1,5\.$/);
    const ru = (await printed(['--lang', 'ru'])).split('\n');
    expect(ru[1]).toMatch(/^Доска {2}Organisers +Результат {2}Players +Очки Organisers {2}Очки Players$/);
    expect(ru).toContain('Organisers 3, Players 3: ничья; дополнительные показатели матча по положению, по порядку:');
  });

  it('follows the locale without --lang; English is as before', async () => {
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LANG', 'ru_RU.UTF-8');
    expect((await printed([])).split('\n')[1]).toMatch(/^Доска/);
    const english = (await printed(['--lang', 'en'])).split('\n');
    expect(english[0]).toBe('== Organisers v Players (team-ko-match-2.csv rows 1–8: Result 2)');
    expect(english[1]).toMatch(/^Board {2}Organisers +Result {2}Players +Organisers points {2}Players points$/);
    expect(english.at(-1)).toBe('Organisers win the match on end-board elimination: boards 1–4 (boards 5–6 dropped), 2.5 to 1.5.');
  });

  it('--lang with --format json is a usage error; the JSON is the same in every locale', async () => {
    const c = capture();
    expect(await run(['match', MATCH, '--regulation', CUP, '--format', 'json', '--lang', 'de'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--lang is for the table: --format json is the same in every language');
    const english = await printed(['--format', 'json']);
    vi.stubEnv('LANG', 'de_DE.UTF-8');
    expect(await printed(['--format', 'json'])).toBe(english);
  });

  it('has every sentence with its values in every language', () => {
    for (const lang of BOOKLET_LANGUAGES) {
      const w = MATCH_WORDS[lang];
      expect(w.heading('TEAM-A', 'TEAM-B', 'LABEL-L', 13, 17, 'TITLE-T')).toMatch(/TEAM-A.*TEAM-B.*LABEL-L.*13.*17.*TITLE-T/);
      expect(w.points('TEAM-P')).toContain('TEAM-P');
      expect(w.score('A-1', 'S-1', 'B-2', 'S-2')).toMatch(/A-1.*S-1.*B-2.*S-2/);
      expect(w.wonOnScore('SCORE-W', 'WINNER-W')).toMatch(/SCORE-W.*WINNER-W/);
      expect(w.drawn('SCORE-D')).toContain('SCORE-D');
      expect(w.byLots('WINNER-L', true, 'SEED-L')).toMatch(/WINNER-L.*SEED-L/);
      expect(w.byLots('WINNER-L', true, 'SEED-L')).not.toBe(w.byLots('WINNER-L', false, 'SEED-L'));
      expect(w.winOn('WINNER-O', 'CRIT-O')).toMatch(/WINNER-O.*CRIT-O/);
      expect(w.winOnValues('WINNER-V', 'CRIT-V', 'LABEL-V', 'WON-V', 'LOST-V')).toMatch(/WINNER-V.*CRIT-V.*LABEL-V.*WON-V.*LOST-V/);
      for (const text of [w.board, w.colour, w.result, w.noneCompared, w.nothingCounts, w.playOff, w.notDecided, w.staysDrawn])
        expect(text.trim()).not.toBe('');
    }
  });
});
