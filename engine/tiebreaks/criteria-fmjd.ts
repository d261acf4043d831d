import type { CriterionDefinition } from './definition';
import {
  computeAdvantageDifference,
  computeDrawsWithAdvantage,
  computeFasterWinningGames,
  computeFmjdAverageRating,
  computeProgress,
  computeReducedAverageRating,
  computeSlowerLostGames,
  computeWinLoss,
} from './fmjd-results';
import {
  computeMedianSolkoff,
  computeShortTruncatedSolkoff,
  computeSolkoffBaliakin,
  computeSolkoffPlus,
  rankByFullTruncatedSolkoff,
} from './fmjd-solkoff';
import { rankByBetterResultAgainstBest } from './score-group-levels';

const DRA = 'FMJD DrA sort criterion';

/** A criterion of FMJD's DrA list, pinned to the fmjd rules (rounds without opponent 0). */
function fmjd(
  fields: Omit<CriterionDefinition, 'aliases' | 'editions' | 'pinnedEdition' | 'order' | 'modifiers'> & Partial<CriterionDefinition>,
): CriterionDefinition {
  return { aliases: [], modifiers: [], editions: 'all', pinnedEdition: 'fmjd', order: 'higher-first', ...fields };
}

/**
 * The FMJD "DrA" sort criteria that C.07 has no equivalent for. Total score,
 * number of wins, direct encounter, Sonneborn-Berger, Buchholz, median Buchholz and Koya
 * are the registry's PTS, WIN, DE, SB, BH, BH/M1 and KS under `rules fmjd` (BH/P and SB/P
 * to count forfeits as games, as DrA's Solkoff remark does); manual values are MAN; team
 * match points (11) and "better rating A" (13, no rating flag in the data) are not covered.
 */
export const FMJD_CRITERIA: readonly CriterionDefinition[] = [
  fmjd({
    code: 'FTS',
    names: ['full truncated solkoff', 'full solkoff truncated'],
    title: 'Full truncated Solkoff',
    family: 'buchholz',
    source: `${DRA} 3 (FMJD Annex 5 §3.1.d)`,
    description: 'Opponents’ scores less the lowest; if equal less the two lowest; … until separated. Ranks the tied group.',
    compute: { kind: 'group', rank: rankByFullTruncatedSolkoff },
  }),
  fmjd({
    code: 'STS',
    names: ['short truncated solkoff', 'short solkoff truncated'],
    title: 'Short truncated Solkoff',
    family: 'buchholz',
    source: `${DRA} 4 (FMJD Annex 5 §3.1.c)`,
    description: 'Sum of the opponents’ scores less the lowest; a round without an opponent counts 0.',
    compute: { kind: 'value', value: computeShortTruncatedSolkoff },
  }),
  fmjd({
    code: 'SBAL',
    names: ['solkoff baliakin'],
    title: 'Solkoff Baliakin',
    family: 'buchholz',
    source: `${DRA} 5 (FMJD Annex 5 §3.1.f)`,
    description: 'Sum over the opponents of their score times their Solkoff (Regula’s reading of DrA’s words).',
    compute: { kind: 'value', value: computeSolkoffBaliakin },
  }),
  fmjd({
    code: 'SPLUS',
    names: ['solkoff plus'],
    title: 'Solkoff plus',
    family: 'buchholz',
    source: `${DRA} 6 (FMJD Annex 5 §3.1.e)`,
    description: 'Sum of the opponents’ Solkoff values.',
    compute: { kind: 'value', value: computeSolkoffPlus },
  }),
  fmjd({
    code: 'MSOL',
    names: ['median solkoff', 'solkoff median'],
    title: 'Median Solkoff',
    family: 'buchholz',
    source: `${DRA} 7`,
    description: 'Sum of the opponents’ scores less the highest and the lowest.',
    compute: { kind: 'value', value: computeMedianSolkoff },
  }),
  fmjd({
    code: 'BRBO',
    names: [
      'better result against the best opponents',
      'better results against the best opponents',
      'better result with the best opponents',
      'better results with the best opponent',
      'better results with the best opponents',
    ],
    title: 'Better result against the best opponents',
    family: 'direct-encounter',
    source: `${DRA} 9`,
    description: 'Points against the other participants compared score group by score group, the best first. Ranks the tied group.',
    compute: { kind: 'group', rank: rankByBetterResultAgainstBest },
  }),
  fmjd({
    code: 'FARO',
    names: ['fmjd average rating of opponents'],
    title: 'Average rating of opponents (FMJD)',
    family: 'rating',
    source: `${DRA} 10`,
    description: 'Mean over the rounds of the opponent’s rating; byes, forfeits and unrated opponents count 0.',
    compute: { kind: 'value', value: computeFmjdAverageRating },
  }),
  fmjd({
    code: 'RARO',
    names: ['reduced average rating of opponents'],
    title: 'Reduced average rating of opponents',
    family: 'rating',
    source: `${DRA} 18`,
    modifiers: ['cut'],
    description: 'FMJD average rating of opponents without the n lowest entries (Cn, default 1).',
    compute: { kind: 'value', value: computeReducedAverageRating },
  }),
  fmjd({
    code: 'PROG',
    names: ['progress'],
    title: 'Progress',
    family: 'own-results',
    source: `${DRA} 17`,
    description: 'Sum of the scores after each round.',
    compute: { kind: 'value', value: computeProgress },
  }),
  fmjd({
    code: 'DADV',
    names: ['draws with advantage', 'number of draws with advantage'],
    title: 'Draws with advantage',
    family: 'own-results',
    source: `${DRA} 21`,
    description: 'Number of draws with advantage (1+).',
    compute: { kind: 'value', value: computeDrawsWithAdvantage },
  }),
  fmjd({
    code: 'DDIF',
    names: ['advantage difference', 'difference of draws with advantage'],
    title: 'Difference 1+ minus 1−',
    family: 'own-results',
    source: `${DRA} 20`,
    description: 'Draws with advantage (1+) less draws with disadvantage (1−).',
    compute: { kind: 'value', value: computeAdvantageDifference },
  }),
  fmjd({
    code: 'WLG',
    names: ['win/lost games', 'won/lost games', 'win lost games'],
    title: 'Win/lost games',
    family: 'own-results',
    source: `${DRA} 22`,
    description: 'Games won and lost ("6/4"), compared by the ratio won ÷ lost, higher first (Regula’s reading).',
    compute: { kind: 'value', value: computeWinLoss },
  }),
  fmjd({
    code: 'SLFW',
    names: ['faster winning games', 'faster winning games superlitz'],
    title: 'Faster winning games (superlitz)',
    family: 'own-results',
    source: `${DRA} 23`,
    order: 'lower-first',
    description: 'Games played in the superlitz matches won (columns "R1 Games", …), fewer first.',
    compute: { kind: 'value', value: computeFasterWinningGames },
  }),
  fmjd({
    code: 'SLSL',
    names: ['slower lost games', 'slower lost games superlitz'],
    title: 'Slower lost games (superlitz)',
    family: 'own-results',
    source: `${DRA} 24`,
    description: 'Games played in the superlitz matches lost (columns "R1 Games", …), more first.',
    compute: { kind: 'value', value: computeSlowerLostGames },
  }),
];
