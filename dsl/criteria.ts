import {
  AMBIGUOUS_NAMES,
  CRITERIA,
  definedUnder,
  type Edition,
  findAmbiguousName,
  findCriterion,
  findRegulationName,
  REGULATION_NAMES,
  type RegulationName,
  parseCriterionSpecifier,
  splitSpecifierParts,
  type CriterionDefinition,
  type CriterionSpec,
  type ModifierName,
  isMatchCriterion,
  isTeamCriterion,
  MODIFIERS,
  modifierDeclaration,
  REFERENCE_SCORE_CRITERIA,
} from '../engine';
import type { CriterionPhrase, Span, WordNode } from './ast';
import { didYouMean } from './did-you-mean';
import { diagnostic, type Diagnostic } from './diagnostics';

/*
 * Criterion phrases against the engine's registry, the single list of criteria
 * (architecture.md "One registry"): no criterion name is spelt out in this folder.
 *
 * Two forms, case-insensitive:
 *  - the handbook's acronyms with modifiers in one word: BH/C1, BH-C1, KS/L+1, ARO/C1/U1400,
 *    BH@2009, read by the engine's parseCriterionSpecifier;
 *  - long names followed by modifier words: "buchholz cut 1", "sonneborn-berger median 1",
 *    "koya limit +1", "direct encounter forfeits as played". The longest leading run of
 *    words the registry knows is the criterion; the rest are modifiers.
 *
 * Koya limit (digest §1.7): the reference server reads KS/L1 as 1 %, Sharly-Chess as one
 * half-point step. Both readings are accepted only when written out: L+1 / L-1 are steps,
 * L60% is a percentage; a bare L1 is an error that says so.
 */

export type Resolution = { ok: true; spec: CriterionSpec; definition: CriterionDefinition } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Every code, alias and long name of the registry, and the regulations' own names
 * (engine/tiebreaks/regulation-names.ts), as they are spelt (built once: both are fixed).
 */
export function registryNames(): readonly string[] {
  REGISTRY_NAMES ??= Object.freeze([
    ...CRITERIA.flatMap((d) => [d.code, ...d.aliases, ...d.names]),
    ...REGULATION_NAMES.map((n) => n.name),
    ...AMBIGUOUS_NAMES.map((n) => n.name),
  ]);
  return REGISTRY_NAMES;
}
let REGISTRY_NAMES: readonly string[] | undefined;

/**
 * Where a criterion is named, for did-you-mean: a suggestion is only ever a name that is valid
 * there (issue 19: "olympiad sonneborn-berger" once suggested "us sonneborn-berger", itself an
 * error in a team event). Mirrors the checks of validate-lists.ts: the edition defines it; a
 * match list names match criteria only; an individual event no team or match criterion; a team
 * event team criteria, reference-score criteria (not a plain SB, which means two things there),
 * match criteria and its scores. A name that means several criteria is never suggested.
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

/** A regulation's own name read as the specifier it stands for ("buchholz mediano" is BH/M1). */
export function ownNameMeaning(name: RegulationName): { spec: CriterionSpec; definition: CriterionDefinition } | undefined {
  const parsed = parseCriterionSpecifier(name.means);
  const definition = parsed.ok ? findCriterion(parsed.spec.code) : undefined;
  return parsed.ok && definition ? { spec: parsed.spec, definition } : undefined;
}

/**
 * The names a suggestion may offer, asked for only when a phrase is not understood: the list
 * reads every regulation name's meaning, which a clean file never needs (issue 17: start-up).
 */
type Candidates = () => readonly string[];

/** The names valid in a context (a frozen list per context, so that did-you-mean indexes it once). */
function namesFor(context: NameContext | undefined): readonly string[] {
  if (!context) return registryNames();
  const key = `${context.teamEvent}/${context.edition ?? ''}/${context.matchList}`;
  let names = NAMES_BY_CONTEXT.get(key);
  if (!names) {
    const usable = CRITERIA.filter((d) => usableIn(d, context));
    const own = REGULATION_NAMES.filter((n) => {
      const meaning = ownNameMeaning(n);
      return meaning !== undefined && usable.includes(meaning.definition);
    });
    names = Object.freeze([...usable.flatMap((d) => [d.code, ...d.aliases, ...d.names]), ...own.map((n) => n.name)]);
    NAMES_BY_CONTEXT.set(key, names);
  }
  return names;
}
const NAMES_BY_CONTEXT = new Map<string, readonly string[]>();

/** The number of words in the registry's longest name ("average rating of opponents cut 1" is a name and modifiers). */
function longestNameWords(): number {
  LONGEST_NAME_WORDS ??= registryNames().reduce((most, name) => Math.max(most, name.split(' ').length), 1);
  return LONGEST_NAME_WORDS;
}
let LONGEST_NAME_WORDS: number | undefined;

/** The phrase as one string: words joined by single spaces, signs glued to their number ("limit +1", "limit 60%"). */
export function phraseText(phrase: CriterionPhrase): string {
  // Words the source wrote without a space between them ("BH@2O26" lexes as two) stay together.
  const adjacent = phrase.words.map((w, i) => i > 0 && phrase.words[i - 1]!.span.end.offset === w.span.start.offset);
  return joinWords(
    phrase.words.map((w) => w.text),
    adjacent,
  );
}

export function joinWords(words: readonly string[], adjacent: readonly boolean[] = []): string {
  let text = '';
  words.forEach((word, i) => {
    const previous = words[i - 1];
    const glued = previous === '+' || previous === '-' || previous === '−' || previous === '–' || word === '%' || adjacent[i] === true;
    text += i === 0 || glued ? word : ` ${word}`;
  });
  return text;
}

export function resolveCriterion(phrase: CriterionPhrase, context?: NameContext): Resolution {
  const resolution = resolvePhrase(phrase, () => namesFor(context));
  // A manual tie-break reads a column, which only `manual from column "…"` names.
  if (resolution.ok && resolution.definition.family === 'manual' && resolution.spec.column === undefined)
    return fail(diagnostic('manual-needs-column', phrase.span, { text: phraseText(phrase) }));
  return resolution;
}

/**
 * A list item of a tie-break list, read in its event: in a team event the words "game points"
 * name the team's game points (GP, C.07 11.1) — the secondary score of an event ranked by match
 * points, as the Olympiad's regulations use it — not the individual points they name elsewhere.
 */
export function resolveListItem(phrase: CriterionPhrase, teamEvent: boolean): Resolution {
  const resolution = resolveCriterion(phrase);
  if (!teamEvent || !resolution.ok || resolution.definition.family !== 'score') return resolution;
  if (phraseText(phrase).toLowerCase() !== 'game points') return resolution;
  const gamePoints = findCriterion('GP')!;
  return { ok: true, definition: gamePoints, spec: { ...resolution.spec, code: gamePoints.code } };
}

/** Whether a list item is the score that ranks the event anyway: points; in a team event its ranking score (C.07 13.1). */
export function isRankingScore(definition: CriterionDefinition, teamScore: 'match-points' | 'game-points' | undefined): boolean {
  if (definition.family === 'score') return true;
  return teamScore === 'game-points' && definition.code === findCriterion('GP')!.code;
}

/** More words than any criterion with all its modifiers: such a phrase is not read word by word. */
const LONGEST_PHRASE = 32;

function resolvePhrase(written: CriterionPhrase, candidates: Candidates): Resolution {
  const phrase = splitGluedModifiers(written);
  const text = phraseText(phrase);
  if (phrase.words.length > LONGEST_PHRASE) return fail(diagnostic('unknown-criterion', phrase.span, { text, suggestion: undefined }));
  const whole = lookupName(text);
  if (whole?.kind === 'ambiguous') return fail(ambiguous(text, whole.name, phrase.span));
  if (whole) return { ok: true, spec: { ...whole.spec, text }, definition: whole.definition };
  const single = phrase.words.length === 1 ? phrase.words[0]! : undefined;
  if (single && /[/@:]/.test(single.text)) return resolveSpecifier(single, candidates);
  if (single && /-/.test(single.text) && isCode(single.text.split('-')[0]!)) return resolveSpecifier(single, candidates);
  const glued = single && gluedSpecifier(single);
  if (glued) return glued;
  return resolveLongName(phrase, text, candidates);
}

type Named =
  | { kind: 'criterion'; definition: CriterionDefinition; spec: CriterionSpec }
  | { kind: 'ambiguous'; name: NonNullable<ReturnType<typeof findAmbiguousName>> };

/**
 * A name of the registry ("buchholz"), or a regulation's own name with the modifiers it
 * implies ("buchholz mediano" is BH/M1, "weerstandspunten" BH), or one that means several.
 */
function lookupName(text: string): Named | undefined {
  const definition = findCriterion(text);
  if (definition) return { kind: 'criterion', definition, spec: { code: definition.code, text } };
  const own = findRegulationName(text);
  // The table is checked by its test: every entry is a valid specifier.
  const meaning = own && ownNameMeaning(own);
  if (meaning) return { kind: 'criterion', definition: meaning.definition, spec: { ...meaning.spec, text } };
  const name = findAmbiguousName(text);
  return name ? { kind: 'ambiguous', name } : undefined;
}

function ambiguous(text: string, name: Extract<Named, { kind: 'ambiguous' }>['name'], span: Span): Diagnostic {
  return diagnostic('ambiguous-criterion-name', span, {
    text,
    choices: name.choices.map((c) => `"${c.write}" for ${c.meaning}`),
    why: name.why,
  });
}

/**
 * "AROC1", "BHM1": the pairing programs' compact form, a code and its cut or median with
 * nothing between them, read as ARO/C1, BH/M1. A word that is itself a code stays that code.
 */
function gluedSpecifier(single: WordNode): Resolution | undefined {
  const word = single.text;
  const m = /^([A-Za-z]+?)([CM]\d+)$/.exec(word);
  if (!m || !isCode(m[1]!) || findCriterion(word)) return undefined;
  const parsed = parseCriterionSpecifier(`${m[1]}/${m[2]}`);
  if (!parsed.ok && parsed.reason === 'modifier-not-allowed') {
    const definition = findCriterion(m[1]!)!;
    const span = partSpan(single, m[1]!.length, m[2]!.length);
    return fail(diagnostic('modifier-not-allowed', span, { text: m[2]!, criterion: definition.code, allowed: allowedText(definition) }));
  }
  if (!parsed.ok) return undefined;
  return { ok: true, spec: { ...parsed.spec, text: word }, definition: findCriterion(parsed.spec.code)! };
}

/** "Cut-1", "median-2": a modifier word and its number joined by a hyphen are two words. */
function splitGluedModifiers(phrase: CriterionPhrase): CriterionPhrase {
  if (!phrase.words.some((w) => GLUED_MODIFIER.test(w.text))) return phrase;
  const words = phrase.words.flatMap((word): WordNode[] => {
    const m = GLUED_MODIFIER.exec(word.text);
    if (!m || !startsModifier(m[1]!)) return [word];
    const number = m[1]!.length + 1;
    return [
      { ...word, text: m[1]!, span: partSpan(word, 0, m[1]!.length) },
      { ...word, text: m[2]!, span: partSpan(word, number, m[2]!.length) },
    ];
  });
  return { ...phrase, words };
}
const GLUED_MODIFIER = /^([A-Za-z]+)-(\d+)$/;

function isCode(word: string): boolean {
  const definition = findCriterion(word);
  return definition !== undefined && [definition.code, ...definition.aliases].some((c) => c.toLowerCase() === word.toLowerCase());
}

function fail(diagnostics: Diagnostic | Diagnostic[]): Resolution {
  return { ok: false, diagnostics: Array.isArray(diagnostics) ? diagnostics : [diagnostics] };
}

/** A part of a word, as a span. */
function partSpan(word: WordNode, offset: number, length: number): Span {
  const start = { line: word.span.start.line, column: word.span.start.column + offset, offset: word.span.start.offset + offset };
  return { start, end: { line: start.line, column: start.column + Math.max(1, length), offset: start.offset + Math.max(1, length) } };
}

// ---------------------------------------------------------------- BH/C1, KS/L+1 …

function resolveSpecifier(word: WordNode, candidates: Candidates): Resolution {
  const text = word.text;
  // Koya limit: L+n / L-n are steps, Ln% a percentage; a bare Ln is ambiguous.
  const problems: Diagnostic[] = [];
  let rewritten = '';
  const offsets: number[] = []; // index in the rewritten text → index in the original
  for (const part of splitSpecifierParts(text)) {
    const bare = /^L(\d+(?:\.\d+)?)$/i.exec(part.text);
    if (bare && part.offset > 0) {
      problems.push(diagnostic('ambiguous-koya-limit', partSpan(word, part.offset, part.text.length), { text: part.text, n: bare[1]! }));
    }
    const percent = part.offset > 0 && /^L\d+(?:\.\d+)?%$/i.test(part.text);
    const end = part.offset + part.text.length + 1; // with the separator that follows
    for (let i = part.offset; i < Math.min(end, text.length); i++) {
      if (percent && text[i] === '%') continue;
      rewritten += text[i];
      offsets.push(i);
    }
  }
  offsets.push(text.length);
  if (problems.length > 0) return fail(problems);
  const outcome = parseCriterionSpecifier(rewritten);
  if (outcome.ok) return { ok: true, spec: { ...outcome.spec, text }, definition: findCriterion(outcome.spec.code)! };
  const start = offsets[outcome.offset] ?? 0;
  const end = offsets[Math.min(outcome.offset + outcome.length, offsets.length - 1)] ?? text.length;
  const span = partSpan(word, start, end - start);
  const partText = text.slice(start, end);
  const head = /^[A-Za-z]+/.exec(text)?.[0] ?? text;
  const definition = findCriterion(head);
  const criterion = definition ? definition.code : head;
  switch (outcome.reason) {
    case 'not-a-code':
    case 'unknown-criterion':
      return fail(diagnostic('unknown-criterion', span, { text: head, suggestion: didYouMean(head, candidates()) }));
    case 'reference-score':
      return fail(diagnostic('reference-score', span, { text: partText }));
    case 'unknown-version':
      return fail(diagnostic('unknown-version', span, { text: partText }));
    case 'modifier-not-allowed':
      return fail(diagnostic('modifier-not-allowed', span, { text: partText, criterion, allowed: allowedText(definition) }));
    case 'cut-and-median':
      return fail(diagnostic('cut-and-median', word.span, { text }));
    case 'progressive-and-median':
      return fail(diagnostic('progressive-and-median', word.span, { text }));
    case 'unknown-modifier':
      return fail(diagnostic('unknown-modifier', span, { text: partText, criterion, suggestion: letterSuggestion(text, start, end) }));
  }
}

/**
 * What a misread modifier of a compact specifier probably is ("BH/CI" is "BH/C1", "BH/M" "BH/M1",
 * "SB/CC1" "SB/C1"): the closest of the letters the criterion takes, with the number as written
 * (or 1). Offered only when the whole specifier then reads without an error.
 */
function letterSuggestion(text: string, start: number, end: number): string | undefined {
  const head = /^[A-Za-z]+/.exec(text)?.[0];
  const definition = head === undefined ? undefined : findCriterion(head);
  if (!definition) return undefined;
  const written = text.slice(start, end);
  const number = /\d+/.exec(written)?.[0] ?? '1';
  const letters = definition.modifiers.flatMap((name) => {
    const m = modifierDeclaration(name);
    if (name === 'edition' || name === 'reference' || name === 'limit' || name === 'unrated' || name === 'factor') return [];
    return [m.letters.replace('n', number)];
  });
  // The modifier's letter is what the writer meant: only a candidate with the same first letter ("X1" is not "C1").
  const letter = didYouMean(
    written,
    letters.filter((l) => l[0]!.toUpperCase() === written[0]?.toUpperCase()),
  );
  if (letter === undefined) return undefined;
  const candidate = `${text.slice(0, start)}${letter}${text.slice(end)}`;
  return parseCriterionSpecifier(candidate).ok ? candidate : undefined;
}

// ---------------------------------------------------------------- buchholz cut 1 …

/** Modifier words after a long name, and what they set: the long forms of the engine's modifier table. */
const LONG_MODIFIERS = MODIFIERS.flatMap((m) => m.readWords.map((form) => ({ modifier: m.name, words: form.pattern, apply: form.apply })));

function resolveLongName(phrase: CriterionPhrase, text: string, candidates: Candidates): Resolution {
  const words = phrase.words;
  let definition: CriterionDefinition | undefined;
  let used = 0;
  // A name has at most as many words as the registry's longest: a phrase of thousands of words is not tried at every length.
  let spec: CriterionSpec = { code: '', text };
  for (let n = Math.min(words.length - 1, longestNameWords()); n >= 1 && !definition; n--) {
    const named = lookupName(joinWords(words.slice(0, n).map((w) => w.text)));
    if (named?.kind === 'ambiguous') {
      const span = { start: words[0]!.span.start, end: words[n - 1]!.span.end };
      return fail(ambiguous(joinWords(words.slice(0, n).map((w) => w.text)), named.name, span));
    }
    if (named) {
      definition = named.definition;
      spec = { ...named.spec, text };
      used = n;
    }
  }
  if (!definition)
    return fail(diagnostic('unknown-criterion', phrase.span, { text, suggestion: suggestLongName(words, text, candidates()) }));
  const rest = words.slice(used);
  // "koya extended" is another criterion, not Koya with a modifier: only words that look like modifiers are read as such.
  const lead = rest[0]!.text;
  if (!startsModifier(lead) && didYouMean(lead, MODIFIER_WORDS) === undefined) {
    const known = joinWords(words.slice(0, used).map((w) => w.text));
    // Only a name valid where it stands is offered (a plain sonneborn-berger is not, in a team event).
    const valid = candidates().some((c) => c.toLowerCase() === known.toLowerCase());
    return fail(diagnostic('unknown-criterion', phrase.span, { text, suggestion: valid ? known : undefined }));
  }
  // Modifiers: groups of words separated where the next group starts.
  const problems: Diagnostic[] = [];
  let i = 0;
  while (i < rest.length) {
    let matched = false;
    // The longest group of modifier words: "progressive cuts from cut 1".
    for (let n = Math.min(5, rest.length - i); n >= 1 && !matched; n--) {
      const group = rest.slice(i, i + n);
      const groupText = group.map((w) => w.text.toLowerCase()).join(' ');
      for (const long of LONG_MODIFIERS) {
        const m = long.words.exec(groupText);
        if (!m) continue;
        const span = { start: group[0]!.span.start, end: group[group.length - 1]!.span.end };
        const original = joinWords(group.map((w) => w.text));
        if (long.modifier !== 'reference' && !definition.modifiers.includes(long.modifier)) {
          problems.push(
            diagnostic('modifier-not-allowed', span, { text: original, criterion: definition.code, allowed: allowedText(definition) }),
          );
        } else {
          const bare = long.apply(spec, m);
          if (bare !== undefined) problems.push(diagnostic('ambiguous-koya-limit', span, { text: original, n: bare }));
        }
        matched = true;
        i += n;
        break;
      }
    }
    if (!matched) {
      // One diagnostic for a run of words nobody understands.
      const first = rest[i]!;
      let last = first;
      const run = [first.text];
      while (++i < rest.length && !startsModifier(rest[i]!.text)) {
        last = rest[i]!;
        run.push(last.text);
      }
      problems.push(
        diagnostic(
          'unknown-modifier',
          { start: first.span.start, end: last.span.end },
          { text: joinWords(run), criterion: definition.code, suggestion: modifierSuggestion(run, definition) },
        ),
      );
    }
  }
  if (problems.length > 0) return fail(problems);
  if (spec.cut !== undefined && spec.median !== undefined) return fail(diagnostic('cut-and-median', phrase.span, { text }));
  // "cut 1 progressive cuts" starts the progressive cuts from cut 1 (specifier.ts); a median has no next cut.
  if (spec.progressiveCuts && spec.median !== undefined) return fail(diagnostic('progressive-and-median', phrase.span, { text }));
  return { ok: true, spec, definition };
}

/**
 * What a misread modifier probably is: its number glued to the word ("cut1" is "cut 1"), or a
 * misspelt word with its number ("medain 1" is "median 1"); only a modifier this criterion takes.
 */
function modifierSuggestion(run: readonly string[], definition: CriterionDefinition): string | undefined {
  const words = run.flatMap((word) => {
    const glued = /^([a-z]+)(\d+)$/i.exec(word);
    return glued ? [glued[1]!, glued[2]!] : [word];
  });
  const first = words[0]!.toLowerCase();
  const corrected = MODIFIER_WORDS.includes(first) ? first : didYouMean(first, MODIFIER_WORDS);
  if (corrected === undefined) return undefined;
  const candidate = [corrected, ...words.slice(1)].join(' ').toLowerCase();
  if (candidate === run.join(' ').toLowerCase()) return undefined;
  const long = LONG_MODIFIERS.find((l) => l.words.test(candidate));
  return long && (long.modifier === 'reference' || definition.modifiers.includes(long.modifier)) ? candidate : undefined;
}

/** "buchholtz cut 1" → "buchholz cut 1": a misspelt name, kept with the modifier words after it. */
function suggestLongName(words: readonly WordNode[], text: string, candidates: readonly string[]): string | undefined {
  // A name followed by modifier words first: "buchholtz cut 1" is "buchholz cut 1", not the nearest whole name.
  for (let n = Math.min(words.length - 1, longestNameWords() + 1); n >= 1; n--) {
    const rest = words.slice(n).map((w) => w.text);
    if (!startsModifier(rest[0]!)) continue;
    const name = didYouMean(joinWords(words.slice(0, n).map((w) => w.text)), candidates);
    if (name) return joinWords([name, ...rest]);
  }
  return didYouMean(text, candidates);
}

const MODIFIER_WORDS: readonly string[] = Object.freeze(MODIFIERS.flatMap((m) => m.leadWords));

function startsModifier(word: string): boolean {
  return MODIFIER_WORDS.includes(word.toLowerCase());
}

/** How the language shows a modifier: its words, then the handbook's letters. */
function modifierText(name: ModifierName): string {
  const m = modifierDeclaration(name);
  return name === 'edition' ? m.words : `${m.words} (${m.regulationLetters ?? `/${m.letters}`})`;
}

export function allowedText(definition: CriterionDefinition | undefined): string {
  const modifiers = definition?.modifiers ?? [];
  return modifiers.length === 0 ? 'none' : modifiers.map(modifierText).join(', ');
}

/** The modifiers a specifier carries, in the registry's order of declaration. */
export function modifiersOf(spec: CriterionSpec): ModifierName[] {
  const set: Record<ModifierName, boolean> = {
    cut: spec.cut !== undefined,
    median: spec.median !== undefined,
    progressive: spec.progressiveCuts === true,
    limit: spec.limit !== undefined,
    played: spec.played === true,
    fore: spec.fore === true,
    unrated: spec.unratedRating !== undefined,
    reverse: spec.reverse === true,
    'ignore-vur-first': spec.ignoreVurFirst === true,
    edition: spec.edition !== undefined,
    factor: spec.factor !== undefined,
    reference: spec.reference !== undefined,
    'all-met': spec.allMet === true,
  };
  return (Object.keys(set) as ModifierName[]).filter((name) => set[name]);
}
