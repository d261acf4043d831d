import type { ArticleWords } from './article-types';

/* The articles' sentences in English, as the regulation language's own notes say them (dsl/messages). */

const OUTCOME = {
  'results-deleted': 'their results are deleted from the table',
  'results-stand': 'their results stand',
  'remaining-lost-by-forfeit': 'their remaining games are lost by forfeit',
} as const;
const BYE = { zpb: 'zero-point bye', hpb: 'half-point bye', fpb: 'full-point bye' } as const;
const BONUS = {
  clear: (place: string) =>
    `to the participant alone on points in ${place} place, who wins it outright without a tie-break or play-off (none when the place is shared on points)`,
  place: (place: string) => `to the participant placed ${place} (shared equally when the place is shared)`,
  'final-place': (place: string) => `to the participant placed ${place} in the final standings, after the tie-breaks and any play-off`,
} as const;

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const enArticles: ArticleWords = {
  withdrawals: {
    roundRobin: (threshold, perCycle, below, otherwise) =>
      `In a round robin, when a participant withdraws having played fewer than ${threshold} of the scheduled games (${perCycle ? 'judged for each cycle on its own' : 'judged over the whole event'}), ${OUTCOME[below]}; otherwise ${OUTCOME[otherwise]}.`,
    byeMeansWithdrawal: (bye, round) =>
      `A ${BYE[bye]} in ${round === 'last' ? 'the last round' : `round ${round}`} means the participant has withdrawn.`,
    withdrawnEligible: (may) => `Withdrawn participants ${may ? 'may' : 'may not'} receive awards (prizes, qualification places).`,
  },
  grandPrix: {
    roundsBy: (mode) => `round(…) rounds ${mode}.`,
    roundsHalfUp: 'round(…) rounds to the nearest whole number, halves up.',
    shownDecimals: (decimals) => `Points are shown to ${decimals} decimals; they are computed exactly.`,
    bonus: (amount, reads, place) => `A bonus of ${amount} ${BONUS[reads](ordinal(place))}.`,
    tied: {
      points: 'Tie-breaks are not used: tied participants receive equal points.',
      share:
        'Participants tied on points share the points of the places they occupy, added up and divided equally; the tie-breaks and any play-off do not change the points.',
      'final-place':
        'The points follow the place in the final standings, after the tie-breaks and any play-off; places a play-off decides receive their points once its games are recorded.',
    },
    seasonSum: 'Over a season a player’s points are the sum over all events.',
    seasonBest: (count) => `Over a season a player’s points are the sum of the best ${count} events.`,
    gradeScaling: (grades, factors) =>
      `In a tournament of ${grades} grades, each player’s score is multiplied by ${factors.join(', ')} by grade, the top grade first; the grand-prix points go by the places of the scaled scores ranked as one.`,
    formulaIntro: 'Each participant receives grand-prix points by the formula:',
    points: 'points',
    where: 'where',
    placeIntro: (finalPlace) =>
      `Each participant receives grand-prix points by ${finalPlace ? 'the place in the final standings' : 'the place on points alone'}:`,
    shareAverage: 'Participants sharing places share their points equally: tied for 2nd–3rd on 8 and 6, each receives (8 + 6) / 2 = 7.',
    shareHigher: 'Participants sharing places each receive the points of the highest place they share.',
    shareUnstated: 'The regulation does not say how shared places score: a shared place receives no points until it does.',
    placeHeader: 'Place',
    pointsHeader: 'Points',
    andBelow: (place) => `${place} and below`,
  },
  teams: {
    intro: (column) => `A team is the participants with the same value in the column "${column}". Its score:`,
    eventScore: 'event score',
    seasonScore: 'season score',
    levelIntro: 'Teams level on score are separated by, in order:',
    awardsCaption: 'Team awards, in order of precedence (a team receives at most one)',
    awardHeader: 'Award',
    placesHeader: 'Places',
    conditionHeader: 'Condition',
  },
  qualification: {
    intro: (perSection) =>
      `The number of qualification places ${perSection ? 'of each section (the table’s row of the section)' : 'of the event'} is found as follows; the places go down the final standings, tie-breaks applied.`,
    placesCaption: 'Places',
    adjustmentCaption: (n) => `Adjustment ${n}`,
    by: (caption, source) => `${caption} (by ${source})`,
    bounds: (atLeast, atMost) =>
      `The number of places is ${[atLeast && `at least ${atLeast}`, atMost && `at most ${atMost}`].filter(Boolean).join(' and ')}.`,
    skipWithdrawn: 'Withdrawn participants are passed over.',
    skip: (kind, column) =>
      `Participants ${kind === 'already-qualified' ? 'already qualified' : 'playing up'}${column ? ` (column "${column}")` : ''} are passed over.`,
  },
  prizes: {
    categoryHeader: 'Category',
    placeHeader: 'Place',
    prizeHeader: 'Prize',
    and: (amount, trophy) => `${amount} and ${trophy}`,
    overall: 'Overall',
    ratingUnder: (rating) => `Rating under ${rating}`,
    ratingOver: (rating) => `Rating over ${rating}`,
    unrated: 'Unrated',
    sharing: {
      equally: 'Participants tied on points pool the prizes of the places they occupy and share them equally.',
      hort: 'Participants tied on points pool the prizes of the places they occupy: half of the pool is shared equally, the other half is awarded in tie-break order (the Vlastimil Hort system, arbiter’s handbook ch. 13).',
      'tie-break': 'Participants tied on points receive the prizes in tie-break order.',
    },
    onePerPlayer: (placeFirst) =>
      `A participant receives one prize only: ${placeFirst ? 'place prizes before category prizes' : 'the higher in value'}.`,
    roundTo: (unit) => `Shares are rounded to multiples of ${unit}.`,
    trophy: 'A trophy is not divided: it goes to the first in tie-break order.',
  },
};
