import type { Evaluation } from '../../engine';
import { decidedByText, displayValue, placeCell } from './values';

/** A rectangular block of cell values, first row = headers. */
export type CellBlock = (string | number | null)[][];

/**
 * The Standings block: place (shared places as "3–5"), starting number, name, rating,
 * one column per criterion under its header, and what decided the place.
 */
export function standingsBlock(evaluation: Evaluation): CellBlock {
  const byId = new Map(evaluation.crosstable.players.map((p) => [p.id, p]));
  const header = ['Place', 'No', 'Name', 'Rating', ...evaluation.columns.map((c) => c.header), 'Decided by'];
  const rows = evaluation.standings.map((standing) => {
    const player = byId.get(standing.player)!;
    return [
      placeCell(standing),
      player.id,
      player.name,
      player.rating ?? null,
      ...evaluation.columns.map((column) => displayValue(column, player.id)),
      decidedByText(standing.decidedBy),
    ];
  });
  return [header, ...rows];
}
