import type { Edition } from '../model';
import type { CriterionDefinition } from './definition';
import {
  computeBerlinWeighting,
  computeBoardCount,
  computeBoardCountOfWins,
  computeBottomBoardElimination,
  computeTopBoardResults,
} from './match-boards';

const FIDE_2023_ON: Edition[] = ['fide-2023', 'fide-2024', 'fide-2026'];

/**
 * Tie-breaks of a drawn team match, read from the board results: FIDE's
 * art. 12 (from the 2023 rules) and the arbiter's handbook's knock-out method, which no
 * edition owns. End-board elimination and BBE compute the same keys (the handbook's worked
 * example, ch. 13, settles the reading); they are declared apart because they come from different
 * rules and BBE belongs to the FIDE editions only.
 */
export const MATCH_CRITERIA: readonly CriterionDefinition[] = [
  {
    code: 'BCW',
    aliases: [],
    names: ['board count of wins', 'board numbers of wins'],
    title: 'Board count of wins',
    family: 'team-match',
    source: 'arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches',
    modifiers: [],
    editions: 'all',
    order: 'lower-first',
    description: 'The board numbers on which the team won, added up; the lower total wins.',
    compute: { kind: 'match', keys: computeBoardCountOfWins },
  },
  {
    code: 'EBE',
    aliases: [],
    names: ['end-board elimination', 'end board elimination'],
    title: 'End-board elimination',
    family: 'team-match',
    source: 'arbiter’s handbook (S. Reuben) ch. 13, team knock-out matches',
    modifiers: [],
    editions: 'all',
    order: 'higher-first',
    description: 'Game points with the bottom board eliminated, then the next one, until the teams are separated.',
    compute: { kind: 'match', keys: computeBottomBoardElimination },
  },
  {
    code: 'BC',
    aliases: [],
    names: ['fide board count'],
    title: 'Board count',
    family: 'team-match',
    source: 'FIDE C.07 art. 12.1',
    fideType: 'B',
    modifiers: [],
    editions: FIDE_2023_ON,
    order: 'lower-first',
    description: 'Σ board number × game points scored on that board, whoever played it; lower is better.',
    compute: { kind: 'match', keys: computeBoardCount },
  },
  {
    code: 'TBR',
    aliases: [],
    names: ['top board result', 'top board results', 'top-board result'],
    title: 'Top board result',
    family: 'team-match',
    source: 'FIDE C.07 art. 12.2',
    fideType: 'B',
    modifiers: [],
    editions: FIDE_2023_ON,
    order: 'higher-first',
    description: 'Game points on board 1; if equal, on board 2; and so on.',
    compute: { kind: 'match', keys: computeTopBoardResults },
  },
  {
    // German cups: a drawn match goes to the team that won the foremost board. Board by board
    // from the top, the first one not drawn decides: the keys of C.07 12.2 TBR, under any rules.
    code: 'FWB',
    aliases: [],
    names: ['foremost winning board', 'vorderstes gewinnbrett'],
    title: 'Foremost winning board (vorderstes Gewinnbrett)',
    family: 'team-match',
    source: 'German team-cup practice, "vorderstes Gewinnbrett": the team that won the foremost board; the keys of C.07 art. 12.2 TBR',
    modifiers: [],
    editions: 'all',
    order: 'higher-first',
    description: 'Game points on board 1; if equal, on board 2; and so on: the team that won the foremost board not drawn.',
    compute: { kind: 'match', keys: computeTopBoardResults },
  },
  {
    code: 'BBE',
    aliases: [],
    names: ['bottom board elimination', 'bottom-board elimination'],
    title: 'Bottom board elimination',
    family: 'team-match',
    source: 'FIDE C.07 art. 12.3',
    fideType: 'B',
    modifiers: [],
    editions: FIDE_2023_ON,
    order: 'higher-first',
    description: 'Game points on all boards but the bottom one; if equal, without the next-lowest board too; and so on.',
    compute: { kind: 'match', keys: computeBottomBoardElimination },
  },
  {
    code: 'BERLIN',
    aliases: ['BW'],
    names: ['berlin weighting', 'berliner wertung', 'reciprocal board weighting'],
    title: 'Berlin weighting (Berliner Wertung)',
    family: 'team-match',
    source: 'German team-match practice (Feinwertung "Berliner Wertung"); Swiss-Manager tie-break 71',
    modifiers: [],
    editions: 'all',
    order: 'higher-first',
    description: 'A win on board k of n counts n − k + 1 points (the top board most), a draw half of them; more is better.',
    compute: { kind: 'match', keys: computeBerlinWeighting },
  },
];
