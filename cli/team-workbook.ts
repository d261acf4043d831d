import { planRunOutput } from '../pipeline';
import { teamCrosstableBlock, teamOutputSheets, teamResultColumns } from '../io';
import { CROSSTABLE_SHEET } from './crosstable-sheet';
import { newOutputWorkbook } from './output-workbook';
import type { TeamRun } from './evaluate-input';
import type { Reporter } from './report';
import { runHeader } from './run-header';
import { saveWorkbook } from './save-workbook';

/**
 * A TRF's teams have no workbook of their own: the new one holds them on a Crosstable sheet
 * (teams × rounds: opponent team, match and game points), each team's rank and values on
 * its row one column right of the grid, as an individual TRF's players are written.
 */
export async function writeTeamWorkbook(path: string, run: TeamRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const { evaluation } = run;
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
