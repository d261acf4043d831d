import {
  pairingRecordOf,
  Rational,
  TEAM_BYE_NAMES,
  mirrorBoard,
  opponentOf,
  teamPointSystem,
  TEAM_MATCH_POINTS,
  type AssignedResult,
  type Crosstable,
  type MatchBoard,
  type Player,
  type PlayerId,
  type PointAssignment,
  type RoundRecord,
  type Team,
  type TeamEvent,
  type TeamId,
  type TeamRoundRecord,
} from '../../engine';
import { hasErrors, type InputIssue } from '../issues';
import { readTrf, type ReadTrfOptions, type ReadTrfResult } from './read-trf';
import { roundBlockColumns } from './player-line-layout';
import {
  readBye240,
  readForfeited330,
  readLineup300,
  readMatchPoints362,
  readPab320,
  readTeam013,
  readTeam310,
  type ForfeitedMatchLine,
  type LineupLine,
  type PabLine,
  type TeamByeLine,
  type TeamLine,
} from './team-records';
import { penaltyHasRound, readAssignment299, type AssignmentLine } from './assignment-299';
import { teamByesOf } from './team-byes-240';
import { readTeamRounds802, type TeamRoundsLine } from './team-rounds-802';
import { checkDeclaredTeamPoints } from './declared-team-points';
import { typeFromPairings, typeFromText } from './tournament-type';
import { TrfIssues } from './trf-issues';

export interface ReadTeamTrfResult extends Omit<ReadTrfResult, 'crosstable' | 'issues'> {
  /** Undefined when any issue is an error. */
  event: TeamEvent | undefined;
  /** The individual crosstable the boards were read from. */
  crosstable: Crosstable | undefined;
  issues: InputIssue[];
}

/**
 * A TRF file is a team event when it has team lines: TRF-16 013 or TRF-2026 310, at the start of
 * a line (after any line terminator, as `/^(013|310) /m` matches). Searched with includes: a
 * multiline regex visits every character of a 5,000-player file, three times slower.
 */
export function isTeamTrf(text: string): boolean {
  return TEAM_LINE_STARTS.some((start) => text.startsWith(start) || LINE_TERMINATORS.some((end) => text.includes(end + start)));
}

const TEAM_LINE_STARTS = ['013 ', '310 '];
const LINE_TERMINATORS = ['\n', '\r', '\u2028', '\u2029'];

interface TeamRecords {
  teams: TeamLine[];
  lineups: LineupLine[];
  pabs: PabLine[];
  /** 240: teams' full-, half- and zero-point byes. */
  byes: TeamByeLine[];
  forfeited: ForfeitedMatchLine[];
  assignments: AssignmentLine[];
  /** 802: informative, checked against the games. */
  teamRounds: TeamRoundsLine[];
  boards?: number | undefined;
  /** 092 and 192 as written: a team round robin or Swiss named there. */
  typeText: string;
  /** The team lines read: TRF-2026 310 (whose 240, 320 and 330 records declare every round without a match) or TRF-16 013. */
  format: '013' | '310';
  matchPoints: ReturnType<typeof readMatchPoints362>;
}

/**
 * TRF text → team event: the individual games of the 001 lines (readTrf) grouped into team
 * matches by the team records. A team's line-up in a round is its members who have a game
 * or a forfeit that round, in registered order (the board order C.04.6 and the TRF
 * member lists keep), unless a 300 line gives the order; board k of a match is board k of
 * both line-ups.
 */
export function readTeamTrf(text: string, options: ReadTrfOptions = {}): ReadTeamTrfResult {
  const base = readTrf(text, { ...options, teamRecords: true });
  const issues = new TrfIssues(options.file);
  const lines = text.split(/\r\n|\r|\n/);
  const records = readTeamRecords(lines, issues);
  const { crosstable, issues: baseIssues, ...rounds } = base;
  if (!crosstable) return { ...rounds, event: undefined, crosstable, issues: merge(baseIssues, issues.sorted()) };
  const playerLines = new Map<PlayerId, number>();
  lines.forEach((raw, index) => {
    if (raw.startsWith('001')) playerLines.set(Number(raw.slice(4, 8).trim()), index + 1);
  });
  const { event, byDefault } = buildEvent(crosstable, records, playerLines, issues);
  // The 310 totals count every result in the file: comparable only when no round was left out.
  const cut = base.lastRound !== undefined && base.afterRound !== undefined && base.afterRound < base.lastRound;
  if (!cut) checkDeclaredTeamPoints(event, records.teams, records.teamRounds, issues);
  const all = merge(withoutByeWarnings(baseIssues, byDefault, playerLines), issues.sorted());
  return { ...rounds, event: hasErrors(all) ? undefined : event, crosstable, issues: all };
}

function readTeamRecords(lines: readonly string[], issues: TrfIssues): TeamRecords {
  const team013: TeamLine[] = [];
  const team310: TeamLine[] = [];
  const records: TeamRecords = {
    teams: [],
    lineups: [],
    pabs: [],
    byes: [],
    forfeited: [],
    assignments: [],
    teamRounds: [],
    typeText: '',
    matchPoints: {},
    format: '013',
  };
  lines.forEach((raw, index) => {
    const line = index + 1;
    switch (raw.slice(0, 3)) {
      case '013':
        team013.push(readTeam013(raw, line, team013.length + 1, issues));
        return;
      case '310': {
        const team = readTeam310(raw, line, issues);
        if (team) team310.push(team);
        return;
      }
      case '300': {
        const lineup = readLineup300(raw, line, issues);
        if (lineup) records.lineups.push(lineup);
        return;
      }
      case '320':
        records.pabs.push(readPab320(raw, line, issues));
        return;
      case '240': {
        const bye = readBye240(raw, line, issues);
        if (bye) records.byes.push(bye);
        return;
      }
      case '330': {
        const forfeited = readForfeited330(raw, line, issues);
        if (forfeited) records.forfeited.push(forfeited);
        return;
      }
      case '299': {
        const assignment = readAssignment299(raw, line, issues);
        if (assignment) records.assignments.push(assignment);
        return;
      }
      case '802': {
        const teamRounds = readTeamRounds802(raw, line, issues);
        if (teamRounds) records.teamRounds.push(teamRounds);
        return;
      }
      case '092':
      case '192':
        records.typeText += ` ${raw.slice(4)}`;
        return;
      case '352':
        records.boards = raw.slice(4).trim().length || undefined;
        return;
      case '362':
        records.matchPoints = { ...records.matchPoints, ...readMatchPoints362(raw, line, issues) };
        return;
    }
  });
  if (team310.length > 0 && team013.length > 0)
    issues.add('trf/both-team-formats', team013[0]!.line, 1, 'found 013 and 310 team lines, expected one format; the 310 lines are read');
  records.teams = team310.length > 0 ? team310 : team013;
  records.format = team310.length > 0 ? '310' : '013';
  return records;
}

/** TRF's result letters as the results a 299 assignment is given for ('': a penalty or bonus, given for no result). */
const ASSIGNED_RESULT: Record<AssignmentLine['result'], AssignedResult | undefined> = {
  '': undefined,
  W: 'win',
  D: 'draw',
  L: 'loss',
  '+': 'forfeit-win',
  '-': 'forfeit-loss',
  P: 'pab',
  U: 'pab',
  Z: 'absent',
  A: 'absent',
  F: 'fpb',
  H: 'hpb',
};

/** A board won by default (wonByDefault): whose line, which round. */
interface BoardByDefault {
  player: PlayerId;
  round: number;
}

function buildEvent(
  crosstable: Crosstable,
  records: TeamRecords,
  playerLines: Map<PlayerId, number>,
  issues: TrfIssues,
): { event: TeamEvent; byDefault: BoardByDefault[] } {
  const players = new Map(crosstable.players.map((p) => [p.id, p]));
  const teamOf = new Map<PlayerId, TeamId>();
  const known = new Set(records.teams.map((t) => t.id));
  for (const team of records.teams) {
    for (const member of team.members) {
      if (member.id === 0) continue;
      if (!players.has(member.id)) {
        issues.add(
          'trf/unknown-team-member',
          team.line,
          member.column,
          `found starting number ${member.id} in team "${team.name}", expected a player of a 001 line`,
        );
        continue;
      }
      const earlier = teamOf.get(member.id);
      if (earlier !== undefined) {
        issues.add(
          'trf/member-of-two-teams',
          team.line,
          member.column,
          `player ${member.id} is already in team ${earlier}, expected each player in one team`,
        );
        continue;
      }
      teamOf.set(member.id, team.id);
    }
  }
  for (const player of crosstable.players) {
    if (teamOf.has(player.id) || !player.rounds.some((r) => r.kind !== 'absent')) continue;
    issues.add(
      'trf/player-without-team',
      playerLines.get(player.id) ?? 1,
      5,
      `player ${player.id} has results but is in no 013/310 team, expected every player in a team`,
    );
  }
  const checkTeam = (id: TeamId, line: number, column: number) => {
    if (known.has(id)) return true;
    issues.add('trf/unknown-team', line, column, `found team ${id}, expected a team number of a 013/310 line`);
    return false;
  };
  const boards = records.boards ?? Math.max(1, maxLineup(crosstable, records, teamOf));
  const rounds = crosstable.rounds;
  const schedule = new Map<TeamId, TeamRoundRecord[]>(
    records.teams.map((t) => [t.id, Array.from({ length: rounds }, () => ({ kind: 'absent' }))]),
  );
  const byDefault: BoardByDefault[] = [];
  const unpaired: UnpairedRound[] = [];
  for (let round = 1; round <= rounds; round++) {
    const lineups = new Map(records.teams.map((t) => [t.id, lineupOf(t, round, records.lineups, players)]));
    const decided = new Set<TeamId>();
    for (const f of records.forfeited.filter((f) => f.round === round)) {
      if (!checkTeam(f.first, f.line, 12) || !checkTeam(f.second, f.line, 16)) continue;
      const [a, b] =
        f.result === 'first'
          ? (['forfeit-win', 'forfeit-loss'] as const)
          : f.result === 'second'
            ? (['forfeit-loss', 'forfeit-win'] as const)
            : (['double-forfeit', 'double-forfeit'] as const);
      schedule.get(f.first)![round - 1] = { kind: a, opponent: f.second };
      schedule.get(f.second)![round - 1] = { kind: b, opponent: f.first };
      decided.add(f.first).add(f.second);
    }
    const pabTeams = new Map<TeamId, number>();
    for (const pab of records.pabs) {
      const entry = pab.teams.get(round);
      if (entry && checkTeam(entry.team, pab.line, entry.column)) pabTeams.set(entry.team, pab.line);
    }
    const byeTeams = teamByesOf(records.byes, round, decided, pabTeams, checkTeam, issues);
    for (const [team, { bye }] of byeTeams) if (!decided.has(team)) schedule.get(team)![round - 1] = { kind: bye };
    for (const team of records.teams) {
      if (decided.has(team.id)) continue;
      const lineup = lineups.get(team.id)!;
      // TRF-2026 240 gives the team a bye: its players may have no board result that round.
      const byeLine = byeTeams.get(team.id)?.line ?? pabTeams.get(team.id);
      const byeWords = byeTeams.has(team.id) ? `a ${TEAM_BYE_NAMES[byeTeams.get(team.id)!.bye]} (240)` : 'a PAB';
      const opponents = new Set<TeamId>();
      for (const id of lineup) {
        const opponent = id ? opponentOf(players.get(id)!.rounds[round - 1]!) : undefined;
        const opponentTeam = opponent === undefined ? undefined : teamOf.get(opponent);
        if (opponentTeam !== undefined) opponents.add(opponentTeam);
      }
      if (opponents.size > 1) {
        const first = lineup.find((id) => id) ?? 0;
        issues.add(
          'trf/team-opponents',
          playerLines.get(first) ?? team.line,
          5,
          `in round ${round} the players of team "${team.name}" face players of teams ${[...opponents].join(', ')}, expected one opponent team`,
        );
        continue;
      }
      const opponent = [...opponents][0];
      if (opponent === undefined) {
        if (lineup.some((id) => id && isBoardResult(players.get(id)!.rounds[round - 1]!))) {
          if (byeLine === undefined)
            issues.add(
              'trf/team-opponent-unknown',
              team.line,
              1,
              `in round ${round} team "${team.name}" has board results against no known player, expected a 330 line for a forfeited match`,
            );
          else
            issues.add(
              'trf/team-bye-with-match',
              byeLine,
              1,
              `team "${team.name}" has ${byeWords} in round ${round} but its players have results`,
            );
          continue;
        }
        if (byeTeams.has(team.id)) continue;
        const pab = pabTeams.has(team.id) || (records.pabs.length === 0 && lineupIsPab(team, round, players));
        if (pab) schedule.get(team.id)![round - 1] = { kind: 'pab' };
        if (!pabTeams.has(team.id) && !byeOfEveryMember(team, round, players))
          unpaired.push({ team, round, reading: pab ? 'pab' : 'absent' });
        continue;
      }
      if (byeLine !== undefined) {
        issues.add('trf/team-bye-with-match', byeLine, 1, `team "${team.name}" has ${byeWords} in round ${round} but played a match`);
        decided.add(team.id).add(opponent);
        continue;
      }
      const opponentBye = byeTeams.get(opponent)?.line ?? pabTeams.get(opponent);
      if (opponentBye !== undefined) {
        issues.add(
          'trf/team-bye-with-match',
          opponentBye,
          1,
          `team ${opponent} has a bye in round ${round} but played a match against "${team.name}"`,
        );
        decided.add(team.id).add(opponent);
        continue;
      }
      if (decided.has(opponent)) continue;
      const other = records.teams.find((t) => t.id === opponent)!;
      const ordered = (t: TeamLine) => records.lineups.some((l) => l.round === round && l.team === t.id);
      const [ownLineup, theirLineup] = alignEmptyBoards(
        lineupOf(team, round, records.lineups, players, true),
        lineupOf(other, round, records.lineups, players, true),
        (id) => wonByDefault(players.get(id)!.rounds[round - 1]!),
        [ordered(team), ordered(other)],
      );
      for (const id of [...ownLineup, ...theirLineup]) {
        const record = id === 0 ? undefined : players.get(id)?.rounds[round - 1];
        if (record && wonByDefault(record)) byDefault.push({ player: id, round });
      }
      const matchBoards = boardsOf(ownLineup, theirLineup, round, players, team, other, playerLines, teamOf, issues);
      schedule.get(team.id)![round - 1] = { kind: 'match', opponent, boards: matchBoards };
      schedule.get(opponent)![round - 1] = { kind: 'match', opponent: team.id, boards: matchBoards.map(mirrorBoard) };
      decided.add(team.id).add(opponent);
    }
  }
  const teams: Team[] = records.teams
    .map((t) => ({
      id: t.id,
      name: t.name,
      members: t.members.map((m) => m.id).filter((id) => id !== 0),
      rounds: schedule.get(t.id)!,
      fields: t.fields,
    }))
    .sort((a, b) => a.id - b.id);
  const points = records.matchPoints;
  const basics = {
    win: points.win ?? TEAM_MATCH_POINTS.win,
    draw: points.draw ?? TEAM_MATCH_POINTS.draw,
    loss: points.loss ?? TEAM_MATCH_POINTS.loss,
  };
  const pabLine = records.pabs.find((p) => p.matchPoints);
  const matchPoints = teamPointSystem(basics, pabLine?.matchPoints ?? points.pab);
  if (points.absent) matchPoints.absent = points.absent;
  const pabGamePoints = records.pabs.find((p) => p.gamePoints)?.gamePoints;
  if (records.format === '310') for (const u of unpaired) warnUnpaired(u, matchPoints, issues);
  const assignedPoints = records.assignments
    .filter((a) => a.teams.every((t) => checkTeam(t.team, a.line, t.column)) && penaltyHasRound(a, issues))
    .map((a): PointAssignment => ({
      ...(a.result !== '' && { result: ASSIGNED_RESULT[a.result]! }),
      matchPoints: a.matchPoints,
      gamePoints: a.gamePoints,
      ...(a.round !== undefined && { round: a.round }),
      teams: a.teams.map((t) => t.team),
      source: `TRF 299, line ${a.line}`,
    }));
  const typed = typeFromText(records.typeText);
  const type = typed ?? typeFromPairings(teams.map((t) => ({ id: t.id, rounds: t.rounds.map(pairingRecordOf) })));
  const event: TeamEvent = {
    ...(crosstable.name !== undefined && { name: crosstable.name }),
    type,
    rounds,
    boards,
    teams,
    players: crosstable.players,
    gamePoints: crosstable.pointSystem,
    matchPoints,
    ...(pabGamePoints && { pabGamePoints }),
    ...(assignedPoints.length > 0 && { assignedPoints }),
    meta: crosstable.meta,
  };
  return { event, byDefault };
}

/** A round in which a team has no match and no team record says why (TRF-2026 240, 320, 330), and what it is read as. */
interface UnpairedRound {
  team: TeamLine;
  round: number;
  /** 'pab': its players' codes are all U (lineupIsPab); 'absent': a round not paired. */
  reading: 'pab' | 'absent';
}

/**
 * Whether every member's own line records the round as one bye: all U (the team's PAB) or all
 * Z (each a zero-point bye: the team is not paired). Blank or `-` blocks, or mixed codes, say
 * nothing about the team's round.
 */
function byeOfEveryMember(team: TeamLine, round: number, players: Map<PlayerId, Player>): boolean {
  const kinds = new Set(team.members.filter((m) => players.has(m.id)).map((m) => players.get(m.id)!.rounds[round - 1]!.kind));
  return kinds.size === 1 && (kinds.has('pab') || kinds.has('zpb'));
}

/**
 * TRF-2026 declares every team round without a match: a 240 bye (F, H, Z), a 320 PAB or a 330
 * forfeited match; the players' own lines may say it too (byeOfEveryMember). A team with none
 * of them in a round — its members' blocks blank, `-` or of mixed codes — is read one way or
 * another, and the reading is said (TRF-16 files have no team records: read from the players'
 * codes alone, as before).
 */
function warnUnpaired(u: UnpairedRound, matchPoints: TeamEvent['matchPoints'], issues: TrfIssues): void {
  const reading =
    u.reading === 'pab'
      ? `read as the pairing-allocated bye its players' U codes give (${pointsWord(matchPoints.pab)}, and a draw's game points on every board, C.04.6 1.4)`
      : `read as a round not paired: ${pointsWord(matchPoints.absent)} and no game points, an unplayed round of the team (C.07 16)`;
  issues.add(
    'trf/team-round-unpaired',
    u.team.line,
    1,
    `team "${u.team.name}" has no match in round ${u.round} and no 240, 320 or 330 record for it; ${reading}`,
  );
}

const pointsWord = (points: Rational) => `${points.toDecimalString()} match point${points.eq(Rational.ONE) ? '' : 's'}`;

function maxLineup(crosstable: Crosstable, records: TeamRecords, teamOf: Map<PlayerId, TeamId>): number {
  let max = 0;
  for (let round = 1; round <= crosstable.rounds; round++) {
    const counts = new Map<TeamId, { games: number; byDefault: number }>();
    for (const player of crosstable.players) {
      const team = teamOf.get(player.id);
      const record = player.rounds[round - 1]!;
      if (team === undefined) continue;
      const count = counts.get(team) ?? { games: 0, byDefault: 0 };
      if (isBoardResult(record)) count.games++;
      else if (wonByDefault(record)) count.byDefault++;
      counts.set(team, count);
    }
    // A board won by default is a board of a team that played a match that round (not of a team PAB).
    for (const { games, byDefault } of counts.values()) max = Math.max(max, games + (games > 0 ? byDefault : 0));
  }
  for (const l of records.lineups) max = Math.max(max, l.players.length);
  return max;
}

/** A game or a forfeit on a board (not a bye, not an absence). */
function isBoardResult(record: RoundRecord): boolean {
  return record.kind === 'played' || record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit';
}

/**
 * 300 gives the line-up of a team playing out of order; else its members with a board result,
 * in board order — and, once the team is known to play a match (`playing`), the members whose
 * board was won by default (wonByDefault).
 */
function lineupOf(
  team: TeamLine,
  round: number,
  lineups: readonly LineupLine[],
  players: Map<PlayerId, Player>,
  playing = false,
): PlayerId[] {
  const ordered = lineups.find((l) => l.round === round && l.team === team.id);
  if (ordered) return ordered.players.map((p) => p.id);
  return team.members
    .map((m) => m.id)
    .filter((id) => {
      const record = id === 0 ? undefined : players.get(id)?.rounds[round - 1];
      return record !== undefined && (isBoardResult(record) || (playing && wonByDefault(record)));
    });
}

/**
 * A board won by default in a team match: the player's line reads `0000 - +` (or `0000 - U`)
 * because the opposing team left the board empty. The individual reader takes it as a bye;
 * in a match it is a forfeited game of that board, won (C.07 art. 12: individual forfeits
 * count as wins and losses; art. 11.1: the match's game points are its boards' points).
 */
function wonByDefault(record: RoundRecord): boolean {
  return record.kind === 'pab';
}

/**
 * Board k faces board k: where one team's k-th player won by default, the other team's k-th
 * board was the empty one, so its later players move one board down — unless a 300 line
 * gives that team's boards (`fixed`), with 0000 on the unoccupied one (TRF-2026 300).
 */
function alignEmptyBoards(
  own: readonly PlayerId[],
  theirs: readonly PlayerId[],
  byDefault: (id: PlayerId) => boolean,
  fixed: readonly [boolean, boolean],
): [PlayerId[], PlayerId[]] {
  const a = [...own];
  const b = [...theirs];
  const won = (id: PlayerId | undefined) => id !== undefined && id !== 0 && byDefault(id);
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    if (!fixed[1] && won(a[k]) && b[k] !== undefined && b[k] !== 0 && !won(b[k])) b.splice(k, 0, 0);
    else if (!fixed[0] && won(b[k]) && a[k] !== undefined && a[k] !== 0 && !won(a[k])) a.splice(k, 0, 0);
  }
  return [a, b];
}

/** Without 320 lines, a team whose members all have the PAB code U that round had the PAB. */
function lineupIsPab(team: TeamLine, round: number, players: Map<PlayerId, Player>): boolean {
  const records = team.members.filter((m) => players.has(m.id)).map((m) => players.get(m.id)!.rounds[round - 1]!);
  return records.some((r) => r.kind === 'pab') && records.every((r) => r.kind === 'pab' || r.kind === 'absent');
}

function boardsOf(
  own: readonly PlayerId[],
  theirs: readonly PlayerId[],
  round: number,
  players: Map<PlayerId, Player>,
  team: TeamLine,
  other: TeamLine,
  playerLines: Map<PlayerId, number>,
  teamOf: Map<PlayerId, TeamId>,
  issues: TrfIssues,
): MatchBoard[] {
  const boards: MatchBoard[] = [];
  for (let k = 0; k < Math.max(own.length, theirs.length); k++) {
    const mine = own[k] ? players.get(own[k]!) : undefined;
    const their = theirs[k] ? players.get(theirs[k]!) : undefined;
    const record = mine?.rounds[round - 1];
    const board = k + 1;
    let result: MatchBoard['result'] | undefined;
    let colour: MatchBoard['colour'];
    if (mine && record && wonByDefault(record)) {
      result = { kind: 'forfeit', outcome: 'win' };
    } else if (mine && record && isBoardResult(record)) {
      result = resultOf(record);
      colour = 'colour' in record ? record.colour : undefined;
      const opponent = opponentOf(record);
      if (opponent !== undefined && their?.id !== opponent && teamOf.has(opponent))
        issues.add(
          'trf/team-board-order',
          playerLines.get(mine.id) ?? team.line,
          5,
          `round ${round}, board ${board}: player ${mine.id} of "${team.name}" faces player ${opponent}, who is not board ${board} of "${other.name}"; the board is counted as board ${board}`,
        );
    } else if (their) {
      const theirRecord = their.rounds[round - 1]!;
      if (wonByDefault(theirRecord)) result = { kind: 'forfeit', outcome: 'loss' };
      else if (isBoardResult(theirRecord)) {
        const r = resultOf(theirRecord);
        result =
          r.kind === 'played'
            ? { kind: 'played', outcome: flip(r.outcome) }
            : { kind: 'forfeit', outcome: r.outcome === 'double' ? 'double' : r.outcome === 'win' ? 'loss' : 'win' };
      }
    }
    if (!result) continue;
    const entry: MatchBoard = { board, result, players: [mine?.name ?? '—', their?.name ?? '—'] };
    if (colour) entry.colour = colour;
    boards.push(entry);
  }
  return boards;
}

function resultOf(record: RoundRecord): MatchBoard['result'] {
  switch (record.kind) {
    case 'played':
      return { kind: 'played', outcome: record.outcome };
    case 'forfeit-win':
      return { kind: 'forfeit', outcome: 'win' };
    case 'forfeit-loss':
      return { kind: 'forfeit', outcome: 'loss' };
    default:
      return { kind: 'forfeit', outcome: 'double' };
  }
}

function flip(outcome: 'win' | 'draw' | 'loss'): 'win' | 'draw' | 'loss' {
  return outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';
}

function merge(a: readonly InputIssue[], b: readonly InputIssue[]): InputIssue[] {
  const at = (i: InputIssue) => (i.location.kind === 'text' ? [i.location.line, i.location.column] : [0, 0]);
  return [...a, ...b].sort((x, y) => at(x)[0]! - at(y)[0]! || at(x)[1]! - at(y)[1]!);
}

/**
 * The individual reader warns that `0000 - +` is an old way to write a bye; in a team match it
 * is the notation of a board won by default (wonByDefault), so that warning is dropped there.
 */
function withoutByeWarnings(
  issues: readonly InputIssue[],
  byDefault: readonly BoardByDefault[],
  playerLines: Map<PlayerId, number>,
): InputIssue[] {
  if (byDefault.length === 0) return [...issues];
  // The warning stands at the round block's result column of the player's line.
  const at = new Set(byDefault.map((b) => `${playerLines.get(b.player)}:${roundBlockColumns(b.round).result}`));
  return issues.filter(
    (issue) =>
      issue.code !== 'trf/legacy-bye-code' || issue.location.kind !== 'text' || !at.has(`${issue.location.line}:${issue.location.column}`),
  );
}
