// The fuzz runner's worker (scripts/fuzz.ts): runs cases in order and reports each, so the
// runner can stop a case that hangs and go on with the next.
import { parentPort, workerData } from 'node:worker_threads';
import { removeOutputFolder } from './output-cases';
import { caseAt, runCase } from './run-case';
import { TARGETS } from './targets';
import { removeWorkbookFolder } from './workbook-cases';
import { removeLimitsFolder } from './excel-limits-cases';

const { target, seed, from, to } = workerData as { target: string; seed: number; from: number; to: number };
// What every case of the target uses is loaded before the first is timed.
await TARGETS.find((t) => t.name === target)?.prepare?.();
for (let index = from; index < to; index++) {
  parentPort!.postMessage({ index, started: true });
  const { verdict, ms } = await runCase(caseAt(target, seed, index));
  parentPort!.postMessage({ index, verdict, ms });
}
removeWorkbookFolder();
removeOutputFolder();
removeLimitsFolder();
parentPort!.postMessage({ done: true });
