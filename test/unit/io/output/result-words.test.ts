/**
 * The words of `rank`'s table and `explain`'s sentences (io/output/result-words/): every language
 * has exactly the keys English has, every sentence with values prints each of them — a
 * translation that drops a placeholder, or lets a choice (won or lost, a score's code, what
 * follows the list) make no difference, fails here — and the words the booklet already has
 * (titles, criterion names, the decimal comma) are the booklet's, so both say the same.
 */
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../../../addin/strings';
import { BOOKLET_LANGUAGES, BOOKLET_WORDS, RESULT_WORDS, wordedHeaders, type ResultWords, type StepOutcome } from '../../../../io';

/** The paths of an object's keys, nested ones as "explain.decision.by"; a function or a string is a leaf. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.keys(value)
    .sort()
    .flatMap((key) => keyPaths((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key));
}

function at(words: ResultWords, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], words);
}

/**
 * An argument: a value to print (must appear), a list whose items must each appear, or a choice
 * of values, each with what it must print (each choice must print differently).
 */
type Arg =
  | { value: string | number }
  | { list: readonly string[] }
  | { choice: readonly { is: unknown; prints: readonly string[] }[] }
  /** Given, printed only where another argument says so (a choice lists it in its `prints`). */
  | { given: string }
  /** An object of values, each of which must appear. */
  | { object: Readonly<Record<string, string | number>> };
const v = (value: string | number): Arg => ({ value });
const either = (...choices: unknown[]): Arg => ({ choice: choices.map((is) => ({ is, prints: [] })) });
const BOOL = either(true, false);
/** The audit report's participants: players or teams, each its own words. */
const PARTICIPANTS = either('players', 'teams');
/** The round to come of a scenarios run: every value printed. */
const ROUND: Arg = { object: { round: 701, open: 703, changing: 707, range: 'RANGE-H', list: 'LIST-H' } };

const OUTCOMES: readonly { is: StepOutcome; prints: readonly string[] }[] = [
  { is: { kind: 'still-tied', criterion: 'CRIT-S', notApplied: false }, prints: [] },
  { is: { kind: 'still-tied', criterion: 'CRIT-S', notApplied: true, reason: 'REASON-S' }, prints: ['CRIT-S', 'REASON-S'] },
  { is: { kind: 'still-tied', criterion: 'CRIT-S', notApplied: false, reason: 'REASON-T' }, prints: ['REASON-T'] },
  { is: { kind: 'placed', place: 83, of: 89 }, prints: ['83', '89'] },
  {
    is: {
      kind: 'shares',
      first: 97,
      last: 98,
      of: 99,
      with: ['WITH-A', 'WITH-B'],
      criterion: 'CRIT-H',
      notApplied: true,
      reason: 'REASON-H',
    },
    prints: ['97', '98', '99', 'WITH-A', 'WITH-B', 'CRIT-H', 'REASON-H'],
  },
  {
    is: { kind: 'shares', first: 97, last: 98, of: 99, with: ['WITH-A'], criterion: 'CRIT-H', notApplied: false },
    prints: ['97', '98', '99', 'WITH-A'],
  },
];

/** Every function of the table with arguments to call it with. */
const CALLS: Readonly<Record<string, readonly Arg[]>> = {
  'decided.manual': [v('COLUMN-M')],
  'titles.grandPrix': [v('GP-NAME')],
  'titles.teams': [v('TEAM-NAME')],
  'titles.qualification': [v('Q-NAME')],
  'titles.teamAwards': [v('AWARD-NAME')],
  'titles.category': [v('CAT-NAME')],
  'titles.section': [v('SECTION-NAME'), v(41)],
  'titles.gradesGrandPrix': [v('GRADES-NAME')],
  note: [v('NOTE-TEXT')],
  'knockOut.heading': [v('EVENT-K'), v('REG-K')],
  'knockOut.round': [v(43)],
  // Russian names the round of 16 "1/8 финала": the count need not be printed, only each its own words.
  'knockOut.roundNames.roundOf': [either(16, 32, 64)],
  'knockOut.versus': [v('MATCH-V'), v('OPP-V')],
  'knockOut.notPlaced': [v('PLAYER-N')],
  'knockOut.placed': [
    v('PLAYER-P'),
    v('5–8'),
    v(47),
    BOOL,
    v('OUTCOME-P'),
    v('ROUND-P'),
    {
      choice: [
        { is: 53, prints: ['53'] },
        { is: undefined, prints: [] },
      ],
    },
  ],
  'knockOut.matchTitle': [
    {
      choice: [
        { is: 'ROUND-T', prints: ['ROUND-T'] },
        { is: undefined, prints: [] },
      ],
    },
  ],
  'knockOut.notDecided': [
    {
      choice: [
        { is: 'WHY-D', prints: ['WHY-D'] },
        { is: undefined, prints: [] },
      ],
    },
  ],
  'knockOut.decided': [BOOL, v(59), v('BY-D'), v('STAGE-D')],
  'knockOut.match': [v('TITLE-M'), v('OPP-M'), v('SCORE-M'), v('VERDICT-M')],
  'lots.heading': [v('RULE-L')],
  'lots.applied': [v('SEEDED-A')],
  'lots.wouldMake': [either('shared', 'play-off', 'manual'), v('SEEDED-W')],
  'lots.places': [v('3–5'), v('SEED-L')],
  'lots.member': [v(109), v('PART-L'), v('LOT-L')],
  'explain.placed': [v('PLAYER-A'), v(61), v(67), v('DECISION-A')],
  'explain.shares': [v('PLAYER-B'), v(71), v(73), v(79), v('DECISION-B')],
  'explain.decision.playOff': [
    {
      choice: [
        { is: 'NOTE-P', prints: ['NOTE-P'] },
        { is: undefined, prints: [] },
      ],
    },
  ],
  'explain.decision.by': [v('CRIT-BY')],
  'explain.notRanked': [
    v('PLAYER-R'),
    {
      choice: [
        { is: 'NOTE-R', prints: ['NOTE-R'] },
        { is: undefined, prints: [] },
      ],
    },
  ],
  'explain.microMatches': [v('RANKED-BY'), v('VALUES-M')],
  'explain.score': [v('3,5'), either('PTS', 'MP', 'GP')],
  'explain.tiedStep': [
    { list: ['OTHER-A', 'OTHER-B'] },
    {
      choice: [
        { is: 'SCORE-T', prints: ['SCORE-T'] },
        { is: undefined, prints: [] },
      ],
    },
    v('CRIT-T'),
    v('VALUES-T'),
    { choice: OUTCOMES },
  ],
  'explain.definition': [v('CRIT-D'), v('NAME-D'), v('DESCRIPTION-D')],
  'explain.sharePlace': [v('PLAYER-S'), v('OTHER-S'), either('shared', 'lots', 'play-off', 'manual')],
  'explain.above': [
    v('UPPER-A'),
    v('LOWER-A'),
    v('CRIT-A'),
    v('UV-A'),
    v('LV-A'),
    {
      choice: [
        { is: undefined, prints: [] },
        { is: { count: 101 }, prints: ['101'] },
        { is: { count: 103, score: 'SCORE-A' }, prints: ['103', 'SCORE-A'] },
      ],
    },
  ],
  'explain.levelBefore': [{ list: ['LEVEL-A', 'LEVEL-B'] }],
  'explain.didNotApply': [
    v('CRIT-N'),
    v('UV-N'),
    v('LV-N'),
    {
      choice: [
        { is: 'REASON-N', prints: ['REASON-N'] },
        { is: undefined, prints: [] },
      ],
    },
  ],
  'explain.microPending': [v('UPPER-P'), v('LOWER-P'), v('DECISION-P')],
  'explain.microLevel': [
    v('UPPER-L'),
    v('LOWER-L'),
    v('VALUES-L'),
    {
      choice: [
        { is: true, prints: [] },
        { is: false, prints: ['DECIDED-L'] },
      ],
    },
    { given: 'DECIDED-L' },
  ],
  'explain.microAbove': [
    v('UPPER-M'),
    v('LOWER-M'),
    v('CRIT-M'),
    v('UV-M'),
    v('LV-M'),
    {
      choice: [
        { is: [], prints: [] },
        { is: ['LEVEL-M'], prints: ['LEVEL-M'] },
      ],
    },
  ],
  'explain.notApplicable': [v('HEADER-X'), v('REASON-X')],
  'explain.round': [v(107)],
  'explain.versus': [v('OPP-X')],
  'explain.factors': [v('OV-X'), v('PTS-X')],
  'explain.and': [{ list: ['AND-A', 'AND-B', 'AND-C'] }],
  'report.title': [v('REG-R')],
  'report.standingsIntro': [v(113), PARTICIPANTS, v('DECIDED-R')],
  'report.noTies': [PARTICIPANTS, v('CRIT-R')],
  'report.tiesIntro': [v(127), PARTICIPANTS, v('CRIT-I'), v(131)],
  'report.tieHeading': [v('5–8'), v(137), PARTICIPANTS, v('CRIT-H'), v('SCORE-H')],
  'report.seed': [v('SEED-R')],
  'report.stillTied': [either('shared', 'play-off')],
  'report.contributions': [v('CRIT-C')],
  'report.split.didNotApply': [v('CRIT-D')],
  // Counts under 1,000: a language groups larger ones its own way (1.234, 1 234), checked below.
  'diff.before': [v('SIDE-B')],
  'diff.after': [v('SIDE-A')],
  'diff.side': [v('REG-S'), v('EDITION-S'), v('LIST-S')],
  'diff.up': [v(199)],
  'diff.down': [v(211)],
  'diff.placesChanged': [v(223), v(227)],
  'diff.awardsChanged': [v(229)],
  'diff.tiesChanged': [v(233)],
  'diff.tied': [v('TIED-ON'), v('BEFORE-T'), v('AFTER-T')],
  'scenarios.range': [
    {
      choice: [
        { is: 1, prints: ['1'] },
        { is: 7, prints: ['7'] },
      ],
    },
  ],
  'scenarios.placesLine': [v('RANGE-P'), v('FROM-P')],
  'scenarios.heading': [
    ROUND,
    v(809),
    {
      choice: [
        { is: undefined, prints: [] },
        { is: 811, prints: ['811'] },
      ],
    },
  ],
  'scenarios.boundedHeading': [
    ROUND,
    {
      choice: [
        { is: { combinations: 821, atLeast: true, limit: 823, beyond: true }, prints: ['821', '823'] },
        { is: { combinations: 827, atLeast: true, limit: 823, beyond: false }, prints: ['827', '823'] },
        { is: { combinations: 827, atLeast: false, limit: 823, beyond: false }, prints: ['827', '823'] },
      ],
    },
  ],
  'scenarios.board': [v('FIRST-B'), v('SECOND-B'), BOOL],
  'scenarios.nobody': [v('RANGE-N')],
  'scenarios.contender': [
    v('NAME-C'),
    v('3,5'),
    {
      choice: [
        { is: undefined, prints: [] },
        { is: { number: 151, opponent: 'OPP-C' }, prints: ['151', 'OPP-C'] },
        { is: { number: 151, colour: 'white', opponent: 'OPP-C' }, prints: ['151', 'OPP-C'] },
        { is: { number: 151, colour: 'black', opponent: 'OPP-C' }, prints: ['151', 'OPP-C'] },
      ],
    },
  ],
  'scenarios.own.with': [either('win', 'draw', 'loss')],
  'scenarios.alone': [v(157)],
  'scenarios.shared': [v(163), v(167)],
  'scenarios.outside': [v('RANGE-O')],
  'scenarios.when': [
    {
      choice: [
        { is: [['COND-A']], prints: ['COND-A'] },
        { is: [['COND-A', 'COND-B'], ['COND-C']], prints: ['COND-A', 'COND-B', 'COND-C'] },
      ],
    },
  ],
  'scenarios.condition.beats': [v('A-W'), v('B-W')],
  'scenarios.condition.draw': [v('A-D'), v('B-D')],
  'scenarios.condition.notLose': [v('A-L'), v('B-L')],
  'scenarios.condition.notBeat': [v('A-N'), v('B-N')],
  'scenarios.condition.notDrawn': [v('A-X'), v('B-X')],
  'scenarios.condition.results': [{ list: ['1-0', '0-1'] }],
  'scenarios.condition.onBoard': [v('COND-O'), v(173)],
  'scenarios.bound.within': [v('RANGE-W'), v(179), v(181), v('DECIDE-W')],
  'scenarios.bound.atBest': [v(191), v('RANGE-B'), v('DECIDE-B')],
  'scenarios.bound.decide': [
    {
      choice: [
        { is: [], prints: [] },
        { is: [193], prints: ['193'] },
        { is: [193, 197], prints: ['193', '197'] },
      ],
    },
  ],
};

/** Each way to call a function: one argument list per combination of its choices, with what each must print. */
function callsOf(args: readonly Arg[]): { args: unknown[]; prints: string[] }[] {
  return args.reduce<{ args: unknown[]; prints: string[] }[]>(
    (calls, arg) =>
      'choice' in arg
        ? calls.flatMap((call) => arg.choice.map((c) => ({ args: [...call.args, c.is], prints: [...call.prints, ...c.prints] })))
        : calls.map((call) =>
            'value' in arg
              ? { args: [...call.args, arg.value], prints: [...call.prints, String(arg.value)] }
              : 'given' in arg
                ? { args: [...call.args, arg.given], prints: call.prints }
                : 'object' in arg
                  ? { args: [...call.args, arg.object], prints: [...call.prints, ...Object.values(arg.object).map(String)] }
                  : { args: [...call.args, arg.list], prints: [...call.prints, ...arg.list] },
          ),
    [{ args: [], prints: [] }],
  );
}

/** Criterion names: the booklet's table, filled only where a language's rules name the criterion. */
const PARTIAL = (path: string) => path.startsWith('criterionNames');

describe('rank and explain in every language', () => {
  const english = keyPaths(RESULT_WORDS.en).filter((p) => !PARTIAL(p));

  it('has the booklet’s languages, each its own lang', () => {
    expect(Object.keys(RESULT_WORDS)).toEqual([...BOOKLET_LANGUAGES]);
    for (const lang of BOOKLET_LANGUAGES) expect(RESULT_WORDS[lang].lang).toBe(lang);
  });

  for (const lang of BOOKLET_LANGUAGES)
    it(`${lang}: no key missing, none extra, each of the kind English has`, () => {
      const words = RESULT_WORDS[lang];
      const paths = keyPaths(words).filter((p) => !PARTIAL(p));
      expect(paths.filter((p) => !english.includes(p))).toEqual([]);
      expect(english.filter((p) => !paths.includes(p))).toEqual([]);
      for (const path of english) expect(typeof at(words, path), `${lang} ${path}`).toBe(typeof at(RESULT_WORDS.en, path));
    });

  it('calls every function the table has', () => {
    const functions = english.filter((p) => typeof at(RESULT_WORDS.en, p) === 'function');
    expect(functions.sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const lang of BOOKLET_LANGUAGES)
    it(`${lang}: every value given is printed, and every choice prints differently`, () => {
      const words = RESULT_WORDS[lang];
      for (const [path, args] of Object.entries(CALLS)) {
        const fn = at(words, path) as (...a: unknown[]) => string;
        const calls = callsOf(args);
        const printed = calls.map((call) => fn(...call.args));
        calls.forEach((call, i) => {
          for (const value of call.prints) expect(printed[i], `${lang} ${path}`).toContain(value);
          expect(printed[i]!.trim(), `${lang} ${path}`).not.toBe('');
        });
        expect(new Set(printed).size, `${lang} ${path}: each choice its own words`).toBe(printed.length);
      }
    });

  for (const lang of BOOKLET_LANGUAGES)
    it(`${lang}: the booklet’s words where the booklet has them`, () => {
      const words = RESULT_WORDS[lang];
      const booklet = BOOKLET_WORDS[lang];
      expect(words.decimalComma).toBe(booklet.decimalComma);
      expect(words.criterionNames).toBe(booklet.criterionNames);
      for (const key of ['withdrawals', 'prizes', 'boardPrizes'] as const) expect(words.titles[key]).toBe(booklet.titles[key]);
      for (const key of ['grandPrix', 'teams', 'qualification'] as const) expect(words.titles[key]('X')).toBe(booklet.titles[key]('X'));
      // English keeps the knock-out table's own "Result" and "Score", as it has always printed them.
      if (lang !== 'en') expect(words.knockOut.headers.result).toBe(booklet.resultHeader);
      if (lang !== 'en') expect(words.knockOut.headers.score).toBe(booklet.pointsHeader);
    });

  it('the plain words are each language’s own (no English left in a translation)', () => {
    const plain = (w: ResultWords) => [
      ...Object.values(w.headers),
      ...Object.values(w.decided).filter((x) => typeof x === 'string'),
      ...Object.values(w.explain.roundKinds),
      ...Object.values(w.knockOut.outcomes),
    ];
    const english = new Set(plain(RESULT_WORDS.en));
    // Words English shares with a language by its sources: "Name" (chess-results' German header), "play-off" (the
    // FEDA's manual), "Place" and "absent" (French).
    const shared = new Set(['Name', 'play-off', 'Place', 'absent']);
    for (const lang of BOOKLET_LANGUAGES.filter((l) => l !== 'en'))
      for (const word of plain(RESULT_WORDS[lang])) if (!shared.has(word)) expect(english.has(word), `${lang} "${word}"`).toBe(false);
  });

  it('the report’s, the scenarios’ and diff’s labels and headers are each language’s own, and name the report and the standings as the pane does', () => {
    const plain = (w: ResultWords) => [
      ...Object.values(w.report.parts),
      ...Object.values(w.report.header),
      ...Object.values(w.report.columns),
      ...Object.values(w.report.captions),
      ...Object.values(w.report.counted),
      ...Object.values(w.report.severity),
      w.report.split.stillTied,
      w.report.contents,
      w.scenarios.boardsThatMatter,
      w.scenarios.boardsThatCanMatter,
      w.scenarios.whatever,
      w.scenarios.own.any,
      ...Object.values(w.scenarios.placesFrom),
      ...Object.values(w.diff.headers),
      w.diff.notRanked,
      w.diff.nothing,
    ];
    const english = new Set(plain(RESULT_WORDS.en));
    // Words English shares with a language: "Version" (German, French), "Places", "Contribution" (French), "error", "no" (Spanish).
    const shared = new Set(['Version', 'Places', 'Contribution', 'error', 'no']);
    for (const lang of BOOKLET_LANGUAGES.filter((l) => l !== 'en'))
      for (const word of plain(RESULT_WORDS[lang])) if (!shared.has(word)) expect(english.has(word), `${lang} "${word}"`).toBe(false);
    for (const [label, word] of Object.entries(RESULT_WORDS.en.report.header)) expect(word).toBe(label);
    for (const [header, word] of Object.entries(RESULT_WORDS.en.report.columns)) expect(word).toBe(header);
    for (const lang of BOOKLET_LANGUAGES) {
      const words = RESULT_WORDS[lang];
      // The pane's title of the standings (addin/strings), and the report named as its Export button names it (the
      // title's last word: "Prüfbericht", "d’audit", "проверки" — a case ending may differ before it).
      expect(words.report.parts.standings).toBe(TRANSLATIONS[lang].standings.title);
      const named = words.report
        .title('')
        .replace(/\s*:\s*$/, '')
        .split(' ')
        .pop()!;
      expect(TRANSLATIONS[lang].results.exportReport.toLowerCase()).toContain(named.toLowerCase());
    }
  });

  it('scenarios: a large count grouped as each language writes it, a range in each its own words', () => {
    const round = { round: 5, open: 7, changing: 4, range: 'R', list: 'PTS' };
    const grouped = { en: '12,345', de: '12.345', fr: '12\u00a0345', es: '12.345', ru: '12\u00a0345' } as const;
    for (const lang of BOOKLET_LANGUAGES) {
      const say = RESULT_WORDS[lang].scenarios;
      expect(say.heading(round, 12345, undefined), lang).toContain(grouped[lang]);
      expect(say.range(3), lang).not.toBe(say.range(1));
      expect(say.placesFrom.prizes, lang).not.toBe(say.placesFrom.qualification);
    }
    expect(RESULT_WORDS.fr.scenarios.outside(RESULT_WORDS.fr.scenarios.range(3))).toBe('hors des places 1–3');
    expect(RESULT_WORDS.ru.scenarios.outside(RESULT_WORDS.ru.scenarios.range(1))).toBe('вне места 1');
  });

  it('heads the tables under the standings in the language, English as io writes them; other headers as they are', () => {
    for (const [header, word] of Object.entries(RESULT_WORDS.en.columns)) expect(word).toBe(header);
    for (const lang of BOOKLET_LANGUAGES) {
      const words = RESULT_WORDS[lang];
      expect(words.columns.Place).toBe(words.headers.place);
      expect(words.columns['Decided by']).toBe(words.headers.decidedBy);
      expect(words.columns.Points).toBe(BOOKLET_WORDS[lang].pointsHeader);
    }
    const block = [
      ['Place', 'No', 'BH/C1', 'School Code', 'Decided by'],
      [1, 2, 3, 'ABHS', 'PTS'],
    ];
    expect(wordedHeaders(block, RESULT_WORDS.de)).toEqual([['Platz', 'Snr', 'BH/C1', 'School Code', 'Entschieden durch'], block[1]]);
    expect(wordedHeaders(block, RESULT_WORDS.en)).toEqual(block);
  });

  it('counts in the form of the number: 1 Punkt, 3,5 Punkte; 1,5 point, 2 points; 1 punto, 0,5 puntos', () => {
    expect(RESULT_WORDS.de.explain.score('1', 'PTS')).toBe('1 Punkt');
    expect(RESULT_WORDS.de.explain.score('3,5', 'MP')).toBe('3,5 Mannschaftspunkte');
    expect(RESULT_WORDS.fr.explain.score('1,5', 'PTS')).toBe('1,5 point');
    expect(RESULT_WORDS.fr.explain.score('2', 'GP')).toBe('2 points de partie');
    expect(RESULT_WORDS.es.explain.score('1', 'PTS')).toBe('1 punto');
    expect(RESULT_WORDS.es.explain.score('0,5', 'PTS')).toBe('0,5 puntos');
    expect(RESULT_WORDS.ru.explain.score('3,5', 'PTS')).toBe('очки: 3,5');
  });
});
