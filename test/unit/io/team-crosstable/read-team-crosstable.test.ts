import { describe, expect, it } from 'vitest';
import { isTeamCrosstable, readTeamCrosstable } from '../../../../io';

const at = (issues: { code: string; severity: string; location: { kind: string } }[]) =>
  issues.map((i) => {
    const l = i.location as { kind: string; sheet?: string; row?: number; column?: number };
    return `${i.severity} ${i.code} R${l.row}C${l.column}`;
  });

const SWISS = [
  ['Ranking crosstable after Round 2'],
  ['Rk.', 'Mannschaft', '1.Rd', '2.Rd', 'TB1', 'TB2'],
  [1, 'Alpha', '3w2½', '2b2', 4, 4.5],
  [2, 'Beta', '4b3', '1w2', 3, 5],
  [3, 'Gamma', '1b1½', '4w2', 2, 3.5],
  [4, 'Delta', '2w1', '3b2', 1, 3],
];

describe('readTeamCrosstable', () => {
  it('reads a Swiss ranking crosstable: opponent rank, colour, game points (C.07 11.1 from the totals)', () => {
    expect(isTeamCrosstable(SWISS)).toBe(true);
    const read = readTeamCrosstable(SWISS, { sheet: 'X' });
    expect(read.issues).toEqual([]);
    expect(read.summary).toBe('4 teams, 2 rounds, 4 boards, match totals only');
    const alpha = read.event!.teams[0]!;
    expect(alpha.rounds[0]).toMatchObject({ kind: 'match', opponent: 3, boards: [] });
    expect(alpha.rounds[0]!.kind === 'match' && alpha.rounds[0]!.gamePoints!.theirs.toDecimalString()).toBe('1.5');
  });

  it('is told from the first 50 rows, where a crosstable header must be, not from every row of the sheet', () => {
    const title = (n: number) => Array.from({ length: n }, (_, i) => [`Line ${i + 1}`]);
    expect(isTeamCrosstable([...title(44), ...SWISS])).toBe(true);
    expect(isTeamCrosstable([...title(49), ...SWISS])).toBe(false);
  });

  it('an individual crosstable (a Name column) is not a team crosstable', () => {
    expect(
      isTeamCrosstable([
        ['Rk.', 'Name', '1.Rd', 'Pts.'],
        [1, 'Doe', '2w1', 1],
      ]),
    ).toBe(false);
  });

  it('reports bad cells where they are: unknown, an opponent no row has, a match one side only', () => {
    const cells = SWISS.map((row) => [...row]);
    cells[2]![2] = '3w2x'; // unreadable
    cells[3]![3] = '9w2'; // no such team
    cells[4]![3] = '2w2'; // Gamma says it met Beta in round 2; Beta's cell is broken, Delta's says Gamma
    const read = readTeamCrosstable(cells, { sheet: 'Teams', origin: { row: 5, column: 2 } });
    expect(read.event).toBeUndefined();
    expect(at(read.issues)).toEqual([
      'error team-crosstable/unknown-cell R7C4',
      // Alpha's round 2 names Beta, whose cell names team 9; Delta's names Gamma, whose cell names Beta.
      'error team-crosstable/match-one-sided R7C5',
      'error team-crosstable/bad-opponent R8C5',
      'error team-crosstable/match-one-sided R9C5',
      'error team-crosstable/match-one-sided R10C5',
    ]);
    expect(read.issues[0]!.message).toContain("found '3w2x'");
  });

  it('reads a round robin teams × teams and places the matches in rounds, with a warning', () => {
    const cells = [
      ['Rk.', 'Team', '1', '2', '3', '4', 'TB1', 'TB2'],
      [1, 'B', '*', '1½', '3', '2½', 4, 7],
      [2, 'A', '2½', '*', '1½', '2', 3, 6],
      [3, 'D', '1', '2½', '*', '2', 3, 5.5],
      [4, 'C', '1½', '2', '2', '*', 2, 5.5],
    ];
    const read = readTeamCrosstable(cells, { sheet: 'RR' });
    expect(at(read.issues)).toEqual(['warning team-crosstable/round-unknown R1C3']);
    const event = read.event!;
    expect([event.type, event.rounds, event.boards]).toEqual(['round-robin', 3, 4]);
    // Every team meets every other once, one match a round.
    for (const team of event.teams) expect(new Set(team.rounds.map((r) => r.kind === 'match' && r.opponent)).size).toBe(3);
  });

  it('a round robin whose cells disagree, and a crosstable in match points, are errors at their cells', () => {
    const cells = [
      ['Kreuztabelle nach Rang (MP)'],
      ['Rg.', 'Mannschaft', '1', '2', '3'],
      [1, 'B', '*', '', '3'],
      [2, 'A', '2', '*', 'x'],
      [3, 'C', '1', '1', '*'],
    ];
    const read = readTeamCrosstable(cells, { sheet: 'RR' });
    expect(at(read.issues)).toEqual([
      'error team-crosstable/match-points-cells R1C1',
      'warning team-crosstable/round-unknown R2C3',
      'error team-crosstable/match-one-sided R3C4',
      'error team-crosstable/unknown-cell R4C5',
    ]);
  });

  it('no match with game points: the boards cannot be told', () => {
    const read = readTeamCrosstable(
      [
        ['Rk.', 'Team', '1.Rd'],
        [1, 'A', '2w+'],
        [2, 'B', '1b-'],
      ],
      { sheet: 'S' },
    );
    expect(at(read.issues)).toEqual(['error team-crosstable/no-boards R1C3']);
  });
});
