/**
 * Berger tables (FIDE C.05 Annex 1; the printed tables of the arbiter's handbook have typos,
 * so they are generated, never transcribed). A round-robin grid gives each
 * game but not its round; the reader places game a–b in the round the Berger table
 * for the grid's numbers assigns it, and says so in the detected layout.
 *
 * For n' = n rounded up to even, round r (1-based) starts at s = ((r − 1)·n'/2 mod
 * (n' − 1)) + 1: s meets n', and s + k meets s − k for k = 1 … n'/2 − 1 (numbers taken
 * cyclically in 1 … n' − 1). This reproduces the printed tables, e.g. for six players
 * round 2 is 6–4, 5–3, 1–2. With an odd n the player drawn against n' = n + 1 rests.
 */
export interface BergerSchedule {
  /** Rounds of one cycle: n − 1 for an even n, n for an odd n. */
  rounds: number;
  /** Round (1-based) in which a and b meet. */
  roundOf(a: number, b: number): number;
  /** The round in which `a` rests (odd n only). */
  restOf(a: number): number | undefined;
}

export function bergerSchedule(players: number): BergerSchedule {
  const even = players % 2 === 0 ? players : players + 1;
  const rounds = even - 1;
  const table = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const wrap = (x: number) => ((((x - 1) % rounds) + rounds) % rounds) + 1;
  for (let r = 1; r <= rounds; r++) {
    const s = (((r - 1) * (even / 2)) % rounds) + 1;
    table.set(key(s, even), r);
    for (let k = 1; k < even / 2; k++) table.set(key(wrap(s + k), wrap(s - k)), r);
  }
  return {
    rounds,
    roundOf: (a, b) => {
      const r = table.get(key(a, b));
      if (r === undefined) throw new RangeError(`No Berger round for ${a}-${b} among ${players}`);
      return r;
    },
    restOf: (a) => (players % 2 === 0 ? undefined : table.get(key(a, even))),
  };
}
