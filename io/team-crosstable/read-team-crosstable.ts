import {
  Rational,
  STANDARD,
  teamId,
  teamPointSystem,
  type PointSystem,
  type Team,
  type TeamEvent,
  type TeamRoundRecord,
} from '../../engine';
import { exportEventName, linesOf, mentionsChessResults } from '../grid/chess-results-export';
import { CHESS_RESULTS_LANGUAGES, languageByCode, type ChessResultsLanguage } from '../grid/chess-results-languages';
import type { CellValue } from '../grid/cell-value';
import { normaliseHeader } from '../grid/headers';
import { HEADER_SEARCH_ROWS } from '../grid/header-row';
import { cellIssue, found, gridSheet, rawAt, textAt, type GridSheet } from '../grid/sheet';
import { pushBounded } from '../bounded-issues';
import { hasErrors, sortIssues, type InputIssue } from '../issues';
import { pointsText } from '../match/match-results';
import { readRoundCell, readVersusCell, type MatchCell } from './crosstable-cells';
import type { TeamCrosstableIssueCode } from './crosstable-issues';
import { findCrosstableLayout, type CrosstableLayout } from './crosstable-layout';
import { roundRobinSchedule } from './round-robin-schedule';

export interface ReadTeamCrosstableOptions {
  /** The worksheet's name, for cell addresses ('Crosstable'!C5). */
  sheet: string;
  /** 1-based worksheet address of cells[0][0]; A1 by default. */
  origin?: { row: number; column: number };
  /** The language (`de` …) asked for; detected from the words when unset or `auto`. */
  language?: string;
  /** How a board's game is scored; 1-½-0 by default (it tells the boards from the totals). */
  pointSystem?: PointSystem;
  /** Rank as after this round (--round; a Swiss only). */
  round?: number;
}

export interface TeamCrosstableReading {
  /** Undefined when any issue is an error. Every match is known by its totals only (MatchTotals). */
  event: TeamEvent | undefined;
  /** A team crosstable has no boards, so no individual games. */
  crosstable: undefined;
  /** Every match is known by its totals only: what tells this reading from board pairings'. */
  totalsOnly: true;
  /** Sorted by row, then column. */
  issues: InputIssue[];
  language: ChessResultsLanguage | undefined;
  /** The export says it comes from chess-results (its first or last lines). */
  chessResults: boolean;
  /** What was read, in one clause ("6 teams, 3 rounds, 2 boards, match totals only"). */
  summary: string;
}

/**
 * Whether the cells hold a chess-results crosstable of a team event (a header row with a team
 * column, then opponents or rounds) whose header is among the first HEADER_SEARCH_ROWS rows, where
 * an individual crosstable's header must be too. Every sheet is asked this before it is read as
 * players, so only the top of the sheet is looked at: never every row of a 20,000-player table.
 */
export function isTeamCrosstable(cells: readonly (readonly CellValue[])[]): boolean {
  return findCrosstableLayout(gridSheet(cells.slice(0, HEADER_SEARCH_ROWS), 'sheet')) !== undefined;
}

type Add = (row: number, column: number, code: TeamCrosstableIssueCode, message: string, severity?: 'error' | 'warning') => void;

/** One match of the table as the two teams' cells give it, before it becomes the two teams' round records. */
interface CellMatch {
  round: number;
  teams: [number, number];
  cells: [MatchCell, MatchCell];
  /** The first team's cell, for issues. */
  at: { row: number; column: number };
}

/**
 * Reads chess-results' crosstable of a team event — the round robin's "Ranking crosstable
 * (Pts.)" (teams × teams) or the Swiss "Ranking crosstable after Round n" (teams × rounds),
 * .xlsx or the CSV Excel saves of it — into the team event it describes, every match known
 * by its game points only (C.07 art. 11.1: the match result follows from them). The boards
 * per match are the largest total of a match's two sides. The tie-break columns are not read.
 * Every problem is an issue at its cell; nothing is guessed.
 */
export function readTeamCrosstable(cells: readonly (readonly CellValue[])[], options: ReadTeamCrosstableOptions): TeamCrosstableReading {
  const sheet = gridSheet(cells, options.sheet, options.origin);
  const system = options.pointSystem ?? STANDARD;
  const issues: InputIssue[] = [];
  const add: Add = (row, column, code, message, severity = 'error') =>
    pushBounded(issues, cellIssue(sheet, row, column, code, message, severity));
  const layout = findCrosstableLayout(sheet);
  const above = linesOf(sheet, 0, layout ? layout.headerRow : sheet.text.length);
  const below = layout ? linesOf(sheet, (layout.rows[layout.rows.length - 1] ?? layout.headerRow) + 1, sheet.text.length) : [];
  const language = crosstableLanguage(above, options.language);
  const base = { crosstable: undefined, totalsOnly: true as const, language, chessResults: mentionsChessResults([...above, ...below]) };
  const fail = (summary: string) => ({ ...base, event: undefined, issues: sortIssues(issues), summary });
  if (!layout) return fail('no team crosstable');
  checkTitle(sheet, layout, add);
  if (layout.rows.length === 0) {
    add(layout.headerRow, layout.teamColumn, 'team-crosstable/no-teams', 'found no team row under the header row, expected a row per team');
    return fail('0 teams');
  }
  const read = layout.form === 'round-robin' ? readRoundRobin(sheet, layout, add) : readSwiss(sheet, layout, options.round, add);
  const names = layout.rows.map((r) => textAt(sheet, r, layout.teamColumn).trim());
  const records = buildRecords(read.matches, names.length, read.rounds);
  for (const [team, round] of read.byes) records[team]![round - 1] = { kind: 'pab' };
  const boards = boardsOf(read.matches, system, sheet, add);
  const pabGamePoints = byePoints(read.byePoints, add);
  const teamsText = `${names.length} team${names.length === 1 ? '' : 's'}`;
  if (boards === undefined && !hasErrors(issues))
    add(
      layout.headerRow,
      layout.firstResult,
      'team-crosstable/no-boards',
      'found no match with game points, expected at least one played match to tell the boards per match',
    );
  if (hasErrors(issues) || boards === undefined) return fail(teamsText);
  const teams: Team[] = names.map((name, i) => ({ id: teamId(i + 1), name, members: [], rounds: records[i]!, fields: {} }));
  const name = exportEventName(above);
  const event: TeamEvent = {
    ...(name !== undefined && name !== '' && { name }),
    type: layout.form,
    rounds: read.rounds,
    boards,
    teams,
    players: [],
    gamePoints: system,
    matchPoints: teamPointSystem(),
    ...(pabGamePoints && { pabGamePoints }),
    meta: {},
  };
  return {
    ...base,
    event,
    issues: sortIssues(issues),
    summary: `${teamsText}, ${read.rounds} round${read.rounds === 1 ? '' : 's'}, ${boards} board${boards === 1 ? '' : 's'}, match totals only`,
  };
}

interface Read {
  rounds: number;
  matches: CellMatch[];
  /** [team index, round] of each bye. */
  byes: [number, number][];
  byePoints: { points: Rational; row: number; column: number }[];
}

/** "Ranking crosstable (MP)" gives match points: not what C.07 11.1 reads. */
function checkTitle(sheet: GridSheet, layout: CrosstableLayout, add: Add): void {
  const titles = CHESS_RESULTS_LANGUAGES.flatMap((l) => l.teams?.crosstable?.matchPointsTitle ?? []).map(normaliseHeader);
  for (let r = 0; r < layout.headerRow; r++)
    for (let c = 0; c < (sheet.text[r]?.length ?? 0); c++) {
      const text = normaliseHeader(textAt(sheet, r, c));
      if (text !== '' && titles.some((t) => text.includes(t)))
        add(
          r,
          c,
          'team-crosstable/match-points-cells',
          `found ${found(textAt(sheet, r, c))}: its cells are match points, expected the crosstable in game points (Pts.)`,
        );
    }
}

/** The round robin: cell (i, j) is team i's game points against team j, `*` where i = j. */
function readRoundRobin(sheet: GridSheet, layout: CrosstableLayout, add: Add): Read {
  const n = layout.rows.length;
  const empty: Read = { rounds: 0, matches: [], byes: [], byePoints: [] };
  if (layout.results !== n) {
    add(
      layout.headerRow,
      layout.firstResult,
      'team-crosstable/columns-not-teams',
      `found ${layout.results} numbered columns and ${n} team rows, expected a column for each team row`,
    );
    return empty;
  }
  const cell = (i: number, j: number): MatchCell | undefined => {
    const row = layout.rows[i]!;
    const column = layout.firstResult + j;
    const read = readVersusCell(rawAt(sheet, row, column), textAt(sheet, row, column));
    const wanted = i === j ? read?.kind === 'self' || read?.kind === 'none' : read !== undefined && read.kind !== 'self';
    if (!wanted)
      add(
        row,
        column,
        'team-crosstable/unknown-cell',
        `found ${found(textAt(sheet, row, column))}, expected ${i === j ? "'*' (a team against itself)" : "the row team's game points against the column's (2½), + or - for a forfeit, or nothing for a match not played"}`,
      );
    return wanted ? read : undefined;
  };
  const { rounds, roundOf } = roundRobinSchedule(n);
  const matches: CellMatch[] = [];
  for (let i = 0; i < n; i++) {
    cell(i, i);
    for (let j = i + 1; j < n; j++) {
      const a = cell(i, j);
      const b = cell(j, i);
      if (!a || !b) continue;
      matches.push({ round: roundOf(i, j), teams: [i, j], cells: [a, b], at: { row: layout.rows[i]!, column: layout.firstResult + j } });
    }
  }
  add(
    layout.headerRow,
    layout.firstResult,
    'team-crosstable/round-unknown',
    `a round robin's crosstable does not say when each match was played: the matches are placed in ${rounds} rounds by a round-robin schedule`,
    'warning',
  );
  return { rounds, matches, byes: [], byePoints: [] };
}

/** The Swiss: cell (i, r) is team i's round r, `18w4½` (the opponent's rank, colour, game points). */
function readSwiss(sheet: GridSheet, layout: CrosstableLayout, round: number | undefined, add: Add): Read {
  const n = layout.rows.length;
  const rounds = round !== undefined ? Math.min(round, layout.results) : layout.results;
  const read: Read = { rounds, matches: [], byes: [], byePoints: [] };
  for (let r = 1; r <= rounds; r++) {
    const column = layout.firstResult + r - 1;
    const cells = layout.rows.map((row) => {
      const text = textAt(sheet, row, column);
      const cell = readRoundCell(text);
      if (!cell)
        add(
          row,
          column,
          'team-crosstable/unknown-cell',
          `found ${found(text)}, expected the opponent's rank, the colour and the game points (18w4½), -1 for a bye, 0w0 or nothing for a round not paired`,
        );
      return cell;
    });
    cells.forEach((cell, i) => {
      const row = layout.rows[i]!;
      if (cell?.kind === 'bye') {
        read.byes.push([i, r]);
        read.byePoints.push({ points: cell.points, row, column });
      }
      if (cell?.kind !== 'match') return;
      const j = cell.opponent - 1;
      if (j >= n || j === i) {
        add(
          row,
          column,
          'team-crosstable/bad-opponent',
          `found opponent ${cell.opponent}, expected the rank of another team's row, 1 to ${n}`,
        );
        return;
      }
      const other = cells[j];
      if (other === undefined) return; // reported at its own cell
      if (other.kind !== 'match' || other.opponent !== i + 1) {
        add(
          row,
          column,
          'team-crosstable/match-one-sided',
          `${found(textAt(sheet, row, column))} pairs ${textAt(sheet, row, layout.teamColumn)} with ${textAt(sheet, layout.rows[j]!, layout.teamColumn)} in round ${r}, whose cell reads ${found(textAt(sheet, layout.rows[j]!, column))}; expected it to name rank ${i + 1}`,
        );
        return;
      }
      if (i > j) return; // each match once, from its first row
      read.matches.push({ round: r, teams: [i, j], cells: [cell.result, other.result], at: { row, column } });
    });
  }
  return read;
}

/** Each team's round records from the matches: a match known by its totals, or one forfeited (C.07 11.1). */
function buildRecords(matches: readonly CellMatch[], teams: number, rounds: number): TeamRoundRecord[][] {
  const records: TeamRoundRecord[][] = Array.from({ length: teams }, () => Array.from({ length: rounds }, () => ({ kind: 'absent' })));
  for (const match of matches) {
    const [i, j] = match.teams;
    const [a, b] = match.cells;
    const [idA, idB] = [teamId(i + 1), teamId(j + 1)];
    const put = (x: TeamRoundRecord, y: TeamRoundRecord) => {
      records[i]![match.round - 1] = x;
      records[j]![match.round - 1] = y;
    };
    if (a.kind === 'points' && b.kind === 'points')
      put(
        { kind: 'match', opponent: idB, boards: [], gamePoints: { own: a.points, theirs: b.points } },
        { kind: 'match', opponent: idA, boards: [], gamePoints: { own: b.points, theirs: a.points } },
      );
    else if (a.kind === 'forfeit' && b.kind === 'forfeit' && !(a.won && b.won)) {
      if (a.won) put({ kind: 'forfeit-win', opponent: idB }, { kind: 'forfeit-loss', opponent: idA });
      else if (b.won) put({ kind: 'forfeit-loss', opponent: idB }, { kind: 'forfeit-win', opponent: idA });
      else put({ kind: 'double-forfeit', opponent: idB }, { kind: 'double-forfeit', opponent: idA });
    }
  }
  return records;
}

/**
 * The boards per match: the largest total of a match's two sides in boards' worth of a
 * game (1 with 1-½-0); a match whose sides add up to less is reported (a board lost by both).
 * Also reports a match whose two cells do not show one match.
 */
function boardsOf(matches: readonly CellMatch[], system: PointSystem, sheet: GridSheet, add: Add): number | undefined {
  const perBoard = system.win.add(system.loss);
  let most = Rational.ZERO;
  for (const match of matches) {
    const [a, b] = match.cells;
    const consistent =
      (a.kind === 'points' && b.kind === 'points') ||
      (a.kind === 'none' && b.kind === 'none') ||
      (a.kind === 'forfeit' && b.kind === 'forfeit' && !(a.won && b.won));
    if (!consistent) {
      add(
        match.at.row,
        match.at.column,
        'team-crosstable/match-one-sided',
        `found ${found(textAt(sheet, match.at.row, match.at.column))} here and ${describe(b)} in the other team's cell of the match, expected both cells to show the match (two game-point totals, + and -, or both empty)`,
      );
      continue;
    }
    if (a.kind === 'points' && b.kind === 'points') most = Rational.max(most, a.points.add(b.points));
  }
  if (most.isZero()) return undefined;
  const boards = most.div(perBoard);
  const whole = Number(boards.ceil());
  for (const match of matches) {
    const [a, b] = match.cells;
    if (a.kind !== 'points' || b.kind !== 'points') continue;
    const total = a.points.add(b.points);
    if (total.cmp(most) < 0)
      add(
        match.at.row,
        match.at.column,
        'team-crosstable/match-total-differs',
        `the match's totals ${pointsText(a.points)} and ${pointsText(b.points)} add up to ${pointsText(total)}, other matches to ${pointsText(most)}; the totals count as given`,
        'warning',
      );
  }
  return whole;
}

function describe(cell: MatchCell): string {
  switch (cell.kind) {
    case 'points':
      return `'${pointsText(cell.points)}'`;
    case 'forfeit':
      return cell.won ? "'+'" : "'-'";
    case 'none':
      return 'an empty cell';
    case 'self':
      return "'*'";
  }
}

/** The game points the byes credit, the same in every round (the first counts). */
function byePoints(byes: Read['byePoints'], add: Add): Rational | undefined {
  const first = byes[0];
  for (const bye of byes.slice(1))
    if (!bye.points.eq(first!.points))
      add(
        bye.row,
        bye.column,
        'team-crosstable/bye-points-differ',
        `found a bye of ${pointsText(bye.points)}, an earlier bye credited ${pointsText(first!.points)}; the first is used`,
        'warning',
      );
  return first?.points;
}

/** The language from the lines above the table (chess-results' first line, the title) or as asked. */
function crosstableLanguage(lines: readonly string[], requested: string | undefined): ChessResultsLanguage | undefined {
  if (requested !== undefined && requested !== 'auto') return languageByCode(requested);
  const text = lines.map(normaliseHeader).join(' ');
  let best: { language: ChessResultsLanguage; score: number } | undefined;
  for (const language of CHESS_RESULTS_LANGUAGES) {
    let score = language.databaseLine && text.includes(normaliseHeader(language.databaseLine)) ? 5 : 0;
    for (const title of language.teams?.crosstable?.title ?? []) if (text.includes(normaliseHeader(title))) score += 3;
    if (score > 0 && (!best || score > best.score)) best = { language, score };
  }
  return best?.language;
}
