import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Crosstable } from '../engine';
import { UsageError } from './args';
import { decodeTrfBytes, hasErrors, parseCsv, readGrid, readTrf, type InputIssue } from '../io';

export interface InputOutcome {
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
}

/** Reads a tournament file by its extension: .trf (TRF-16) or .csv (a crosstable grid in any layout io/grid detects). */
export function readTournamentFile(path: string): InputOutcome {
  const bytes = new Uint8Array(readFileSync(path));
  switch (extname(path).toLowerCase()) {
    case '.trf':
    case '.txt':
      return readTrf(decodeTrfBytes(bytes), { file: path });
    case '.csv': {
      const result = readGrid(parseCsv(decodeTrfBytes(bytes)), { sheet: sheetNameOf(path) });
      return { crosstable: hasErrors(result.issues) ? undefined : result.crosstable, issues: result.issues };
    }
    default:
      throw new UsageError(`${path}: unsupported file type (use .trf or .csv)`);
  }
}

/** A CSV file is one sheet; its issues are located at cells of a sheet named after the file. */
function sheetNameOf(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? path;
  return base.replace(/\.[^.]+$/, '');
}
