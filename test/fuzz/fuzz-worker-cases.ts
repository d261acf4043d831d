// The fuzz runner's worker (scripts/fuzz.ts): runs cases in order and reports each, so the
// runner can stop a case that hangs and go on with the next.
import { parentPort, workerData } from 'node:worker_threads';
import { caseAt, runCase } from './run-case';
import { removeWorkbookFolder } from './workbook-cases';
import { removeLimitsFolder } from './excel-limits-cases';

const { target, seed, from, to } = workerData as { target: string; seed: number; from: number; to: number };
for (let index = from; index < to; index++) {
  parentPort!.postMessage({ index, started: true });
  const { verdict, ms } = await runCase(caseAt(target, seed, index));
  parentPort!.postMessage({ index, verdict, ms });
}
removeWorkbookFolder();
removeLimitsFolder();
parentPort!.postMessage({ done: true });
