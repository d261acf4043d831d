import { type Edition, findCriterion, statedReading, type CriterionDefinition, type CriterionSpec, MODIFIERS } from '../engine';
import type { CriterionPhrase, Span, WordNode } from './ast';
import { longestNameWords, lookupName, namesFor, spellingFix, type NameContext, type Named } from './criterion-names';
import {
  allowedText,
  type Candidates,
  fail,
  gluedSpecifier,
  isCode,
  modifiersOf,
  partSpan,
  resolveSpecifier,
  type Resolution,
} from './criterion-specifier';
import { didYouMean } from './did-you-mean';
import { diagnostic, type Diagnostic } from './diagnostics';

/*
 * Criterion phrases against the engine's registry, the single list of criteria
 * (docs/architecture.md "One registry"): no criterion name is spelt out in this folder.
 *
 * Two forms, case-insensitive:
 *  - the handbook's acronyms with modifiers in one word: BH/C1, BH-C1, KS/L+1, ARO/C1/U1400,
 *    BH@2009, read by the engine's parseCriterionSpecifier;
 *  - long names followed by modifier words: "buchholz cut 1", "sonneborn-berger median 1",
 *    "koya limit +1", "direct encounter forfeits as played". The longest leading run of
 *    words the registry knows is the criterion; the rest are modifiers.
 *
 * A name is read under the rules the file declares (criterion-names.ts): "solkoff" is US Chess
 * 34E2 under `rules us-chess`, said in a note, and an error under other rules, which give the
 * word to Buchholz.
 *
 * Koya limit (C.07 14.5): the reference server reads KS/L1 as 1 %, Sharly-Chess as one
 * half-point step. Both readings are accepted only when written out: L+1 / L-1 are steps,
 * L60% is a percentage; a bare L1 is an error that says so.
 */

export { registryNames, usableIn, ownNameMeaning, type NameContext } from './criterion-names';
export { allowedText, modifiersOf, type Resolution } from './criterion-specifier';

/** What a phrase is read under: the file's rules edition (undefined when it names none the language knows). */
interface Reading {
  rules: Edition | undefined;
  candidates: Candidates;
}

/** The phrase as one string: words joined by single spaces, signs glued to their number ("limit +1", "limit 60%"). */
export function phraseText(phrase: CriterionPhrase): string {
  // Words the source wrote without a space between them ("BH@2O26" lexes as two) stay together.
  return joinWords(
    phrase.words.map((w) => w.text),
    adjacency(phrase),
  );
}

export function joinWords(words: readonly string[], adjacent: readonly boolean[] = []): string {
  let text = '';
  words.forEach((word, i) => {
    const previous = words[i - 1];
    // A sign glues to the number after it ("limit + 1" is "limit +1"), not a hyphen that closes a word ("plus- en").
    const sign = (previous === '+' || previous === '-' || previous === '−' || previous === '–') && adjacent[i - 1] !== true;
    const glued = sign || word === '%' || adjacent[i] === true;
    text += i === 0 || glued ? word : ` ${word}`;
  });
  return text;
}

/**
 * A criterion phrase read under the file's rules edition (`rules` line; fide-2026 without one).
 * `context` says where it stands, for the names a misspelling may be corrected to.
 */
export function resolveCriterion(phrase: CriterionPhrase, rules: Edition | undefined, context?: NameContext): Resolution {
  const resolution = resolvePhrase(phrase, {
    rules,
    candidates: () => namesFor(context ?? { teamEvent: false, edition: rules, matchList: false }),
  });
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
export function resolveListItem(phrase: CriterionPhrase, teamEvent: boolean, rules: Edition | undefined): Resolution {
  const resolution = resolveCriterion(phrase, rules, { teamEvent, edition: rules, matchList: false });
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

function resolvePhrase(written: CriterionPhrase, reading: Reading): Resolution {
  const phrase = splitGluedModifiers(written);
  const text = phraseText(phrase);
  if (phrase.words.length > LONGEST_PHRASE) return fail(diagnostic('unknown-criterion', phrase.span, { text, suggestion: undefined }));
  const whole = lookupName(text, reading.rules);
  if (whole) return named(whole, text, phrase.span, reading.rules);
  const single = phrase.words.length === 1 ? phrase.words[0]! : undefined;
  if (single && /[/@:]/.test(single.text)) return resolveSpecifier(single, reading.candidates);
  if (single && /-/.test(single.text) && isCode(single.text.split('-')[0]!)) return resolveSpecifier(single, reading.candidates);
  const glued = single && gluedSpecifier(single);
  if (glued) return glued;
  return resolveLongName(phrase, text, reading);
}

/** A name the tables know, as a resolution: its criterion with what must be said of the reading, or why it is none. */
function named(name: Named, text: string, span: Span, rules: Edition | undefined): Resolution {
  switch (name.kind) {
    case 'criterion': {
      const reading = statedReading(text, name.definition.code);
      return {
        ok: true,
        spec: { ...name.spec, text },
        definition: name.definition,
        ...(reading !== undefined && { reading }),
        ...(name.own?.individualOnly && { playersOnly: true as const }),
      };
    }
    case 'ambiguous':
      return fail(
        diagnostic('ambiguous-criterion-name', span, {
          text,
          choices: name.name.choices.map((c) => `"${c.write}" for ${c.meaning}`),
          why: name.name.why,
        }),
      );
    case 'needs-rules':
      return fail(
        diagnostic('name-needs-rules', span, {
          text,
          rules: rules === undefined ? 'the file’s rules (an edition the language does not know)' : `the file’s rules (${rules})`,
          choices: name.name.meanings.map((m) => {
            const where = m.rules ? ` (its meaning under rules ${m.rules.join(', ')})` : '';
            return m.write === undefined ? `${m.meaning}${where}, which Regula does not have` : `"${m.write}" for ${m.meaning}${where}`;
          }),
        }),
      );
    case 'undefined':
      return fail(diagnostic('undefined-criterion-name', span, { text, why: name.name.why }));
  }
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

// ---------------------------------------------------------------- buchholz cut 1 …

/** Modifier words after a long name, and what they set: the long forms of the engine's modifier table. */
const LONG_MODIFIERS = MODIFIERS.flatMap((m) => m.readWords.map((form) => ({ modifier: m.name, words: form.pattern, apply: form.apply })));

function resolveLongName(phrase: CriterionPhrase, text: string, reading: Reading): Resolution {
  const words = phrase.words;
  const adjacent = adjacency(phrase);
  const prefix = (n: number) =>
    joinWords(
      words.slice(0, n).map((w) => w.text),
      adjacent.slice(0, n),
    );
  let found: Extract<Resolution, { ok: true }> | undefined;
  let used = 0;
  // A name has at most as many words as the registry's longest: a phrase of thousands of words is not tried at every length.
  for (let n = Math.min(words.length - 1, longestNameWords()); n >= 1 && !found; n--) {
    const name = lookupName(prefix(n), reading.rules);
    if (!name) continue;
    const resolved = named(name, prefix(n), { start: words[0]!.span.start, end: words[n - 1]!.span.end }, reading.rules);
    if (!resolved.ok) return resolved;
    found = resolved;
    used = n;
  }
  if (!found)
    return fail(diagnostic('unknown-criterion', phrase.span, { text, suggestion: suggestLongName(words, text, reading.candidates()) }));
  const { definition } = found;
  const spec: CriterionSpec = { ...found.spec, text };
  const rest = words.slice(used);
  // "koya extended" is another criterion, not Koya with a modifier: only words that look like modifiers are read as such.
  // The name alone is not suggested (with other words after it, it is another criterion, or none); a
  // spelling of a whole name is ("Sonneborn Berger Wertung" is "sonneborn-berger-wertung").
  const lead = rest[0]!.text;
  if (!startsModifier(lead) && didYouMean(lead, MODIFIER_WORDS) === undefined)
    return fail(diagnostic('unknown-criterion', phrase.span, { text, suggestion: spellingFix(text, reading.candidates()) }));
  // A regulation's own name that already carries a modifier ("olympiad sonneborn-berger" is EMGSB/C1) may restate it, not change it.
  const carried = new Set(modifiersOf(found.spec));
  const name = prefix(used);
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
        if (carried.has(long.modifier)) {
          // Restating it ("olympiad sonneborn-berger cut 1") says the same; another value would be a second cut, or a guess.
          const probe = { ...spec };
          long.apply(probe, m);
          if (JSON.stringify(probe) !== JSON.stringify(spec))
            problems.push(diagnostic('modifier-in-name', span, { text: original, name, means: specifierText(found.spec) }));
        } else if (long.modifier !== 'reference' && !definition.modifiers.includes(long.modifier)) {
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
  const { spec: _named, definition: _definition, ok: _ok, ...said } = found;
  return { ok: true, spec, definition, ...said };
}

/** Whether each word was written against the one before it, with no space between. */
function adjacency(phrase: CriterionPhrase): boolean[] {
  return phrase.words.map((w, i) => i > 0 && phrase.words[i - 1]!.span.end.offset === w.span.start.offset);
}

/** A spec in the handbook's letters, for messages: "EMGSB/C1". */
function specifierText(spec: CriterionSpec): string {
  const parts = [spec.code];
  if (spec.reference !== undefined) parts[0] += spec.reference === 'game-points' ? ':GP' : ':MP';
  if (spec.cut !== undefined) parts.push(`C${spec.cut}`);
  if (spec.median !== undefined) parts.push(`M${spec.median}`);
  return parts.join('/');
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
    const name = spellingFix(joinWords(words.slice(0, n).map((w) => w.text)), candidates);
    if (name) return joinWords([name, ...rest]);
  }
  return spellingFix(text, candidates);
}

const MODIFIER_WORDS: readonly string[] = Object.freeze(MODIFIERS.flatMap((m) => m.leadWords));

function startsModifier(word: string): boolean {
  return MODIFIER_WORDS.includes(word.toLowerCase());
}
