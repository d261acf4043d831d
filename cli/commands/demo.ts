import type { Io } from '../io';

/** `regula demo`: ranks the bundled sample tournaments (filled in as samples land). */
export function runDemo(_argv: readonly string[], io: Io): number {
  io.out('demo');
  return 0;
}
