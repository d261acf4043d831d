/**
 * The engine's own notes in each language (io/output/result-words/engine-words-*.ts): every
 * language has exactly English's keys, every sentence prints each value it is given (numbers
 * with the language's decimal comma), and the English table says exactly what the engine
 * writes beside each key — over real runs of every edition, so a key cannot lose a value.
 */
import { describe, expect, it } from 'vitest';
import { CUT_REASONS, cutWords, EDITIONS, Rational, type CriterionResult, type EngineWords, type Evaluation } from '../../../../engine';
import { RESULT_WORDS } from '../../../../io';
import { ENGINE_WORDS, engineWordsText } from '../../../../io/output/result-words/engine-words';
import { evaluateList } from '../../../support/evaluate';
import { fixtureNames, readFixture } from '../../../support/fixtures';

const r = (text: string) => Rational.parse(text)!;
const INNER: EngineWords = { key: 'unplayed-zero' };

/** One sentence of each key (each choice of a key that has them), and what it must print: its numbers as English writes them. */
const SAMPLES: readonly { words: EngineWords; prints: readonly string[] }[] = [
  ...(['least-significant', 'least-significant-median', 'most-significant', 'vur-first', 'lowest-rating', 'highest-rating'] as const).map(
    (reason) => ({
      words: { key: 'cut', reason } as const,
      prints: [
        reason.includes('median') || reason.startsWith('most') || reason.startsWith('highest')
          ? 'C.07 14.3'
          : reason === 'vur-first'
            ? 'C.07 16.5'
            : 'C.07 14.1',
      ],
    }),
  ),
  { words: { key: 'unplayed-round', kind: 'pab', opponent: INNER }, prints: ['pab'] },
  { words: { key: 'dummy-own-score', own: r('7.5'), article: '16.4.2' }, prints: ['7.5', '16.4.2'] },
  {
    words: { key: 'dummy-capped', own: r('8.5'), cap: r('6.5'), by: { rule: 'opponent-adjusted', opponent: 701 }, article: '16.4.1' },
    prints: ['8.5', '6.5', '701', '16.4.1'],
  },
  {
    words: { key: 'dummy-capped', own: r('8.5'), cap: r('6.5'), by: { rule: 'half-of-maximum' }, article: '16.4.1' },
    prints: ['8.5', '6.5'],
  },
  {
    words: { key: 'dummy-capped', own: r('8.5'), cap: r('6.5'), by: { rule: 'draws-times-rounds' }, article: '16.4.2' },
    prints: ['8.5', '6.5'],
  },
  ...[0, 1, 3].map((laterRounds) => ({
    words: {
      key: 'virtual-opponent',
      before: r('1.5'),
      round: 43,
      forTheRound: r('0.5'),
      later: r('2.5'),
      laterRounds,
      value: r('4.5'),
    } as const,
    prints: ['1.5', '43', '0.5', '4.5', ...(laterRounds > 0 ? ['2.5', String(laterRounds)] : [])],
  })),
  { words: { key: 'draw-against-oneself', own: r('3.5') }, prints: ['3.5'] },
  { words: { key: 'us-chess-zero-opponent' }, prints: ['34E1'] },
  { words: { key: 'fmjd-no-opponent' }, prints: ['FMJD'] },
  { words: INNER, prints: [] },
  { words: { key: 'counted-as-played', kind: 'forfeit-win', rule: '/P' }, prints: ['/P'] },
  { words: { key: 'counted-as-played', kind: 'hpb', rule: 'C.07 15.2' }, prints: ['hpb', 'C.07 15.2'] },
  ...(['c07-16.3', 'fide-2009', 'pre-2009', 'us-chess'] as const).map((by) => ({
    words: { key: 'opponent-adjusted', raw: r('2.5'), value: r('3.5'), by } as const,
    prints: ['2.5', '3.5'],
  })),
  { words: { key: 'list', parts: [{ key: 'equal-values' }, { key: 'equal-lots' }] }, prints: [] },
  ...(['BH', 'FB', 'rating', 'rating-in-round', 'TPR', 'PTP'] as const).map((of) => ({
    words: { key: 'opponent-value', of } as const,
    prints: [],
  })),
  { words: { key: 'encounters-average', count: 3 }, prints: ['3', '6.1.2'] },
  { words: { key: 'best-case', met: 2, bestCase: r('2.5') }, prints: ['2', '2.5', 'C.07 6.3'] },
  { words: { key: 'progressive-cut', cut: 2 }, prints: ['2'] },
  { words: { key: 'progressive-equal', lastCut: 3 }, prints: ['3'] },
  { words: { key: 'koya-opponent', counts: true }, prints: [] },
  { words: { key: 'koya-opponent', counts: false }, prints: [] },
  { words: { key: 'koya-limit', limit: r('4.5') }, prints: ['4.5'] },
  { words: { key: 'rounded-mean' }, prints: ['C.07 10.1'] },
  { words: { key: 'rounded-average' }, prints: ['0.01'] },
  { words: { key: 'equal-values' }, prints: [] },
  { words: { key: 'equal-lots' }, prints: [] },
  { words: { key: 'equal-manual-values' }, prints: [] },
  { words: { key: 'subgroup', members: [701, 703], reason: { key: 'de-equal-points' } }, prints: ['701', '703', 'C.07 6.2'] },
  { words: { key: 'de-nobody-met' }, prints: ['C.07 6.1'] },
  { words: { key: 'de-equal-points' }, prints: ['C.07 6.2'] },
  { words: { key: 'de-not-all-met' }, prints: ['C.07 6.3'] },
  { words: { key: 'de-if-all-met', missing: [707, 709] }, prints: ['707', '709'] },
  { words: { key: 'no-opponent-met' }, prints: ['C.07 8.2'] },
  { words: { key: 'no-rated-opponent' }, prints: [] },
  { words: { key: 'no-rating-left' }, prints: [] },
  { words: { key: 'unrated' }, prints: [] },
  { words: { key: 'no-opponent-with', value: 'TPR' }, prints: ['TPR'] },
  { words: { key: 'no-opponent-with', value: 'PTP' }, prints: ['PTP'] },
  ...[1, 3, 5, 21].map((count) => ({ words: { key: 'unrated-no-rating-stated', count } as const, prints: [String(count), '10'] })),
  { words: { key: 'not-computed-for-group' }, prints: [] },
];

const LANGUAGES = Object.keys(ENGINE_WORDS) as (keyof typeof ENGINE_WORDS)[];

describe('the engine words tables', () => {
  it('has exactly the English keys in every language, and a sample of each key', () => {
    const keys = Object.keys(ENGINE_WORDS.en).sort();
    for (const lang of LANGUAGES) expect(Object.keys(ENGINE_WORDS[lang]).sort(), lang).toEqual(keys);
    expect([...new Set(SAMPLES.map((s) => s.words.key))].sort()).toEqual(keys);
  });

  it.each(LANGUAGES)('prints every value of every sentence in %s, numbers as the language writes them', (lang) => {
    const words = RESULT_WORDS[lang];
    const texts = new Set<string>();
    for (const { words: engineWords, prints } of SAMPLES) {
      const text = engineWordsText(words, engineWords);
      for (const value of prints) {
        const shown = words.decimalComma && /^\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
        expect(text, `${lang} ${engineWords.key}`).toContain(shown);
      }
      texts.add(text);
    }
    // Each choice its own words: no two samples print the same sentence.
    expect(texts.size, lang).toBe(SAMPLES.length);
    // A nested note in the same language.
    const nested = engineWordsText(words, { key: 'unplayed-round', kind: 'pab', opponent: INNER });
    expect(nested).toContain(engineWordsText(words, INNER));
  });

  it('words German, French, Spanish and Russian in their own terms', () => {
    const cut: EngineWords = { key: 'cut', reason: 'least-significant' };
    expect(engineWordsText(RESULT_WORDS.de, cut)).toBe('gestrichen: geringster Wert (C.07 14.1)');
    expect(engineWordsText(RESULT_WORDS.fr, cut)).toBe('écarté\u00a0: la valeur la moins significative (C.07 14.1)');
    expect(engineWordsText(RESULT_WORDS.es, cut)).toBe('eliminado: el valor menos significativo (C.07 14.1)');
    expect(engineWordsText(RESULT_WORDS.ru, cut)).toBe('отброшено: наименее значимое (C.07 14.1)');
    const absent: EngineWords = {
      key: 'unplayed-round',
      kind: 'absent',
      opponent: { key: 'dummy-own-score', own: r('2'), article: '16.4.2' },
    };
    expect(engineWordsText(RESULT_WORDS.de, absent)).toBe('abwesend: fiktiver Gegner: eigene Punktzahl 2 (C.07 16.4.2)');
    expect(engineWordsText(RESULT_WORDS.ru, { key: 'encounters-average', count: 2 })).toBe('среднее из 2 встреч (C.07 6.1.2)');
  });
});

/** Every note, cut and reason of a run with its key, and the English text the engine wrote beside it. */
function worded(evaluation: Evaluation): [string, EngineWords][] {
  const pairs: [string, EngineWords][] = [];
  const ofResult = (result: CriterionResult) => {
    if (result.kind === 'n/a') {
      if (result.reasonWords) pairs.push([result.reason, result.reasonWords]);
      return;
    }
    if (result.note !== undefined && result.noteWords) pairs.push([result.note, result.noteWords]);
    for (const c of result.contributions) {
      if (c.note !== undefined && c.noteWords) pairs.push([c.note, c.noteWords]);
      if (c.cut !== undefined) {
        const key = CUT_KEY.get(c.cut);
        if (key) pairs.push([c.cut, key]);
      }
    }
  };
  for (const column of evaluation.columns) for (const result of column.values.values()) ofResult(result);
  for (const step of evaluation.splits) if (step.reason !== undefined && step.reasonWords) pairs.push([step.reason, step.reasonWords]);
  return pairs;
}

const CUT_KEY = new Map(Object.values(CUT_REASONS).map((text) => [text as string, cutWords(text)!]));

describe('the English table says what the engine writes', () => {
  const LISTS = [
    ['PTS', 'BH/C1', 'BH/M1', 'SB', 'DE', 'ARO', 'TPR', 'APRO', 'AOB', 'KS', 'BH'],
    ['PTS', 'DE/A', 'BH/C2/P', 'SB/C1', 'ARO/C1', 'APPO'],
  ];
  it.each(EDITIONS.filter((e) => e !== 'fmjd'))('over every TRF fixture under %s', (edition) => {
    let checked = 0;
    const keys = new Set<string>();
    for (const name of fixtureNames().slice(0, 8)) {
      const crosstable = readFixture(name);
      for (const list of LISTS) {
        for (const [text, words] of worded(evaluateList(crosstable, list, edition))) {
          expect(engineWordsText(RESULT_WORDS.en, words), `${name} ${edition}`).toBe(text);
          keys.add(words.key);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(keys.size).toBeGreaterThan(5);
  });
});
