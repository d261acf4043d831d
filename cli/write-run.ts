import { basename, extname } from 'node:path';
import type ExcelJS from 'exceljs';
import type { Crosstable } from '../engine';
import {
  outputSheets,
  resultColumns,
  sectionOutputSheets,
  sectionSheetName,
  sheetNameProblem,
  teamCrosstableBlock,
  teamOutputSheets,
  teamResultColumns,
  userArea,
  writeGrid,
  type CellBlock,
  type CellValue,
  type OutputSheet,
} from '../io';
import { historyAfter, planRunOutput, readTournament, type OutputPlanRequest } from '../pipeline';
import { UsageError } from './args';
import { CROSSTABLE_SHEET } from './crosstable-sheet';
import { newOutputWorkbook } from './native-xlsx';
import { runHeader, saveWorkbook, warnLostByCopy, type OutputWorkbook, type RunSource } from './output-workbook';
import type { GridInput, InputReading } from './read-input';
import { runCsv, runJson, sectionOutputs, type PrintedRun } from './render-run';
import { renderCsv } from './render-table';
import type { Reporter } from './report';
import type { CliIndividualRun, CliRun, CliSectionsRun, CliTeamRun } from './run-request';
import { writeFileAtomically } from './safe-write';
import { copiedWorkbook } from './xlsx-writer';

/**
 * `--out` of a run, by the file's extension (guarded first: guardOutput):
 * - .xlsx — what the add-in writes: the result block beside the crosstable, the Regula sheets
 *   and the regulation, in a copy of an .xlsx input, else in a new workbook that holds the
 *   crosstable (a TRF's players, a team event's crosstable of teams, each section's grid);
 * - .csv — the standings (then the categories' table; an event in sections: one table with a
 *   Section column);
 * - .json — docs/standings.schema.json (an event in sections: docs/sections.schema.json; a
 *   knock-out event: docs/knock-out.schema.json, its standings also as .csv, not yet as .xlsx).
 * False when the workbook has a sheet of an output's name that Regula did not write (nothing written).
 */
export async function writeRun(path: string, run: PrintedRun, ranAt: Date, reporter: Reporter): Promise<boolean> {
  switch (extname(path).toLowerCase()) {
    case '.xlsx': {
      if (run.kind === 'knock-out')
        throw new UsageError(`--out ${path}: a knock-out event's standings are written as .csv or .json, not yet as .xlsx`);
      const job = workbookOf(run, ranAt);
      return writeWorkbook(path, job, ranAt, reporter);
    }
    case '.csv':
      writeFileAtomically(path, renderCsv(runCsv(run)));
      return true;
    case '.json':
      writeFileAtomically(path, `${JSON.stringify(runJson(run), null, 1)}\n`);
      return true;
    default:
      throw new UsageError(`--out ${path}: use .xlsx, .csv or .json`);
  }
}

/** What an .xlsx output holds before the run's sheets are planned into it, and what is said of it. */
interface WorkbookJob {
  workbook: WorkbookStart;
  /** What the output header records (runHeader), and the ranking list it names (a team event's). */
  source: RunSource;
  rankingList?: readonly string[];
  sheets: (header: CellBlock) => OutputSheet[];
  plan: Omit<OutputPlanRequest, 'sheets' | 'existingSheets'>;
  /** An .xlsx input copied: what the copy lacks is warned. */
  copyOf?: InputReading;
  /** Said before the write (a section's crosstable put on a sheet of another name). */
  notes: { message: string; code: string }[];
}

/** The one way a run's workbook is written: its header, its sheets planned into it, what is said, then saved. */
async function writeWorkbook(path: string, job: WorkbookJob, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const workbook = startWorkbook(job.workbook);
  const header = await runHeader(job.source, ranAt, job.rankingList);
  const { plan, notes } = planRunOutput({ ...job.plan, sheets: job.sheets(header), existingSheets: workbook.sheetNames() });
  if (job.copyOf) warnLostByCopy(path, job.copyOf, reporter);
  for (const note of job.notes) reporter.note(note.message, note.code);
  for (const note of notes) reporter.note(`note: ${note}`, 'cli/edited-block');
  return saveWorkbook(path, workbook, plan, reporter);
}

/** What an output workbook starts from: a copy of the user's workbook, or new sheets of cells (none, a crosstable, a sheet per section). */
export type WorkbookStart =
  { copyOf: ExcelJS.Workbook } | { sheets: readonly { name: string; cells: readonly (readonly CellValue[])[] }[] };

/** The output workbook a write starts from (newOutputWorkbook, copiedWorkbook). */
function startWorkbook(start: WorkbookStart): OutputWorkbook {
  if ('copyOf' in start) return copiedWorkbook(start.copyOf);
  return newOutputWorkbook(undefined, start.sheets);
}

function workbookOf(run: CliRun | CliSectionsRun, ranAt: Date): WorkbookJob {
  if (run.kind === 'sections') return sectionsWorkbook(run);
  if (run.kind === 'team') return teamWorkbook(run, ranAt);
  return playersWorkbook(run, ranAt);
}

/** Players: the result block beside the crosstable, in a copy of the input's workbook or with the crosstable on a new one. */
function playersWorkbook(run: CliIndividualRun, ranAt: Date): WorkbookJob {
  const { workbook, grid } = crosstableWorkbook(run.input, run.input.crosstable!);
  return {
    workbook,
    source: run,
    sheets: (header) => outputSheets(run.evaluation, header, run.articles),
    plan: {
      regulationText: run.regulation.text,
      regulationHistory: historyAfter(run, ranAt),
      beside: {
        place: { sheet: grid.sheet, area: grid.area, headerRow: grid.layout.headerRow, rowOf: grid.layout.playerRowOf, named: grid.named },
        result: resultColumns(run.evaluation),
      },
    },
    ...(run.input.workbook && { copyOf: run.input }),
    notes: [],
  };
}

/**
 * The workbook an .xlsx output is written into, and where its crosstable is: a copy of
 * an .xlsx input (the user's workbook, read as it is), or a new workbook with a
 * Crosstable sheet — the cells of a .csv input as they are, or a TRF's crosstable in the
 * plain opponent/colour/result layout — so the result block always sits beside the
 * crosstable it ranks.
 */
function crosstableWorkbook(input: InputReading, crosstable: Crosstable): { workbook: WorkbookStart; grid: GridInput } {
  if (input.workbook && input.grid) return { workbook: { copyOf: input.workbook }, grid: input.grid };
  const cells = input.grid ? input.grid.area.values : writeGrid(crosstable);
  const workbook = { sheets: [{ name: CROSSTABLE_SHEET, cells }] };
  const area = { sheet: CROSSTABLE_SHEET, origin: { row: 1, column: 1 }, values: cells };
  const layout = input.grid
    ? { ...input.grid.layout, sheet: CROSSTABLE_SHEET }
    : readTournament({ kind: 'workbook', sheets: [{ area, named: false }] }).grid!.layout;
  return { workbook, grid: { sheet: CROSSTABLE_SHEET, area: userArea(area), layout, named: false } };
}

/**
 * Teams. An .xlsx input (chess-results' board pairings of a team event) is copied, its cells as
 * they were, and given what the add-in writes for the same sheet: Regula Team Crosstable (the
 * pairings have no row per team), Regula Standings, Regula Audit and the Regulation sheet. A TRF's
 * teams (or a CSV's board pairings) have no workbook of their own: the new one holds them on a
 * Crosstable sheet (teams × rounds: opponent team, match and game points), each team's rank and
 * values on its row one column right of the grid, as an individual TRF's players are written.
 */
function teamWorkbook(run: CliTeamRun, ranAt: Date): WorkbookJob {
  const { evaluation } = run;
  const rankingList = evaluation.columns.map((c) => c.header);
  if (run.input.workbook)
    return {
      workbook: { copyOf: run.input.workbook },
      source: run,
      rankingList,
      sheets: (header) => teamOutputSheets(evaluation, header, { crosstable: true }),
      plan: { regulationText: run.regulation.text, regulationHistory: historyAfter(run, ranAt) },
      notes: [],
    };
  const grid = teamCrosstableBlock(evaluation);
  const teamRows = Object.fromEntries(grid.slice(1).map((row, index) => [Number(row[0]), index + 2]));
  return {
    workbook: { sheets: [{ name: CROSSTABLE_SHEET, cells: grid }] },
    source: run,
    rankingList,
    sheets: (header) => teamOutputSheets(evaluation, header),
    plan: {
      regulationText: run.regulation.text,
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
    },
    notes: [],
  };
}

/**
 * An event in sections: a copy of an .xlsx input (its section sheets as they are), else a new
 * workbook with each section's crosstable on a sheet of its name (said when Excel needs another
 * name, sectionSheetName); then one Regula sheet per kind of output with a block per section.
 */
function sectionsWorkbook(run: CliSectionsRun): WorkbookJob {
  const first = run.parts[0]!;
  const copied = first.input.workbook;
  return {
    workbook: copied
      ? { copyOf: copied }
      : {
          sheets: run.parts.map((p) => ({
            name: sectionSheetName(p.name),
            cells: p.input.grid?.area.values.filter((row) => row.length > 0) ?? writeGrid(p.evaluation.crosstable),
          })),
        },
    source: { ...first, input: { ...first.input, label: run.files.map((f) => basename(f)).join(', ') } },
    sheets: (header) => sectionOutputSheets(sectionOutputs(run), header, run.combinedGrades ?? []),
    plan: { regulationText: run.regulation.text },
    ...(copied && { copyOf: first.input }),
    notes: copied ? [] : run.parts.flatMap((part) => renamedSheetNote(part.name)),
  };
}

/** Says when a section's crosstable goes on a sheet of another name: one Excel takes (sectionSheetName). */
function renamedSheetNote(section: string): { message: string; code: string }[] {
  const sheet = sectionSheetName(section);
  if (sheet === section) return [];
  const why = sheetNameProblem(section) ?? 'spaces at either end are dropped';
  return [{ message: `note: section "${section}" is on sheet "${sheet}": ${why}`, code: 'workbook/sheet-name-changed' }];
}
