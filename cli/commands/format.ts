import { readFileSync } from 'node:fs';
import { formatDiagnostic, formatRegulation } from '../../dsl';
import { parseArgs, UsageError } from '../args';
import type { Io } from '../io';
import { writeFileAtomically } from '../safe-write';

import { FORMAT_USAGE } from '../usage';
/** `regula format`: the formatter of dsl/format.ts on files. */
export async function runFormat(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [], ['write', 'check']);
  if (args.positionals.length === 0 || (args.flags.has('write') && args.flags.has('check'))) throw new UsageError(FORMAT_USAGE);
  let code = 0;
  for (const file of args.positionals) {
    const text = readFileSync(file, 'utf8');
    const outcome = formatRegulation(text);
    if (!outcome.formatted) {
      for (const d of outcome.diagnostics.filter((x) => x.severity === 'error')) io.err(formatDiagnostic(d, file));
      io.err(`${file}: not formatted: the file has syntax errors`);
      code = 1;
      continue;
    }
    if (args.flags.has('check')) {
      if (outcome.text !== text) {
        io.out(`${file}: not in canonical layout (regula format --write ${file})`);
        code = 1;
      }
    } else if (args.flags.has('write')) {
      if (outcome.text !== text) writeFileAtomically(file, outcome.text);
    } else io.out(outcome.text.replace(/\n$/, ''));
  }
  return code;
}
