import { compileRegulation, type Diagnostic } from '../dsl';
import { EDITIONS, editionInForceOn, type Edition, type Regulation } from '../engine';
import { sha256Hex } from './hash';

/**
 * The regulation a run ranks by, and what identifies it in the output header. Every
 * choice is regulation text compiled by the language: a .regula file, the text saved on
 * a workbook's Regulation sheet, the add-in's editor, or the handbook list of --criteria
 * written out as a regulation (criteriaRegulationText). So every list means what the
 * language says it means, and the header's hash is always the hash of the text as run.
 */
export interface RegulationChoice {
  regulation: Regulation;
  /** The text that was run (saved on the Regulation sheet of an output workbook). */
  text: string;
  /** SHA-256 of the text's UTF-8: what `sha256sum` prints for the same text saved as a .regula file. */
  sha256: string;
  /** Where it came from, for notes: the file, "k12.xlsx 'Regulation'", or "--criteria". */
  source: string;
}

/** A compiled text: the choice when it has no errors, and every diagnostic either way. */
export interface CompiledChoice {
  choice: RegulationChoice | undefined;
  diagnostics: Diagnostic[];
}

/** Compiles regulation text as a run's regulation. */
export async function choiceFromText(text: string, source: string): Promise<CompiledChoice> {
  const compiled = compileRegulation(text);
  if (!compiled.regulation) return { choice: undefined, diagnostics: compiled.diagnostics };
  return { choice: { regulation: compiled.regulation, text, sha256: await sha256Hex(text), source }, diagnostics: compiled.diagnostics };
}

/** A ranking list in the handbook's notation, as a run is asked for it without a regulation file. */
export interface CriteriaRequest {
  /** "PTS BH/C1 BH SB DE", or comma-separated when a name has spaces: "PTS, buchholz cut 1, sonneborn-berger". */
  criteria: string;
  /** The rules edition; when unset, the one in force on the event's start date (fide-2026 without one). */
  edition?: string | undefined;
  /** Ties left after the list are broken by lots with this seed; shared when unset. */
  lots?: string | undefined;
  /** The regulation's name in the header. */
  name: string;
  /** The event's start date, for the edition in force. */
  startDate?: string | undefined;
  /** A team event: the list ranks teams (`rules … team`). */
  team?: boolean;
}

/** The items of a --criteria list: split at commas when it has any, else at spaces. */
function criteriaItems(criteria: string): string[] {
  const separator = criteria.includes(',') ? ',' : /\s+/;
  return criteria
    .split(separator)
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '');
}

/** What a criteria list's text is made of: the text, and the item each line of its list holds. */
export interface CriteriaText {
  text: string;
  edition: Edition;
  /** How the edition was chosen, for a note: undefined when --edition named it. */
  editionReason: string | undefined;
  /** The 1-based line of the text each item is on. */
  itemLines: ReadonlyMap<number, string>;
}

/** The problem of an --edition that is not one. */
export function editionProblem(edition: string | undefined): string | undefined {
  if (edition === undefined || (EDITIONS as readonly string[]).includes(edition)) return undefined;
  return `--edition must be one of ${EDITIONS.join(', ')}, not "${edition}"`;
}

/**
 * The handbook list written out as a regulation: a leading PTS (the reference server's
 * way of writing the list) is left out, because points always rank first in the language;
 * in a team event a leading MP or GP says which score ranks it (`ranked by game points`).
 */
export function criteriaRegulationText(request: CriteriaRequest): CriteriaText {
  const byDate = request.edition === undefined && request.startDate ? editionInForceOn(request.startDate) : undefined;
  const edition = (request.edition ?? byDate ?? 'fide-2026') as Edition;
  const editionReason =
    request.edition !== undefined
      ? undefined
      : byDate
        ? `in force on the start date ${request.startDate}`
        : request.startDate?.trim()
          ? // A date that is not a date chooses no edition: the newest is said to be used, and why.
            `the newest: the file's start date "${request.startDate.trim()}" is not a date, so it chooses none`
          : 'no start date in the file';
  const items = criteriaItems(request.criteria);
  const first = items[0]?.toUpperCase();
  // A team list may start with the score that ranks the event (C.07 13.1): MP is the default, GP is said in `scoring`.
  const rankedBy = request.team && (first === 'MP' || first === 'GP') ? first : undefined;
  if (first === 'PTS' || rankedBy) items.shift();
  const lines = [`regulation ${quoted(request.name)}`, `rules ${edition}${request.team ? ' team' : ''}`];
  if (rankedBy === 'GP') lines.push('scoring', '  ranked by game points');
  const itemLines = new Map<number, string>();
  if (items.length > 0 || request.lots !== undefined) lines.push('tie-breaks');
  items.forEach((item, i) => {
    lines.push(`  ${i + 1}. ${item}`);
    itemLines.set(lines.length, item);
  });
  if (request.lots !== undefined) lines.push(`  then lots seeded by ${quoted(request.lots)}`);
  return { text: `${lines.join('\n')}\n`, edition, editionReason, itemLines };
}

/** A string of the language: no double quote or line break inside (tokens.ts). */
function quoted(text: string): string {
  return `"${text.replace(/["\r\n]/g, "'")}"`;
}

/** A tie-break list the input file states for itself (TRF-2026 212 or 202), with the record it came from. */
export interface DeclaredList {
  /** The list as criteria text, comma-separated as the file writes it. */
  criteria: string;
  /** Where it was read: "TRF 212". */
  source: string;
}

/**
 * The event's own tie-break list (TRF-2026, records 202 and 212): TRF-2026 `212` gives the full standings order
 * starting with the score, `202` the tie-breaks after it (PTS implied first). 212 is preferred,
 * being the whole order; either is a comma-separated list of the handbook's codes.
 */
export function declaredList(meta: Readonly<Record<string, string>>): DeclaredList | undefined {
  for (const [key, record] of [
    ['standingsOrder', '212'],
    ['tieBreaks', '202'],
  ] as const) {
    const criteria = meta[key]?.trim();
    if (criteria) return { criteria: criteria.includes(',') ? criteria : criteria.replace(/\s+/g, ','), source: `TRF ${record}` };
  }
  return undefined;
}
