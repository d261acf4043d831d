import type { Player } from '../../engine';
import type { InputIssue } from '../issues';
import { cellInteger, cellRational } from './cell-value';
import type { HeaderStructure } from './header-row';
import type { ResolvedRow } from './resolve';
import { found, issueAt, rawAt, textAt, type GridSheet } from './sheet';

/**
 * Crosstable players from resolved rows: identity columns into Player's fields, every
 * other column into Player.fields under its header (blank cells as ""), declared
 * points and rank kept for checking. A rating of 0 is "unrated" (chess-results and
 * Swiss-Manager print 0); a rating or rank that cannot be read is kept as text in
 * fields under its header, so nothing is lost.
 */
export function buildPlayers(
  sheet: GridSheet,
  header: HeaderStructure,
  rows: readonly ResolvedRow[],
): { players: Player[]; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const f = header.fixed;
  const headerText = (column: number) => textAt(sheet, header.rowIndex, column) || 'column';
  const players = rows.map(({ row, id, records }): Player => {
    const text = (column: number | undefined) => (column === undefined ? '' : textAt(sheet, row.rowIndex, column));
    const fields: Record<string, string> = {};
    for (const field of header.fields) fields[field.name] = text(field.index);
    const player: Player = { id, name: text(f.name), fields, rounds: records };
    if (f.rating !== undefined && text(f.rating) !== '') {
      const rating = cellInteger(rawAt(sheet, row.rowIndex, f.rating));
      if (rating === undefined) {
        fields[headerText(f.rating)] = text(f.rating);
        issues.push(
          issueAt(
            sheet,
            row.rowIndex,
            f.rating,
            'grid/bad-value',
            `Found ${found(text(f.rating))} as a rating, expected a whole number (0 or empty for unrated); kept as text.`,
            'warning',
          ),
        );
      } else if (rating > 0) player.rating = rating;
    }
    if (text(f.title) !== '') player.title = text(f.title);
    if (text(f.sex) !== '') player.sex = text(f.sex);
    if (text(f.federation) !== '') player.federation = text(f.federation);
    if (text(f['fide-id']) !== '') player.fideId = text(f['fide-id']);
    if (text(f['birth-date']) !== '') player.birthDate = text(f['birth-date']);
    if (f.rank !== undefined && text(f.rank) !== '') {
      const rank = /^(\d{1,6})\.?$/.exec(text(f.rank));
      if (rank) player.declaredRank = Number(rank[1]);
      else fields[headerText(f.rank)] = text(f.rank);
    }
    if (f.points !== undefined && text(f.points) !== '') {
      const points = cellRational(rawAt(sheet, row.rowIndex, f.points));
      if (points) player.declaredPoints = points;
      else {
        fields[headerText(f.points)] = text(f.points);
        issues.push(
          issueAt(
            sheet,
            row.rowIndex,
            f.points,
            'grid/bad-value',
            `Found ${found(text(f.points))} as points, expected a number (2½, 2.5, 2,5); kept as text.`,
            'warning',
          ),
        );
      }
    }
    return player;
  });
  players.sort((a, b) => a.id - b.id);
  return { players, issues };
}
