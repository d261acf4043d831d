import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './fixture-paths';

/*
 * The command examples of the documentation, as a reader would type them: what
 * test/unit/docs/examples.test.ts runs. Three forms are examples:
 *
 * - a session: a fenced block of `$ ` lines, each command followed by the output it prints
 *   (a line `…` elides lines; `$ cd DIR` changes the folder the next commands run in);
 * - a command line in a fenced block: `npx regula …` or `regula …` on its own line;
 * - a code span in the prose, `npx regula …` or `regula …`, that names a file which exists.
 *
 * A synopsis is no example: a line with placeholders (FILE, `[--option]`, `…`) is not run.
 * A command expected to fail says so at the end of its line: `# exits 1`. Commands run from the
 * repository's root, as the README says, except in a session after `$ cd DIR` and in the samples'
 * READMEs, which name their neighbours from their own folder.
 */

export interface DocExample {
  /** Where it is written: "docs/language.md:96". */
  where: string;
  /** The words after `regula`, as written. */
  args: string[];
  /** The folder the command runs in: the repository's root, a session's `cd`, a sample folder's own. */
  cwd: string;
  exitCode: number;
  /** The output a session quotes (undefined: only the exit code is checked). */
  output?: string[];
}

/** Every markdown page whose examples are run: the README, docs/, the samples' READMEs. */
export function documentationPages(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    // cli.md is generated from cli.template.md and cli/usage.ts: its examples are the template's.
    .filter((f) => f !== 'cli.md')
    .map((f) => `docs/${f}`);
  const samples = readdirSync(join(REPO_ROOT, 'samples')).map((d) => `samples/${d}/README.md`);
  return ['README.md', ...docs, ...samples.filter((p) => existsSync(join(REPO_ROOT, p)))];
}

const COMMAND = /^(?:npx )?regula\s+(.*)$/;
const EXIT = /\s+#\s*exits?\s+(\d+)\b.*$/;

/** A synopsis or a mention, not something to type: placeholders, optional parts, an ellipsis. */
function isPlaceholder(rest: string): boolean {
  return /\[|…|\.\.\.|\b(FILE|FILES|INPUT|TOURNAMENT|CROSSTABLE|NAME|COMMAND|CODE|OUT|DIR|COLUMN|SEED|PLAYER|OTHER|PATH|HOST|LIST|E|N|K|R)\b/.test(
    rest,
  );
}

function words(rest: string): string[] {
  const found: string[] = [];
  for (const m of rest.matchAll(/"([^"]*)"|(\S+)/g)) found.push(m[1] ?? m[2]!);
  return found;
}

function example(where: string, line: string, cwd: string, output?: string[]): DocExample | undefined {
  const exit = EXIT.exec(line);
  const command = line.replace(EXIT, '').replace(/\s+#.*$/, '');
  const rest = COMMAND.exec(command)?.[1];
  if (rest === undefined || isPlaceholder(rest)) return undefined;
  return {
    where,
    args: words(rest),
    cwd,
    exitCode: exit ? Number(exit[1]) : 0,
    ...(output !== undefined && { output }),
  };
}

/** The examples of one page, in order. */
export function examplesOf(page: string): DocExample[] {
  const text = readFileSync(join(REPO_ROOT, page), 'utf8');
  const pageDir = page.startsWith('samples/') ? dirname(join(REPO_ROOT, page)) : REPO_ROOT;
  const lines = text.split('\n');
  const found: DocExample[] = [];
  let inFence = false;
  let cwd = pageDir;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      inFence = !inFence;
      cwd = pageDir;
      continue;
    }
    const where = `${page}:${i + 1}`;
    if (inFence) {
      if (line.startsWith('$ cd ')) {
        cwd = join(
          REPO_ROOT,
          line
            .slice(5)
            .replace(/\s+#.*$/, '')
            .trim(),
        );
        continue;
      }
      if (line.startsWith('$ ')) {
        const output: string[] = [];
        while (i + 1 < lines.length && !lines[i + 1]!.startsWith('$ ') && !lines[i + 1]!.startsWith('```')) output.push(lines[++i]!);
        const session = example(where, line.slice(2), cwd, output);
        if (session) found.push(session);
        continue;
      }
      const command = example(where, line, cwd);
      if (command) found.push(command);
      continue;
    }
    for (const span of line.matchAll(/`((?:npx )?regula [^`]+)`/g)) {
      const mention = example(where, span[1]!, pageDir);
      // A code span is an example when it names a file: `regula check` alone is a mention.
      if (mention && mention.args.some((a) => !a.startsWith('-') && existsSync(join(pageDir, a)))) found.push(mention);
    }
  }
  return found;
}

/**
 * Whether printed lines show what a session quotes: the same lines, where `…` stands for any
 * number of lines (a quote with no `…` is the whole output).
 */
export function showsQuoted(printed: readonly string[], quoted: readonly string[]): boolean {
  const chunks: string[][] = [[]];
  for (const line of quoted) {
    if (line.trim() === '…') chunks.push([]);
    else chunks.at(-1)!.push(line);
  }
  if (chunks.length === 1) return printed.length === quoted.length && printed.every((l, i) => l === quoted[i]);
  let from = 0;
  for (const [k, chunk] of chunks.entries()) {
    if (chunk.length === 0) continue;
    const at = k === 0 ? (startsWith(printed, chunk, 0) ? 0 : -1) : indexOfRun(printed, chunk, from);
    if (at < 0) return false;
    from = at + chunk.length;
  }
  const last = chunks.at(-1)!;
  return last.length === 0 || from === printed.length;
}

function startsWith(lines: readonly string[], run: readonly string[], at: number): boolean {
  return run.every((l, i) => lines[at + i] === l);
}

function indexOfRun(lines: readonly string[], run: readonly string[], from: number): number {
  for (let at = from; at + run.length <= lines.length; at++) if (startsWith(lines, run, at)) return at;
  return -1;
}
