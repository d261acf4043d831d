import { teamByeOf } from './team-byes';
import { Rational, STANDARD, type Crosstable, type PointSystem, type TeamEvent } from '../../engine';
import { exportEventName, linesOf, mentionsChessResults } from '../grid/chess-results-export';
import type { ChessResultsLanguage } from '../grid/chess-results-languages';
import { cellIssue, found, gridSheet, rawAt, textAt, type GridSheet } from '../grid/sheet';
import type { CellValue } from '../grid/cell-value';
import { HEADER_SEARCH_ROWS } from '../grid/header-row';
import { pushBounded } from '../bounded-issues';
import { hasErrors, sortIssues, type InputIssue } from '../issues';
import { boardPoints, pointsText } from '../match/match-results';
import { buildTeamEvent } from './build-team-event';
import { hasResults, type PairingBoard, type PairingMatch, type PairingPlayer, type PairingRound, type PairingTeam } from './pairing-model';
import { byeWordsText, isByeName, isEmptyBoardName, isNotPairedName, pairingsLanguage } from './pairing-language';
import { readBoardResult, readMatchScore, BOARD_RESULT_FORMS } from './pairing-results';
import {
  boardNumber,
  firstColumn,
  isBlank,
  isBoardPairingsSheet,
  isBoardRow,
  isMatchHeader,
  looksLikeBoardRow,
  OFFSET,
  roundOfLine,
} from './pairing-rows';
import type { PairingsIssueCode } from './pairings-issues';

export interface ReadBoardPairingsOptions {
  /** The worksheet's name, for cell addresses ('Pairings'!C5). */
  sheet: string;
  /** 1-based worksheet address of cells[0][0]; A1 by default. */
  origin?: { row: number; column: number };
  /** The language (`de` …) asked for; detected from the words when unset or `auto`. */
  language?: string;
  /** How a board's result is scored; 1-½-0 by default. */
  pointSystem?: PointSystem;
  /** Rank as after this round (--round); the last round with results when unset. */
  round?: number;
}

export interface BoardPairingsReading {
  /** Undefined when any issue is an error. */
  event: TeamEvent | undefined;
  /** The individual games of the boards (players numbered team by team, in board order). */
  crosstable: Crosstable | undefined;
  /** Sorted by row, then column. */
  issues: InputIssue[];
  language: ChessResultsLanguage | undefined;
  /** The export says it comes from chess-results (its first or last lines). */
  chessResults: boolean;
  /** What was read, in one clause ("6 teams, 3 rounds, 2 boards"). */
  summary: string;
}

/**
 * Whether the cells hold chess-results' board pairings of a team event (a match header and its
 * board rows), the first match header among the first HEADER_SEARCH_ROWS rows. Every sheet is
 * asked this before it is read as players, so only the top of the sheet is looked at (and the
 * row under the last header it may find, for that match's first board).
 */
export function isBoardPairings(cells: readonly (readonly CellValue[])[]): boolean {
  return isBoardPairingsSheet(gridSheet(cells.slice(0, HEADER_SEARCH_ROWS + 1), 'sheet'), HEADER_SEARCH_ROWS);
}

/**
 * Reads chess-results' board pairings of a team event — the export of "Board Pairings"
 * (`art=3`) of every round, .xlsx or the CSV Excel saves of it — into the team event it
 * describes: round lines, each match's header row with the two teams' numbers and names and
 * its score, the board rows with the two players and the result (pairing-rows.ts). The
 * boards count (C.07 art. 11.1: a match's game points are its boards' points); the score is
 * checked against them. Rounds paired without results after the last with results are left
 * out (pending). Every problem is an issue at its cell; nothing is guessed.
 */
export function readBoardPairings(cells: readonly (readonly CellValue[])[], options: ReadBoardPairingsOptions): BoardPairingsReading {
  const sheet = gridSheet(cells, options.sheet, options.origin);
  const system = options.pointSystem ?? STANDARD;
  const issues: InputIssue[] = [];
  const add = (row: number, column: number, code: PairingsIssueCode, message: string, severity: 'error' | 'warning' = 'error') =>
    pushBounded(issues, cellIssue(sheet, row, column, code, message, severity));

  const rounds: PairingRound[] = [];
  const unread: number[] = [];
  let firstTableRow = -1;
  let lastTableRow = -1;
  for (let r = 0; r < sheet.text.length; r++) {
    if (isBlank(sheet, r)) continue;
    const round = roundOfLine(sheet, r);
    if (round !== undefined) {
      const last = rounds[rounds.length - 1];
      if (last && round <= last.round)
        add(
          r,
          firstColumn(sheet, r),
          'pairings/round-order',
          `found round ${round} after round ${last.round}, expected the rounds in order, each once`,
        );
      // Read on as a round of its own, so its matches are not taken for a second match of the earlier one.
      rounds.push({ round, row: r, matches: [] });
      if (firstTableRow < 0) firstTableRow = r;
      lastTableRow = r;
      continue;
    }
    if (isMatchHeader(sheet, r)) {
      const column = firstColumn(sheet, r);
      const match = readHeader(sheet, r, column, add);
      let end = r;
      const boardRows: number[] = [];
      while (end + 1 < sheet.text.length && isBoardRow(sheet, end + 1, column)) boardRows.push(++end);
      if (firstTableRow < 0) firstTableRow = r;
      lastTableRow = end;
      const current = rounds[rounds.length - 1];
      if (!current) {
        add(
          r,
          column,
          'pairings/match-without-round',
          `found the match header ${found(textAt(sheet, r, column))} above every round line, expected a line such as 'Round 1 on …' above it`,
        );
      } else if (match) {
        if (match.kind === 'match') {
          match.boards = readBoards(sheet, boardRows, column, add);
          match.boardRows = boardRows.length;
        } else if (boardRows.length > 0)
          add(
            boardRows[0]!,
            column,
            'pairings/unread-row',
            `found ${boardRows.length} board row(s) under a team without opponent, expected none; they are not read`,
            'warning',
          );
        current.matches.push(match);
      }
      r = end;
      continue;
    }
    if (looksLikeBoardRow(sheet, r)) {
      add(
        r,
        firstColumn(sheet, r),
        'pairings/board-without-match',
        `found the board ${found(textAt(sheet, r, firstColumn(sheet, r)))} with no match header above it, expected it under its match's header row`,
      );
      lastTableRow = r;
      continue;
    }
    unread.push(r);
  }
  for (const r of unread)
    if (r > firstTableRow && r < lastTableRow)
      add(
        r,
        firstColumn(sheet, r),
        'pairings/unread-row',
        `Row ${sheet.originRow + r} is not a round line, a match header or a board row and is not read`,
        'warning',
      );

  checkTeams(rounds, sheet, add);
  const last = lastRoundWithResults(rounds);
  // --round ranks as after an earlier round: later rounds do not exist for the tie-breaks.
  const ranked = options.round !== undefined ? Math.min(options.round, last) : last;
  for (const round of rounds) {
    if (round.round > ranked) continue;
    for (const match of round.matches) if (match.kind === 'match') checkMatch(sheet, match, system, add);
  }
  const pending = rounds.filter((r) => r.round > last);
  if (pending.length > 0) {
    const first = pending[0]!;
    add(
      first.row,
      firstColumn(sheet, first.row),
      'pairings/pending-round',
      `Round ${first.round}${pending.length > 1 ? ` and ${pending.length - 1} later round(s) are` : ' is'} paired without results: the standings are after round ${last}`,
      'warning',
    );
  }
  const pabGamePoints = byeGamePoints(rounds, ranked, sheet, add);

  const above = linesOf(sheet, 0, firstTableRow < 0 ? sheet.text.length : firstTableRow);
  const below = linesOf(sheet, lastTableRow + 1, sheet.text.length);
  const language = pairingsLanguage(
    {
      lines: above,
      headerWords: rounds.flatMap((r) =>
        r.matches.flatMap((m) => [textAt(sheet, m.row, m.column), textAt(sheet, m.row, m.column + OFFSET.firstRating)]),
      ),
    },
    options.language,
  );
  const chessResults = mentionsChessResults([...above, ...below]);
  const sorted = sortIssues(issues);
  const teams = new Set(rounds.flatMap((r) => r.matches.flatMap((m) => (m.kind === 'match' ? m.teams.map((t) => t.id) : [m.team.id]))));
  const base = { issues: sorted, language, chessResults };
  if (hasErrors(sorted)) return { ...base, event: undefined, crosstable: undefined, summary: count(teams.size, 'team') };
  const { event, crosstable } = buildTeamEvent(rounds, { name: exportEventName(above), rounds: ranked, gamePoints: system, pabGamePoints });
  const after = rounds.some((r) => r.round > ranked) ? `; standings after round ${ranked}` : '';
  return {
    ...base,
    event,
    crosstable,
    summary: `${count(event.teams.length, 'team')}, ${count(ranked, 'round')}, ${count(event.boards, 'board')}${after}`,
  };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

type Add = (row: number, column: number, code: PairingsIssueCode, message: string, severity?: 'error' | 'warning') => void;

function readHeader(sheet: GridSheet, row: number, column: number, add: Add): PairingMatch | undefined {
  const at = (offset: number) => textAt(sheet, row, column + offset);
  const first: PairingTeam = { id: Number(at(OFFSET.first)), name: at(OFFSET.firstName) };
  if (first.id < 1) {
    add(
      row,
      column + OFFSET.first,
      'pairings/bad-team-number',
      `found ${found(at(OFFSET.first))}, expected the team's number, a whole number from 1`,
    );
    return undefined;
  }
  const place = { row, column };
  const secondName = at(OFFSET.secondName);
  if (at(OFFSET.second) === '') {
    if (isByeName(secondName)) {
      const score = readMatchScore(at(OFFSET.result));
      return { kind: 'bye', team: first, gamePoints: score.kind === 'points' ? score.points[0] : undefined, ...place };
    }
    if (isNotPairedName(secondName)) return { kind: 'not-paired', team: first, ...place };
    const bye = teamByeOf(secondName);
    if (bye) return { kind: 'team-bye', team: first, bye, ...place };
    add(
      row,
      column + OFFSET.second,
      'pairings/bad-team-number',
      `found an empty cell before ${found(secondName)}, expected the opponent's team number, or ${byeWordsText()} as the opponent of a team without one`,
    );
    return undefined;
  }
  const second: PairingTeam = { id: Number(at(OFFSET.second)), name: secondName };
  if (second.id < 1) {
    add(
      row,
      column + OFFSET.second,
      'pairings/bad-team-number',
      `found ${found(at(OFFSET.second))}, expected the team's number, a whole number from 1`,
    );
    return undefined;
  }
  if (second.id === first.id) {
    add(row, column + OFFSET.second, 'pairings/same-team', `found team ${first.id} against itself, expected two different teams`);
    return undefined;
  }
  return { kind: 'match', teams: [first, second], score: readMatchScore(at(OFFSET.result)), boards: [], boardRows: 0, ...place };
}

function readBoards(sheet: GridSheet, rows: readonly number[], column: number, add: Add): PairingBoard[] {
  const boards: PairingBoard[] = [];
  const seen = new Set<number>();
  rows.forEach((row, index) => {
    const at = (offset: number) => textAt(sheet, row, column + offset);
    const number = boardNumber(at(0), rawAt(sheet, row, column), index + 1);
    if (!number || seen.has(number.board) || number.board < 1) {
      add(
        row,
        column,
        'pairings/bad-board',
        `found ${found(at(0))}${number ? ' again' : ''}, expected the match and board number (${boardsText(index + 1)}), each board once`,
      );
      return;
    }
    seen.add(number.board);
    const player = (name: number, title: number, rating: number): PairingPlayer | undefined => {
      if (isEmptyBoardName(at(name))) return undefined;
      const value = Number(at(rating));
      return { name: at(name), title: at(title), rating: /^\d{1,4}$/.test(at(rating)) && value > 0 ? value : undefined };
    };
    const players: PairingBoard['players'] = [
      player(OFFSET.firstName, OFFSET.first, OFFSET.firstRating),
      player(OFFSET.secondName, OFFSET.second, OFFSET.secondRating),
    ];
    const text = at(OFFSET.result);
    const result = text === '' ? undefined : readBoardResult(text);
    if (text !== '' && !result) {
      add(
        row,
        column + OFFSET.result,
        'pairings/unknown-result',
        `found ${found(text)}, expected a result from the first team's side: ${BOARD_RESULT_FORMS}`,
      );
      return;
    }
    if (result?.kind === 'played' && (!players[0] || !players[1])) {
      add(
        row,
        column + OFFSET.result,
        'pairings/result-without-player',
        `found ${found(text)} on board ${number.board}, where ${players[0] ? 'the second' : 'the first'} team has no player; expected ${players[0] ? "'+ - -'" : "'- - +'"} (a board left empty is a forfeit)`,
      );
      return;
    }
    boards.push({ board: number.board, players, result, row });
  });
  return boards;
}

function boardsText(position: number): string {
  return `1.${position}, 2.${position} …`;
}

/** Every board of a ranked round has its result, and the score shown is the boards' sum. */
function checkMatch(sheet: GridSheet, match: Extract<PairingMatch, { kind: 'match' }>, system: PointSystem, add: Add): void {
  if (match.score.kind === 'forfeit') return;
  const scoreColumn = match.column + OFFSET.result;
  const [a, b] = match.teams;
  let missing = 0;
  for (const board of match.boards) {
    if (board.result || (!board.players[0] && !board.players[1])) continue;
    missing++;
    add(
      board.row,
      match.column + OFFSET.result,
      'pairings/missing-result',
      `board ${board.board} of ${a.name} v ${b.name} has no result, expected one (${BOARD_RESULT_FORMS})`,
    );
  }
  // A board row with an error is reported already: the match's total is not checked without it.
  if (missing > 0 || match.boards.length < match.boardRows) return;
  if (!match.boards.some((board) => board.result)) {
    add(
      match.row,
      scoreColumn,
      'pairings/missing-result',
      `the match ${a.name} v ${b.name} has no board with a result, expected its boards' results (or + : - for a match forfeited)`,
    );
    return;
  }
  if (match.score.kind === 'unreadable') {
    add(
      match.row,
      scoreColumn,
      'pairings/unknown-score',
      `found ${found(textAt(sheet, match.row, scoreColumn))}, expected the two teams' game points (2½:1½); the boards count`,
      'warning',
    );
    return;
  }
  if (match.score.kind !== 'points') return;
  const sums = [Rational.ZERO, Rational.ZERO];
  for (const board of match.boards) {
    if (!board.result) continue;
    const [x, y] = boardPoints(board.result, system);
    sums[0] = sums[0]!.add(x);
    sums[1] = sums[1]!.add(y);
  }
  const [shownA, shownB] = match.score.points;
  if (!shownA.eq(sums[0]!) || !shownB.eq(sums[1]!))
    add(
      match.row,
      scoreColumn,
      'pairings/score-mismatch',
      `found ${found(textAt(sheet, match.row, scoreColumn))}, but the boards give ${pointsText(sums[0]!)}:${pointsText(sums[1]!)}; the boards count`,
      'warning',
    );
}

/** A team in one match a round; a team number with one name. */
function checkTeams(rounds: readonly PairingRound[], sheet: GridSheet, add: Add): void {
  const names = new Map<number, string>();
  for (const round of rounds) {
    const seen = new Set<number>();
    for (const match of round.matches) {
      const sides = match.kind === 'match' ? match.teams.map((t, i) => [t, i] as const) : [[match.team, 0] as const];
      for (const [team, side] of sides) {
        const column = match.column + (side === 0 ? OFFSET.first : OFFSET.second);
        if (seen.has(team.id))
          add(
            match.row,
            column,
            'pairings/team-twice-in-round',
            `team ${team.id} (${team.name}) is already paired in round ${round.round}, expected one match a round`,
          );
        seen.add(team.id);
        const known = names.get(team.id);
        if (known === undefined) names.set(team.id, team.name);
        else if (known !== team.name)
          add(
            match.row,
            column + 1,
            'pairings/team-name-differs',
            `found ${found(team.name)} for team ${team.id}, earlier ${found(known)}; the first name is used`,
            'warning',
          );
      }
    }
  }
}

function lastRoundWithResults(rounds: readonly PairingRound[]): number {
  let last = 0;
  for (const round of rounds) if (hasResults(round)) last = Math.max(last, round.round);
  return last;
}

/** The game points the byes credit (the score shown after "bye"), the same in every round. */
function byeGamePoints(rounds: readonly PairingRound[], ranked: number, sheet: GridSheet, add: Add): Rational | undefined {
  let points: Rational | undefined;
  for (const round of rounds) {
    if (round.round > ranked) continue;
    for (const match of round.matches) {
      if (match.kind !== 'bye' || match.gamePoints === undefined) continue;
      if (points === undefined) points = match.gamePoints;
      else if (!points.eq(match.gamePoints)) {
        const column = match.column + OFFSET.result;
        add(
          match.row,
          column,
          'pairings/bye-score-differs',
          `found ${found(textAt(sheet, match.row, column))} for a bye, an earlier bye credited ${pointsText(points)}; the first is used`,
          'warning',
        );
      }
    }
  }
  return points;
}
