import type { DiffWords } from './diff-types';

/* `regula diff`'s table in Russian, in `rank`'s words (ru.ts: место, определено по, на равных, регламент). */

export const diffRu: DiffWords = {
  before: (side) => `До:    ${side}`,
  after: (side) => `После: ${side}`,
  side: (regulation, edition, list) => `${regulation} — правила ${edition}; ${list}`,
  headers: {
    'Place before': 'Место до',
    'Decided before': 'Определено до',
    'Place after': 'Место после',
    'Decided after': 'Определено после',
    Change: 'Изменение',
  },
  notRanked: 'без места',
  up: (places) => `выше на ${places}`,
  down: (places) => `ниже на ${places}`,
  placesChanged: (changed, of) => `Изменились места: ${changed} из ${of} участников.`,
  awardsChanged: (changed) => `Изменились призовые и квалификационные места: ${changed}.`,
  tiesChanged: (changed) => `Равенства разрешены иначе: ${changed}.`,
  nothing: 'ничего',
  tied: (tiedOn, before, after) => `  На равных по ${tiedOn}: до ${before}; после ${after}`,
};
