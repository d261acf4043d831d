/** A CLI run's output, captured: the Io to pass to run(), and what it wrote to stdout and stderr. */
export function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) }, out, err };
}

/** The line the CLI prints under an error with `code`: what to do, from the message catalogue. */
export async function fixLine(code: string): Promise<string> {
  const { messageEntry } = await import('../../cli/report');
  return `  fix: ${messageEntry(code)!.fix}`;
}

/** A `--json` record's `fix` for `code`. */
export async function fixOfCode(code: string): Promise<string> {
  const { messageEntry } = await import('../../cli/report');
  return messageEntry(code)!.fix;
}

/** Printed lines without the fix lines under errors (for tests about the messages themselves). */
export function withoutFixes(lines: readonly string[]): string[] {
  return lines.filter((line) => !line.startsWith('  fix: '));
}
