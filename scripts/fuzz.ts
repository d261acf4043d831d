// npm run fuzz [-- --cases N] [--seed S] [--target trf|grid|csv|match|xlsx|bounds|output|limits|regulation]
// Runs N generated cases per target (default 1,000; docs/performance.md gives the last full run of
// 100,000), prints the seed, and classifies each case: a result, located issues, or a failure —
// a crash (an error thrown), an issue without a location, damage read as valid in silence (the
// bounds target: a cut export without its warning, a date that is not one choosing an edition),
// a slow case (over 1 s; a target's own bound where it states one: bounds, output, limits 5 s) or a hang
// (over 10 s: the worker is stopped and the run goes on). Failing cases are saved to
// fuzz-out/ as JSON to become regression fixtures (test/fuzz/regressions). Exit 1 on any failure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { caseAt } from '../test/fuzz/run-case';
import { unmountUnder } from '../test/support/small-disk';
import { TARGETS } from '../test/fuzz/targets';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const cases = Number(option('cases') ?? 1000);
const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
const only = option('target');
const SLOW_MS = 1000;
/**
 * The bounds target's cases are hostile files (docs/inputs.md "Bounds") and their time includes
 * making them (a sheet of up to 100 MB deflated): each must end within the 5 s a hostile input may take.
 */
const HANG_MS = 10_000;
const out = join(process.cwd(), 'fuzz-out');

interface Tally {
  result: number;
  issues: number;
  crash: number;
  unlocated: number;
  silent: number;
  slow: number;
  hang: number;
  slowest: number;
  slowestCase: number;
}

function save(target: string, index: number, kind: string, what: string): void {
  mkdirSync(out, { recursive: true });
  const input = caseAt(target, seed, index);
  writeFileSync(join(out, `${target}-${seed}-${index}-${kind}.json`), `${JSON.stringify({ seed, index, kind, what, input }, null, 1)}\n`);
}

function runTarget(target: string): Promise<Tally> {
  // A target that writes and reads whole workbooks (limits) states its own bounds; the readers keep 1 s and 10 s.
  const bounds = TARGETS.find((t) => t.name === target)?.bounds;
  const slowMs = bounds?.slowMs ?? SLOW_MS;
  const hangMs = bounds?.hangMs ?? HANG_MS;
  const tally: Tally = { result: 0, issues: 0, crash: 0, unlocated: 0, silent: 0, slow: 0, hang: 0, slowest: 0, slowestCase: 0 };
  return new Promise((resolve) => {
    const start = (from: number) => {
      if (from >= cases) return resolve(tally);
      const worker = new Worker(new URL('../test/fuzz/fuzz-worker.mjs', import.meta.url), {
        workerData: { target, seed, from, to: cases },
      });
      let started = false;
      let current = from;
      let timer: NodeJS.Timeout | undefined;
      const watch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          tally.hang++;
          save(target, current, 'hang', `over ${hangMs} ms`);
          console.log(`  ${target} #${current}: hang (stopped after ${hangMs} ms)`);
          void worker.terminate().then(() => start(current + 1));
        }, hangMs);
      };
      worker.on(
        'message',
        (message: { index?: number; started?: boolean; done?: boolean; verdict?: { kind: string; what?: string }; ms?: number }) => {
          if (message.done) {
            clearTimeout(timer);
            void worker.terminate().then(() => resolve(tally));
            return;
          }
          current = message.index!;
          started = true;
          if (message.started) return watch();
          const { verdict, ms } = message as { verdict: { kind: keyof Tally; what?: string }; ms: number };
          if (ms > tally.slowest) {
            tally.slowest = ms;
            tally.slowestCase = current;
          }
          if (ms > slowMs) {
            tally.slow++;
            save(target, current, 'slow', `${ms.toFixed(0)} ms`);
            console.log(`  ${target} #${current}: slow (${ms.toFixed(0)} ms)`);
          }
          tally[verdict.kind]++;
          if (verdict.kind === 'crash' || verdict.kind === 'unlocated' || verdict.kind === 'silent') {
            save(target, current, verdict.kind, verdict.what ?? '');
            console.log(`  ${target} #${current}: ${verdict.kind}: ${(verdict.what ?? '').split('\n')[0]}`);
          }
        },
      );
      worker.on('error', (error) => {
        clearTimeout(timer);
        if (!started) throw error; // the worker could not start: nothing was fuzzed
        tally.crash++;
        save(target, current, 'crash', String(error));
        console.log(`  ${target} #${current}: worker died: ${String(error).split('\n')[0]}`);
        start(current + 1);
      });
    };
    start(0);
  });
}

// The workers' temporary files (the xlsx target's workbooks) go in one folder, removed at the end,
// also when a hung worker was stopped before it could clean up.
const temporary = mkdtempSync(join(tmpdir(), 'regula-fuzz-run-'));
process.env['TMPDIR'] = temporary;

console.log(`fuzz: seed ${seed}, ${cases} cases per target (replay: npm run fuzz -- --seed ${seed} --cases ${cases})`);
let failures = 0;
for (const target of TARGETS.filter((t) => !only || t.name === only)) {
  const started = performance.now();
  const t = await runTarget(target.name);
  const bad = t.crash + t.unlocated + t.silent + t.slow + t.hang;
  failures += bad;
  console.log(
    `${target.name.padEnd(11)} ${cases} cases: ${t.result} results, ${t.issues} located issues; crashes ${t.crash}, unlocated ${t.unlocated}, silent ${t.silent}, slow ${t.slow}, hangs ${t.hang}; slowest ${t.slowest.toFixed(0)} ms (#${t.slowestCase}); ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
// A worker stopped in an output case may have left its small disk mounted there.
unmountUnder(temporary);
rmSync(temporary, { recursive: true, force: true });
process.exit(failures > 0 ? 1 : 0);
