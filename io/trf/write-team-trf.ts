import {
  Rational,
  maxOf,
  teamRoundScores,
  type AssignedResult,
  type Crosstable,
  type PlayerId,
  type Team,
  type TeamEvent,
  type TeamId,
  type TeamRoundRecord,
} from '../../engine';
import type { ListChange } from '../workbook/regulation-sheet';
import { writeTrf } from './write-trf';

/*
 * Team event → TRF-2026 text that readTeamTrf reads back as the same event: the players'
 * 001 lines (writeTrf), then the team records in the columns of the specification (FIDE
 * Handbook, TRF26.pdf, "Team Section", "Bye Section", "Forfeited Matches", "Out-Of-(default)
 * Order", "Abnormal Assignment Points", "Informative Records for Teams"):
 *   352  the colour sequence of the boards (from a match's board 1 White side, else WBWB…);
 *   362  the match points of a won, drawn and lost match;
 *   310  each team: number, name, nickname and strength as read, the match and game points
 *        the games give, the rank as read, the members;
 *   240  the teams' full-, half- and zero-point byes of each round;
 *   320  the PAB's match and game points and the team given it in each round;
 *   330  each forfeited match once;
 *   300  a line-up whose boards are not the team's members with a game in their 310 order;
 *   299  the points the event assigns outright;
 *   802  each team's totals and rounds (informative).
 */

const pad = (value: string | number, width: number) => String(value).padStart(width);
const zero = (value: number, width: number) => String(value).padStart(width, '0');
/** Points as TRF-2026 writes them: 2.0, 13.5; an exact fraction as it is. */
const points = (value: Rational) => {
  const text = value.toDecimalString();
  return /^-?\d+$/.test(text) ? `${text}.0` : text;
};

const TEAM_TYPE_TEXT = {
  swiss: 'Team: Swiss-System',
  'round-robin': 'Team: Round-Robin',
  'double-round-robin': 'Team: Double Round-Robin',
} as const;

/** The 299 type letter of an assignment's result (TRF-2026 299; P for a PAB as Regula reads it); blank for a penalty or bonus. */
const ASSIGNED_LETTER: Readonly<Record<AssignedResult, string>> = {
  win: 'W',
  draw: 'D',
  loss: 'L',
  'forfeit-win': '+',
  'forfeit-loss': '-',
  pab: 'P',
  absent: 'Z',
  fpb: 'F',
  hpb: 'H',
};

const BYE_WORD = { pab: 'PAB', fpb: 'FPB', hpb: 'HPB', zpb: 'ZPB', absent: 'ZPB' } as const;

export function writeTeamTrf(event: TeamEvent, crosstable: Crosstable, options: { history?: readonly ListChange[] } = {}): string {
  const refused = teamTrfWriteProblems(event).errors;
  if (refused.length > 0) throw new RangeError(refused[0]);
  const individual = writeTrf(crosstable, { ...options, typeText: TEAM_TYPE_TEXT[event.type] });
  const ids = memberIds(event, crosstable);
  const scores = new Map(event.teams.map((team) => [team.id, teamRoundScores(event, team)]));
  const lines = [
    `352 ${colourSequence(event)}`,
    matchPointsLine(event),
    ...event.teams.map((team) => teamLine(team, scores.get(team.id)!)),
    ...byeLines(event),
    ...pabLines(event),
    ...forfeitLines(event),
    ...lineupLines(event, crosstable, ids),
    ...(event.assignedPoints ?? []).map(assignmentLine),
    ...event.teams.map((team) => roundsLine(team, scores.get(team.id)!)),
  ];
  return `${individual}${lines.map((l) => l.trimEnd()).join('\n')}\n`;
}

/** What TRF-2026 cannot hold of a team event: team numbers over 999 (three columns); names over 32 columns are cut. */
export function teamTrfWriteProblems(event: TeamEvent): { errors: string[]; warnings: string[] } {
  const tooHigh = event.teams.filter((t) => t.id > 999);
  const long = event.teams.filter((t) => Array.from(t.name).length > 32);
  return {
    errors: tooHigh.length > 0 ? [`TRF-2026 holds team numbers up to 999 (three columns); team ${tooHigh[0]!.id} has a higher one`] : [],
    warnings: long.length > 0 ? [`the name of team ${long.map((t) => t.id).join(', ')} is longer than its 32 columns and is cut`] : [],
  };
}

/** Each team's members by name, to find a board's player (MatchBoard names them). */
function memberIds(event: TeamEvent, crosstable: Crosstable): Map<TeamId, Map<string, PlayerId>> {
  const names = new Map(crosstable.players.map((p) => [p.id, p.name]));
  return new Map(event.teams.map((team) => [team.id, new Map(team.members.map((id) => [names.get(id) ?? '', id]))]));
}

/** 352: the first team's colour on each board of a match whose board 1 it plays with White; WBWB… when no board has a colour. */
function colourSequence(event: TeamEvent): string {
  for (const team of event.teams)
    for (const record of team.rounds) {
      if (record.kind !== 'match' || record.boards.length !== event.boards || record.boards.some((b) => !b.colour)) continue;
      if (record.boards[0]!.colour !== 'white') continue;
      return record.boards.map((b) => (b.colour === 'white' ? 'W' : 'B')).join('');
    }
  return 'WB'.repeat(event.boards).slice(0, event.boards);
}

/** 362: "TW 2.0   TD 1.0   TL 0.0", 9-column cells from column 5; TA when a round not paired scores. */
function matchPointsLine(event: TeamEvent): string {
  const mp = event.matchPoints;
  const cells: [string, Rational][] = [
    ['TW', mp.win],
    ['TD', mp.draw],
    ['TL', mp.loss],
  ];
  if (!mp.absent.isZero()) cells.push(['TA', mp.absent]);
  return `362 ${cells.map(([symbol, value]) => `${symbol} ${points(value)}`.padEnd(9)).join('')}`;
}

/** 310: team 5–7, name 9–40, nickname 42–46, strength 48–53, MP 55–60, GP 62–67, rank 69–71, members from 74–77 every 5 columns. */
function teamLine(team: Team, scores: ReturnType<typeof teamRoundScores>): string {
  const mp = Rational.sum(scores.map((s) => s.matchPoints));
  const gp = Rational.sum(scores.map((s) => s.gamePoints));
  const field = (key: string, width: number) => (team.fields[key] ?? '').slice(0, width);
  const name = Array.from(team.name).slice(0, 32).join('').padEnd(32);
  return (
    `310 ${pad(team.id, 3)} ${name} ${field('nickname', 5).padEnd(5)} ${pad(field('strength', 6), 6)} ${pad(points(mp), 6)} ${pad(points(gp), 6)} ${pad(field('declared rank', 3), 3)} ` +
    team.members.map((id) => ` ${pad(id, 4)}`).join('')
  );
}

/** 240: "240 F RRR  TTT  TTT", type 5, round 7–9, teams 11–14, 16–19 … (one line per round and type). */
function byeLines(event: TeamEvent): string[] {
  const lines: string[] = [];
  for (let round = 1; round <= event.rounds; round++)
    for (const [kind, letter] of [
      ['fpb', 'F'],
      ['hpb', 'H'],
      ['zpb', 'Z'],
    ] as const) {
      const teams = event.teams.filter((t) => t.rounds[round - 1]?.kind === kind).map((t) => t.id);
      if (teams.length > 0) lines.push(`240 ${letter} ${zero(round, 3)} ${teams.map((id) => pad(id, 4)).join(' ')}`);
    }
  return lines;
}

/** 320: PAB match points 5–8, game points 10–13, the team of round r in 15 + 4(r − 1); a second line where a round has two. */
function pabLines(event: TeamEvent): string[] {
  const perRound = Array.from({ length: event.rounds }, (_, r) => event.teams.filter((t) => t.rounds[r]?.kind === 'pab').map((t) => t.id));
  const count = maxOf(
    perRound.map((teams) => teams.length),
    0,
  );
  const gp = event.pabGamePoints ?? event.gamePoints.draw.mul(Rational.of(event.boards));
  return Array.from(
    { length: count },
    (_, k) =>
      `320 ${pad(points(event.matchPoints.pab), 4)} ${pad(points(gp), 4)}${perRound.map((teams) => ` ${zero(teams[k] ?? 0, 3)}`).join('')}`,
  );
}

/** 330: "+- RRR WWW BBB" — the first team won by forfeit (-+ the second, -- neither), once per match. */
function forfeitLines(event: TeamEvent): string[] {
  const lines: string[] = [];
  for (const team of event.teams)
    team.rounds.forEach((record, index) => {
      if (record.kind === 'forfeit-win') lines.push(`330 +- ${pad(index + 1, 3)} ${pad(team.id, 3)} ${pad(record.opponent, 3)}`);
      else if (record.kind === 'double-forfeit' && team.id < record.opponent)
        lines.push(`330 -- ${pad(index + 1, 3)} ${pad(team.id, 3)} ${pad(record.opponent, 3)}`);
    });
  return lines;
}

/**
 * 300 for a team whose boards are not what readTeamTrf takes without one: its members with a
 * game, a forfeit or a board won by default that round, in their 310 order (an empty board of
 * its own is 0000 there). Round 5–7, team 9–11, opponent 13–15, players 17–20, 22–25 ….
 */
function lineupLines(event: TeamEvent, crosstable: Crosstable, ids: Map<TeamId, Map<string, PlayerId>>): string[] {
  const players = new Map(crosstable.players.map((p) => [p.id, p]));
  const lines: string[] = [];
  for (const team of event.teams)
    team.rounds.forEach((record, index) => {
      if (record.kind !== 'match' || record.boards.length === 0) return;
      const byName = ids.get(team.id)!;
      const played: PlayerId[] = [];
      for (const board of record.boards) {
        while (played.length < board.board - 1) played.push(0);
        const name = board.players?.[0];
        played.push(name === undefined || name === '—' ? 0 : (byName.get(name) ?? -1));
      }
      if (played.includes(-1)) return; // a player not found among the members: the default reading stands
      const expected = team.members.filter((id) => {
        const kind = players.get(id)?.rounds[index]?.kind;
        return kind === 'played' || kind === 'forfeit-win' || kind === 'forfeit-loss' || kind === 'double-forfeit' || kind === 'pab';
      });
      const withoutEmpty = played.filter((id) => id !== 0);
      if (withoutEmpty.length === expected.length && withoutEmpty.every((id, k) => id === expected[k])) return;
      lines.push(`300 ${zero(index + 1, 3)} ${zero(team.id, 3)} ${zero(record.opponent, 3)} ${played.map((id) => zero(id, 4)).join(' ')}`);
    });
  return lines;
}

/** 299: type 5, match points 8–11, game points 14–17, round 20–22 (000: every round), teams 24–27, 29–32 …. */
function assignmentLine(a: NonNullable<TeamEvent['assignedPoints']>[number]): string {
  const type = a.result === undefined ? ' ' : ASSIGNED_LETTER[a.result];
  return `299 ${type}  ${pad(points(a.matchPoints), 4)}  ${pad(points(a.gamePoints), 4)}  ${zero(a.round ?? 0, 3)}${a.teams.map((t) => ` ${zero(t, 4)}`).join('')}`;
}

/** 802: team 5–7, nickname 9–13, MP 15–20, GP 22–27, then per round opponent or bye 29–31, colour 33, game points 35–38, f 39. */
function roundsLine(team: Team, scores: ReturnType<typeof teamRoundScores>): string {
  const mp = Rational.sum(scores.map((s) => s.matchPoints));
  const gp = Rational.sum(scores.map((s) => s.gamePoints));
  const cells = team.rounds.map((record, index) => {
    const { who, colour, forfeit } = cellOf(record);
    return `${pad(who, 3)} ${colour} ${pad(points(scores[index]!.gamePoints), 4)}${forfeit ? 'f' : ' '}  `;
  });
  return `802 ${pad(team.id, 3)} ${(team.fields['nickname'] ?? '').slice(0, 5).padEnd(5)} ${pad(points(mp), 6)} ${pad(points(gp), 6)} ${cells.join('')}`;
}

function cellOf(record: TeamRoundRecord): { who: string; colour: string; forfeit: boolean } {
  switch (record.kind) {
    case 'match': {
      const first = record.boards.find((b) => b.board === 1)?.colour;
      return { who: String(record.opponent), colour: first === 'white' ? 'w' : first === 'black' ? 'b' : ' ', forfeit: false };
    }
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
      return { who: String(record.opponent), colour: ' ', forfeit: true };
    default:
      return { who: BYE_WORD[record.kind], colour: ' ', forfeit: false };
  }
}
