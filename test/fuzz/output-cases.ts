/**
 * Output faults for the fuzz suite: every command that writes a file (test/support/output-
 * commands.ts), run as a user runs it, while its output is a special file (a FIFO, a link to
 * /dev/null, a folder, a socket, a link to nothing), while the disk fills up (a real tmpfs with a
 * few kilobytes left, where the machine lets the suite mount one; else the same ENOSPC injected),
 * or while the system refuses one write call (an error injected at the file-system layer:
 * test/support/fs-faults.ts) — with or without a previous output, and with a temporary file a
 * killed run left. Each case must end in exit 0 or in a located message at the output (exit 1),
 * never exit 2 or a stack trace; a failed run leaves the previous file as it was and no
 * temporary file of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../cli/main';
import { temporaryName } from '../../cli/safe-write';
import { INJECTED_CODES, injectFault, type FsFunction } from '../support/fs-faults';
import { OUTPUT_COMMANDS } from '../support/output-commands';
import { mountSmallDisk, type Mounted } from '../support/small-disk';
import type { Random } from './random';
import type { Outcome } from './targets';

const SPECIALS = ['fifo', 'null-link', 'folder', 'socket', 'dangling-link'] as const;
const INJECTED_AT: readonly FsFunction[] = ['openSync', 'writeSync', 'fsyncSync', 'renameSync', 'accessSync'];

export type OutputFault =
  | { kind: 'special'; special: (typeof SPECIALS)[number]; force: boolean }
  | { kind: 'injected'; at: FsFunction; code: string; nth: number }
  | { kind: 'full-disk'; free: number };

export interface OutputRecipe {
  /** The command's name in OUTPUT_COMMANDS. */
  command: string;
  /** A previous output of the same command at the path. */
  previous: boolean;
  /** A temporary file of a run that was killed: of a process that has ended, or of one that runs. */
  leftover?: 'dead' | 'live';
  fault: OutputFault;
}

export function outputRecipe(random: Random): OutputRecipe {
  // demo ranks every sample: one case in twenty, so the campaign stays quick.
  const commands = OUTPUT_COMMANDS.filter((c) => c.name !== 'demo' || random.chance(0.05));
  const command = random.pick(commands).name;
  const kind = random.below(3);
  const fault: OutputFault =
    kind === 0
      ? { kind: 'special', special: random.pick(SPECIALS), force: random.chance(0.5) }
      : kind === 1
        ? { kind: 'injected', at: random.pick(INJECTED_AT), code: random.pick(INJECTED_CODES), nth: 1 + random.below(3) }
        : { kind: 'full-disk', free: random.pick([0, 512, 4096, 8192, 16_384, 65_536]) };
  return {
    command,
    previous: random.chance(0.6),
    ...(random.chance(0.3) && { leftover: random.chance(0.5) ? ('dead' as const) : ('live' as const) }),
    fault,
  };
}

let folder: string | undefined;
let disk: Mounted | undefined;
let cases = 0;
const previousOutputs = new Map<string, Buffer>();

function root(): string {
  folder ??= mkdtempSync(join(tmpdir(), 'regula-fuzz-output-'));
  return folder;
}

/** A small disk of this process's own, mounted once (a few MB: the largest output fits). */
function smallDisk(): Mounted {
  disk ??= mountSmallDisk(join(root(), 'disk'), '4m');
  return disk;
}

async function cli(argv: readonly string[]): Promise<{ code: number; err: string }> {
  const err: string[] = [];
  const code = await run(argv, { out: () => undefined, err: (t) => void err.push(t) });
  return { code, err: err.join('\n') };
}

async function previousOutput(name: string): Promise<Buffer> {
  const known = previousOutputs.get(name);
  if (known) return known;
  const command = OUTPUT_COMMANDS.find((c) => c.name === name)!;
  const scratch = mkdtempSync(join(root(), 'previous-'));
  const result = await cli(command.argv(scratch));
  if (result.code !== 0) throw new Error(`${name} does not run on its own: ${result.err}`);
  const bytes = readFileSync(join(scratch, command.file));
  previousOutputs.set(name, bytes);
  return bytes;
}

/** The number of a process that has ended. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

/**
 * Runs every command once, untimed, before the first case (scripts/fuzz.ts): each loads its code
 * (exceljs, the engine, the writers) and makes the previous output the cases reuse, so a case's
 * time is its own.
 */
export async function prepareOutputCases(): Promise<void> {
  for (const command of OUTPUT_COMMANDS) await previousOutput(command.name);
}

export async function runOutputCase(recipe: OutputRecipe): Promise<Outcome> {
  const command = OUTPUT_COMMANDS.find((c) => c.name === recipe.command)!;
  const fault = recipe.fault;
  const onDisk = fault.kind === 'full-disk' && smallDisk().ok;
  const here = join(onDisk ? (smallDisk() as { dir: string }).dir : root(), `case-${++cases}`);
  mkdirSync(here);
  const out = join(here, command.file);
  let server: Server | undefined;
  let restore = () => undefined as void;
  try {
    // A special file takes the output's place: there is no previous output then.
    const before = recipe.previous && fault.kind !== 'special' ? await previousOutput(recipe.command) : undefined;
    if (before) writeFileSync(out, before);
    const leftover = recipe.leftover && temporaryName(out, recipe.leftover === 'dead' ? deadPid() : process.ppid, Date.now() - 1000);
    if (leftover) writeFileSync(leftover, 'half a wri');
    if (fault.kind === 'special') server = await makeSpecial(out, fault.special, here);
    if (fault.kind === 'full-disk' && onDisk) fillLeaving(here, fault.free);
    if (fault.kind === 'injected' || (fault.kind === 'full-disk' && !onDisk)) {
      const at = fault.kind === 'injected' ? fault.at : 'writeSync';
      const code = fault.kind === 'injected' ? fault.code : 'ENOSPC';
      const only =
        at === 'openSync'
          ? (p: unknown) => typeof p === 'string' && p.includes('.regula-')
          : at === 'writeSync' || at === 'fsyncSync'
            ? (fd: unknown) => typeof fd === 'number' && fd > 2
            : undefined;
      restore = injectFault(at, code, fault.kind === 'injected' ? fault.nth : 1, only).restore;
    }
    const force = fault.kind === 'special' && fault.force && recipe.command !== 'demo' ? ['--force'] : [];
    const result = await cli([...command.argv(here), ...force]).finally(() => restore());
    return judge(recipe, result, { here, out, before, leftover });
  } finally {
    server?.close();
    rmSync(here, { recursive: true, force: true });
  }
}

function judge(
  recipe: OutputRecipe,
  result: { code: number; err: string },
  at: { here: string; out: string; before: Buffer | undefined; leftover: string | undefined },
): Outcome {
  if (result.code === 2 || /internal error|^\s+at /m.test(result.err)) throw new Error(`exit ${result.code}: ${result.err}`);
  const unlocated = (what: string): Outcome => ({ kind: 'unlocated', what: `${what}\n${result.err}` });
  if (recipe.fault.kind === 'special') {
    if (result.code !== 1) return unlocated(`a ${recipe.fault.special} as --out: exit ${result.code}`);
    if (!new RegExp(`^${escape(at.out)}: error cli/(special-output|not-a-file): `, 'm').test(result.err))
      return unlocated('not said at the output');
    return { kind: 'issues', count: 1 };
  }
  const own = readdirSync(at.here).filter((n) => n.includes('.regula-') && join(at.here, n) !== at.leftover);
  if (own.length > 0) return unlocated(`temporary files left: ${own.join(', ')}`);
  if (result.code === 0) {
    if (recipe.leftover === 'dead' && readdirSync(at.here).some((n) => join(at.here, n) === at.leftover))
      return unlocated("a dead run's temporary file was not removed");
    return { kind: 'result' };
  }
  // The demo writes several files: its message is at the one it was writing.
  const where = recipe.command === 'demo' ? `${escape(at.here)}/[^:]+` : escape(at.out);
  if (!new RegExp(`^${where}: error cli/[a-z-]+: cannot be written: `, 'm').test(result.err))
    return unlocated(`exit ${result.code}, not said at the output`);
  if (at.before && !readFileSync(at.out).equals(at.before)) return unlocated('the previous file changed');
  return { kind: 'issues', count: 1 };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function makeSpecial(out: string, special: (typeof SPECIALS)[number], here: string): Promise<Server | undefined> {
  switch (special) {
    case 'fifo':
      if (spawnSync('mkfifo', [out]).status !== 0) mkdirSync(out); // no mkfifo here: a folder stands in
      return undefined;
    case 'null-link':
      symlinkSync('/dev/null', out);
      return undefined;
    case 'folder':
      mkdirSync(out);
      return undefined;
    case 'dangling-link':
      symlinkSync(join(here, 'missing', 'file'), out);
      return undefined;
    case 'socket': {
      const server = createServer();
      await new Promise<void>((done) => server.listen(out, done));
      return server;
    }
  }
}

/** Fills the disk until `free` bytes are left (rounded to its blocks). */
function fillLeaving(here: string, free: number): void {
  const stats = statfsSync(here);
  const size = Math.max(0, stats.bavail * stats.bsize - free);
  try {
    writeFileSync(join(here, 'filler'), Buffer.alloc(size));
  } catch {
    // Full before the end: the disk is as full as it gets.
  }
}

/** Removes the target's folder and its disk (the runner and the test call it at the end). */
export function removeOutputFolder(): void {
  if (disk?.ok) disk.unmount();
  disk = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}
