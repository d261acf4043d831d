import { definedUnder, type CriterionSpec } from '../engine';
import type { AfterClause, AstNode, CriterionPhrase, Span, TiebreakItem } from './ast';
import { phraseText, resolveCriterion } from './criteria';
import { diagnostic } from './diagnostics';
import type { Checks, ValidationContext } from './validate-support';

/*
 * Tie-break lists (individual, team, match) and the criteria in them: resolved against
 * the engine's registry, then checked against the edition and the tournament system the
 * file states (C.07 2026 art. 8: no Buchholz in round robins; 9.2: Koya is for round robins).
 */

export const LIST_CHECKS: Checks = {
  'tiebreaks-section': [(node, ctx) => checkList(node.items, node.after, ctx)],
  'match-tiebreaks-section': [(node, ctx) => checkList(node.items, node.after, ctx)],
  'team-tiebreaks': [
    (node, ctx) =>
      checkDuplicateCriteria(
        node.criteria.map((c) => ({ criterion: c, span: c.span })),
        ctx,
        false,
      ),
  ],
  criterion: [checkCriterion],
};

function checkList(items: TiebreakItem[], after: AfterClause | undefined, ctx: ValidationContext): void {
  items.forEach((item, index) => {
    if (!item.number.value.isInteger() || item.number.value.toNumber() !== index + 1)
      ctx.report(diagnostic('item-numbering', item.number.span, { found: item.number.text, expected: index + 1 }));
    if (item.entry.kind === 'manual-column' && index !== items.length - 1) ctx.report(diagnostic('manual-not-last', item.span, {}));
  });
  // A manual column decides every tie left; a "then …" line after it would never be reached.
  const last = items[items.length - 1];
  if (after && last?.entry.kind === 'manual-column')
    ctx.report(diagnostic('after-with-manual', after.span, { line: last.span.start.line }));
  const criteria = items.flatMap((i) => (i.entry.kind === 'criterion' ? [{ criterion: i.entry, span: i.span }] : []));
  checkDuplicateCriteria(criteria, ctx, true);
}

/** Equal criteria (same code and modifiers) after the first can never separate anyone; points always rank first. */
function checkDuplicateCriteria(
  criteria: { criterion: CriterionPhrase; span: Span }[],
  ctx: ValidationContext,
  pointsFirst: boolean,
): void {
  const seen = new Map<string, Span>();
  for (const { criterion, span } of criteria) {
    const resolved = resolveCriterion(criterion);
    if (!resolved.ok) continue;
    if (pointsFirst && resolved.definition.family === 'score') {
      ctx.report(diagnostic('points-in-list', criterion.span, { text: phraseText(criterion) }));
      continue;
    }
    const key = specKey(resolved.spec);
    const earlier = seen.get(key);
    if (earlier) ctx.report(diagnostic('duplicate-criterion', criterion.span, { text: phraseText(criterion), line: earlier.start.line }));
    else seen.set(key, span);
  }
}

function specKey(spec: CriterionSpec): string {
  const { text: _text, ...rest } = spec;
  return JSON.stringify(rest, (_k, v: unknown) => (typeof v === 'object' && v !== null && 'sign' in v ? String(v) : v));
}

function checkCriterion(node: Extract<AstNode, { kind: 'criterion' }>, ctx: ValidationContext): void {
  const resolved = resolveCriterion(node);
  if (!resolved.ok) {
    resolved.diagnostics.forEach((d) => ctx.report(d));
    return;
  }
  const edition = resolved.spec.edition ?? ctx.edition;
  const { definition } = resolved;
  if (edition && !definedUnder(definition, edition)) {
    const editions = definition.editions === 'all' ? 'all' : definition.editions.join(', ');
    ctx.report(diagnostic('not-in-edition', node.span, { criterion: `${definition.title} (${definition.code})`, edition, editions }));
  }
  if (edition && ctx.roundRobin && definition.notInRoundRobin?.includes(edition))
    ctx.report(diagnostic('not-allowed-in-round-robin', node.span, { criterion: definition.title, edition }));
  if (definition.roundRobinOnly && ctx.stated?.tournament === 'swiss')
    ctx.report(
      diagnostic('round-robin-only', node.span, { criterion: definition.title, source: definition.source, line: ctx.stated.line }),
    );
}
