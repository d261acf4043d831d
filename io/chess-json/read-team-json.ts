import {
  mirrorBoard,
  pairingRecordOf,
  Rational,
  teamId,
  teamRoundScores,
  type Crosstable,
  type MatchBoard,
  type PlayerId,
  type RoundRecord,
  type Team,
  type TeamEvent,
  type TeamId,
  type TeamRoundRecord,
} from '../../engine';
import { typeFromPairings, typeFromText } from '../trf/tournament-type';
import type { JsonFields, Placed } from './json-fields';
import type { ScoreSystem } from './score-system';

export interface TeamSource {
  tournament: Placed;
  /** The tournament's competitors: its teams, each with its `cplayers`. */
  competitors: readonly Placed[];
  matches: readonly Placed[];
  games: readonly Placed[];
  /** The players' games, read and settled (io/after-round.ts). */
  crosstable: Crosstable;
  scores: ScoreSystem;
  /** event.teams: team id → name. */
  teamNames: ReadonlyMap<number, string>;
}

interface TeamRead {
  team: Team;
  placed: Placed;
  declared: { matchPoints?: Rational; gamePoints?: Rational };
}

/**
 * A team tournament's competitors and `matchList` → the team event (C.07 arts. 11–13). A
 * match is `round`, `white` and `black` (team competitor numbers; `black` 0 for a round
 * without opponent), `wResult`/`bResult` and `played`, and `games`: the ids of its boards'
 * games in `gameList`, each with its `board`. As the reference server writes them:
 *   played true, W / D / L        a match, its boards from its games (board k: the game whose `board` is k)
 *   played false, W against Z     a match forfeited as a whole (TRF-2026 330): no boards
 *   black 0: P                    the team's pairing-allocated bye (320); F or W its full-point,
 *                                 H or D its half-point bye (240)
 *   black 0: Z                    no points: read as not paired, as a round with no match (the
 *                                 format does not tell a zero-point bye from a round not paired;
 *                                 both score nothing)
 */
export function readTeamEvent(fields: JsonFields, source: TeamSource): TeamEvent | undefined {
  const { crosstable } = source;
  const rounds = crosstable.rounds;
  const players = new Map(crosstable.players.map((p) => [p.id, p]));
  const teamOf = new Map<PlayerId, TeamId>();
  const teams = new Map<TeamId, TeamRead>();
  for (const competitor of source.competitors) {
    if (!fields.object(competitor)) continue;
    const cid = fields.integer(fields.required(competitor, 'cid', 'the team competitor number (cid)'), 'a competitor number');
    if (cid === undefined) continue;
    const id = teamId(cid);
    if (teams.has(id)) {
      fields.report(
        'chess-json/duplicate-competitor',
        competitor.node,
        `${competitor.path}: found team competitor ${cid} again, expected each cid once`,
      );
      continue;
    }
    const nameId = fields.integer(fields.member(competitor, 'teamId'), 'a team id');
    const name = (nameId !== undefined && source.teamNames.get(nameId)) || `Team ${cid}`;
    const cplayers = fields.items(fields.member(competitor, 'cplayers'));
    const ordered = cplayers
      .map((p, index) => ({ p, index, order: fields.integer(fields.member(p, 'order'), 'a board order') ?? index + 1 }))
      .sort((a, b) => a.order - b.order || a.index - b.index);
    const members: PlayerId[] = [];
    for (const { p } of ordered) {
      const member = fields.integer(fields.member(p, 'cid'));
      if (member === undefined) continue;
      const earlier = teamOf.get(member);
      if (earlier !== undefined) {
        fields.report(
          'chess-json/team-member',
          p.node,
          `${p.path}: player ${member} is already in team ${earlier}, expected each player in one team`,
        );
        continue;
      }
      teamOf.set(member, id);
      members.push(member);
    }
    const declared = {
      ...optional('matchPoints', fields.decimal(fields.member(competitor, 'matchPoints'))),
      ...optional('gamePoints', fields.decimal(fields.member(competitor, 'gamePoints'))),
    };
    const teamFields: Record<string, string> = {};
    if (declared.matchPoints) teamFields['declared match points'] = declared.matchPoints.toDecimalString();
    if (declared.gamePoints) teamFields['declared game points'] = declared.gamePoints.toDecimalString();
    const rank = fields.integer(fields.member(competitor, 'rank'), 'a rank');
    if (rank !== undefined && rank > 0) teamFields['declared rank'] = String(rank);
    teams.set(id, {
      team: {
        id,
        name,
        members,
        rounds: Array.from({ length: rounds }, () => ({ kind: 'absent' }) as TeamRoundRecord),
        fields: teamFields,
      },
      placed: competitor,
      declared,
    });
  }
  const gameIndex = new Map<number, Placed>();
  for (const game of source.games) {
    const id = game.node.kind === 'object' ? game.node.members.get('id') : undefined;
    if (id?.kind === 'number') gameIndex.set(Number(id.raw), game);
  }
  let boards = fields.integer(fields.member(source.tournament, 'teamSize'), 'the number of boards') ?? 0;
  const decided = new Map<string, string>();
  for (const match of source.matches) {
    if (!fields.object(match)) continue;
    const round = fields.integer(fields.required(match, 'round', 'the round of the match'), 'a round number');
    const white = fields.integer(fields.required(match, 'white', 'the first team'), 'a team competitor number');
    const black = fields.integer(fields.member(match, 'black'), 'a team competitor number, 0 for none') ?? 0;
    if (round === undefined || white === undefined || round < 1 || round > rounds) continue;
    const own = teams.get(teamId(white));
    const other = black === 0 ? undefined : teams.get(teamId(black));
    if (!own || (black !== 0 && !other)) {
      fields.report(
        'chess-json/unknown-competitor',
        match.node,
        `${match.path}: found team ${own ? black : white}, expected the cid of a team of the tournament`,
      );
      continue;
    }
    const twice = [white, black].find((t) => t !== 0 && decided.has(`${round}:${t}`));
    if (twice !== undefined) {
      fields.report(
        'chess-json/twice-in-round',
        match.node,
        `${match.path}: team ${twice} already has a match in round ${round} (${decided.get(`${round}:${twice}`)}), expected one a round`,
      );
      continue;
    }
    for (const t of [white, black]) if (t !== 0) decided.set(`${round}:${t}`, match.path);
    const result = (name: string) => fields.text(fields.member(match, name))?.trim().toUpperCase();
    const w = result('wResult');
    const b = result('bResult');
    const played = fields.boolean(fields.member(match, 'played'));
    if (!other) {
      const kind =
        w === 'P' ? 'pab' : w === 'F' || w === 'W' ? 'fpb' : w === 'H' || w === 'D' ? 'hpb' : w === 'Z' || w === 'L' ? 'absent' : undefined;
      if (!kind) {
        fields.report(
          'chess-json/unknown-result',
          match.node,
          `${match.path}.wResult: found ${w === undefined ? 'no result' : `"${w}"`} for a team without opponent, expected P, F, H or Z`,
        );
        continue;
      }
      own.team.rounds[round - 1] = { kind };
      continue;
    }
    if (played === false) {
      const lost = (c: string | undefined) => c === 'Z' || c === 'L' || c === undefined;
      const [a, z] =
        w === 'W' && lost(b)
          ? (['forfeit-win', 'forfeit-loss'] as const)
          : b === 'W' && lost(w)
            ? (['forfeit-loss', 'forfeit-win'] as const)
            : lost(w) && lost(b)
              ? (['double-forfeit', 'double-forfeit'] as const)
              : [undefined, undefined];
      if (!a || !z) {
        fields.report(
          'chess-json/results-disagree',
          match.node,
          `${match.path}: found "${w}" against "${b}" in a match not played, expected a forfeited match: W against Z, Z against W, or Z against Z`,
        );
        continue;
      }
      own.team.rounds[round - 1] = { kind: a, opponent: other.team.id };
      other.team.rounds[round - 1] = { kind: z, opponent: own.team.id };
      continue;
    }
    const matchBoards = boardsOf(fields, match, round, own.team, other.team, teamOf, gameIndex, players);
    if (!matchBoards) continue;
    for (const board of matchBoards) boards = Math.max(boards, board.board);
    own.team.rounds[round - 1] = { kind: 'match', opponent: other.team.id, boards: matchBoards };
    other.team.rounds[round - 1] = { kind: 'match', opponent: own.team.id, boards: matchBoards.map(mirrorBoard) };
  }
  const list = [...teams.values()].map((t) => t.team).sort((a, b) => a.id - b.id);
  const typeText = [fields.text(fields.member(source.tournament, 'tournamentType')), crosstable.meta['typeCode']].filter(Boolean).join(' ');
  const event: TeamEvent = {
    ...(crosstable.name !== undefined && { name: crosstable.name }),
    type: typeFromText(typeText) ?? typeFromPairings(list.map((t) => ({ id: t.id, rounds: t.rounds.map(pairingRecordOf) }))),
    rounds,
    boards: Math.max(1, boards),
    teams: list,
    players: crosstable.players,
    gamePoints: source.scores.game,
    matchPoints: source.scores.match,
    ...(source.scores.pabGamePoints && { pabGamePoints: source.scores.pabGamePoints }),
    meta: crosstable.meta,
  };
  checkDeclaredTeamPoints(fields, event, teams);
  return event;
}

function optional<K extends string>(key: K, value: Rational | undefined): Partial<Record<K, Rational>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, Rational>);
}

/** A match's boards seen from its first team: each listed game (else each game of its players that round), at its board. */
function boardsOf(
  fields: JsonFields,
  match: Placed,
  round: number,
  own: Team,
  other: Team,
  teamOf: ReadonlyMap<PlayerId, TeamId>,
  gameIndex: ReadonlyMap<number, Placed>,
  players: ReadonlyMap<PlayerId, Crosstable['players'][number]>,
): MatchBoard[] | undefined {
  const listed = fields.items(fields.member(match, 'games'));
  const boards: MatchBoard[] = [];
  for (const [index, entry] of listed.entries()) {
    const id = fields.integer(entry, 'a game id');
    const game = id === undefined ? undefined : gameIndex.get(id);
    if (id === undefined) return undefined;
    if (!game) {
      fields.report('chess-json/match-games', entry.node, `${entry.path}: found game ${id}, expected the id of a game of gameList`);
      return undefined;
    }
    const number = (name: string) => fields.integer(fields.member(game, name));
    const white = number('white') ?? 0;
    const black = number('black') ?? 0;
    // The first team's player, else (its board left empty) the other's, who won the board by default.
    const ownPlayer =
      teamOf.get(white) === own.id
        ? white
        : teamOf.get(black) === own.id
          ? black
          : black === 0 && teamOf.get(white) === other.id
            ? 0
            : undefined;
    const theirPlayer = ownPlayer === 0 ? white : ownPlayer === white ? black : white;
    if (ownPlayer === undefined || (theirPlayer !== 0 && teamOf.get(theirPlayer) !== other.id) || number('round') !== round) {
      fields.report(
        'chess-json/match-games',
        entry.node,
        `${entry.path}: game ${id} (round ${number('round')}, ${white} v ${black}) is not a game of round ${round} between "${own.name}" and "${other.name}", expected one of their games`,
      );
      return undefined;
    }
    const record = players.get(ownPlayer || theirPlayer)?.rounds[round - 1];
    const seen = record && boardResult(record);
    if (!seen) continue; // a game without result yet (pending), or a round the standings leave out
    const result = ownPlayer === 0 ? mirrorBoard({ board: 0, result: seen }).result : seen;
    const board: MatchBoard = {
      board: number('board') || index + 1,
      result,
      players: [ownPlayer === 0 ? '—' : players.get(ownPlayer)!.name, theirPlayer === 0 ? '—' : (players.get(theirPlayer)?.name ?? '—')],
    };
    if (ownPlayer !== 0 && 'colour' in record && record.colour) board.colour = record.colour;
    boards.push(board);
  }
  return boards.sort((a, b) => a.board - b.board);
}

function boardResult(record: RoundRecord): MatchBoard['result'] | undefined {
  switch (record.kind) {
    case 'played':
      return { kind: 'played', outcome: record.outcome };
    case 'forfeit-win':
    case 'pab': // the board won by default: the other team left it empty (C.07 art. 12)
      return { kind: 'forfeit', outcome: 'win' };
    case 'forfeit-loss':
      return { kind: 'forfeit', outcome: 'loss' };
    case 'double-forfeit':
      return { kind: 'forfeit', outcome: 'double' };
    default:
      return undefined;
  }
}

/** A warning on each team whose matchPoints or gamePoints differ from what its matches give (Regula scores the matches). */
function checkDeclaredTeamPoints(fields: JsonFields, event: TeamEvent, teams: ReadonlyMap<TeamId, TeamRead>): void {
  for (const team of event.teams) {
    const read = teams.get(team.id)!;
    // Both totals 0: the writer had none to give (a TRF-16 013 team line carries no totals).
    if (read.declared.matchPoints?.isZero() && read.declared.gamePoints?.isZero()) continue;
    const scores = teamRoundScores(event, team);
    const totals = {
      matchPoints: Rational.sum(scores.map((s) => s.matchPoints)),
      gamePoints: Rational.sum(scores.map((s) => s.gamePoints)),
    };
    for (const key of ['matchPoints', 'gamePoints'] as const) {
      const declared = read.declared[key];
      if (!declared || declared.eq(totals[key])) continue;
      const at = fields.member(read.placed, key)!;
      fields.report(
        'chess-json/team-points',
        at.node,
        `${at.path}: team "${team.name}" declares ${declared.toDecimalString()} ${key === 'matchPoints' ? 'match' : 'game'} points, its matches give ${totals[key].toDecimalString()}`,
      );
    }
  }
}
