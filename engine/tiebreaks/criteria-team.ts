import type { Edition } from '../model';
import type { CriterionDefinition } from './definition';
import { computeGamePoints, computeMatchOrGamePoints, computeMatchPoints } from './team-scores';

const FIDE_2023_ON: Edition[] = ['fide-2023', 'fide-2024', 'fide-2026'];

/**
 * The scores and criteria of a team event (C.07 arts. 11 and 13): they read a team event's
 * matches, so only a team event's list may name them. The art. 12 board criteria (BC, TBR,
 * BBE, criteria-match.ts) also rank a team event, summed over its matches.
 */
export const TEAM_CRITERIA: readonly CriterionDefinition[] = [
  {
    code: 'MP',
    aliases: ['MPTS'],
    names: ['match points'],
    title: 'Match points',
    family: 'team',
    source: 'FIDE C.07 art. 11.1',
    fideType: 'B',
    modifiers: [],
    editions: 'all',
    order: 'higher-first',
    description:
      'Match points of a team: a won, drawn or lost match in the event’s team point system (2-1-0 unless stated); a team PAB scores a draw’s.',
    compute: { kind: 'team', value: computeMatchPoints },
  },
  {
    code: 'GP',
    aliases: ['GPTS'],
    names: ['team game points', 'board points'],
    title: 'Game points',
    family: 'team',
    source: 'FIDE C.07 art. 11.1',
    fideType: 'B',
    modifiers: [],
    editions: 'all',
    order: 'higher-first',
    description: 'Game points of a team: its board points added up over all its matches; a team PAB scores a draw on every board.',
    compute: { kind: 'team', value: computeGamePoints },
  },
  {
    code: 'MPVGP',
    aliases: [],
    names: ['match points or game points'],
    title: 'Match points or game points',
    family: 'team',
    source: 'FIDE C.07 art. 13.1',
    fideType: 'B',
    modifiers: [],
    editions: FIDE_2023_ON,
    order: 'higher-first',
    description:
      'The score that does not rank the event: game points when teams are ranked on match points, match points when on game points.',
    compute: { kind: 'team', value: computeMatchOrGamePoints },
  },
];
