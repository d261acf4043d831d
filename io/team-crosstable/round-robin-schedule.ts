/**
 * A round-robin schedule for n teams by the circle method (the one behind the Berger
 * tables, C.04 Annex 1): team 0 stays, the others turn one place a round; with an odd number
 * of teams a dummy makes it even and its opponent sits the round out. A round robin's
 * crosstable does not say which round each match was in; the criteria of a complete round
 * robin do not depend on it. O(n²): one entry per match.
 */
export function roundRobinSchedule(n: number): { rounds: number; roundOf: (i: number, j: number) => number } {
  const size = n % 2 === 0 ? n : n + 1;
  const rounds = Math.max(size - 1, 0);
  const round = new Map<number, number>();
  const ring = Array.from({ length: size }, (_, k) => k);
  for (let r = 1; r <= rounds; r++) {
    for (let k = 0; k < size / 2; k++) {
      const [a, b] = [ring[k]!, ring[size - 1 - k]!];
      round.set(Math.min(a, b) * size + Math.max(a, b), r);
    }
    // Turn every place but the first one step.
    ring.splice(1, 0, ring.pop()!);
  }
  return { rounds, roundOf: (i, j) => round.get(Math.min(i, j) * size + Math.max(i, j)) ?? 1 };
}
