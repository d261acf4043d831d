import { CUT_REASONS } from '../../../engine';
import type { EngineWordsTable } from './engine-words-types';

/*
 * The engine's own notes in English: exactly the text the engine writes beside each key (the
 * Audit sheet's, JSON's), which a test holds it to. English output prints the engine's text
 * itself; this table is the model the other languages follow.
 */

export const engineWordsEn: EngineWordsTable = {
  cut: ({ reason }) => CUT_REASONS[reason],
  'unplayed-round': ({ kind, opponent }, say) => `${kind}: ${say.words(opponent)}`,
  'dummy-own-score': ({ own, article }, say) => `dummy opponent: own score ${say.number(own)} (C.07 ${article})`,
  'dummy-capped': ({ own, cap, by, article }, say) =>
    `dummy opponent: own ${say.number(own)} capped at ${say.number(cap)}, ${
      by.rule === 'opponent-adjusted'
        ? `opponent ${by.opponent}’s adjusted score`
        : by.rule === 'half-of-maximum'
          ? 'half of the maximum'
          : 'draw points × rounds'
    } (C.07 ${article})`,
  'virtual-opponent': ({ before, round, forTheRound, later, laterRounds, value }, say) =>
    `virtual opponent: ${say.number(before)} before round ${round} + ${say.number(forTheRound)} for the round` +
    (laterRounds === 0 ? '' : ` + ${say.number(later)} for ${laterRounds} later ${laterRounds === 1 ? 'draw' : 'draws'}`) +
    ` = ${say.number(value)} (FIDE 2009)`,
  'draw-against-oneself': ({ own }, say) => `draw against oneself: own score ${say.number(own)} (pre-2009)`,
  'us-chess-zero-opponent': () => 'own unplayed game: opponent with 0 (US Chess 34E1)',
  'fmjd-no-opponent': () => 'round without an opponent counts 0 (FMJD)',
  'unplayed-zero': () => 'unplayed round contributes 0 (no adjustment)',
  'counted-as-played': ({ kind, rule }) => `${kind} counted as played (${rule})`,
  'opponent-adjusted': ({ raw, value, by }, say) =>
    `opponent’s score ${say.number(raw)} adjusted to ${say.number(value)} (${
      {
        'c07-16.3': 'C.07 16.3',
        'fide-2009': 'unplayed games as draws, FIDE 2009',
        'pre-2009': 'unplayed games as draws, pre-2009',
        'us-chess': 'unplayed games count ½, US Chess 34E1',
      }[by]
    })`,
  list: ({ parts }, say) => parts.map(say.words).join('; '),
  'opponent-value': ({ of }) =>
    ({
      BH: 'opponent’s BH',
      FB: 'opponent’s FB',
      rating: 'opponent’s rating',
      'rating-in-round': 'opponent’s rating in that round',
      TPR: 'opponent’s TPR',
      PTP: 'opponent’s PTP',
    })[of],
  'encounters-average': ({ count }) => `average of ${count} encounters (C.07 6.1.2)`,
  'best-case': ({ met, bestCase }, say) => `${met} met; best case with the missing games ${say.number(bestCase)} (C.07 6.3)`,
  'progressive-cut': ({ cut }) => `compared with cut ${cut} (progressive cuts)`,
  'koya-opponent': ({ counts }) => (counts ? 'opponent at or above the limit' : 'opponent below the limit'),
  'koya-limit': ({ limit }, say) => `limit ${say.number(limit)}`,
  'rounded-mean': () => 'mean rounded to a whole number, .5 up (C.07 10.1)',
  'rounded-average': () => 'average rounded to 0.01, half up',
  'equal-values': () => 'equal values',
  'equal-lots': () => 'equal lots',
  'equal-manual-values': () => 'equal or missing manual values',
  subgroup: ({ members, reason }, say) => `${members.join(', ')}: ${say.words(reason)}`,
  'de-nobody-met': () => 'no two of them met (C.07 6.1)',
  'de-equal-points': () => 'equal points in their games against each other (C.07 6.2)',
  'de-not-all-met': () => 'not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3)',
  'de-if-all-met': ({ missing }) =>
    `not all of them met each other (${missing.join(', ')} did not meet every other tied player): direct encounter "if all met" does not apply`,
  'no-opponent-met': () => 'no opponent met over the board (C.07 8.2)',
  'no-rated-opponent': () => 'no rated opponent met over the board',
  'no-rating-left': () => 'no rating left after the cut',
  unrated: () => 'unrated',
  'no-opponent-with': ({ value }) => `no opponent with a ${value} met over the board`,
  'unrated-no-rating-stated': ({ count }) =>
    `${count} participant${count === 1 ? ' is' : 's are'} unrated and the regulation states no rating for unrated players (C.07 art. 10)`,
  'not-computed-for-group': () => 'not computed for this group',
  'progressive-equal': ({ lastCut }) => `equal with every cut up to cut ${lastCut}`,
};
