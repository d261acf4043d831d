/** A CLI run's output, captured: the Io to pass to run(), and what it wrote to stdout and stderr. */
export function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) }, out, err };
}
