import type { Edition, TournamentType } from '../engine';
import type { AstNode, NodeKind, RegulationFile, Section, Span } from './ast';
import { diagnostic, type Diagnostic } from './diagnostics';

/*
 * What every check of validate*.ts shares: the context of the walk (the whole file,
 * the edition, the tournament system), "given twice" bookkeeping and whole-number checks.
 */

export interface ValidationContext {
  source: string;
  file: RegulationFile;
  /** The rules edition, when the file names a known one (fide-2026 when there is no rules line). */
  edition: Edition | undefined;
  /** The tournament system as the rules line states it, and where. */
  stated: { tournament: TournamentType; line: number } | undefined;
  /** The rules line says the file ranks the teams of a team event (`rules fide-2026 team`). */
  teamEvent: boolean;
  /** The score a team event is ranked by (`ranked by game points`); undefined: match points, or not a team event. */
  teamScore: 'match-points' | 'game-points' | undefined;
  /** Stated or implied by a round-robin withdrawal rule. */
  roundRobin: boolean;
  /** The scoring section scores some rounds by a point system of their own (`rounds 1-9: win 2, …`) that differs from another's. */
  twoScorings?: boolean;
  /** Where the parser reported errors: checks that a statement is missing stay silent around them. */
  syntaxErrors: readonly Span[];
  report(d: Diagnostic): void;
}

export type Check<K extends NodeKind> = (node: Extract<AstNode, { kind: K }>, ctx: ValidationContext) => void;
export type Checks = { [K in NodeKind]?: Check<K>[] };

/** Whether the parser reported an error inside a span (a statement there may have been dropped). */
export function brokenInside(span: Span, ctx: ValidationContext): boolean {
  return ctx.syntaxErrors.some((e) => e.start.line >= span.start.line && e.start.line <= span.end.line);
}

const SECTION_TITLES: Record<Section['kind'], string> = {
  'regulation-section': 'regulation',
  'rules-section': 'rules',
  'scoring-section': 'scoring',
  'unplayed-section': 'unplayed rounds',
  'withdrawals-section': 'withdrawals',
  'ratings-section': 'ratings',
  'tiebreaks-section': 'tie-breaks',
  'grand-prix-section': 'grand-prix',
  'team-section': 'team',
  'qualification-section': 'qualification',
  'prizes-section': 'prizes',
  'categories-section': 'categories',
  'match-tiebreaks-section': 'match tie-breaks',
  'play-off-section': 'play-off',
  'micro-matches-section': 'micro-matches',
  'knock-out-section': 'knock-out',
  'sections-section': 'sections',
  'board-prizes-section': 'board prizes',
};

/** Every section a file may have, as its header is written. */
export const SECTION_NAMES: readonly string[] = Object.values(SECTION_TITLES);

export function sectionTitle(section: Section): string {
  return SECTION_TITLES[section.kind];
}

/** Sections of one kind, in file order. */
export function sectionsOf<K extends Section['kind']>(file: RegulationFile, kind: K): Extract<Section, { kind: K }>[] {
  return file.sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind);
}

/** A section whose body is empty (its header is its only line); a body of broken lines is not empty. */
export function onlyHeader(section: Section): boolean {
  return section.span.end.line === section.span.start.line;
}

/** Reports the second and later occurrences of a key. */
export class Seen<K> {
  private readonly first = new Map<K, Span>();
  constructor(private readonly ctx: ValidationContext) {}

  /** True the first time; reports a duplicate otherwise. */
  add(key: K, span: Span, what: string): boolean {
    const earlier = this.first.get(key);
    if (earlier) {
      this.ctx.report(diagnostic('duplicate-entry', span, { what, line: earlier.start.line }));
      return false;
    }
    this.first.set(key, span);
    return true;
  }
}

/** "pairing-allocated-bye" → "pairing-allocated bye", as the file writes it. */
export function resultWords(result: string): string {
  return result
    .replace(/-/g, ' ')
    .replace('pairing allocated', 'pairing-allocated')
    .replace(/(full|half|zero) point/, '$1-point');
}

export function wholeNumber(
  n: { value: { isInteger(): boolean; sign(): number }; text: string; span: Span },
  what: string,
  ctx: ValidationContext,
  zeroAllowed = false,
): boolean {
  if (n.value.isInteger() && (n.value.sign() > 0 || (zeroAllowed && n.value.sign() === 0))) return true;
  if (n.value.isInteger()) ctx.report(diagnostic('not-positive', n.span, { text: n.text, what, least: zeroAllowed ? 0 : 1 }));
  else ctx.report(diagnostic('not-whole', n.span, { text: n.text, what }));
  return false;
}
