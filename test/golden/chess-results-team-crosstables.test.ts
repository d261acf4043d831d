/**
 * chess-results crosstables of team events (test/fixtures/chess-results/README.md): the team
 * TRFs of test/golden/teams exported as the round robin's "Ranking crosstable (Pts.)" and the
 * Swiss "Ranking crosstable after Round n", in English and German, .csv and .xlsx — each
 * match's game points, no boards. Read to the same match and game points as the TRF and
 * ranked to the same values; the board criteria give n/a with engine/boards-unknown.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { readTournamentFile } from '../../cli/read-input';
import { Rational, teamRoundScores, type TeamEvent } from '../../engine';
import { TEAM_LANGUAGES, TEAM_SOURCES } from '../../scripts/chess-results-team-fixture-set';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';

const FOLDER = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');
const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams');
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');

async function teamsOf(file: string): Promise<TeamEvent> {
  const read = await readTournamentFile(file);
  if (read.event?.kind !== 'team') throw new Error(`${file} holds no team event`);
  return read.event.teams;
}

/** Every team's values and rank by name (the crosstable numbers its teams by rank, the TRF by starting number). */
async function ranked(
  file: string,
  args: string[],
): Promise<{ values: Record<string, unknown>; rank: Record<string, number>; err: string }> {
  const names = new Map((await teamsOf(file)).teams.map((t) => [String(t.id), t.name]));
  const c = capture();
  expect(await run(['rank', file, ...args, '--format', 'json'], c.io)).toBe(0);
  const json = JSON.parse(c.out.join('')) as { players: Record<string, unknown>; rank: Record<string, number> };
  const byName = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).map(([id, v]) => [names.get(id)!, v]));
  return { values: byName(json.players), rank: byName(json.rank), err: c.err.join('\n') };
}

/** Match and game points of every team by name, as "MP/GP". */
function points(event: TeamEvent): Record<string, string> {
  return Object.fromEntries(
    event.teams.map((team) => {
      const scores = teamRoundScores(event, team);
      const sum = (key: 'matchPoints' | 'gamePoints') => Rational.sum(scores.map((s) => s[key]));
      return [team.name, `${sum('matchPoints').toDecimalString()}/${sum('gamePoints').toDecimalString()}`];
    }),
  );
}

const EXPECTED_POINTS: Record<string, Record<string, string>> = {
  // test/golden/teams/README.md: MP T1 5, T4 4, T5 3, T3 2, T2 2, T6 0; GP T1 4.5, T4 3.5, T5 3.5, T3 2.5, T2 2, T6 0.
  'team-swiss-6x2': { 'Team 1': '5/4.5', 'Team 2': '2/2', 'Team 3': '2/2.5', 'Team 4': '4/3.5', 'Team 5': '3/3.5', 'Team 6': '0/0' },
  // MP B 4, A 3, D 3, C 2; GP B 7, A 6, C 5.5, D 5.5.
  'team-round-robin-4x4': { 'Team A': '3/6', 'Team B': '4/7', 'Team C': '2/5.5', 'Team D': '3/5.5' },
};

const WITHOUT_BOARDS = ['--criteria', 'PTS MPvGP BH:MP/C1 EMGSB/C1 EMMSB EDE SSSC'];

describe('chess-results crosstables of team events (match totals only)', () => {
  for (const source of TEAM_SOURCES) {
    const trf = join(TEAMS, source.trf);
    for (const code of TEAM_LANGUAGES) {
      for (const extension of ['csv', 'xlsx'] as const) {
        const name = `team-crosstable-${source.name.slice('team-'.length)}-${code}.${extension}`;
        const file = join(FOLDER, name);
        it(`${name}: the MP and GP of ${source.trf}, and its values on every criterion that reads no boards`, async () => {
          const read = await readTournamentFile(file);
          const swiss = source.name.includes('swiss');
          expect(read.issues.map((i) => i.code)).toEqual(swiss ? [] : ['team-crosstable/round-unknown']);
          expect(read.summary).toContain(`a chess-results export in ${code === 'en' ? 'English' : 'German'}`);
          expect(read.summary).toContain('match totals only');
          const event = await teamsOf(file);
          expect(points(event)).toEqual(EXPECTED_POINTS[source.name]);
          expect(event.boards).toBe(swiss ? 2 : 4);
          expect(event.type).toBe(swiss ? 'swiss' : 'round-robin');
          const fromExport = await ranked(file, WITHOUT_BOARDS);
          const fromTrf = await ranked(trf, WITHOUT_BOARDS);
          expect(fromExport.values).toEqual(fromTrf.values);
          expect(fromExport.rank).toEqual(fromTrf.rank);
        });
      }
    }
  }

  it('the sample team regulation: MP, EMGSB, BH:MP and MPvGP as the TRF; EDET’s board step and BC give n/a with engine/boards-unknown', async () => {
    const file = join(FOLDER, 'team-crosstable-swiss-6x2-en.csv');
    const fromExport = await ranked(file, ['--regulation', REGULATION]);
    const fromTrf = await ranked(join(TEAMS, 'swiss-6x2-trf26.trf'), ['--regulation', REGULATION]);
    const without = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([team, v]) => [team, (v as unknown[]).filter((_, k) => k !== 1)]));
    expect(without(fromExport.values)).toEqual(without(fromTrf.values));
    expect(fromExport.err).toContain(
      "warning engine/boards-unknown: EDET's board step (TBR, C.07 13.3.2) needs the boards of every match; the source gives match totals only",
    );
    // Team 2 and Team 3 meet in round 3 (2–0 for Team 2): the TRF's EDET splits them on board 1 (TBR);
    // without boards they stay tied on EDET and EMGSB decides: Team 3 6.5, Team 2 2.
    expect(fromTrf.rank).toMatchObject({ 'Team 2': 4, 'Team 3': 5 });
    expect(fromExport.rank).toMatchObject({ 'Team 3': 4, 'Team 2': 5 });
    const bc = await ranked(file, ['--criteria', 'PTS BC']);
    expect(Object.values(bc.values).map((v) => (v as unknown[])[1])).toEqual([null, null, null, null, null, null]);
    expect(bc.err).toContain('warning engine/boards-unknown: Board count (BC) needs the boards of every match');
  });

  it('keeps what the TRF says of each round: a forfeited match, the PABs, a team absent', async () => {
    const event = await teamsOf(join(FOLDER, 'team-crosstable-swiss-6x2-de.xlsx'));
    const kinds = Object.fromEntries(event.teams.map((t) => [t.name, t.rounds.map((r) => r.kind).join(' ')]));
    expect(kinds).toEqual({
      'Team 1': 'match match match',
      'Team 4': 'match match match',
      'Team 5': 'forfeit-win match pab',
      'Team 3': 'match match match',
      'Team 2': 'match pab match',
      'Team 6': 'forfeit-loss absent absent',
    });
    expect(event.pabGamePoints?.toDecimalString()).toBe('1');
  });
});
