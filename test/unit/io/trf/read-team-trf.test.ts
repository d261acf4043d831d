import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateTeamEvent, type Regulation, type TeamEvent } from '../../../../engine';
import { readTeamTrf, readTrf, teamStandingsBlock } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

const TEAMS = join(REPO_ROOT, 'test', 'golden', 'teams');
const ROUND_ROBIN = readFileSync(join(TEAMS, 'round-robin-4x4-trf16.trf'), 'latin1');
const SWISS = readFileSync(join(TEAMS, 'swiss-6x2-trf26.trf'), 'latin1');

function event(text: string): TeamEvent {
  const read = readTeamTrf(text, { file: 't.trf' });
  expect(read.issues.map((i) => i.message)).toEqual([]);
  return read.event!;
}

function regulation(list: string[]): Regulation {
  return {
    name: 't',
    edition: 'fide-2026',
    unplayed: { forfeitCap: 'opponent' },
    tiebreaks: list.map((text) => ({ code: text, text })),
    after: { kind: 'shared' },
  };
}

const where = (text: string) =>
  readTeamTrf(text, { file: 't.trf' }).issues.map(
    (i) => `${i.location.kind === 'text' ? `${i.location.line}:${i.location.column}` : ''} ${i.severity} ${i.code}`,
  );

describe('readTeamTrf: TRF-16 with 013 team lines (test/golden/teams/round-robin-4x4-trf16.trf)', () => {
  it('reads four teams of four members in board order, four boards, a round robin', () => {
    const e = event(ROUND_ROBIN);
    expect(e.teams.map((t) => `${t.id} ${t.name}: ${t.members.join(' ')}`)).toEqual([
      '1 Team A: 1 2 3 4',
      '2 Team B: 5 6 7 8',
      '3 Team C: 9 10 11 12',
      '4 Team D: 13 14 15 16',
    ]);
    expect([e.boards, e.rounds, e.type]).toEqual([4, 3, 'round-robin']);
  });

  it('groups round 1’s games into A–B board by board, from A’s side: 1 = 1 0, White on boards 1 and 3', () => {
    const round1 = event(ROUND_ROBIN).teams[0]!.rounds[0]!;
    expect(round1.kind === 'match' && round1.opponent).toBe(2);
    expect(
      round1.kind === 'match' && round1.boards.map((b) => `${b.board} ${b.colour} ${b.result.kind === 'played' ? b.result.outcome : ''}`),
    ).toEqual(['1 white win', '2 black draw', '3 white win', '4 black loss']);
  });

  it('ranks B, A, D, C on MP 4, 3, 3, 2 with MPvGP 7, 6, 5.5, 5.5 and BC 17.5, 13.5, 15, 14', () => {
    const block = teamStandingsBlock(evaluateTeamEvent(event(ROUND_ROBIN), regulation(['PTS', 'MPvGP', 'BC'])));
    expect(block).toEqual([
      ['Place', 'No', 'Team', 'MP', 'MPvGP', 'BC', 'Decided by'],
      [1, 2, 'Team B', 4, 7, 17.5, 'MP'],
      [2, 1, 'Team A', 3, 6, 13.5, 'MPvGP'],
      [3, 4, 'Team D', 3, 5.5, 15, 'MPvGP'],
      [4, 3, 'Team C', 2, 5.5, 14, 'MP'],
    ]);
  });

  it('no longer reports 013 as unsupported; readTrf alone still does', () => {
    expect(readTrf(ROUND_ROBIN).issues.map((i) => i.code)).toContain('trf/unsupported-record');
    expect(readTeamTrf(ROUND_ROBIN).issues).toEqual([]);
  });
});

describe('readTeamTrf: TRF-2026 with 310, 320, 330, 352, 362 (test/golden/teams/swiss-6x2-trf26.trf)', () => {
  it('reads the forfeited match (330 +- round 1, team 5 v 6), the PABs (320 rounds 2, 3) and the absent team', () => {
    const e = event(SWISS);
    const kinds = e.teams.map((t) => `${t.name}: ${t.rounds.map((r) => r.kind).join(' ')}`);
    expect(kinds).toEqual([
      'Team 1: match match match',
      'Team 2: match pab match',
      'Team 3: match match match',
      'Team 4: match match match',
      'Team 5: forfeit-win match pab',
      'Team 6: forfeit-loss absent absent',
    ]);
    expect([e.boards, e.type, e.matchPoints.win.toString(), e.matchPoints.pab.toString(), e.pabGamePoints?.toString()]).toEqual(
      ['2', 'swiss', '2', '1', '1'].map((v, i) => (i === 0 ? 2 : v)),
    );
    expect(e.teams[4]!.fields).toMatchObject({ nickname: 'T5', 'declared match points': '3.0', 'declared game points': '3.5' });
  });

  it('ranks T1, T4, T5, T3, T2, T6: MP 5, 4, 3, 2, 2, 0; T3 over T2 by MPvGP 2.5 v 2', () => {
    const block = teamStandingsBlock(evaluateTeamEvent(event(SWISS), regulation(['PTS', 'MPvGP', 'BC'])));
    expect(block.slice(1).map((row) => row.join(' '))).toEqual([
      '1 1 Team 1 5 4.5 6.5 MP',
      '2 4 Team 4 4 3.5 5.5 MP',
      '3 5 Team 5 3 3.5 6.5 MP',
      '4 3 Team 3 2 2.5 4.5 MPvGP',
      '5 2 Team 2 2 2 4 MPvGP',
      '6 6 Team 6 0 0 0 MP',
    ]);
  });

  it('reads 362 3-1-0 match points: a PAB then scores the 320 line’s 1.0, T1 7 = 3 + 3 + 1', () => {
    const e = event(SWISS.replace('362 TW 2.0   TD 1.0   TL 0.0', '362 TW 3.0   TD 1.0   TL 0.0').replace(/^(310.{51}).{6}/gm, '$1      '));
    const mp = evaluateTeamEvent(e, regulation(['PTS'])).columns[0]!.values.get(1)!;
    expect(mp.kind === 'value' && mp.value.toString()).toBe('7');
  });
});

describe('readTeamTrf: problems, each at its line and column', () => {
  it('a member number no 001 line has: error at the member’s field', () => {
    // Team D's line-up then starts at player 14: its boards are shifted, and the board-order warnings say so.
    const issues = where(ROUND_ROBIN.replace('013 Team D                            13', '013 Team D                            17'));
    expect(issues).toContain('26:39 error trf/unknown-team-member');
    expect(issues).toContain('19:5 error trf/player-without-team');
  });

  it('a player listed in two teams: error where the second team lists him', () => {
    expect(where(ROUND_ROBIN.replace('013 Team D                            13', '013 Team D                            12'))).toContain(
      '26:39 error trf/member-of-two-teams',
    );
  });

  it('a 310 line whose match points differ from the games: a warning at column 55', () => {
    expect(
      where(
        SWISS.replace(
          '310   1 Team 1                           T1              5.0',
          '310   1 Team 1                           T1              6.0',
        ),
      ),
    ).toEqual(['21:55 warning trf/team-points-mismatch']);
  });

  it('a 320 PAB for a team that played that round: error at the 320 line', () => {
    expect(where(SWISS.replace('320  1.0  1.0 000 002 005', '320  1.0  1.0 001 002 005'))).toContain('27:1 error trf/team-bye-with-match');
  });
});
