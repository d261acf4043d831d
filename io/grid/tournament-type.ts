import type { Player, TournamentType } from '../../engine';

/**
 * A table read from round columns is a Swiss unless everyone met everyone: once in n − 1
 * (or n, with rest rounds) rounds makes a round robin, twice in twice as many a double
 * round robin. The type matters to the rules (C.07 15.2: in a round robin only forfeits
 * are unplayed rounds), so the detected layout states it and why.
 */
export function inferTournamentType(players: readonly Player[], rounds: number): { type: TournamentType; note: string } {
  const n = players.length;
  const swiss = { type: 'swiss', note: 'Swiss: not every pair of players met.' } as const;
  // Only n − 1 or n rounds (twice that for a double round robin) can hold every pairing: other
  // tables are Swiss without looking at their games (a large Swiss has hundreds of thousands).
  const roundRobinRounds = rounds === n - 1 || rounds === n;
  const doubleRounds = rounds === 2 * (n - 1) || rounds === 2 * n;
  if (n < 3 || (!roundRobinRounds && !doubleRounds)) return swiss;
  const meetings = new Map<string, Set<number>>();
  for (const player of players) {
    player.rounds.forEach((record, index) => {
      const opponent = 'opponent' in record ? record.opponent : undefined;
      if (opponent === undefined) return;
      const key = player.id < opponent ? `${player.id}-${opponent}` : `${opponent}-${player.id}`;
      meetings.set(key, (meetings.get(key) ?? new Set()).add(index));
    });
  }
  const pairs = (n * (n - 1)) / 2;
  const all = (times: number) => meetings.size === pairs && [...meetings.values()].every((s) => s.size === times);
  if (roundRobinRounds && all(1)) {
    return { type: 'round-robin', note: `Round robin: each of the ${n} players met every other once in ${rounds} rounds.` };
  }
  if (doubleRounds && all(2)) {
    return { type: 'double-round-robin', note: `Double round robin: each of the ${n} players met every other twice in ${rounds} rounds.` };
  }
  return swiss;
}
