import { basename, extname } from 'node:path';
import type { Evaluation } from '../engine';
import { headerBlock, outputSheets, resultColumns, standingsBlock, toFixtureJson, type CellBlock, type WritePlan } from '../io';
import { inputSha256, planRunOutput } from '../pipeline';
import { UsageError } from './args';
import { crosstableWorkbook } from './crosstable-sheet';
import type { Evaluated } from './evaluate-input';
import type { InputReading } from './read-input';
import type { RegulationChoice } from './read-regulation';
import { renderCsv } from './render-table';
import type { Reporter } from './report';
import { writeFileAtomically, writeWorkbookAtomically } from './safe-write';
import { applyWritePlan } from './xlsx-writer';

/** What a run's header records: its regulation, the event as read, the input file and their hashes (an individual or a team run). */
export interface RunSource {
  evaluation: Pick<Evaluation, 'regulation'>;
  /** The event as read (a crosstable, a team event): what the input hash is of. */
  event: unknown;
  input: Pick<InputReading, 'label' | 'sha256'>;
  regulation: Pick<RegulationChoice, 'sha256'>;
}

/**
 * The header block of every output sheet: the regulation, its hash, the input, the hash of
 * the event as read and of the file, the run time; the ranking list as ranked when the run
 * names it (a team event's).
 */
export async function runHeader(run: RunSource, ranAt: Date, rankingList?: readonly string[]): Promise<CellBlock> {
  const record = {
    input: run.input.label,
    inputSha256: await inputSha256(run.event),
    inputFileSha256: run.input.sha256,
    regulationSha256: run.regulation.sha256,
    ranAt,
  };
  return headerBlock(run.evaluation, record, rankingList);
}

/**
 * Writes the run's output by the file's extension: .xlsx (what the add-in writes: the
 * result block beside the crosstable, the Regula sheets and the regulation — in a copy of
 * an .xlsx input), .csv (standings) or .json (the reference corpus's shape). False when
 * the workbook has a sheet of an output's name that Regula did not write (nothing written).
 */
export async function writeOutput(path: string, run: Evaluated, ranAt: Date, reporter: Reporter): Promise<boolean> {
  return writeByExtension(path, {
    xlsx: () => writeWorkbook(path, run, ranAt, reporter),
    csv: () => standingsBlock(run.evaluation),
    json: () => toFixtureJson(run.evaluation),
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

async function writeWorkbook(path: string, run: Evaluated, ranAt: Date, reporter: Reporter): Promise<boolean> {
  const { workbook, grid } = await crosstableWorkbook(run.input, run.input.crosstable!);
  const header = await runHeader({ ...run, event: run.input.crosstable }, ranAt);
  const { plan, notes } = planRunOutput({
    sheets: outputSheets(run.evaluation, header, run.sections),
    regulationText: run.regulation.text,
    existingSheets: workbook.worksheets.map((s) => s.name),
    beside: {
      place: { sheet: grid.sheet, area: grid.area, headerRow: grid.layout.headerRow, rowOf: grid.layout.playerRowOf, named: grid.named },
      result: resultColumns(run.evaluation),
    },
  });
  if (run.input.workbook) warnLostByCopy(path, run.input, reporter);
  for (const note of notes) reporter.note(`note: ${note}`);
  return saveWorkbook(path, workbook, plan, reporter);
}

/** Says what a copy of an .xlsx input lacks (charts, pivot tables…), when it lacks anything. */
export function warnLostByCopy(path: string, input: Pick<InputReading, 'file' | 'lostByCopy'>, reporter: Reporter): void {
  if (!input.lostByCopy?.length) return;
  reporter.warning(
    path,
    'cli/copy-loses-parts',
    `the copy of ${basename(input.file)} lacks its ${input.lostByCopy.join(', ')}: exceljs, which writes the copy, cannot carry them (every cell, style, name and note is kept; the input file is unchanged)`,
  );
}

/** Applies a write plan and saves; false (after saying why) when a sheet to replace is not Regula's. */
export async function saveWorkbook(
  path: string,
  workbook: Parameters<typeof applyWritePlan>[0],
  plan: WritePlan,
  reporter: Reporter,
): Promise<boolean> {
  const foreign = applyWritePlan(workbook, plan);
  if (foreign.length > 0) {
    reporter.error(
      path,
      'cli/not-regula-sheet',
      `not written: the workbook has ${foreign.map((s) => `a sheet "${s}"`).join(' and ')} that Regula did not write; rename it, then run again`,
    );
    return false;
  }
  await writeWorkbookAtomically(path, workbook);
  return true;
}
