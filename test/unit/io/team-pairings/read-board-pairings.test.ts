import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { teamRoundScores, type TeamEvent } from '../../../../engine';
import { formatInputIssue, isBoardPairings, parseCsv, readBoardPairings, readTeamTrf, type CellValue } from '../../../../io';
import { REPO_ROOT } from '../../../support/fixture-paths';

/*
 * The reader of chess-results' board pairings of a team event on edited copies of the
 * English export of test/golden/teams/swiss-6x2-trf26.trf (rows as in the file: 5 the round-1
 * line, 6 the match Team 1 v Team 2 and 7–8 its boards, 12–14 Team 5 v Team 6 forfeited,
 * 22 Team 2's bye in round 2, 23 the round-3 line) and of the German export of the round robin.
 */
const FOLDER = join(REPO_ROOT, 'test', 'fixtures', 'chess-results');
const cellsOf = (name: string) => parseCsv(readFileSync(join(FOLDER, name), 'utf8')) as CellValue[][];
const SWISS = cellsOf('team-swiss-6x2-en.csv');
const ROBIN = cellsOf('team-round-robin-4x4-de.csv');

/** The cells with some changed: `{ 'row:column': value }`, 1-based as in the sheet. */
function edited(cells: readonly CellValue[][], edits: Record<string, CellValue>): CellValue[][] {
  const copy = cells.map((row) => [...row]);
  for (const [at, value] of Object.entries(edits)) {
    const [row, column] = at.split(':').map(Number);
    copy[row! - 1]![column! - 1] = value;
  }
  return copy;
}

function read(cells: readonly CellValue[][]) {
  return readBoardPairings(cells, { sheet: 'Pairings' });
}

/** Each issue as the command line prints it. */
function printed(cells: readonly CellValue[][]): string[] {
  return read(cells).issues.map(formatInputIssue);
}

function roundOf(event: TeamEvent, team: number, round: number) {
  const t = event.teams.find((x) => x.id === team)!;
  const record = t.rounds[round - 1]!;
  const score = teamRoundScores(event, t)[round - 1]!;
  return {
    kind: record.kind,
    boards:
      record.kind === 'match'
        ? record.boards.map((b) => `${b.board} ${b.result.kind} ${b.result.outcome} ${(b.players ?? []).join(' v ')}`)
        : [],
    mp: score.matchPoints.toDecimalString(),
    gp: score.gamePoints.toDecimalString(),
  };
}

describe('readBoardPairings', () => {
  it('tells board pairings from other sheets', () => {
    expect(isBoardPairings(SWISS)).toBe(true);
    expect(isBoardPairings(cellsOf('ranking-en.csv'))).toBe(false);
    expect(isBoardPairings([['Board', 'Team A', 'Result', 'Team B']])).toBe(false);
  });

  it('is told from its first match header among the first 50 rows, not from every row of the sheet', () => {
    const title = (n: number): CellValue[][] => Array.from({ length: n }, (_, i) => [`Line ${i + 1}`]);
    expect(isBoardPairings([...title(44), ...SWISS])).toBe(true);
    expect(isBoardPairings([...title(45), ...SWISS])).toBe(false);
  });

  it('counts a board left empty (+ - - against "Brett nicht besetzt") as a forfeited game of that board, as the TRF 0000 - + does', () => {
    // Round 1, Team A v Team B, board 4: B's player did not come, A's won by default.
    const cells = edited(ROBIN, { '10:7': 'Brett nicht besetzt', '10:8': 0, '10:9': '+ - -', '6:9': '3½: ½' });
    const reading = read(cells);
    expect(reading.issues).toEqual([]);
    const a = roundOf(reading.event!, 1, 1);
    expect(a).toMatchObject({ kind: 'match', mp: '2', gp: '3.5' });
    expect(a.boards[3]).toBe('4 forfeit win A-player, Board 4 v —');
    expect(roundOf(reading.event!, 2, 1)).toMatchObject({ mp: '0', gp: '0.5' });
    // The TRF with the same board left empty reads the same.
    const trf = readFileSync(join(REPO_ROOT, 'test', 'golden', 'teams', 'round-robin-4x4-trf16.trf'), 'latin1')
      .split('\n')
      .map((line) =>
        line.startsWith('001    4')
          ? `${line.slice(0, 91)}0000 - +${line.slice(99)}`
          : line.startsWith('001    8')
            ? `${line.slice(0, 91)}0000 - -${line.slice(99)}`
            : line,
      )
      .join('\n');
    const fromTrf = readTeamTrf(trf).event!;
    expect(roundOf(fromTrf, 1, 1)).toMatchObject({ mp: a.mp, gp: a.gp });
    // B's board-4 player played no game in round 1: absent from the individual crosstable's round.
    const b4 = reading.crosstable!.players.find((p) => p.name === 'B-player, Board 4')!;
    expect(b4.rounds[0]).toEqual({ kind: 'absent' });
  });

  it('reads a forfeited match (+ : -), a bye and a team without opponent ("not paired")', () => {
    const reading = read(edited(SWISS, { '22:7': 'not paired', '22:9': '' }));
    expect(reading.issues).toEqual([]);
    expect(roundOf(reading.event!, 5, 1)).toMatchObject({ kind: 'forfeit-win', mp: '2', gp: '2' });
    expect(roundOf(reading.event!, 6, 1)).toMatchObject({ kind: 'forfeit-loss', mp: '0', gp: '0' });
    expect(roundOf(reading.event!, 2, 2)).toMatchObject({ kind: 'absent', mp: '0', gp: '0' });
    expect(roundOf(reading.event!, 5, 3)).toMatchObject({ kind: 'pab', mp: '1', gp: '1' });
  });

  it('takes the game points a bye credits from its score, and warns when byes differ', () => {
    const reading = read(edited(SWISS, { '22:9': '2 : 0', '30:9': '1 : 0' }));
    expect(reading.event!.pabGamePoints!.toDecimalString()).toBe('2');
    expect(roundOf(reading.event!, 2, 2)).toMatchObject({ kind: 'pab', gp: '2' });
    expect(printed(edited(SWISS, { '22:9': '2 : 0', '30:9': '1 : 0' }))).toEqual([
      "'Pairings'!I30: warning pairings/bye-score-differs: found '1 : 0' for a bye, an earlier bye credited 2; the first is used",
    ]);
  });

  it('locates bad input at its cell: an unknown result, a board without a match, a bad board number, a played result on an empty board', () => {
    const cells = edited(SWISS, {
      '7:9': '1 : 0',
      '8:1': '1.x',
      '11:7': '',
    });
    // A note between two matches of round 3.
    cells.splice(26, 0, ['Board 2 adjourned']);
    // A board row above every match: a copy of a board row put above the first round line.
    cells.splice(4, 0, ['1.1', '', 'Somebody', 1500, '-', '', 'Nobody', 1400, '1 - 0']);
    expect(printed(cells)).toEqual([
      "'Pairings'!A5: error pairings/board-without-match: found the board '1.1' with no match header above it, expected it under its match's header row",
      "'Pairings'!I8: error pairings/unknown-result: found '1 : 0', expected a result from the first team's side: 1 - 0, ½ - ½, 0 - 1, + - -, - - +, - - - or 0 - 0",
      "'Pairings'!A9: error pairings/bad-board: found '1.x', expected the match and board number (1.2, 2.2 …), each board once",
      "'Pairings'!I12: error pairings/result-without-player: found '½ - ½' on board 2, where the second team has no player; expected '+ - -' (a board left empty is a forfeit)",
      "'Pairings'!A28: warning pairings/unread-row: Row 28 is not a round line, a match header or a board row and is not read",
    ]);
    expect(read(cells).event).toBeUndefined();
  });

  it('warns when the score shown is not the boards’ sum (the boards count), and when it is no score', () => {
    expect(printed(edited(SWISS, { '6:9': '1½:½', '9:9': 'x' }))).toEqual([
      "'Pairings'!I6: warning pairings/score-mismatch: found '1½:½', but the boards give 2:0; the boards count",
      "'Pairings'!I9: warning pairings/unknown-score: found 'x', expected the two teams' game points (2½:1½); the boards count",
    ]);
    const reading = read(edited(SWISS, { '6:9': '1½:½' }));
    expect(roundOf(reading.event!, 1, 1)).toMatchObject({ gp: '2' });
  });

  it('says which team is paired twice, and which match has no round line', () => {
    expect(printed(edited(SWISS, { '9:2': 1 }))).toContain(
      "'Pairings'!B9: error pairings/team-twice-in-round: team 1 (Team 3) is already paired in round 1, expected one match a round",
    );
    expect(printed(edited(SWISS, { '5:1': 'Round one' }))[0]).toBe(
      "'Pairings'!A6: error pairings/match-without-round: found the match header 'Bo.' above every round line, expected a line such as 'Round 1 on …' above it",
    );
    expect(printed(edited(SWISS, { '23:1': 'Round 2 on 2026/06/03 at 14:00' }))).toEqual([
      "'Pairings'!A23: error pairings/round-order: found round 2 after round 2, expected the rounds in order, each once",
    ]);
  });

  it('leaves out the last round when it is paired without results, and says so', () => {
    const cells = edited(SWISS, { '25:9': '', '26:9': '', '28:9': '', '29:9': '' });
    const reading = read(cells);
    expect(reading.issues.map(formatInputIssue)).toEqual([
      "'Pairings'!A23: warning pairings/pending-round: Round 3 is paired without results: the standings are after round 2",
    ]);
    expect(reading.event!.rounds).toBe(2);
    expect(reading.summary).toBe('6 teams, 2 rounds, 2 boards; standings after round 2');
  });

  it('ranks as after an earlier round with --round', () => {
    const reading = readBoardPairings(SWISS, { sheet: 'Pairings', round: 2 });
    expect(reading.issues).toEqual([]);
    expect(reading.event!.rounds).toBe(2);
    expect(reading.summary).toBe('6 teams, 2 rounds, 2 boards; standings after round 2');
    expect(roundOf(reading.event!, 5, 2)).toMatchObject({ kind: 'match', mp: '0', gp: '0.5' });
  });

  it('wants every board of a played round: a missing result is an error at its cell', () => {
    expect(printed(edited(SWISS, { '26:9': '' }))).toEqual([
      "'Pairings'!I26: error pairings/missing-result: board 2 of Team 1 v Team 4 has no result, expected one (1 - 0, ½ - ½, 0 - 1, + - -, - - +, - - - or 0 - 0)",
    ]);
  });
});
