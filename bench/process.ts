/**
 * Whole-process figures (docs/performance.md "Start-up and whole-process times"): `node
 * bin/regula.mjs …` spawned as a user runs it — start-up, reading, ranking and writing the
 * output, process exit — beside `node -e 0`, Node's own start-up.
 * Each row is the median of BENCH_RUNS runs (default 5; the rows take turns) of the wall time
 * the parent sees, with their spread (min–max), the median CPU time (user + system, every thread)
 * and the largest peak memory (maximum resident set size) of the runs, with the row's target
 * beside it. Part of `npm run bench`; alone: `npm run bench:process`.
 *
 * The CLI bundle (dist/cli) is built first when it is missing or stale (scripts/cli-bundle.mjs),
 * as `npm install` would have, so the runs time the bundle and not tsx. The inputs are generated
 * Swisses (seed 2026) written into a temporary folder as TRF (io writeTrf) and as CSV grids (the
 * cells of io writeGrid in the CLI's own CSV, as `regula convert --to csv` writes them). Standard
 * output goes to a file, as `regula rank … > standings.json` would.
 *
 * Peak memory and CPU time: GNU time's %M %U %S (the child's rusage from wait4) when
 * /usr/bin/time is GNU time; otherwise (or with BENCH_RSS=node) bench/resource-usage.mjs, loaded
 * into the child with `node --import`, writes process.resourceUsage() when the process exits
 * (one more module to load: a millisecond or two, and 2–3 MB of memory).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeGrid, writeTrf } from '../io';
import { renderCsv } from '../cli/render-table';
import { buildCli, bundleIsFresh, ROOT } from '../scripts/cli-bundle.mjs';
import { benchSwiss } from './events';
import { ELEVEN_LIST, SHORT_LIST, VALUES_LIST } from './lists.mjs';

const GNU_TIME = '/usr/bin/time';
const USAGE_HOOK = fileURLToPath(new URL('./resource-usage.mjs', import.meta.url));
const WARM_RUN = fileURLToPath(new URL('./warm-run.mjs', import.meta.url));

interface Run {
  ms: number;
  /** Peak resident set size in bytes; undefined when it could not be measured. */
  rss: number | undefined;
  /** User + system CPU time in milliseconds (every thread of the process); undefined when not measured. */
  cpuMs: number | undefined;
}

interface Row {
  label: string;
  /** Arguments after `node`. */
  args: string[];
  /** The time target: milliseconds, a multiple of `node -e 0`, or a multiple of `regula help`. */
  target?: { ms: number } | { times: number } | { timesHelp: number };
  /** The peak memory target, in MB. */
  memoryMb?: number;
  /** Also run again and again in one process, cold then warm (coldAndWarm). */
  warm?: boolean;
}

/** How the child's peak memory is measured on this machine. */
function memoryMethod(): 'gnu-time' | 'node-hook' {
  if (process.env['BENCH_RSS'] === 'node') return 'node-hook';
  if (!existsSync(GNU_TIME)) return 'node-hook';
  const probe = spawnSync(GNU_TIME, ['-f', '%M %U %S', 'true'], { encoding: 'utf8' });
  return probe.status === 0 && /^\d+ [\d.]+ [\d.]+$/.test(probe.stderr.trim().split('\n').at(-1) ?? '') ? 'gnu-time' : 'node-hook';
}

/** One run of `node …args`, stdout into `stdoutFile`: its wall time as the parent sees it and its peak memory. */
function runOnce(args: string[], method: 'gnu-time' | 'node-hook', work: string, stdoutFile: string): Run {
  const usage = join(work, 'usage.txt');
  rmSync(usage, { force: true });
  const [command, argv] =
    method === 'gnu-time'
      ? [GNU_TIME, ['-o', usage, '-f', '%M %U %S', process.execPath, ...args]]
      : [process.execPath, ['--import', pathToFileURL(USAGE_HOOK).href, ...args]];
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_USAGE_FILE: usage };
  // The bundle, as a user runs it, never the TypeScript through tsx.
  delete env['REGULA_FROM_SOURCE'];
  const out = openSync(stdoutFile, 'w');
  const started = performance.now();
  const child = spawnSync(command, argv, { cwd: ROOT, env, stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - started;
  closeSync(out);
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${child.status}:\n${child.stderr}`);
  // "KB user system" on the last line (GNU time writes "Command exited with non-zero status N" first when it did).
  const [kb, user, system] = (existsSync(usage) ? readFileSync(usage, 'utf8').trim().split('\n').at(-1)! : '').split(' ').map(Number);
  const cpu = (user ?? NaN) + (system ?? NaN);
  return { ms, rss: kb !== undefined && kb > 0 ? kb * 1024 : undefined, cpuMs: Number.isFinite(cpu) ? cpu * 1000 : undefined };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => (value >= 1000 ? `${value / 1000} s` : `${value} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** Writes the inputs: each generated Swiss once, as TRF or as a CSV grid. */
function writeInputs(work: string): Record<string, string> {
  const files: Record<string, string> = {};
  const write = (name: string, text: string) => {
    const path = join(work, name);
    writeFileSync(path, text);
    files[name] = path;
    return path;
  };
  // The CSV of `regula convert --to csv` (cli/commands/convert.ts): writeGrid's cells, empty and boolean cells as nothing.
  const csv = (players: number) =>
    renderCsv(writeGrid(benchSwiss(players, 15)).map((row) => row.map((v) => (v === undefined || typeof v === 'boolean' ? null : v))));
  const started = performance.now();
  write('swiss-400x11.trf', writeTrf(benchSwiss(400, 11)));
  write('swiss-5000x15.trf', writeTrf(benchSwiss(5000, 15)));
  write('swiss-5000x15.csv', csv(5000));
  write('swiss-9999x15.trf', writeTrf(benchSwiss(9999, 15)));
  write('swiss-20000x15.csv', csv(20000));
  const sizes = Object.entries(files).map(([name, path]) => `${name} ${(statSync(path).size / 1024 / 1024).toFixed(1)} MB`);
  console.log(`inputs (generated, seed 2026) in ${ms(performance.now() - started)}: ${sizes.join(', ')}`);
  return files;
}

export async function benchProcess(runs: number): Promise<void> {
  console.log(`\nwhole process: node bin/regula.mjs … as a user runs it (median of ${runs}, min–max, peak memory)`);
  if (bundleIsFresh()) console.log('CLI bundle: dist/cli is fresh');
  else {
    const started = performance.now();
    if (!(await buildCli())) throw new Error('the CLI bundle could not be built (esbuild missing): the figures would be tsx’s');
    console.log(`CLI bundle: dist/cli was missing or stale; built it in ${ms(performance.now() - started)} (not timed below)`);
  }
  const method = memoryMethod();
  console.log(
    method === 'gnu-time'
      ? `peak memory and CPU time: GNU time %M %U %S (${GNU_TIME}): the child's maximum resident set size, user + system`
      : 'peak memory and CPU time: process.resourceUsage() at exit, written by bench/resource-usage.mjs (node --import); no GNU time here',
  );
  const work = mkdtempSync(join(tmpdir(), 'regula-bench-process-'));
  try {
    const files = writeInputs(work);
    const regula = join('bin', 'regula.mjs');
    const rows: Row[] = [
      { label: 'node -e 0 (baseline)', args: ['-e', '0'] },
      { label: 'regula help', args: [regula, 'help'], target: { times: 3 } },
      {
        label: 'regula check samples/regulations/fide-2026-open.regula',
        args: [regula, 'check', join('samples', 'regulations', 'fide-2026-open.regula')],
        target: { times: 3 },
      },
      {
        label: 'rank 400 x 11 TRF, 11 criteria (a typical open), table',
        args: [regula, 'rank', files['swiss-400x11.trf']!, '--criteria', ELEVEN_LIST],
        target: { timesHelp: 1.3 },
        warm: true,
      },
      {
        label: 'rank 5,000 x 15 TRF, full list (34), --format json',
        args: [regula, 'rank', files['swiss-5000x15.trf']!, '--criteria', VALUES_LIST, '--format', 'json'],
        target: { ms: 400 },
        warm: true,
      },
      {
        label: 'rank 5,000 x 15 CSV grid, PTS BH/C1 BH SB DE, --format csv',
        args: [regula, 'rank', files['swiss-5000x15.csv']!, '--criteria', SHORT_LIST, '--format', 'csv'],
        target: { ms: 600 },
        warm: true,
      },
      {
        label: 'rank 9,999 x 15 TRF, full list (34), --format json',
        args: [regula, 'rank', files['swiss-9999x15.trf']!, '--criteria', VALUES_LIST, '--format', 'json'],
        target: { ms: 1500 },
        memoryMb: 600,
      },
      {
        label: 'rank 20,000 x 15 CSV grid, PTS BH/C1 BH SB DE, --format csv',
        args: [regula, 'rank', files['swiss-20000x15.csv']!, '--criteria', SHORT_LIST, '--format', 'csv'],
        target: { ms: 3000 },
        memoryMb: 600,
      },
    ];
    console.log(
      `${''.padEnd(62)}${'median'.padStart(8)}  ${'min–max'.padEnd(13)}${'× node'.padStart(7)}${'cpu'.padStart(9)}${'peak'.padStart(8)}${'stdout'.padStart(9)}   target`,
    );
    // Round by round, every row once a round: a burst of other work on the machine slows every row a little rather than one row a lot.
    const runsOf = rows.map((): Run[] => []);
    const stdoutOf = rows.map((_, i) => join(work, `stdout-${i}.txt`));
    for (let i = 0; i < runs; i++) rows.forEach((row, r) => runsOf[r]!.push(runOnce(row.args, method, work, stdoutOf[r]!)));
    let baseline: number | undefined;
    const helpMs = median(runsOf[rows.findIndex((row) => row.label === 'regula help')]!.map((s) => s.ms));
    for (const [r, row] of rows.entries()) {
      const samples = runsOf[r]!;
      const stdout = stdoutOf[r]!;
      const times = samples.map((s) => s.ms);
      const middle = median(times);
      baseline ??= middle;
      const ratio = middle / baseline;
      const rss = samples.map((s) => s.rss).filter((r): r is number => r !== undefined);
      const peak = rss.length > 0 ? Math.max(...rss) : undefined;
      const cpu = samples.map((s) => s.cpuMs).filter((c): c is number => c !== undefined);
      const targets: string[] = [];
      if (row.target && 'times' in row.target)
        targets.push(`≤ ${row.target.times}× node -e 0: ${ratio <= row.target.times ? 'met' : 'missed'}`);
      if (row.target && 'timesHelp' in row.target)
        targets.push(
          `≤ ${row.target.timesHelp}× regula help (${(middle / helpMs).toFixed(2)}×): ${middle <= row.target.timesHelp * helpMs ? 'met' : 'missed'}`,
        );
      if (row.target && 'ms' in row.target) targets.push(`≤ ${seconds(row.target.ms)}: ${middle <= row.target.ms ? 'met' : 'missed'}`);
      if (row.memoryMb !== undefined)
        targets.push(
          `≤ ${row.memoryMb} MB: ${peak === undefined ? 'not measured' : peak <= row.memoryMb * 1024 * 1024 ? 'met' : 'missed'}`,
        );
      const size = statSync(stdout).size;
      console.log(
        row.label.padEnd(62) +
          `${middle.toFixed(0)} ms`.padStart(8) +
          `  ${`${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`.padEnd(13)}` +
          `${ratio.toFixed(1)}×`.padStart(7) +
          (cpu.length === runs ? `${median(cpu).toFixed(0)} ms` : 'n/a').padStart(9) +
          (peak === undefined ? 'n/a' : mb(peak)).padStart(8) +
          (size < 100_000 ? `${(size / 1024).toFixed(0)} KB` : mb(size)).padStart(9) +
          `   ${targets.join('; ') || '—'}`,
      );
    }
    coldAndWarm(
      rows.filter((row) => row.warm),
      runs,
      work,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The same commands run again and again in one process (bench/warm-run.mjs): the first run is
 * what a start pays besides Node's own start-up and loading the bundle, the later ones the same
 * work once V8 has compiled and optimised it — the floor a start could reach.
 */
function coldAndWarm(rows: readonly Row[], runs: number, work: string): void {
  const repeats = Math.max(runs, 5);
  console.log(`
in one process, the command run ${repeats} times (bench/warm-run.mjs): the first run, then the median of the others`);
  for (const row of rows) {
    const timesFile = join(work, 'warm-times.json');
    const stdout = openSync(join(work, 'warm-stdout.txt'), 'w');
    try {
      const child = spawnSync(process.execPath, [WARM_RUN, timesFile, String(repeats), ...row.args.slice(1)], {
        cwd: ROOT,
        stdio: ['ignore', stdout, 'pipe'],
        encoding: 'utf8',
      });
      if (child.status !== 0)
        throw new Error(`bench/warm-run.mjs ${row.args.slice(1).join(' ')} exited with ${child.status}:\n${child.stderr}`);
    } finally {
      closeSync(stdout);
    }
    const times = JSON.parse(readFileSync(timesFile, 'utf8')) as number[];
    console.log(`${row.label.padEnd(62)}first ${ms(times[0]!).padStart(7)}   then ${ms(median(times.slice(1))).padStart(7)}`);
  }
}

// `npm run bench:process`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchProcess(Number(process.env['BENCH_RUNS'] ?? 5));
