import { countOne } from '../../render/booklet-words/plural';
import type { EngineWordsTable } from './engine-words-types';

/*
 * The engine's notes in Spanish. "eliminado" for a value a cut leaves out and "valoración" for a
 * rating (the FEDA's Manual del Árbitro 2016, 12.1.2: "Buchholz mediano: se eliminan la puntuación
 * más alta y la más baja de los rivales"; "con exclusión de uno o más jugadores, empezando por el
 * rival con más baja valoración"); "oponente virtual", "puntuación ajustada del oponente previsto",
 * "la mitad de la puntuación máxima" for C.07 16.4 as the booklet says them
 * (io/render/booklet-words/es.ts); "ronda", "tablas", "incomparecencia" (the same manual).
 * Codes, rule names and C.07 article numbers stay as they are.
 */

export const engineWordsEs: EngineWordsTable = {
  cut: ({ reason }) =>
    ({
      'least-significant': 'eliminado: el valor menos significativo (C.07 14.1)',
      'least-significant-median': 'eliminado: el valor menos significativo (C.07 14.3)',
      'most-significant': 'eliminado: el valor más significativo (C.07 14.3)',
      'vur-first': 'eliminado: primero una ronda no jugada voluntariamente (C.07 16.5)',
      'lowest-rating': 'eliminado: la valoración más baja (C.07 14.1.1)',
      'highest-rating': 'eliminado: la valoración más alta (C.07 14.3)',
    })[reason],
  'unplayed-round': ({ kind, opponent }, say) => `${say.kind(kind)}: ${say.words(opponent)}`,
  'dummy-own-score': ({ own, article }, say) => `oponente virtual: puntuación propia ${say.number(own)} (C.07 ${article})`,
  'dummy-capped': ({ own, cap, by, article }, say) =>
    `oponente virtual: puntuación propia ${say.number(own)} limitada a ${say.number(cap)}, ${
      by.rule === 'opponent-adjusted'
        ? `la puntuación ajustada del oponente previsto ${by.opponent}`
        : by.rule === 'half-of-maximum'
          ? 'la mitad de la puntuación máxima'
          : 'puntos de tablas × rondas'
    } (C.07 ${article})`,
  'virtual-opponent': ({ before, round, forTheRound, later, laterRounds, value }, say) =>
    `oponente virtual: ${say.number(before)} antes de la ronda ${round} + ${say.number(forTheRound)} por la ronda` +
    (laterRounds === 0
      ? ''
      : ` + ${say.number(later)} por ${countOne(laterRounds, 'ronda posterior en tablas', 'rondas posteriores en tablas')}`) +
    ` = ${say.number(value)} (FIDE 2009)`,
  'draw-against-oneself': ({ own }, say) => `tablas contra sí mismo: puntuación propia ${say.number(own)} (antes de 2009)`,
  'us-chess-zero-opponent': () => 'partida propia no jugada: oponente con 0 (US Chess 34E1)',
  'fmjd-no-opponent': () => 'ronda sin oponente cuenta 0 (FMJD)',
  'unplayed-zero': () => 'ronda no jugada cuenta 0 (sin ajuste)',
  'counted-as-played': ({ kind, rule }, say) => `${say.kind(kind)}, contada como jugada (${rule})`,
  'opponent-adjusted': ({ raw, value, by }, say) =>
    `puntuación del oponente ${say.number(raw)} ajustada a ${say.number(value)} (${
      {
        'c07-16.3': 'C.07 16.3',
        'fide-2009': 'partidas no jugadas como tablas, FIDE 2009',
        'pre-2009': 'partidas no jugadas como tablas, antes de 2009',
        'us-chess': 'partidas no jugadas cuentan ½, US Chess 34E1',
      }[by]
    })`,
  list: ({ parts }, say) => parts.map(say.words).join('; '),
  'opponent-value': ({ of }) =>
    ({
      BH: 'BH del oponente',
      FB: 'FB del oponente',
      rating: 'valoración del oponente',
      'rating-in-round': 'valoración del oponente en esa ronda',
      TPR: 'TPR del oponente',
      PTP: 'PTP del oponente',
    })[of],
  'encounters-average': ({ count }) => `media de ${countOne(count, 'partida', 'partidas')} entre ellos (C.07 6.1.2)`,
  'best-case': ({ met, bestCase }, say) =>
    `se enfrentó a ${met}; en el mejor caso ${say.number(bestCase)} con las partidas que faltan (C.07 6.3)`,
  'progressive-cut': ({ cut }) => `comparado con Cut-${cut} (cortes progresivos)`,
  'koya-opponent': ({ counts }) => (counts ? 'oponente en el límite o por encima' : 'oponente por debajo del límite'),
  'koya-limit': ({ limit }, say) => `límite ${say.number(limit)}`,
  'rounded-mean': () => 'media redondeada a un número entero, ,5 hacia arriba (C.07 10.1)',
  'rounded-average': () => 'media redondeada a 0,01, la mitad hacia arriba',
  'equal-values': () => 'valores iguales',
  'equal-lots': () => 'sorteos iguales',
  'equal-manual-values': () => 'valores manuales iguales o ausentes',
  subgroup: ({ members, reason }, say) => `${members.join(', ')}: ${say.words(reason)}`,
  'de-nobody-met': () => 'ninguno de ellos se enfrentó entre sí (C.07 6.1)',
  'de-equal-points': () => 'puntos iguales en sus partidas entre ellos (C.07 6.2)',
  'de-not-all-met': () => 'no todos se enfrentaron y nadie queda solo en cabeza, den lo que den las partidas que faltan (C.07 6.3)',
  'de-if-all-met': ({ missing }) =>
    `no todos se enfrentaron entre sí (${missing.join(', ')} no jugó contra todos los demás empatados): el resultado particular «si todos se enfrentaron» no se aplica`,
  'no-opponent-met': () => 'ningún oponente enfrentado ante el tablero (C.07 8.2)',
  'no-rated-opponent': () => 'ningún oponente con valoración enfrentado ante el tablero',
  'no-rating-left': () => 'no queda ninguna valoración tras el corte',
  unrated: () => 'sin valoración',
  'no-opponent-with': ({ value }) => `ningún oponente con ${value} enfrentado ante el tablero`,
  'unrated-no-rating-stated': ({ count }) =>
    `${countOne(count, 'participante no tiene', 'participantes no tienen')} valoración y el reglamento no fija ninguna para los jugadores sin valoración (C.07 art. 10)`,
  'not-computed-for-group': () => 'no calculado para este grupo',
  'progressive-equal': ({ lastCut }) => `iguales con cada corte hasta Cut-${lastCut}`,
};
