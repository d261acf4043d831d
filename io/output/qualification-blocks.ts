import type { QualificationResult } from '../../engine';
import { sharedPlaceCell } from './grand-prix-blocks';
import type { CellBlock } from './standings';

/**
 * The Qualification block: how many places and why (one row per step: "participants = 113:
 * K-12 100-119 → 9", …), then every player the walk down the standings reached, with
 * the outcome and the reason ("skipped: already qualified (column "Qualified": "GSQT 1")").
 */
export function qualificationBlock(result: QualificationResult): CellBlock {
  const rows: CellBlock = [['Place', 'No', 'Name', 'Outcome', 'Reason']];
  for (const step of result.audit) rows.push([null, null, null, 'places', step]);
  for (const issue of result.issues) rows.push([null, issue.player ?? null, null, issue.severity, `${issue.code}: ${issue.message}`]);
  for (const e of result.entries) rows.push([sharedPlaceCell(e.place), e.player, e.name, e.outcome, e.reason]);
  return rows;
}
