import type { IToken } from 'chevrotain';
import type { Position, Span } from './ast';
import { MESSAGES, messageText, type MessageCode, type MessageParams, type Severity } from './messages';

/** A problem in a regulation file, with a stable code and a 1-based position (docs/architecture.md). */
export interface Diagnostic {
  code: `dsl/${MessageCode}`;
  severity: Severity;
  message: string;
  span: Span;
}

export function diagnostic<C extends MessageCode>(code: C, span: Span, params: MessageParams<C>): Diagnostic {
  return { code: `dsl/${code}`, severity: MESSAGES[code].severity, message: messageText(code, params), span };
}

/** What to do about a diagnostic: the catalogue's fix for its code. */
export function fixOf(d: Diagnostic): string {
  return MESSAGES[d.code.slice('dsl/'.length) as MessageCode].fix;
}

/** Compiler style: `file:line:col: error dsl/code: message`. */
export function formatDiagnostic(d: Diagnostic, file: string): string {
  return `${file}:${d.span.start.line}:${d.span.start.column}: ${d.severity} ${d.code}: ${d.message}`;
}

/** A diagnostic as plain data for tools (`regula check --json`): 1-based positions, end exclusive. */
export interface DiagnosticRecord {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  severity: Severity;
  code: Diagnostic['code'];
  message: string;
  /** What to do (the message catalogue's fix for the code). */
  fix: string;
}

export function diagnosticRecord(d: Diagnostic, file: string): DiagnosticRecord {
  const { start, end } = d.span;
  return {
    file,
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
    severity: d.severity,
    code: d.code,
    message: d.message,
    fix: fixOf(d),
  };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** In file order; equal positions keep their order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.span.start.offset - b.span.start.offset);
}

export function startOf(token: IToken): Position {
  return { line: token.startLine ?? 1, column: token.startColumn ?? 1, offset: token.startOffset };
}

/** The position just after a token. */
export function endOf(token: IToken): Position {
  const end = token.endOffset ?? token.startOffset + Math.max(0, token.image.length - 1);
  const length = token.image.length;
  return {
    line: token.endLine ?? token.startLine ?? 1,
    column: (token.endColumn ?? (token.startColumn ?? 1) + Math.max(0, length - 1)) + 1,
    offset: end + 1,
  };
}

export function tokenSpan(token: IToken): Span {
  // Newlines and tokens invented by error recovery have no width worth showing: mark one character.
  if (token.image === '' || token.tokenType.name === 'Newline') {
    const start = startOf(token);
    return { start, end: { ...start, column: start.column + 1, offset: start.offset + 1 } };
  }
  return { start: startOf(token), end: endOf(token) };
}

export function spanOf(first: Span, last: Span): Span {
  return { start: first.start, end: last.end };
}
