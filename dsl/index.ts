// The regulation language: text → AST → diagnostics → the engine's Regulation.
// The public API of dsl/ (docs/architecture.md): the only way other folders and the tests reach it, and
// exactly what they import, each name re-exported from the file that defines it. A new export needs a line here.

export { parseRegulation } from './parse';
export { cstTypings } from './parser';
export type { Article, CriterionPhrase } from './ast';
export { formatDiagnostic, diagnosticRecord, fixOf, hasErrors, type Diagnostic, type DiagnosticRecord } from './diagnostics';
export { checkRegulation, compileRegulation, type CompiledRegulation } from './compile';
export { resolveCriterion } from './criteria';
export { formatRegulation } from './format';
export { highlightRegulation, diagnoseRegulation, completeRegulation, type HighlightKind, type EditorDiagnostic } from './editor';
export { hoverRegulation, type HoverInfo } from './hover';
export { q as quoted, type MessageCode, type MessageParams } from './messages';
export { syntaxDiagramsHtml, criteriaMarkdown, languageMessages, statementsMarkdown } from './reference';
export { namesMarkdown } from './reference-names';
