import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { readBoardPairings, readTeamTrf, writeBoardPairings, writeTeamTrf } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';
import { generateTeamTrf } from '../../../support/generate-team-trf';

/*
 * writeTeamTrf writes a team event as TRF-2026 (310, 240, 299, 300, 320, 330, 352, 362, 802
 * beside the 001 lines), and readTeamTrf reads it back as the same event: the same teams,
 * rounds, boards and scores, with no warning.
 */
const read = (text: string, file = 't.trf') => readTeamTrf(text, { file });

function shape(event: TeamEvent) {
  return {
    type: event.type,
    rounds: event.rounds,
    boards: event.boards,
    teams: event.teams.map((t) => ({
      id: t.id,
      name: t.name,
      members: t.members,
      rounds: t.rounds,
      scores: teamRoundScores(event, t).map((s) => `${s.matchPoints.toDecimalString()}/${s.gamePoints.toDecimalString()}`),
    })),
    matchPoints: event.matchPoints,
    pabGamePoints: event.pabGamePoints?.toDecimalString(),
    assigned: (event.assignedPoints ?? []).map(({ source: _source, ...a }) => a),
  };
}

function roundTrip(text: string) {
  const first = read(text);
  expect(first.issues.filter((i) => i.severity === 'error')).toEqual([]);
  const written = writeTeamTrf(first.event!, first.crosstable!);
  const back = read(written, 'written.trf');
  return { first, written, back };
}

describe('writeTeamTrf', () => {
  it('the 50 × 14 TRF-2026 sample: written and read back, the same event, no warning', () => {
    const sample = generateTeamTrf({ seed: 2026, teams: 50, boards: 4, rounds: 14, teamBye: 0.04, outOfOrder: 0.05, assignments: 3 });
    const { first, written, back } = roundTrip(sample.text);
    expect(back.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    expect(shape(back.event!)).toEqual(shape(first.event!));
    for (const code of ['240', '299', '300', '310', '320', '330', '352', '362', '802'])
      expect(written).toMatch(new RegExp(`^${code} `, 'm'));
  });

  it.each(['swiss-6x2-trf26.trf', 'round-robin-4x4-trf16.trf'])('the golden team event %s: the same event', (file) => {
    const text = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', file), 'latin1');
    const { first, back } = roundTrip(text);
    expect(back.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    expect(shape(back.event!)).toEqual(shape(first.event!));
  });

  it('writes each record in the columns of TRF-2026, 240 byes and 802 rounds included', () => {
    const players = [
      '001    1 m    A1                                2000 FID                         1.5    1     3 w 1     3 b =',
      '001    2 m    A2                                2000 FID                         1.0    2     4 b 0     4 w 1',
      '001    3 m    B1                                2000 FID                         0.5    3     1 b 0     1 w =',
      '001    4 m    B2                                2000 FID                         1.0    4     2 w 1     2 b 0',
      '001    5 m    C1                                2000 FID                         0.0    5',
      '001    6 m    C2                                2000 FID                         0.0    6',
      '001    7 m    D1                                2000 FID                         0.0    7',
      '001    8 m    D2                                2000 FID                         0.0    8',
    ];
    const teams = [
      '352 WB',
      '362 TW 2.0   TD 1.0   TL 0.0',
      '310   1 Alpha                            ALP             3.0    2.5   1     1    2',
      '310   2 Beta                             BET             1.0    1.5   3     3    4',
      '310   3 Gamma                            GAM             3.0    3.0   1     5    6',
      '310   4 Delta                            DEL             1.0    1.0   3     7    8',
      '240 F 001    3',
      '240 Z 001    4',
      '240 H 002    3    4',
      '802   1 ALP      3.0    2.5   2 w  1.0     2 b  1.5',
      '802   2 BET      1.0    1.5   1 b  1.0     1 w  0.5',
      '802   3 GAM      3.0    3.0 FPB    2.0   HPB    1.0',
      '802   4 DEL      1.0    1.0 ZPB    0.0   HPB    1.0',
    ];
    const { first, written, back } = roundTrip(['012 Columns', 'XXR 2', ...players, ...teams].join('\n') + '\n');
    expect(first.issues.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    expect(written.split('\n').filter((l) => /^(240|310|352|362|802) /.test(l))).toEqual(teams);
    expect(shape(back.event!)).toEqual(shape(first.event!));
  });

  it('the board pairings of a team event keep its 240 byes ("full-point bye" … as the opponent) and read back the same', () => {
    const sample = generateTeamTrf({ seed: 7, teams: 12, boards: 4, rounds: 7, teamBye: 0.1 });
    const event = read(sample.text).event!;
    expect(event.teams.some((t) => t.rounds.some((r) => r.kind === 'fpb' || r.kind === 'hpb'))).toBe(true);
    const back = readBoardPairings(writeBoardPairings(event), { sheet: 'Pairings' });
    expect(back.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(back.event!.teams.map((t) => t.rounds.map((r) => r.kind))).toEqual(event.teams.map((t) => t.rounds.map((r) => r.kind)));
    expect(back.event!.teams.map((t) => teamRoundScores(back.event!, t).map((s) => s.gamePoints.toDecimalString()))).toEqual(
      event.teams.map((t) => teamRoundScores(event, t).map((s) => s.gamePoints.toDecimalString())),
    );
  });
});
