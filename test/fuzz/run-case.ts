import { Random } from './random';
import { TARGETS, type FuzzCase, type Outcome } from './targets';

/** The case of a target at an index of a seeded campaign: the same on any machine. */
export function caseAt(target: string, seed: number, index: number): FuzzCase {
  const definition = TARGETS.find((t) => t.name === target);
  if (!definition) throw new Error(`no fuzz target ${target}`);
  return definition.make(new Random(mix(seed, target, index)));
}

export type Verdict = Outcome | { kind: 'crash'; what: string };

/** Runs a case; a thrown error is a crash, with its message and first stack lines. */
export async function runCase(input: FuzzCase): Promise<{ verdict: Verdict; ms: number }> {
  const definition = TARGETS.find((t) => t.name === input.target)!;
  const start = performance.now();
  let verdict: Verdict;
  try {
    verdict = await definition.run(input);
  } catch (error) {
    const what =
      error instanceof Error ? `${error.name}: ${error.message}\n${(error.stack ?? '').split('\n').slice(1, 4).join('\n')}` : String(error);
    verdict = { kind: 'crash', what };
  }
  return { verdict, ms: performance.now() - start };
}

function mix(seed: number, target: string, index: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const ch of `${target}:${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
