import type { GrandPrixSection, QualificationSection, TeamSection } from './ast';
import { FormulaScope } from './formulas';
import type { ValidationContext } from './validate';
import { bandsInHeader, checkBands } from './validate-tables';

/** Formulas of a section in order: a `let` name is known from its line on. */
export function validateFormulas(section: GrandPrixSection | TeamSection | QualificationSection, ctx: ValidationContext): void {
  const context = section.kind === 'grand-prix-section' ? 'grand-prix' : section.kind === 'team-section' ? 'team' : 'qualification';
  const scope = new FormulaScope(context, ctx.source, (d) => ctx.report(d));
  for (const statement of section.statements) {
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
