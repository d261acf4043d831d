import type { GrandPrixArticle, GrandPrixStatement, RegulationFile } from './ast';
import type { BonusReading } from './statement-help-grand-prix';

/*
 * How a grand prix gives points to players tied on points — the reading a regulation states
 * in words ("In case of a tie in points the grand prix points are shared evenly", FIDE
 * Women's Grand Prix; "based on their final standing", Grand Chess Tour 2015) and the file
 * must state wherever its tie-break list or play-off would otherwise decide it: the checks
 * (validate-grand-prix.ts) ask, the hover says which reading an article takes.
 */

export type TiesStatement = Extract<GrandPrixStatement, { kind: 'no-tiebreaks' | 'tied-share' | 'final-place' }>;

export const TIES_STATEMENT_TEXT: Readonly<Record<TiesStatement['kind'], string>> = {
  'no-tiebreaks': 'no tie-breaks',
  'tied-share': 'tied players share the points',
  'final-place': 'points by final place',
};

export function tiesStatements(statements: readonly GrandPrixStatement[]): TiesStatement[] {
  return statements.filter((s): s is TiesStatement => s.kind in TIES_STATEMENT_TEXT);
}

/** Which place a bonus reads: alone on points (`clear`), the article's place, or the final standings'. */
export function bonusReading(bonus: { clear: boolean; final: boolean }): BonusReading {
  return bonus.clear ? 'clear' : bonus.final ? 'final-place' : 'place';
}

/**
 * What in the file decides ties beyond points, in words ("a tie-break list", "a play-off
 * article", "then lots"): a tie-break list with criteria or a rule after it other than
 * `then shared`, or a play-off article. Undefined when the final standings are on points alone.
 */
export function tieDecider(file: RegulationFile): string | undefined {
  for (const article of file.articles) {
    if (article.kind === 'play-off-article') return 'a play-off article';
    if (article.kind !== 'tiebreaks-article') continue;
    if (article.items.length > 0) return 'a tie-break list';
    if (article.after && article.after.rule !== 'shared') return `"then ${article.after.rule}"`;
  }
  return undefined;
}

/** The reading a grand-prix article takes, in a sentence for the hover. */
export function tiesReadingWords(article: GrandPrixArticle, file: RegulationFile): string {
  const stated = tiesStatements(article.statements)[0];
  switch (stated?.kind) {
    case 'tied-share':
      return 'Tied players: players tied on points share the points of the places they occupy, added up and divided equally; the tie-break list and any play-off do not change the points.';
    case 'final-place':
      return 'Tied players: the points follow the final standings, after the tie-break list and any play-off.';
    case 'no-tiebreaks':
      return 'Tied players: places are on points alone; the tie-break list and any play-off do not change the points.';
    default: {
      const decider = tieDecider(file);
      return decider
        ? `Tied players: not stated, and the file has ${decider} — write "tied players share the points" or "points by final place".`
        : 'Tied players: the file has no tie-break list and no play-off, so the final standings are on points alone and tied players share places.';
    }
  }
}
