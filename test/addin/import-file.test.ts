import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importFile } from '../../addin/run/import-file';
import { freeSheetName, planNewSheet, readBoardPairings, readChessJson, readGrid, readPgn, readTrf, unprotectText } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';

/*
 * Issue 18, item 4: a TRF or CSV brought in from the task pane becomes a new sheet of the
 * user's, read with the CLI's readers, its text protected as every cell Regula writes.
 */
const bytes = (...path: string[]) => new Uint8Array(readFileSync(join(REPO_ROOT, ...path)));

describe('importFile', () => {
  it('a TRF becomes the grid regula convert writes, and reads back as the same crosstable', () => {
    const imported = importFile('tec-exercise-16.trf', bytes('samples', 'tournaments', 'tec-exercise-16.trf'));
    if (typeof imported === 'string') throw new Error(imported);
    expect(imported.sheetName).toBe('tec-exercise-16');
    // The event's facts in title rows above the header (io/grid event-facts.ts), as chess-results writes its title lines.
    expect(imported.cells[0]).toEqual(['Crosstable written by Regula']);
    expect(imported.cells.find((row) => row[0] === 'No')!.slice(0, 5)).toEqual(['No', 'Name', 'Rating', 'Fed', 'R1 Opp']);
    expect(imported.note).toMatch(/^tec-exercise-16\.trf: 16 players, \d+ rounds brought in as a crosstable\.$/);
    const back = readGrid(imported.cells, { sheet: 'tec-exercise-16' }).crosstable!;
    const original = readTrf(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), 'latin1')).crosstable!;
    expect(back.players.map((p) => p.rounds)).toEqual(original.players.map((p) => p.rounds));
    expect([back.name, back.type, back.rounds]).toEqual([original.name, original.type, original.rounds]);
  });

  it("a Chess-JSON event (the reference server's) becomes the grid of its crosstable, told by its content", () => {
    const json = importFile('tec-exercise-16.json', bytes('test', 'fixtures', 'chess-json', 'tec-exercise-16.json'));
    const misnamed = importFile('tec-exercise-16.txt', bytes('test', 'fixtures', 'chess-json', 'tec-exercise-16.json'));
    if (typeof json === 'string' || typeof misnamed === 'string') throw new Error('not brought in');
    const read = readChessJson(new TextDecoder().decode(bytes('test', 'fixtures', 'chess-json', 'tec-exercise-16.json'))).crosstable!;
    const back = readGrid(json.cells, { sheet: 'tec-exercise-16' }).crosstable!;
    expect(back.players.map((p) => p.rounds)).toEqual(read.players.map((p) => p.rounds));
    expect(json.note).toMatch(/^tec-exercise-16\.json: 16 players, 5 rounds brought in as a crosstable\.$/);
    expect(misnamed.cells).toEqual(json.cells);
    expect(importFile('bad.json', new TextEncoder().encode('{"filetype": "Event",'))).toMatch(/^bad\.json was not brought in: line 1:22: /);
  });

  it('a CSV comes in cell by cell: whole numbers as numbers, a board number such as 1.1 as text', () => {
    const imported = importFile('team-swiss-6x2-en.csv', bytes('test', 'fixtures', 'chess-results', 'team-swiss-6x2-en.csv'));
    if (typeof imported === 'string') throw new Error(imported);
    const header = imported.cells.find((row) => row[0] === 'Bo.')!;
    expect(header.slice(0, 4)).toEqual(['Bo.', 1, 'Team 1', 'Rtg']);
    expect(imported.cells.find((row) => row[0] === '1.1')![3]).toBe(1890);
    expect(imported.note).toBe(`team-swiss-6x2-en.csv: ${imported.cells.length} rows brought in as they are.`);
  });

  it('a team TRF becomes its board pairings, which read back as the same team event', () => {
    const imported = importFile('team-swiss-6.trf', bytes('samples', 'tournaments', 'team-swiss-6.trf'));
    if (typeof imported === 'string') throw new Error(imported);
    expect(imported.note).toBe(
      'team-swiss-6.trf: a team event (6 teams, 3 rounds, 2 boards) brought in as its board pairings, round by round.',
    );
    const back = readBoardPairings(imported.cells, { sheet: 'team-swiss-6' });
    expect(back.issues).toEqual([]);
    expect(back.event!.teams.map((t) => t.name)).toEqual([
      'Caissa Chess Club',
      'Riverside Rooks',
      'Old Town Knights',
      'Fianchetto Club',
      'Northgate Bishops',
      'Harbour Pawns',
    ]);
  });

  it('a TRF whose rounds and data disagree says so in its note: the rounds declared, the byes entered ahead', () => {
    const imported = importFile('sm.trf', bytes('test', 'fixtures', 'rounds', 'swiss-manager-pre-entered-byes.trf'));
    if (typeof imported === 'string') throw new Error(imported);
    expect(imported.note).toMatch(/^sm\.trf: 61 players, 4 rounds brought in as a crosstable\. The file declares 9 rounds \(XXR 9\); /);
    expect(imported.note).toMatch(
      / Round 5 is not paired yet: 3 byes entered before its pairing \(players 7 and 23 half-point byes, player 41 a zero-point bye\) are not counted\.$/,
    );
  });

  it('a PGN (told by its content, even as .txt) becomes the crosstable of its games, with what PGN cannot say', () => {
    const imported = importFile('club.txt', bytes('test', 'fixtures', 'pgn', 'club-swiss-near-miss.pgn'));
    if (typeof imported === 'string') throw new Error(imported);
    expect(imported.sheetName).toBe('club');
    expect(imported.note).toMatch(
      /^club\.txt: 7 players, 3 rounds brought in as a crosstable\. PGN, 7 players, 3 rounds, a Swiss \(not every pair of players met once or twice\)\. Without a game in the file: round 1: Brandt,O; /,
    );
    expect(imported.note).toMatch(
      /Read with 1 warning: line 113:9: "Brandt,O" and "Brandt, Ole" \(line 6\) could be one player but are read as two: the names differ and no FIDE id joins them\.$/,
    );
    const back = readGrid(imported.cells, { sheet: 'club' }).crosstable!;
    const original = readPgn(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'pgn', 'club-swiss-near-miss.pgn'), 'utf8')).crosstable!;
    expect(back.players.map((p) => p.rounds)).toEqual(original.players.map((p) => p.rounds));
    expect(importFile('bad.pgn', new TextEncoder().encode('[Event "Open"]\n[Round "?"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n'))).toBe(
      'bad.pgn was not brought in: line 2:9: found Round "?" for A v B, expected the round number such as [Round "3"] or [Round "3.1"]',
    );
  });

  it('says why a file is not brought in: a workbook, a binary file, a TRF with errors, another type', () => {
    expect(importFile('k12.xlsx', bytes('samples', 'tournaments', 'vcf-k12-2021.xlsx'))).toBe(
      'k12.xlsx is a workbook: open it in Excel itself (File › Open), then read its sheet here.',
    );
    expect(importFile('old.xls', new Uint8Array([0xd0, 0xcf, 0, 0]))).toBe(
      'old.xls is a workbook: open it in Excel itself (File › Open), then read its sheet here.',
    );
    expect(importFile('x.csv', new Uint8Array([65, 0, 66]))).toBe(
      'x.csv is not a text file (a zero byte in it): the pane brings in TRF, PGN, Chess-JSON and CSV files.',
    );
    expect(importFile('bad.trf', bytes('test', 'golden', 'bad-input', 'trf', 'hand-bad-points.trf'))).toMatch(
      /^bad\.trf was not brought in: line \d+:\d+: /,
    );
    expect(importFile('notes.pdf', new Uint8Array([65]))).toBe(
      'notes.pdf: the pane brings in TRF (.trf, .txt), PGN (.pgn, .txt), Chess-JSON (.json) and CSV (.csv) files.',
    );
  });
});

describe('planNewSheet', () => {
  it('adds a sheet of the user’s (no owner mark) with the cells, text protected from becoming a formula', () => {
    const { sheet, plan } = planNewSheet('Open', [['Name', 'Rtg'], ['=HYPERLINK("x")', 1890], ['Short']], ['Sheet1']);
    expect(sheet).toBe('Open');
    expect(plan.replaces).toEqual([]);
    expect(plan.operations.map((o) => o.kind)).toEqual(['events', 'add-sheet', 'values', 'autofit', 'events']);
    const values = plan.operations.find((o) => o.kind === 'values')!;
    expect(values.kind === 'values' && values.values).toEqual([
      ['Name', 'Rtg'],
      ['\'=HYPERLINK("x")', 1890],
      ['Short', null],
    ]);
    expect(unprotectText('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
  });

  it('names the sheet after the file: valid, at most 31 characters, numbered when taken, never a name Regula writes', () => {
    expect(freeSheetName('open [final]: a/b', [])).toBe('open final a b');
    expect(freeSheetName('Open', ['open', 'Open (2)'])).toBe('Open (3)');
    expect(freeSheetName('x'.repeat(40), ['x'.repeat(31)])).toBe(`${'x'.repeat(27)} (2)`);
    expect(freeSheetName('Regulation', [])).toBe('Regulation data');
    expect(freeSheetName('Regula Standings', [])).toBe('Regula Standings data');
    expect(freeSheetName('   ', [])).toBe('Crosstable');
  });
});
