import { createTokenInstance, EOF, type IToken, type TokenType } from 'chevrotain';
import {
  definedUnder,
  findCriterion,
  isMatchCriterion,
  isTeamCriterion,
  MODIFIERS,
  parseCriterionSpecifier,
  REFERENCE_SCORE_CRITERIA,
  RULES_NAMES,
  findRulesName,
  meaningUnder,
  type CriterionDefinition,
  type Edition,
  type RegulationName,
} from '../engine';
import type { RegulationFile } from './ast';
import { modifiersOf, ownNameMeaning, usableIn } from './criteria';
import { theParser } from './parser';
import * as T from './tokens';

/*
 * What completion needs beyond the grammar: which criteria fit the list
 * being written — never one that would itself be an error there — the modifiers a code
 * can take after its "/", and keywords offered as the whole phrase the grammar makes of
 * them ("lots seeded by", "pairing-allocated bye").
 */

/** The list a criterion is being written in, and the rules that restrict it. */
export interface ListContext {
  list: 'players' | 'teams' | 'match';
  /** The edition the rules line states; undefined when the file states none. */
  edition?: Edition;
  system?: 'swiss' | 'round-robin';
}

/** The list around the cursor: the last article header before it, and the file's rules line. */
export function listContext(ast: RegulationFile, before: readonly IToken[]): ListContext {
  const rules = ast.articles.find((s) => s.kind === 'rules-article');
  const stated = rules?.kind === 'rules-article' ? rules : undefined;
  const edition = stated?.edition.text.toLowerCase() as Edition | undefined;
  const tournament = stated?.tournament?.value;
  const system = tournament === undefined ? undefined : tournament === 'swiss' ? 'swiss' : 'round-robin';
  const article = lastArticleHeader(before);
  const list = article === T.Match ? 'match' : stated?.team !== undefined && article !== T.Team ? 'teams' : 'players';
  return { list, ...(edition ? { edition } : {}), ...(system ? { system } : {}) };
}

function lastArticleHeader(before: readonly IToken[]): TokenType | undefined {
  return before[lastArticleStart(before)]?.tokenType;
}

/** Where the last article the tokens reach starts (0 when none does). */
function lastArticleStart(tokens: readonly IToken[]): number {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const startsLine = i === 0 || tokens[i - 1]!.tokenType === T.Newline;
    if (startsLine && T.startsArticle(tokens[i]!.tokenType, tokens[i + 1]?.tokenType, tokens[i + 2]?.tokenType)) return i;
  }
  return 0;
}

/** Whether the criterion may stand in the list without an error (what dsl/validate-lists.ts checks). */
export function suitsList(definition: CriterionDefinition, context: ListContext): boolean {
  // Written `manual from column "…"` (offered by the grammar); points rank first anyway (a warning in a list).
  if (definition.family === 'manual' || definition.family === 'score') return false;
  const event = { teamEvent: context.list === 'teams', edition: context.edition, matchList: context.list === 'match' };
  if (!usableIn(definition, event)) return false;
  // In a team event the players' criteria are offered on a reference score (`BH:MP`: referenceScoreCodes).
  if (context.list === 'teams' && !isTeamCriterion(definition) && !isMatchCriterion(definition)) return false;
  if (context.system === 'round-robin' && context.edition && definition.notInRoundRobin?.includes(context.edition)) return false;
  if (context.system === 'swiss' && definition.roundRobinOnly) return false;
  return true;
}

/** Whether a regulation's own name for a criterion (engine/tiebreaks/regulation-names.ts) may stand in the list. */
export function ownNameSuits(name: RegulationName, context: ListContext): boolean {
  const meaning = ownNameMeaning(name);
  if (!meaning) return false;
  const { spec, definition } = meaning;
  if (spec.reference === undefined) return suitsList(definition, context);
  return (
    context.list === 'teams' &&
    REFERENCE_SCORE_CRITERIA.has(definition.code) &&
    (!context.edition || definedUnder(definition, context.edition))
  );
}

/**
 * The names the file's rules read their own way ("solkoff" under `rules us-chess`,
 * rules-names.ts), where their criterion fits the list; under other rules they are errors and
 * are not offered. No rules line reads as fide-2026, as the language does.
 */
export function rulesNameOptions(context: ListContext): { label: string; detail: string; info: string }[] {
  const edition = context.edition ?? 'fide-2026';
  return RULES_NAMES.flatMap((name) => {
    const meaning = meaningUnder(name, edition);
    const parsed = meaning?.means === undefined ? undefined : parseCriterionSpecifier(meaning.means);
    const definition = parsed?.ok ? findCriterion(parsed.spec.code) : undefined;
    if (!meaning || !definition || !suitsList(definition, context)) return [];
    return [{ label: name.name, detail: `${meaning.title} (${meaning.means}) under rules ${edition}`, info: definition.description }];
  });
}

/** Whether a registry name means its own criterion under the file's rules ("sonneborn-berger" does not under `rules us-chess`). */
export function meansItsCriterion(label: string, context: ListContext): boolean {
  const name = findRulesName(label);
  return !name || meaningUnder(name, context.edition ?? 'fide-2026') === undefined;
}

/** In a team event, the criteria of arts. 6–9 on a reference score: `BH:MP`, `SB:GP` (C.07 13). */
export function referenceScoreCodes(context: ListContext): string[] {
  if (context.list !== 'teams') return [];
  return [...REFERENCE_SCORE_CRITERIA]
    .filter((code) => {
      const definition = findCriterion(code);
      return definition !== undefined && (!context.edition || definedUnder(definition, context.edition));
    })
    .flatMap((code) => [`${code}:MP`, `${code}:GP`]);
}

/**
 * After a code and a "/" ("BH/", "BH/C1/"), the code with each modifier it allows and does not
 * carry yet, written as the handbook does: BH/C1, BH/M1, BH/P … (engine/tiebreaks/modifiers.ts).
 */
export function compactModifierOptions(phrase: string): { label: string; detail: string; info: string }[] {
  if (/\s/.test(phrase) || !/[/:@]/.test(phrase)) return [];
  const head = phrase.slice(0, Math.max(phrase.lastIndexOf('/'), phrase.lastIndexOf(':'), phrase.lastIndexOf('@')));
  const base = parseCriterionSpecifier(head);
  if (!base.ok) return [];
  const definition = findCriterion(base.spec.code);
  if (!definition) return [];
  const carried = new Set(modifiersOf(base.spec));
  const options: { label: string; detail: string; info: string }[] = [];
  for (const modifier of MODIFIERS) {
    if (!definition.modifiers.includes(modifier.name) || carried.has(modifier.name) || modifier.lettersExample === undefined) continue;
    const label = `${head}${modifier.lettersExample}`;
    if (parseCriterionSpecifier(label).ok) options.push({ label, detail: modifier.letters, info: modifier.meaning });
  }
  return options;
}

/** How far a keyword is followed into the phrase it starts, and how many branches are followed. */
const MAX_PHRASE_WORDS = 6;
const MAX_BRANCHES = 4;

/**
 * Each keyword the grammar expects next, followed as far as the grammar allows only keywords:
 * "lots" becomes "lots seeded by", "forfeit" becomes "forfeit win", "forfeit loss" and
 * "forfeit cap opponent". A phrase stops where the grammar expects something else (a number,
 * a string, the end of the line); where it may stop but also go on, both are offered
 * ("lots" and "lots seeded by").
 */
export function keywordPhrases(before: readonly IToken[], expected: ReadonlySet<TokenType>): { words: string[]; first: TokenType }[] {
  const phrases: { words: string[]; first: TokenType }[] = [];
  for (const type of expected) {
    if (!T.KEYWORDS.includes(type)) continue;
    follow([...before, tokenOf(type)], [labelOf(type)], type, phrases);
  }
  return phrases;
}

function follow(tokens: IToken[], words: string[], first: TokenType, out: { words: string[]; first: TokenType }[]): void {
  const next = words.length < MAX_PHRASE_WORDS ? expectedAfter(tokens) : new Set<TokenType>();
  // After a line's first word the parser also expects a junk line (anything to the end of the line): not an end.
  if (next.has(T.AnyToken)) next.delete(T.Newline);
  const keywords = [...next].filter((t) => T.KEYWORDS.includes(t));
  const values = [...next].filter((t) => !T.KEYWORDS.includes(t) && !RECOVERY.has(t));
  const mayEnd = values.some((t) => ENDS.has(t));
  const others = values.filter((t) => !ENDS.has(t));
  // The phrase stops where it goes on with something other than a keyword, or branches too much.
  if (keywords.length === 0 || keywords.length > MAX_BRANCHES || (others.length > 0 && keywords.length > 1)) {
    out.push({ words, first });
    return;
  }
  // Where the statement may end here, the phrase is offered as it stands and with what may follow ("lots", "lots seeded by").
  if (mayEnd) out.push({ words, first });
  for (const type of keywords) follow([...tokens, tokenOf(type)], [...words, labelOf(type)], first, out);
}

/** What may end a statement: a phrase that may stop there is offered as it stands too. */
const ENDS: ReadonlySet<TokenType> = new Set([T.Newline, T.Comma, EOF]);
/** What the parser's error recovery adds to what it expects. */
const RECOVERY: ReadonlySet<TokenType> = new Set([T.AnyToken, T.JunkStart]);

/**
 * What the grammar expects after the tokens. Articles do not depend on each other, so the
 * grammar is asked from the start of the article the tokens end in: chevrotain's content
 * assist follows every path of the grammar over the tokens it is given, which over a whole
 * file of tables took minutes (a property test found a file that froze the editor 80 s).
 */
export function expectedAfter(tokens: readonly IToken[]): Set<TokenType> {
  return new Set(
    theParser()
      .computeContentAssist('regulationFile', tokens.slice(lastArticleStart(tokens)))
      .map((s) => s.nextTokenType),
  );
}

export function labelOf(type: TokenType): string {
  return (type.LABEL ?? type.name).replace(/^"|"$/g, '');
}

function tokenOf(type: TokenType): IToken {
  const image = labelOf(type);
  return createTokenInstance(type, image, NaN, NaN, NaN, NaN, NaN, NaN);
}
