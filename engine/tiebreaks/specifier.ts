import type { CriterionSpec } from '../model';
import type { ModifierName } from './definition';
import { editionOfYear, modifierDeclaration, readModifierLetters } from './modifiers';
import { findCriterion } from './registry';

/**
 * Reads a criterion written the way the FIDE handbook and the reference server write
 * it (TEC-FIDE/TieBreakServer README): CODE[@YEAR][:MP|:GP]{/MODIFIER}, case-insensitive, with "/", "#",
 * "!" or the handbook's "-" between the parts: BH/C1, BH-C1, SB/C1/P, KS/L+1, KS/L60,
 * ARO/C1/U1400, BH@2009/C1, BH/C1/V.
 *
 * The modifiers (their letters, words and meaning) are declared once in modifiers.ts;
 * :MP / :GP name the reference score of a team event (C.07 13).
 */
export type SpecifierOutcome =
  | { ok: true; spec: CriterionSpec }
  | {
      ok: false;
      message: string;
      /** Why, for callers that word their own messages (the regulation language). */
      reason: SpecifierFailure;
      /** 0-based offset of the offending part. */ offset: number;
      length: number;
    };

export type SpecifierFailure =
  | 'not-a-code'
  | 'unknown-criterion'
  | 'reference-score'
  | 'unknown-modifier'
  | 'unknown-version'
  | 'modifier-not-allowed'
  | 'cut-and-median'
  | 'progressive-and-median';

export function parseCriterionSpecifier(text: string): SpecifierOutcome {
  const trimmed = text.trim();
  const lead = text.indexOf(trimmed);
  const parts = splitSpecifierParts(trimmed);
  const head = parts[0]!;
  const at = /^([A-Za-z]+)(?:@(\d{2}|\d{4}))?(?::(MP|GP|MM|MG|GM|GG))?$/i.exec(head.text);
  if (!at) return fail('not-a-code', `"${head.text}" is not a criterion code`, lead + head.offset, head.text.length);
  const definition = findCriterion(at[1]!);
  if (!definition) return fail('unknown-criterion', `Unknown tie-break "${at[1]}"`, lead + head.offset, at[1]!.length);
  const reference = at[3]?.toUpperCase();
  // C.07 13 and the TRF-2026 tie-break codes: :MP / :GP name the reference score of a team event.
  if (reference && reference !== 'MP' && reference !== 'GP')
    return fail(
      'reference-score',
      `Reference score ":${at[3]}" is not one of :MP and :GP (the extended Sonneborn-Berger variants are EMMSB, EMGSB, EGMSB, EGGSB)`,
      lead + head.offset,
      head.text.length,
    );
  const spec: CriterionSpec = { code: definition.code, text: trimmed };
  if (reference) spec.reference = reference === 'MP' ? 'match-points' : 'game-points';
  if (at[2]) spec.edition = editionOfYear(Number(at[2]));
  for (const part of parts.slice(1)) {
    const applied = readModifierLetters(part.text, spec);
    if ('error' in applied) return fail(applied.reason, applied.error, lead + part.offset, part.text.length);
    if (!definition.modifiers.includes(applied.modifier)) {
      return fail(
        'modifier-not-allowed',
        `Modifier "${part.text}" is not allowed for ${definition.code} (allowed: ${describeAllowed(definition.modifiers)})`,
        lead + part.offset,
        part.text.length,
      );
    }
  }
  if (spec.cut !== undefined && spec.median !== undefined)
    return fail('cut-and-median', 'Cut and Median cannot be combined', lead, trimmed.length);
  // A cut beside progressive cuts is where they start (BH/C1/C+ is BH/C1+); a median has no next cut.
  if (spec.progressiveCuts && spec.median !== undefined)
    return fail(
      'progressive-and-median',
      'Progressive cuts (C+) cut one value more each time: no Median beside them',
      lead,
      trimmed.length,
    );
  return { ok: true, spec };
}

function fail(reason: SpecifierFailure, message: string, offset: number, length: number): SpecifierOutcome {
  return { ok: false, reason, message, offset, length: Math.max(1, length) };
}

/** The parts of BH/C1/P or BH-C1 with their offsets (the language reports positions inside a specifier). */
export function splitSpecifierParts(text: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    // "-" separates handbook-style parts (BH-C1) but is also a sign inside L-1.
    const separator = ch === '/' || ch === '#' || ch === '!' || (ch === '-' && !/L$/i.test(text.slice(start, i)));
    if (i === text.length || separator) {
      parts.push({ text: text.slice(start, i), offset: start });
      start = i + 1;
    }
  }
  return parts;
}

function describeAllowed(modifiers: ModifierName[]): string {
  return modifiers.length === 0 ? 'none' : modifiers.map((m) => modifierDeclaration(m).letters).join(', ');
}
