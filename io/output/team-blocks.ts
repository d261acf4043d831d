import type { TeamTotalsResult } from '../../engine';
import { sharedPlaceCell } from './grand-prix-blocks';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/**
 * The Teams block: place, team, score, the members who counted, one column per team
 * tie-break, the award, what decided the place, and the audit ("event score = sum of best
 * 4 score of members = 8: Thomas 5, Akil 3"; "BH = Thomas (1) 14.5 + Akil (4) 16 = 30.5").
 */
export function teamsBlock(result: TeamTotalsResult): CellBlock {
  const tiebreaks = result.teams[0]?.tiebreaks.map((t) => t.header) ?? [];
  const header = [
    'Place',
    result.column,
    `${result.scope === 'event' ? 'Event' : 'Season'} score`,
    'Counted',
    ...tiebreaks,
    'Award',
    'Decided by',
    'Audit',
  ];
  const rows = result.teams.map((t) => [
    sharedPlaceCell(t.place),
    t.team,
    cellNumber(t.score),
    t.members
      .filter((m) => m.counted)
      .map((m) => m.name)
      .join(', '),
    ...t.tiebreaks.map((v) => cellNumber(v.value)),
    t.award ?? null,
    t.decidedBy,
    t.audit.join('; '),
  ]);
  return [header, ...rows];
}

/** Each team award's places in order of precedence, who received them and why. */
export function teamAwardsBlock(result: TeamTotalsResult): CellBlock {
  return [['Award', 'Place', result.column, 'Note'], ...result.awards.map((a) => [a.award, a.place, a.team ?? null, a.note])];
}
