import type { IToken } from 'chevrotain';
import { EDITIONS, modifierDeclaration, type CriterionDefinition, type Edition } from '../engine';
import type { CriterionPhrase, GrandPrixArticle, RegulationFile, Span } from './ast';
import { modifiersOf, resolveListItem, type Resolution } from './criteria';
import { bonusReading, tiesReadingWords } from './grand-prix-ties';
import { BUILTIN_NAMES, FUNCTIONS } from './names';
import { parseRegulation } from './parse';
import { EDITION_HELP, STATEMENT_HELP, type HelpKey } from './statement-help';
import * as T from './tokens';

/*
 * The editor's hover: what the word under the pointer means, with the rule
 * it follows. A criterion says what the registry says of it and of each modifier written; an
 * edition after `rules` what the edition counts; a built-in name or function what it gives;
 * any other word the article or statement it belongs to (statement-help.ts). Pure: the task
 * pane shows the answer in a tooltip.
 */

export interface HoverInfo {
  /** The span the answer is about (0-based offsets, `to` exclusive). */
  from: number;
  to: number;
  title: string;
  /** Plain sentences, one paragraph per line. */
  text: string;
  /** The rule it follows: "FIDE C.07 art. 8.1". */
  source?: string;
}

export function hoverRegulation(text: string, offset: number): HoverInfo | undefined {
  const parsed = parseRegulation(text);
  const rules = parsed.ast.articles.find((s) => s.kind === 'rules-article');
  const teamEvent = rules?.team !== undefined;
  // Read under the file's rules, as `check` reads it: fide-2026 without a rules line.
  const stated = rules?.edition.text.toLowerCase();
  const edition = rules ? EDITIONS.find((e) => e === stated) : 'fide-2026';
  if (parsed.comments.some((c) => c.startOffset <= offset && offset < c.startOffset + c.image.length)) return undefined;
  const phrase = criterionPhraseAt(parsed.ast, offset);
  if (phrase) return criterionHover(phrase, resolveListItem(phrase, teamEvent, edition));
  const token = tokenAt(parsed.tokens, offset);
  if (!token) return undefined;
  const from = token.startOffset;
  const to = token.startOffset + token.image.length;
  const word = token.image.toLowerCase();
  if ((EDITIONS as readonly string[]).includes(word) && previousToken(parsed.tokens, token)?.tokenType === T.Rules)
    return { from, to, title: `rules ${word}`, text: EDITION_HELP[word as Edition] };
  const named = nameAt(parsed.ast, offset);
  if (named?.kind === 'call' && named.name in FUNCTIONS) {
    const fn = FUNCTIONS[named.name]!;
    return { from, to, title: fn.text, text: `${capitalise(fn.meaning)}.` };
  }
  const builtin = named?.kind === 'name' ? BUILTIN_NAMES.find((b) => b.name === named.name.toLowerCase()) : undefined;
  if (builtin)
    return { from, to, title: builtin.name, text: `${capitalise(builtin.description)} (in ${builtin.contexts.join(', ')} formulas).` };
  const statement = statementAt(parsed.ast, offset);
  if (!statement) return undefined;
  const help = STATEMENT_HELP[statement.key];
  // A grand prix says which reading of ties it takes (stated, or what the file leaves it).
  const reading =
    statement.node.kind === 'grand-prix-article' ? `\n${tiesReadingWords(statement.node as unknown as GrandPrixArticle, parsed.ast)}` : '';
  return {
    from: statement.span.start.offset,
    to: statement.span.end.offset,
    title: help.syntax.split('\n')[0]!,
    text: `${help.meaning}${reading}`,
    ...(help.source ? { source: help.source } : {}),
  };
}

function criterionHover(phrase: CriterionPhrase, resolution: Resolution): HoverInfo {
  const from = phrase.span.start.offset;
  const to = phrase.span.end.offset;
  const written = phrase.words.map((w) => w.text).join(' ');
  if (!resolution.ok) {
    const problem = resolution.diagnostics[0];
    return { from, to, title: written, text: problem?.message ?? 'Not a criterion the registry knows.' };
  }
  const { definition, spec } = resolution;
  // How the words were read, when another source reads them otherwise, before what the criterion is.
  const lines = [...(resolution.reading === undefined ? [] : [`“${written}” is ${resolution.reading}.`]), definition.description];
  for (const name of modifiersOf(spec)) lines.push(`${modifierDeclaration(name).letters}: ${modifierDeclaration(name).meaning}`);
  const facts = criterionFacts(definition);
  if (facts) lines.push(facts);
  return { from, to, title: `${written} — ${definition.title} (${definition.code})`, text: lines.join('\n'), source: definition.source };
}

function criterionFacts(definition: CriterionDefinition): string {
  const facts: string[] = [];
  if (definition.fideType) facts.push(`type ${definition.fideType} (C.07 4.3)`);
  if (definition.order === 'lower-first') facts.push('lower values rank first');
  if (definition.editions !== 'all') facts.push(`defined under ${definition.editions.join(', ')}`);
  if (definition.rounding) facts.push(`rounded ${definition.rounding}`);
  return facts.length === 0 ? '' : `${capitalise(facts.join('; '))}.`;
}

const contains = (span: Span, offset: number) => span.start.offset <= offset && offset < span.end.offset;

function criterionPhraseAt(ast: RegulationFile, offset: number): CriterionPhrase | undefined {
  let found: CriterionPhrase | undefined;
  visit(ast, (node) => {
    if (node.kind === 'criterion' && contains(node.span, offset)) found = node as unknown as CriterionPhrase;
  });
  return found;
}

/** The formula name or function call whose name is at the offset. */
function nameAt(ast: RegulationFile, offset: number): { kind: 'name' | 'call'; name: string } | undefined {
  let found: { kind: 'name' | 'call'; name: string } | undefined;
  visit(ast, (node) => {
    if (
      (node.kind === 'name' || node.kind === 'call') &&
      contains(node.span, offset) &&
      offset < node.span.start.offset + String(node['name']).length
    )
      found = { kind: node.kind, name: String(node['name']) };
  });
  return found;
}

/** The innermost article or statement around the offset that the help table explains. */
function statementAt(ast: RegulationFile, offset: number): { key: HelpKey; span: Span; node: Node } | undefined {
  let found: { key: HelpKey; span: Span; node: Node } | undefined;
  visit(ast, (node) => {
    if (!contains(node.span, offset)) return;
    const key = helpKeyOf(node);
    if (key) found = { key, span: node.span, node };
  });
  return found;
}

interface Node {
  kind: string;
  span: Span;
  [key: string]: unknown;
}

/** Every node with a kind and a span, parents before children. */
function visit(value: unknown, each: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, each);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as Partial<Node>;
  if (typeof node.kind === 'string' && node.span) each(node as Node);
  for (const key of Object.keys(node)) if (key !== 'span') visit((node as Record<string, unknown>)[key], each);
}

function helpKeyOf(node: Node): HelpKey | undefined {
  const variant =
    node.kind === 'after'
      ? `after:${String(node['rule'])}`
      : node.kind === 'lookup-table'
        ? `lookup-table:${String(node['table'])}`
        : node.kind === 'skip'
          ? `skip:${String(node['what'])}`
          : node.kind === 'sharing'
            ? `sharing:${String(node['rule'])}`
            : node.kind === 'bonus'
              ? `bonus:${bonusReading(node as unknown as { clear: boolean; final: boolean })}`
              : node.kind;
  return variant in STATEMENT_HELP ? (variant as HelpKey) : undefined;
}

function tokenAt(tokens: readonly IToken[], offset: number): IToken | undefined {
  return tokens.find((t) => t.startOffset <= offset && offset < t.startOffset + t.image.length && t.image !== '');
}

function previousToken(tokens: readonly IToken[], token: IToken): IToken | undefined {
  const index = tokens.indexOf(token);
  for (let i = index - 1; i >= 0; i--) if (tokens[i]!.image.trim() !== '') return tokens[i];
  return undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
