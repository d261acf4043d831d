import { EDITIONS, Rational } from '../engine';
import type { AfterClause, Position, RegulationFile, Article, Span, TiebreakItem, WordNode } from './ast';
import { ALL_TOKENS, KEYWORD_TEXT, PhrasePart, Whitespace } from './tokens';
import { Lexer, type TokenType } from 'chevrotain';

/*
 * The regulation text a door writes for a handbook list (pipeline's criteriaRegulationText):
 *
 *   regulation "--criteria"
 *   rules fide-2026
 *   tie-breaks
 *     1. BH/C1
 *     2. SB
 *     then lots seeded by "2026"
 *
 * read line by line into the syntax tree the parser builds for it. Building chevrotain's lexer
 * and parser (and recording the grammar) is most of what a short run spends on the language
 * (docs/performance.md "Start-up"); a list needs neither. Any other text, and any line this reader cannot be sure the
 * lexer and parser read as it does, gives undefined and goes through the parser. A property test
 * (test/property/dsl/list-text.property.test.ts) holds the two trees equal for every text read here.
 */

/** The syntax tree of a handbook list's text, or undefined when the parser must read it. */
export function listTextAst(text: string): RegulationFile | undefined {
  if (!text.endsWith('\n') || text.includes('\r')) return undefined;
  const lines = text.slice(0, -1).split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const at: At = (line, column) => ({ line: line + 1, column: column + 1, offset: starts[line]! + column });
  const span = (line: number, from: number, to: number): Span => ({ start: at(line, from), end: at(line, to) });

  const regulation = /^regulation ("([^"]*)")$/.exec(lines[0] ?? '');
  const rules = /^rules (\S+)( team)?$/.exec(lines[1] ?? '');
  if (!regulation || !rules || !(EDITIONS as readonly string[]).includes(rules[1]!)) return undefined;
  const articles: Article[] = [
    {
      kind: 'regulation-article',
      name: { kind: 'string', value: regulation[2]!, span: span(0, 11, lines[0]!.length) },
      span: span(0, 0, lines[0]!.length),
    },
    {
      kind: 'rules-article',
      edition: { kind: 'word', text: rules[1]!, span: span(1, 6, 6 + rules[1]!.length) },
      ...(rules[2] ? { team: span(1, lines[1]!.length - 4, lines[1]!.length) } : {}),
      span: span(1, 0, lines[1]!.length),
    },
  ];
  if (lines.length > 2) {
    const list = tiebreaks(lines, at);
    if (!list) return undefined;
    articles.push(list);
  }
  return { kind: 'file', articles, span: { start: at(0, 0), end: articles[articles.length - 1]!.span.end } };
}

/** The position of a 0-based line and column. */
type At = (line: number, column: number) => Position;

/** `tie-breaks`, its numbered items, and a last `then lots seeded by "…"`; from the third line to the end. */
function tiebreaks(lines: readonly string[], at: At): Article | undefined {
  if (lines[2] !== 'tie-breaks' || lines.length < 4) return undefined;
  const span = (line: number, from: number, to: number): Span => ({ start: at(line, from), end: at(line, to) });
  const items: TiebreakItem[] = [];
  let after: AfterClause | undefined;
  for (let line = 3; line < lines.length; line++) {
    const text = lines[line]!;
    const lots = /^ {2}then lots seeded by ("[^"]*")$/.exec(text);
    if (lots && line === lines.length - 1) {
      const seed = { kind: 'string' as const, value: lots[1]!.slice(1, -1), span: span(line, text.length - lots[1]!.length, text.length) };
      after = { kind: 'after', rule: 'lots', seed, span: span(line, 2, text.length) };
      continue;
    }
    const item = /^ {2}(\d+)\. (?=\S)/.exec(text);
    const words = item && phraseWords(text, item[0].length, (from, to) => span(line, from, to));
    if (!item || !words) return undefined;
    const number = { kind: 'number' as const, value: Rational.parse(item[1]!)!, text: item[1]!, span: span(line, 2, 2 + item[1]!.length) };
    const phraseSpan = { start: words[0]!.span.start, end: words[words.length - 1]!.span.end };
    items.push({
      kind: 'tiebreak-item',
      number,
      entry: { kind: 'criterion', words, span: phraseSpan },
      span: { start: number.span.start, end: phraseSpan.end },
    });
  }
  // The article ends where its last token does (a line may end in spaces).
  const article = { start: at(2, 0), end: (after ?? items[items.length - 1])!.span.end };
  return { kind: 'tiebreaks-article', items, ...(after ? { after } : {}), span: article };
}

/**
 * The words of a criterion phrase from `from` to the end of the line, as the lexer cuts them:
 * the first token type of the lexer's order whose pattern matches (or a longer alternative of it),
 * whitespace between. Undefined unless every token is a phrase part (a criterion's word).
 */
function phraseWords(line: string, from: number, spanOf: (from: number, to: number) => Span): WordNode[] | undefined {
  const words: WordNode[] = [];
  let offset = from;
  while (offset < line.length) {
    const matched = tokenAt(line, offset);
    if (!matched) return undefined;
    const [type, image] = matched;
    if (type !== Whitespace) {
      if (!isPhrasePart(type)) return undefined;
      words.push({ kind: 'word', text: image, span: spanOf(offset, offset + image.length) });
    }
    offset += image.length;
  }
  return words.length > 0 ? words : undefined;
}

/** The token the lexer reads at `offset` (chevrotain: the first matching pattern, then a longer alternative). */
function tokenAt(text: string, offset: number): [TokenType, string] | undefined {
  for (const type of ALL_TOKENS) {
    const image = matchAt(type, text, offset);
    if (image === undefined) continue;
    for (const alternative of longerAlternatives(type)) {
      const longer = matchAt(alternative, text, offset);
      if (longer !== undefined && longer.length > image.length) return [alternative, longer];
    }
    return [type, image];
  }
  return undefined;
}

const STICKY = new Map<TokenType, RegExp | undefined>();

function matchAt(type: TokenType, text: string, offset: number): string | undefined {
  const keyword = KEYWORD_TEXT.get(type);
  if (keyword !== undefined) return keywordAt(keyword, text, offset);
  let pattern = STICKY.get(type);
  if (!STICKY.has(type)) {
    const source = type.PATTERN;
    // Lexer.NA marks a category, which the lexer never matches.
    pattern =
      source instanceof RegExp && source !== Lexer.NA ? new RegExp(source.source, `${source.flags.replace(/[gy]/g, '')}y`) : undefined;
    STICKY.set(type, pattern);
  }
  if (!pattern) return undefined;
  pattern.lastIndex = offset;
  const match = pattern.exec(text);
  return match && match[0].length > 0 ? match[0] : undefined;
}

/**
 * A keyword's pattern (its text, flag i) at `offset`, without compiling ~200 regular expressions on
 * a cold start. The keywords are ASCII, and case-insensitive matching without the u flag folds an
 * ASCII letter only to the other case of the same letter (ECMA-262 Canonicalize: no character at
 * or above U+0080 folds to one below it), so folding ASCII letters alone matches exactly what the regex does.
 */
export function keywordAt(keyword: string, text: string, offset: number): string | undefined {
  if (offset + keyword.length > text.length) return undefined;
  for (let i = 0; i < keyword.length; i++) {
    const code = text.charCodeAt(offset + i);
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lower !== keyword.charCodeAt(i)) return undefined;
  }
  return text.slice(offset, offset + keyword.length);
}

function longerAlternatives(type: TokenType): TokenType[] {
  const alternatives = type.LONGER_ALT;
  return alternatives === undefined ? [] : Array.isArray(alternatives) ? alternatives : [alternatives];
}

/** A token the criterion phrase accepts: PhrasePart among its categories, directly or through Word. */
function isPhrasePart(type: TokenType): boolean {
  return type === PhrasePart || (type.CATEGORIES ?? []).some(isPhrasePart);
}
