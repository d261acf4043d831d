import { Rational, teamId, type TeamId } from '../../engine';
import type { TrfIssues } from './trf-issues';

/*
 * TRF-2026 299, "Abnormal Assignment Points … special record for non-standard point
 * assignments" (FIDE Handbook, TRF26.pdf, section "Abnormal Assignment Points (299
 * records)"): the type of assignment in column 5 — W win, D draw, L loss, F FPB, H HPB,
 * Z ZPB, + forfeit win, - forfeit loss, blank a penalty or bonus — the match points in 8–11
 * (teams only), the game points in 14–17 (format [-]11.5), the round in 20–22 ("000 or
 * empty means all rounds"), then the (team) pairing numbers in 24–27, 29–32 … (none: every
 * team). Regula also takes P and U (a PAB) and A (an absence) as types.
 *
 *   ### T  MMMM  GGGG RRR PPPP PPPP
 *   299 +   2.0   2.0 000
 *   299 H   1.0   2.0 005 0012
 *   299    -1.0   0.0 007 0004
 *
 * A line whose characters all lie in those columns is read by them. One written with other
 * spacing ("299 + 2.0  2.0 002    6") is read as blank-separated fields in the same order,
 * a line starting with a number being a penalty or bonus (no type).
 */

export interface AssignmentLine {
  line: number;
  /** The type letter; '' for a penalty or bonus. */
  result: AssignedResult | '';
  matchPoints: Rational;
  gamePoints: Rational;
  /** Undefined: every round. */
  round?: number;
  /** Empty: every team. */
  teams: { team: TeamId; column: number }[];
}

export const ASSIGNED_RESULTS = ['W', 'D', 'L', '+', '-', 'P', 'U', 'Z', 'A', 'F', 'H'] as const;
export type AssignedResult = (typeof ASSIGNED_RESULTS)[number];

interface Field {
  text: string;
  column: number;
}

/** The record's fields (1-based, inclusive): type, match points, game points, round; teams from 24, every 5 columns. */
const FIELDS = [
  [5, 5],
  [8, 11],
  [14, 17],
  [20, 22],
] as const;
const TEAMS_FROM = 24;
const TEAM_WIDTH = 4;

export function readAssignment299(raw: string, lineNumber: number, issues: TrfIssues): AssignmentLine | undefined {
  const fields = columnFields(raw) ?? spacedFields(raw);
  const [letter, mp, gp, round, ...teams] = fields;
  const bad = (column: number, message: string) => {
    issues.add('trf/bad-team-record', lineNumber, column, message);
    return undefined;
  };
  if (letter!.text !== '' && !(ASSIGNED_RESULTS as readonly string[]).includes(letter!.text))
    return bad(
      letter!.column,
      `found "${letter!.text}" as the type of a 299 assignment, expected one of ${ASSIGNED_RESULTS.join(' ')} or a blank (a penalty or bonus)`,
    );
  const amount = (field: Field | undefined, what: string): Rational | undefined => {
    if (field && /^-?\d+(\.\d+)?$/.test(field.text)) return Rational.parse(field.text);
    return bad(
      field?.column ?? raw.length + 1,
      `found "${field?.text ?? ''}" as the ${what} of a 299 assignment, expected a number such as 1, 2.5 or -1.0`,
    );
  };
  const matchPoints = amount(mp, 'match points');
  const gamePoints = matchPoints && amount(gp, 'game points');
  if (!matchPoints || !gamePoints) return undefined;
  if (round && round.text !== '' && !/^\d+$/.test(round.text))
    return bad(round.column, `found "${round.text}" as the round of a 299 assignment, expected a round number (000 or blank: every round)`);
  const listed: { team: TeamId; column: number }[] = [];
  for (const field of teams) {
    if (!/^\d+$/.test(field.text)) return bad(field.column, `found "${field.text}" as a team of a 299 assignment, expected a team number`);
    if (Number(field.text) > 0) listed.push({ team: teamId(Number(field.text)), column: field.column });
  }
  const roundNumber = round && round.text !== '' ? Number(round.text) : 0;
  return {
    line: lineNumber,
    result: letter!.text as AssignedResult | '',
    matchPoints,
    gamePoints,
    ...(roundNumber > 0 && { round: roundNumber }),
    teams: listed,
  };
}

/** The fields in TRF-2026's columns, or undefined when a character lies outside them. */
function columnFields(raw: string): Field[] | undefined {
  const chars = Array.from(raw);
  const inField = (column: number) =>
    FIELDS.some(([from, to]) => column >= from && column <= to) ||
    (column >= TEAMS_FROM && (column - TEAMS_FROM) % (TEAM_WIDTH + 1) < TEAM_WIDTH);
  for (let column = 5; column <= chars.length; column++) if (chars[column - 1] !== ' ' && !inField(column)) return undefined;
  const field = (from: number, to: number): Field => {
    const text = chars.slice(from - 1, to).join('');
    const lead = text.length - text.trimStart().length;
    return { text: text.trim(), column: from + (text.trim() === '' ? 0 : lead) };
  };
  const fields = FIELDS.map(([from, to]) => field(from, to));
  for (let from = TEAMS_FROM; from <= chars.length; from += TEAM_WIDTH + 1) {
    const team = field(from, from + TEAM_WIDTH - 1);
    if (team.text !== '') fields.push(team);
  }
  // A field holding two words is not in the columns (a loose line that happens to fit).
  return fields.some((f) => /\s/.test(f.text)) ? undefined : fields;
}

/** Blank-separated fields: type (absent when the line starts with a number), match points, game points, round, teams. */
function spacedFields(raw: string): Field[] {
  const words = [...raw.slice(4).matchAll(/\S+/g)].map((m) => ({ text: m[0], column: 5 + m.index }));
  const typed = words.length > 0 && !/^-?\d/.test(words[0]!.text);
  return typed ? words : [{ text: '', column: 5 }, ...words];
}

/** A penalty or bonus (299 without a type) names its round: "all rounds" could mean once or in every round. */
export function penaltyHasRound(line: AssignmentLine, issues: TrfIssues): boolean {
  if (line.result !== '' || line.round !== undefined) return true;
  issues.add(
    'trf/bad-team-record',
    line.line,
    20,
    'found a 299 penalty or bonus (no type in column 5) without a round, expected its round in columns 20–22: without one it could be taken once or in every round',
  );
  return false;
}
