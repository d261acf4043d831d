import { Rational } from '../arith';
import type { CriterionSpec, Edition } from '../model';
import type { ModifierName } from './definition';
import { findCriterion } from './registry';

/**
 * Reads a criterion written the way the FIDE handbook and the reference server write
 * it (digest §1.11): CODE[@YEAR][:MP|:GP]{/MODIFIER}, case-insensitive, with "/", "#",
 * "!" or the handbook's "-" between the parts: BH/C1, BH-C1, SB/C1/P, KS/L+1, KS/L60,
 * ARO/C1/U1400, BH@2009/C1, BH/C1/V.
 *
 * Modifier letters: Cn cut · Mn median · L±n Koya limit in half-point steps · Ln Koya
 * limit in percent (the reference server's reading; write L+1 for one step) · P forfeits
 * as played · F fore · U<rating> rating of unrated players · R reverse · V or N without
 * the 16.5 VUR-first cut · V2024 / V2026 (or @2024) the edition for this criterion · Kx
 * SSSC's normalising factor (C.07 13.4). :MP / :GP: the reference score of a team event (C.07 13).
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
  | 'cut-and-median';

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
    const applied = applyModifier(spec, part.text);
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

/** Applies one modifier; says which modifier it was, or what is wrong. */
function applyModifier(
  spec: CriterionSpec,
  part: string,
): { modifier: ModifierName } | { error: string; reason: 'unknown-modifier' | 'unknown-version' } {
  const m = part.toUpperCase();
  let match: RegExpExecArray | null;
  if ((match = /^C(\d+)$/.exec(m))) {
    spec.cut = Number(match[1]);
    return { modifier: 'cut' };
  }
  if ((match = /^M(\d+)$/.exec(m))) {
    spec.median = Number(match[1]);
    return { modifier: 'median' };
  }
  if ((match = /^L([+-])(\d+)$/.exec(m))) {
    spec.limit = { kind: 'steps', steps: Number(match[2]) * (match[1] === '-' ? -1 : 1) };
    return { modifier: 'limit' };
  }
  if ((match = /^L(\d+(?:\.\d+)?)$/.exec(m))) {
    spec.limit = { kind: 'percent', percent: Rational.parse(match[1]!)! };
    return { modifier: 'limit' };
  }
  if ((match = /^K(\d+(?:\.\d+)?)$/.exec(m))) {
    spec.factor = Rational.parse(match[1]!)!;
    return { modifier: 'factor' };
  }
  if ((match = /^U(\d+)$/.exec(m))) {
    spec.unratedRating = Number(match[1]);
    return { modifier: 'unrated' };
  }
  if ((match = /^V(\d{1,4})$/.exec(m))) {
    const edition = editionOfVersion(match[1]!);
    if (!edition) return { error: `Unknown rules version "${part}" (use V2024 or V2026)`, reason: 'unknown-version' };
    spec.edition = edition;
    return { modifier: 'edition' };
  }
  switch (m) {
    case 'P':
      spec.played = true;
      return { modifier: 'played' };
    case 'F':
      spec.fore = true;
      return { modifier: 'fore' };
    case 'R':
      spec.reverse = true;
      return { modifier: 'reverse' };
    case 'V':
    case 'N':
      spec.ignoreVurFirst = true;
      return { modifier: 'ignore-vur-first' };
    default:
      return { error: `Unknown modifier "${part}"`, reason: 'unknown-modifier' };
  }
}

const MODIFIER_WORDS: Record<ModifierName, string> = {
  cut: 'Cn',
  median: 'Mn',
  limit: 'L±n, Ln',
  played: 'P',
  fore: 'F',
  unrated: 'U<rating>',
  reverse: 'R',
  'ignore-vur-first': 'V',
  edition: '@year',
  factor: 'Kx',
  reference: ':MP, :GP',
};

function describeAllowed(modifiers: ModifierName[]): string {
  return modifiers.length === 0 ? 'none' : modifiers.map((m) => MODIFIER_WORDS[m]).join(', ');
}

/** The edition in force in a year (two-digit years are 20yy). */
export function editionOfYear(year: number): Edition {
  const full = year < 100 ? 2000 + year : year;
  if (full < 2009) return 'fide-pre-2009';
  if (full < 2023) return 'fide-2009';
  if (full === 2023) return 'fide-2023';
  if (full < 2026) return 'fide-2024';
  return 'fide-2026';
}

/** The reference server's /V0, /V1, /V2 and /V2022…/V2026. */
function editionOfVersion(version: string): Edition | undefined {
  const byIndex: Record<string, Edition> = { '0': 'fide-2023', '1': 'fide-2024', '2': 'fide-2026' };
  if (version.length === 1) return byIndex[version];
  // The reference server names the 2023 rules by their approval year, 2022.
  if (version === '2022') return 'fide-2023';
  if (version.length === 4) return editionOfYear(Number(version));
  return undefined;
}
