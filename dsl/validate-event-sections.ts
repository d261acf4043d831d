import type { PrizesArticle, RegulationFile, SectionScope, TiebreaksArticle } from './ast';
import { didYouMean } from './did-you-mean';
import { diagnostic } from './diagnostics';
import { onlyHeader, articlesOf, articleTitle, Seen, type Checks, type ValidationContext } from './validate-support';

/*
 * Checks of several sections in one event: the `sections` article names each section once,
 * and a `tie-breaks for section "…"` or `prizes for section "…"` names sections it lists,
 * each at most once per kind (a section has one list of its own, or the common one).
 */

/** The names the sections article lists, in file order. */
export function eventSectionNames(file: RegulationFile): string[] {
  return articlesOf(file, 'sections-article').flatMap((s) => s.lines.flatMap((l) => l.names.map((n) => n.value)));
}

export const EVENT_SECTION_CHECKS: Checks = {
  file: [checkScopesPerSection],
  'sections-article': [
    (node, ctx) => {
      if (onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'sections' }));
      const seen = new Seen<string>(ctx);
      for (const name of node.lines.flatMap((l) => l.names))
        // Names match crosstable sheets and columns case-insensitively (pipeline/sections.ts), so "k-3" repeats "K-3".
        seen.add(name.value.trim().toLowerCase(), name.span, `The section "${name.value}"`);
    },
  ],
  'section-scope': [checkScope],
};

function checkScope(scope: SectionScope, ctx: ValidationContext): void {
  const names = eventSectionNames(ctx.file);
  const owner = ctx.file.articles.find((s) => 'scope' in s && s.scope === scope);
  if (articlesOf(ctx.file, 'sections-article').length === 0) {
    ctx.report(diagnostic('scope-without-sections', scope.span, { article: owner ? articleTitle(owner) : 'tie-breaks' }));
    return;
  }
  const known = new Set(names.map((n) => n.trim().toLowerCase()));
  for (const name of scope.names)
    if (!known.has(name.value.trim().toLowerCase()))
      ctx.report(diagnostic('unknown-section-name', name.span, { name: name.value, suggestion: didYouMean(name.value, names), names }));
}

/** One list of its own per section and kind: `tie-breaks for section "A"` twice (or in two headers) is one too many. */
function checkScopesPerSection(file: RegulationFile, ctx: ValidationContext): void {
  const scoped: (TiebreaksArticle | PrizesArticle)[] = [...articlesOf(file, 'tiebreaks-article'), ...articlesOf(file, 'prizes-article')];
  const first = new Map<string, number>();
  for (const article of scoped.sort((a, b) => a.span.start.offset - b.span.start.offset)) {
    for (const name of article.scope?.names ?? []) {
      const key = `${article.kind} ${name.value.trim().toLowerCase()}`;
      const line = first.get(key);
      if (line === undefined) first.set(key, article.span.start.line);
      else ctx.report(diagnostic('section-scope-twice', name.span, { article: articleTitle(article), name: name.value, line }));
    }
  }
}
