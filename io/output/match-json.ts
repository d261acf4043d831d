import type { MatchDecision, MatchTiebreaks, PointSystem, TeamMatch } from '../../engine';
import { resultText } from '../match';
import { explainMatch } from './explain-match';
import { cellNumber } from './values';

/** One decided match for tools (`regula match --format json`). */
export interface MatchJson {
  teams: [string, string];
  title?: string;
  /** Where the match was read: the sheet and its first and last rows. */
  sheet: string;
  rows: [number, number];
  boards: { board: number; players: [string, string]; colour: 'white' | 'black' | null; result: string }[];
  /** Game points, numbers (or "1/3" for a value with no decimal expansion). */
  score: [number | string, number | string];
  winner: string | null;
  decidedBy: string;
  steps: {
    criterion: string;
    label: string;
    values: [number | string, number | string];
    ahead: string | null;
    note: string;
    contributions: [{ board: number; value: number | string; note: string }[], { board: number; value: number | string; note: string }[]];
  }[];
  explanation: string[];
}

export function matchJson(
  match: TeamMatch,
  decision: MatchDecision,
  where: { sheet: string; rows: [number, number]; title?: string },
  rules: MatchTiebreaks,
  system: PointSystem,
): MatchJson {
  const side = (team: 0 | 1 | undefined) => (team === undefined ? null : decision.teams[team]);
  return {
    teams: [...decision.teams],
    ...(where.title !== undefined && { title: where.title }),
    sheet: where.sheet,
    rows: where.rows,
    boards: match.boards.map((b) => ({
      board: b.board,
      players: [b.players?.[0] ?? '', b.players?.[1] ?? ''],
      colour: b.colour ?? null,
      result: resultText(b.result, system),
    })),
    score: [cellNumber(decision.score[0]), cellNumber(decision.score[1])],
    winner: side(decision.winner),
    decidedBy: decision.decidedBy,
    steps: decision.steps.map((s) => ({
      criterion: s.criterion,
      label: s.label,
      values: [cellNumber(s.values[0]), cellNumber(s.values[1])],
      ahead: side(s.ahead),
      note: s.note,
      contributions: [0, 1].map((t) =>
        s.contributions[t as 0 | 1].map((c) => ({ board: c.board, value: cellNumber(c.value), note: c.note })),
      ) as MatchJson['steps'][number]['contributions'],
    })),
    explanation: explainMatch(decision, rules),
  };
}
