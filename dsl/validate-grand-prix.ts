import { Rational, ROUNDING_MODES } from '../engine';
import type { GrandPrixStatement, Span } from './ast';
import { didYouMean } from './did-you-mean';
import { diagnostic } from './diagnostics';
import { TIES_STATEMENT_TEXT, tieDecider, tiesStatements } from './grand-prix-ties';
import { validateFormulas } from './validate-formulas';
import { brokenInside, Seen, wholeNumber, type Checks, type ValidationContext } from './validate-support';

/*
 * Checks of a grand-prix article: each setting once, a formula or a table, and how players
 * tied on points score — said in the regulation's words wherever the file's tie-break list or
 * play-off would otherwise decide it (FIDE Women's Grand Prix: "In case of a tie in points the
 * grand prix points are shared evenly"; Grand Chess Tour 2015: "based on their final
 * standing"), never a silent pick of one reading.
 */

export const GRAND_PRIX_CHECKS: Checks = {
  'grand-prix-article': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      let points: Span | undefined;
      for (const s of node.statements) {
        if (s.kind === 'points' || s.kind === 'place-points') {
          if (points) ctx.report(diagnostic('points-formula-and-table', s.span, { line: points.start.line }));
          points ??= s.span;
        }
        if (s.kind === 'place-sharing') seen.add(s.kind, s.span, '"shared places …"');
        if (s.kind === 'points' || s.kind === 'rounding' || s.kind === 'accumulate') seen.add(s.kind, s.span, ONCE[s.kind]);
        if (s.kind === 'bonus') {
          seen.add(`bonus ${s.place === 'first' ? 1 : s.place.value.toString()}`, s.span, 'A bonus for this place');
          if (s.place !== 'first') wholeNumber(s.place, 'A place', ctx);
          if (s.clear && s.final) ctx.report(diagnostic('bonus-clear-final', s.span, {}));
        }
        if (s.kind === 'rounding' && !(ROUNDING_MODES as readonly string[]).includes(s.mode.text.toLowerCase())) {
          const suggestion = didYouMean(s.mode.text, ROUNDING_MODES);
          ctx.report(diagnostic('unknown-rounding-mode', s.mode.span, { text: s.mode.text, suggestion, modes: ROUNDING_MODES }));
        }
        if (s.kind === 'points' && s.shownDecimals) wholeNumber(s.shownDecimals, 'The number of decimals', ctx, true);
        if (s.kind === 'accumulate' && s.best) wholeNumber(s.best, 'best N', ctx);
        if (s.kind === 'grade-scaling') checkGradeScaling(s, seen, ctx);
      }
      if (!points && !brokenInside(node.span, ctx)) ctx.report(diagnostic('missing-points', node.name.span, { name: node.name.value }));
      checkTies(node.name, node.statements, ctx);
      checkPlaceSharing(node.statements, ctx);
      validateFormulas(node, ctx);
    },
  ],
};

/**
 * How tied players score, stated once; asked for (an error listing the wordings) when the
 * file has a tie-break list or a play-off and the article says nothing.
 */
function checkTies(name: { value: string; span: Span }, statements: readonly GrandPrixStatement[], ctx: ValidationContext): void {
  const stated = tiesStatements(statements);
  const first = stated[0];
  const seen = new Seen<string>(ctx);
  for (const s of stated) {
    if (s.kind === first!.kind) seen.add(s.kind, s.span, `"${TIES_STATEMENT_TEXT[s.kind]}"`);
    else
      ctx.report(
        diagnostic('grand-prix-ties-twice', s.span, {
          first: TIES_STATEMENT_TEXT[first!.kind],
          second: TIES_STATEMENT_TEXT[s.kind],
          line: first!.span.start.line,
        }),
      );
  }
  if (!first) {
    const decider = tieDecider(ctx.file);
    if (decider && !brokenInside(name.span, ctx))
      ctx.report(diagnostic('grand-prix-ties-unstated', name.span, { name: name.value, what: decider }));
  }
}

/**
 * A table by place says how shared places score when places can be shared: always under
 * `no tie-breaks` (places on points alone); `tied players share the points` says it (the
 * places' points averaged), and contradicts `take the higher`; a ranking whose list ends in
 * `shared` can share places too, which the engine reports when it happens
 * (engine/place-sharing-unstated).
 */
function checkPlaceSharing(statements: readonly GrandPrixStatement[], ctx: ValidationContext): void {
  const table = statements.find((s) => s.kind === 'place-points');
  const sharing = statements.find((s) => s.kind === 'place-sharing');
  if (sharing && !table) ctx.report(diagnostic('sharing-without-table', sharing.span, {}));
  const noTiebreaks = statements.find((s) => s.kind === 'no-tiebreaks');
  if (table && noTiebreaks && !sharing) ctx.report(diagnostic('sharing-unstated', table.span, {}));
  const share = statements.find((s) => s.kind === 'tied-share');
  if (share && sharing?.rule === 'higher') ctx.report(diagnostic('share-and-higher', sharing.span, { line: share.span.start.line }));
}

/**
 * `if 3 grades: scaled 1, 2/3, 1/3`: one factor per grade, each more than 0 and at most 1, the
 * first (the top grade) 1 and none above the one before; once per number of grades. The
 * reading — one combined ranking of the scaled scores, grand-prix points by its places — is noted.
 */
function checkGradeScaling(s: Extract<GrandPrixStatement, { kind: 'grade-scaling' }>, seen: Seen<string>, ctx: ValidationContext): void {
  if (!wholeNumber(s.grades, 'A number of grades', ctx)) return;
  const grades = s.grades.value.toNumber();
  seen.add(`grades ${grades}`, s.span, `The scaling of ${grades} grades`);
  if (grades < 2) ctx.report(diagnostic('grade-scaling-grades', s.grades.span, { text: s.grades.text }));
  else if (s.factors.length !== grades) ctx.report(diagnostic('grade-scaling-count', s.span, { grades, factors: s.factors.length }));
  const bad = s.factors.find((f, i) => f.value.sign() <= 0 || f.value.gt(Rational.ONE) || (i > 0 && f.value.gt(s.factors[i - 1]!.value)));
  if (bad) ctx.report(diagnostic('grade-scaling-factor', bad.span, { text: bad.text }));
  else if (s.factors.length === grades && grades >= 2) ctx.report(diagnostic('grade-scaling-reading', s.span, { grades }));
}

const ONCE = {
  points: 'The points formula',
  rounding: 'The rounding',
  accumulate: 'The accumulation',
} as const;
