import { opponentOf, type Player, type TournamentType } from '../../engine';

/**
 * The tournament type of a TRF file.
 *
 * `092` is free text (TRF-16 "Type of tournament"); the fixtures write "Individual: Swiss-System",
 * "Individual: Round-Robin" and "Individual: Double Round-Robin". TieBreakServer decides by
 * words — SWISS, else RR / ROBIN / BERGER — and so do we, adding "double". `192` (TRF-2026)
 * is an encoded type such as FIDE_DUTCH_2025 or BERGER_DOUBLEROUNDROBIN; the same words apply.
 */
export function typeFromText(text: string): TournamentType | undefined {
  const t = text.toUpperCase();
  if (/SWISS|DUTCH|DUBOV|BURSTEIN|MONRAD/.test(t)) return 'swiss';
  // TRF-2026 192 team codes: FIDE_TEAM_MP_GP, FIDE_TEAM_TYPEA_MP … are Swiss systems (C.04.6).
  if (/FIDE_TEAM/.test(t) && !/ROBIN/.test(t)) return 'swiss';
  const roundRobin = /ROBIN|BERGER|\bRR\b|ALL[- ]PLAY[- ]ALL/.test(t) || /\bDRR\b/.test(t);
  if (!roundRobin) return undefined;
  return /DOUBLE|\bDRR\b/.test(t) ? 'double-round-robin' : 'round-robin';
}

/** The 092 text the writer uses (the wording of the fixtures). */
export const TYPE_TEXT: Readonly<Record<TournamentType, string>> = {
  swiss: 'Individual: Swiss-System',
  'round-robin': 'Individual: Round-Robin',
  'double-round-robin': 'Individual: Double Round-Robin',
};

/**
 * Without a recognised type record, the pairings decide: every two players scheduled against
 * each other exactly once is a round robin, exactly twice a double round robin, anything else
 * a Swiss. (Counting rounds against players, as TieBreakServer does, would call a 6-player
 * 5-round Swiss a round robin; the pairings cannot be wrong about it.)
 */
export function typeFromPairings(players: readonly Pick<Player, 'id' | 'rounds'>[]): TournamentType {
  if (players.length < 2) return 'swiss';
  const pairs = (players.length * (players.length - 1)) / 2;
  // Each pair is counted from one record: with fewer records than pairs, some pair never met
  // (a 5,000-player Swiss is told without a map of its 37,500 games).
  let records = 0;
  for (const player of players) records += player.rounds.length;
  if (records < pairs) return 'swiss';
  const meetings = new Map<string, number>();
  for (const player of players) {
    for (const record of player.rounds) {
      const opponent = opponentOf(record);
      if (opponent === undefined || opponent <= player.id) continue;
      const key = `${player.id}-${opponent}`;
      meetings.set(key, (meetings.get(key) ?? 0) + 1);
    }
  }
  if (meetings.size !== pairs) return 'swiss';
  const counts = new Set(meetings.values());
  if (counts.size !== 1) return 'swiss';
  const times = [...counts][0];
  return times === 1 ? 'round-robin' : times === 2 ? 'double-round-robin' : 'swiss';
}
