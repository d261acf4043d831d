import { Rational } from '../arith';
import type { MatchBoard, PointSystem, TeamRound } from '../model';

/*
 * Match tie-breaks on board results (C.07 art. 12 BC, TBR, BBE; arbiter's handbook
 * ch. 13 board count and end-board elimination). Each criterion turns one team's board
 * results into an ordered list of keys; two teams are compared key by key, the first
 * unequal key deciding (TBR: board 1, then board 2 …; BBE: without the bottom board,
 * then without the next one …).
 */

/** One team's result on one board of one match, as art. 12 counts it. */
export interface BoardRecord {
  /** 1-based position of the match among the rounds the criterion reads. */
  match: number;
  board: number;
  /** Game points on the board: forfeits as ordinary wins and losses, a PAB as a win (C.07 12). */
  points: Rational;
  won: boolean;
  /** How the board was counted: "win", "forfeit win, counted as a win (C.07 12)". */
  note: string;
}

/** A team's board results and the number of boards (the bottom board's number). */
export interface TeamBoards {
  records: readonly BoardRecord[];
  boards: number;
}

export interface BoardContribution {
  match: number;
  board: number;
  value: Rational;
  note: string;
}

/** One comparison key of a match criterion for one team, with its addends. */
export interface MatchKey {
  /** What is compared: "board count", "board 2", "boards 1–4 (5–6 dropped)". */
  label: string;
  value: Rational;
  contributions: BoardContribution[];
}

/** One team's board records over the rounds given (a match from either side, or a PAB). */
export function boardRecordsOf(rounds: readonly TeamRound[], system: PointSystem): BoardRecord[] {
  const records: BoardRecord[] = [];
  rounds.forEach((round, index) => {
    const match = index + 1;
    if (round.kind === 'pab') {
      for (let board = 1; board <= round.boards; board++)
        records.push({ match, board, points: system.win, won: true, note: 'pairing-allocated bye: a win’s game points (C.07 12)' });
      return;
    }
    if (round.kind !== 'match') {
      const full = round.kind === 'fpb';
      const note = full ? 'full-point bye: a win’s game points' : 'half-point bye: a draw’s game points';
      for (let board = 1; board <= round.boards; board++) records.push({ match, board, points: system[round.kind], won: full, note });
      return;
    }
    for (const b of round.match.boards) records.push(recordOf(b, round.side, match, system));
  });
  return records;
}

function recordOf(b: MatchBoard, side: 0 | 1, match: number, system: PointSystem): BoardRecord {
  const flip = (o: 'win' | 'loss' | 'draw') => (side === 0 ? o : o === 'win' ? 'loss' : o === 'loss' ? 'win' : 'draw');
  if (b.result.kind === 'forfeit') {
    if (b.result.outcome === 'double') return { match, board: b.board, points: Rational.ZERO, won: false, note: 'double forfeit: 0' };
    const outcome = flip(b.result.outcome);
    const points = outcome === 'win' ? system.win : system.loss;
    return { match, board: b.board, points, won: outcome === 'win', note: `forfeit ${outcome}, counted as a ${outcome} (C.07 12)` };
  }
  const outcome = flip(b.result.outcome);
  return { match, board: b.board, points: system[outcome], won: outcome === 'win', note: outcome };
}

function sum(contributions: readonly BoardContribution[]): Rational {
  return Rational.sum(contributions.map((c) => c.value));
}

function key(label: string, contributions: BoardContribution[]): MatchKey {
  return { label, value: sum(contributions), contributions };
}

/** Arbiter's handbook ch. 13: the board numbers on which the team won, added up (lower is better). */
export function computeBoardCountOfWins(team: TeamBoards): MatchKey[] {
  const contributions = team.records
    .filter((r) => r.won)
    .map((r) => ({ match: r.match, board: r.board, value: Rational.of(r.board), note: `won on board ${r.board} (${r.note})` }));
  return [key('board numbers won', contributions)];
}

/** C.07 12.1: Σ board number × game points on that board, whoever played it (lower is better). */
export function computeBoardCount(team: TeamBoards): MatchKey[] {
  const contributions = team.records.map((r) => ({
    match: r.match,
    board: r.board,
    value: Rational.of(r.board).mul(r.points),
    note: `board ${r.board} × ${r.points.toDecimalString()} (${r.note})`,
  }));
  return [key('board count', contributions)];
}

/** C.07 12.2: game points on board 1; if equal, on board 2; and so on down the boards. */
export function computeTopBoardResults(team: TeamBoards): MatchKey[] {
  const keys: MatchKey[] = [];
  for (let board = 1; board <= team.boards; board++) keys.push(key(`board ${board}`, onBoards(team, board, board)));
  return keys;
}

/**
 * C.07 12.3 and the handbook's end-board elimination: game points without the bottom
 * board; if equal, without the next one too; until board 1 alone is left. The handbook's
 * example (ch. 13) shows the remaining boards are compared by game points, not by board count:
 * after board 5 is dropped the Organisers lead 2½–1½ on boards 1–4 and win.
 */
export function computeBottomBoardElimination(team: TeamBoards): MatchKey[] {
  const keys: MatchKey[] = [];
  for (let last = team.boards - 1; last >= 1; last--) {
    const dropped = last + 1 === team.boards ? `board ${team.boards}` : `boards ${last + 1}–${team.boards}`;
    keys.push(key(`boards 1–${last} (${dropped} dropped)`, onBoards(team, 1, last)));
  }
  return keys;
}

/**
 * Berliner Wertung ("reciprocal board weighting", Swiss-Manager tie-break 71; German
 * club rules, e.g. the Berlin chess federation's cup): a win on board k of n boards is
 * worth n − k + 1 points — n on the top board, 1 on the bottom one — and a draw splits
 * them. Points on a board are scaled by the win's points, so a 2-1-0 system weighs alike.
 */
export function computeBerlinWeighting(team: TeamBoards, system: PointSystem): MatchKey[] {
  const contributions = team.records.map((r) => {
    const weight = Rational.of(team.boards - r.board + 1);
    const share = r.points.div(system.win);
    return {
      match: r.match,
      board: r.board,
      value: weight.mul(share),
      note: `board ${r.board}: weight ${weight.toDecimalString()} × ${share.toDecimalString()} (${r.note})`,
    };
  });
  return [key('Berlin weighting', contributions)];
}

function onBoards(team: TeamBoards, first: number, last: number): BoardContribution[] {
  return team.records
    .filter((r) => r.board >= first && r.board <= last)
    .map((r) => ({ match: r.match, board: r.board, value: r.points, note: `board ${r.board}: ${r.note}` }));
}
