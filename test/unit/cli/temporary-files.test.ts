/**
 * What a run killed midway leaves — its hidden `.NAME.regula-PID-TIME.tmp` — is removed by the
 * next run writing the same output, when the run that made it is over; a run writing it now keeps
 * its file (cli/safe-write.ts). The file is synced before it is renamed, and its folder after.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { removeStaleTemporaries, STALE_AFTER_MS, temporaryName, writeFileAtomically } from '../../../cli/safe-write';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';
import { recordCalls } from '../../support/fs-faults';

const root = mkdtempSync(join(tmpdir(), 'regula-temporary-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => {
  const path = join(root, `case-${++n}`);
  mkdirSync(path);
  return path;
};

/** The number of a process that has ended (a child that ran `true`). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

async function rank(out: string) {
  const c = capture();
  const code = await run(
    ['rank', join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), '--criteria', 'PTS', '--out', out],
    c.io,
  );
  expect(code, c.err.join('\n')).toBe(0);
}

const leftover = (out: string, pid: number, time = Date.now() - 60_000) => {
  const path = temporaryName(out, pid, time);
  writeFileSync(path, 'Place,No,Name\n1,1,half a wri');
  return path;
};

describe('temporary files left by runs that were killed', () => {
  it("a dead run's leftover is removed by the next run writing the same output", async () => {
    const dir = folder();
    const out = join(dir, 'standings.csv');
    leftover(out, deadPid());
    expect(readdirSync(dir)).toHaveLength(1);
    await rank(out);
    expect(readdirSync(dir)).toEqual(['standings.csv']);
  });

  it("a live run's file is kept (it may be writing now), unless a day old: its number was reused", async () => {
    const dir = folder();
    const out = join(dir, 'standings.csv');
    const live = leftover(out, process.ppid);
    const old = leftover(out, process.ppid, Date.now() - 2 * STALE_AFTER_MS);
    const dayAgo = (Date.now() - 2 * STALE_AFTER_MS) / 1000;
    utimesSync(old, dayAgo, dayAgo);
    await rank(out);
    expect(readdirSync(dir).sort()).toEqual([live.split('/').pop(), 'standings.csv'].sort());
  });

  it("this process's own number on a file it is not writing is an earlier process's (a container's pid 1 every run)", () => {
    const dir = folder();
    const out = join(dir, 'standings.csv');
    const mine = leftover(out, process.pid);
    expect(removeStaleTemporaries(out)).toEqual([mine]);
  });

  it("only files of its own naming for that output: another output's, a folder, other hidden files are kept", async () => {
    const dir = folder();
    const out = join(dir, 'standings.csv');
    const dead = deadPid();
    const others = [
      temporaryName(join(dir, 'other.csv'), dead),
      join(dir, `.standings.csv.regula-${dead}.tmp`),
      join(dir, `.standings.csv.regula-${dead}-1-x.tmp`),
      join(dir, '.standings.csv.swp'),
    ];
    for (const path of others) writeFileSync(path, 'x');
    mkdirSync(temporaryName(out, dead, 1));
    await rank(out);
    expect(readdirSync(dir).sort()).toEqual(
      [...others.map((p) => p.split('/').pop()), temporaryName(out, dead, 1).split('/').pop(), 'standings.csv'].sort(),
    );
  });

  it('a long name (near 255 bytes) has a shorter temporary name of the same pattern, removed the same way', async () => {
    const dir = folder();
    const out = join(dir, `${'ü'.repeat(118)}.csv`);
    const name = temporaryName(out, 12345, 1_700_000_000_000).split('/').pop()!;
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(name).toMatch(/^\.(ü)+~[0-9a-f]{8}\.regula-12345-1700000000000\.tmp$/);
    leftover(out, deadPid());
    await rank(out);
    expect(readdirSync(dir)).toEqual([`${'ü'.repeat(118)}.csv`]);
  });
});

describe('a write is synced before it is renamed', () => {
  it('fsync of the file, then the rename, then fsync of the folder', async () => {
    const dir = folder();
    const { calls } = await recordCalls(['writeSync', 'fsyncSync', 'renameSync'], async () =>
      writeFileAtomically(join(dir, 'out.json'), '{"format": 1}\n'),
    );
    expect(calls.filter((c, i) => c !== calls[i - 1])).toEqual(['writeSync', 'fsyncSync', 'renameSync', 'fsyncSync']);
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe('{"format": 1}\n');
    expect(readdirSync(dir)).toEqual(['out.json']);
  });
});
