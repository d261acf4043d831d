import { countOne } from './plural';
import type { ArticleWords } from './article-types';

/*
 * The articles' sentences in Spanish. Terms from the FEDA's Reglamento General and Manual del
 * Árbitro 2016 ("retirada", "incomparecencia", "descanso", "clasificación final", "desempate",
 * "premio", "trofeo", "tramo de Elo", "sin Elo", "sistema Vlastimil Hort"), Spanish circuits'
 * bases ("puntos de Gran Premio", "clasificación general") and chess-results' Spanish header
 * words (io/grid/chess-results-languages.ts). Formulas and the regulation's keywords stay as written.
 */

const OUTCOME = {
  'results-deleted': 'sus resultados se borran de la tabla',
  'results-stand': 'sus resultados se mantienen',
  'remaining-lost-by-forfeit': 'sus partidas restantes se dan por perdidas por incomparecencia',
} as const;
const BYE = { zpb: 'Un descanso de cero puntos', hpb: 'Un descanso de medio punto', fpb: 'Un descanso de un punto' } as const;
const BONUS = {
  clear: (place: number) =>
    `al participante que queda solo en puntos en el puesto ${place}, que lo gana sin desempate ni play-off (ninguno si el puesto se comparte en puntos)`,
  place: (place: number) => `al participante clasificado en el puesto ${place} (a partes iguales si el puesto se comparte)`,
  'final-place': (place: number) =>
    `al participante clasificado en el puesto ${place} de la clasificación final, tras los desempates y un posible play-off`,
} as const;

export const esArticles: ArticleWords = {
  withdrawals: {
    roundRobin: (threshold, perCycle, below, otherwise) =>
      `En un round robin, cuando un participante se retira habiendo jugado menos de ${threshold} de las partidas previstas (${perCycle ? 'juzgado para cada vuelta por separado' : 'juzgado sobre todo el torneo'}), ${OUTCOME[below]}; en otro caso, ${OUTCOME[otherwise]}.`,
    byeMeansWithdrawal: (bye, round) =>
      `${BYE[bye]} en ${round === 'last' ? 'la última ronda' : `la ronda ${round}`} significa que el participante se ha retirado.`,
    withdrawnEligible: (may) =>
      `Los participantes retirados ${may ? 'pueden' : 'no pueden'} recibir distinciones (premios, plazas de clasificación).`,
  },
  grandPrix: {
    roundsBy: (mode) => `round(…) redondea ${mode}.`,
    roundsHalfUp: 'round(…) redondea al entero más próximo, las mitades hacia arriba.',
    shownDecimals: (decimals) => `Los puntos se muestran con ${countOne(decimals, 'decimal', 'decimales')}; se calculan de forma exacta.`,
    bonus: (amount, reads, place) => `Una bonificación de ${amount} ${BONUS[reads](place)}.`,
    tied: {
      points: 'No se usan desempates: los participantes empatados reciben los mismos puntos.',
      share:
        'Los participantes empatados a puntos se reparten los puntos de los puestos que ocupan, sumados y divididos a partes iguales; los desempates y un posible play-off no cambian los puntos.',
      'final-place':
        'Los puntos siguen el puesto en la clasificación final, tras los desempates y un posible play-off; los puestos que decide un play-off reciben sus puntos cuando se registran sus partidas.',
    },
    seasonSum: 'En una temporada, los puntos de un jugador son la suma de todos los torneos.',
    seasonBest: (count) => `En una temporada, los puntos de un jugador son la suma de los ${count} mejores torneos.`,
    gradeScaling: (grades, factors) =>
      `En un torneo de ${grades} grupos, la puntuación de cada jugador se multiplica por ${factors.join('; ')} según el grupo, el superior primero; los puntos de Gran Premio siguen los puestos de las puntuaciones así multiplicadas, clasificadas juntas.`,
    formulaIntro: 'Cada participante recibe puntos de Gran Premio según la fórmula:',
    points: 'puntos',
    where: 'donde',
    placeIntro: (finalPlace) =>
      `Cada participante recibe puntos de Gran Premio según ${finalPlace ? 'su puesto en la clasificación final' : 'su puesto solo por puntos'}:`,
    shareAverage:
      'Los participantes que comparten puestos se reparten sus puntos a partes iguales: empatados en el 2.º–3.º con 8 y 6, cada uno recibe (8 + 6) / 2 = 7.',
    shareHigher: 'Los participantes que comparten puestos reciben cada uno los puntos del puesto más alto que comparten.',
    shareUnstated: 'El reglamento no dice cómo puntúan los puestos compartidos: un puesto compartido no recibe puntos hasta que lo diga.',
    placeHeader: 'Puesto',
    pointsHeader: 'Puntos',
    andBelow: (place) => `${place} y siguientes`,
  },
  teams: {
    intro: (column) => `Un equipo son los participantes con el mismo valor en la columna «${column}». Su puntuación:`,
    eventScore: 'puntuación del torneo',
    seasonScore: 'puntuación de la temporada',
    levelIntro: 'Los equipos empatados en puntuación se desempatan por, en este orden:',
    awardsCaption: 'Premios por equipos, por orden de prioridad (un equipo recibe como máximo uno)',
    awardHeader: 'Premio',
    placesHeader: 'Puestos',
    conditionHeader: 'Condición',
  },
  qualification: {
    intro: (perSection) =>
      `El número de plazas de clasificación ${perSection ? 'de cada grupo (la fila del grupo en la tabla)' : 'del torneo'} se determina así; las plazas siguen la clasificación final, aplicados los desempates.`,
    placesCaption: 'Plazas',
    adjustmentCaption: (n) => `Ajuste ${n}`,
    by: (caption, source) => `${caption} (según ${source})`,
    bounds: (atLeast, atMost) =>
      `El número de plazas es ${[atLeast && `como mínimo ${atLeast}`, atMost && `como máximo ${atMost}`].filter(Boolean).join(' y ')}.`,
    skipWithdrawn: 'Los participantes retirados se saltan.',
    skip: (kind, column) =>
      `Los participantes ${kind === 'already-qualified' ? 'ya clasificados' : 'que juegan en categoría superior'}${column ? ` (columna «${column}»)` : ''} se saltan.`,
  },
  prizes: {
    categoryHeader: 'Categoría',
    placeHeader: 'Puesto',
    prizeHeader: 'Premio',
    and: (amount, trophy) => `${amount} y ${trophy}`,
    overall: 'General',
    ratingUnder: (rating) => `Elo inferior a ${rating}`,
    ratingOver: (rating) => `Elo superior a ${rating}`,
    unrated: 'Sin Elo',
    sharing: {
      equally: 'Los participantes empatados a puntos juntan los premios de los puestos que ocupan y se los reparten a partes iguales.',
      hort: 'Los participantes empatados a puntos juntan los premios de los puestos que ocupan: la mitad se reparte a partes iguales, la otra mitad se concede por orden de desempate (el sistema Vlastimil Hort, manual del árbitro cap. 13).',
      'tie-break': 'Los participantes empatados a puntos reciben los premios por orden de desempate.',
    },
    onePerPlayer: (placeFirst) =>
      `Un participante recibe un solo premio: ${placeFirst ? 'los premios por puesto antes que los de categoría' : 'el de mayor valor'}.`,
    roundTo: (unit) => `Las partes se redondean a múltiplos de ${unit}.`,
    trophy: 'Un trofeo no se divide: es para el primero por orden de desempate.',
  },
};
