import type { Evaluation, PlayerId } from '../../engine';
import { decidedByText, displayValue, placeCell } from './values';

/** The result columns beside a crosstable: one row per participant, placed on that participant's row. */
export interface ResultColumns {
  header: string[];
  rows: { player: PlayerId; cells: (string | number | null)[] }[];
}

/**
 * The block written to the right of the crosstable (docs/addin.md "The task pane"): rank
 * (shared as "3–5"), points, one column per criterion of the list, and what decided the
 * place. The points column is the list's PTS column; rows follow the final order.
 */
export function resultColumns(evaluation: Evaluation): ResultColumns {
  const columns = evaluation.columns;
  const header = ['Rank', ...columns.map((c) => (c.definition.code === 'PTS' ? 'Points' : c.header)), 'Decided by'];
  const rows = evaluation.standings.map((standing) => ({
    player: standing.player,
    cells: [placeCell(standing), ...columns.map((c) => displayValue(c, standing.player)), decidedByText(standing.decidedBy)],
  }));
  return { header, rows };
}
