/**
 * Outputs the system refuses to write — a full disk, a quota, a name too long, a folder that is a
 * file, a read-only disk, no permission, an input/output error — are each one located message at
 * the path the user gave, exit 1, never a stack trace; the file that was there is kept byte for
 * byte, and no temporary file is left (cli/safe-write.ts, cli/output-target.ts). The full disk is
 * a real 2 MB tmpfs where the machine lets the tests mount one, and every fault is also injected
 * at the file-system layer (test/support/fs-faults.ts), which runs everywhere.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';
import { injectFault, type FsFunction } from '../../support/fs-faults';
import { OUTPUT_COMMANDS, type OutputCommand } from '../../support/output-commands';
import { isRoot, mountReadOnly, mountSmallDisk } from '../../support/small-disk';

const root = mkdtempSync(join(tmpdir(), 'regula-output-faults-'));
let folders = 0;
const freshFolder = (under = root) => {
  const folder = join(under, `case-${++folders}`);
  mkdirSync(folder);
  return folder;
};

async function cli(argv: readonly string[]) {
  const c = capture();
  const code = await run(argv, c.io);
  return { code, err: c.err.join('\n') };
}

/** One located error at the path, exit 1, no stack trace, no internal error. */
function expectLocated(result: { code: number; err: string }, path: string, code: string, words = ''): void {
  expect(result.err).toContain(`${path}: error ${code}: cannot be written: ${words}`);
  expect(result.code, result.err).toBe(1);
  expect(result.err).not.toMatch(/internal error|^\s+at /m);
}

const debris = (folder: string) => readdirSync(folder).filter((name) => name.includes('.regula-'));

/** The command's output as a run writes it: the previous file of the runs that fail. */
const previous = new Map<string, Buffer>();
async function previousOutput(command: OutputCommand): Promise<Buffer> {
  if (!previous.has(command.name)) {
    const folder = freshFolder();
    const result = await cli(command.argv(folder));
    expect(result.code, result.err).toBe(0);
    previous.set(command.name, readFileSync(join(folder, command.file)));
  }
  return previous.get(command.name)!;
}

const disk = mountSmallDisk(join(root, 'disk'), '2m');
afterAll(() => {
  if (disk.ok) disk.unmount();
  rmSync(root, { recursive: true, force: true });
});

/** Fills what is left of the disk (the last write fails with ENOSPC, as the disk is then full). */
function fill(folder: string): void {
  try {
    writeFileSync(join(folder, 'filler'), Buffer.alloc(4 * 1024 * 1024));
  } catch {
    // Full: what was written of the filler stays and holds the rest of the disk.
  }
}

describe(disk.ok ? 'a full disk (a real 2 MB tmpfs)' : `a full disk: skipped (${disk.reason}); the injected ENOSPC below runs`, () => {
  for (const command of OUTPUT_COMMANDS)
    it.skipIf(!disk.ok)(`${command.name}: no space, at the output; the previous file kept byte for byte`, async () => {
      const before = await previousOutput(command);
      const folder = freshFolder((disk as { dir: string }).dir);
      const out = join(folder, command.file);
      try {
        writeFileSync(out, before);
        fill(folder);
        const result = await cli(command.argv(folder));
        expectLocated(result, out, 'cli/no-space', 'no space left on the disk; the file as it was is kept');
        expect(readFileSync(out)).toEqual(before);
        expect(debris(folder)).toEqual([]);
      } finally {
        rmSync(folder, { recursive: true });
      }
    });
});

/** A non-standard fd: a file the run opened, never stdout or stderr. */
const openedFile = (fd: unknown) => typeof fd === 'number' && fd > 2;
const temporary = (path: unknown) => typeof path === 'string' && path.includes('.regula-');

describe('a full disk, injected: every command that writes', () => {
  for (const command of OUTPUT_COMMANDS)
    it(`${command.name}: ENOSPC while writing, at the output; the previous file kept`, async () => {
      const before = await previousOutput(command);
      const folder = freshFolder();
      const out = join(folder, command.file);
      writeFileSync(out, before);
      const fault = injectFault('writeSync', 'ENOSPC', 1, openedFile);
      const result = await cli(command.argv(folder)).finally(() => fault.restore());
      expectLocated(result, out, 'cli/no-space', 'no space left on the disk; the file as it was is kept');
      expect(readFileSync(out)).toEqual(before);
      expect(debris(folder)).toEqual([]);
    });
});

describe('every refusal of the system, injected where it happens', () => {
  const faults: [FsFunction, string, string, string, ((first: unknown) => boolean)?][] = [
    ['writeSync', 'EDQUOT', 'cli/no-space', 'the disk quota is used up', openedFile],
    ['writeSync', 'EFBIG', 'cli/no-space', 'the file would be larger than the disk allows', openedFile],
    ['fsyncSync', 'EIO', 'cli/write-failed', 'the system refused (EIO: i/o error, fsync)', openedFile],
    ['openSync', 'EROFS', 'cli/read-only-disk', 'the disk is read-only', temporary],
    ['openSync', 'EACCES', 'cli/unwritable-file', 'the system refused (permission denied)', temporary],
    ['openSync', 'ENAMETOOLONG', 'cli/name-too-long', 'the name is too long for the file system', temporary],
    ['renameSync', 'EPERM', 'cli/unwritable-file', 'the system refused (operation not permitted)'],
    ['renameSync', 'EBUSY', 'cli/unwritable-file', 'the system refused (the file is in use)'],
    ['accessSync', 'EACCES', 'cli/unwritable-file', 'the file is read-only (its permissions)'],
  ];
  const commands = OUTPUT_COMMANDS.filter((c) => ['rank --out .csv', 'rank --out .xlsx', 'render'].includes(c.name));
  for (const [fn, errno, code, words, only] of faults)
    for (const command of commands)
      it(`${errno} in ${fn}: ${command.name}`, async () => {
        const before = await previousOutput(command);
        const folder = freshFolder();
        const out = join(folder, command.file);
        writeFileSync(out, before);
        const fault = injectFault(fn, errno, 1, only);
        const result = await cli(command.argv(folder)).finally(() => fault.restore());
        expectLocated(result, out, code, words);
        expect(readFileSync(out)).toEqual(before);
        expect(debris(folder)).toEqual([]);
      });
});

describe('the system refuses for real', () => {
  const rank = (out: string) =>
    cli(['rank', join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'), '--criteria', 'PTS', '--out', out]);

  it('a name longer than the file system allows (ENAMETOOLONG)', async () => {
    const out = join(freshFolder(), `${'n'.repeat(300)}.csv`);
    expectLocated(await rank(out), out, 'cli/name-too-long', 'the name is too long for the file system');
  });

  it('a name near the limit is written: its temporary file gets a shorter name', async () => {
    const folder = freshFolder();
    const out = join(folder, `${'é'.repeat(120)}.csv`); // 244 bytes in UTF-8
    expect((await rank(out)).code).toBe(0);
    expect(readdirSync(folder)).toEqual([`${'é'.repeat(120)}.csv`]);
  });

  it('a part of the path that is a file, not a folder (ENOTDIR)', async () => {
    const file = join(freshFolder(), 'notes.txt');
    writeFileSync(file, 'notes\n');
    const out = join(file, 'standings.csv');
    const result = await rank(out);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${out}: error cli/no-output-folder: ${file} is a file, not a folder`);
  });

  const source = freshFolder();
  writeFileSync(join(source, 'standings.csv'), 'Place,No,Name,PTS\n');
  const readOnly = mountReadOnly(source, join(root, 'read-only'));
  afterAll(() => readOnly.ok && readOnly.unmount());
  it.skipIf(!readOnly.ok)(
    `a read-only disk (EROFS, a read-only bind mount)${readOnly.ok ? '' : `: skipped (${readOnly.reason})`}`,
    async () => {
      const { dir } = readOnly as { dir: string };
      const out = join(dir, 'standings.csv');
      expectLocated(await rank(out), out, 'cli/read-only-disk', 'the disk is read-only; the file as it was is kept');
      expectLocated(
        await rank(join(dir, 'new.csv')),
        join(dir, 'new.csv'),
        'cli/read-only-disk',
        'the disk is read-only; nothing was written',
      );
      expect(readFileSync(out, 'utf8')).toBe('Place,No,Name,PTS\n');
    },
  );

  // Root writes where permissions forbid: as root the injected EACCES above stands for these.
  it.skipIf(isRoot)(`a folder without write permission (EACCES)${isRoot ? ': skipped (root may write anywhere)' : ''}`, async () => {
    const folder = freshFolder();
    chmodSync(folder, 0o555);
    const out = join(folder, 'standings.csv');
    expectLocated(await rank(out), out, 'cli/unwritable-file', 'the system refused (permission denied)');
    chmodSync(folder, 0o755);
  });

  it.skipIf(isRoot)(
    `a read-only file is not replaced though its folder allows it${isRoot ? ': skipped (root may write anywhere)' : ''}`,
    async () => {
      const out = join(freshFolder(), 'standings.csv');
      writeFileSync(out, 'Place,No,Name,PTS\n');
      chmodSync(out, 0o444);
      expectLocated(await rank(out), out, 'cli/unwritable-file', 'the file is read-only');
      expect(readFileSync(out, 'utf8')).toBe('Place,No,Name,PTS\n');
    },
  );

  it.skipIf(!disk.ok)(
    `standings printed to a file on a full disk: "<stdout>: error cli/no-space", exit 1${disk.ok ? '' : `: skipped (${disk.reason})`}`,
    () => {
      const folder = freshFolder((disk as { dir: string }).dir);
      fill(folder);
      const fd = openSync(join(folder, 'standings.json'), 'w');
      const child = spawnSync(
        process.execPath,
        [
          join(REPO_ROOT, 'bin', 'regula.mjs'),
          'rank',
          join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf'),
          '--criteria',
          'PTS BH',
          '--format',
          'json',
        ],
        {
          stdio: ['ignore', fd, 'pipe'],
          encoding: 'utf8',
          env: { ...process.env, REGULA_FROM_SOURCE: '1' },
        },
      );
      closeSync(fd);
      expect(child.stderr).toContain('<stdout>: error cli/no-space: cannot be written: no space left on the disk\n  fix: ');
      expect(child.stderr).not.toMatch(/^\s+at /m);
      expect(child.status).toBe(1);
      rmSync(folder, { recursive: true });
    },
  );
});
