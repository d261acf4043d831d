import { Rational, teamId, type TeamId } from '../../engine';
import { FixedLine, type FieldSpan } from './player-line-layout';
import type { TrfIssues } from './trf-issues';

/*
 * The team records of a TRF file, field by field. Column layouts (1-based, inclusive), as
 * digest §7.5–7.6 names the records and as the FIDE TEC's reference server
 * (OttoMilvang/TieBreakServer, gacrux/trf2json.py) reads them — the TRF-2026 text itself
 * could not be consulted:
 *   013 (TRF-16)  team name 5–36; members' starting numbers in 4-column fields ending at
 *                 columns 40, 45, 50 …; the team's number is the line's position among the 013s.
 *   310 (TRF-26)  team number 5–7, name 9–40, nickname 42–46, strength 48–53, match points
 *                 55–60, game points 62–67, rank 69–71; members in 4-column fields ending at
 *                 77, 82, 87 …
 *   300           round 5–7, the team playing out of order 9–11, its opponent 13–15, then the
 *                 starting numbers of the line-up, board 1 first, in fields ending at 20, 25 …
 *   320           a PAB's match points 5–8 and game points 10–13, then the team given the PAB
 *                 in each round: round r in columns 15 + 4(r − 1) … 17 + 4(r − 1).
 *   330           result 5–6 (+- the first team wins by forfeit, -+ the second, -- both lose),
 *                 round 8–10, first team 12–14, second team 16–18.
 *   352           the colour of the first team on each board, "WBWB": its length is the number of boards.
 *   362           9-column cells from column 5: "T" and a symbol (W won, D drawn, L lost
 *                 match, P PAB, A absent) then the points: "TW 2.0   TD 1.0   TL 0.0".
 *   802           a team's results round by round, informative (TRF-2026 says they repeat
 *                 what other lines hold): team 5–7, nickname 9–13, match points 15–20, game
 *                 points 22–27, then a 13-column cell per round from column 29: the
 *                 opponent team (or FPB, HPB, PAB, ZPB) in its columns 1–3, the colour in 5,
 *                 the round's game points in 7–10, `f` in 11 for a forfeited match. The
 *                 layout is that of the TEC's TRF-2026 team sample as a public TRF library
 *                 reads it; Regula uses the line only to check the games against it.
 *   299           abnormal point assignment, "T MMMM GGGG RRR PPPP PPPP …" (digest §7.5): the
 *                 result letter T in column 5, then match points, game points, the round
 *                 (0 or none: every round) and the teams (none: every team), read as
 *                 whitespace-separated fields because the reference server's column table
 *                 for it is self-contradictory (it reads the round from the game points'
 *                 columns).
 */

export interface TeamLine {
  line: number;
  id: TeamId;
  name: string;
  /** Starting numbers, board 1 first; 0 where a position is empty. */
  members: { id: number; column: number }[];
  fields: Record<string, string>;
}

export interface LineupLine {
  line: number;
  round: number;
  team: TeamId;
  opponent: TeamId;
  players: { id: number; column: number }[];
}

export interface PabLine {
  line: number;
  matchPoints?: Rational;
  gamePoints?: Rational;
  /** Round → team. */
  teams: Map<number, { team: TeamId; column: number }>;
}

export interface ForfeitedMatchLine {
  line: number;
  round: number;
  first: TeamId;
  second: TeamId;
  result: 'first' | 'second' | 'both-lose';
}

/**
 * One 299 line: points assigned outright. The result letters are TRF's: W D L (a won, drawn,
 * lost match), + - (a match won or lost by forfeit), P or U (a PAB), Z or A (not paired),
 * F and H (a full- or half-point bye).
 */
export interface AssignmentLine {
  line: number;
  result: AssignedResult;
  matchPoints: Rational;
  gamePoints: Rational;
  /** Undefined: every round. */
  round?: number;
  /** Empty: every team. */
  teams: { team: TeamId; column: number }[];
}

export const ASSIGNED_RESULTS = ['W', 'D', 'L', '+', '-', 'P', 'U', 'Z', 'A', 'F', 'H'] as const;
export type AssignedResult = (typeof ASSIGNED_RESULTS)[number];

const span = (from: number, to: number): FieldSpan => ({ from, to });

function wholeNumber(line: FixedLine, field: FieldSpan, lineNumber: number, issues: TrfIssues, what: string): number | undefined {
  const text = line.field(field).trim();
  if (text === '') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  issues.add('trf/bad-team-record', lineNumber, line.firstFilled(field), `found "${text}" as ${what}, expected a whole number`);
  return undefined;
}

function points(line: FixedLine, field: FieldSpan, lineNumber: number, issues: TrfIssues, what: string): Rational | undefined {
  const text = line.field(field).trim();
  if (text === '') return undefined;
  const value = /^\d+(\.\d+)?$/.test(text) ? Rational.parse(text) : undefined;
  if (!value)
    issues.add(
      'trf/bad-team-record',
      lineNumber,
      line.firstFilled(field),
      `found "${text}" as ${what}, expected a number such as 2 or 2.5`,
    );
  return value;
}

/** Starting numbers in 4-column fields ending at `lastColumn`, `lastColumn + 5` … to the end of the line. */
function members(line: FixedLine, lastColumn: number, lineNumber: number, issues: TrfIssues): { id: number; column: number }[] {
  const list: { id: number; column: number }[] = [];
  for (let end = lastColumn; end - 3 <= line.length; end += 5) {
    const field = span(end - 3, end);
    const id = wholeNumber(line, field, lineNumber, issues, `the starting number of board ${list.length + 1}`);
    list.push({ id: id ?? 0, column: line.firstFilled(field) });
  }
  while (list.length > 0 && list[list.length - 1]!.id === 0) list.pop();
  return list;
}

export function readTeam013(raw: string, lineNumber: number, position: number, issues: TrfIssues): TeamLine {
  const line = new FixedLine(raw);
  return {
    line: lineNumber,
    id: teamId(position),
    name: line.field(span(5, 36)).trim(),
    members: members(line, 40, lineNumber, issues),
    fields: {},
  };
}

export function readTeam310(raw: string, lineNumber: number, issues: TrfIssues): TeamLine | undefined {
  const line = new FixedLine(raw);
  const id = wholeNumber(line, span(5, 7), lineNumber, issues, 'the team number');
  if (!id) {
    if (id === 0) issues.add('trf/bad-team-record', lineNumber, 5, 'found no team number in columns 5–7, expected the team’s number');
    return undefined;
  }
  const fields: Record<string, string> = {};
  const optional: [string, FieldSpan][] = [
    ['nickname', span(42, 46)],
    ['strength', span(48, 53)],
    ['declared match points', span(55, 60)],
    ['declared game points', span(62, 67)],
    ['declared rank', span(69, 71)],
  ];
  for (const [key, field] of optional) {
    const text = line.field(field).trim();
    if (text !== '') fields[key] = text;
  }
  return { line: lineNumber, id: teamId(id), name: line.field(span(9, 40)).trim(), members: members(line, 77, lineNumber, issues), fields };
}

export function readLineup300(raw: string, lineNumber: number, issues: TrfIssues): LineupLine | undefined {
  const line = new FixedLine(raw);
  const round = wholeNumber(line, span(5, 7), lineNumber, issues, 'the round');
  const team = wholeNumber(line, span(9, 11), lineNumber, issues, 'the team playing out of order');
  const opponent = wholeNumber(line, span(13, 15), lineNumber, issues, 'the opponent team');
  if (!round || !team || opponent === undefined) return undefined;
  return { line: lineNumber, round, team: teamId(team), opponent: teamId(opponent), players: members(line, 20, lineNumber, issues) };
}

export function readPab320(raw: string, lineNumber: number, issues: TrfIssues): PabLine {
  const line = new FixedLine(raw);
  const matchPoints = points(line, span(5, 8), lineNumber, issues, 'the match points of a PAB');
  const gamePoints = points(line, span(10, 13), lineNumber, issues, 'the game points of a PAB');
  const teams = new Map<number, { team: TeamId; column: number }>();
  for (let round = 1, from = 15; from <= line.length; round++, from += 4) {
    const field = span(from, from + 2);
    const team = wholeNumber(line, field, lineNumber, issues, `the team given the PAB in round ${round}`);
    if (team) teams.set(round, { team: teamId(team), column: line.firstFilled(field) });
  }
  return { line: lineNumber, ...(matchPoints && { matchPoints }), ...(gamePoints && { gamePoints }), teams };
}

export function readForfeited330(raw: string, lineNumber: number, issues: TrfIssues): ForfeitedMatchLine | undefined {
  const line = new FixedLine(raw);
  const code = line.field(span(5, 6));
  const result = ({ '+-': 'first', '-+': 'second', '--': 'both-lose' } as const)[code as '+-' | '-+' | '--'];
  if (!result) issues.add('trf/bad-team-record', lineNumber, 5, `found "${code}" as a forfeited match's result, expected +-, -+ or --`);
  const round = wholeNumber(line, span(8, 10), lineNumber, issues, 'the round');
  const first = wholeNumber(line, span(12, 14), lineNumber, issues, 'the first team');
  const second = wholeNumber(line, span(16, 18), lineNumber, issues, 'the second team');
  if (!result || !round || !first || !second) return undefined;
  return { line: lineNumber, round, first: teamId(first), second: teamId(second), result };
}

export function readAssignment299(raw: string, lineNumber: number, issues: TrfIssues): AssignmentLine | undefined {
  const fields = [...raw.slice(4).matchAll(/\S+/g)].map((m) => ({ text: m[0], column: 5 + m.index }));
  const [letter, mp, gp, round, ...teams] = fields;
  const bad = (column: number, message: string) => {
    issues.add('trf/bad-team-record', lineNumber, column, message);
    return undefined;
  };
  if (!letter || !(ASSIGNED_RESULTS as readonly string[]).includes(letter.text))
    return bad(
      letter?.column ?? 5,
      `found "${letter?.text ?? ''}" as the result of a 299 assignment, expected one of ${ASSIGNED_RESULTS.join(' ')}`,
    );
  const amount = (field: { text: string; column: number } | undefined, what: string): Rational | undefined => {
    if (field && /^-?\d+(\.\d+)?$/.test(field.text)) return Rational.parse(field.text);
    return bad(
      field?.column ?? raw.length + 1,
      `found "${field?.text ?? ''}" as the ${what} of a 299 assignment, expected a number such as 1 or 2.5`,
    );
  };
  const matchPoints = amount(mp, 'match points');
  const gamePoints = matchPoints && amount(gp, 'game points');
  if (!matchPoints || !gamePoints) return undefined;
  if (round && !/^\d+$/.test(round.text))
    return bad(round.column, `found "${round.text}" as the round of a 299 assignment, expected a round number (0: every round)`);
  const listed: { team: TeamId; column: number }[] = [];
  for (const field of teams) {
    if (!/^\d+$/.test(field.text)) return bad(field.column, `found "${field.text}" as a team of a 299 assignment, expected a team number`);
    if (Number(field.text) > 0) listed.push({ team: teamId(Number(field.text)), column: field.column });
  }
  const roundNumber = round ? Number(round.text) : 0;
  return {
    line: lineNumber,
    result: letter.text as AssignedResult,
    matchPoints,
    gamePoints,
    ...(roundNumber > 0 && { round: roundNumber }),
    teams: listed,
  };
}

/** One 802 line: a team's totals and each round's game points as the file declares them. */
export interface TeamRoundsLine {
  line: number;
  team: TeamId;
  matchPoints?: Rational;
  gamePoints?: Rational;
  /** rounds[r - 1]: round r's opponent (undefined for a bye) and game points. */
  rounds: { opponent?: TeamId; gamePoints: Rational; column: number }[];
}

/** 802 → its totals and rounds; undefined (with a warning) when a field cannot be read: the line is informative only. */
export function readTeamRounds802(raw: string, lineNumber: number, issues: TrfIssues): TeamRoundsLine | undefined {
  const line = new FixedLine(raw);
  const unread = (column: number, message: string) => {
    issues.add('trf/unread-informative-line', lineNumber, column, `${message}; the line is not used`);
    return undefined;
  };
  const team = line.field(span(5, 7)).trim();
  if (!/^\d+$/.test(team)) return unread(5, `found "${team}" as the team of an 802 line, expected a team number in columns 5–7`);
  const total = (field: FieldSpan) => {
    const text = line.field(field).trim();
    return /^\d+(\.\d+)?$/.test(text) ? Rational.parse(text) : undefined;
  };
  const matchPoints = total(span(15, 20));
  const gamePoints = total(span(22, 27));
  const rounds: TeamRoundsLine['rounds'] = [];
  for (let from = 29; from <= line.length; from += 13) {
    const who = line.field(span(from, from + 2)).trim();
    const points = line.field(span(from + 6, from + 9)).trim();
    if (who === '' && points === '') break;
    const bye = ['FPB', 'HPB', 'PAB', 'ZPB'].includes(who);
    const gamePoints = /^\d+(\.\d+)?$/.test(points) ? Rational.parse(points) : undefined;
    if ((!bye && !/^\d+$/.test(who)) || !gamePoints)
      return unread(
        from,
        `found "${line.field(span(from, from + 12)).trim()}" as round ${rounds.length + 1} of an 802 line, expected the opponent team (or FPB, HPB, PAB, ZPB) and the game points`,
      );
    rounds.push({ ...(!bye && { opponent: teamId(Number(who)) }), gamePoints, column: from });
  }
  return { line: lineNumber, team: teamId(Number(team)), ...(matchPoints && { matchPoints }), ...(gamePoints && { gamePoints }), rounds };
}

/** 362: the team point system; undefined entries were not given. */
export function readMatchPoints362(
  raw: string,
  lineNumber: number,
  issues: TrfIssues,
): Partial<Record<'win' | 'draw' | 'loss' | 'pab' | 'absent', Rational>> {
  const symbols = { W: 'win', D: 'draw', L: 'loss', P: 'pab', A: 'absent' } as const;
  const out: Partial<Record<'win' | 'draw' | 'loss' | 'pab' | 'absent', Rational>> = {};
  const cells = raw.slice(4).trim();
  const pattern = /T([A-Z])\s*(\S+)/g;
  let found = false;
  for (let m = pattern.exec(cells); m; m = pattern.exec(cells)) {
    found = true;
    const key = symbols[m[1] as keyof typeof symbols];
    const value = /^\d+(\.\d+)?$/.test(m[2]!) ? Rational.parse(m[2]!) : undefined;
    const column = 5 + raw.slice(4).indexOf(m[0]);
    if (!key || !value)
      issues.add('trf/bad-team-record', lineNumber, column, `found "${m[0]}", expected TW, TD, TL, TP or TA and the match points`);
    else out[key] = value;
  }
  if (!found) issues.add('trf/bad-team-record', lineNumber, 5, 'found no match points, expected cells such as "TW 2.0   TD 1.0   TL 0.0"');
  return out;
}
