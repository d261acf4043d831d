import { computeRun } from './compute-run';
import { keepForExplain } from './explain-last';
import { keepForReport } from './report-last';
import type { RunRequest } from './run-messages';

/*
 * The engine worker’s warm-up (docs/addin.md "Speed"): once loaded, before its first request,
 * the worker ranks a six-player, three-round Swiss by every criterion of C.07 and builds its
 * output, so that the arbiter's first Run does not also pay for compiling the code it runs —
 * about 50 ms of a first run's 370 ms to the standings on a 179-player event (docs/performance.md
 * "Run in the pane"). It writes nothing and keeps nothing: the last run that Why and the audit report read
 * is cleared after it, as it was before (no run yet). The worker answers no request until it
 * is done (engine-worker.ts), so a real run never interleaves with it.
 */

const WARM_UP_REGULATION = [
  'regulation "Warm-up" version "1"',
  'rules fide-2026 swiss',
  'tie-breaks',
  ...'BH BH/C1 BH/C2 BH/M1 BH/M2 BH/P BH/C1/P BH/C1/V FB FB/C1 FB/P AOB ABH AFB SB SB/C1 SB/P PS PS/C1 WIN WON BPG BWG REP VUR ARO ARO/C1 TPR PTP APRO APPO DE'
    .split(' ')
    .map((criterion, i) => `  ${i + 1}. ${criterion}`),
  '',
].join('\n');

// Six players, three rounds, each meeting three of the five others: a Swiss, not a round robin.
const HEADER = ['No', 'Name', 'Rating', 'Fed', 'R1 Opp', 'R1 Col', 'R1 Res', 'R2 Opp', 'R2 Col', 'R2 Res', 'R3 Opp', 'R3 Col', 'R3 Res'];
const PLAYERS: (string | number)[][] = [
  [1, 'Ash, Ann', 2100, 'ENG', 4, 'w', 1, 3, 'b', 0.5, 2, 'w', 1],
  [2, 'Birch, Bo', 2050, 'SWE', 5, 'b', 0.5, 6, 'w', 1, 1, 'b', 0],
  [3, 'Cedar, Cy', 2000, 'FRA', 6, 'w', 1, 1, 'w', 0.5, 5, 'b', 1],
  [4, 'Date, Di', 1950, 'GER', 1, 'b', 0, 5, 'w', 0, 6, 'b', 0.5],
  [5, 'Elm, Ed', 1900, 'ITA', 2, 'w', 0.5, 4, 'b', 1, 3, 'w', 0],
  [6, 'Fir, Fay', 1850, 'ESP', 3, 'b', 0, 2, 'b', 0, 4, 'w', 0.5],
];

/** The request the warm-up runs: the pane's own shape of a run. */
export function warmUpRequest(): RunRequest {
  return {
    sheet: 'Warm-up',
    origin: { row: 1, column: 1 },
    values: [HEADER, ...PLAYERS],
    layout: 'auto',
    opponentNumbers: 'auto',
    regulationText: WARM_UP_REGULATION,
    input: "'Warm-up'!A1:M7",
    ranAt: new Date(0).toISOString(),
  };
}

/** Runs the warm-up; whatever happens, it leaves the worker as it found it. */
export async function warmUp(): Promise<void> {
  try {
    await computeRun(warmUpRequest());
  } catch {
    // Only a speed-up: a failure here would show in the first real run, which runs the same code.
  } finally {
    keepForExplain(undefined);
    keepForReport(undefined);
  }
}
