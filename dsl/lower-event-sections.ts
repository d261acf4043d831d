import type { AfterTiebreaks, CriterionSpec, EventSection, PrizeRules, RoundRange } from '../engine';
import type { PrizesArticle, RegulationFile, Article, TiebreaksArticle } from './ast';

type Of<K extends Article['kind']> = Extract<Article, { kind: K }>;

/**
 * The `sections` article lowered: each section by its name as written in `sections`, with the
 * tie-break list and prizes of a `tie-breaks for section "…"` / `prizes for section "…"` that
 * names it (validated: at most one of each per section, names matched case-insensitively).
 * Undefined when the file has no sections article: the event is one section.
 */
export function lowerEventSections(
  ast: RegulationFile,
  lower: {
    tiebreaks: (article: TiebreaksArticle) => { tiebreaks: CriterionSpec[]; after: AfterTiebreaks; tiebreakRounds?: RoundRange };
    prizes: (article: PrizesArticle) => PrizeRules;
  },
): EventSection[] | undefined {
  const listed = ast.articles.filter((s): s is Of<'sections-article'> => s.kind === 'sections-article');
  if (listed.length === 0) return undefined;
  const scoped = <S extends TiebreaksArticle | PrizesArticle>(articles: S[], name: string) =>
    articles.find((s) => s.scope?.names.some((n) => same(n.value, name)));
  const tiebreaks = ast.articles.filter((s): s is TiebreaksArticle => s.kind === 'tiebreaks-article' && s.scope !== undefined);
  const prizes = ast.articles.filter((s): s is PrizesArticle => s.kind === 'prizes-article' && s.scope !== undefined);
  return listed
    .flatMap((s) => s.lines.flatMap((l) => l.names))
    .map(({ value: name }) => {
      const list = scoped(tiebreaks, name);
      const prize = scoped(prizes, name);
      return { name, ...(list && lower.tiebreaks(list)), ...(prize && { prizes: lower.prizes(prize) }) };
    });
}

/** Section names as the crosstable and the regulation write them: case and outer spaces ignored. */
function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
