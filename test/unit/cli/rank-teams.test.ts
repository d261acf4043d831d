import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { FIXTURE_DIR } from '../../support/fixtures';

const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) }, out, err };
}

describe('regula rank on a TRF with team lines', () => {
  it('prints the team standings of the 013 round robin: B, A, D, C (C.07 11.1, 13.1)', async () => {
    const c = capture();
    const code = await run(['rank', join(TEAMS, 'round-robin-4x4-trf16.trf'), '--criteria', 'PTS MPvGP BC', '--quiet'], c.io);
    expect(code).toBe(0);
    const rows = c.out.join('\n').split('\n');
    expect(rows[0]).toMatch(/^Rank\s+No\.\s+Team\s+MP\s+MPvGP\s+BC\s+Decided by$/);
    expect(rows.slice(2).map((row) => row.trim().split(/\s{2,}/))).toEqual([
      ['1', '2', 'Team B', '4', '7', '17.5', 'MP'],
      ['2', '1', 'Team A', '3', '6', '13.5', 'MPvGP'],
      ['3', '4', 'Team D', '3', '5.5', '15', 'MPvGP'],
      ['4', '3', 'Team C', '2', '5.5', '14', 'MP'],
    ]);
  });

  it('carries the values and their contributions in the JSON output', async () => {
    const c = capture();
    const code = await run(['rank', join(TEAMS, 'swiss-6x2-trf26.trf'), '--criteria', 'PTS MPvGP', '--format', 'json', '--quiet'], c.io);
    expect(code).toBe(0);
    const json = JSON.parse(c.out.join(''));
    expect(json.tiebreaks).toEqual(['MP', 'MPvGP']);
    expect(json.teams['5']).toEqual({ name: 'Team 5', rank: 3, values: ['3', '3.5'], decidedBy: 'MP' });
    expect(json.audit['5']['MP'].map((c: { round: number; value: string }) => `${c.round}: ${c.value}`)).toEqual(['1: 2', '2: 0', '3: 1']);
    expect(json.audit['5']['MPvGP'][0].note).toBe('match against Team 6 won by forfeit: every board a forfeit win');
  });

  it('reads reference scores and the C.07 13 criteria in --criteria: BH:MP/C1, EMGSB/C1, SSSC, EDEBT', async () => {
    const c = capture();
    const code = await run(
      ['rank', join(TEAMS, 'swiss-6x2-trf26.trf'), '--criteria', 'PTS BH:MP EMGSB/C1 SSSC EDEBT', '--format', 'csv', '--quiet'],
      c.io,
    );
    expect(code).toBe(0);
    expect(c.out.join('\n').split('\n').slice(0, 3)).toEqual([
      'Rank,No.,Team,MP,BH:MP,EMGSB/C1,SSSC,EDEBT,Decided by',
      '1,1,Team 1,5,8,8,43/6,,MP',
      '2,4,Team 4,4,10,9.5,41/6,,MP',
    ]);
  });

  it('ranks by the sample team regulation: EDET puts Team 2 above Team 3 by board 1 of their drawn match (13.3.2)', async () => {
    const c = capture();
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');
    const code = await run(['rank', join(TEAMS, 'swiss-6x2-trf26.trf'), '--regulation', regulation, '--format', 'json', '--quiet'], c.io);
    expect(code).toBe(0);
    const json = JSON.parse(c.out.join(''));
    expect(json.tiebreaks).toEqual(['MP', 'EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
    expect([json.teams['2'].rank, json.teams['2'].decidedBy, json.teams['3'].rank]).toEqual([4, 'EDET/P', 5]);
  });

  it('a team regulation on an individual crosstable is an error (exit 1)', async () => {
    const c = capture();
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');
    const code = await run(['rank', join(FIXTURE_DIR, 'pub09_rr_6.trf'), '--regulation', regulation, '--quiet'], c.io);
    expect(code).toBe(1);
    expect(c.err.join('\n')).toContain('engine/team-regulation-on-individual-event');
  });

  it('refuses --out for a team event with a usage error (exit 1)', async () => {
    const c = capture();
    const code = await run(['rank', join(TEAMS, 'swiss-6x2-trf26.trf'), '--out', join(REPO_ROOT, 'out-teams.xlsx')], c.io);
    expect(code).toBe(1);
    expect(c.err.join('\n')).toContain('team event');
  });

  it('a criterion that ranks players in a team list is an error: exit 1', async () => {
    const c = capture();
    const code = await run(['rank', join(TEAMS, 'swiss-6x2-trf26.trf'), '--criteria', 'PTS ARO', '--quiet'], c.io);
    expect(code).toBe(1);
    expect(c.err.join('\n')).toContain('engine/player-criterion-in-team-event');
  });
});
