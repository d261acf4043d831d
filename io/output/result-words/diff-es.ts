import type { DiffWords } from './diff-types';

/* `regula diff`'s table in Spanish, in `rank`'s words (es.ts: puesto, decidido por, empatados, reglamento). */

export const diffEs: DiffWords = {
  before: (side) => `Antes:   ${side}`,
  after: (side) => `Después: ${side}`,
  side: (regulation, edition, list) => `${regulation} — normas ${edition}; ${list}`,
  headers: {
    'Place before': 'Puesto antes',
    'Decided before': 'Decidido antes',
    'Place after': 'Puesto después',
    'Decided after': 'Decidido después',
    Change: 'Cambio',
  },
  notRanked: 'sin clasificar',
  up: (places) => `sube ${places}`,
  down: (places) => `baja ${places}`,
  placesChanged: (changed, of) => `Puestos cambiados: ${changed} de ${of} participantes.`,
  awardsChanged: (changed) => `Puestos de premio y de clasificación cambiados: ${changed}.`,
  tiesChanged: (changed) => `Empates deshechos de otro modo: ${changed}.`,
  nothing: 'nada',
  tied: (tiedOn, before, after) => `  Empatados en ${tiedOn}: antes ${before}; después ${after}`,
};
