import { EDITIONS } from '../engine';
import type { CategoryConditionNode, DateNode, PrizeCategoryNode, RegulationFile, Article } from './ast';
import { formatCategory } from './format-statements';
import { didYouMean } from './did-you-mean';
import { diagnostic, type Diagnostic } from './diagnostics';
import { articlesOf, articleTitle, Seen, wholeNumber, onlyHeader, type Checks, type ValidationContext } from './validate-support';

/*
 * Checks of the file as a whole (the regulation line, articles given twice) and of the
 * prizes, whose rules lean on other articles: sharing by Hort or by tie-break order needs
 * a tie-break list to follow (arbiter's handbook ch. 13, "in order of Buchholz").
 */

/**
 * The edition meant by a misspelt one: the same in other case or separators ("FIDE_2026",
 * "Fide 2026" read as its first word), the newest edition a bare prefix names ("FIDE" is
 * fide-2026, "US" us-chess), else the closest spelling.
 */
export function editionSuggestion(text: string): string | undefined {
  const normal = text.toLowerCase().replace(/[\s_.]+/g, '-');
  const known = EDITIONS as readonly string[];
  if (known.includes(normal)) return normal;
  const joined = known.find((e) => e.replace(/-/g, '') === normal.replace(/-/g, ''));
  if (joined) return joined;
  const prefixed = known.find((e) => e.startsWith(`${normal}-`));
  return prefixed ?? didYouMean(text, EDITIONS);
}

/**
 * "rules FIDE 2026", as regulations print the edition: the parser reads the edition "FIDE" and
 * stops at "2026". That is one mistake, not two: the edition's diagnostic covers both words and
 * suggests the edition they name (fide-2026); the parser's about the year is dropped.
 */
export function mergeSplitEdition(diagnostics: readonly Diagnostic[], source: string): Diagnostic[] {
  const dropped = new Set<Diagnostic>();
  const merged = diagnostics.map((d) => {
    if (d.code !== 'dsl/unknown-edition') return d;
    const year = diagnostics.find(
      (u) =>
        u.code === 'dsl/unexpected-token' &&
        u.span.start.line === d.span.end.line &&
        /^[ \t]+$/.test(source.slice(d.span.end.offset, u.span.start.offset)) &&
        /^\d{4}$/.test(source.slice(u.span.start.offset, u.span.end.offset)),
    );
    if (!year) return d;
    dropped.add(year);
    const text = `${source.slice(d.span.start.offset, d.span.end.offset)} ${source.slice(year.span.start.offset, year.span.end.offset)}`;
    const span = { start: d.span.start, end: year.span.end };
    return diagnostic('unknown-edition', span, { text, suggestion: editionSuggestion(text), editions: EDITIONS });
  });
  return merged.filter((d) => !dropped.has(d));
}

export const FILE_CHECKS: Checks = {
  file: [checkArticles],
  'rules-article': [
    (node, ctx) => {
      if ((EDITIONS as readonly string[]).includes(node.edition.text.toLowerCase())) return;
      const suggestion = editionSuggestion(node.edition.text);
      ctx.report(diagnostic('unknown-edition', node.edition.span, { text: node.edition.text, suggestion, editions: EDITIONS }));
    },
  ],
  'prizes-article': [
    (node, ctx) => {
      if (onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'prizes' }));
      const seen = new Seen<string>(ctx);
      const entries = node.lines.flatMap((l) => l.entries);
      for (const e of entries) {
        switch (e.kind) {
          case 'place-prize':
            if (wholeNumber(e.place, 'A place', ctx))
              seen.add(`place ${e.place.value.toString()}`, e.span, `The prize for place ${e.place.text}`);
            break;
          case 'category-prize': {
            checkPrizeCategory(e.category, ctx);
            const category = formatCategory(e.category).toLowerCase();
            if (e.place) wholeNumber(e.place, 'A place', ctx);
            seen.add(`${category} ${e.place?.value.toString() ?? '1'}`, e.span, 'This category prize');
            break;
          }
          case 'shared-title':
            seen.add(e.kind, e.span, 'The shared title');
            break;
          case 'round-to':
            if (e.unit.value.sign() <= 0)
              ctx.report(diagnostic('bad-number', e.unit.span, { text: e.unit.text, expected: 'a positive unit' }));
            seen.add(e.kind, e.span, 'The rounding of prizes');
            break;
          default:
            seen.add(e.kind, e.span, PRIZE_RULES[e.kind]);
        }
      }
      const precedence = entries.find((e) => e.kind === 'precedence');
      if (precedence && !entries.some((e) => e.kind === 'one-prize-per-player'))
        ctx.report(diagnostic('precedence-without-one-prize', precedence.span, {}));
      const sharing = entries.find((e) => e.kind === 'sharing');
      if (sharing && sharing.rule !== 'equally' && !hasTiebreakList(ctx.file))
        ctx.report(
          diagnostic('sharing-needs-tiebreaks', sharing.span, { rule: sharing.rule === 'hort' ? 'by hort' : 'ranked by tie-breaks' }),
        );
    },
  ],
  'categories-article': [
    (node, ctx) => {
      if (onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'categories' }));
      const seen = new Seen<string>(ctx);
      for (const line of node.lines) {
        if (line.kind === 'ages-on') {
          checkDate(line.date, ctx);
          seen.add('ages on', line.span, 'The date ages are counted at');
        } else {
          seen.add(`"${line.name.value}"`, line.name.span, `The category "${line.name.value}"`);
          line.conditions.forEach((c) => checkCondition(c, ctx));
        }
      }
    },
  ],
};

function checkDate(date: DateNode, ctx: ValidationContext): void {
  const [y, m, d] = date.text.split('-').map(Number) as [number, number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (m < 1 || m > 12 || d < 1 || d > days) ctx.report(diagnostic('bad-date', date.span, { text: date.text }));
}

function checkCondition(c: CategoryConditionNode, ctx: ValidationContext): void {
  switch (c.kind) {
    case 'rating-band':
      if (c.from > c.to) ctx.report(diagnostic('bad-rating-band', c.span, { text: c.text }));
      break;
    case 'age-under':
    case 'age-at-least':
      wholeNumber(c.age, 'An age', ctx);
      if (c.on) checkDate(c.on, ctx);
      break;
    case 'born':
      wholeNumber(c.year, 'A year of birth', ctx);
      break;
    default:
  }
}

/** A prize's category: its conditions, or a name the categories article defines. */
export function checkPrizeCategory(c: PrizeCategoryNode, ctx: ValidationContext): void {
  if (c.kind === 'all-of') c.conditions.forEach((k) => checkCondition(k, ctx));
  else if (c.kind !== 'named-category') checkCondition(c, ctx);
  else {
    const names = articlesOf(ctx.file, 'categories-article').flatMap((s) =>
      s.lines.flatMap((l) => (l.kind === 'category-definition' ? [l.name.value] : [])),
    );
    if (!names.includes(c.name.value))
      ctx.report(diagnostic('unknown-category', c.name.span, { name: c.name.value, suggestion: didYouMean(c.name.value, names), names }));
  }
}

const PRIZE_RULES = {
  'one-prize-per-player': '"one prize per player"',
  precedence: 'The precedence of prizes',
  sharing: 'How tied players share',
} as const;

function hasTiebreakList(file: RegulationFile): boolean {
  return articlesOf(file, 'tiebreaks-article').some((s) => s.items.length > 0);
}

function checkArticles(file: RegulationFile, ctx: ValidationContext): void {
  const header = file.articles.find((s) => s.kind === 'regulation-article');
  // A broken regulation line is reported by the parser; saying it is missing as well would be noise.
  const firstLine = file.articles[0]?.span.start.line ?? Infinity;
  const brokenHeader = ctx.syntaxErrors.some((e) => e.start.line <= firstLine);
  if (!header && !brokenHeader) {
    const start = { line: 1, column: 1, offset: 0 };
    ctx.report(diagnostic('missing-regulation', { start, end: { line: 1, column: 2, offset: 1 } }, {}));
  }
  const unnamed = new Map<string, Article>();
  const named = new Map<string, Article>();
  for (const article of file.articles) {
    const title = articleTitle(article);
    if ('name' in article && article.kind !== 'regulation-article') {
      const key = `${article.kind} ${article.name.value.toLowerCase()}`;
      const earlier = named.get(key);
      if (earlier)
        ctx.report(
          diagnostic('duplicate-name', article.name.span, { article: title, name: article.name.value, line: earlier.span.start.line }),
        );
      else named.set(key, article);
      continue;
    }
    // A tie-breaks or prizes article for some sections is checked by validate-event-sections.ts.
    if ('scope' in article && article.scope) continue;
    const earlier = unnamed.get(article.kind);
    if (earlier) ctx.report(diagnostic('duplicate-article', article.span, { article: title, line: earlier.span.start.line }));
    else unnamed.set(article.kind, article);
  }
}
