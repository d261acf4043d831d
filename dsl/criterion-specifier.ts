import {
  findCriterion,
  parseCriterionSpecifier,
  splitSpecifierParts,
  type CriterionDefinition,
  type CriterionSpec,
  type ModifierName,
  modifierDeclaration,
} from '../engine';
import type { Span, WordNode } from './ast';
import { didYouMean } from './did-you-mean';
import { diagnostic, type Diagnostic } from './diagnostics';

/*
 * The handbook's compact form of a criterion phrase (BH/C1, KS/L+1, ARO/C1/U1400, BH@2009, and
 * the pairing programs' AROC1, BHM1), read by the engine's specifier reader; and the words the
 * language shows a criterion's modifiers in. The long names are read in criteria.ts.
 */

export type Resolution =
  | {
      ok: true;
      spec: CriterionSpec;
      definition: CriterionDefinition;
      /** How the words were read, when they could be read otherwise: the language says it in a note. */
      reading?: string;
      /** Words about players' games ("Mehrzahl der gewonnenen Partien"): not a team event's criterion. */
      playersOnly?: true;
    }
  | { ok: false; diagnostics: Diagnostic[] };

/** The names a suggestion may offer, asked for only when a phrase is not understood. */
export type Candidates = () => readonly string[];

/**
 * "AROC1", "BHM1": the pairing programs' compact form, a code and its cut or median with
 * nothing between them, read as ARO/C1, BH/M1. A word that is itself a code stays that code.
 */
export function gluedSpecifier(single: WordNode): Resolution | undefined {
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

export function isCode(word: string): boolean {
  const definition = findCriterion(word);
  return definition !== undefined && [definition.code, ...definition.aliases].some((c) => c.toLowerCase() === word.toLowerCase());
}

export function fail(diagnostics: Diagnostic | Diagnostic[]): Resolution {
  return { ok: false, diagnostics: Array.isArray(diagnostics) ? diagnostics : [diagnostics] };
}

/** A part of a word, as a span. */
export function partSpan(word: WordNode, offset: number, length: number): Span {
  const start = { line: word.span.start.line, column: word.span.start.column + offset, offset: word.span.start.offset + offset };
  return { start, end: { line: start.line, column: start.column + Math.max(1, length), offset: start.offset + Math.max(1, length) } };
}

// ---------------------------------------------------------------- BH/C1, KS/L+1 …

export function resolveSpecifier(word: WordNode, candidates: Candidates): Resolution {
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
