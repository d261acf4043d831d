/**
 * --out names a regular file or a new path, nothing else (cli/output-target.ts): a named pipe, a
 * device, a socket, a folder or a link to nothing is refused before anything is read or written,
 * --force or not — a FIFO is never opened (a read of one waits for ever), a device never replaced
 * by a file. A symbolic link to a regular file is followed: the file it names is the output, judged
 * as that file (an input under another name is refused; one Regula did not write needs --force).
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';
import { OUTPUT_COMMANDS } from '../../support/output-commands';

const dir = mkdtempSync(join(tmpdir(), 'regula-special-outputs-'));
const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const fifo = join(dir, 'pipe.csv');
const canFifo = spawnSync('mkfifo', [fifo]).status === 0;
let server: Server | undefined;
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function rank(out: string, ...more: string[]) {
  const c = capture();
  const code = await run(['rank', TEC, '--criteria', 'PTS BH', '--edition', 'fide-2026', '--out', out, ...more], c.io);
  return { code, err: c.err.join('\n') };
}

const SPECIAL = 'not a regular file: Regula writes only to a regular file or a new name, with --force too';

describe('special files as --out: refused, with --force too, and left as they were', () => {
  it.skipIf(!canFifo)(`a named pipe (FIFO) is refused at once, never read${canFifo ? '' : ': skipped (no mkfifo here)'}`, async () => {
    for (const force of [[], ['--force']]) {
      const result = await rank(fifo, ...force);
      expect(result.code).toBe(1);
      expect(result.err).toContain(`${fifo}: error cli/special-output: is a named pipe (FIFO), ${SPECIAL}`);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
    }
  });

  it('a symbolic link to /dev/null is refused: the device is not replaced by a file, nor the link', async () => {
    const link = join(dir, 'null.json');
    symlinkSync('/dev/null', link);
    for (const force of [[], ['--force']]) {
      const result = await rank(link, ...force);
      expect(result.code).toBe(1);
      expect(result.err).toContain(
        `${link}: error cli/special-output: is a character device (/dev/null, through a symbolic link), ${SPECIAL}`,
      );
    }
    expect(readlinkSync(link)).toBe('/dev/null');
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('/dev/null itself', async () => {
    const result = await rank('/dev/null', '--force');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`/dev/null: error cli/special-output: is a character device, ${SPECIAL}`);
  });

  it('a socket', async () => {
    const socket = join(dir, 'socket.csv');
    server = createServer();
    await new Promise<void>((done) => server!.listen(socket, done));
    const result = await rank(socket, '--force');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${socket}: error cli/special-output: is a socket, ${SPECIAL}`);
  });

  it('a folder, and a link to a folder', async () => {
    const link = join(dir, 'folder-link.csv');
    symlinkSync(dir, link);
    expect((await rank(dir, '--force')).err).toContain(`${dir}: error cli/not-a-file: the output is a folder, expected a file name`);
    expect((await rank(link, '--force')).err).toContain(
      `${link}: error cli/not-a-file: the output is a folder (${dir}, through a symbolic link)`,
    );
  });

  it('a symbolic link to nothing: where the file should be is not known', async () => {
    const link = join(dir, 'dangling.csv');
    symlinkSync(join(dir, 'missing', 'standings.csv'), link);
    const result = await rank(link, '--force');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${link}: error cli/special-output: is a symbolic link to nothing (its file does not exist)`);
    expect(readlinkSync(link)).toBe(join(dir, 'missing', 'standings.csv'));
  });

  // Every command that writes goes through the same check.
  for (const command of OUTPUT_COMMANDS.filter((c) => c.name !== 'demo'))
    it.skipIf(!canFifo)(`${command.name}: a FIFO as --out is refused`, async () => {
      const folder = mkdtempSync(join(dir, 'fifo-'));
      const out = join(folder, command.file);
      expect(spawnSync('mkfifo', [out]).status).toBe(0);
      const c = capture();
      const code = await run([...command.argv(folder), '--force'], c.io);
      expect(c.err.join('\n')).toContain(`${out}: error cli/special-output: is a named pipe (FIFO)`);
      expect(code).toBe(1);
    });
});

describe('a symbolic link to a regular file is followed', () => {
  it('the file it names is written, and the link still names it', async () => {
    const target = join(dir, 'target.csv');
    const link = join(dir, 'link.csv');
    expect((await rank(target)).code).toBe(0);
    symlinkSync('target.csv', link);
    const result = await rank(link);
    expect(result.code, result.err).toBe(0);
    expect(readlinkSync(link)).toBe('target.csv');
    expect(readFileSync(target, 'utf8')).toMatch(/^Place,No,Name,PTS,BH,/);
  });

  it('a link to a file Regula did not write needs --force, as the file itself would', async () => {
    const target = join(dir, 'notes.csv');
    const link = join(dir, 'notes-link.csv');
    writeFileSync(target, 'my,own,notes\n');
    symlinkSync(target, link);
    const refused = await rank(link);
    expect(refused.err).toContain(`${link}: error cli/not-regula-output`);
    expect(readFileSync(target, 'utf8')).toBe('my,own,notes\n');
    expect((await rank(link, '--force')).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toMatch(/^Place,No,Name/);
  });

  it('a link to the input is the input: refused, the input unchanged', async () => {
    const input = join(dir, 'input.trf');
    writeFileSync(input, readFileSync(TEC));
    const link = join(dir, 'input-link.trf');
    symlinkSync(input, link);
    const c = capture();
    expect(await run(['convert', input, '--to', 'trf', '--out', link, '--force'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain(`is the input ${input} under another name: Regula never overwrites your file`);
    expect(readFileSync(input)).toEqual(readFileSync(TEC));
  });
});
