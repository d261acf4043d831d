import type { InputIssue } from '../issues';
import { laterRoundIssue, type StandingsRound } from '../later-rounds';
import type { RoundColumns } from './round-columns';
import { sheetColumn, sheetRow, type GridSheet } from './sheet';

/**
 * The grid's side of io/later-rounds.ts: an error at a player's cell of a round after the
 * standings' round (an unknown token, a game not mirrored, two players both White in a
 * round paired but not played) is a warning, since that round is cut away. The round of a
 * cell is its column's; a round-robin grid has no round columns, so nothing is demoted there.
 */
export function demoteLaterRoundCells(
  issues: InputIssue[],
  sheet: GridSheet,
  columns: RoundColumns | undefined,
  headerRowIndex: number,
  standings: StandingsRound | undefined,
): void {
  if (!columns || !standings) return;
  const roundOf = new Map<number, number>();
  columns.columns.forEach((c, index) => {
    const indexes = typeof c === 'number' ? [c] : [c.opponent, c.result, ...(c.colour === undefined ? [] : [c.colour])];
    for (const i of indexes) roundOf.set(sheetColumn(sheet, i), index + 1);
  });
  const firstRow = sheetRow(sheet, headerRowIndex) + 1;
  for (let i = 0; i < issues.length; i++) {
    const location = issues[i]!.location;
    if (location.kind !== 'cell' || location.sheet !== sheet.name || location.row < firstRow) continue;
    const round = roundOf.get(location.column);
    if (round !== undefined) issues[i] = laterRoundIssue(issues[i]!, { round }, standings);
  }
}
