import type { Player } from '../../engine';
import { pushBounded } from '../bounded-issues';
import type { InputIssue } from '../issues';
import { cellInteger, cellRational } from './cell-value';
import type { HeaderStructure } from './header-row';
import type { ResolvedRow } from './resolve';
import { found, issueAt, rawAt, textAt, type GridSheet } from './sheet';
import { roundRatingOfHeader } from './headers';

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
  const roundRatingColumns = header.fields.flatMap((field) => {
    const round = roundRatingOfHeader(field.name);
    return round === undefined ? [] : [{ round, index: field.index }];
  });
  const players = rows.map(({ row, id, records }): Player => {
    const text = (column: number | undefined) => (column === undefined ? '' : textAt(sheet, row.rowIndex, column));
    const fields: Record<string, string> = {};
    for (const field of header.fields) fields[field.name] = text(field.index);
    const player: Player = { id, name: text(f.name), fields, rounds: records };
    if (f.rating !== undefined && text(f.rating) !== '') {
      const rating = cellInteger(rawAt(sheet, row.rowIndex, f.rating));
      if (rating === undefined) {
        fields[headerText(f.rating)] = text(f.rating);
        pushBounded(
          issues,
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
    const roundRatings = readRoundRatings(sheet, row.rowIndex, roundRatingColumns, issues);
    if (roundRatings) player.roundRatings = roundRatings;
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
        pushBounded(
          issues,
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

/**
 * A row's per-round ratings ("Rating R1" …): roundRatings[r - 1] for round r, undefined where the
 * cell is empty or unreadable (a warning says so), 0 kept as 0 (unrated in that round).
 * Undefined when the row gives none.
 */
function readRoundRatings(
  sheet: GridSheet,
  rowIndex: number,
  columns: readonly { round: number; index: number }[],
  issues: InputIssue[],
): (number | undefined)[] | undefined {
  let ratings: (number | undefined)[] | undefined;
  for (const { round, index } of columns) {
    const cell = textAt(sheet, rowIndex, index);
    if (cell === '') continue;
    const rating = cellInteger(rawAt(sheet, rowIndex, index));
    if (rating === undefined || rating < 0) {
      pushBounded(
        issues,
        issueAt(
          sheet,
          rowIndex,
          index,
          'grid/bad-value',
          `Found ${found(cell)} as the rating of round ${round}, expected a whole number (0 or empty for unrated); not used.`,
          'warning',
        ),
      );
      continue;
    }
    ratings ??= [];
    ratings[round - 1] = rating;
  }
  if (!ratings) return undefined;
  // Dense, so that the engine reads every round the same way.
  return Array.from({ length: ratings.length }, (_, i) => ratings[i]);
}
