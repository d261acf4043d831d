import { playerLine } from './trf-text';
import { SeededRandom } from './generate-crosstable';

/*
 * A deterministic generator of team events written as TRF-2026 files the way Swiss-Manager
 * writes them (001 lines per player, 310 teams with their declared totals, 320 PABs, 330
 * forfeited matches, 352, 362, 802), for the property test that the match and game points
 * Regula computes from the boards equal the totals the file declares. The totals are counted
 * here, from the generator's own results, never by the reader under test: every amount is
 * in half points (whole numbers), so no arithmetic is shared with the engine.
 *
 * Per round: some teams are not paired (absent), an odd team out gets the PAB (1 MP, boards/2
 * GP), some pairs forfeit the whole match (330), and in played matches a team fields its
 * boards from its members (one of them, the reserve, may sit out), sometimes leaves a board
 * empty — the present player's round then reads `0000 - +` and, when the no-show is named,
 * his `0000 - -` — and each board is won, drawn or lost.
 */
export interface GenerateTeamOptions {
  seed: number;
  teams: number;
  boards: number;
  rounds: number;
  /** Chance a team is not paired in a round. Default 0.05. */
  absent?: number;
  /** Chance a pair's match is forfeited by one team. Default 0.04. */
  forfeitedMatch?: number;
  /** Chance a team leaves one board empty in a played match. Default 0.12. */
  emptyBoard?: number;
}

export interface GeneratedTeamEvent {
  text: string;
  /** Per team (1-based id − 1): the declared match and game points, in half points. */
  totals: { mp: number; gp: number }[];
}

interface TeamState {
  id: number;
  /** Starting numbers, board order; the last one is the reserve. */
  members: number[];
  mp: number;
  gp: number;
  /** 802 cells, one per round. */
  cells: string[];
}

/** Half points as TRF writes points: 2.5, 4.0. */
const points = (halves: number) => (halves / 2).toFixed(1);

/** An 802 cell, 13 columns: the opponent (or FPB, HPB, PAB, ZPB) in 1–3, colour in 5, game points in 7–10, `f` in 11. */
const cell802 = (who: string | number, colour: string, halves: number, forfeit = false) =>
  `${String(who).padStart(3)} ${colour || ' '} ${points(halves).padStart(4)}${forfeit ? 'f' : ' '}  `;

export function generateTeamTrf(options: GenerateTeamOptions): GeneratedTeamEvent {
  const o = { absent: 0.05, forfeitedMatch: 0.04, emptyBoard: 0.12, ...options };
  const random = new SeededRandom(o.seed);
  const size = o.boards + 1;
  const teams: TeamState[] = Array.from({ length: o.teams }, (_, t) => ({
    id: t + 1,
    members: Array.from({ length: size }, (_, k) => t * size + k + 1),
    mp: 0,
    gp: 0,
    cells: [],
  }));
  const blocks = new Map<number, string[]>();
  for (const team of teams) for (const id of team.members) blocks.set(id, []);
  /** Each player's own points, in half points, for the 001 lines' points column. */
  const own = new Map<number, number>();
  const pabTeams: number[] = [];
  const forfeited: string[] = [];

  for (let round = 1; round <= o.rounds; round++) {
    const cell = (team: TeamState, text: string) => (team.cells[round - 1] = text);
    const present = teams.filter(() => !random.chance(o.absent));
    for (const t of teams) if (!present.includes(t)) cell(t, cell802('ZPB', '', 0));
    shuffle(present, random);
    if (present.length % 2 === 1) {
      const bye = present.pop()!;
      pabTeams[round - 1] = bye.id;
      bye.mp += 2;
      bye.gp += o.boards;
      cell(bye, cell802('PAB', '', o.boards));
    }
    for (let k = 0; k < present.length; k += 2) {
      const [white, black] = [present[k]!, present[k + 1]!];
      if (random.chance(o.forfeitedMatch)) {
        const firstWins = random.chance(0.5);
        forfeited.push(
          `330 ${firstWins ? '+-' : '-+'} ${String(round).padStart(3)} ${String(white.id).padStart(3)} ${String(black.id).padStart(3)}`,
        );
        const [winner, loser] = firstWins ? [white, black] : [black, white];
        winner.mp += 4;
        winner.gp += 2 * o.boards;
        cell(winner, cell802(loser.id, '', 2 * o.boards, true));
        cell(loser, cell802(winner.id, '', 0, true));
        continue;
      }
      playMatch(white, black, round, o.boards, { blocks, own }, random, o.emptyBoard, cell);
    }
    for (const ids of blocks.values()) if (ids.length < round) ids.push('        ');
  }

  const playerLines = teams.flatMap((team) =>
    team.members.map((id) =>
      playerLine({
        id,
        name: `Team${team.id} player, Member ${id}`,
        rating: 2000,
        federation: 'FID',
        points: points(own.get(id) ?? 0),
        rounds: blocks.get(id)!,
      }),
    ),
  );
  const teamLines = teams.map(
    (t) =>
      `310 ${String(t.id).padStart(3)} ${`Team ${t.id}`.padEnd(32)} ${`T${t.id}`.padEnd(5)} ${''.padStart(6)} ${points(t.mp).padStart(6)} ${points(t.gp).padStart(6)} ${String(t.id).padStart(3)} ` +
      t.members.map((id) => ` ${String(id).padStart(4)}`).join(''),
  );
  const pabLine =
    `320  1.0 ${points(o.boards).padStart(4)}` +
    Array.from({ length: o.rounds }, (_, r) => ` ${String(pabTeams[r] ?? 0).padStart(3, '0')}`).join('');
  const lines802 = teams.map(
    (t) =>
      `802 ${String(t.id).padStart(3)} ${`T${t.id}`.padEnd(5)} ${points(t.mp).padStart(6)} ${points(t.gp).padStart(6)} ` + t.cells.join(''),
  );
  const text = [
    `012 Generated team Swiss ${o.seed} (made for Regula tests)`,
    '042 2026/06/01',
    `062 ${teams.length * size}`,
    `082 ${teams.length}`,
    `142 ${o.rounds}`,
    '192 FIDE_TEAM_MP_GP',
    `352 ${'WB'.repeat(o.boards).slice(0, o.boards)}`,
    '362 TW 2.0   TD 1.0   TL 0.0',
    ...playerLines,
    ...teamLines,
    pabLine,
    ...forfeited,
    ...lines802,
  ].join('\n');
  return { text: `${text}\n`, totals: teams.map((t) => ({ mp: t.mp, gp: t.gp })) };
}

/** One played match, board k against board k; board 1 White for the first team and colours alternating (352 WBWB). */
function playMatch(
  first: TeamState,
  second: TeamState,
  round: number,
  boards: number,
  players: { blocks: Map<number, string[]>; own: Map<number, number> },
  random: SeededRandom,
  emptyBoard: number,
  cell: (team: TeamState, text: string) => void,
): void {
  const { blocks } = players;
  const score = (id: number, halves: number) => players.own.set(id, (players.own.get(id) ?? 0) + halves);
  const lineups = [lineup(first, boards, random), lineup(second, boards, random)] as const;
  // At most one empty board per match, left by one team: the other side's player wins it by default.
  const empty = random.chance(emptyBoard) ? { side: random.int(0, 1), board: random.int(0, boards - 1) } : undefined;
  const halves: [number, number] = [0, 0];
  for (let b = 0; b < boards; b++) {
    const [a, z] = [lineups[0][b]!, lineups[1][b]!];
    if (empty && empty.board === b) {
      const [present, absent] = empty.side === 0 ? [z, a] : [a, z];
      blocks.get(present)!.push('0000 - +');
      score(present, 2);
      if (random.chance(0.5)) blocks.get(absent)!.push('0000 - -');
      halves[empty.side === 0 ? 1 : 0] += 2;
      continue;
    }
    const firstWhite = b % 2 === 0;
    const outcome = random.pick([2, 1, 0] as const); // the first team's board, in half points
    halves[0] += outcome;
    halves[1] += 2 - outcome;
    score(a, outcome);
    score(z, 2 - outcome);
    const symbol = (own: number) => (own === 2 ? '1' : own === 1 ? '=' : '0');
    blocks.get(a)!.push(`${String(z).padStart(4)} ${firstWhite ? 'w' : 'b'} ${symbol(outcome)}`);
    blocks.get(z)!.push(`${String(a).padStart(4)} ${firstWhite ? 'b' : 'w'} ${symbol(2 - outcome)}`);
  }
  const [own, theirs] = halves;
  const mp = own > theirs ? [4, 0] : own < theirs ? [0, 4] : [2, 2];
  first.mp += mp[0]!;
  second.mp += mp[1]!;
  first.gp += own;
  second.gp += theirs;
  cell(first, cell802(second.id, 'w', own));
  cell(second, cell802(first.id, 'b', theirs));
}

/** The members who play, in board order: all but one sitting out (the reserve unless another rests). */
function lineup(team: TeamState, boards: number, random: SeededRandom): number[] {
  const resting = random.chance(0.7) ? team.members.length - 1 : random.int(0, team.members.length - 1);
  return team.members.filter((_, k) => k !== resting).slice(0, boards);
}

function shuffle<T>(items: T[], random: SeededRandom): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
