import type { IToken } from 'chevrotain';
import type { RegulationFile, Span } from './ast';
import { diagnostic, sortDiagnostics, tokenSpan, type Diagnostic } from './diagnostics';
import { MAX_SYNTAX_ERRORS, parseTokens } from './parser';
import { buildAst } from './to-ast';
import { lexRegulation, StringLiteral, UnterminatedString } from './tokens';
import { pushAll } from '../engine';

export interface ParsedRegulation {
  ast: RegulationFile;
  /** Lexical and syntax diagnostics (validation adds the semantic ones). */
  diagnostics: Diagnostic[];
  /** The parser's tokens (newlines normalised) and the comments, for the formatter and the editor. */
  tokens: IToken[];
  comments: IToken[];
}

/** The longest regulation read: far above any real one, and a bound on the time a check takes (≈ 0.5 s). */
export const MAX_REGULATION_CHARS = 256 * 1024;

/** Text → AST with every lexical and syntax error of the file (recovery keeps going). */
export function parseRegulation(text: string): ParsedRegulation {
  if (text.length > MAX_REGULATION_CHARS) {
    const empty = parseRegulation('');
    const span = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
    const size = Math.ceil(text.length / 1024);
    return { ...empty, diagnostics: [diagnostic('too-large', span, { size, limit: MAX_REGULATION_CHARS / 1024 })] };
  }
  const lexed = lexRegulation(text);
  const diagnostics: Diagnostic[] = [];
  for (const error of lexed.errors) {
    const start = { line: error.line, column: error.column, offset: error.offset };
    const end = { line: error.line, column: error.column + error.length, offset: error.offset + error.length };
    diagnostics.push(diagnostic('unexpected-character', { start, end }, { text: error.text }));
  }
  for (const token of lexed.tokens) {
    if (token.tokenType !== UnterminatedString) continue;
    diagnostics.push(diagnostic('unterminated-string', tokenSpan(token), {}));
    // Read on as if the string were closed at the end of the line, so the rest of the line still parses.
    token.tokenType = StringLiteral;
    token.tokenTypeIdx = StringLiteral.tokenTypeIdx!;
    token.image = `${token.image}"`;
  }
  const parsed = parseTokens(lexed.tokens);
  if (parsed.stoppedAt) diagnostics.push(diagnostic('too-many-errors', errorSpan(parsed.stoppedAt, text), { count: MAX_SYNTAX_ERRORS }));
  const seen = new Set<string>();
  for (const error of parsed.errors) {
    const span = errorSpan(error.token, text);
    const key = `${span.start.offset}:${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(diagnostic('unexpected-token', span, { message: error.message }));
  }
  const built = buildAst(parsed.cst);
  pushAll(diagnostics, built.diagnostics);
  return { ast: built.ast, diagnostics: sortDiagnostics(diagnostics), tokens: lexed.tokens, comments: lexed.comments };
}

function errorSpan(token: IToken, text: string): Span {
  if (Number.isFinite(token.startOffset) && token.startLine !== undefined && Number.isFinite(token.startLine)) return tokenSpan(token);
  // The end of the file.
  const lines = text.split(/\r\n|\r|\n/);
  const line = lines.length;
  const column = (lines[line - 1]?.length ?? 0) + 1;
  return { start: { line, column, offset: text.length }, end: { line, column: column + 1, offset: text.length + 1 } };
}
