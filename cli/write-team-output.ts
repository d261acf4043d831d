import { newWorkbook } from './excel';
import { planRunOutput } from '../pipeline';
import { teamCrosstableBlock, teamOutputSheets, teamResultColumns, teamStandingsBlock, teamStandingsJson } from '../io';
import { CROSSTABLE_SHEET, writeCells } from './crosstable-sheet';
import type { TeamEvaluated } from './evaluate-team-input';
import type { Reporter } from './report';
import { runHeader, saveWorkbook, writeByExtension } from './write-output';

/**
 * Writes a team event's output by the file's extension, as `rank --out` does for players:
 * .xlsx (a new workbook: the crosstable of teams with the result block beside it, Regula
 * Standings, Regula Audit and the regulation), .csv (the standings) or .json (the standings
 * with every value's contributions, as --format json prints them). False when the
 * workbook was not written.
 */
export async function writeTeamOutput(path: string, run: TeamEvaluated, ranAt: Date, reporter: Reporter): Promise<boolean> {
  return writeByExtension(path, {
    xlsx: () => writeTeamWorkbook(path, run, ranAt, reporter),
    csv: () => teamStandingsBlock(run.evaluation),
    json: () => teamStandingsJson(run.evaluation),
  });
}

/**
 * A TRF's teams have no workbook of their own: the new one holds them on a Crosstable sheet
 * (teams × rounds: opponent team, match and game points), each team's rank and values on
 * its row one column right of the grid, as an individual TRF's players are written.
 */
async function writeTeamWorkbook(path: string, run: TeamEvaluated, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const { evaluation } = run;
  const workbook = await newWorkbook();
  const grid = teamCrosstableBlock(evaluation);
  writeCells(workbook.addWorksheet(CROSSTABLE_SHEET), grid);
  const teamRows = Object.fromEntries(grid.slice(1).map((row, index) => [Number(row[0]), index + 2]));
  const header = await runHeader(
    run,
    ranAt,
    evaluation.columns.map((c) => c.header),
  );
  const { plan } = planRunOutput({
    sheets: teamOutputSheets(evaluation, header),
    regulationText: run.regulation.text,
    existingSheets: workbook.worksheets.map((s) => s.name),
    beside: {
      place: {
        sheet: CROSSTABLE_SHEET,
        area: { extent: { lastRow: grid.length, lastColumn: grid[0]!.length }, replaceable: undefined, edited: undefined },
        headerRow: 1,
        rowOf: teamRows,
        named: false,
      },
      result: teamResultColumns(evaluation),
    },
  });
  return saveWorkbook(path, workbook, plan, reporter);
}
