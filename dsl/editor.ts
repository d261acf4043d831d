import type { IToken, TokenType } from 'chevrotain';
import {
  CRITERIA,
  EDITIONS,
  modifierDeclaration,
  type CriterionDefinition,
  pushAll,
  REGULATION_NAMES,
  type RegulationName,
} from '../engine';
import type { CriterionPhrase, RegulationFile, Article } from './ast';
import { checkRegulation } from './compile';
import { fixOf, type Diagnostic } from './diagnostics';
import { BUILTIN_NAMES, FUNCTIONS } from './names';
import { ownNameMeaning } from './criteria';
import { parseRegulation } from './parse';
import {
  compactModifierOptions,
  expectedAfter,
  keywordPhrases,
  listContext,
  meansItsCriterion,
  ownNameSuits,
  referenceScoreCodes,
  rulesNameOptions,
  suitsList,
} from './completion-context';
import * as T from './tokens';

/*
 * The editor service of the add-in's regulation editor: tokens for
 * highlighting, diagnostics with character offsets, and completion at a position. Pure
 * functions of the text, so the task pane (and any other editor) stays a thin door.
 * Offsets are 0-based character offsets into the text, `to` exclusive.
 */

export type HighlightKind = 'article' | 'keyword' | 'criterion' | 'number' | 'string' | 'comment' | 'operator' | 'name' | 'invalid';

export interface HighlightToken {
  from: number;
  to: number;
  kind: HighlightKind;
}

export interface EditorDiagnostic {
  from: number;
  to: number;
  severity: Diagnostic['severity'];
  code: Diagnostic['code'];
  message: string;
  /** What to do (the message catalogue's fix). */
  fix: string;
  /** 1-based, as the CLI prints them. */
  line: number;
  column: number;
}

export type CompletionKind = 'article' | 'keyword' | 'criterion' | 'modifier' | 'edition' | 'name' | 'function';

export interface CompletionOption {
  label: string;
  kind: CompletionKind;
  /** One line shown beside the label ("Buchholz — FIDE C.07 art. 8.1"). */
  detail?: string;
  /** A longer description shown on demand. */
  info?: string;
}

export interface CompletionResult {
  /** The text from `from` to the cursor is what the options replace. */
  from: number;
  to: number;
  options: CompletionOption[];
}

/** Every token of the file with its kind, in source order; criterion phrases are marked as criteria. */
export function highlightRegulation(text: string): HighlightToken[] {
  const parsed = parseRegulation(text);
  const criterionSpans = criterionPhraseSpans(parsed.ast);
  const lexed = T.lexer().tokenize(text);
  const tokens: HighlightToken[] = [];
  for (const token of [...lexed.tokens, ...(lexed.groups['comments'] ?? [])]) {
    if (token.image === '' || token.tokenType === T.Newline) continue;
    const from = token.startOffset;
    const to = from + token.image.length;
    const inCriterion = criterionSpans.some((s) => from >= s.from && to <= s.to);
    tokens.push({ from, to, kind: inCriterion && token.tokenType !== T.Comment ? 'criterion' : kindOf(token.tokenType) });
  }
  for (const error of lexed.errors) tokens.push({ from: error.offset, to: error.offset + error.length, kind: 'invalid' });
  return tokens.sort((a, b) => a.from - b.from);
}

/** Every diagnostic of the file (syntax and meaning), with offsets for underlining. */
export function diagnoseRegulation(text: string): EditorDiagnostic[] {
  return checkRegulation(text).diagnostics.map((d) => ({
    from: d.span.start.offset,
    to: Math.min(Math.max(d.span.end.offset, d.span.start.offset + 1), Math.max(text.length, d.span.start.offset + 1)),
    severity: d.severity,
    code: d.code,
    message: d.message,
    fix: fixOf(d),
    line: d.span.start.line,
    column: d.span.start.column,
  }));
}

/**
 * What may be written at `offset`: the keywords the grammar accepts there (Chevrotain's
 * content assist over the tokens before the word being typed), criterion names from the
 * engine's registry where a criterion is expected, editions after `rules`, built-in
 * names and functions in formulas. Filtered by the word (or criterion phrase) typed so far.
 */
export function completeRegulation(text: string, offset: number): CompletionResult {
  const cursor = Math.max(0, Math.min(offset, text.length));
  const wordStart = startOfWord(text, cursor);
  const before = T.lexRegulation(text.slice(0, wordStart)).tokens.filter((t) => t.image !== '');
  const expected = expectedAfter(before);
  const previous = before[before.length - 1];
  if (previous?.tokenType === T.Rules) return filtered(wordStart, cursor, text, EDITIONS.map(editionOption));
  if (expected.has(T.PhrasePart)) {
    const phraseStart = startOfCriterionPhrase(text, cursor, before);
    const phrase = text.slice(phraseStart, cursor);
    const context = listContext(parseRegulation(text).ast, before);
    const criteria = CRITERIA.filter((d) => suitsList(d, context));
    return filtered(phraseStart, cursor, text, [
      ...criteria.flatMap(criterionOptions).filter((option) => meansItsCriterion(option.label, context)),
      ...REGULATION_NAMES.filter((name) => ownNameSuits(name, context)).flatMap(ownNameOption),
      ...rulesNameOptions(context).map((option) => ({ ...option, kind: 'criterion' as const })),
      ...referenceScoreCodes(context).map((label) => ({ label, kind: 'criterion' as const, detail: 'on a reference score (C.07 13)' })),
      ...modifierOptions(phrase, criteria),
      ...compactModifierOptions(phrase).map((o) => ({ ...o, kind: 'modifier' as const })),
      ...phraseOptions(before, expected),
    ]);
  }
  const options: CompletionOption[] = phraseOptions(before, expected);
  for (const type of expected) {
    if (type === T.Name)
      pushAll(
        options,
        BUILTIN_NAMES.map((b) => ({ label: b.name, kind: 'name' as const, detail: b.description })),
      );
    else if (type === T.FunctionWord)
      pushAll(
        options,
        Object.entries(FUNCTIONS).map(([name, f]) => ({ label: name, kind: 'function' as const, detail: f.text, info: f.meaning })),
      );
  }
  return filtered(wordStart, cursor, text, dedupe(options));
}

/** The keywords expected next, each as the whole phrase it starts ("lots seeded by"). */
function phraseOptions(before: IToken[], expected: ReadonlySet<TokenType>): CompletionOption[] {
  return keywordPhrases(before, expected).map(({ words, first }) => ({
    label: words.join(' '),
    kind: T.ARTICLE_KEYWORDS.includes(first) ? ('article' as const) : ('keyword' as const),
  }));
}

function kindOf(type: TokenType): HighlightKind {
  if (type === T.Comment) return 'comment';
  if (T.ARTICLE_KEYWORDS.includes(type)) return 'article';
  if (T.KEYWORDS.includes(type)) return 'keyword';
  if (type === T.Specifier) return 'criterion';
  if (type === T.NumberLiteral || type === T.Range) return 'number';
  if (type === T.StringLiteral) return 'string';
  if (type === T.UnterminatedString) return 'invalid';
  if (type === T.Identifier) return 'name';
  return 'operator';
}

function criterionPhraseSpans(ast: RegulationFile): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  const add = (phrase: CriterionPhrase) => spans.push({ from: phrase.span.start.offset, to: phrase.span.end.offset });
  for (const article of ast.articles as Article[]) {
    if (article.kind === 'tiebreaks-article' || article.kind === 'match-tiebreaks-article') {
      for (const item of article.items) if (item.entry.kind === 'criterion') add(item.entry);
    } else if (article.kind === 'team-article') {
      for (const statement of article.statements) if (statement.kind === 'team-tiebreaks') statement.criteria.forEach(add);
    } else if (article.kind === 'play-off-article') {
      // `seeded by TPR`: the seeding criterion.
      for (const line of article.lines) for (const s of line.statements) if (s.kind === 'play-off-seeding' && s.criterion) add(s.criterion);
    }
  }
  return spans;
}

/** Characters a word (or a specifier such as BH/C1, KS/L+1, BH@2009) is made of. */
const WORD_CHAR = /[A-Za-z0-9_\u00c0-\u024f/@+'’-]/;

function startOfWord(text: string, cursor: number): number {
  let start = cursor;
  while (start > 0 && WORD_CHAR.test(text[start - 1]!)) start--;
  return start;
}

/**
 * A criterion may be several words ("number of wins"): the phrase starts after the item
 * number ("3.") or after the ":" / "," of a team's list, on the same line.
 */
function startOfCriterionPhrase(text: string, cursor: number, before: IToken[]): number {
  const lineStart = text.lastIndexOf('\n', cursor - 1) + 1;
  let start = lineStart;
  for (const token of before) {
    if (token.startOffset < lineStart) continue;
    if (token.tokenType === T.Dot || token.tokenType === T.Colon || token.tokenType === T.Comma) start = token.startOffset + 1;
    // `seeded by TPR`: the play-off's seeding criterion starts after "by".
    if (token.tokenType === T.By) start = token.endOffset! + 1;
  }
  while (start < cursor && /\s/.test(text[start]!)) start++;
  return start;
}

/**
 * The options that match what is typed: those starting with it first, then those with it at
 * the start of a later word or part ("berger" finds "sonneborn-berger", "c1" finds "BH/C1").
 */
function filtered(from: number, to: number, text: string, options: CompletionOption[]): CompletionResult {
  const typed = text.slice(from, to).toLowerCase();
  const candidates = options.filter((o) => o.label.toLowerCase() !== typed);
  const starting = candidates.filter((o) => o.label.toLowerCase().startsWith(typed));
  const inside =
    typed.trim() === ''
      ? []
      : candidates.filter((o) => !o.label.toLowerCase().startsWith(typed) && startsAPart(o.label.toLowerCase(), typed));
  return { from, to, options: [...starting, ...inside] };
}

/** Whether `typed` starts a word or a part of the label after a space, hyphen, slash or colon. */
function startsAPart(label: string, typed: string): boolean {
  for (let i = label.indexOf(typed); i > 0; i = label.indexOf(typed, i + 1)) if (/[\s/:@-]/.test(label[i - 1]!)) return true;
  return false;
}

function dedupe(options: CompletionOption[]): CompletionOption[] {
  const seen = new Set<string>();
  return options.filter((o) => !seen.has(o.label) && seen.add(o.label));
}

function editionOption(edition: string): CompletionOption {
  return { label: edition, kind: 'edition' };
}

function criterionOptions(definition: CriterionDefinition): CompletionOption[] {
  const detail = `${definition.title} — ${definition.source}`;
  const info = definition.description;
  return [definition.code, ...definition.aliases, ...definition.names].map((label) => ({
    label,
    kind: 'criterion' as const,
    detail,
    info,
  }));
}

/** A regulation's own name ("buchholz-wertung", "median buchholz"): what it means, and where it is used. */
function ownNameOption(name: RegulationName): CompletionOption[] {
  const definition = ownNameMeaning(name)?.definition;
  if (!definition) return [];
  return [
    { label: name.name, kind: 'criterion', detail: `${definition.title} (${name.means}) — ${name.source}`, info: definition.description },
  ];
}

/** The long names modifier words may follow: the registry's, and the regulations' own names that set no modifier. */
const MODIFIABLE_NAMES: readonly { written: string; definition: CriterionDefinition }[] = [
  ...CRITERIA.flatMap((definition) => definition.names.map((written) => ({ written, definition }))),
  ...REGULATION_NAMES.flatMap((name) => {
    const definition = ownNameMeaning(name)?.definition;
    return definition && definition.code === name.means ? [{ written: name.name, definition }] : [];
  }),
];

/**
 * After a criterion's long name and a space ("buchholz "), the modifiers that criterion
 * allows, as the phrase would read with each (engine/tiebreaks/modifiers.ts: "buchholz cut 1").
 */
function modifierOptions(phrase: string, criteria: readonly CriterionDefinition[]): CompletionOption[] {
  const lower = phrase.toLowerCase();
  let name: string | undefined;
  let definition: CriterionDefinition | undefined;
  for (const candidate of MODIFIABLE_NAMES)
    if (
      criteria.includes(candidate.definition) &&
      lower.startsWith(`${candidate.written.toLowerCase()} `) &&
      candidate.written.length > (name?.length ?? -1)
    ) {
      name = phrase.slice(0, candidate.written.length);
      definition = candidate.definition;
    }
  if (!definition || name === undefined) return [];
  return definition.modifiers.flatMap((modifier) => {
    const declaration = modifierDeclaration(modifier);
    return declaration.example === undefined
      ? []
      : [{ label: `${name} ${declaration.example}`, kind: 'modifier' as const, detail: declaration.words, info: declaration.meaning }];
  });
}
