import type { CombinedGrades } from '../../engine';
import type { CellBlock } from './standings';

/*
 * A grand prix over a tournament played in several grades (`if 3 grades: scaled 1, 2/3, 1/3`;
 * Kāpiti Chess Club, "How the Kāpiti Chess Club Grand Prix works", multi-grade tournaments): one
 * combined ranking of every grade's scaled scores and the points by its places, as a block of cells.
 */

/** Place, Grade, No, Name, Score, Factor, Scaled, Points, Audit: the combined ranking, top first. */
export function combinedGradesBlock(combined: Pick<CombinedGrades, 'entries'>): CellBlock {
  const rows: CellBlock = [['Place', 'Grade', 'No', 'Name', 'Score', 'Factor', 'Scaled', 'Points', 'Audit']];
  for (const e of combined.entries)
    rows.push([
      e.place.rank === e.place.lastRank ? e.place.rank : `${e.place.rank}–${e.place.lastRank}`,
      e.grade,
      e.player,
      e.name,
      e.score.toDecimalString(),
      e.factor.toString(),
      e.scaled.toString(),
      e.points === undefined ? null : e.points.toString(),
      e.audit,
    ]);
  return rows;
}
