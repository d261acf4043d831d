import type { Rational } from '../arith';
import type { Formula, FormulaOperator } from '../model';

/*
 * Formulas as text, in the regulation language's own notation, for audit trails:
 * "AR * SP * NoP / 1000" and, with the values put in, "1831 * 0.7 * 16 / 1000".
 * Parentheses appear only where the precedence needs them.
 */

/** Binding strength, loosest first (the grammar: or < and < not < comparison < + - < * / < unary). */
export const PRECEDENCE = { or: 1, and: 2, not: 3, comparison: 4, additive: 5, multiplicative: 6, unary: 7, atom: 8 } as const;

export interface Rendered {
  text: string;
  precedence: number;
}

export function operatorPrecedence(operator: FormulaOperator): number {
  if (operator === 'or') return PRECEDENCE.or;
  if (operator === 'and') return PRECEDENCE.and;
  if (operator === '+' || operator === '-') return PRECEDENCE.additive;
  if (operator === '*' || operator === '/') return PRECEDENCE.multiplicative;
  return PRECEDENCE.comparison;
}

/** A value as text: its exact decimal when it has one ("0.7", "20.5072"), else the fraction ("1/3"). */
export function formatValue(value: Rational): string {
  return value.toDecimalString();
}

export function renderValue(value: Rational): Rendered {
  const text = formatValue(value);
  if (text.includes('/')) return { text, precedence: PRECEDENCE.multiplicative };
  return { text, precedence: value.sign() < 0 ? PRECEDENCE.unary : PRECEDENCE.atom };
}

/** `left op right` with the parentheses the grammar needs (left-associative: `a - (b - c)`, `a / (b * c)`). */
export function renderBinary(operator: FormulaOperator, left: Rendered, right: Rendered): Rendered {
  const precedence = operatorPrecedence(operator);
  const rightStrict = operator === '-' || operator === '/' || precedence === PRECEDENCE.comparison;
  const l = left.precedence < precedence ? `(${left.text})` : left.text;
  const r = right.precedence < precedence || (rightStrict && right.precedence === precedence) ? `(${right.text})` : right.text;
  return { text: `${l} ${operator} ${r}`, precedence };
}

export function renderPrefix(kind: 'negate' | 'not', operand: Rendered): Rendered {
  if (kind === 'negate') {
    const inner = operand.precedence < PRECEDENCE.unary || operand.text.startsWith('-') ? `(${operand.text})` : operand.text;
    return { text: `-${inner}`, precedence: PRECEDENCE.unary };
  }
  const inner = operand.precedence < PRECEDENCE.not ? `(${operand.text})` : operand.text;
  return { text: `not ${inner}`, precedence: PRECEDENCE.not };
}

export function renderCall(name: string, args: readonly Rendered[]): Rendered {
  return { text: `${name}(${args.map((a) => a.text).join(', ')})`, precedence: PRECEDENCE.atom };
}

/** The formula as written: `AR * SP * NoP / 1000`, `round(average post-rating of participants)`. */
export function formatFormula(formula: Formula, display: (name: string) => string = (n) => n): string {
  return renderFormula(formula, display).text;
}

function renderFormula(formula: Formula, display: (name: string) => string): Rendered {
  switch (formula.kind) {
    case 'number':
      return renderValue(formula.value);
    case 'name':
      return { text: display(formula.name), precedence: PRECEDENCE.atom };
    case 'column':
      return { text: `"${formula.header}"`, precedence: PRECEDENCE.atom };
    case 'negate':
    case 'not':
      return renderPrefix(formula.kind, renderFormula(formula.operand, display));
    case 'binary':
      return renderBinary(formula.operator, renderFormula(formula.left, display), renderFormula(formula.right, display));
    case 'call':
      return renderCall(
        formula.name,
        formula.args.map((a) => renderFormula(a, display)),
      );
    case 'aggregate': {
      const where = formula.where ? ` where ${renderFormula(formula.where, display).text}` : '';
      if (formula.aggregate === 'count') return { text: `count of ${formula.over}${where}`, precedence: PRECEDENCE.atom };
      const best = formula.best !== undefined ? `of best ${formula.best} ` : '';
      const operand = formula.value ? renderFormula(formula.value, display) : { text: '?', precedence: PRECEDENCE.atom };
      const value = operand.precedence < PRECEDENCE.atom ? `(${operand.text})` : operand.text;
      const over = formula.over === 'events' ? 'over events' : `of ${formula.over}`;
      return { text: `${formula.aggregate} ${best}${value} ${over}${where}`, precedence: PRECEDENCE.atom };
    }
  }
}
