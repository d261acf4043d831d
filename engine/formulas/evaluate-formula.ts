import { Rational, roundTo } from '../arith';
import type { AggregateDomain, EngineIssue, Formula, FormulaFunction, FormulaOperator } from '../model';
import { formatFormula, PRECEDENCE, renderBinary, renderCall, renderPrefix, renderValue, type Rendered } from './formula-text';
import { failure, type FormulaOutcome, type FormulaScope } from './scope';
import { pushAll } from '../collections';

/** What an aggregate ranged over: each item's value and whether it counted (best N). */
export interface AggregateTrace {
  aggregate: 'count' | 'sum' | 'average';
  over: AggregateDomain;
  items: { scope: FormulaScope; value: Rational; counted: boolean }[];
}

type Step = { ok: true; value: Rational; rendered: Rendered } | { ok: false; issues: EngineIssue[] };

/**
 * Evaluates a formula exactly (docs/language.md "Formulas"): numbers are
 * Rationals, conditions are 1 (true) or 0 (false), and `round` is the only rounding,
 * in the scope's mode. Every value that cannot be computed is an issue, never a guess.
 * `trace` collects the aggregates met, so callers can say which members counted.
 */
export function evaluateFormula(formula: Formula, scope: FormulaScope, trace?: AggregateTrace[]): FormulaOutcome {
  const step = evaluateStep(formula, scope, trace);
  return step.ok ? { ok: true, value: step.value, text: step.rendered.text } : step;
}

const TRUE = Rational.ONE;
const FALSE = Rational.ZERO;

function evaluateStep(formula: Formula, scope: FormulaScope, trace: AggregateTrace[] | undefined): Step {
  switch (formula.kind) {
    case 'number':
      return valueStep(formula.value);
    case 'name': {
      const outcome = scope.name(formula.name);
      if (!outcome) return failure({ code: 'engine/formula-unknown-name', severity: 'error', message: `Unknown name "${formula.name}"` });
      return outcome.ok ? valueStep(outcome.value) : outcome;
    }
    case 'column': {
      const outcome = scope.column(formula.header);
      return outcome.ok ? valueStep(outcome.value) : outcome;
    }
    case 'negate':
    case 'not': {
      const operand = evaluateStep(formula.operand, scope, trace);
      if (!operand.ok) return operand;
      const value = formula.kind === 'negate' ? operand.value.neg() : operand.value.isZero() ? TRUE : FALSE;
      return { ok: true, value, rendered: renderPrefix(formula.kind, operand.rendered) };
    }
    case 'binary': {
      const left = evaluateStep(formula.left, scope, trace);
      const right = evaluateStep(formula.right, scope, trace);
      if (!left.ok || !right.ok) return joinFailures([left, right]);
      const value = applyOperator(formula.operator, left.value, right.value);
      if (!value)
        return failure(
          divisionByZero(
            formatFormula(formula.right, (n) => scope.display(n)),
            right.rendered.text,
            scope,
          ),
        );
      return { ok: true, value, rendered: renderBinary(formula.operator, left.rendered, right.rendered) };
    }
    case 'call': {
      const args = formula.args.map((a) => evaluateStep(a, scope, trace));
      const values: Rational[] = [];
      for (const a of args) if (a.ok) values.push(a.value);
      if (values.length < args.length) return joinFailures(args);
      const value = applyFunction(formula.name, values, scope);
      if (!value.ok) return value;
      return {
        ok: true,
        value: value.value,
        rendered: renderCall(
          formula.name,
          args.map((a) => (a as { rendered: Rendered }).rendered),
        ),
      };
    }
    case 'aggregate':
      return evaluateAggregate(formula, scope, trace);
  }
}

function valueStep(value: Rational): Step {
  return { ok: true, value, rendered: renderValue(value) };
}

function joinFailures(steps: readonly Step[]): Step {
  return { ok: false, issues: steps.flatMap((s) => (s.ok ? [] : s.issues)) };
}

function divisionByZero(divisor: string, values: string, scope: FormulaScope): EngineIssue {
  const who = scope.label ? ` for ${scope.label}` : '';
  const shown = values === divisor || values === '0' ? '' : ` = ${values}`;
  return { code: 'engine/formula-division-by-zero', severity: 'error', message: `Division by zero: "${divisor}"${shown} = 0${who}` };
}

/** The result, or undefined for a division by zero. */
function applyOperator(operator: FormulaOperator, a: Rational, b: Rational): Rational | undefined {
  const truth = (c: boolean) => (c ? TRUE : FALSE);
  switch (operator) {
    case '+':
      return a.add(b);
    case '-':
      return a.sub(b);
    case '*':
      return a.mul(b);
    case '/':
      return b.isZero() ? undefined : a.div(b);
    case '<':
      return truth(a.lt(b));
    case '<=':
      return truth(a.le(b));
    case '>':
      return truth(a.gt(b));
    case '>=':
      return truth(a.ge(b));
    case '=':
      return truth(a.eq(b));
    case '<>':
      return truth(!a.eq(b));
    case 'and':
      return truth(!a.isZero() && !b.isZero());
    case 'or':
      return truth(!a.isZero() || !b.isZero());
  }
}

function applyFunction(name: FormulaFunction, args: Rational[], scope: FormulaScope): { ok: true; value: Rational } | Step {
  const [x, y, z] = args as [Rational, Rational | undefined, Rational | undefined];
  switch (name) {
    case 'round': {
      // round(x, d): d decimals (the language checks that d is whole; a computed d is checked here).
      if (y && (!y.isInteger() || y.sign() < 0))
        return failure({
          code: 'engine/formula-bad-argument',
          severity: 'error',
          message: `round(x, ${y.toString()}): decimals must be a whole number`,
        });
      return { ok: true, value: roundTo(x, y ? Number(y.num) : 0, scope.rounding) };
    }
    case 'floor':
      return { ok: true, value: Rational.of(x.floor()) };
    case 'ceil':
      return { ok: true, value: Rational.of(x.ceil()) };
    case 'abs':
      return { ok: true, value: x.abs() };
    case 'min':
      return { ok: true, value: args.reduce((a, b) => Rational.min(a, b)) };
    case 'max':
      return { ok: true, value: args.reduce((a, b) => Rational.max(a, b)) };
    case 'clamp':
      return { ok: true, value: Rational.min(Rational.max(x, y!), z!) };
  }
}

function evaluateAggregate(
  formula: Extract<Formula, { kind: 'aggregate' }>,
  scope: FormulaScope,
  trace: AggregateTrace[] | undefined,
): Step {
  const domain = scope.domain(formula.over);
  if (!Array.isArray(domain)) return domain;
  const issues: EngineIssue[] = [];
  let items = domain;
  if (formula.where) {
    const where = formula.where;
    items = domain.filter((item) => {
      const condition = evaluateStep(where, item, undefined);
      if (!condition.ok) pushAll(issues, condition.issues);
      return condition.ok && !condition.value.isZero();
    });
  }
  if (formula.aggregate === 'count') {
    if (issues.length > 0) return { ok: false, issues };
    trace?.push({ aggregate: 'count', over: formula.over, items: items.map((item) => ({ scope: item, value: TRUE, counted: true })) });
    return valueStep(Rational.of(items.length));
  }
  if (!formula.value)
    return failure({
      code: 'engine/formula-no-operand',
      severity: 'error',
      message: `${formula.aggregate} of what? The aggregate names no value`,
    });
  const valued: { scope: FormulaScope; value: Rational }[] = [];
  for (const item of items) {
    const value = evaluateStep(formula.value, item, undefined);
    if (value.ok) valued.push({ scope: item, value: value.value });
    else pushAll(issues, value.issues);
  }
  if (issues.length > 0) return { ok: false, issues };
  // Best N: the highest values; equal values keep the domain's order (best-placed first).
  const counted = countBest(
    valued.map((v) => v.value),
    formula.best,
  );
  trace?.push({ aggregate: formula.aggregate, over: formula.over, items: valued.map((v, i) => ({ ...v, counted: counted[i]! })) });
  const kept = valued.filter((_, i) => counted[i]);
  const sum = Rational.sum(kept.map((v) => v.value));
  if (formula.aggregate === 'sum') return valueStep(sum);
  if (kept.length === 0) {
    const where = scope.label ? ` for ${scope.label}` : '';
    return failure({ code: 'engine/formula-empty-average', severity: 'error', message: `Average over no ${formula.over}${where}` });
  }
  const average = sum.div(Rational.of(kept.length));
  const total = renderValue(sum);
  const numerator = total.precedence < PRECEDENCE.atom ? `(${total.text})` : total.text;
  return { ok: true, value: average, rendered: { text: `${numerator}/${kept.length}`, precedence: PRECEDENCE.multiplicative } };
}

/**
 * Which of the values count among the best N (all of them without N): the highest; among
 * equal values the earlier one (the best-placed player, the earlier event).
 */
export function countBest(values: readonly Rational[], best: number | undefined): boolean[] {
  const order = values.map((value, i) => ({ value, i })).sort((a, b) => b.value.cmp(a.value) || a.i - b.i);
  const chosen = new Set(order.slice(0, best ?? values.length).map((o) => o.i));
  return values.map((_, i) => chosen.has(i));
}
