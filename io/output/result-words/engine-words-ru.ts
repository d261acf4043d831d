import { countRussian } from '../../render/booklet-words/plural';
import type { EngineWordsTable } from './engine-words-types';

/*
 * The engine's notes in Russian. "виртуальный соперник", "скорректированный результат назначенного
 * соперника", "половина максимально возможного результата" for C.07 16.4 as the booklet says them
 * (io/render/booklet-words/ru.ts); "тур", "ничья", "неявка", "рейтинг", "тай-брейк" (the Russian
 * version of FIDE's Arbiters' Manual 2014, article 13 "Правила тай-брейка"); "отброшено" for a value
 * a cut leaves out, as Russian arbiters describe the cut Buchholz ("без худшего результата",
 * chessvdk.ru "Кто такие Бухгольц, Бергер, Прогресс?"). Codes, rule names and C.07 article numbers
 * stay as they are.
 */

export const engineWordsRu: EngineWordsTable = {
  cut: ({ reason }) =>
    ({
      'least-significant': 'отброшено: наименее значимое (C.07 14.1)',
      'least-significant-median': 'отброшено: наименее значимое (C.07 14.3)',
      'most-significant': 'отброшено: наиболее значимое (C.07 14.3)',
      'vur-first': 'отброшено: сначала добровольно пропущенный тур (C.07 16.5)',
      'lowest-rating': 'отброшено: наименьший рейтинг (C.07 14.1.1)',
      'highest-rating': 'отброшено: наибольший рейтинг (C.07 14.3)',
    })[reason],
  'unplayed-round': ({ kind, opponent }, say) => `${say.kind(kind)}: ${say.words(opponent)}`,
  'dummy-own-score': ({ own, article }, say) => `виртуальный соперник: собственные очки ${say.number(own)} (C.07 ${article})`,
  'dummy-capped': ({ own, cap, by, article }, say) =>
    `виртуальный соперник: собственные очки ${say.number(own)} ограничены до ${say.number(cap)} — ${
      by.rule === 'opponent-adjusted'
        ? `скорректированный результат назначенного соперника ${by.opponent}`
        : by.rule === 'half-of-maximum'
          ? 'половина максимально возможного результата'
          : 'очки за ничью × число туров'
    } (C.07 ${article})`,
  'virtual-opponent': ({ before, round, forTheRound, later, laterRounds, value }, say) =>
    `виртуальный соперник: ${say.number(before)} до тура ${round} + ${say.number(forTheRound)} за тур` +
    (laterRounds === 0
      ? ''
      : ` + ${say.number(later)} за ${countRussian(laterRounds, 'последующую ничью', 'последующие ничьи', 'последующих ничьих')}`) +
    ` = ${say.number(value)} (FIDE 2009)`,
  'draw-against-oneself': ({ own }, say) => `ничья с самим собой: собственные очки ${say.number(own)} (до 2009)`,
  'us-chess-zero-opponent': () => 'своя несыгранная партия: соперник с 0 (US Chess 34E1)',
  'fmjd-no-opponent': () => 'тур без соперника засчитывается как 0 (FMJD)',
  'unplayed-zero': () => 'несыгранный тур даёт 0 (без корректировки)',
  'counted-as-played': ({ kind, rule }, say) => `${say.kind(kind)}, засчитано как сыгранная (${rule})`,
  'opponent-adjusted': ({ raw, value, by }, say) =>
    `очки соперника ${say.number(raw)} скорректированы до ${say.number(value)} (${
      {
        'c07-16.3': 'C.07 16.3',
        'fide-2009': 'несыгранные партии как ничьи, FIDE 2009',
        'pre-2009': 'несыгранные партии как ничьи, до 2009',
        'us-chess': 'несыгранные партии считаются за ½, US Chess 34E1',
      }[by]
    })`,
  list: ({ parts }, say) => parts.map(say.words).join('; '),
  'opponent-value': ({ of }) =>
    ({
      BH: 'BH соперника',
      FB: 'FB соперника',
      rating: 'рейтинг соперника',
      'rating-in-round': 'рейтинг соперника в этом туре',
      TPR: 'TPR соперника',
      PTP: 'PTP соперника',
    })[of],
  'encounters-average': ({ count }) => `среднее из ${countRussian(count, 'встречи', 'встреч', 'встреч')} (C.07 6.1.2)`,
  'best-case': ({ met, bestCase }, say) =>
    `встречался с ${met}; в лучшем случае ${say.number(bestCase)} с недостающими партиями (C.07 6.3)`,
  'progressive-cut': ({ cut }) => `сравнение по Cut-${cut} (последовательное отбрасывание)`,
  'koya-opponent': ({ counts }) => (counts ? 'соперник на границе или выше' : 'соперник ниже границы'),
  'koya-limit': ({ limit }, say) => `граница ${say.number(limit)}`,
  'rounded-mean': () => 'среднее, округлённое до целого, ,5 вверх (C.07 10.1)',
  'rounded-average': () => 'среднее, округлённое до 0,01, половина вверх',
  'equal-values': () => 'равные значения',
  'equal-lots': () => 'равные жребии',
  'equal-manual-values': () => 'равные или отсутствующие значения, введённые вручную',
  subgroup: ({ members, reason }, say) => `${members.join(', ')}: ${say.words(reason)}`,
  'de-nobody-met': () => 'никто из них не играл друг с другом (C.07 6.1)',
  'de-equal-points': () => 'равные очки в партиях между собой (C.07 6.2)',
  'de-not-all-met': () =>
    'не все играли друг с другом, и никто не остаётся единственным впереди при любом исходе недостающих партий (C.07 6.3)',
  'de-if-all-met': ({ missing }) =>
    `не все играли друг с другом (${missing.join(', ')} не встречались с каждым из остальных): личная встреча «если все встречались» не применяется`,
  'no-opponent-met': () => 'ни одной партии, сыгранной за доской (C.07 8.2)',
  'no-rated-opponent': () => 'ни одного соперника с рейтингом за доской',
  'no-rating-left': () => 'после отбрасывания не осталось рейтинга',
  unrated: () => 'без рейтинга',
  'no-opponent-with': ({ value }) => `ни одного соперника с ${value} за доской`,
  'unrated-no-rating-stated': ({ count }) =>
    `${countRussian(count, 'участник не имеет', 'участника не имеют', 'участников не имеют')} рейтинга, а положение не указывает рейтинг для игроков без рейтинга (C.07 ст. 10)`,
  'not-computed-for-group': () => 'не вычислено для этой группы',
  'progressive-equal': ({ lastCut }) => `равны при каждом отбрасывании до Cut-${lastCut}`,
};
