import { diagnosticRecord, fixOf, formatDiagnostic, hasErrors, type DiagnosticRecord } from '../../dsl';
import { parseArgs, UsageError } from '../args';
import type { Io } from '../io';
import { compileRegulationFile } from '../read-regulation';
import { pushAll } from '../../engine';

import { CHECK_USAGE } from '../usage';
/** `regula check`: lints regulation files. */
export async function runCheck(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs(argv, [], ['json', 'quiet']);
  if (args.positionals.length === 0) throw new UsageError(CHECK_USAGE);
  const quiet = args.flags.has('quiet');
  let failed = false;
  const records: DiagnosticRecord[] = [];
  let warnings = 0;
  let errors = 0;
  let notes = 0;
  for (const file of args.positionals) {
    const { diagnostics } = compileRegulationFile(file);
    const shown = diagnostics.filter((d) => !(quiet && d.severity !== 'error'));
    failed ||= hasErrors(diagnostics);
    errors += diagnostics.filter((d) => d.severity === 'error').length;
    warnings += diagnostics.filter((d) => d.severity === 'warning').length;
    notes += diagnostics.filter((d) => d.severity === 'note').length;
    if (args.flags.has('json'))
      pushAll(
        records,
        shown.map((d) => diagnosticRecord(d, file)),
      );
    else
      for (const d of shown) {
        io.out(formatDiagnostic(d, file));
        // An error says what to do under it, as every command's errors do (cli/report.ts).
        if (d.severity === 'error') io.out(`  fix: ${fixOf(d)}`);
      }
  }
  if (args.flags.has('json')) io.out(JSON.stringify({ files: args.positionals, diagnostics: records }, null, 1));
  else if (!quiet)
    io.err(
      `${plural(errors, 'error')}, ${plural(warnings, 'warning')}${notes > 0 ? `, ${plural(notes, 'note')}` : ''} in ${plural(args.positionals.length, 'file')}`,
    );
  return failed ? 1 : 0;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
