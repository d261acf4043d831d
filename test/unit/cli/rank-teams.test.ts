import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { OWNER_MARK, REGULATION_MARK } from '../../../io';
import { REPO_ROOT } from '../../support/fixture-paths';
import { FIXTURE_DIR } from '../../support/fixtures';
import { blockRecords, headerValues, openWorkbook, sheetRows } from '../../support/xlsx';
import { capture } from '../../support/cli';

const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams');
const SWISS = join(TEAMS, 'swiss-6x2-trf26.trf');
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('regula rank on a TRF with team lines', () => {
  it('prints the team standings of the 013 round robin: B, A, D, C (C.07 11.1, 13.1)', async () => {
    const c = capture();
    const code = await run(['rank', join(TEAMS, 'round-robin-4x4-trf16.trf'), '--criteria', 'PTS MPvGP BC', '--quiet'], c.io);
    expect(code).toBe(0);
    const rows = c.out.join('\n').split('\n');
    expect(rows[0]).toMatch(/^Place\s+No\s+Team\s+MP\s+MPvGP\s+BC\s+Decided by$/);
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
    expect([json.format, json.kind, json.score]).toEqual(['regula-standings/1', 'teams', 'match-points']);
    expect(json.players['5']).toEqual([3, 3.5]);
    expect(json.rank['5']).toBe(3);
    expect(json.standings[2]).toEqual({ no: 5, name: 'Team 5', rank: 3, decidedBy: 'MP' });
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
      'Place,No,Team,MP,BH:MP,EMGSB/C1,SSSC,EDEBT,Decided by',
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
    expect([json.rank['2'], json.rank['3']]).toEqual([4, 5]);
    // EDET/P separated Teams 2 and 3: the value is the position inside the tie, as DE's is; what it compared is beside.
    expect([json.players['2'][1], json.players['3'][1], json.players['1'][1]]).toEqual([1, 2, 0]);
    expect(json.standings.find((s: { no: number }) => s.no === 2)).toEqual({
      no: 2,
      name: 'Team 2',
      rank: 4,
      decidedBy: 'EDET/P',
      compared: { 'EDET/P': 'MP 1 | GP 1 | TBR board 1 1' },
    });
  });

  it('a team regulation on an individual crosstable is an error (exit 1)', async () => {
    const c = capture();
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-team-swiss.regula');
    const code = await run(['rank', join(FIXTURE_DIR, 'pub09_rr_6.trf'), '--regulation', regulation, '--quiet'], c.io);
    expect(code).toBe(1);
    expect(c.err.join('\n')).toContain('engine/team-regulation-on-individual-event');
  });

  it('a criterion that ranks players in a team list is an error of the list, said by the language: exit 1', async () => {
    const c = capture();
    const code = await run(['rank', join(TEAMS, 'swiss-6x2-trf26.trf'), '--criteria', 'PTS ARO', '--quiet'], c.io);
    expect(code).toBe(1);
    expect(c.err.join('\n')).toContain('--criteria "ARO": "ARO" ranks players; a team event is ranked by the team criteria');
  });
});

/*
 * swiss-6x2-trf26.trf (test/golden/teams/README.md): MP T1 5, T4 4, T5 3, T2 2, T3 2, T6 0
 * (C.07 11.1, 2-1-0; a team PAB a draw's, C.04.6 1.4). T2 and T3 drew their round-3 match
 * 1–1 (board 1 won by T2, board 2 by T3): EDET (13.3) finds them level on MP (1 v 1) and on
 * GP (1 v 1) in their direct encounter, and 13.3.2's TBR over that match puts T2 first
 * (board 1: 1 v 0).
 */
describe('regula rank --out on a team event', () => {
  it('writes a new workbook: the crosstable of teams with the result block, Regula Standings, Regula Audit, Regulation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-teams-'));
    const out = join(dir, 'teams.xlsx');
    const c = capture();
    expect(await run(['rank', SWISS, '--regulation', REGULATION, '--out', out, '--quiet'], c.io)).toBe(0);
    const book = await openWorkbook(out);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Crosstable', 'Regula Standings', 'Regula Audit', 'Regulation']);
    for (const name of ['Regula Standings', 'Regula Audit']) expect(book.getWorksheet(name)!.getCell('A1').value).toBe(OWNER_MARK);
    expect(book.getWorksheet('Regulation')!.getCell('A1').value).toBe(REGULATION_MARK);

    const header = headerValues(book.getWorksheet('Regula Standings')!);
    expect(header).toMatchObject({
      Regulation: 'Team Swiss',
      Version: '2026',
      Rules: 'fide-2026 team swiss',
      'Ranking list': 'MP, EDET/P, EMGSB/C1/P, BH:MP/C1/P, MPvGP',
      'Regulation hash (SHA-256)': sha256(REGULATION),
      Input: 'swiss-6x2-trf26.trf',
      // The team event as read (pipeline/input-hash.ts), then the file's bytes.
      'Input hash (SHA-256)': expect.stringMatching(/^[0-9a-f]{64}$/),
      'Input file hash (SHA-256)': sha256(SWISS),
    });
    expect(headerValues(book.getWorksheet('Regula Audit')!)['Regulation hash (SHA-256)']).toBe(sha256(REGULATION));

    const standings = blockRecords(book.getWorksheet('Regula Standings')!, ['Place', 'No', 'Team']);
    expect(standings.map((s) => [s['Place'], s['No'], s['MP'], s['Decided by']])).toEqual([
      [1, 1, 5, 'MP'],
      [2, 4, 4, 'MP'],
      [3, 5, 3, 'MP'],
      [4, 2, 2, 'EDET/P'],
      [5, 3, 2, 'EDET/P'],
      [6, 6, 0, 'MP'],
    ]);
    expect(standings[3]!['EDET/P']).toBe('MP 1 | GP 1 | TBR board 1 1');
    // EMGSB/C1 (13.2, 14.1.2) of T4: opponents' MP × own GP: T3 2 × 1 = 2 (cut), T5 3 × 1.5 = 4.5, T1 5 × 1 = 5 → 9.5.
    expect(standings[1]!['EMGSB/C1/P']).toBe(9.5);

    const audit = blockRecords(book.getWorksheet('Regula Audit')!, ['No', 'Team', 'Criterion']);
    const cut = audit.find((a) => a['No'] === 4 && a['Criterion'] === 'EMGSB/C1/P' && a['Round'] === 1)!;
    expect([cut['Opponent'], cut['Opponent value'], cut['Scored'], cut['Contribution'], cut['Counted']]).toEqual([3, 2, 1, 2, 'no']);
    expect(cut['Note']).toBe('opponent’s MP 2 × own GP 1; cut: least significant (C.07 14.1)');
    const tbr = audit.find((a) => a['No'] === 2 && a['Criterion'] === 'EDET/P' && String(a['Note']).startsWith('TBR'))!;
    expect([tbr['Round'], tbr['Opponent'], tbr['Contribution'], tbr['Note']]).toEqual([3, 3, 1, 'TBR board 1 (C.07 13.3.2): board 1: win']);

    const rows = sheetRows(book.getWorksheet('Crosstable')!);
    const rank = rows[0]!.indexOf('Rank');
    expect(rows[0]!.slice(0, 5)).toEqual(['No', 'Team', 'R1 Opp', 'R1 MP', 'R1 GP']);
    expect(rows[0]![rank - 1]).toBeNull();
    // Team 5: forfeit win against Team 6 (2 MP, every board a forfeit win: 2 GP), placed 3rd.
    expect([rows[5]![1], rows[5]![2], rows[5]![3], rows[5]![4], rows[5]![rank]]).toEqual(['Team 5', '6 forfeit won', 2, 2, 3]);
  });

  it('writes the standings as CSV and the JSON with every contribution', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-teams-'));
    const c = capture();
    const csv = join(dir, 'teams.csv');
    const json = join(dir, 'teams.json');
    expect(await run(['rank', SWISS, '--criteria', 'PTS MPvGP', '--out', csv, '--quiet'], c.io)).toBe(0);
    expect(await run(['rank', SWISS, '--criteria', 'PTS MPvGP', '--out', json, '--quiet'], c.io)).toBe(0);
    expect(readFileSync(csv, 'utf8').split('\n').slice(0, 3)).toEqual([
      'Place,No,Team,MP,MPvGP,Decided by',
      '1,1,Team 1,5,4.5,MP',
      '2,4,Team 4,4,3.5,MP',
    ]);
    const document = JSON.parse(readFileSync(json, 'utf8'));
    expect([document.players['3'], document.rank['3']]).toEqual([[2, 2.5], 4]);
    expect(document.standings[3]).toEqual({ no: 3, name: 'Team 3', rank: 4, decidedBy: 'MPvGP' });
    expect(document.audit['6']['MP'][1]).toEqual({ round: 2, value: '0', note: 'not paired' });
  });

  it('never writes over the input, and a team file with errors is not ranked: exit 1', async () => {
    const c = capture();
    expect(await run(['rank', SWISS, '--out', SWISS], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('never overwrites');

    const dir = mkdtempSync(join(tmpdir(), 'regula-teams-'));
    const broken = join(dir, 'broken.trf');
    // A 310 line without its team number (columns 5–7).
    writeFileSync(broken, readFileSync(SWISS, 'utf8').replace('310   2 Team 2 ', '310     Team 2 '));
    const out = join(dir, 'broken.xlsx');
    const d = capture();
    expect(await run(['rank', broken, '--out', out], d.io)).toBe(1);
    expect(d.err.join('\n')).toContain('trf/bad-team-record');
    expect(d.err.join('\n')).toContain('not ranked: the team event has errors');
  });
});
