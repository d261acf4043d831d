import {
  computeScores,
  opponentOf,
  Rational,
  teamRoundScores,
  type Crosstable,
  type MatchBoard,
  type Player,
  type PointSystem,
  type RoundRecord,
  type TeamEvent,
} from '../../engine';
import { TYPE_TEXT } from '../trf/tournament-type';

/**
 * Crosstable or team event → Chess-JSON text (FIDE TEC's interchange format, `"filetype":
 * "Event"`), in the shape the FIDE reference server writes and reads: one tournament with its
 * competitors, `gameList` (and for a team event `matchList`), the score system and the
 * event's facts. `readChessJson` reads it back to the same event. What the format cannot hold
 * is refused by chessJsonWriteProblems (the caller says so) rather than written differently:
 * a point system whose forfeits, absences or draughts draws score other than W, Z and D, points
 * that are not decimals, a team event's point assignments or matches known by their totals only.
 *
 * How each round is written (read-games.ts reads it back):
 * - a game, or a forfeit, with colours: one record, the white player as `white`;
 * - without colours: two records, each player as `white` with its own `wResult` only (as the
 *   reference server writes a TRF round block with colour `-`);
 * - byes: `black` 0 and P (PAB, `played: true`), W (full-point), D (half-point), Z (zero-point);
 * - a round not paired or withdrawn: no record.
 */
export function writeChessJson(crosstable: Crosstable, teams?: TeamEvent): string {
  const refused = chessJsonWriteProblems(crosstable, teams);
  if (refused.length > 0) throw new RangeError(refused[0]);
  const meta = crosstable.meta;
  const info = {
    fullName: meta['name'] ?? crosstable.name ?? '',
    ...(meta['city'] !== undefined && { site: meta['city'] }),
    ...(meta['federation'] !== undefined && { federation: meta['federation'] }),
    ...(meta['startDate'] !== undefined && { startDate: isoDate(meta['startDate']) }),
    ...(meta['endDate'] !== undefined && { endDate: isoDate(meta['endDate']) }),
  };
  const players = [...crosstable.players].sort((a, b) => a.id - b.id);
  const scores = computeScores(crosstable);
  const { gameList, gameOf } = gamesOf(crosstable, players);
  const tournament = {
    tournamentNo: 1,
    tournamentType: teams ? `Team: ${TYPE_TEXT[teams.type].replace('Individual: ', '')}` : TYPE_TEXT[crosstable.type],
    tournamentInfo: { ...info, ...(meta['typeCode'] !== undefined && { typeOfTournament: meta['typeCode'] }) },
    ratingList: 'TRF',
    numRounds: crosstable.rounds,
    currentRound: lastGameRound(players),
    teamTournament: teams !== undefined,
    rankOrder: ['PTS'],
    competitors: teams ? teamCompetitors(teams, scores) : players.map((p) => playerCompetitor(p, scores.get(p.id)!.total)),
    teamSize: teams ? teams.boards : 0,
    scoreSystem: { game: gameScores(crosstable.pointSystem), match: teams ? matchScores(teams) : {} },
    gameList,
    matchList: teams ? matchesOf(teams, gameOf, gameList) : [],
    timeControl: { description: meta['timeControl'] ?? '', encoded: '' },
  };
  const file = {
    filetype: 'Event',
    version: '1.0',
    origin: 'Regula',
    published: '',
    status: { code: 0, error: [] },
    event: {
      name: '',
      eventInfo: info,
      ratingLists: [{ listName: 'TRF' }],
      profiles: players.map(profileOf),
      teams: teams ? teams.teams.map((t) => ({ id: t.id, teamName: t.name, players: t.members })) : [],
      tournaments: [tournament],
    },
  };
  return chessJsonText(file);
}

/** Why a crosstable or team event cannot be written as Chess-JSON; empty when it can. */
export function chessJsonWriteProblems(crosstable: Crosstable, teams?: TeamEvent): string[] {
  const problems: string[] = [];
  const system = crosstable.pointSystem;
  const unlike = (field: keyof PointSystem, code: string, value: Rational) =>
    !(system[field] as Rational).eq(value) &&
    problems.push(`Chess-JSON scores ${field} as ${code}: the point system's ${system[field]} differs from ${value}`);
  unlike('forfeitWin', 'W', system.win);
  unlike('doubleForfeit', 'Z', system.zpb);
  unlike('forfeitLoss', 'Z', system.zpb);
  unlike('absent', 'Z', system.zpb);
  unlike('drawPlus', 'D', system.draw);
  unlike('drawMinus', 'D', system.draw);
  for (const field of ['win', 'draw', 'loss', 'pab', 'fpb', 'hpb', 'zpb'] as const)
    if (!isDecimal(system[field])) problems.push(`the point system's ${field} ${system[field]} is not a decimal number`);
  if (
    crosstable.players.some((p) =>
      p.rounds.some(
        (r) => (r.kind === 'forfeit-win' || r.kind === 'forfeit-loss' || r.kind === 'double-forfeit') && r.opponent === undefined,
      ),
    )
  )
    problems.push('a forfeit without its opponent cannot be written: Chess-JSON names both players of a game');
  if (teams) {
    if (teams.assignedPoints?.length) problems.push("the team event's point assignments (TRF-2026 299) have no place in Chess-JSON");
    if (teams.teams.some((t) => t.rounds.some((r) => r.kind === 'match' && r.gamePoints !== undefined)))
      problems.push('matches known by their totals only have no boards to write');
    const mp = teams.matchPoints;
    if (!mp.forfeitWin.eq(mp.win) || !mp.forfeitLoss.eq(mp.loss) || !mp.doubleForfeit.eq(mp.loss))
      problems.push("the match points of forfeited matches differ from a won and a lost match's, which Chess-JSON cannot say");
  }
  return problems;
}

function isDecimal(value: Rational): boolean {
  return !value.toDecimalString().includes('/');
}

/**
 * Points as a JSON number with a decimal point (1.0, 0.5), as the reference server writes them:
 * it reads numbers with a point as exact decimals and some of its code takes only those (a
 * bare 1 is an integer there). Marked here, then written bare by chessJsonText.
 */
const DECIMAL_MARK = '\u0000decimal:';
const points = (value: Rational): string => {
  const text = value.toDecimalString();
  return `${DECIMAL_MARK}${text.includes('.') ? text : `${text}.0`}`;
};

function chessJsonText(file: unknown): string {
  return `${JSON.stringify(file, null, 2).replace(/"\\u0000decimal:(-?\d+\.\d+)"/g, '$1')}\n`;
}

function isoDate(text: string): string {
  const m = /^(\d{4})[/.](\d{2})[/.](\d{2})$/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : text;
}

function profileOf(player: Player): Record<string, unknown> {
  const [last = '', first = ''] = player.name.split(/,\s*/, 2);
  return {
    id: player.id,
    lastName: last.trim(),
    firstName: first.trim(),
    sex: player.sex ?? '',
    federation: player.federation ?? '',
    fideId: player.fideId && /^\d+$/.test(player.fideId) ? Number(player.fideId) : 0,
    fideName: player.name,
    ...(player.rating !== undefined && { rating: [player.rating] }),
    fideTitle: player.title ?? '',
    ...(player.birthDate !== undefined && { birth: isoDate(player.birthDate) }),
  };
}

function playerCompetitor(player: Player, total: Rational): Record<string, unknown> {
  return {
    cid: player.id,
    profileId: player.id,
    present: true,
    gamePoints: points(total),
    // 0: no rank written (the reference server's TRF writer needs one on each).
    rank: player.declaredRank ?? 0,
    // 0: unrated, as TRF writes it (the reference server's TRF writer needs a rating on each).
    rating: player.rating ?? 0,
  };
}

function lastGameRound(players: readonly Player[]): number {
  let last = 0;
  for (const player of players)
    player.rounds.forEach((record, index) => {
      if (opponentOf(record) !== undefined) last = Math.max(last, index + 1);
    });
  return last;
}

const RESULT = { win: 'W', draw: 'D', loss: 'L' } as const;
const BYE = { pab: 'P', fpb: 'W', hpb: 'D', zpb: 'Z' } as const;

/** The players' rounds as Chess-JSON games, with each player's game of each round by `${round}:${id}`. */
function gamesOf(crosstable: Crosstable, players: readonly Player[]): { gameList: Record<string, unknown>[]; gameOf: Map<string, number> } {
  const gameList: Record<string, unknown>[] = [];
  const gameOf = new Map<string, number>();
  const add = (round: number, ids: readonly number[], game: Record<string, unknown>) => {
    const id = gameList.length + 1;
    gameList.push({ id, round, ...game });
    for (const player of ids) gameOf.set(`${round}:${player}`, id);
  };
  for (let round = 1; round <= crosstable.rounds; round++) {
    for (const player of players) {
      const record = player.rounds[round - 1]!;
      if (record.kind === 'absent' || record.kind === 'withdrawn') continue;
      if (record.kind === 'pab' || record.kind === 'fpb' || record.kind === 'hpb' || record.kind === 'zpb') {
        add(round, [player.id], { white: player.id, black: 0, played: record.kind === 'pab', rated: false, wResult: BYE[record.kind] });
        continue;
      }
      const opponent = opponentOf(record)!;
      const colour = 'colour' in record ? record.colour : undefined;
      if (colour === 'black') continue; // written from the white side
      const own = ownCode(record);
      if (colour === undefined) {
        // Colours unknown: one record per player, each with its own result only.
        add(round, [player.id], {
          white: player.id,
          black: opponent,
          played: record.kind === 'played',
          rated: ratedOf(record),
          wResult: own,
        });
        continue;
      }
      add(round, [player.id, opponent], {
        white: player.id,
        black: opponent,
        played: record.kind === 'played',
        rated: ratedOf(record),
        wResult: own,
        bResult: theirCode(record),
      });
    }
  }
  return { gameList, gameOf };
}

function ratedOf(record: RoundRecord): boolean {
  return record.kind === 'played' && !record.lessThanOneMove;
}

function ownCode(record: RoundRecord): string {
  if (record.kind === 'played') return RESULT[record.outcome];
  return record.kind === 'forfeit-win' ? 'W' : 'Z';
}

function theirCode(record: RoundRecord): string {
  if (record.kind === 'played') return RESULT[record.outcome === 'win' ? 'loss' : record.outcome === 'loss' ? 'win' : 'draw'];
  return record.kind === 'forfeit-loss' ? 'W' : 'Z';
}

function gameScores(system: PointSystem): Record<string, string> {
  return {
    W: points(system.win),
    D: points(system.draw),
    L: points(system.loss),
    Z: points(system.zpb),
    P: points(system.pab),
    F: points(system.fpb),
    H: points(system.hpb),
    A: 'D',
    U: 'Z',
  };
}

function matchScores(teams: TeamEvent): Record<string, string> {
  const mp = teams.matchPoints;
  return {
    W: points(mp.win),
    D: points(mp.draw),
    L: points(mp.loss),
    Z: points(mp.absent),
    P: points(mp.pab),
    F: points(mp.fpb),
    H: points(mp.hpb),
    A: 'D',
    U: 'Z',
    FG: 'W*',
    HG: 'D*',
    ZG: 'Z*',
    PG: teams.pabGamePoints ? points(teams.pabGamePoints) : 'P*',
  };
}

function teamCompetitors(teams: TeamEvent, scores: ReturnType<typeof computeScores>): Record<string, unknown>[] {
  const players = new Map(teams.players.map((p) => [p.id, p]));
  return teams.teams.map((team) => {
    const rounds = teamRoundScores(teams, team);
    return {
      cid: team.id,
      teamId: team.id,
      present: true,
      rating: 0,
      matchPoints: points(Rational.sum(rounds.map((r) => r.matchPoints))),
      gamePoints: points(Rational.sum(rounds.map((r) => r.gamePoints))),
      cplayers: team.members.map((id, index) => {
        const player = players.get(id)!;
        return {
          cid: id,
          profileId: id,
          present: true,
          gamePoints: points(scores.get(id)?.total ?? Rational.ZERO),
          rating: player.rating ?? 0,
          order: index + 1,
          teamId: team.id,
        };
      }),
    };
  });
}

function matchesOf(teams: TeamEvent, gameOf: Map<string, number>, gameList: Record<string, unknown>[]): Record<string, unknown>[] {
  const matches: Record<string, unknown>[] = [];
  let id = gameList.length;
  for (let round = 1; round <= teams.rounds; round++) {
    for (const team of teams.teams) {
      const record = team.rounds[round - 1]!;
      const base = { id: ++id, round, white: team.id };
      switch (record.kind) {
        case 'match': {
          const first = record.boards[0];
          // Written once, from the team with White on board 1 (else the lower number).
          if (first?.colour === 'black' || (first?.colour === undefined && record.opponent < team.id)) {
            id--;
            continue;
          }
          const games = boardGames(teams, round, team.id, record.boards, gameOf, gameList);
          const score = teamRoundScores(teams, team)[round - 1]!;
          const outcome = score.outcome === 'win' ? 'W' : score.outcome === 'loss' ? 'L' : 'D';
          matches.push({
            ...base,
            games,
            black: record.opponent,
            played: true,
            wResult: outcome,
            bResult: outcome === 'W' ? 'L' : outcome === 'L' ? 'W' : 'D',
          });
          continue;
        }
        case 'forfeit-win':
        case 'forfeit-loss':
        case 'double-forfeit':
          if (record.opponent < team.id) {
            id--;
            continue;
          }
          matches.push({
            ...base,
            games: [],
            black: record.opponent,
            played: false,
            wResult: record.kind === 'forfeit-win' ? 'W' : 'Z',
            bResult: record.kind === 'forfeit-loss' ? 'W' : 'Z',
          });
          continue;
        case 'pab':
          matches.push({ ...base, games: [], black: 0, played: true, wResult: 'P' });
          continue;
        default:
          matches.push({
            ...base,
            games: [],
            black: 0,
            played: false,
            wResult: record.kind === 'fpb' ? 'W' : record.kind === 'hpb' ? 'D' : 'Z',
          });
      }
    }
  }
  return matches;
}

/**
 * The games of a match, board by board as the team event has them, each given its `board`:
 * a board's game is its player's of that round — the first team's player, or the other's where
 * the first team left the board empty (the other's board won by default, a PAB record). The
 * players are found by name within their team (a board names its two players).
 */
function boardGames(
  teams: TeamEvent,
  round: number,
  team: number,
  boards: readonly MatchBoard[],
  gameOf: Map<string, number>,
  gameList: Record<string, unknown>[],
): number[] {
  const byId = new Map(teams.teams.map((t) => [t.id as number, t]));
  const names = new Map(teams.players.map((p) => [p.id, p.name]));
  const memberNamed = (id: number, name: string | undefined) => byId.get(id)!.members.find((m) => names.get(m) === name);
  const record = byId.get(team)!.rounds[round - 1]!;
  const opponent = record.kind === 'match' ? record.opponent : team;
  const games: number[] = [];
  for (const board of boards) {
    const player = memberNamed(team, board.players?.[0]) ?? memberNamed(opponent, board.players?.[1]);
    const game = player === undefined ? undefined : gameOf.get(`${round}:${player}`);
    if (game === undefined) continue;
    games.push(game);
    gameList[game - 1]!['board'] = board.board;
    // A game without colours is two records: the partner's gets the same board.
    const other = memberNamed(opponent, board.players?.[1]);
    const partner = other === undefined ? undefined : gameOf.get(`${round}:${other}`);
    if (partner !== undefined && partner !== game) gameList[partner - 1]!['board'] = board.board;
  }
  return games;
}
