import { Rational, teamId, type TeamBye, type TeamId } from '../../engine';
import { FixedLine, type FieldSpan } from './player-line-layout';
import type { TrfIssues } from './trf-issues';

/*
 * The team records of a TRF file, field by field. Column layouts (1-based, inclusive), as
 * TRF-2026 gives them (FIDE Handbook, TRF26.pdf: "Team Section", "Bye Section", "Forfeited
 * Matches", "Out-Of-(default)Order") and the FIDE TEC's reference server
 * (OttoMilvang/TieBreakServer, trf2json.py) reads them:
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
 *                 round 8–10, first team 12–14, second team 16–18 (TRF-2026: the White team,
 *                 the Black team).
 *   352           the colour of the first team on each board, "WBWB": its length is the number of boards.
 *   362           9-column cells from column 5: "T" and a symbol (W won, D drawn, L lost
 *                 match, P PAB, A absent) then the points: "TW 2.0   TD 1.0   TL 0.0".
 *   240           a team's full-, half- or zero-point bye (TRF-2026 "Bye Section (240
 *                 records)": "Individual and Teams"): the type F, H or Z in column 5, the round
 *                 in 7–9, the teams ("Player/Team ID") in 11–14, 16–19 … — read so in a team
 *                 file, as the reference server reads them (parse_trf_bye with 4-column ids).
 *   299, 802      assignment-299.ts, team-rounds-802.ts.
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

/** One 240 line of a team file: the teams given a full-, half- or zero-point bye in a round. */
export interface TeamByeLine {
  line: number;
  bye: TeamBye;
  round: number;
  teams: { team: TeamId; column: number }[];
}

const BYE_TYPES: Readonly<Record<string, TeamBye>> = { F: 'fpb', H: 'hpb', Z: 'zpb' };

export function readBye240(raw: string, lineNumber: number, issues: TrfIssues): TeamByeLine | undefined {
  const line = new FixedLine(raw);
  const type = line.field(span(5, 5)).toUpperCase();
  const bye = BYE_TYPES[type];
  if (!bye) issues.add('trf/bad-team-record', lineNumber, 5, `found "${type.trim()}" as the type of a 240 bye, expected F, H or Z`);
  const round = wholeNumber(line, span(7, 9), lineNumber, issues, 'the round');
  if (!bye || !round) {
    if (round === 0) issues.add('trf/bad-team-record', lineNumber, 7, 'found no round in columns 7–9 of a 240 bye, expected its round');
    return undefined;
  }
  const teams: TeamByeLine['teams'] = [];
  for (let end = 14; end - 3 <= line.length; end += 5) {
    const field = span(end - 3, end);
    const team = wholeNumber(line, field, lineNumber, issues, 'a team given the bye');
    if (team) teams.push({ team: teamId(team), column: line.firstFilled(field) });
  }
  return { line: lineNumber, bye, round, teams };
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
