// The regulation language: text → AST → diagnostics → the engine's Regulation.
export type * from './ast';
export { formatDiagnostic, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics';
export { MESSAGES, type MessageCode, type Severity } from './messages';
export { parseRegulation, type ParsedRegulation } from './parse';
export { cstTypings, serializedGrammar } from './parser';
export { lexRegulation } from './tokens';
