import type { GrandPrixArticle, QualificationArticle, TeamArticle } from './ast';
import { diagnostic, type Diagnostic } from './diagnostics';
import { didYouMean } from './did-you-mean';
import { FormulaScope } from './formulas';
import { FUNCTIONS } from './names';
import type { ValidationContext } from './validate-support';
import { bandsInHeader, checkBands } from './validate-tables';

/** Formulas of an article in order: a `let` name is known from its line on. */
export function validateFormulas(article: GrandPrixArticle | TeamArticle | QualificationArticle, ctx: ValidationContext): void {
  const context = article.kind === 'grand-prix-article' ? 'grand-prix' : article.kind === 'team-article' ? 'team' : 'qualification';
  const scope = new FormulaScope(context, ctx.source, (d) => ctx.report(d));
  for (const statement of article.statements) {
    switch (statement.kind) {
      case 'let':
        scope.define(statement.name.text, statement.name.span, scope.number(statement.value));
        break;
      case 'points':
      case 'team-score':
        scope.number(statement.value);
        break;
      case 'bonus':
        scope.number(statement.amount);
        break;
      case 'team-award':
        if (statement.where) scope.condition(statement.where);
        break;
      case 'lookup-table': {
        const whole = scope.number(statement.source).integer;
        if (bandsInHeader(statement)) checkBands(statement.header, whole, ctx);
        else for (const row of statement.rows) checkBands(row.cells, whole, ctx);
        break;
      }
    }
  }
}

const FUNCTION_NAMES: readonly string[] = Object.freeze(Object.keys(FUNCTIONS));

/**
 * "rond(rating / 100)": a misspelt function is one mistake. The parser reads "rond" as a name and
 * stops at "(", and the name is unknown: the three diagnostics become one that names the function
 * it probably is; the parser's about the "(" and the rest of the line are dropped.
 */
export function mergeMisspeltFunction(diagnostics: readonly Diagnostic[], source: string): Diagnostic[] {
  const dropped = new Set<Diagnostic>();
  const merged = diagnostics.map((d) => {
    if (d.code !== 'dsl/undefined-name' || source[d.span.end.offset] !== '(') return d;
    const name = source.slice(d.span.start.offset, d.span.end.offset);
    for (const other of diagnostics)
      if (other !== d && other.span.start.line === d.span.start.line && other.span.start.offset >= d.span.end.offset) dropped.add(other);
    return diagnostic('unknown-function', d.span, { name, suggestion: didYouMean(name, FUNCTION_NAMES), functions: FUNCTION_NAMES });
  });
  return merged.filter((d) => !dropped.has(d));
}
