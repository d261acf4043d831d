import {
  AMBIGUOUS_NAMES,
  CRITERIA,
  definedUnder,
  type Edition,
  findAmbiguousName,
  findCriterion,
  findRegulationName,
  findRulesName,
  findUndefinedName,
  isMatchCriterion,
  isTeamCriterion,
  meaningUnder,
  parseCriterionSpecifier,
  REFERENCE_SCORE_CRITERIA,
  REGULATION_NAMES,
  RULES_NAMES,
  UNDEFINED_NAMES,
  type AmbiguousName,
  type CriterionDefinition,
  type CriterionSpec,
  type RegulationName,
  type RulesName,
  type UndefinedName,
} from '../engine';
import { didYouMean, editDistance } from './did-you-mean';

/*
 * The names a criterion phrase may be: the registry's codes, aliases and long names, the
 * regulations' own names (engine/tiebreaks/regulation-names.ts), the names whose meaning
 * depends on the rules the file declares (rules-names.ts), the names that mean several
 * criteria and those no source defines — and what a misspelt name may be corrected to.
 */

/** What a name is, under the rules the file declares. */
export type Named =
  | { kind: 'criterion'; definition: CriterionDefinition; spec: CriterionSpec; own?: RegulationName }
  | { kind: 'ambiguous'; name: AmbiguousName }
  | { kind: 'needs-rules'; name: RulesName }
  | { kind: 'undefined'; name: UndefinedName };

/**
 * A name of the registry ("buchholz"), a regulation's own name with the modifiers it implies
 * ("buchholz mediano" is BH/M1), a name the declared rules read their own way ("solkoff" under
 * `rules us-chess`), or one that means several criteria, or none.
 */
export function lookupName(text: string, rules: Edition | undefined): Named | undefined {
  const ruled = findRulesName(text);
  if (ruled) {
    const meaning = meaningUnder(ruled, rules);
    const read = meaning?.means === undefined ? undefined : meaningOf(meaning.means);
    if (read) return { kind: 'criterion', definition: read.definition, spec: { ...read.spec, text } };
    if (ruled.otherwise === 'ask') return { kind: 'needs-rules', name: ruled };
  }
  const definition = findCriterion(text);
  if (definition) return { kind: 'criterion', definition, spec: { code: definition.code, text } };
  const own = findRegulationName(text);
  // The table is checked by its test: every entry is a valid specifier.
  const meaning = own && ownNameMeaning(own);
  if (meaning) return { kind: 'criterion', definition: meaning.definition, spec: { ...meaning.spec, text }, own };
  const ambiguous = findAmbiguousName(text);
  if (ambiguous) return { kind: 'ambiguous', name: ambiguous };
  const none = findUndefinedName(text);
  return none ? { kind: 'undefined', name: none } : undefined;
}

/** A specifier of the tables ("BH/M1") read as the criterion and modifiers it stands for. */
function meaningOf(specifier: string): { spec: CriterionSpec; definition: CriterionDefinition } | undefined {
  const parsed = parseCriterionSpecifier(specifier);
  const definition = parsed.ok ? findCriterion(parsed.spec.code) : undefined;
  return parsed.ok && definition ? { spec: parsed.spec, definition } : undefined;
}

/** A regulation's own name read as the specifier it stands for ("buchholz mediano" is BH/M1). */
export function ownNameMeaning(name: RegulationName): { spec: CriterionSpec; definition: CriterionDefinition } | undefined {
  return meaningOf(name.means);
}

/**
 * Every code, alias and long name of the registry, the regulations' own names and the names
 * the rules read their own way, as they are spelt (built once: all are fixed).
 */
export function registryNames(): readonly string[] {
  REGISTRY_NAMES ??= Object.freeze([
    ...CRITERIA.flatMap((d) => [d.code, ...d.aliases, ...d.names]),
    ...REGULATION_NAMES.map((n) => n.name),
    ...AMBIGUOUS_NAMES.map((n) => n.name),
    ...RULES_NAMES.map((n) => n.name),
    ...UNDEFINED_NAMES.map((n) => n.name),
  ]);
  return REGISTRY_NAMES;
}
let REGISTRY_NAMES: readonly string[] | undefined;

/** The number of words in the longest name ("average rating of opponents cut 1" is a name and modifiers). */
export function longestNameWords(): number {
  LONGEST_NAME_WORDS ??= registryNames().reduce((most, name) => Math.max(most, wordsOf(name).length), 1);
  return LONGEST_NAME_WORDS;
}
let LONGEST_NAME_WORDS: number | undefined;

/**
 * Where a criterion is named, for did-you-mean: a suggestion is only ever a name that is valid
 * there ("olympiad sonneborn-berger" once suggested "us sonneborn-berger", itself an error in a
 * team event). Mirrors the checks of validate-lists.ts: the edition defines it; a match list
 * names match criteria only; an individual event no team or match criterion; a team event team
 * criteria, reference-score criteria (not a plain SB, which means two things there), match
 * criteria and its scores. A name that means several criteria is never suggested.
 */
export interface NameContext {
  teamEvent: boolean;
  edition: Edition | undefined;
  matchList: boolean;
}

export function usableIn(definition: CriterionDefinition, context: NameContext): boolean {
  if (context.edition && !definedUnder(definition, context.edition)) return false;
  if (context.matchList) return isMatchCriterion(definition);
  if (isMatchCriterion(definition)) return context.teamEvent;
  if (!context.teamEvent) return !isTeamCriterion(definition);
  if (definition.code === findCriterion('SB')!.code) return false;
  return isTeamCriterion(definition) || REFERENCE_SCORE_CRITERIA.has(definition.code) || definition.family === 'score';
}

/** The names valid in a context (a frozen list per context, so that did-you-mean indexes it once). */
export function namesFor(context: NameContext | undefined): readonly string[] {
  if (!context) return registryNames();
  const key = `${context.teamEvent}/${context.edition ?? ''}/${context.matchList}`;
  let names = NAMES_BY_CONTEXT.get(key);
  if (!names) {
    const usable = CRITERIA.filter((d) => usableIn(d, context));
    const valid = (name: string) => {
      const named = lookupName(name, context.edition);
      return named?.kind === 'criterion' && usable.includes(named.definition);
    };
    names = Object.freeze([
      ...usable.flatMap((d) => [d.code, ...d.aliases, ...d.names]).filter((name) => !findRulesName(name) || valid(name)),
      ...REGULATION_NAMES.map((n) => n.name).filter(valid),
      ...RULES_NAMES.map((n) => n.name).filter((name) => !findCriterion(name) && valid(name)),
    ]);
    NAMES_BY_CONTEXT.set(key, names);
  }
  return names;
}
const NAMES_BY_CONTEXT = new Map<string, readonly string[]>();

/** A name's words, a hyphen separating them as a space does ("sonneborn-berger-wertung" is three). */
function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s\-–−]+/)
    .filter((w) => w.length > 0);
}

/**
 * The name a misspelt one is, if it is a spelling fix of a whole name: the same words, each
 * within a third of its letters of the word written ("buchholtz" is "buchholz", "sonneborn
 * berger wertung" "sonneborn-berger-wertung"). A name that shares a word but drops, adds or
 * replaces one ("total buchholz" is not "fore buchholz", "verfeinerte sonneborn-berger-wertung"
 * not "sonneborn-berger-wertung") is another criterion: it is never offered.
 */
export function spellingFix(text: string, candidates: readonly string[]): string | undefined {
  const written = wordsOf(text);
  // The nearest of all names, offered only when it is valid here: "solkof" under FIDE rules is
  // "solkoff", whose meaning those rules do not give, and a farther name ("SOLK") would be a guess.
  const suggestion = didYouMean(text, sameLength(registryNames(), written.length));
  if (suggestion === undefined || !lowerSet(candidates).has(suggestion.toLowerCase())) return undefined;
  const words = wordsOf(suggestion);
  const close = words.every((word, i) => {
    const other = written[i]!;
    return word === other || editDistance(word, other, 64) <= Math.max(1, Math.floor(other.length / 3));
  });
  return words.length === written.length && close ? suggestion : undefined;
}

/** The candidates lower-cased, as a set (one per frozen list). */
function lowerSet(candidates: readonly string[]): ReadonlySet<string> {
  let set = LOWER.get(candidates);
  if (!set) {
    set = new Set(candidates.map((c) => c.toLowerCase()));
    LOWER.set(candidates, set);
  }
  return set;
}
const LOWER = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The candidates with `count` words (a frozen list per candidate list and count). */
function sameLength(candidates: readonly string[], count: number): readonly string[] {
  let byCount = BY_COUNT.get(candidates);
  if (!byCount) {
    byCount = new Map();
    BY_COUNT.set(candidates, byCount);
  }
  let names = byCount.get(count);
  if (!names) {
    names = Object.freeze(candidates.filter((c) => wordsOf(c).length === count));
    byCount.set(count, names);
  }
  return names;
}
const BY_COUNT = new WeakMap<readonly string[], Map<number, readonly string[]>>();
