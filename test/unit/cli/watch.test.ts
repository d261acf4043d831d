/**
 * `regula rank --watch` and `regula report --watch` (docs/cli.md): the command runs again, in
 * the same process, whenever its input changes — Swiss-Manager rewrites its TRF export after each
 * result — printing and writing what a single run would; a file caught half-written is read
 * again, never reported; Ctrl+C ends the watch with exit 0. Run as a user runs it: the CLI as a
 * child process, the file rewritten beside it, SIGINT at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function watchCli(args: string[], cwd: string) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bin', 'regula.mjs'), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const out: string[] = [];
  const err: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, out: () => out.join(''), err: () => err.join(''), exited };
}

async function until(what: string, ready: () => boolean, ms = 60_000, state?: () => string): Promise<void> {
  const start = Date.now();
  while (!ready()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}${state ? `: ${state()}` : ''}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function coldRank(file: string, ...options: string[]): Promise<string> {
  const c = capture();
  expect(await run(['rank', file, ...options, '--quiet'], c.io)).toBe(0);
  return c.out.join('\n');
}

describe('regula rank --watch', () => {
  it('ranks again on each change, as a cold run would; a half-written file is read again; Ctrl+C ends it with 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-watch-'));
    const file = join(dir, 'event.trf');
    copyFileSync(TEC, file);
    const watch = watchCli(['rank', 'event.trf', '--criteria', 'PTS BH', '--out', 'standings.csv', '--watch'], dir);
    const first = await coldRank(file, '--criteria', 'PTS BH');
    await until('the first standings', () => watch.out().includes(first) && existsSync(join(dir, 'standings.csv')));
    expect(watch.err()).toMatch(/note: watching event\.trf: runs again when it changes; Ctrl\+C ends/);

    // Swiss-Manager's next export: a player renamed. First a half-written file, then the whole one.
    const text = readFileSync(TEC, 'latin1');
    const renamed = text.replace('Brown, Bruno', 'Brown, Bruna');
    expect(renamed).not.toBe(text);
    // Cut inside a line, as a writer caught mid-write leaves it, and left so for a while.
    const cut = renamed.indexOf('\n', Math.floor(renamed.length / 2)) - 5;
    writeFileSync(file, renamed.slice(0, cut), 'latin1');
    await new Promise((done) => setTimeout(done, 200));
    writeFileSync(file, renamed, 'latin1');
    const second = await coldRank(file, '--criteria', 'PTS BH');
    await until('the second standings', () => watch.out().includes(second));
    await until('the second output', () => readFileSync(join(dir, 'standings.csv'), 'utf8').includes('Brown, Bruna'));
    // The half-written file was never reported: no error, and exactly two runs printed.
    expect(watch.err()).not.toMatch(/error/);
    expect(watch.out().split('Place  No').length - 1).toBe(2);

    // An export renamed into place (a new file under the same name) is caught as well.
    writeFileSync(join(dir, 'next.tmp'), text, 'latin1');
    renameSync(join(dir, 'next.tmp'), file);
    await until(
      'the third standings',
      () => watch.out().split('Place  No').length - 1 === 3,
      60_000,
      () => watch.err() + watch.out(),
    );
    expect(watch.out().endsWith(`${first}\n`)).toBe(true);

    watch.child.kill('SIGINT');
    expect(await watch.exited).toBe(0);
    expect(watch.err()).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('is refused beside --simulate-lots', async () => {
    const c = capture();
    expect(await run(['rank', TEC, '--simulate-lots', '--watch'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('--simulate-lots draws once: drop --watch');
  });
});

describe('regula report --watch', () => {
  it('writes the report again on each change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-watch-report-'));
    const file = join(dir, 'event.trf');
    copyFileSync(TEC, file);
    const watch = watchCli(['report', 'event.trf', '--out', 'report.html', '--time', '2026-12-02T00:00:00Z', '--watch'], dir);
    const report = join(dir, 'report.html');
    await until('the first report', () => existsSync(report) && readFileSync(report, 'utf8').includes('Brown, Bruno'));
    writeFileSync(file, readFileSync(TEC, 'latin1').replace('Brown, Bruno', 'Brown, Bruna'), 'latin1');
    await until('the second report', () => readFileSync(report, 'utf8').includes('Brown, Bruna'));
    watch.child.kill('SIGINT');
    expect(await watch.exited).toBe(0);
  }, 120_000);
});
