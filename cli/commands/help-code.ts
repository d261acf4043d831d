import type { Io } from '../io';
import { messageEntry } from '../report';

/**
 * `regula help CODE` (a code has a slash: `trf/bad-rating`): what a message's code means and
 * what to do, from the message catalogue — the words beside every line docs/diagnostics.md lists.
 */
export function runHelpCode(code: string, io: Io): number {
  const entry = messageEntry(code.trim().toLowerCase()) ?? messageEntry(code.trim());
  if (entry === undefined) {
    io.err(`No message has the code "${code}": docs/diagnostics.md lists every code, with what it means and what to do.`);
    return 1;
  }
  const severity = entry.severity !== undefined ? ` (${entry.severity})` : '';
  io.out(`${entry.code}${severity}: ${entry.meaning}\nWhat to do: ${entry.fix}`);
  return 0;
}
