import { planRunOutput } from '../pipeline';
import { teamCrosstableBlock, teamOutputSheets, teamResultColumns } from '../io';
import { CROSSTABLE_SHEET } from './crosstable-sheet';
import { copiedWorkbook, newOutputWorkbook } from './output-workbook';
import { historyAfter } from '../pipeline';
import type { CliTeamRun as TeamRun } from './run-request';
import type { Reporter } from './report';
import { runHeader } from './run-header';
import { saveWorkbook } from './save-workbook';

/**
 * A TRF's teams (or a CSV's board pairings) have no workbook of their own: the new one holds them on a Crosstable sheet
 * (teams × rounds: opponent team, match and game points), each team's rank and values on
 * its row one column right of the grid, as an individual TRF's players are written.
 */
export async function writeTeamWorkbook(path: string, run: TeamRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const { evaluation } = run;
  if (run.input.workbook) return writeIntoCopy(path, run, ranAt, reporter);
  const grid = teamCrosstableBlock(evaluation);
  const workbook = newOutputWorkbook({ name: CROSSTABLE_SHEET, cells: grid });
  const teamRows = Object.fromEntries(grid.slice(1).map((row, index) => [Number(row[0]), index + 2]));
  const header = await runHeader(
    run,
    ranAt,
    evaluation.columns.map((c) => c.header),
  );
  const { plan } = planRunOutput({
    sheets: teamOutputSheets(evaluation, header),
    regulationText: run.regulation.text,
    existingSheets: workbook.sheetNames(),
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

/**
 * An .xlsx input (chess-results' board pairings of a team event) is copied, its cells as they
 * were, and given what the add-in writes for the same sheet: Regula Team Crosstable (the
 * crosstable of teams with each team's results on its row — the pairings have no row per
 * team), Regula Standings, Regula Audit and the Regulation sheet.
 */
async function writeIntoCopy(path: string, run: TeamRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const workbook = copiedWorkbook(run.input.workbook!);
  const header = await runHeader(
    run,
    ranAt,
    run.evaluation.columns.map((c) => c.header),
  );
  const { plan } = planRunOutput({
    sheets: teamOutputSheets(run.evaluation, header, { crosstable: true }),
    regulationText: run.regulation.text,
    regulationHistory: historyAfter(run, ranAt),
    existingSheets: workbook.sheetNames(),
  });
  return saveWorkbook(path, workbook, plan, reporter);
}
