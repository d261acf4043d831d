import type { CstNode } from 'chevrotain';
import type { SectionScope, SectionsLine, StringNode } from './ast';
import type * as C from './cst.generated';
import { defined, nodeSpan, recovered, stringNode } from './to-ast-support';

/*
 * CST → AST for several sections in one event: the `sections` article's lines of names,
 * and the `for section "…"` scope of a tie-breaks or prizes header.
 */

/** "K-3", "K-5" — one line of the sections article. */
export function sectionsLine(node: CstNode): SectionsLine | undefined {
  const span = nodeSpan(node);
  const names = names_((node as C.SectionsLineCstNode).children.StringLiteral);
  return span && names && { kind: 'sections-line', names, span };
}

/** `for section "Open"` of a header; undefined when there is none or recovery left it incomplete. */
export function sectionScope(nodes: C.SectionScopeCstNode[] | undefined): SectionScope | undefined {
  const node = nodes?.[0];
  if (!node || recovered(node)) return undefined;
  const span = nodeSpan(node);
  const names = names_(node.children.StringLiteral);
  return span && names && { kind: 'section-scope', names, span };
}

function names_(tokens: C.SectionsLineCstNode['children']['StringLiteral'] | undefined): StringNode[] | undefined {
  const names = defined((tokens ?? []).map(stringNode));
  return names && names.length > 0 ? names : undefined;
}
