import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { readTeamTrf, readTrf } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * Each TRF-2026 team record form as the specification writes it (FIDE Handbook, TRF26.pdf):
 * 240 team byes ("Bye Section (240 records)": F, H, Z; "Player/Team ID" in 11–14, 16–19 …),
 * 299 in its columns (type 5, match points 8–11, game points 14–17, round 20–22, teams 24–27
 * …; a blank type is a penalty or bonus), and 802 cells in the record's table columns and as
 * its own example places them. On edited copies of the six-team Swiss (test/golden/teams:
 * T6 lost round 1 by forfeit and was not paired in rounds 2 and 3; T2 had the PAB in round
 * 2, T5 in round 3). Lines added at the end are lines 29, 30 ….
 */
const SWISS = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'swiss-6x2-trf26.trf'), 'latin1');
const T6_310 = '310   6 Team 6                           T6              0.0    0.0   6';
const T1_310 = '310   1 Team 1                           T1              5.0    4.5   1';

const withLines = (text: string, ...lines: string[]) => `${text.trimEnd()}\n${lines.join('\n')}\n`;
/** The 310 line with other match points (columns 55–60) and game points (62–67). */
const declaring = (text: string, line: string, mp: string, gp: string) =>
  text.replace(line, `${line.slice(0, 54)}${mp.padStart(6)} ${gp.padStart(6)}${line.slice(67)}`);

/** An 802 line: team 5–7, nickname 9–13, MP 15–20, GP 22–27, then 13-column cells from `from` (29 in the table, 30 in the example). */
function line802(team: number, mp: string, gp: string, cells: string[][], from = 29): string {
  const head = `802 ${String(team).padStart(3)} ${`T${team}`.padEnd(5)} ${mp.padStart(6)} ${gp.padStart(6)}`.padEnd(from - 1);
  return (
    head +
    cells
      .map(([who, colour, points, flag]) => `${who!.padStart(3)} ${(colour ?? '').padEnd(1)} ${points!.padStart(4)}${flag ?? ' '}  `)
      .join('')
  );
}
const read = (text: string) => readTeamTrf(text, { file: 't.trf' });
const issues = (text: string) =>
  read(text).issues.map(
    (i) => `${i.location.kind === 'text' ? `${i.location.line}:${i.location.column}` : ''} ${i.severity} ${i.code}: ${i.message}`,
  );

function scores(event: TeamEvent, team: number): string[] {
  return teamRoundScores(event, event.teams[team - 1]!).map((s) => `${s.matchPoints.toDecimalString()}/${s.gamePoints.toDecimalString()}`);
}

describe('TRF-2026 240: a team’s full-, half- or zero-point bye', () => {
  it('F and H give a won and a drawn match’s match points and a win’s and a draw’s game points on every board (the reference server’s FG = W*, HG = D*)', () => {
    const text = withLines(declaring(SWISS, T6_310, '3.0', '3.0'), '240 F 002    6', '240 H 003    6');
    expect(issues(text)).toEqual([]);
    const event = read(text).event!;
    expect(event.teams[5]!.rounds.map((r) => r.kind)).toEqual(['forfeit-loss', 'fpb', 'hpb']);
    expect(scores(event, 6)).toEqual(['0/0', '2/2', '1/1']);
  });

  it('Z is a zero-point bye: no points, and the round is the team’s own choice (a requested bye), not a round not paired', () => {
    const event = read(withLines(SWISS, '240 Z 002    6')).event!;
    expect(event.teams[5]!.rounds.map((r) => r.kind)).toEqual(['forfeit-loss', 'zpb', 'absent']);
    expect(scores(event, 6)).toEqual(['0/0', '0/0', '0/0']);
  });

  it('several teams on one line, in 4-column fields from column 11 (the specification’s example: "240 H 003  026  047")', () => {
    const text = withLines(declaring(SWISS, T6_310, '2.0', '2.0'), '240 H 002    6');
    expect(read(text).event!.teams[5]!.rounds[1]).toEqual({ kind: 'hpb' });
  });

  it('a bye for a team that played, had the PAB or forfeited that round is an error: the file says two things', () => {
    expect(issues(withLines(SWISS, '240 F 001    1'))).toEqual([
      '29:1 error trf/team-bye-with-match: team "Team 1" has a full-point bye (240) in round 1 but played a match',
    ]);
    expect(issues(withLines(SWISS, '240 H 002    2'))).toEqual([
      '29:14 error trf/team-bye-with-match: team 2 has a half-point bye in round 2 and a 320 PAB (line 27)',
    ]);
    expect(issues(withLines(SWISS, '240 F 001    6'))).toEqual([
      '29:14 error trf/team-bye-with-match: team 6 has a full-point bye in round 1 and a 330 forfeited match',
    ]);
  });

  it('a field that cannot be read, or an unknown team, is an error at its column', () => {
    expect(issues(withLines(SWISS, '240 X 002    6'))).toEqual([
      '29:5 error trf/bad-team-record: found "X" as the type of a 240 bye, expected F, H or Z',
    ]);
    expect(issues(withLines(SWISS, '240 F 002    9'))).toEqual([
      '29:14 error trf/unknown-team: found team 9, expected a team number of a 013/310 line',
    ]);
  });

  it('in an individual file a 240 line is a pairing program’s record of a player’s bye: left alone, as before', () => {
    const individual = SWISS.split('\n')
      .filter((l) => !/^(310|320|330|352|362)/.test(l))
      .concat(['240 H 004 0003'])
      .join('\n');
    expect(readTrf(individual, { file: 'i.trf' }).issues.filter((i) => i.message.includes('240'))).toEqual([]);
  });
});

describe('TRF-2026 299 in the columns of the specification', () => {
  it('a type and no round or team: every round with that result scores so (H: every half-point bye 1.5 MP)', () => {
    const text = withLines(declaring(SWISS, T6_310, '1.5', '1.0'), '240 H 003    6', '299 H   1.5   1.0');
    expect(issues(text)).toEqual([]);
    expect(scores(read(text).event!, 6)).toEqual(['0/0', '0/0', '1.5/1']);
  });

  it('no type: a penalty or bonus, added to its round (T1 loses one match point in round 2)', () => {
    const text = withLines(declaring(SWISS, T1_310, '4.0', '4.5'), '299    -1.0   0.0  002 0001');
    expect(issues(text)).toEqual([]);
    const event = read(text).event!;
    expect(scores(event, 1)).toEqual(['2/2', '1/1.5', '1/1']);
    expect(teamRoundScores(event, event.teams[0]!)[1]!.note).toBe(
      '1.5–0.5 against Team 3: a won match; -1 MP, 0 GP added (a penalty or bonus) by TRF 299, line 29: 1 MP, 1.5 GP',
    );
  });

  it('a penalty or bonus without a round is an error: it could be taken once or in every round', () => {
    expect(issues(withLines(SWISS, '299    -1.0   0.0  000 0001'))).toEqual([
      '29:20 error trf/bad-team-record: found a 299 penalty or bonus (no type in column 5) without a round, expected its round in columns 20–22: without one it could be taken once or in every round',
    ]);
  });

  it('a line in the columns with a field left blank names that field', () => {
    expect(issues(withLines(SWISS, '299 W         2.0  002 0006'))).toEqual([
      '29:8 error trf/bad-team-record: found "" as the match points of a 299 assignment, expected a number such as 1, 2.5 or -1.0',
    ]);
  });
});

describe('TRF-2026 802, read as the specification’s table and its example place the cells', () => {
  // T6: round 1 lost by forfeit against T5 (0 GP), rounds 2 and 3 not paired.
  const t6 = (cells: string[][], from?: number) => line802(6, '0.0', '0.0', cells, from);
  const rounds = [
    ['5', '', '0.0', 'f'],
    ['ZPB', '', '0.0'],
    ['ZPB', '', '0.0'],
  ];
  const table = t6(rounds);
  const t6Issues = (cells: string[][]) => issues(withLines(SWISS, t6(cells)));
  const example = t6(rounds, 30);

  it('the table’s columns (opponent 29–31, game points 35–38, f 39) and the example’s (one column right) both read, without a warning', () => {
    expect(issues(withLines(SWISS, table))).toEqual([]);
    expect(issues(withLines(SWISS, example))).toEqual([]);
  });

  it('an f of its own after the game points, or one written on them; the TRF result letters of a bye (F, H, Z, U)', () => {
    expect(issues(withLines(SWISS, `${table.slice(0, 38)} f${table.slice(40)}`))).toEqual([]);
    expect(
      t6Issues([
        ['5', '', '0.0f'],
        ['Z', '', '0.0'],
        ['Z', '', '0.0'],
      ]),
    ).toEqual([]);
  });

  it('the two-letter words PB (a PAB) and AB (absent: a zero-point bye or a round not paired) read, and are checked', () => {
    expect(
      t6Issues([
        ['5', '', '0.0f'],
        ['AB', '', '0.0'],
        ['AB', '', '0.0'],
      ]),
    ).toEqual([]);
    expect(
      t6Issues([
        ['5', '', '0.0f'],
        ['PB', '', '0.0'],
        ['AB', '', '0.0'],
      ]),
    ).toEqual([
      '29:43 warning trf/team-round-points-mismatch: team "Team 6" declares on its 802 line round 2: 0 GP with a PAB, the games 0 GP, not paired; the games count',
    ]);
  });

  it('a cell whose bye, opponent or forfeit differs from the games is a warning naming both', () => {
    expect(
      t6Issues([
        ['5', '', '0.0'],
        ['HPB', '', '0.0'],
        ['ZPB', '', '0.0'],
      ]),
    ).toEqual([
      '29:31 warning trf/team-round-points-mismatch: team "Team 6" declares on its 802 line round 1: 0 GP against team 5, the games 0 GP against team 5 (forfeited); round 2: 0 GP with a HPB, the games 0 GP, not paired; the games count',
    ]);
  });
});

describe('TRF-2026: a team without a match and without a record for the round is read one way, and the reading is said', () => {
  /** A round-2 block made blank: `before` is the round-1 block in front of it on the player's line. */
  const blankRound2 = (text: string, before: string, block: string) => text.replace(`${before}  ${block}`, `${before}  ${' '.repeat(8)}`);
  const unpaired = (text: string) => issues(text).filter((i) => i.includes('trf/team-round-unpaired'));

  it('team 6 with blank blocks in round 2 and no 240, 320 or 330 record: not paired, 0 match points, said at its 310 line', () => {
    const text = blankRound2(blankRound2(SWISS, '0009 b -', '0000 - Z'), '0010 w -', '0000 - Z');
    expect(unpaired(text)).toEqual([
      '26:1 warning trf/team-round-unpaired: team "Team 6" has no match in round 2 and no 240, 320 or 330 record for it; read as a round not paired: 0 match points and no game points, an unplayed round of the team (C.07 16)',
    ]);
    expect(read(text).event!.teams[5]!.rounds.map((r) => r.kind)).toEqual(['forfeit-loss', 'absent', 'absent']);
    expect(scores(read(text).event!, 6)).toEqual(['0/0', '0/0', '0/0']);
  });

  it('every member Z (the golden file’s team 6), a 240 line, or a 320 PAB declares the round: no warning', () => {
    expect(unpaired(SWISS)).toEqual([]);
    const declared = withLines(blankRound2(blankRound2(SWISS, '0009 b -', '0000 - Z'), '0010 w -', '0000 - Z'), '240 Z 002    6');
    expect(unpaired(declared)).toEqual([]);
    expect(read(declared).event!.teams[5]!.rounds[1]).toEqual({ kind: 'zpb' });
  });

  it('without 320 lines, one member U and the other blank: read as the PAB the U gives (a drawn match, 1 MP and 1 GP), and said', () => {
    const no320 = SWISS.replace(/^320 .*\n/m, '');
    // All members U (team 2 in round 2, team 5 in round 3): the players' lines give the PAB.
    expect(unpaired(no320)).toEqual([]);
    const text = blankRound2(no320, '0002 w 0', '0000 - U');
    expect(unpaired(text)).toEqual([
      '22:1 warning trf/team-round-unpaired: team "Team 2" has no match in round 2 and no 240, 320 or 330 record for it; read as the pairing-allocated bye its players\' U codes give (1 match point, and a draw\'s game points on every board, C.04.6 1.4)',
    ]);
    expect(read(text).event!.teams[1]!.rounds[1]).toEqual({ kind: 'pab' });
    expect(scores(read(text).event!, 2)[1]).toBe('1/1');
  });

  it('a TRF-16 file (013 lines) has no team records to declare a round: its players’ codes are read, without the warning', () => {
    const trf16 = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'round-robin-4x4-trf16.trf'), 'latin1');
    expect(unpaired(trf16)).toEqual([]);
  });
});
