import { basename } from 'node:path';
import type { WorkbookWarning, WritePlan } from '../io';
import type { InputReading } from './read-input';
import type { Reporter } from './report';
import type { OutputWorkbook } from './output-workbook';

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
