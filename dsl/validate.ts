import { EDITIONS, type Edition } from '../engine';
import type { AstNode, NodeKind, RegulationFile, ScoreEntry, ScoringArticle, Span } from './ast';
import type { Diagnostic } from './diagnostics';
import { EVENT_SECTION_CHECKS } from './validate-event-sections';
import { FILE_CHECKS } from './validate-file';
import { GRAND_PRIX_CHECKS } from './validate-grand-prix';
import { LIST_CHECKS } from './validate-lists';
import { PLAY_OFF_CHECKS } from './validate-play-off';
import { MICRO_MATCHES_CHECKS } from './validate-micro-matches';
import { KNOCK_OUT_CHECKS } from './validate-knock-out';
import { BOARD_PRIZES_CHECKS } from './validate-board-prizes';
import { ARTICLE_CHECKS } from './validate-articles';
import { articlesOf, type Check, type Checks, type ValidationContext } from './validate-support';

/*
 * Semantic checks, keyed by node kind: the walker visits every node and runs the
 * checks registered for its kind. Checks that need the whole file (which edition,
 * whether the event is a round robin) read it from the context, set up before the walk.
 */

export type { ValidationContext } from './validate-support';

const CHECKS: Checks = mergeChecks(
  FILE_CHECKS,
  ARTICLE_CHECKS,
  GRAND_PRIX_CHECKS,
  LIST_CHECKS,
  PLAY_OFF_CHECKS,
  MICRO_MATCHES_CHECKS,
  KNOCK_OUT_CHECKS,
  EVENT_SECTION_CHECKS,
  BOARD_PRIZES_CHECKS,
);

function mergeChecks(...tables: Checks[]): Checks {
  const merged: Record<string, Check<NodeKind>[]> = {};
  for (const table of tables)
    for (const [kind, checks] of Object.entries(table)) merged[kind] = [...(merged[kind] ?? []), ...(checks as Check<NodeKind>[])];
  return merged as Checks;
}

/**
 * Runs the checks of every node of the file; returns the diagnostics in order of discovery.
 * `syntaxErrors` are the spans of the parser's errors, so that a statement the parser
 * dropped is not reported as missing too.
 */
export function validateRegulation(ast: RegulationFile, source: string, syntaxErrors: readonly Span[] = []): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const rules = articlesOf(ast, 'rules-article')[0];
  const editionText = rules?.edition.text.toLowerCase();
  const edition = (EDITIONS as readonly string[]).includes(editionText ?? '') ? (editionText as Edition) : undefined;
  const withdrawals = articlesOf(ast, 'withdrawals-article')[0];
  const stated = rules?.tournament && { tournament: rules.tournament.value, line: rules.tournament.span.start.line };
  // The rules line decides; without one, a round-robin withdrawal rule says what the event is.
  const roundRobin = stated
    ? stated.tournament !== 'swiss'
    : (withdrawals?.lines.some((l) => l.entries.some((e) => e.kind === 'round-robin-withdrawal')) ?? false);
  const ctx: ValidationContext = {
    source,
    file: ast,
    edition: edition ?? (rules ? undefined : 'fide-2026'),
    stated,
    teamEvent: rules?.team !== undefined,
    teamScore: rules?.team === undefined ? undefined : articlesOf(ast, 'scoring-article')[0]?.rankings[0]?.score,
    roundRobin,
    twoScorings: twoScorings(articlesOf(ast, 'scoring-article')[0]),
    syntaxErrors,
    report: (d) => diagnostics.push(d),
  };
  walk(ast, ctx);
  return diagnostics;
}

/**
 * Whether the scoring article scores rounds by more than one point system: `rounds A-B:` lines
 * whose entries differ from each other or from the article's own lines (which score every other
 * round, the event's rounds not being known here).
 */
function twoScorings(article: ScoringArticle | undefined): boolean {
  if (!article?.lines.some((l) => l.rounds)) return false;
  const key = (entries: readonly ScoreEntry[]) =>
    entries
      .map((e) => `${e.result}=${e.value.value.toString()}`)
      .sort()
      .join(',');
  const keys = new Set(article.lines.filter((l) => l.rounds).map((l) => key(l.entries)));
  keys.add(key(article.lines.filter((l) => !l.rounds).flatMap((l) => l.entries)));
  return keys.size > 1;
}

function walk(node: AstNode, ctx: ValidationContext): void {
  const checks = CHECKS[node.kind] as Check<NodeKind>[] | undefined;
  for (const check of checks ?? []) check(node as never, ctx);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'span') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, ctx);
    } else if (isNode(value)) walk(value, ctx);
  }
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && 'kind' in value && 'span' in value;
}
