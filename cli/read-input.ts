import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type ExcelJS from 'exceljs';
import type { Crosstable } from '../engine';
import { decodeTrfBytes, hasErrors, parseCsv, readGrid, readTrf, type CellValue, type InputIssue } from '../io';
import { UsageError } from './args';
import { readWorkbook, sheetValues } from './xlsx';

export interface InputOutcome {
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
  /** SHA-256 of the file's bytes, recorded in the output header. */
  sha256: string;
  /** The workbook an .xlsx input came from (outputs are written into a copy of it). */
  workbook?: ExcelJS.Workbook;
  /** The sheet the crosstable was read from (.xlsx, .csv). */
  sheet?: string;
}

/**
 * Reads a tournament file by its extension: .trf (TRF-16), .csv or .xlsx (a crosstable
 * grid in any layout io/grid detects; for .xlsx the sheet named by --sheet, else the
 * first sheet that reads as a crosstable).
 */
export async function readTournamentFile(path: string, options: { sheet?: string } = {}): Promise<InputOutcome> {
  const bytes = new Uint8Array(readFileSync(path));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  switch (extname(path).toLowerCase()) {
    case '.trf':
    case '.txt':
      return { ...readTrf(decodeTrfBytes(bytes), { file: path }), sha256 };
    case '.csv': {
      const sheet = options.sheet ?? sheetNameOf(path);
      return { ...fromGrid(parseCsv(decodeTrfBytes(bytes)), sheet), sha256, sheet };
    }
    case '.xlsx': {
      const workbook = await readWorkbook(path);
      const candidates = options.sheet ? [workbook.getWorksheet(options.sheet)] : workbook.worksheets;
      if (options.sheet && !candidates[0])
        throw new UsageError(`${path}: no sheet "${options.sheet}" (sheets: ${workbook.worksheets.map((s) => s.name).join(', ')})`);
      let first: (InputOutcome & { sheet: string }) | undefined;
      for (const sheet of candidates) {
        if (!sheet) continue;
        const outcome = { ...fromGrid(sheetValues(sheet), sheet.name), sha256, workbook, sheet: sheet.name };
        first ??= outcome;
        if (outcome.crosstable) return outcome;
      }
      if (!first) throw new UsageError(`${path}: the workbook has no sheets`);
      return first;
    }
    default:
      throw new UsageError(`${path}: unsupported file type (use .trf, .csv or .xlsx)`);
  }
}

function fromGrid(cells: CellValue[][], sheet: string): Pick<InputOutcome, 'crosstable' | 'issues'> {
  const result = readGrid(cells, { sheet });
  return { crosstable: hasErrors(result.issues) ? undefined : result.crosstable, issues: result.issues };
}

/** A CSV file is one sheet; its issues are located at cells of a sheet named after the file. */
function sheetNameOf(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? path;
  return base.replace(/\.[^.]+$/, '');
}
