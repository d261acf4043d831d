import type { MatchWords } from './match-types';

/*
 * `regula match` in Russian: "матч", "доска", "цвет", "результат", "очки", "ничья", "жребий",
 * "плей-офф", "дополнительные показатели" (the ФШР's team положения; the Russian Arbiters' Manual
 * 2014, article 13; chess-results' Russian header words, io/grid/chess-results-languages.ts).
 */

export const matchRu: MatchWords = {
  heading: (a, b, label, first, last, title) => `== ${a} – ${b} (${label}, строки ${first}–${last}${title ? `: ${title}` : ''})`,
  board: 'Доска',
  colour: 'Цвет',
  result: 'Результат',
  points: (team) => `Очки ${team}`,
  decimalComma: true,
  score: (a, sa, b, sb) => `${a} ${sa}, ${b} ${sb}`,
  wonOnScore: (score, winner) => `${score}: ${winner} выигрывает матч по счёту.`,
  drawn: (score) => `${score}: ничья; дополнительные показатели матча по положению, по порядку:`,
  noneCompared: '(ни один не удалось сравнить)',
  nothingCounts: 'ничего не засчитывается',
  byLots: (winner, regulationSeed, seed) =>
    `Равенство после списка: ${winner} выигрывает матч по жребию от ${regulationSeed ? 'начального значения положения' : 'начального значения, взятого из двух команд'} «${seed}» (любой может повторить жеребьёвку).`,
  playOff: 'Равенство после списка: по положению матч решает плей-офф.',
  notDecided: 'Не решено: см. ошибки выше.',
  staysDrawn: 'Равенство после списка: матч остаётся ничейным (положение ничего не говорит после своих показателей).',
  winOn: (winner, criterion) => `${winner} выигрывает матч по ${criterion}.`,
  winOnValues: (winner, criterion, label, won, lost) => `${winner} выигрывает матч по ${criterion}: ${label}, ${won} против ${lost}.`,
};
