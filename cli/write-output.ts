import { extname } from 'node:path';
import { outputSheets, resultColumns, standingsBlock, standingsJson, teamStandingsBlock, withCategoriesTable, type CellBlock } from '../io';
import { planRunOutput } from '../pipeline';
import { UsageError } from './args';
import { crosstableWorkbook } from './crosstable-sheet';
import { historyAfter } from '../pipeline';
import type { CliIndividualRun as IndividualRun, CliRun as Evaluated } from './run-request';
import { renderCsv } from './render-table';
import type { Reporter } from './report';
import { runHeader } from './run-header';
import { saveWorkbook, warnLostByCopy } from './save-workbook';
import { writeFileAtomically } from './safe-write';
import { writeTeamWorkbook } from './team-workbook';

/**
 * Writes the run's output by the file's extension. Players: .xlsx (what the add-in writes:
 * the result block beside the crosstable, the Regula sheets and the regulation — in a copy
 * of an .xlsx input), .csv (standings, then the categories' table) or .json (docs/standings.schema.json). Teams: a new
 * workbook with the crosstable of teams (team-workbook.ts), the standings, or the same JSON
 * with every contribution. False when the workbook has a sheet of an output's name that Regula
 * did not write (nothing written).
 */
export async function writeOutput(path: string, run: Evaluated, ranAt: Date, reporter: Reporter): Promise<boolean> {
  if (run.kind === 'team')
    return writeByExtension(path, {
      xlsx: () => writeTeamWorkbook(path, run, ranAt, reporter),
      csv: () => teamStandingsBlock(run.evaluation),
      json: () => standingsJson(run),
    });
  return writeByExtension(path, {
    xlsx: () => writeWorkbook(path, run, ranAt, reporter),
    csv: () => withCategoriesTable(standingsBlock(run.evaluation), run.sections.categories),
    json: () => standingsJson(run, run.sections.categories),
  });
}

/** What an --out file holds, by its extension: a workbook written by the caller, the standings, a JSON document. */
export interface OutputWriters {
  xlsx: () => Promise<boolean>;
  csv: () => CellBlock;
  json: () => unknown;
}

/** --out by its extension (guarded first: guardOutput); false when the workbook was not written. */
export async function writeByExtension(path: string, writers: OutputWriters): Promise<boolean> {
  switch (extname(path).toLowerCase()) {
    case '.xlsx':
      return writers.xlsx();
    case '.csv':
      writeFileAtomically(path, renderCsv(writers.csv()));
      return true;
    case '.json':
      writeFileAtomically(path, `${JSON.stringify(writers.json(), null, 1)}\n`);
      return true;
    default:
      throw new UsageError(`--out ${path}: use .xlsx, .csv or .json`);
  }
}

async function writeWorkbook(path: string, run: IndividualRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const { workbook, grid } = crosstableWorkbook(run.input, run.input.crosstable!);
  const header = await runHeader(run, ranAt);
  const { plan, notes } = planRunOutput({
    sheets: outputSheets(run.evaluation, header, run.sections),
    regulationText: run.regulation.text,
    regulationHistory: historyAfter(run, ranAt),
    existingSheets: workbook.sheetNames(),
    beside: {
      place: { sheet: grid.sheet, area: grid.area, headerRow: grid.layout.headerRow, rowOf: grid.layout.playerRowOf, named: grid.named },
      result: resultColumns(run.evaluation),
    },
  });
  if (run.input.workbook) warnLostByCopy(path, run.input, reporter);
  for (const note of notes) reporter.note(`note: ${note}`, 'cli/edited-block');
  return saveWorkbook(path, workbook, plan, reporter);
}
