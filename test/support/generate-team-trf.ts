import { playerLine } from './trf-text';
import { SeededRandom } from './generate-crosstable';

/*
 * A deterministic generator of team events written as TRF-2026 files in the columns of the
 * specification (FIDE Handbook, TRF26.pdf: 001 players, 310 teams with their declared totals,
 * 240 team byes, 299 abnormal assignment points, 300 out-of-order line-ups, 320 PABs, 330
 * forfeited matches, 352, 362, 802), for the property tests that the match and game points
 * Regula computes from the boards equal the totals the file declares. The totals are counted
 * here, from the generator's own results, never by the reader under test: every amount is in
 * half points (whole numbers), so no arithmetic is shared with the engine. They follow the
 * rules the FIDE reference server scores a team file by (OttoMilvang/TieBreakServer,
 * scoresystem.py defaults: a won match 2 MP, drawn 1, lost 0; a full-point bye a won match's
 * MP and a win on every board, a half-point bye a drawn match's and a draw on every board, a
 * zero-point bye nothing; the 320 line's PAB points; a 330 forfeit every board won or lost)
 * and TRF-2026 299 (a line naming a round and a team replaces that round's points, one with
 * a type and no round or team replaces the points of every round with that result, one
 * without a type adds a penalty or bonus to its round).
 *
 * Per round: some teams are not paired (absent), some have a bye (240 F, H or Z), an odd
 * team out gets the PAB (1 MP, boards/2 GP), some pairs forfeit the whole match (330), and in
 * played matches a team fields its boards from its members (one of them, the reserve, may sit
 * out), sometimes in another order than its 310 line (300), sometimes leaves a board empty —
 * the present player's round then reads `0000 - +` and, when the no-show is named, his
 * `0000 - -` — and each board is won, drawn or lost.
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
  /** Chance a team has a 240 bye in a round (F, H or Z). Default 0. */
  teamBye?: number;
  /** Chance a team plays a match out of its 310 board order (a 300 line). Default 0. */
  outOfOrder?: number;
  /** 299 lines: how many of each kind (a match awarded, a penalty, and one result's points for the whole event). Default 0. */
  assignments?: number;
}

export interface GeneratedTeamEvent {
  text: string;
  /** Per team (1-based id − 1): the declared match and game points, in half points. */
  totals: { mp: number; gp: number }[];
  /** How many lines of each record the file has. */
  counts: Record<'240' | '299' | '300' | '320' | '330', number>;
}

/** What one team's round was, and its points in half points (before 299). */
interface RoundResult {
  /** The 299 type letter of the result: W D L + - P F H Z. */
  letter: string;
  mp: number;
  gp: number;
  /** The 802 cell without its game points: who, colour, forfeit. */
  who: string;
  colour: string;
  forfeit: boolean;
}

interface TeamState {
  id: number;
  /** Starting numbers, board order; the last one is the reserve. */
  members: number[];
  rounds: RoundResult[];
}

/** Half points as TRF writes points: 2.5, 4.0. */
const points = (halves: number) => (halves / 2).toFixed(1);
const pad = (value: string | number, width: number) => String(value).padStart(width);
const zero = (value: number, width: number) => String(value).padStart(width, '0');

/** An 802 cell in the record's table columns: opponent (or PAB, FPB, HPB, ZPB) 1–3, colour 5, game points 7–10, `f` 11 — 13 columns. */
const cell802 = (r: RoundResult, halves: number) =>
  `${pad(r.who, 3)} ${r.colour || ' '} ${pad(points(halves), 4)}${r.forfeit ? 'f' : ' '}  `;

const BYE_WORD: Record<string, string> = { F: 'FPB', H: 'HPB', Z: 'ZPB' };

export function generateTeamTrf(options: GenerateTeamOptions): GeneratedTeamEvent {
  const o = { absent: 0.05, forfeitedMatch: 0.04, emptyBoard: 0.12, teamBye: 0, outOfOrder: 0, assignments: 0, ...options };
  const random = new SeededRandom(o.seed);
  const size = o.boards + 1;
  const teams: TeamState[] = Array.from({ length: o.teams }, (_, t) => ({
    id: t + 1,
    members: Array.from({ length: size }, (_, k) => t * size + k + 1),
    rounds: [],
  }));
  const blocks = new Map<number, string[]>();
  for (const team of teams) for (const id of team.members) blocks.set(id, []);
  /** Each player's own points, in half points, for the 001 lines' points column. */
  const own = new Map<number, number>();
  const pabTeams: number[] = [];
  const byeLines: string[] = [];
  const forfeited: string[] = [];
  const outOfOrder: string[] = [];

  for (let round = 1; round <= o.rounds; round++) {
    const set = (team: TeamState, result: RoundResult) => (team.rounds[round - 1] = result);
    const present = teams.filter(() => !random.chance(o.absent));
    // A team not paired: each member's line a zero-point bye (as the golden six-team Swiss writes it), so the round is declared.
    for (const t of teams) {
      if (present.includes(t)) continue;
      set(t, { letter: 'Z', mp: 0, gp: 0, who: 'ZPB', colour: '', forfeit: false });
      for (const id of t.members) blocks.get(id)!.push('0000 - Z');
    }
    const byes = new Map<string, number[]>();
    for (let k = present.length - 1; o.teamBye > 0 && k >= 0; k--) {
      if (!random.chance(o.teamBye)) continue;
      const [team] = present.splice(k, 1);
      const letter = random.pick(['F', 'F', 'H', 'H', 'Z']);
      const [mp, gp] = letter === 'F' ? [4, 2 * o.boards] : letter === 'H' ? [2, o.boards] : [0, 0];
      set(team!, { letter, mp, gp, who: BYE_WORD[letter]!, colour: '', forfeit: false });
      byes.set(letter, [...(byes.get(letter) ?? []), team!.id]);
    }
    for (const [letter, ids] of byes)
      byeLines.push(
        `240 ${letter} ${zero(round, 3)} ${ids
          .sort((a, b) => a - b)
          .map((id) => zero(id, 4))
          .join(' ')}`,
      );
    shuffle(present, random);
    if (present.length % 2 === 1) {
      const bye = present.pop()!;
      pabTeams[round - 1] = bye.id;
      set(bye, { letter: 'P', mp: 2, gp: o.boards, who: 'PAB', colour: '', forfeit: false });
    }
    for (let k = 0; k < present.length; k += 2) {
      const [white, black] = [present[k]!, present[k + 1]!];
      if (random.chance(o.forfeitedMatch)) {
        const firstWins = random.chance(0.5);
        forfeited.push(`330 ${firstWins ? '+-' : '-+'} ${pad(round, 3)} ${pad(white.id, 3)} ${pad(black.id, 3)}`);
        const [winner, loser] = firstWins ? [white, black] : [black, white];
        set(winner, { letter: '+', mp: 4, gp: 2 * o.boards, who: String(loser.id), colour: '', forfeit: true });
        set(loser, { letter: '-', mp: 0, gp: 0, who: String(winner.id), colour: '', forfeit: true });
        continue;
      }
      const orders = playMatch(white, black, round, o, { blocks, own }, random, set);
      for (const order of orders) outOfOrder.push(order);
    }
    for (const ids of blocks.values()) if (ids.length < round) ids.push('        ');
  }

  const assignmentLines = assign(teams, o, random);
  const totals = teams.map((t) => ({
    mp: t.rounds.reduce((sum, r) => sum + r.mp, 0),
    gp: t.rounds.reduce((sum, r) => sum + r.gp, 0),
  }));

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
  // 310: team 5–7, name 9–40, nickname 42–46, strength 48–53, MP 55–60, GP 62–67, rank 69–71, players from 74–77.
  const teamLines = teams.map(
    (t, k) =>
      `310 ${pad(t.id, 3)} ${`Team ${t.id}`.padEnd(32)} ${`T${t.id}`.padEnd(5)} ${pad('', 6)} ${pad(points(totals[k]!.mp), 6)} ${pad(points(totals[k]!.gp), 6)} ${pad(t.id, 3)} ` +
      t.members.map((id) => ` ${pad(id, 4)}`).join(''),
  );
  const pabLine =
    `320  1.0 ${pad(points(o.boards), 4)}` + Array.from({ length: o.rounds }, (_, r) => ` ${zero(pabTeams[r] ?? 0, 3)}`).join('');
  const lines802 = teams.map(
    (t, k) =>
      `802 ${pad(t.id, 3)} ${`T${t.id}`.padEnd(5)} ${pad(points(totals[k]!.mp), 6)} ${pad(points(totals[k]!.gp), 6)} ` +
      t.rounds.map((r) => cell802(r, r.gp)).join(''),
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
    ...byeLines,
    pabLine,
    ...forfeited,
    ...outOfOrder,
    ...assignmentLines,
    ...lines802,
  ].join('\n');
  return {
    text: `${text}\n`,
    totals,
    counts: {
      '240': byeLines.length,
      '299': assignmentLines.length,
      '300': outOfOrder.length,
      '320': pabTeams.some((t) => t) ? 1 : 0,
      '330': forfeited.length,
    },
  };
}

/**
 * `count` 299 lines of each kind, applied to the teams' rounds as TRF-2026 299 reads: a match
 * awarded (type W, a round and a team: 2 MP and every board, whatever the result); a penalty
 * (no type, a round and a team: −1 MP added); and a drawn match worth 1.5 MP in one round
 * (type D and a round, no team). Applied in that order, named lines last, as the reader does.
 */
function assign(teams: TeamState[], o: Required<GenerateTeamOptions>, random: SeededRandom): string[] {
  const lines: string[] = [];
  const line = (type: string, mp: number, gp: number, round: number, team?: number) =>
    // Type 5, match points 8–11, game points 14–17, round 20–22, team 24–27.
    `299 ${type || ' '}  ${pad(points(mp), 4)}  ${pad(points(gp), 4)}  ${zero(round, 3)}${team === undefined ? '' : ` ${zero(team, 4)}`}`;
  const general: { round: number }[] = [];
  const named: { round: number; team: TeamState }[] = [];
  const penalties: { round: number; team: TeamState }[] = [];
  for (let k = 0; k < o.assignments; k++) {
    general.push({ round: random.int(1, o.rounds) });
    named.push({ round: random.int(1, o.rounds), team: random.pick(teams) });
    penalties.push({ round: random.int(1, o.rounds), team: random.pick(teams) });
  }
  const namedKeys = new Set(named.map((n) => `${n.team.id}/${n.round}`));
  for (const { round } of general) {
    lines.push(line('D', 3, o.boards, round));
    for (const team of teams) {
      const result = team.rounds[round - 1]!;
      if (result.letter === 'D' && !namedKeys.has(`${team.id}/${round}`)) result.mp = 3;
    }
  }
  for (const { round, team } of named) {
    lines.push(line('W', 4, 2 * o.boards, round, team.id));
    Object.assign(team.rounds[round - 1]!, { mp: 4, gp: 2 * o.boards });
  }
  for (const { round, team } of penalties) {
    lines.push(line('', -2, 0, round, team.id));
    team.rounds[round - 1]!.mp -= 2;
  }
  return lines;
}

/**
 * One played match, board k against board k; board 1 White for the first team and colours
 * alternating (352 WBWB). A team out of order plays its members in another order, which a
 * 300 line gives (returned).
 */
function playMatch(
  first: TeamState,
  second: TeamState,
  round: number,
  o: Required<GenerateTeamOptions>,
  players: { blocks: Map<number, string[]>; own: Map<number, number> },
  random: SeededRandom,
  set: (team: TeamState, result: RoundResult) => void,
): string[] {
  const { blocks } = players;
  const boards = o.boards;
  const score = (id: number, halves: number) => players.own.set(id, (players.own.get(id) ?? 0) + halves);
  const lineups = [lineup(first, boards, random), lineup(second, boards, random)] as const;
  // Boards 1 and 2 change places for a team out of order: a 300 line gives the order played.
  const reordered = lineups.map((players) => {
    if (o.outOfOrder === 0 || !random.chance(o.outOfOrder)) return false;
    [players[0], players[1]] = [players[1]!, players[0]!];
    return true;
  });
  // At most one empty board per match, left by one team: the other side's player wins it by default.
  const empty = random.chance(o.emptyBoard) ? { side: random.int(0, 1), board: random.int(0, boards - 1) } : undefined;
  const orders = reordered.flatMap((out, side) => {
    if (!out) return [];
    const [team, opponent] = side === 0 ? [first, second] : [second, first];
    // TRF-2026 300: "plays with an unoccupied board" — its player ID 0000.
    const ids = lineups[side]!.map((id, b) => (empty && empty.board === b && empty.side === side ? 0 : id));
    return [`300 ${zero(round, 3)} ${zero(team.id, 3)} ${zero(opponent.id, 3)} ${ids.map((id) => zero(id, 4)).join(' ')}`];
  });
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
    blocks.get(a)!.push(`${pad(z, 4)} ${firstWhite ? 'w' : 'b'} ${symbol(outcome)}`);
    blocks.get(z)!.push(`${pad(a, 4)} ${firstWhite ? 'b' : 'w'} ${symbol(2 - outcome)}`);
  }
  const [own, theirs] = halves;
  const [letters, mp] =
    own > theirs
      ? [
          ['W', 'L'],
          [4, 0],
        ]
      : own < theirs
        ? [
            ['L', 'W'],
            [0, 4],
          ]
        : [
            ['D', 'D'],
            [2, 2],
          ];
  set(first, { letter: letters[0]!, mp: mp[0]!, gp: own, who: String(second.id), colour: 'w', forfeit: false });
  set(second, { letter: letters[1]!, mp: mp[1]!, gp: theirs, who: String(first.id), colour: 'b', forfeit: false });
  return orders;
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
