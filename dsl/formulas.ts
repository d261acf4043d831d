import type { Expression, Span } from './ast';
import { didYouMean } from './did-you-mean';
import { diagnostic, type Diagnostic } from './diagnostics';
import { BUILTIN_NAMES, DOMAINS, findBuiltin, FUNCTIONS, type FormulaContext } from './names';

/*
 * Static checks of formulas: names defined before use, functions with the right number
 * of arguments, conditions where conditions belong, and no division by something that
 * can be zero. Values are tracked as the set of signs they can take (negative, zero,
 * positive) and whether they are whole numbers, which is enough for `score / rounds`
 * (rounds ≥ 1) to pass and `score / games-played` to be flagged.
 */

export interface Facts {
  type: 'number' | 'condition';
  neg: boolean;
  zero: boolean;
  pos: boolean;
  integer: boolean;
}

const ANY: Facts = { type: 'number', neg: true, zero: true, pos: true, integer: false };
const CONDITION: Facts = { type: 'condition', neg: false, zero: true, pos: true, integer: true };

export class FormulaScope {
  private readonly lets = new Map<string, { facts: Facts; line: number; text: string }>();

  constructor(
    readonly context: FormulaContext,
    private readonly source: string,
    private readonly report: (d: Diagnostic) => void,
  ) {}

  /** Defines a `let` name; reports a redefinition. */
  define(name: string, span: Span, facts: Facts): void {
    const key = name.toLowerCase();
    const builtin = findBuiltin(key);
    if (builtin && builtin.contexts.includes(this.context)) {
      this.report(diagnostic('redefined-name', span, { name }));
      return;
    }
    const earlier = this.lets.get(key);
    if (earlier) {
      this.report(diagnostic('redefined-name', span, { name, line: earlier.line }));
      return;
    }
    this.lets.set(key, { facts, line: span.start.line, text: name });
  }

  /** Checks a formula used as a number; returns what is known of its value. */
  number(expression: Expression): Facts {
    const facts = this.analyze(expression);
    if (facts.type === 'condition') this.report(diagnostic('not-a-number', expression.span, { text: this.text(expression.span) }));
    return { ...facts, type: 'number' };
  }

  condition(expression: Expression): void {
    const facts = this.analyze(expression);
    if (facts.type !== 'condition') this.report(diagnostic('not-a-condition', expression.span, { text: this.text(expression.span) }));
  }

  private text(span: Span): string {
    return this.source.slice(span.start.offset, span.end.offset);
  }

  private analyze(e: Expression): Facts {
    switch (e.kind) {
      case 'number': {
        const sign = e.value.sign();
        return { type: 'number', neg: sign < 0, zero: sign === 0, pos: sign > 0, integer: e.value.isInteger() };
      }
      case 'column':
        return ANY;
      case 'name':
        return this.name(e.name, e.span);
      case 'paren':
        return this.analyze(e.inner);
      case 'negate': {
        const f = this.number(e.operand);
        return { ...f, neg: f.pos, pos: f.neg };
      }
      case 'not':
        this.condition(e.operand);
        return CONDITION;
      case 'binary':
        return this.binary(e.operator, e.left, e.right);
      case 'call':
        return this.call(e.name, e.args, e.span);
      case 'aggregate': {
        const allowed = DOMAINS[this.context];
        if (e.domain && !allowed.includes(e.domain)) {
          const where = `in a ${this.context} article`;
          this.report(diagnostic('bad-domain', e.span, { domain: e.domain, where, allowed: allowed.join(' or ') }));
        }
        if (e.best && !e.best.value.isInteger()) this.report(diagnostic('not-whole', e.best.span, { text: e.best.text, what: 'best N' }));
        if (e.where) this.condition(e.where);
        if (e.aggregate === 'count') return { type: 'number', neg: false, zero: e.where !== undefined, pos: true, integer: true };
        const operand = e.operand ? this.number(e.operand) : ANY;
        // A sum over nobody is 0; an average keeps the operand's signs.
        return e.aggregate === 'sum' ? { ...operand, zero: true } : { ...operand, integer: false };
      }
    }
  }

  private name(name: string, span: Span): Facts {
    const key = name.toLowerCase();
    const defined = this.lets.get(key);
    if (defined) return defined.facts;
    const builtin = findBuiltin(key);
    if (builtin && builtin.contexts.includes(this.context)) {
      const min = builtin.min;
      return { type: 'number', neg: min === 'any', zero: min !== 'positive', pos: true, integer: builtin.integer };
    }
    const known = [
      ...[...this.lets.values()].map((l) => l.text),
      ...BUILTIN_NAMES.filter((b) => b.contexts.includes(this.context)).map((b) => b.name),
    ];
    // "rounds-1" is one name; when its parts are known names or numbers, it was meant as a subtraction.
    const parts = name.split('-');
    const meantAsSubtraction =
      parts.length > 1 && parts.every((p) => /^\d+(\.\d+)?$/.test(p) || known.some((k) => k.toLowerCase() === p.toLowerCase()));
    if (meantAsSubtraction) {
      const hint = `for a subtraction, put spaces around "-" (${parts.join(' - ')})`;
      this.report(diagnostic('undefined-name', span, { name, hint }));
    } else this.report(diagnostic('undefined-name', span, { name, suggestion: didYouMean(name, known) }));
    return ANY;
  }

  private binary(operator: string, left: Expression, right: Expression): Facts {
    if (operator === 'and' || operator === 'or') {
      this.condition(left);
      this.condition(right);
      return CONDITION;
    }
    const a = this.number(left);
    const b = this.number(right);
    switch (operator) {
      case '+':
        return sum(a, b);
      case '-':
        return sum(a, { ...b, neg: b.pos, pos: b.neg });
      case '*':
        return product(a, b);
      case '/':
        if (b.zero) this.report(diagnostic('division-by-zero', right.span, { text: this.text(right.span) }));
        return { ...product(a, { ...b, zero: false }), integer: false };
      default:
        return CONDITION;
    }
  }

  private call(name: string, args: Expression[], span: Span): Facts {
    const fn = FUNCTIONS[name]!;
    if (args.length < fn.min || args.length > fn.max) {
      const expected =
        fn.min === fn.max
          ? `${fn.min} argument(s)`
          : fn.max === Infinity
            ? `at least ${fn.min} arguments`
            : `${fn.min} to ${fn.max} arguments`;
      this.report(diagnostic('wrong-arity', span, { name: fn.text, expected, found: args.length }));
      args.forEach((a) => this.number(a));
      return ANY;
    }
    const facts = args.map((a) => this.number(a));
    const x = facts[0]!;
    switch (name) {
      case 'round':
        if (args[1] && !(args[1].kind === 'number' && args[1].value.isInteger() && args[1].value.sign() >= 0))
          this.report(diagnostic('not-whole', args[1].span, { text: this.text(args[1].span), what: 'The number of decimals' }));
        return args[1] ? { ...x, zero: x.zero || !x.integer } : whole(x, !x.integer, !x.integer);
      case 'floor':
        return whole(x, !x.integer, false);
      case 'ceil':
        return whole(x, false, !x.integer);
      case 'abs':
        return { ...x, pos: x.pos || x.neg, neg: false };
      case 'min':
        return extreme(facts, 'min');
      case 'max':
        return extreme(facts, 'max');
      default:
        return extreme([extreme([x, facts[1]!], 'max'), facts[2]!], 'min');
    }
  }
}

function sum(a: Facts, b: Facts): Facts {
  return {
    type: 'number',
    neg: a.neg || b.neg,
    pos: a.pos || b.pos,
    zero: (a.zero && b.zero) || (a.neg && b.pos) || (a.pos && b.neg),
    integer: a.integer && b.integer,
  };
}

function product(a: Facts, b: Facts): Facts {
  return {
    type: 'number',
    neg: (a.pos && b.neg) || (a.neg && b.pos),
    pos: (a.pos && b.pos) || (a.neg && b.neg),
    zero: a.zero || b.zero,
    integer: a.integer && b.integer,
  };
}

/** Rounding to a whole number: a positive value may round down to 0, a negative one up to 0. */
function whole(x: Facts, positiveToZero: boolean, negativeToZero: boolean): Facts {
  return { ...x, integer: true, zero: x.zero || (positiveToZero && x.pos) || (negativeToZero && x.neg) };
}

function extreme(facts: Facts[], which: 'min' | 'max'): Facts {
  const strictlyPositive = (f: Facts) => f.pos && !f.zero && !f.neg;
  const strictlyNegative = (f: Facts) => f.neg && !f.zero && !f.pos;
  const integer = facts.every((f) => f.integer);
  if (which === 'max' && facts.some(strictlyPositive)) return { type: 'number', neg: false, zero: false, pos: true, integer };
  if (which === 'min' && facts.some(strictlyNegative)) return { type: 'number', neg: true, zero: false, pos: false, integer };
  return {
    type: 'number',
    neg: facts.some((f) => f.neg),
    zero: facts.some((f) => f.zero),
    pos: facts.some((f) => f.pos),
    integer,
  };
}
