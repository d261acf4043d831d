/**
 * The generated Swisses of the benches (test/support/generate-crosstable.ts, seed 2026), each
 * generated once per run of the bench: 20,000 players take seconds. The crosstables are read,
 * never changed.
 */
import type { Crosstable } from '../engine';
import { generateSwiss } from '../test/support/generate-crosstable';

const generated = new Map<string, Crosstable>();

/** The seed-2026 Swiss of `players` × `rounds`, generated on first use. */
export function benchSwiss(players: number, rounds: number): Crosstable {
  const key = `${players}x${rounds}`;
  let crosstable = generated.get(key);
  if (!crosstable) {
    crosstable = generateSwiss({ players, rounds, seed: 2026 });
    generated.set(key, crosstable);
  }
  return crosstable;
}
