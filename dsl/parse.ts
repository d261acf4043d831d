import type { IToken } from 'chevrotain';
import type { RegulationFile, Span } from './ast';
import { diagnostic, sortDiagnostics, tokenSpan, type Diagnostic } from './diagnostics';
import { parseTokens } from './parser';
import { buildAst } from './to-ast';
import { lexRegulation, StringLiteral, UnterminatedString } from './tokens';

export interface ParsedRegulation {
  ast: RegulationFile;
  /** Lexical and syntax diagnostics (validation adds the semantic ones). */
  diagnostics: Diagnostic[];
  /** The parser's tokens (newlines normalised) and the comments, for the formatter and the editor. */
  tokens: IToken[];
  comments: IToken[];
}

/** Text → AST with every lexical and syntax error of the file (recovery keeps going). */
export function parseRegulation(text: string): ParsedRegulation {
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
  const seen = new Set<string>();
  for (const error of parsed.errors) {
    const span = errorSpan(error.token, text);
    const key = `${span.start.offset}:${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(diagnostic('unexpected-token', span, { message: error.message }));
  }
  const built = buildAst(parsed.cst);
  diagnostics.push(...built.diagnostics);
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
