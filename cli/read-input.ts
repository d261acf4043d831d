import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { Crosstable } from '../engine';
import { UsageError } from './args';
import { decodeTrfBytes, readTrf, type InputIssue } from '../io';

export interface InputOutcome {
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
}

/** Reads a tournament file by its extension: .trf (TRF-16). */
export function readTournamentFile(path: string): InputOutcome {
  const bytes = new Uint8Array(readFileSync(path));
  switch (extname(path).toLowerCase()) {
    case '.trf':
    case '.txt':
      return readTrf(decodeTrfBytes(bytes), { file: path });
    default:
      throw new UsageError(`${path}: unsupported file type (use .trf)`);
  }
}
