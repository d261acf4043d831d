import type { Edition } from '../model';
import type { CriterionDefinition, ModifierName } from './definition';
import { extendedDirectEncounter } from './extended-direct-encounter';
import { extendedSonnebornBerger } from './extended-sonneborn';
import { computeScoresAndScheduleStrength } from './score-schedule-strength';
import { computeGamePoints, computeMatchOrGamePoints, computeMatchPoints } from './team-score-columns';

const FIDE_2023_ON: Edition[] = ['fide-2023', 'fide-2024', 'fide-2026'];

/**
 * The editions with team criteria (C.07 arts. 11–13 exist from the 2023 text). Before them the
 * rules had none, and so no rule for a team's unplayed matches in them: a team criterion is
 * computed under one of these only.
 */
export const TEAM_CRITERIA_EDITIONS: readonly Edition[] = FIDE_2023_ON;

/**
 * C.07 art. 13: the criteria of arts. 6–9 that rank teams on a reference score (`:MP`,
 * `:GP`). Art. 10's rating criteria are "for individuals"; BPG and BWG count colours a
 * team match does not have.
 */
export const REFERENCE_SCORE_CRITERIA: ReadonlySet<string> = new Set([
  'DE',
  'WIN',
  'WON',
  'PS',
  'REP',
  'STD',
  'TPN',
  'BH',
  'FB',
  'AOB',
  'SB',
  'KS',
]);
const ESB_MODIFIERS: ModifierName[] = ['cut', 'median', 'played', 'ignore-vur-first'];

type Score = 'MP' | 'GP';
const SCORE = { MP: 'match-points', GP: 'game-points' } as const;
const WORD = { MP: 'match', GP: 'game' } as const;

function extendedSonneborn(opponent: Score, own: Score): CriterionDefinition {
  const code = `E${opponent[0]}${own[0]}SB`;
  return {
    code,
    aliases: [],
    // The Chess Olympiad's tie-break (its rule 14 a) is EMGSB/C1: "olympiad sonneborn-berger" in regulation-names.ts.
    names: [`extended sonneborn-berger ${WORD[opponent]} ${WORD[own]}`],
    title: `Extended Sonneborn-Berger (opponent's ${opponent} × own ${own})`,
    family: 'team',
    source: 'FIDE C.07 art. 13.2 (cut: 14.1.2)',
    fideType: 'BC',
    modifiers: ESB_MODIFIERS,
    editions: FIDE_2023_ON,
    opponentTerms: SCORE[opponent],
    order: 'higher-first',
    description: `Σ opponent's final ${opponent} × the ${opponent === own ? 'same' : own} points scored against it; unplayed rounds meet the dummy opponent (art. 16). Cut 1 drops the product of the opponent lowest in ${opponent}, of equally low ones the lowest product.`,
    compute: { kind: 'team', value: extendedSonnebornBerger(SCORE[opponent], SCORE[own]) },
  };
}

function extendedDirect(code: string, board: string[], title: string, names: string[]): CriterionDefinition {
  return {
    code,
    aliases: [],
    names,
    title,
    family: 'team',
    source: board.length === 0 ? 'FIDE C.07 art. 13.3' : 'FIDE C.07 art. 13.3 (combination named in the 2026 text)',
    fideType: 'A',
    modifiers: ['played'],
    editions: board.length === 0 ? FIDE_2023_ON : ['fide-2026'],
    order: 'higher-first',
    description:
      'Direct encounter on the primary score; if nobody separates, on the secondary score; a smaller tied subset starts again.' +
      (board.length === 0 ? '' : ` Two teams still tied: ${board.join(' then ')} over their matches against each other (13.3.2).`),
    compute: { kind: 'team-group', rank: extendedDirectEncounter(board) },
  };
}

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
  extendedSonneborn('MP', 'MP'),
  extendedSonneborn('MP', 'GP'),
  extendedSonneborn('GP', 'MP'),
  extendedSonneborn('GP', 'GP'),
  extendedDirect('EDE', [], 'Extended direct encounter', ['extended direct encounter']),
  extendedDirect('EDEBT', ['BC', 'TBR'], 'Extended direct encounter, board count, top board result', [
    'extended direct encounter board count top board',
  ]),
  extendedDirect('EDEBB', ['BC', 'BBE'], 'Extended direct encounter, board count, bottom board elimination', [
    'extended direct encounter board count bottom board',
  ]),
  extendedDirect('EDET', ['TBR'], 'Extended direct encounter, top board result', ['extended direct encounter top board']),
  extendedDirect('EDEB', ['BBE'], 'Extended direct encounter, bottom board elimination', ['extended direct encounter bottom board']),
  {
    code: 'SSSC',
    aliases: [],
    names: ['scores and schedule strength combination', 'schedule strength combination'],
    title: 'Scores and schedule strength combination',
    family: 'team',
    source: 'FIDE C.07 art. 13.4',
    fideType: 'BC',
    modifiers: ['factor'],
    editions: FIDE_2023_ON,
    opponentTerms: 'primary',
    order: 'higher-first',
    description:
      'The secondary score + Buchholz on the primary score ÷ the normalising factor: ⌊highest primary score achievable ÷ highest secondary score of one match⌋ unless /Kx sets it.',
    compute: { kind: 'team', value: computeScoresAndScheduleStrength },
  },
];
