import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatInputIssue, parseCsv, readMatches, type CellValue, type MatchReading } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

const sample = (n: number) => parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', `team-ko-match-${n}.csv`), 'utf8'));
const read = (cells: CellValue[][]) => readMatches(cells, { sheet: 'Match' });
const lines = (reading: MatchReading) => reading.issues.map(formatInputIssue);
const outcomes = (reading: MatchReading, k = 0) =>
  reading.matches[k]!.match!.boards.map((b) => (b.result.kind === 'played' ? b.result.outcome : `forfeit ${b.result.outcome}`));

const HEADER = ['Board', 'Organisers', 'Result', 'Players'];

describe('readMatches: the arbiter’s handbook’s knock-out matches (ch. 13, seed 004)', () => {
  it('reads match 1 board by board: Organisers v Players, six boards, results from the Organisers’ side', () => {
    const reading = read(sample(1));
    expect(reading.issues).toEqual([]);
    expect(reading.matches).toHaveLength(1);
    const block = reading.matches[0]!;
    expect([block.title, block.headerRow, block.firstRow, block.lastRow, block.hasErrors]).toEqual(['Result 1', 2, 1, 8, false]);
    expect(block.match!.teams).toEqual(['Organisers', 'Players']);
    expect(block.match!.boards.map((b) => b.players)).toEqual([
      ['Reuben', 'Anand'],
      ['Iljumzhinov', 'Kramnik'],
      ['Campomanes', 'Topalov'],
      ['Gijssen', 'Shirov'],
      ['Krause', 'Morozevich'],
      ['Abundo', 'Adams'],
    ]);
    expect(outcomes(reading)).toEqual(['win', 'loss', 'loss', 'win', 'win', 'loss']);
    expect(block.boardRows).toEqual({ 1: 3, 2: 4, 3: 5, 4: 6, 5: 7, 6: 8 });
  });

  it('reads match 2 with its drawn boards (½-½ on boards 1 and 6)', () => {
    expect(outcomes(read(sample(2)))).toEqual(['draw', 'loss', 'win', 'win', 'loss', 'draw']);
  });

  it('reads both matches from one sheet, one below the other, separated by a blank row, each under its own header', () => {
    const reading = read([...sample(1), [], ...sample(2)]);
    expect(reading.issues).toEqual([]);
    expect(reading.matches.map((m) => [m.title, m.firstRow, m.headerRow, m.lastRow])).toEqual([
      ['Result 1', 1, 2, 8],
      ['Result 2', 10, 11, 17],
    ]);
    expect(outcomes(reading, 1)).toEqual(['draw', 'loss', 'win', 'win', 'loss', 'draw']);
  });
});

describe('readMatches: headers', () => {
  it('takes the team names from a title row under generic headers (Team A / Team B, Home / Away)', () => {
    const reading = read([
      ['Cup round 2', 'Organisers v Players'],
      ['Bd', 'Home', 'Colour', 'Res.', 'Away'],
      [1, 'Reuben', 'w', '1:0', 'Anand'],
      [2, 'Iljumzhinov', 'b', '0,5-0,5', 'Kramnik'],
    ]);
    expect(reading.issues).toEqual([]);
    const match = reading.matches[0]!.match!;
    expect(match.teams).toEqual(['Organisers', 'Players']);
    expect(match.boards.map((b) => [b.colour, b.result])).toEqual([
      ['white', { kind: 'played', outcome: 'win' }],
      ['black', { kind: 'played', outcome: 'draw' }],
    ]);
  });

  it('reads German headers, rating columns beside the names, numbers as Excel gives them, and a totals row that agrees', () => {
    const reading = read([
      ['Brett', 'SK Nord', 'DWZ', 'Ergebnis', 'SV Süd', 'DWZ'],
      [1, 'Meier', 2100, '½-½', 'Schulz', 2050],
      [2, 'Huber', 1900, '+/-', '', null],
      ['Gesamt', null, null, '1½-½', null, null],
    ]);
    expect(reading.issues).toEqual([]);
    expect(reading.matches[0]!.match!.teams).toEqual(['SK Nord', 'SV Süd']);
    expect(outcomes(reading)).toEqual(['draw', 'forfeit win']);
  });

  it('reads past starting numbers and titles beside the names, and warns about a third team column', () => {
    const reading = read([
      ['Board', 'No.', 'Organisers', 'Title', 'Result', 'No.', 'Players', 'Reserves'],
      [1, 3, 'Reuben', 'IA', '1-0', 7, 'Anand', 'Smith'],
    ]);
    expect(reading.matches[0]!.match!.teams).toEqual(['Organisers', 'Players']);
    expect(lines(reading)).toEqual([
      `'Match'!H1: warning match/unread-column: Column 'Reserves' is not read: the teams are 'Organisers' and 'Players'`,
    ]);
  });

  it('no header: an error at the first cell naming the range searched and what a header needs', () => {
    const reading = read([
      ['Organisers', 'Players'],
      ['Reuben', 'Anand'],
    ]);
    expect(reading.matches).toEqual([]);
    expect(lines(reading)).toEqual([
      `'Match'!A1: error match/no-header: No match header in 'Match'!A1:B2: expected a row with a board column (Board, Bd, Brett), the two teams’ player columns (headed by the team names, or Team A / Team B under a title row "Organisers v Players"), a result column (Result, Res, Ergebnis) and optionally a colour column for the first team’s player (Colour: w/b)`,
    ]);
  });

  it('a header with one team column, a generic header without a title row, colour names instead of teams', () => {
    expect(
      lines(
        read([
          ['Board', 'Organisers', 'Result'],
          [1, 'Reuben', '1-0'],
        ]),
      ),
    ).toEqual([
      `'Match'!A1: error match/no-team-column: The header in row 1 has one team column ('Organisers'): expected the first team's player column and the second team's, headed by the team names (or Team A / Team B under a title row "Organisers v Players")`,
    ]);
    expect(
      lines(
        read([
          ['Board', 'Team A', 'Result', 'Players'],
          [1, 'Reuben', '1-0', 'Anand'],
        ]),
      ),
    ).toEqual([
      `'Match'!B1: error match/no-team-name: Column 'Team A' does not name its team and no title row above the header does: write the team's name in the header, or a title row such as "Organisers v Players"`,
    ]);
    expect(read([['Board', 'White', 'Result', 'Black']]).issues.map((i) => [i.code, i.location])).toEqual([
      ['match/colour-headers', { kind: 'cell', sheet: 'Match', row: 1, column: 2 }],
      ['match/colour-headers', { kind: 'cell', sheet: 'Match', row: 1, column: 4 }],
    ]);
  });
});

describe('readMatches: board rows, each problem at its cell', () => {
  it('an unknown result token: the cell, what was found, what is expected', () => {
    const reading = read([HEADER, [1, 'Reuben', '1-0', 'Anand'], [2, 'Iljumzhinov', '1-1', 'Kramnik']]);
    expect(lines(reading)).toEqual([
      `'Match'!C3: error match/unknown-result: Result '1-1' on board 2 is not a result: expected a result seen from Organisers (the first team): 1-0, 0-1 or ½-½ (also 1:0, = for a draw), +/- or -/+ for a forfeit, -- for a double forfeit`,
    ]);
    expect(reading.matches[0]!.hasErrors).toBe(true);
  });

  it('a missing board: reported at the next board’s cell', () => {
    const reading = read([HEADER, [1, 'a', '1-0', 'b'], [2, 'c', '0-1', 'd'], [4, 'e', '1-0', 'f']]);
    expect(lines(reading)).toEqual([
      `'Match'!A4: error match/missing-board: Board 3 is missing: the boards are 1, 2, 4; expected 1 to 4, each once`,
    ]);
  });

  it('a duplicate board: reported at the second one, naming the row of the first', () => {
    const reading = read([HEADER, [1, 'a', '1-0', 'b'], [2, 'c', '0-1', 'd'], [2, 'e', '1-0', 'f']]);
    expect(lines(reading)).toEqual([`'Match'!A4: error match/duplicate-board: Board 2 again (first in row 3): each board once`]);
  });

  it('a board cell that is not a board number, an empty result, an unknown colour', () => {
    const reading = read([
      ['Board', 'Organisers', 'Col', 'Result', 'Players'],
      ['1', 'a', 'w', '1-0', 'b'],
      ['2', 'c', 'x', '0-1', 'd'],
      ['3', 'e', 'w', '', 'f'],
      ['see note', '', '', '', ''],
    ]);
    expect(reading.issues.map((i) => [i.code, formatInputIssue(i).split(':')[0]])).toEqual([
      ['match/unknown-colour', "'Match'!C3"],
      ['match/missing-result', "'Match'!D4"],
      ['match/bad-board', "'Match'!A5"],
    ]);
    expect(reading.issues[2]!.message).toBe(
      "Board 'see note': expected the board number 1, 2, 3 … (a note below the boards needs a blank row above it)",
    );
  });

  it('warns when the totals row disagrees with the boards and when a played board has no player', () => {
    const reading = read([HEADER, [1, '', '1-0', 'b'], [2, 'c', '½-½', 'd'], ['Total', '', '2-0', '']]);
    expect(lines(reading)).toEqual([
      `'Match'!B2: warning match/missing-player: Board 1 was played but the player of Organisers has no name`,
      `'Match'!C4: warning match/score-mismatch: The totals row says 2-0; the boards' results add up to 1½-½ (forfeits as wins and losses, C.07 art. 12)`,
    ]);
    expect(reading.matches[0]!.hasErrors).toBe(false);
  });

  it('reads a totals row written in one cell, "Total 3-3", and checks its score the same way', () => {
    const agrees = read([HEADER, [1, 'a', '1-0', 'b'], [2, 'c', '½-½', 'd'], ['Total 1½-½', '', '', '']]);
    expect(lines(agrees)).toEqual([]);
    expect(agrees.matches[0]!.match!.boards).toHaveLength(2);
    const differs = read([HEADER, [1, 'a', '1-0', 'b'], [2, 'c', '½-½', 'd'], ['Total: 2-0', '', '', '']]);
    expect(lines(differs)).toEqual([
      `'Match'!A4: warning match/score-mismatch: The totals row says 2-0; the boards' results add up to 1½-½ (forfeits as wins and losses, C.07 art. 12)`,
    ]);
  });

  it('addresses cells from the sheet’s origin when the cells start elsewhere', () => {
    const reading = readMatches([HEADER, [1, 'a', '?', 'b']], { sheet: 'Round 2', origin: { row: 4, column: 2 } });
    expect(formatInputIssue(reading.issues[0]!).split(': ')[0]).toBe("'Round 2'!D5");
  });
});

describe('readMatches: results Excel changed before Regula saw them', () => {
  it('says why a time (1:0 typed in Excel) or a date (1/2) is no result', () => {
    const reading = read([HEADER, [1, 'a', 1 / 24, 'b'], [2, 'c', '2026-01-02', 'd']]);
    expect(reading.issues.map((i) => i.message)).toEqual([
      `Result '0.0416666666666667' on board 1 is not a result: expected a result seen from Organisers (the first team): 1-0, 0-1 or ½-½ (also 1:0, = for a draw), +/- or -/+ for a forfeit, -- for a double forfeit (Excel turns 1:0 into a time and 1/2 into a date: format the Result column as Text and type the results again)`,
      `Result '2026-01-02' on board 2 is not a result: expected a result seen from Organisers (the first team): 1-0, 0-1 or ½-½ (also 1:0, = for a draw), +/- or -/+ for a forfeit, -- for a double forfeit (Excel turns 1:0 into a time and 1/2 into a date: format the Result column as Text and type the results again)`,
    ]);
  });
});
