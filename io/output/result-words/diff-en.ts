import type { DiffWords } from './diff-types';

/* `regula diff`'s table in English: the words it has always printed. */

export const diffEn: DiffWords = {
  before: (side) => `Before: ${side}`,
  after: (side) => `After:  ${side}`,
  side: (regulation, edition, list) => `${regulation} — rules ${edition}; ${list}`,
  headers: {
    'Place before': 'Place before',
    'Decided before': 'Decided before',
    'Place after': 'Place after',
    'Decided after': 'Decided after',
    Change: 'Change',
  },
  notRanked: 'not ranked',
  up: (places) => `up ${places}`,
  down: (places) => `down ${places}`,
  placesChanged: (changed, of) => `Places changed: ${changed} of ${of} participants.`,
  awardsChanged: (changed) => `Prize and qualification places changed: ${changed}.`,
  tiesChanged: (changed) => `Ties split differently: ${changed}.`,
  nothing: 'nothing',
  tied: (tiedOn, before, after) => `  Tied on ${tiedOn}: before ${before}; after ${after}`,
};
