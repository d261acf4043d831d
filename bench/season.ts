/**
 * `regula season` over many events as a whole process (docs/cli.md "regula season"): N club
 * Swisses of 40 players × 7 rounds (generated with seeds 1…N, so names recur across events as in
 * a club's season), each ranked by PTS BH/C1 BH SB and a grand prix by place accumulated over
 * the events, players matched by name. npm run bench prints it; `node --import tsx
 * bench/season.ts` alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Crosstable } from '../engine';
import { writeTrf } from '../io';
import { ROOT } from '../scripts/cli-bundle.mjs';
import { generateSwiss } from '../test/support/generate-crosstable';

const REGULATION = `regulation "Club season" version "bench"
rules fide-2026 swiss

tie-breaks
  1. BH/C1
  2. BH
  3. SB
  then shared

grand-prix "Season points"
  points by place 10, 8, 6, 5, 4, 3, 2, 1
  shared places averaged
  points by final place
  accumulate sum over events
`;

/** Event `e` of the season: a generated Swiss whose players are 40 distinct members of 120 (7 is prime to 120). */
function clubEvent(e: number): Crosstable {
  const event = generateSwiss({ players: 40, rounds: 7, seed: e, names: 'ascii' });
  const players = event.players.map((player, i) => ({
    ...player,
    name: `Member ${String(((e * 37 + i * 7) % 120) + 1).padStart(3, '0')}`,
  }));
  return { ...event, players };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function benchSeason(runs: number, sizes: readonly number[] = [200, 1000]): void {
  const work = mkdtempSync(join(tmpdir(), 'regula-bench-season-'));
  try {
    const regulation = join(work, 'season.regula');
    writeFileSync(regulation, REGULATION);
    const largest = Math.max(...sizes);
    const files: string[] = [];
    for (let i = 1; i <= largest; i++) {
      const file = join(work, `event-${String(i).padStart(4, '0')}.trf`);
      writeFileSync(file, writeTrf(clubEvent(i)), 'latin1');
      files.push(file);
    }
    for (const size of sizes) {
      const samples: number[] = [];
      for (let r = 0; r < runs; r++) {
        const started = performance.now();
        const run = spawnSync(
          process.execPath,
          [join(ROOT, 'bin', 'regula.mjs'), 'season', ...files.slice(0, size), '--id', 'Name', '--regulation', regulation, '--quiet'],
          { encoding: 'utf8', maxBuffer: 1 << 30 },
        );
        samples.push(performance.now() - started);
        if (run.status !== 0) throw new Error(`season of ${size} events: exit ${run.status}\n${run.stderr.slice(0, 4000)}`);
      }
      console.log(
        `season of ${String(size).padStart(5)} events (40 x 7 each, CLI process)   median ${median(samples).toFixed(0).padStart(6)} ms   (runs: ${samples.map((s) => s.toFixed(0)).join(', ')})`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchSeason(Number(process.env.BENCH_RUNS ?? 3));
