import { opponentOf, type Crosstable, type PlayerId, type RoundKind } from '../engine';

/**
 * What a crosstable holds round by round, for io/after-round.ts: which rounds have games
 * (played over the board or forfeited), how many, and the byes entered for rounds that have
 * none. A pairing program lets the arbiter enter a requested bye before the round is paired
 * (Swiss-Manager writes it in the next round's block: `0000 - H`, `0000 - Z`, `0000 - F`,
 * even `0000 - U`); such a round holds byes and no game — it is not paired yet.
 */
export interface RoundsHeld {
  /** The last round with a game (0 when none). */
  lastGame: number;
  /** The last round holding anything but `absent` (0 when none). */
  lastRecord: number;
  /** The games of a round, each counted once (by the lower-numbered side; a forfeit without opponent by its side). */
  gamesIn(round: number): number;
  /** How many records (not `absent`) the rounds after `round` hold. */
  recordsAfter(round: number): number;
}

export function roundsHeld(crosstable: Crosstable): RoundsHeld {
  const records = new Array<number>(crosstable.rounds + 1).fill(0);
  const games = new Array<number>(crosstable.rounds + 1).fill(0);
  let lastGame = 0;
  let lastRecord = 0;
  // Plain loops: this runs over every record of every file read (75,000 for 5,000 × 15).
  for (const player of crosstable.players) {
    const rounds = player.rounds;
    for (let index = 0; index < rounds.length; index++) {
      const record = rounds[index]!;
      if (record.kind === 'absent') continue;
      const round = index + 1;
      records[round]!++;
      if (round > lastRecord) lastRecord = round;
      const opponent = opponentOf(record);
      const game = opponent !== undefined || record.kind === 'forfeit-win' || record.kind === 'forfeit-loss';
      if (!game) continue;
      if (round > lastGame) lastGame = round;
      if (opponent === undefined || opponent > player.id) games[round]!++;
    }
  }
  return {
    lastGame,
    lastRecord,
    gamesIn: (round) => games[round] ?? 0,
    recordsAfter: (round) => records.slice(round + 1).reduce((a, b) => a + b, 0),
  };
}

/** The byes of one round that holds no game: who has which. */
export interface EnteredByes {
  round: number;
  byes: { player: PlayerId; kind: RoundKind }[];
}

/** The records of the rounds after `round` (each a bye: those rounds hold no game), round by round. */
export function byesAfter(crosstable: Crosstable, round: number): EnteredByes[] {
  const byRound: EnteredByes[] = [];
  for (let r = round + 1; r <= crosstable.rounds; r++) {
    const byes: EnteredByes['byes'] = [];
    for (const player of crosstable.players) {
      const record = player.rounds[r - 1];
      if (record && record.kind !== 'absent') byes.push({ player: player.id, kind: record.kind });
    }
    if (byes.length > 0) byRound.push({ round: r, byes });
  }
  return byRound;
}

const BYE_WORDS: Partial<Record<RoundKind, [string, string]>> = {
  pab: ['a pairing-allocated bye', 'pairing-allocated byes'],
  fpb: ['a full-point bye', 'full-point byes'],
  hpb: ['a half-point bye', 'half-point byes'],
  zpb: ['a zero-point bye', 'zero-point byes'],
  withdrawn: ['withdrawn', 'withdrawn'],
};

/** "players 12 and 30 half-point byes, player 41 a zero-point bye": who has which bye, by kind. */
export function describeByes(byes: EnteredByes['byes']): string {
  const kinds = new Map<RoundKind, PlayerId[]>();
  for (const { player, kind } of byes) {
    const list = kinds.get(kind);
    if (list) list.push(player);
    else kinds.set(kind, [player]);
  }
  return [...kinds]
    .map(([kind, players]) => {
      const [one, many] = BYE_WORDS[kind] ?? [kind, kind];
      return players.length === 1 ? `player ${players[0]} ${one}` : `players ${listOf(players)} ${many}`;
    })
    .join(', ');
}

/** "12 and 30", "3, 7 and 9", the first ten then "… (24 players)". */
function listOf(players: readonly PlayerId[]): string {
  if (players.length > 10) return `${players.slice(0, 10).join(', ')}, … (${players.length} players)`;
  return players.length === 1 ? String(players[0]) : `${players.slice(0, -1).join(', ')} and ${players[players.length - 1]}`;
}
