import type { Edition, TournamentType } from '../engine';
import type { AstNode, NodeKind, RegulationFile, Article, Span } from './ast';
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
  /** The scoring article scores some rounds by a point system of their own (`rounds 1-9: win 2, …`) that differs from another's. */
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

const ARTICLE_TITLES: Record<Article['kind'], string> = {
  'regulation-article': 'regulation',
  'rules-article': 'rules',
  'scoring-article': 'scoring',
  'unplayed-article': 'unplayed rounds',
  'withdrawals-article': 'withdrawals',
  'ratings-article': 'ratings',
  'tiebreaks-article': 'tie-breaks',
  'grand-prix-article': 'grand-prix',
  'team-article': 'team',
  'qualification-article': 'qualification',
  'prizes-article': 'prizes',
  'categories-article': 'categories',
  'match-tiebreaks-article': 'match tie-breaks',
  'play-off-article': 'play-off',
  'micro-matches-article': 'micro-matches',
  'knock-out-article': 'knock-out',
  'sections-article': 'sections',
  'board-prizes-article': 'board prizes',
};

/** Every article a file may have, as its header is written. */
export const ARTICLE_NAMES: readonly string[] = Object.values(ARTICLE_TITLES);

export function articleTitle(article: Article): string {
  return ARTICLE_TITLES[article.kind];
}

/** Articles of one kind, in file order. */
export function articlesOf<K extends Article['kind']>(file: RegulationFile, kind: K): Extract<Article, { kind: K }>[] {
  return file.articles.filter((s): s is Extract<Article, { kind: K }> => s.kind === kind);
}

/** An article whose body is empty (its header is its only line); a body of broken lines is not empty. */
export function onlyHeader(article: Article): boolean {
  return article.span.end.line === article.span.start.line;
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
