import { describe, expect, it } from 'vitest';
import { computeScores, DRAUGHTS } from '../../../../engine';
import { readGrid, type CellValue } from '../../../../io';
import { grid, issueKeys } from '../../../support/grid-fixtures';

const US = `
#,Name,Rtg,Rd 1,Rd 2,Rd 3,Total
1,Ann,1800,W4 (w),W3 (b),D2 (w),2.5
2,Bob,1700,W3 (b),D4 (b),D1 (b),2
3,Cid,1600,L2 (w),L1 (w),L4 (w),0
4,Dee,1500,L1 (b),D2 (w),W3 (b),1.5
`;

const read = (cells: CellValue[][], options: Partial<Parameters<typeof readGrid>[1]> = {}) =>
  readGrid(cells, { sheet: 'Crosstable', ...options });

describe('readGrid: where things are', () => {
  it('addresses cells from the origin of the range', () => {
    const cells = grid(US.replace('W3 (b),D4', 'W3x,D4'));
    const { issues, layout } = read(cells, { sheet: 'Round 3', origin: { row: 5, column: 3 } });
    expect(issueKeys(issues)).toEqual(["grid/unknown-token 'Round 3'!F7 error"]);
    expect(layout.headerRow).toBe(5);
    expect(layout.playerRows).toEqual([6, 7, 8, 9]);
    expect(layout.columns[0]).toEqual({ column: 3, address: "'Round 3'!C5", header: '#', role: { kind: 'line-number' } });
  });

  it('skips title rows above the header and blank rows between players', () => {
    const cells = grid(`Final standings\n\n${US.trim().replace('\n3,Cid', '\n,,,,,,\n3,Cid')}`);
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(layout.headerRow).toBe(3);
    expect(layout.playerRows).toEqual([4, 5, 7, 8]);
    expect(crosstable!.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
  });

  it('reads a note in the name column below a blank row as a note, not a player; a numbered row there is still a player', () => {
    const noted = grid(`Name,Rd 1,Rd 2\nAnn,W2,D3\nBob,L1,B---\nCid,B---,D1\n,,\nTie-breaks: modified median,,`);
    const { crosstable, issues, layout } = read(noted);
    expect(crosstable!.players.map((p) => p.name)).toEqual(['Ann', 'Bob', 'Cid']);
    expect(layout.playerRows).toEqual([2, 3, 4]);
    expect(issueKeys(issues)).toEqual(["grid/skipped-row 'Crosstable'!A6 warning"]);
    expect(issues[0]!.message).toContain("found 'Tie-breaks: modified median' below a blank row");

    // A numbered row below the blank is a player, and her empty rounds are reported.
    const late = read(grid(`${US.trim()}\n,,,,,,\n5,Eve,1400,,,,0`));
    expect(late.layout.playerRows).toEqual([2, 3, 4, 5, 7]);
    expect(issueKeys(late.issues)).toEqual([
      "grid/missing-round 'Crosstable'!D7 error",
      "grid/missing-round 'Crosstable'!E7 error",
      "grid/missing-round 'Crosstable'!F7 error",
    ]);
  });

  it('accepts the columns in any order and keeps unknown columns as fields', () => {
    const cells = grid(`
Rd 2,Club,Name,Rd 1,#,Rd 3,Total
W3 (b),Kings,Ann,W4 (w),1,D2 (w),2.5
D4 (b),Queens,Bob,W3 (b),2,D1 (b),2
L1 (w),,Cid,L2 (w),3,L4 (w),0
D2 (w),Kings,Dee,L1 (b),4,W3 (b),1.5
`);
    const { crosstable, issues } = read(cells);
    expect(issues).toEqual([]);
    expect(crosstable!.players[0]!.rounds[1]).toEqual({ kind: 'played', opponent: 3, colour: 'black', outcome: 'win' });
    expect(crosstable!.players.map((p) => p.fields)).toEqual([{ Club: 'Kings' }, { Club: 'Queens' }, { Club: '' }, { Club: 'Kings' }]);
  });

  it("recognises chess-results' unnamed title column and keeps a second name column as a field under its header", () => {
    const cells = grid(`
No.,,Name,Name,1.Rd,2.Rd
1,GM,Carlsen,Magnus,2b1,-1
2,,Doe,Jane,1w0,-1
`);
    const { crosstable, issues } = read(cells);
    expect(issues).toEqual([]);
    expect(crosstable!.players[0]!.title).toBe('GM');
    expect(crosstable!.players[1]!.title).toBeUndefined();
    expect(crosstable!.players[0]!.fields).toEqual({ Name: 'Magnus' });
  });
});

describe('readGrid: values as Excel hands them over', () => {
  it('reads numbers, not only text', () => {
    const cells: CellValue[][] = [
      ['No.', 'Name', 'Rtg', 1, 2, 3, 'Pts'],
      [1, 'Ann', 1800, 'X', 1, 0.5, 1.5],
      [2, 'Bob', 0, 0, 'X', 1, 1],
      [3, 'Cid', null, 0.5, 0, 'X', 0.5],
    ];
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(layout.name).toBe('round-robin');
    expect(crosstable!.players.map((p) => [p.rating, p.declaredPoints?.toString()])).toEqual([
      [1800, '3/2'],
      [undefined, '1'],
      [undefined, '1/2'],
    ]);
  });
});

describe('readGrid: layouts', () => {
  it('reads German Swiss-Manager headers with s for black and decimal commas', () => {
    const cells = grid(`
Rg.;SNr.;Spieler;Elo;Land;1.Runde;2.Runde;Punkte
1;2;Bauer, Eva;2100;GER;3s1;2w½;1,5
2;3;Zoll, Udo;1900;SUI;-1;1s½;1,5
3;1;Adler, Max;2000;AUT;1w0;-1;1
`);
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(layout.name).toBe('swiss-manager');
    // A ranking crosstable: cells name lines (3 = Adler, starting number 1; 2 = Zoll, starting number 3).
    expect(layout.opponentNumbers).toBe('line');
    expect(crosstable!.players.find((p) => p.id === 2)!.rounds).toEqual([
      { kind: 'played', opponent: 1, colour: 'black', outcome: 'win' },
      { kind: 'played', opponent: 3, colour: 'white', outcome: 'draw' },
    ]);
    expect(crosstable!.players.map((p) => [p.federation, p.rating, p.declaredPoints!.toString()])).toEqual([
      ['AUT', 2000, '1'],
      ['GER', 2100, '3/2'],
      ['SUI', 1900, '3/2'],
    ]);
  });

  it('reads bare-number round headers as rounds when the table is not a square', () => {
    const cells = grid(`
No.,Name,1,2,3
1,Ann,4w1,3b1,2w½
2,Bob,3b1,4b½,1b½
3,Cid,2w0,1w0,4w0
4,Dee,1b0,2w½,3b1
5,Eve,-1,-1,-1
`);
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(layout.name).toBe('swiss-manager');
    expect(layout.notes.join(' ')).toMatch(/read as rounds/);
    expect(crosstable!.rounds).toBe(3);
  });

  it('accepts an explicit layout that fits', () => {
    expect(read(grid(US), { layout: 'us-wall-chart' }).layout.name).toBe('us-wall-chart');
  });

  it('reads a double-round-robin square as two games, first cycle first, in either spelling', () => {
    const cells = grid(`
No.,Name,1,2,3
1,Ann,*,10,1 1
2,Bob,01,*,½ 1
3,Cid,0 0,½0,*
`);
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(layout.tournamentType).toBe('double-round-robin');
    const ann = crosstable!.players[0]!;
    expect(ann.rounds.filter((r) => 'opponent' in r && r.opponent === 2).map((r) => r.kind === 'played' && r.outcome)).toEqual([
      'win',
      'loss',
    ]);
    expect(computeScores(crosstable!).get(1)!.total.toString()).toBe('3');
  });

  it('records the Berger rest round of an odd round robin as absent', () => {
    const cells = grid(`
No.,Name,1,2,3
1,Ann,X,1,1
2,Bob,0,X,½
3,Cid,0,½,X
`);
    const { crosstable } = read(cells);
    expect(crosstable!.rounds).toBe(3);
    for (const p of crosstable!.players) expect(p.rounds.filter((r) => r.kind === 'absent')).toHaveLength(1);
  });

  it('reads a plain layout with byes and a draughts advantage mirror check', () => {
    const cells = grid(`
No.,Name,R1 Opp,R1 Col,R1 Res,R2 Opp,R2 Col,R2 Res
1,Ann,2,w,1+,3,b,2
2,Bob,1,b,1+,,,bye
3,Cid,,,bye,1,w,0
`);
    const { issues } = read(cells, { pointSystem: DRAUGHTS });
    expect(issueKeys(issues)).toEqual(["grid/result-mismatch 'Crosstable'!E2 error", "grid/result-mismatch 'Crosstable'!E3 error"]);
    expect(issues[0]!.message).toMatch(/expected a draw with disadvantage/);
  });
});

describe('readGrid: what the preview shows', () => {
  it('names bare-number columns as players in a grid and as rounds in a round layout', () => {
    const rr = read(grid('No.,Name,1,2\n1,Ann,X,1\n2,Bob,0,X\n'));
    expect(rr.layout.columns.map((c) => c.role)).toEqual([
      { kind: 'start-number' },
      { kind: 'name' },
      { kind: 'player', number: 1 },
      { kind: 'player', number: 2 },
    ]);
    const rounds = read(grid('No.,Name,1,2\n1,Ann,2w1,-1\n2,Bob,1b0,-1\n3,Cid,-1,-½\n'));
    expect(rounds.layout.columns.slice(2).map((c) => c.role)).toEqual([
      { kind: 'round', round: 1 },
      { kind: 'round', round: 2 },
    ]);
  });

  it('keeps a round-like column the layout does not read as a field, and says so', () => {
    const cells = grid(`
No.,Name,R1 Opp,R1 Col,R1 Res,Rd 1
1,Ann,2,w,1,W2
2,Bob,1,b,0,L1
`);
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(layout.name).toBe('plain');
    expect(crosstable!.players[0]!.fields).toEqual({ 'Rd 1': 'W2' });
    expect(layout.columns[5]!.role).toEqual({ kind: 'field', name: 'Rd 1' });
    expect(layout.notes.join(' ')).toMatch(/'Rd 1' is not read as part of the plain layout/);
  });
});

describe('readGrid: opponent numbers', () => {
  const RANKED = `
Rk.,SNo,Name,1.Rd,2.Rd
1,3,Cid,2w1,3b1
2,1,Ann,1b0,-1
3,2,Bob,-1,1w0
`;

  it('reads a ranking crosstable (rows not in starting order) by line numbers, ids from SNo', () => {
    const { crosstable, issues, layout } = read(grid(RANKED));
    expect(issues).toEqual([]);
    expect(layout.opponentNumbers).toBe('line');
    expect(crosstable!.players.find((p) => p.id === 3)!.rounds[0]).toEqual({
      kind: 'played',
      opponent: 1,
      colour: 'white',
      outcome: 'win',
    });
  });

  it('follows an explicit choice, and reports what it leads to', () => {
    const { issues, layout } = read(grid(RANKED), { opponentNumbers: 'start-number' });
    expect(layout.opponentNumbers).toBe('start-number');
    expect(layout.notes[0]).toMatch(/as requested/);
    expect(issues.some((i) => i.code === 'grid/not-mirrored' || i.code === 'grid/paired-with-self')).toBe(true);
  });
});

describe('readGrid: results that need both rows', () => {
  it('reads mutual forfeit losses as a double forfeit', () => {
    const cells = grid(US.replace('W4 (w),W3', 'F4,W3').replace('L1 (b),D2', 'F1,D2').replace('2.5', '1.5'));
    const { crosstable, issues, layout } = read(cells);
    expect(issues).toEqual([]);
    expect(crosstable!.players[0]!.rounds[0]).toEqual({ kind: 'double-forfeit', opponent: 4 });
    expect(crosstable!.players[3]!.rounds[0]).toEqual({ kind: 'double-forfeit', opponent: 1 });
    expect(layout.notes.join(' ')).toMatch(/double forfeit/);
  });

  it('reads trailing round columns nobody has played as rounds not played yet', () => {
    const rows = grid(US).map((row, i) => [...row.slice(0, 6), i === 0 ? 'Rd 4' : '', row[6]]);
    const { crosstable, issues, layout } = read(rows);
    expect(issues).toEqual([]);
    expect(layout.rounds).toBe(4);
    // The standings are after the last round played: round 4 does not exist for the tie-breaks.
    expect(layout.afterRound).toBe(3);
    expect(crosstable!.rounds).toBe(3);
    expect(layout.notes.join(' ')).toMatch(/Round 4 has no results yet/);
    expect(layout.notes.join(' ')).toMatch(/Standings after round 3 of 4 scheduled/);
  });

  it('returns the crosstable as a preview when there are errors, the bad cell read as absent', () => {
    const { crosstable, issues } = read(grid(US.replace('W3 (b),D4', 'W3x,D4')));
    expect(issues.map((i) => i.code)).toEqual(['grid/unknown-token']);
    expect(crosstable!.players[1]!.rounds[0]).toEqual({ kind: 'absent' });
  });
});
