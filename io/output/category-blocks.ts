import type { CategoryRanking } from '../../engine';
import type { CellBlock } from './standings';
import { cellNumber } from './values';

/**
 * A category's ranking ("best U14"): first how its ages were counted ("ages on 2022-12-31 (as
 * the regulation states)"), then its members in the order of the final standings with their
 * category rank and overall rank, then the players its data could not place (no birth date,
 * no sex): they are not in the category, and the note says why.
 */
export function categoryBlock(result: CategoryRanking): CellBlock {
  const rows: CellBlock = [['Rank', 'No', 'Name', 'Points', 'Overall', 'Note']];
  rows.push([null, null, null, null, null, `${result.category}: ${result.definition}`]);
  for (const date of result.dates) rows.push([null, null, null, null, null, date]);
  for (const r of result.rows) rows.push([r.rank, r.player, r.name, cellNumber(r.points), r.overall, null]);
  for (const m of result.missing) rows.push([null, m.player, m.name, null, null, `not in the category: ${m.reason}`]);
  return rows;
}
