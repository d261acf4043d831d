import { readFileSync } from 'node:fs';
import { compileRegulation, formatDiagnostic, type CompiledRegulation } from '../dsl';
import type { Io } from './io';

/**
 * Reads and compiles a .regula file, printing its diagnostics compiler-style on stderr
 * (warnings only without --quiet). Returns the regulation only when the file has no
 * errors: nothing is ranked by a regulation with errors.
 */
export function readRegulationFile(path: string, io: Io, quiet: boolean): CompiledRegulation & { text: string } {
  const text = readFileSync(path, 'utf8');
  const compiled = compileRegulation(text);
  for (const d of compiled.diagnostics) if (!(quiet && d.severity === 'warning')) io.err(formatDiagnostic(d, path));
  return { ...compiled, text };
}
