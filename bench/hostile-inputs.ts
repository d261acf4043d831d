/**
 * Hostile inputs as a whole process (`npm run bench:hostile`; docs/performance.md "Hostile
 * inputs"): each file of test/support/hostile-inputs.ts — zip bombs, a lying zip directory, far
 * cells, a missing or broken first sheet, a cut CSV, start dates that are not dates — made in a
 * temporary folder and given to `node bin/regula.mjs rank` (the CLI's bundle, as a user runs it)
 * under GNU time: the file's size, wall time, peak memory (maximum resident set size), the exit code and the first
 * message. The bound each must keep: its located answer (exit 1 with the error it calls for, or
 * exit 0 with its warning) within 5 s and 1 GB — an exit without it is damage read as valid, or
 * refused for another reason (SILENT). A run is stopped after
 * BENCH_HOSTILE_TIMEOUT seconds (default 180).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCli, bundleIsFresh, ROOT } from '../scripts/cli-bundle.mjs';
import { HOSTILE_TEXTS, HOSTILE_WORKBOOKS } from '../test/support/hostile-inputs';

const GNU_TIME = '/usr/bin/time';
const TIME_LIMIT_S = 5;
const MEMORY_LIMIT_MB = 1024;

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The answer a run gave: `refused` (exit 1) or `warned` (exit 0) with the code the case calls for;
 * `ranked` for a valid file ranked; SILENT for an exit without it (damage read as valid, or a
 * refusal for another reason); FAILED for exit 2 or a signal.
 */
function verdict(status: number, expect: string | undefined, found: boolean): string {
  if (expect === undefined) return status === 0 ? 'ranked' : 'FAILED';
  if (status !== 0 && status !== 1) return 'FAILED';
  if (!found) return 'SILENT';
  return status === 1 ? 'refused' : 'warned';
}

export async function benchHostileInputs(): Promise<void> {
  if (!existsSync(GNU_TIME)) {
    console.log('\nhostile inputs: skipped (no GNU time at /usr/bin/time to measure peak memory)');
    return;
  }
  if (!bundleIsFresh() && !(await buildCli())) throw new Error('the CLI bundle could not be built');
  const timeout = Number(process.env['BENCH_HOSTILE_TIMEOUT'] ?? 180);
  const work = mkdtempSync(join(tmpdir(), 'regula-bench-hostile-'));
  console.log(`\nhostile inputs: regula rank FILE --criteria "PTS BH" (whole process; bound: ${TIME_LIMIT_S} s, ${MEMORY_LIMIT_MB} MB)`);
  try {
    for (const hostile of [...HOSTILE_WORKBOOKS, ...HOSTILE_TEXTS]) {
      const path = await hostile.make(work);
      const usage = join(work, 'usage.txt');
      rmSync(usage, { force: true });
      const started = performance.now();
      const child = spawnSync(
        GNU_TIME,
        // timeout(1) between them stops the CLI itself; its peak memory reaches GNU time through timeout's wait.
        [
          '-o',
          usage,
          '-f',
          '%M %U %S',
          'timeout',
          '-s',
          'KILL',
          String(timeout),
          process.execPath,
          join('bin', 'regula.mjs'),
          'rank',
          path,
          ...(hostile.args ?? ['--criteria', 'PTS BH']),
        ],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const seconds = (performance.now() - started) / 1000;
      const [kb, user, system] = (existsSync(usage) ? readFileSync(usage, 'utf8').trim().split('\n').at(-1)! : '').split(' ').map(Number);
      const peakMb = (kb ?? NaN) / 1024;
      const cpu = (user ?? NaN) + (system ?? NaN);
      // The CLI's status through timeout(1) and GNU time: 128 + the signal when one ended it (134 an abort, 137 the timeout).
      const status = child.status ?? -1;
      const exit = status > 128 ? `killed (signal ${status - 128}${status === 137 ? ', timeout' : ''})` : `exit ${status}`;
      const lines = (child.stderr ?? '').split('\n');
      // The answer that matters: the line with the code the case must end in, else the first error, else the first line.
      const expected = hostile.expect === undefined ? undefined : lines.find((line) => line.includes(` ${hostile.expect}:`));
      const first = expected ?? lines.find((line) => / error /.test(line)) ?? lines.find((line) => line.trim() !== '') ?? '';
      const answer = verdict(status, hostile.expect, expected !== undefined);
      const kept = ['refused', 'warned', 'ranked'].includes(answer) && seconds <= TIME_LIMIT_S && peakMb <= MEMORY_LIMIT_MB;
      console.log(
        `${hostile.name.padEnd(24)} ${size(statSync(path).size).padStart(8)} ${`${seconds.toFixed(1)} s`.padStart(8)} ${`cpu ${cpu.toFixed(1)} s`.padStart(11)} ${Number.isFinite(peakMb) ? `${peakMb.toFixed(0)} MB`.padStart(8) : '     n/a'}  ${exit.padEnd(8)} ${answer.padEnd(7)} ${kept ? 'kept' : 'MISSED'}  ${first.slice(0, 160)}`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// `npm run bench:hostile`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchHostileInputs();
