import {
  pairingRecordOf,
  ABSENT,
  mirrorBoard,
  teamPointSystem,
  type Crosstable,
  type MatchBoard,
  type MatchBoardResult,
  type Player,
  type PlayerId,
  type PointSystem,
  type Rational,
  type RoundRecord,
  type TeamEvent,
  type TeamRoundRecord,
  teamId,
} from '../../engine';
import { typeFromPairings } from '../trf/tournament-type';
import type { PairingBoard, PairingPlayer, PairingRound, PairingTeam } from './pairing-model';

export interface BuildOptions {
  name: string | undefined;
  /** Rounds 1 … rounds are ranked (the last with results); later ones are left out. */
  rounds: number;
  gamePoints: PointSystem;
  pabGamePoints: Rational | undefined;
}

/** A player of a team, known by name within the team. */
interface Member {
  team: number;
  player: PairingPlayer;
  /** The lowest board the player sat at, and when first seen: board order (C.04.6). */
  board: number;
  seen: number;
  id?: PlayerId;
}

/**
 * The team event the board pairings give (C.07 arts. 11–12): per round each team's match
 * with every board seen from the team — a board left empty is a forfeited game of that board —
 * a match forfeited as a whole, a bye (the team's PAB), or nothing. The players of the
 * boards become the teams' members, in the board order they played, and the individual
 * crosstable of their games.
 */
export function buildTeamEvent(rounds: readonly PairingRound[], options: BuildOptions): { event: TeamEvent; crosstable: Crosstable } {
  const counted = rounds.filter((r) => r.round <= options.rounds);
  const names = new Map<number, string>();
  const members = new Map<string, Member>();
  const keyOf = (team: number, player: PairingPlayer) => `${team}\u0000${player.name}`;
  const note = (team: PairingTeam) => {
    if (!names.has(team.id)) names.set(team.id, team.name);
  };
  let boards = 1;
  for (const round of counted)
    for (const match of round.matches) {
      if (match.kind !== 'match') {
        note(match.team);
        continue;
      }
      match.teams.forEach(note);
      for (const board of match.boards) {
        boards = Math.max(boards, board.board);
        board.players.forEach((player, side) => {
          if (!player) return;
          const team = match.teams[side]!.id;
          const key = keyOf(team, player);
          const known = members.get(key);
          if (known) known.board = Math.min(known.board, board.board);
          else members.set(key, { team, player, board: board.board, seen: members.size });
        });
      }
    }
  const teamIds = [...names.keys()].sort((a, b) => a - b);
  const byTeam = new Map<number, Member[]>(teamIds.map((id) => [id, []]));
  for (const member of members.values()) byTeam.get(member.team)!.push(member);
  let next = 1;
  for (const id of teamIds) {
    byTeam.get(id)!.sort((a, b) => a.board - b.board || a.seen - b.seen);
    for (const member of byTeam.get(id)!) member.id = next++;
  }

  const schedule = new Map<number, TeamRoundRecord[]>(
    teamIds.map((id) => [id, Array.from({ length: options.rounds }, () => ({ kind: 'absent' }))]),
  );
  const games = new Map<PlayerId, RoundRecord[]>(
    [...members.values()].map((m) => [m.id!, Array.from({ length: options.rounds }, () => ABSENT)]),
  );
  const idOf = (team: number, player: PairingPlayer | undefined) => (player ? members.get(keyOf(team, player))!.id! : undefined);

  for (const round of counted) {
    const index = round.round - 1;
    for (const match of round.matches) {
      if (match.kind === 'bye') schedule.get(match.team.id)![index] = { kind: 'pab' };
      if (match.kind === 'team-bye') schedule.get(match.team.id)![index] = { kind: match.bye };
      if (match.kind !== 'match') continue;
      const [first, second] = match.teams.map((t) => teamId(t.id)) as [ReturnType<typeof teamId>, ReturnType<typeof teamId>];
      const players = (board: PairingBoard) => [idOf(first, board.players[0]), idOf(second, board.players[1])] as const;
      if (match.score.kind === 'forfeit') {
        // A match forfeited as a whole (TRF-2026 330): its boards are not counted one by one.
        const outcome = match.score.outcome;
        const kinds = {
          win: ['forfeit-win', 'forfeit-loss'],
          loss: ['forfeit-loss', 'forfeit-win'],
          double: ['double-forfeit', 'double-forfeit'],
        } as const;
        const [a, b] = kinds[outcome];
        schedule.get(first)![index] = { kind: a, opponent: second };
        schedule.get(second)![index] = { kind: b, opponent: first };
        for (const board of match.boards) setGames(games, index, players(board), { kind: 'forfeit', outcome });
        continue;
      }
      const played: MatchBoard[] = [];
      for (const board of match.boards) {
        if (!board.result) continue;
        played.push({ board: board.board, result: board.result, players: [board.players[0]?.name ?? '—', board.players[1]?.name ?? '—'] });
        setGames(games, index, players(board), board.result);
      }
      schedule.get(first)![index] = { kind: 'match', opponent: second, boards: played };
      schedule.get(second)![index] = { kind: 'match', opponent: first, boards: played.map(mirrorBoard) };
    }
  }

  const players: Player[] = [...members.values()]
    .sort((a, b) => a.id! - b.id!)
    .map((m) => ({
      id: m.id!,
      name: m.player.name,
      ...(m.player.rating !== undefined && { rating: m.player.rating }),
      ...(m.player.title !== '' && { title: m.player.title }),
      fields: { Team: names.get(m.team)! },
      rounds: games.get(m.id!)!,
    }));
  const teams = teamIds.map((id) => ({
    id: teamId(id),
    name: names.get(id)!,
    members: byTeam.get(id)!.map((m) => m.id!),
    rounds: schedule.get(id)!,
    fields: {},
  }));
  const type = typeFromPairings(teams.map((t) => ({ id: t.id, rounds: t.rounds.map(pairingRecordOf) })));
  const name = options.name !== undefined && options.name !== '' ? { name: options.name } : {};
  const event: TeamEvent = {
    ...name,
    type,
    rounds: options.rounds,
    boards,
    teams,
    players,
    gamePoints: options.gamePoints,
    matchPoints: teamPointSystem(),
    ...(options.pabGamePoints && { pabGamePoints: options.pabGamePoints }),
    meta: {},
  };
  const crosstable: Crosstable = { ...name, type, rounds: options.rounds, players, pointSystem: options.gamePoints, meta: {} };
  return { event, crosstable };
}

/** The two players' round records of one board's result (from the first player's side); a player alone on a board won or lost it by forfeit. */
function setGames(
  games: Map<PlayerId, RoundRecord[]>,
  index: number,
  [a, b]: readonly [PlayerId | undefined, PlayerId | undefined],
  result: MatchBoardResult,
): void {
  const mirror = { win: 'loss', loss: 'win', draw: 'draw', double: 'double' } as const;
  const record = (outcome: MatchBoardResult['outcome'], opponent: PlayerId | undefined): RoundRecord => {
    const against = opponent === undefined ? {} : { opponent };
    if (result.kind === 'played' && opponent !== undefined && outcome !== 'double') return { kind: 'played', opponent, outcome };
    if (outcome === 'win') return { kind: 'forfeit-win', ...against };
    if (outcome === 'loss') return { kind: 'forfeit-loss', ...against };
    return { kind: 'double-forfeit', ...against };
  };
  if (a !== undefined) games.get(a)![index] = record(result.outcome, b);
  if (b !== undefined) games.get(b)![index] = record(mirror[result.outcome], a);
}
