import type { IToken } from 'chevrotain';
import type { AggregateExpression, BinaryOperatorText, Expression } from './ast';
import type {
  AdditiveCstNode,
  AggregateCstNode,
  AggregateOperandCstNode,
  AndExpressionCstNode,
  CallCstNode,
  ComparisonCstNode,
  DomainCstNode,
  ExpressionCstNode,
  MultiplicativeCstNode,
  NotExpressionCstNode,
  ParenthesizedCstNode,
  PrimaryCstNode,
  UnaryCstNode,
} from './cst.generated';
import { diagnostic, spanOf, tokenSpan } from './diagnostics';
import { Specifier } from './tokens';
import { defined, nodeSpan, numberNode, recovered, tok, type AstContext } from './to-ast-support';

/** Formulas: CST → Expression. Returns undefined when recovery left a piece missing. */
export function buildExpression(ctx: AstContext, node: ExpressionCstNode | undefined): Expression | undefined {
  if (recovered(node)) return undefined;
  const operands = (node!.children.operands ?? []).map((n) => buildAnd(ctx, n));
  return chain(
    operands,
    (node!.children.Or ?? []).map(() => 'or'),
  );
}

function buildAnd(ctx: AstContext, node: AndExpressionCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const operands = (node.children.operands ?? []).map((n) => buildNot(ctx, n));
  return chain(
    operands,
    (node.children.And ?? []).map(() => 'and'),
  );
}

function buildNot(ctx: AstContext, node: NotExpressionCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const not = tok(node.children.Not);
  if (not) {
    const operand = node.children.notExpression?.[0] && buildNot(ctx, node.children.notExpression[0]);
    return operand && { kind: 'not', operand, span: spanOf(tokenSpan(not), operand.span) };
  }
  return node.children.comparison?.[0] && buildComparison(ctx, node.children.comparison[0]);
}

function buildComparison(ctx: AstContext, node: ComparisonCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const operands = (node.children.operands ?? []).map((n) => buildChain(ctx, n));
  return chain(operands, (node.children.operator ?? []).map(operatorText));
}

function buildChain(ctx: AstContext, node: AdditiveCstNode | MultiplicativeCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const operands =
    node.name === 'additive'
      ? (node as AdditiveCstNode).children.operands.map((n) => buildChain(ctx, n))
      : (node as MultiplicativeCstNode).children.operands.map((n) => buildUnary(ctx, n));
  return chain(operands, (node.children.operators ?? []).map(operatorText));
}

function buildUnary(ctx: AstContext, node: UnaryCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const minus = tok(node.children.Minus);
  if (minus) {
    const operand = node.children.unary?.[0] && buildUnary(ctx, node.children.unary[0]);
    return operand && { kind: 'negate', operand, span: spanOf(tokenSpan(minus), operand.span) };
  }
  return node.children.primary?.[0] && buildPrimary(ctx, node.children.primary[0]);
}

function buildPrimary(ctx: AstContext, node: PrimaryCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const c = node.children;
  if (c.NumberLiteral) return numberNode(ctx, tok(c.NumberLiteral));
  if (c.StringLiteral) return column(tok(c.StringLiteral));
  if (c.Name) return name(ctx, tok(c.Name));
  if (c.parenthesized) return buildParenthesized(ctx, c.parenthesized[0]!);
  if (c.call) return buildCall(ctx, c.call[0]!);
  if (c.aggregate) return buildAggregate(ctx, c.aggregate[0]!);
  return undefined;
}

function buildParenthesized(ctx: AstContext, node: ParenthesizedCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const inner = buildExpression(ctx, node.children.expression?.[0]);
  const span = nodeSpan(node);
  return inner && span && { kind: 'paren', inner, span };
}

function buildCall(ctx: AstContext, node: CallCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const fn = tok(node.children.FunctionWord);
  const args = defined((node.children.args ?? []).map((a) => buildExpression(ctx, a)));
  const span = nodeSpan(node);
  return fn && args && span && { kind: 'call', name: fn.image.toLowerCase(), args, span };
}

function buildAggregate(ctx: AstContext, node: AggregateCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const c = node.children;
  const span = nodeSpan(node);
  if (!span) return undefined;
  const aggregate: AggregateExpression = {
    kind: 'aggregate',
    aggregate: c.Count ? 'count' : c.Sum ? 'sum' : 'average',
    span,
  };
  if (c.Best) {
    const best = numberNode(ctx, tok(c.NumberLiteral));
    if (!best) return undefined;
    aggregate.best = best;
  }
  if (c.aggregateOperand) {
    const operand = buildOperand(ctx, c.aggregateOperand[0]!);
    if (!operand) return undefined;
    aggregate.operand = operand;
  }
  if (c.domain) {
    const domain = domainOf(c.domain[0]!);
    if (!domain) return undefined;
    aggregate.domain = domain;
  }
  if (c.Where) {
    const where = buildExpression(ctx, c.where?.[0]);
    if (!where) return undefined;
    aggregate.where = where;
  }
  return aggregate;
}

function buildOperand(ctx: AstContext, node: AggregateOperandCstNode): Expression | undefined {
  if (recovered(node)) return undefined;
  const c = node.children;
  if (c.Name) return name(ctx, tok(c.Name));
  if (c.StringLiteral) return column(tok(c.StringLiteral));
  return c.parenthesized && buildParenthesized(ctx, c.parenthesized[0]!);
}

function domainOf(node: DomainCstNode): AggregateExpression['domain'] {
  const c = node.children;
  if (tok(c.Participants)) return 'participants';
  if (tok(c.Members)) return 'members';
  if (tok(c.Events)) return 'events';
  return undefined;
}

function name(ctx: AstContext, token: IToken | undefined): Expression | undefined {
  if (!token) return undefined;
  if (token.tokenType === Specifier) {
    ctx.report(diagnostic('operator-needs-spaces', tokenSpan(token), { text: token.image }));
    return undefined;
  }
  return { kind: 'name', name: token.image, span: tokenSpan(token) };
}

function column(token: IToken | undefined): Expression | undefined {
  return token && { kind: 'column', header: token.image.slice(1, -1), span: tokenSpan(token) };
}

function operatorText(token: IToken): BinaryOperatorText {
  switch (token.tokenType.name) {
    case 'Plus':
      return '+';
    case 'Minus':
      return '-';
    case 'Star':
      return '*';
    case 'Slash':
      return '/';
    case 'Less':
      return '<';
    case 'LessEqual':
      return '<=';
    case 'Greater':
      return '>';
    case 'GreaterEqual':
      return '>=';
    case 'NotEqual':
      return '<>';
    default:
      return '=';
  }
}

/** Left-associative chain of binary operations. */
function chain(operands: (Expression | undefined)[], operators: BinaryOperatorText[]): Expression | undefined {
  const all = defined(operands);
  if (!all || all.length === 0 || operators.length !== all.length - 1) return undefined;
  let result = all[0]!;
  for (let i = 0; i < operators.length; i++) {
    const right = all[i + 1]!;
    result = { kind: 'binary', operator: operators[i]!, left: result, right, span: spanOf(result.span, right.span) };
  }
  return result;
}
