/**
 * The booklet's words (io/render/booklet-words/): every language has exactly the keys English
 * has, and every sentence with values prints each of them — a translation that drops a
 * placeholder, or lets a choice (participants or teams, points or match points) make no
 * difference, fails here.
 */
import { describe, expect, it } from 'vitest';
import { BOOKLET_LANGUAGES, BOOKLET_WORDS, type BookletWords } from '../../../../io';

/** The paths of an object's keys, nested ones as "titles.prizes"; a function or a string is a leaf. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.keys(value)
    .sort()
    .flatMap((key) => keyPaths((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key));
}

function at(words: BookletWords, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], words);
}

/** An argument that is a value to print (must appear), or a choice (each choice must print differently). */
type Arg = { value: string | number } | { choice: readonly unknown[] } | { list: readonly string[] } | { fixed: unknown };
const v = (value: string | number): Arg => ({ value });
const SUBJECTS: Arg = { choice: ['participants', 'teams'] };
const SCORES: Arg = { choice: ['points', 'game-points', 'match-points'] };
const BOOL: Arg = { choice: [true, false] };

/** Every function of the table with arguments to call it with. */
const CALLS: Readonly<Record<string, readonly Arg[]>> = {
  articleHeading: [v(17), v('TITLE-A')],
  version: [v('V-2031')],
  'titles.grandPrix': [v('GP-NAME')],
  'titles.teams': [v('TEAM-NAME')],
  'titles.qualification': [v('Q-NAME')],
  rulesInForce: [v('EDITION-WORDS'), v('fide-2026')],
  tournamentIs: [v('TOURNAMENT-WORDS')],
  teamsRankedBy: [SCORES],
  unplayedGames: [v('POLICY-WORDS')],
  ownPointSystem: [BOOL],
  roundsOwnPoints: [v(13), v(19)],
  matchPoints: [v('W-7'), v('D-8'), v('L-9')],
  teamMinimum: [v(23)],
  tiebreakRounds: [v(29), v(31)],
  levelOn: [SUBJECTS, SCORES],
  criterionItem: [v('NAMED-X'), v('DESCRIPTION-X'), { list: ['MOD-ONE', 'MOD-TWO'] }, v('SOURCE-X')],
  statedReading: [v('TITLE-R'), v('WRITTEN-R'), v('READING-R')],
  withModifier: [v('SHOWN-M'), v('MEANING-M')],
  valuesFromColumn: [v('COLUMN-C')],
  afterShared: [SUBJECTS],
  afterLotsFromEvent: [SUBJECTS],
  afterLotsSeeded: [SUBJECTS, v('SEED-S')],
  afterPlayOff: [SUBJECTS],
  afterManual: [SUBJECTS, v('COLUMN-M')],
  'board.ranked': [BOOL],
  'board.minimum': [v(37), { choice: [41, undefined] }],
  'board.ratingCapped': [v(43)],
  'board.separated': [{ list: ['TIE-ONE', 'TIE-TWO'] }],
  'playOff.places': [{ choice: [1, 3] }, { choice: [1, 5] }],
  'playOff.decides': [v('PLACES-P'), BOOL, { choice: [47, undefined] }, v(' SEEDING-P')],
  'playOff.seeded': [{ choice: ['SEED-BY', undefined] }, { choice: [[], ['lots'], ['head-to-head', 'lots']] }],
  'playOff.format': [v(53), { choice: [{ exactly: 59 }, { moreThan: 61 }] }],
  'playOff.games': [{ choice: [1, 2, 5] }, { choice: ['PACE-G', undefined] }],
  'playOff.untilWon': [{ choice: ['PACE-U', undefined] }],
  'playOff.drawOdds': [BOOL],
  'playOff.byScore': [BOOL],
  'playOff.closing': [BOOL, BOOL],
  'sections.played': [{ choice: [1, 2, 5, 21] }],
  'sections.common': [{ list: ['SEC-ONE', 'SEC-TWO'] }],
  'sections.ownTiebreaks': [v('SEC-T')],
  'sections.ownPrizes': [v('SEC-P')],
  'knockOut.drawOdds': [BOOL],
  'knockOut.places': [BOOL, BOOL],
  'microMatches.untilWon': [{ choice: ['PACE-MU', undefined] }],
  'microMatches.game': [{ choice: ['PACE-MG', undefined] }],
  'microMatches.scores': [v('WIN-67'), v('LOSS-71')],
  'microMatches.level': [v('LEVEL-73')],
  'microMatches.ranked': [{ list: ['CRIT-ONE', 'CRIT-TWO'] }],
  'articles.withdrawals.roundRobin': [
    v('THRESHOLD-W'),
    BOOL,
    { choice: ['results-deleted', 'results-stand'] },
    { fixed: 'remaining-lost-by-forfeit' },
  ],
  'articles.withdrawals.byeMeansWithdrawal': [{ choice: ['zpb', 'hpb', 'fpb'] }, { choice: [3, 'last'] }],
  'articles.withdrawals.withdrawnEligible': [BOOL],
  'articles.grandPrix.roundsBy': [v('MODE-R')],
  'articles.grandPrix.shownDecimals': [{ choice: [1, 4] }],
  'articles.grandPrix.bonus': [v('AMOUNT-B'), { choice: ['clear', 'place', 'final-place'] }, { choice: [1, 2] }],
  'articles.grandPrix.seasonBest': [v(83)],
  'articles.grandPrix.gradeScaling': [v(89), { list: ['FACTOR-ONE', 'FACTOR-TWO'] }],
  'articles.grandPrix.placeIntro': [BOOL],
  'articles.grandPrix.andBelow': [v(97)],
  'articles.teams.intro': [v('COLUMN-T')],
  'articles.qualification.intro': [BOOL],
  'articles.qualification.adjustmentCaption': [v(101)],
  'articles.qualification.by': [v('CAPTION-Q'), v('SOURCE-Q')],
  'articles.qualification.bounds': [{ choice: ['LEAST-Q', undefined] }, v('MOST-Q')],
  'articles.qualification.skip': [{ choice: ['already-qualified', 'playing-up'] }, { choice: ['COLUMN-S', undefined] }],
  'articles.prizes.and': [v('AMOUNT-P'), v('TROPHY-P')],
  'articles.prizes.ratingUnder': [v(1803)],
  'articles.prizes.ratingOver': [v(2207)],
  'articles.prizes.onePerPlayer': [BOOL],
  'articles.prizes.roundTo': [v('UNIT-P')],
};

/** Each way to call a function: one argument list per combination of its choices. */
function callsOf(args: readonly Arg[]): unknown[][] {
  return args.reduce<unknown[][]>(
    (lists, arg) =>
      'choice' in arg
        ? lists.flatMap((list) => arg.choice.map((c) => [...list, c]))
        : lists.map((list) => [...list, 'value' in arg ? arg.value : 'list' in arg ? arg.list : arg.fixed]),
    [[]],
  );
}

/**
 * The tables a language fills only where it has a word (criterion names, paces): English fills
 * none. The registry's words, keyed by codes and English sentences, have their own test
 * (registry-words.test.ts).
 */
const PARTIAL = (path: string) => path.startsWith('criterionNames') || path.startsWith('paces') || path.startsWith('registry');

describe('the booklet in every language', () => {
  const english = keyPaths(BOOKLET_WORDS.en).filter((p) => !PARTIAL(p));

  it('has the languages the CLI offers, each its own lang', () => {
    expect([...BOOKLET_LANGUAGES]).toEqual(['en', 'de', 'fr', 'es', 'ru']);
    for (const lang of BOOKLET_LANGUAGES) expect(BOOKLET_WORDS[lang].lang).toBe(lang);
  });

  for (const lang of BOOKLET_LANGUAGES)
    it(`${lang}: no key missing, none extra, each of the kind English has`, () => {
      const words = BOOKLET_WORDS[lang];
      const paths = keyPaths(words).filter((p) => !PARTIAL(p));
      expect(paths.filter((p) => !english.includes(p))).toEqual([]);
      expect(english.filter((p) => !paths.includes(p))).toEqual([]);
      for (const path of english) expect(typeof at(words, path), `${lang} ${path}`).toBe(typeof at(BOOKLET_WORDS.en, path));
    });

  it('calls every function the table has', () => {
    const functions = english.filter((p) => typeof at(BOOKLET_WORDS.en, p) === 'function');
    expect(functions.sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const lang of BOOKLET_LANGUAGES)
    it(`${lang}: every value given is printed, and every choice prints differently`, () => {
      const words = BOOKLET_WORDS[lang];
      for (const [path, args] of Object.entries(CALLS)) {
        const fn = at(words, path) as (...a: unknown[]) => string;
        const printed = callsOf(args).map((list) => fn(...list));
        for (const text of printed) {
          for (const arg of args) {
            if ('value' in arg) expect(text, `${lang} ${path}`).toContain(String(arg.value));
            if ('list' in arg) for (const item of arg.list) expect(text, `${lang} ${path}`).toContain(item);
          }
          expect(text.trim(), `${lang} ${path}`).not.toBe('');
        }
        expect(new Set(printed).size, `${lang} ${path}: each choice its own words`).toBe(printed.length);
      }
    });

  it('prints the reserve minimum when there is one, in every language', () => {
    for (const lang of BOOKLET_LANGUAGES) {
      expect(BOOKLET_WORDS[lang].board.minimum(5, 3)).toContain('3');
      expect(BOOKLET_WORDS[lang].board.minimum(5, undefined)).not.toContain('3');
    }
  });

  it('counts in the noun form of the number: Russian 1 партии, 2 партий, 21 партии', () => {
    expect(BOOKLET_WORDS.ru.board.minimum(1, undefined)).toContain('не менее 1 партии');
    expect(BOOKLET_WORDS.ru.board.minimum(2, undefined)).toContain('не менее 2 партий');
    expect(BOOKLET_WORDS.ru.board.minimum(21, undefined)).toContain('не менее 21 партии');
    expect(BOOKLET_WORDS.de.board.minimum(1, undefined)).toContain('mindestens 1 Partie ');
    expect(BOOKLET_WORDS.fr.board.minimum(2, undefined)).toContain('au moins 2 parties ');
  });

  it('English has no criterion names or paces of its own: the registry’s and the regulation’s are English', () => {
    expect(BOOKLET_WORDS.en.criterionNames).toEqual({});
    expect(BOOKLET_WORDS.en.paces).toEqual({});
  });
});
