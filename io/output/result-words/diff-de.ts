import type { DiffWords } from './diff-types';

/* `regula diff`'s table in German, in `rank`'s words (de.ts: Platz, Entschieden durch, gleichstehend, Turnierordnung). */

export const diffDe: DiffWords = {
  before: (side) => `Vorher:  ${side}`,
  after: (side) => `Nachher: ${side}`,
  side: (regulation, edition, list) => `${regulation} — Regeln ${edition}; ${list}`,
  headers: {
    'Place before': 'Platz vorher',
    'Decided before': 'Entschieden vorher',
    'Place after': 'Platz nachher',
    'Decided after': 'Entschieden nachher',
    Change: 'Änderung',
  },
  notRanked: 'nicht gewertet',
  up: (places) => `${places} hoch`,
  down: (places) => `${places} runter`,
  placesChanged: (changed, of) => `Geänderte Plätze: ${changed} von ${of} Teilnehmern.`,
  awardsChanged: (changed) => `Geänderte Preis- und Qualifikationsplätze: ${changed}.`,
  tiesChanged: (changed) => `Anders aufgelöste Gleichstände: ${changed}.`,
  nothing: 'nichts',
  tied: (tiedOn, before, after) => `  Gleichstehend in ${tiedOn}: vorher ${before}; nachher ${after}`,
};
