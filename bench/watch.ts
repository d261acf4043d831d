/**
 * `regula rank FILE --watch` as a results display in the last round meets it (docs/cli.md): the
 * time from a rewrite of the file to the new standings printed and the --out CSV written, in the
 * resident process (warm), for a 400-player, 11-round Swiss ranked by 11 criteria. The first
 * run (cold) is timed from the process start. npm run bench prints it; `node --import tsx
 * bench/watch.ts` alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeTrf } from '../io';
import { ROOT } from '../scripts/cli-bundle.mjs';
import { benchSwiss } from './events';

/** Eleven criteria of the FIDE list, as the "typical event" names them. */
const ELEVEN = 'PTS BH/C1 BH BH/M1 SB PS WIN WON BPG ARO DE';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchWatch(runs: number): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'regula-bench-watch-'));
  const file = join(work, 'event.trf');
  const out = join(work, 'standings.csv');
  const text = writeTrf(benchSwiss(400, 11));
  writeFileSync(file, text, 'latin1');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(ROOT, 'bin', 'regula.mjs'), 'rank', file, '--criteria', ELEVEN, '--format', 'csv', '--out', out, '--watch', '--quiet'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let printed = 0;
  let waiting: (() => void) | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk
      .toString()
      .split('\n')
      .filter((line) => line.startsWith('Place')).length;
    waiting?.();
  });
  const nextRun = (count: number) =>
    new Promise<void>((done) => {
      waiting = () => {
        if (printed >= count) done();
      };
      waiting();
    });
  try {
    await nextRun(1);
    while (!existsSync(out)) await new Promise((done) => setTimeout(done, 1));
    const cold = performance.now() - started;
    const warm: number[] = [];
    for (let i = 1; i <= runs; i++) {
      const before = statSync(out).mtimeMs;
      const changed = text.replace(/^012 .*$/m, (line) => `${line.slice(0, 60)} ${i}`);
      const at = performance.now();
      writeFileSync(file, changed, 'latin1');
      await nextRun(i + 1);
      while (statSync(out).mtimeMs === before) await new Promise((done) => setTimeout(done, 1));
      warm.push(performance.now() - at);
    }
    console.log(`\nregula rank --watch, 400 x 11, 11 criteria, --out CSV (the file rewritten -> standings printed and written)`);
    console.log(
      `  first run (process start, cold) ${cold.toFixed(0)} ms; each rewrite (warm) median ${median(warm).toFixed(0)} ms (runs: ${warm.map((w) => w.toFixed(0)).join(', ')})`,
    );
    if (!readFileSync(out, 'utf8').startsWith('Place')) throw new Error('the watch wrote no standings');
  } finally {
    child.kill('SIGINT');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchWatch(Number(process.env['BENCH_RUNS'] ?? 5));
