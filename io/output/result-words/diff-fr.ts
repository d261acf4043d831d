import type { DiffWords } from './diff-types';

/*
 * `regula diff`'s table in French, in `rank`'s words (fr.ts: place, départagé par, ex æquo,
 * règlement). A no-break space before the colon and the semicolon, as French sets them.
 */

const NB = '\u00a0';

export const diffFr: DiffWords = {
  before: (side) => `Avant${NB}: ${side}`,
  after: (side) => `Après${NB}: ${side}`,
  side: (regulation, edition, list) => `${regulation} — règles ${edition}${NB}; ${list}`,
  headers: {
    'Place before': 'Place avant',
    'Decided before': 'Décidé avant',
    'Place after': 'Place après',
    'Decided after': 'Décidé après',
    Change: 'Évolution',
  },
  notRanked: 'non classé',
  up: (places) => `gagne ${places}`,
  down: (places) => `perd ${places}`,
  placesChanged: (changed, of) => `Places changées${NB}: ${changed} sur ${of} participants.`,
  awardsChanged: (changed) => `Places de prix et de qualification changées${NB}: ${changed}.`,
  tiesChanged: (changed) => `Égalités départagées autrement${NB}: ${changed}.`,
  nothing: 'rien',
  tied: (tiedOn, before, after) => `  Ex æquo sur ${tiedOn}${NB}: avant ${before}${NB}; après ${after}`,
};
