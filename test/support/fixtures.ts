import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Crosstable } from '../../engine';
import { decodeTrfBytes, hasErrors, readTrf } from '../../io';
import { TRF_FIXTURES } from './fixture-paths';

/** test/fixtures/trf: the FIDE reference server's corpus, copied into the repository. */
export const FIXTURE_DIR = TRF_FIXTURES;

export interface ExpectedRun {
  id: string;
  tiebreaks: string[];
  players: Record<string, (number | null)[]>;
  rank?: Record<string, number>;
}

export interface ExpectedFile {
  type: 'swiss' | 'rr' | 'drr';
  players_count: number;
  rounds: number;
  runs: ExpectedRun[];
}

export function fixtureNames(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.trf'))
    .map((f) => f.replace(/\.trf$/, ''))
    .sort();
}

export function readFixture(name: string): Crosstable {
  const result = readTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(FIXTURE_DIR, `${name}.trf`)))), { file: `${name}.trf` });
  if (!result.crosstable || hasErrors(result.issues)) throw new Error(`${name}: ${JSON.stringify(result.issues.slice(0, 3))}`);
  return result.crosstable;
}

export function readExpected(name: string, suffix: 'expected' | 'expected-2026' | 'peer-npm-2009'): ExpectedFile {
  return JSON.parse(readFileSync(join(FIXTURE_DIR, `${name}.${suffix}.json`), 'utf8')) as ExpectedFile;
}
