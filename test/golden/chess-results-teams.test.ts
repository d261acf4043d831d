/**
 * chess-results board pairings of team events (test/fixtures/chess-results/README.md): the
 * team TRFs of test/golden/teams exported in English and German, .csv and .xlsx, read to the
 * same team event and ranked by the sample team regulation to the same values as the TRF.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { readTournamentFile } from '../../cli/read-input';
import { Rational, teamRoundScores, type TeamEvent } from '../../engine';
import { chessResultsTeamFixtures, TEAM_LANGUAGES, TEAM_SOURCES } from '../../scripts/chess-results-team-fixture-set';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

const FOLDER = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');
const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams');
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');

/** The standings JSON's values and ranks of every team, ranked by the sample regulation. */
async function ranked(
  file: string,
  criteria?: string,
): Promise<{ values: Record<string, unknown>; rank: Record<string, number>; tiebreaks: string[] }> {
  const c = capture();
  const args = criteria ? ['--criteria', criteria] : ['--regulation', REGULATION];
  expect(await run(['rank', file, ...args, '--format', 'json', '--quiet'], c.io)).toBe(0);
  const json = JSON.parse(c.out.join(''));
  return { values: json.players, rank: json.rank, tiebreaks: json.tiebreaks };
}

/** Match and game points of every team, as "MP/GP". */
function points(event: TeamEvent): Record<number, string> {
  return Object.fromEntries(
    event.teams.map((team) => {
      const scores = teamRoundScores(event, team);
      const sum = (key: 'matchPoints' | 'gamePoints') => Rational.sum(scores.map((s) => s[key]));
      return [team.id, `${sum('matchPoints').toDecimalString()}/${sum('gamePoints').toDecimalString()}`];
    }),
  );
}

const EXPECTED_POINTS: Record<string, Record<number, string>> = {
  // test/golden/teams/README.md: MP T1 5, T4 4, T5 3, T3 2, T2 2, T6 0; GP T1 4.5, T4 3.5, T5 3.5, T3 2.5, T2 2, T6 0.
  'team-swiss-6x2': { 1: '5/4.5', 2: '2/2', 3: '2/2.5', 4: '4/3.5', 5: '3/3.5', 6: '0/0' },
  // MP B 4, A 3, D 3, C 2; GP B 7, A 6, C 5.5, D 5.5.
  'team-round-robin-4x4': { 1: '3/6', 2: '4/7', 3: '2/5.5', 4: '3/5.5' },
};

describe('chess-results board pairings of team events', () => {
  for (const source of TEAM_SOURCES) {
    for (const code of TEAM_LANGUAGES) {
      for (const extension of ['csv', 'xlsx'] as const) {
        const file = join(FOLDER, `${source.name}-${code}.${extension}`);
        it(`${source.name}-${code}.${extension}: read as ${source.trf} and ranked to the same values`, async () => {
          const read = await readTournamentFile(file);
          expect(read.issues).toEqual([]);
          expect(read.kind).toBe('team');
          expect(read.summary).toContain(`a chess-results export in ${code === 'en' ? 'English' : 'German'}`);
          const event = read.event!.kind === 'team' ? read.event!.teams : undefined;
          expect(points(event!)).toEqual(EXPECTED_POINTS[source.name]);
          const fromTrf = await ranked(join(TEAMS, source.trf));
          const fromExport = await ranked(file);
          expect(fromExport.tiebreaks).toEqual(['MP', 'EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
          expect(fromExport.values).toEqual(fromTrf.values);
          expect(fromExport.rank).toEqual(fromTrf.rank);
          // The board criteria too: board count and Berger of the boards.
          expect(await ranked(file, 'PTS BC BBE GP')).toEqual(await ranked(join(TEAMS, source.trf), 'PTS BC BBE GP'));
        });
      }
    }
  }

  it('keeps what the TRF says of each round: a forfeited match, the PABs, a team absent', async () => {
    const read = await readTournamentFile(join(FOLDER, 'team-swiss-6x2-en.csv'));
    const event = read.event!.kind === 'team' ? read.event!.teams : undefined;
    const kinds = Object.fromEntries(event!.teams.map((t) => [t.id, t.rounds.map((r) => r.kind).join(' ')]));
    expect(kinds).toEqual({
      1: 'match match match',
      2: 'match pab match',
      3: 'match match match',
      4: 'match match match',
      5: 'forfeit-win match pab',
      6: 'forfeit-loss absent absent',
    });
    expect(event!.boards).toBe(2);
    expect(event!.type).toBe('swiss');
    expect(event!.teams[0]!.members.map((id) => event!.players.find((p) => p.id === id)!.name)).toEqual([
      'Team1 player, Board 1',
      'Team1 player, Board 2',
    ]);
    const robin = await readTournamentFile(join(FOLDER, 'team-round-robin-4x4-de.xlsx'));
    expect(robin.event!.kind === 'team' && robin.event!.teams.type).toBe('round-robin');
  });

  it('ranks from the command line with --criteria, as a table and as CSV', async () => {
    const table = capture();
    expect(await run(['rank', join(FOLDER, 'team-round-robin-4x4-de.csv'), '--criteria', 'PTS MPvGP BC'], table.io)).toBe(0);
    expect(table.err[0]).toBe(
      'note: read team-round-robin-4x4-de.csv: board pairings of a team event (a chess-results export in German), 4 teams, 3 rounds, 4 boards',
    );
    const rows = table.out.join('\n').split('\n');
    expect(rows.slice(2).map((row) => row.trim().split(/\s{2,}/))).toEqual([
      ['1', '2', 'Team B', '4', '7', '17.5', 'MP'],
      ['2', '1', 'Team A', '3', '6', '13.5', 'MPvGP'],
      ['3', '4', 'Team D', '3', '5.5', '15', 'MPvGP'],
      ['4', '3', 'Team C', '2', '5.5', '14', 'MP'],
    ]);
    const csv = capture();
    expect(
      await run(['rank', join(FOLDER, 'team-swiss-6x2-de.xlsx'), '--regulation', REGULATION, '--format', 'csv', '--quiet'], csv.io),
    ).toBe(0);
    expect(csv.out.join('\n').split(/\r?\n/)[1]).toMatch(/^1,1,Team 1,5,/);
  });

  it('the table of a real German page (tnr1479341, names invented): round 1 ranked, round 2 paired without results', async () => {
    const read = await readTournamentFile(join(FOLDER, 'real-board-pairings-de.csv'));
    expect(read.summary).toBe(
      'board pairings of a team event (board pairings in German), 6 teams, 1 round, 4 boards; standings after round 1',
    );
    expect(
      read.issues.map((i) => `${i.severity} ${i.code} ${i.location.kind === 'cell' ? `R${i.location.row}C${i.location.column}` : ''}`),
    ).toEqual(['warning pairings/pending-round R18C1']);
    const event = read.event!.kind === 'team' ? read.event!.teams : undefined;
    // 1½:2½, 2 : 2 and 1 : 3 as the page shows them.
    expect(points(event!)).toEqual({ 1: '0/1.5', 2: '1/2', 3: '1/2', 4: '2/3', 5: '2/2.5', 6: '0/1' });
    expect(event!.teams.find((t) => t.id === 4)!.name).toBe('Wöls & Hag Ibk');
    const unrated = event!.players.find((p) => p.name === 'Hofer, Paul')!;
    expect(unrated.rating).toBeUndefined();
  });

  it('--out x.xlsx from a CSV: a new workbook with the crosstable of teams on a Crosstable sheet', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'regula-cr-teams-')), 'x.xlsx');
    const c = capture();
    expect(await run(['rank', join(FOLDER, 'team-swiss-6x2-en.csv'), '--regulation', REGULATION, '--out', out, '--quiet'], c.io)).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.getWorksheet('Crosstable')!;
    const names = sheet.getColumn(2).values.slice(2, 8);
    expect(names).toEqual(['Team 1', 'Team 2', 'Team 3', 'Team 4', 'Team 5', 'Team 6']);
  });

  it('--out x.xlsx from an .xlsx: a copy of it, its pairings untouched, with the sheets the add-in writes', async () => {
    const input = join(FOLDER, 'team-swiss-6x2-en.xlsx');
    const out = join(mkdtempSync(join(tmpdir(), 'regula-cr-teams-')), 'x.xlsx');
    const c = capture();
    expect(await run(['rank', input, '--regulation', REGULATION, '--out', out, '--quiet'], c.io)).toBe(0);
    const [before, after] = [new ExcelJS.Workbook(), new ExcelJS.Workbook()];
    await before.xlsx.readFile(input);
    await after.xlsx.readFile(out);
    const source = before.worksheets[0]!.name;
    expect(after.worksheets.map((w) => w.name)).toEqual([
      source,
      'Regula Team Crosstable',
      'Regula Standings',
      'Regula Audit',
      'Regulation',
    ]);
    // An empty row reads back as undefined or [] depending on how the file stores it: the same emptiness.
    const values = (book: ExcelJS.Workbook) =>
      Array.from(book.getWorksheet(source)!.getSheetValues(), (row) => (Array.isArray(row) ? row : []));
    expect(values(after)).toEqual(values(before));
    const crosstable = after.getWorksheet('Regula Team Crosstable')!;
    const header = crosstable.getSheetValues().find((row) => Array.isArray(row) && row.includes('Rank')) as unknown[];
    expect(header.slice(header.indexOf('Rank'))).toEqual(['Rank', 'MP', 'EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP', 'Decided by']);
  });

  it('are what npm run fixtures:chess-results writes', async () => {
    for (const fixture of chessResultsTeamFixtures(REPO_ROOT)) {
      expect(readFileSync(join(FOLDER, `${fixture.name}.csv`), 'utf8'), fixture.name).toBe(fixture.csv);
      const committed = new ExcelJS.Workbook();
      await committed.xlsx.readFile(join(FOLDER, `${fixture.name}.xlsx`));
      const cells = (book: ExcelJS.Workbook) => book.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
      expect(cells(committed), fixture.name).toEqual(cells(fixture.workbook));
    }
  });
});
