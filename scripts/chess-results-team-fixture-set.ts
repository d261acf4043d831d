// The team exports of test/fixtures/chess-results: the board pairings of the team TRFs of
// test/golden/teams in English and German, as .csv and .xlsx, and their team crosstables
// (match totals only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TeamEvent } from '../engine';
import { decodeTrfBytes, languageByCode, readTeamTrf } from '../io';
import { chessResultsCsv, chessResultsWorkbook } from './chess-results-fixtures';
import type { ChessResultsFixture } from './chess-results-fixture-set';
import { teamCrosstableRows } from './chess-results-team-crosstable-fixtures';
import { boardPairingsRows } from './chess-results-team-fixtures';

/** The team TRFs the exports are made from, and the fixtures' names. */
export const TEAM_SOURCES = [
  { trf: 'swiss-6x2-trf26.trf', name: 'team-swiss-6x2' },
  { trf: 'round-robin-4x4-trf16.trf', name: 'team-round-robin-4x4' },
] as const;

export const TEAM_LANGUAGES = ['en', 'de'] as const;

export function teamSourceEvent(root: string, trf: string): TeamEvent {
  const read = readTeamTrf(decodeTrfBytes(new Uint8Array(readFileSync(join(root, 'test', 'golden', 'teams', trf)))), { file: trf });
  if (!read.event) throw new Error(`${trf} does not read`);
  return read.event;
}

export function chessResultsTeamFixtures(root: string): ChessResultsFixture[] {
  const fixtures: ChessResultsFixture[] = [];
  for (const source of TEAM_SOURCES) {
    const event = teamSourceEvent(root, source.trf);
    for (const code of TEAM_LANGUAGES) {
      const language = languageByCode(code)!;
      const rows = boardPairingsRows(event, language);
      const name = `${source.name}-${code}`;
      fixtures.push({ name, csv: chessResultsCsv(rows, language), workbook: chessResultsWorkbook(rows, name.slice(0, 31)) });
      // The same event as chess-results' team crosstable: each match's game points, no boards.
      const totals = teamCrosstableRows(event, language);
      const crosstableName = `team-crosstable-${source.name.slice('team-'.length)}-${code}`;
      fixtures.push({
        name: crosstableName,
        csv: chessResultsCsv(totals, language),
        workbook: chessResultsWorkbook(totals, crosstableName.slice(0, 31)),
      });
    }
  }
  return fixtures;
}
