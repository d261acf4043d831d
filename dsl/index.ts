// The regulation language: text → AST → diagnostics → the engine's Regulation.
export type * from './ast';
export { diagnosticRecord, formatDiagnostic, hasErrors, sortDiagnostics, type Diagnostic, type DiagnosticRecord } from './diagnostics';
export { MESSAGES, type MessageCode, type Severity } from './messages';
export { parseRegulation, type ParsedRegulation } from './parse';
export { cstTypings, serializedGrammar } from './parser';
export { lexRegulation } from './tokens';
export { checkRegulation, compileRegulation, type CheckedRegulation, type CompiledRegulation } from './compile';
export { lowerRegulation } from './lower';
export { formatRegulation, type FormatOutcome } from './format';
export { criteriaMarkdown, diagnosticsMarkdown, syntaxDiagramsHtml } from './reference';
export { validateRegulation } from './validate';
export { resolveCriterion, registryNames } from './criteria';
export { BUILTIN_NAMES, FUNCTIONS } from './names';
export {
  completeRegulation,
  diagnoseRegulation,
  highlightRegulation,
  type CompletionKind,
  type CompletionOption,
  type CompletionResult,
  type EditorDiagnostic,
  type HighlightKind,
  type HighlightToken,
} from './editor';
