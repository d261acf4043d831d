import { Rational } from '../../engine';
import { formatDiagnostic, type Diagnostic } from '../../dsl';

/** An AST (or any value) without spans, with exact numbers shown as strings: easy to compare and to read. */
export function plain(value: unknown): unknown {
  if (value instanceof Rational) return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (key !== 'span') out[key] = plain(inner);
    return out;
  }
  return value;
}

/** Diagnostics as "line:col code" (the broken-file corpus compares these). */
export function positioned(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.span.start.line}:${d.span.start.column} ${d.code}`);
}

export function printed(diagnostics: readonly Diagnostic[], file = 'test.regula'): string[] {
  return diagnostics.map((d) => formatDiagnostic(d, file));
}

/** Joins lines into a file (readable multi-line fixtures in tests). */
export function file(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}
