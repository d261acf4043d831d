import type { CellValue } from './grid/cell-value';
import {
  isTeamCrosstable,
  readTeamCrosstable,
  type ReadTeamCrosstableOptions,
  type TeamCrosstableReading,
} from './team-crosstable/read-team-crosstable';
import { isBoardPairings, readBoardPairings, type BoardPairingsReading } from './team-pairings/read-board-pairings';

/** A team event read from a sheet: its board pairings, or its crosstable of match totals. */
export type TeamSheetReading = (BoardPairingsReading | TeamCrosstableReading) & {
  /** What the sheet is, in words: "board pairings of a team event (a chess-results export in English)". */
  described: string;
};

/**
 * A sheet that holds a team event — its board pairings (io/team-pairings: round lines, match
 * headers, board rows) or its crosstable (io/team-crosstable: a match's game points per cell,
 * no boards) — read as that team event, for both doors (the CLI's .csv/.xlsx input, the task
 * pane's sheet). Undefined when the sheet is neither: then it is a crosstable of players.
 */
export function readTeamSheet(cells: readonly (readonly CellValue[])[], options: ReadTeamCrosstableOptions): TeamSheetReading | undefined {
  if (isBoardPairings(cells)) {
    const read = readBoardPairings(cells, options);
    return { ...read, described: `board pairings of a team event (${source(read, 'board pairings')})` };
  }
  if (isTeamCrosstable(cells)) {
    const read = readTeamCrosstable(cells, options);
    return { ...read, described: `crosstable of a team event (${source(read, 'a crosstable')})` };
  }
  return undefined;
}

function source(read: Pick<BoardPairingsReading, 'chessResults' | 'language'>, plain: string): string {
  return `${read.chessResults ? 'a chess-results export' : plain}${read.language ? ` in ${read.language.name}` : ''}`;
}
