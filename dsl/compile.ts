import type { Regulation } from '../engine';
import type { RegulationFile } from './ast';
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics';
import { withSuggestionBudget } from './did-you-mean';
import { listTextAst } from './list-text';
import { lowerRegulation } from './lower';
import { parseRegulation } from './parse';
import { validateRegulation } from './validate';
import { mergeSplitEdition } from './validate-file';
import { mergeMisspeltFunction } from './validate-formulas';

export interface CheckedRegulation {
  ast: RegulationFile;
  /** Every lexical, syntax and semantic diagnostic, in file order. */
  diagnostics: Diagnostic[];
}

export interface CompiledRegulation extends CheckedRegulation {
  /** Only when the file has no errors: the engine never sees a file with errors. */
  regulation?: Regulation;
}

/**
 * Parses and validates: all diagnostics of the file at once. The text a door writes for a
 * handbook list is read without building the parser (dsl/list-text.ts): the same tree.
 */
export function checkRegulation(text: string): CheckedRegulation {
  return withSuggestionBudget(SUGGESTION_SEARCHES, () => {
    const list = listTextAst(text);
    const parsed = list ? { ast: list, diagnostics: [] } : parseRegulation(text);
    const syntaxErrors = parsed.diagnostics.filter((d) => d.severity === 'error').map((d) => d.span);
    const all = [...parsed.diagnostics, ...validateRegulation(parsed.ast, text, syntaxErrors)];
    const diagnostics = sortDiagnostics(mergeMisspeltFunction(mergeSplitEdition(all, text), text));
    return { ast: parsed.ast, diagnostics };
  });
}

/** Did-you-mean lookups per file: every misspelling of a real regulation, and a bound for a megabyte of them. */
const SUGGESTION_SEARCHES = 500;

/** Text → Regulation, when the file has no errors (warnings do not stop it). */
export function compileRegulation(text: string): CompiledRegulation {
  const checked = checkRegulation(text);
  if (hasErrors(checked.diagnostics)) return checked;
  return { ...checked, regulation: lowerRegulation(checked.ast) };
}
