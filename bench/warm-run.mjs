// Runs one CLI command several times in a single process, from the bundle as bin/regula.mjs
// loads it, and writes the wall time of each run (ms) as JSON to the file named first:
// the first run is what a start pays, the later ones how fast the same code is once V8 has
// compiled and optimised it. bench/process.ts prints both beside the whole-process times.
// Usage: node bench/warm-run.mjs TIMES.json RUNS regula-args…  (standard output: the runs' output)
import { writeFileSync } from 'node:fs';
import { loadBundle } from '../scripts/cli-bundle.mjs';

const [timesFile, runs, ...args] = process.argv.slice(2);
const { run } = loadBundle(undefined, args).exports;
const times = [];
for (let i = 0; i < Number(runs); i++) {
  const started = performance.now();
  const code = await run(args);
  times.push(performance.now() - started);
  if (code !== 0) throw new Error(`regula ${args.join(' ')} exited with ${code}`);
}
writeFileSync(timesFile, JSON.stringify(times));
