import type { CstElement, CstNode, IToken } from 'chevrotain';
import { Rational } from '../engine';
import type { CriterionPhrase, NumberNode, Span, StringNode, WordNode } from './ast';
import type * as C from './cst.generated';
import { diagnostic, spanOf, tokenSpan, type Diagnostic } from './diagnostics';

/*
 * Small helpers for turning CST pieces into AST leaves. After error recovery a CST can
 * lack tokens the grammar requires, or hold tokens the parser invented; both read as
 * "missing" here, and the statement that needed them is dropped (the parser has
 * already reported the error).
 */

export class AstContext {
  readonly diagnostics: Diagnostic[] = [];
  /** After a misspelt article header, its indented lines are not reported one by one. */
  underUnknownArticle = false;

  report(d: Diagnostic): void {
    this.diagnostics.push(d);
  }
}

export function isToken(element: CstElement): element is IToken {
  return 'image' in element;
}

/** The first real token of a child list, or undefined when it is missing or was invented by recovery. */
export function tok(tokens: IToken[] | undefined, index = 0): IToken | undefined {
  const token = tokens?.[index];
  if (token === undefined || token.isInsertedInRecovery === true || token.image === '') return undefined;
  return token;
}

export function nodeSpan(node: CstNode): Span | undefined {
  const { first, last } = extremeTokens(node);
  return first && last ? spanOf(tokenSpan(first), tokenSpan(last)) : undefined;
}

/**
 * The first and the last real token under a node, in one walk with an explicit stack: an
 * article of a million tokens neither copies them into arrays nor recurses once per level.
 */
function extremeTokens(node: CstNode): { first: IToken | undefined; last: IToken | undefined } {
  let first: IToken | undefined;
  let last: IToken | undefined;
  const stack: CstNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const list of Object.values(current.children)) {
      for (const element of list) {
        if (!isToken(element)) {
          stack.push(element);
          continue;
        }
        if (element.isInsertedInRecovery === true || element.image === '' || element.tokenType.name === 'Newline') continue;
        if (first === undefined || element.startOffset < first.startOffset) first = element;
        if (last === undefined || element.startOffset > last.startOffset) last = element;
      }
    }
  }
  return { first, last };
}

export function firstToken(node: CstNode): IToken | undefined {
  return extremeTokens(node).first;
}

export function lastToken(node: CstNode): IToken | undefined {
  return extremeTokens(node).last;
}

/** True when recovery re-synchronised inside this node: its content is incomplete. */
export function recovered(node: CstNode | undefined): boolean {
  return node === undefined || node.recoveredNode === true;
}

/** Child nodes of several rules in source order (a CST groups children by rule name). */
export function inOrder(...lists: (CstNode[] | undefined)[]): CstNode[] {
  return lists.flatMap((l) => l ?? []).sort((a, b) => (a.location?.startOffset ?? 0) - (b.location?.startOffset ?? 0));
}

export function stringNode(token: IToken | undefined): StringNode | undefined {
  if (!token) return undefined;
  return { kind: 'string', value: token.image.slice(1, -1), span: tokenSpan(token) };
}

export function wordNode(token: IToken | undefined): WordNode | undefined {
  if (!token) return undefined;
  return { kind: 'word', text: token.image, span: tokenSpan(token) };
}

export function numberNode(ctx: AstContext, token: IToken | undefined, text = token?.image, span?: Span): NumberNode | undefined {
  if (!token || text === undefined) return undefined;
  const at = span ?? tokenSpan(token);
  const value = Rational.parse(text);
  if (value === undefined) {
    ctx.report(diagnostic('bad-number', at, { text, expected: 'a number' }));
    return undefined;
  }
  return { kind: 'number', value, text, span: at };
}

export function defined<T>(values: (T | undefined)[]): T[] | undefined {
  return values.every((v) => v !== undefined) ? (values as T[]) : undefined;
}

/** A criterion as written (a tie-break item, a team's list, a play-off's seeding): its words, resolved later. */
export function criterionPhrase(node: C.CriterionPhraseCstNode): CriterionPhrase | undefined {
  const words = defined((node.children.PhrasePart ?? []).map((t) => wordNode(tok([t]))));
  const span = nodeSpan(node);
  return words && words.length > 0 && span && !recovered(node) ? { kind: 'criterion', words, span } : undefined;
}
