/**
 * Benchmarks (npm run bench). Never part of the tests: it prints figures for the closing
 * notes and docs/performance.md. A generated 5,000-player, 15-round Swiss with byes, forfeits and
 * withdrawals is written as TRF, read back (parse), then ranked (compute) by the
 * reference corpus's whole "values" list plus DE, and by PTS BH/C1 BH SB DE.
 * BENCH_RUNS=n sets the runs (default 5); BENCH_COLUMNS=1 adds the time of each column
 * of the whole list (bench/columns.ts). It ends with the whole-process figures of the CLI
 * (bench/process.ts), the scenarios of the 24-player export with 10 boards open and of a 500-player event with 30 (bench/scenarios.ts),
 * `rank --watch` re-ranking a 400-player event on each rewrite (bench/watch.ts), `season` over 200
 * and 1,000 club events (bench/season.ts), and the add-in's
 * bundle sizes and load and run times in Chromium
 * (bench/addin-load.ts).
 */
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, parseCriterionSpecifier, type Crosstable, type Edition } from '../engine';
import { readTrf, writeTrf } from '../io';
import { benchChessResults } from './chess-results';
import { timeColumns } from './columns';
import { benchSwiss } from './events';
import { benchInputs } from './inputs-1mb';
import { SHORT_LIST, VALUES_LIST } from './lists.mjs';
import { benchProcess } from './process';
import { benchScenarios } from './scenarios';
import { benchSeason } from './season';
import { benchWatch } from './watch';
import { benchWorkbookOutput } from './workbook-output';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time<T>(work: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = work();
  return { ms: performance.now() - start, result };
}

function rank(crosstable: Crosstable, list: string, edition: Edition) {
  const tiebreaks = list.split(' ').map((text) => {
    const outcome = parseCriterionSpecifier(text);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.spec;
  });
  return evaluate(crosstable, { name: 'bench', edition, unplayed: DEFAULT_UNPLAYED_OPTIONS, tiebreaks, after: { kind: 'shared' } });
}

function report(label: string, samples: number[]): void {
  console.log(
    `${label.padEnd(52)} median ${median(samples).toFixed(0).padStart(6)} ms   (runs: ${samples.map((s) => s.toFixed(0)).join(', ')})`,
  );
}

const generated = time(() => benchSwiss(5000, 15));
console.log(`generated 5,000 players x 15 rounds in ${generated.ms.toFixed(0)} ms (node ${process.version}, one core)`);
const text = writeTrf(generated.result);
console.log(`TRF text: ${(text.length / 1024).toFixed(0)} KiB`);

const parse: number[] = [];
let crosstable: Crosstable | undefined;
for (let i = 0; i < RUNS; i++) {
  const run = time(() => readTrf(text, { file: 'bench.trf' }));
  parse.push(run.ms);
  crosstable = run.result.crosstable;
}
if (!crosstable) throw new Error('the generated TRF did not read back');
report('parse TRF (readTrf)', parse);

for (const edition of ['fide-2024', 'fide-2026'] as Edition[]) {
  for (const [label, list] of [
    ['values list + DE (34 columns)', VALUES_LIST],
    ['PTS BH/C1 BH SB DE', SHORT_LIST],
  ] as const) {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(time(() => rank(crosstable!, list, edition)).ms);
    report(`compute ${label}, ${edition}`, samples);
  }
}

if (process.env.BENCH_COLUMNS) {
  const editions: Edition[] = ['fide-2024', 'fide-2026'];
  const tables = editions.map((edition) => timeColumns(crosstable!, VALUES_LIST, edition, RUNS));
  console.log(`\nper column, median ms (${RUNS} runs)   ${editions.map((e) => e.padStart(10)).join('')}`);
  const totals = editions.map(() => 0);
  for (const label of tables[0]!.keys()) {
    const medians = tables.map((table) => median(table.get(label)!));
    medians.forEach((m, i) => (totals[i]! += m));
    console.log(`  ${label.padEnd(32)}${medians.map((m) => m.toFixed(1).padStart(10)).join('')}`);
  }
  console.log(`  ${'sum'.padEnd(32)}${totals.map((t) => t.toFixed(1).padStart(10)).join('')}`);
}

benchChessResults(RUNS, report, median);
benchInputs(report, RUNS);
benchScenarios(RUNS, report);
await benchWorkbookOutput(VALUES_LIST, SHORT_LIST);
await benchProcess(RUNS);
await benchWatch(RUNS);
benchSeason(Math.min(RUNS, 3));
// The add-in's figures, type-checked with DOM types (addin/tsconfig.json): loaded by a path the root program does not follow.
const addinLoad = './addin-load';
await ((await import(addinLoad)) as { benchAddinLoad(runs: number): Promise<void> }).benchAddinLoad(RUNS);
const addinRun = './addin-run';
await ((await import(addinRun)) as { benchAddinRun(runs: number): Promise<void> }).benchAddinRun(RUNS);
