import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import ExcelJS from 'exceljs';
import type { Evaluation } from '../engine';
import { headerBlock as ioHeaderBlock, outputSheets, regulationDefinition, standingsBlock, toFixtureJson, type CellBlock } from '../io';
import { UsageError } from './args';
import type { InputOutcome } from './read-input';
import { renderCsv } from './render-table';
import { writeOwnedSheet } from './xlsx';

/** What was run, recorded at the top of every output (the same block the add-in writes). */
export function headerBlock(evaluation: Evaluation, input: { file: string; sha256: string }, ranAt: Date): CellBlock {
  const regulationSha256 = createHash('sha256').update(regulationDefinition(evaluation.regulation)).digest('hex');
  return ioHeaderBlock(evaluation, { input: input.file, inputSha256: input.sha256, regulationSha256, ranAt });
}

/**
 * Writes the run's output by the file's extension: .xlsx (sheets "Regula Standings" and
 * "Regula Audit" — in a copy of the input workbook when the input was one, whose own
 * sheets are left as they are), .csv (standings) or .json (the reference corpus's shape).
 */
export async function writeOutput(
  path: string,
  evaluation: Evaluation,
  input: InputOutcome & { file: string },
  ranAt: Date,
): Promise<void> {
  const header = headerBlock(evaluation, input, ranAt);
  switch (extname(path).toLowerCase()) {
    case '.xlsx': {
      const workbook = input.workbook ?? new ExcelJS.Workbook();
      for (const sheet of outputSheets(evaluation, header)) writeOwnedSheet(workbook, sheet);
      await workbook.xlsx.writeFile(path);
      return;
    }
    case '.csv':
      writeFileSync(path, renderCsv(standingsBlock(evaluation)));
      return;
    case '.json':
      writeFileSync(path, `${JSON.stringify(toFixtureJson(evaluation), null, 1)}\n`);
      return;
    default:
      throw new UsageError(`--out ${path}: use .xlsx, .csv or .json`);
  }
}
