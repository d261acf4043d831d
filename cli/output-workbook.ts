import { basename } from 'node:path';
import type { Evaluation } from '../engine';
import { headerBlock, type CellBlock, type WorkbookWarning, type WritePlan } from '../io';
import { eventSha256 } from '../pipeline';
import type { InputReading } from './read-input';
import type { RegulationChoice } from './read-regulation';
import type { Reporter } from './report';

/**
 * The workbook an .xlsx output is written into: a copy of the user's workbook (exceljs, which
 * keeps their cells, styles, names and notes: copiedWorkbook, xlsx-writer.ts), or a new one
 * written directly (newOutputWorkbook, native-xlsx.ts, fast at any size). Both carry out io's
 * write plan the same way; the plan keeps within Excel's limits (io/workbook/excel-limits.ts),
 * and the new workbook's own cells are held to them too. Then the header every output sheet
 * starts with (runHeader), and how an output workbook is saved (saveWorkbook).
 */
export interface OutputWorkbook {
  sheetNames(): string[];
  /** Carries out the plan; the sheets it would replace that are not Regula's (then nothing is written). */
  applyPlan(plan: WritePlan): string[];
  /** The .xlsx file's bytes. */
  toBuffer(): Promise<Uint8Array>;
  /** Writes the file through a temporary one, renamed into place. */
  save(path: string): Promise<void>;
  /** What the workbook cut of its own cells to keep within Excel's limits (a new workbook's crosstable sheet). */
  warnings(): WorkbookWarning[];
}

/** What a run's header records: its regulation, the event as read, the input file and their hashes (an individual or a team run). */
export interface RunSource {
  evaluation: Pick<Evaluation, 'regulation'>;
  /** The event as read (players or teams): what the input hash is of. */
  input: Pick<InputReading, 'label' | 'sha256' | 'event'>;
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
    inputSha256: run.input.event ? await eventSha256(run.input.event) : '',
    inputFileSha256: run.input.sha256,
    regulationSha256: run.regulation.sha256,
    ranAt,
  };
  return headerBlock(run.evaluation, record, rankingList);
}

/** Says what a copy of an .xlsx input lacks (charts, pivot tables…), when it lacks anything. */
export function warnLostByCopy(path: string, input: Pick<InputReading, 'file' | 'lostByCopy'>, reporter: Reporter): void {
  if (!input.lostByCopy?.length) return;
  reporter.warning(
    path,
    'cli/copy-loses-parts',
    `the copy of ${basename(input.file)} lacks its ${input.lostByCopy.join(', ')}: the command line writes workbooks without them (every cell, style, name and note is kept; the input file is unchanged)`,
  );
}

/**
 * Applies a write plan and saves; false (after saying why) when a sheet to replace is not
 * Regula's. What the plan and the workbook cut to keep within Excel's limits is warned.
 */
export async function saveWorkbook(path: string, workbook: OutputWorkbook, plan: WritePlan, reporter: Reporter): Promise<boolean> {
  const foreign = workbook.applyPlan(plan);
  if (foreign.length > 0) {
    reporter.error(
      path,
      'cli/not-regula-sheet',
      `not written: the workbook has ${foreign.map((s) => `a sheet "${s}"`).join(' and ')} that Regula did not write; rename it, then run again`,
    );
    return false;
  }
  await workbook.save(path);
  warnExcelLimits(path, [...workbook.warnings(), ...plan.warnings], reporter);
  return true;
}

/** What a write cut or renamed to keep within Excel's limits, said against the file written. */
export function warnExcelLimits(path: string, warnings: readonly WorkbookWarning[], reporter: Reporter): void {
  for (const warning of warnings) reporter.warning(path, warning.code, warning.message);
}
