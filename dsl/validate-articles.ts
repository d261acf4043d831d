import { LONG_EVENT_DAYS, POINT_SYSTEMS, Rational, UNPLAYED_OPTION_EDITIONS } from '../engine';
import type { Expression, QualificationEntry, ResultKind, ScoreEntry, ScoringArticle } from './ast';
import { didYouMean } from './did-you-mean';
import { diagnostic } from './diagnostics';
import type { MessageParams } from './messages';
import { checkPrizeCategory } from './validate-file';
import { validateFormulas } from './validate-formulas';
import { checkTableRows, validateLookupTable } from './validate-tables';
import {
  brokenInside,
  onlyHeader,
  resultWords,
  Seen,
  articlesOf,
  wholeNumber,
  type Checks,
  type ValidationContext,
} from './validate-support';

/*
 * Checks of the articles' statements: what is given twice, what is missing, numbers that
 * must be whole, and options that mean nothing where they stand (a forfeit cap under an
 * edition without 16.4.1, a round-robin withdrawal rule in a Swiss).
 */

export const ARTICLE_CHECKS: Checks = {
  'scoring-article': [
    (node, ctx) => {
      const presets = Object.keys(POINT_SYSTEMS);
      if (node.preset && !presets.includes(node.preset.text.toLowerCase())) {
        const params: MessageParams<'unknown-preset'> = {
          text: node.preset.text,
          suggestion: didYouMean(node.preset.text, presets),
          presets,
        };
        ctx.report(diagnostic('unknown-preset', node.preset.span, params));
      }
      if (!node.preset && onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'scoring' }));
      const seen = new Seen<string>(ctx);
      const entries = node.lines.filter((l) => !l.rounds).flatMap((l) => l.entries);
      for (const entry of entries) seen.add(entry.result, entry.span, `"${resultWords(entry.result)}"`);
      checkScoreOrder(entries, ['win', 'draw', 'loss'], ctx);
      checkScoreOrder(entries, ['match-win', 'match-draw', 'match-loss'], ctx);
      checkRoundScoring(node, entries, ctx);
      for (const ranking of node.rankings) {
        if (!ctx.teamEvent) ctx.report(diagnostic('team-ranking-in-individual-event', ranking.span, {}));
        seen.add('ranked by', ranking.span, '"ranked by … points"');
      }
      for (const minimum of node.minimums) {
        seen.add('team-minimum', minimum.span, '"fewer than N players: match lost by forfeit"');
        if (!ctx.teamEvent) ctx.report(diagnostic('team-minimum-in-individual-event', minimum.span, {}));
        else if (wholeNumber(minimum.players, 'the fewest players a team scores with', ctx))
          ctx.report(diagnostic('team-minimum-reading', minimum.span, { players: minimum.players.value.toNumber() }));
      }
    },
  ],
  'unplayed-article': [
    (node, ctx) => {
      if (onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'unplayed rounds' }));
      const seen = new Seen<string>(ctx);
      for (const entry of node.lines.flatMap((l) => l.entries)) {
        const option = entry.kind === 'forfeit-cap' ? 'The forfeit cap' : 'VUR-first cutting';
        seen.add(entry.kind, entry.span, option);
        const editions = UNPLAYED_OPTION_EDITIONS[entry.kind];
        if (ctx.edition && !editions.includes(ctx.edition))
          ctx.report(diagnostic('option-not-in-edition', entry.span, { option, edition: ctx.edition, editions: editions.join(', ') }));
      }
    },
  ],
  // FIDE checklist Q210–216: `event over 30 days`, `first rating` | `rating per round`.
  'ratings-article': [
    (node, ctx) => {
      if (onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'ratings' }));
      const seen = new Seen<string>(ctx);
      for (const entry of node.lines.flatMap((l) => l.entries)) {
        if (entry.kind === 'long-event') {
          seen.add('long-event', entry.span, 'The length of the event');
          if (!entry.days.value.eq(Rational.of(LONG_EVENT_DAYS)))
            ctx.report(diagnostic('long-event-days', entry.days.span, { text: entry.days.text, days: LONG_EVENT_DAYS }));
        } else seen.add('rating-choice', entry.span, 'Which rating the rating criteria read');
      }
    },
  ],
  'withdrawals-article': [
    (node, ctx) => {
      if (onlyHeader(node)) ctx.report(diagnostic('empty-article', node.span, { article: 'withdrawals' }));
      const seen = new Seen<string>(ctx);
      for (const entry of node.lines.flatMap((l) => l.entries)) {
        if (entry.kind === 'bye-withdrawal') seen.add(`bye ${entry.bye}`, entry.span, `A withdrawal rule for ${resultWords(entry.bye)}s`);
        else if (entry.kind === 'round-robin-withdrawal') seen.add('round-robin', entry.span, 'The round-robin withdrawal rule');
        else if (entry.kind === 'expulsion')
          for (const p of entry.players) {
            const who = p.player.kind === 'number' ? `#${p.player.text}` : `"${p.player.value.trim().toLowerCase()}"`;
            seen.add(`expelled ${who}`, p.span, `The expulsion of ${p.player.kind === 'number' ? who : `"${p.player.value}"`}`);
          }
        else if (entry.kind === 'expelled-results') seen.add('expelled-results', entry.span, 'What becomes of expelled players’ results');
        else seen.add('eligibility', entry.span, 'The eligibility of withdrawn players');
      }
    },
  ],
  'bye-withdrawal': [
    (node, ctx) => {
      if (node.bye === 'pairing-allocated-bye') ctx.report(diagnostic('pab-not-withdrawal', node.span, {}));
      if (node.round !== 'last') wholeNumber(node.round, 'A round number', ctx);
    },
  ],
  // expelled: 17, "Doe, John" from round 5 (FIDE checklist Q197–198)
  'expelled-player': [
    (node, ctx) => {
      if (node.player.kind === 'number') wholeNumber(node.player, 'A starting number', ctx);
      if (node.fromRound) wholeNumber(node.fromRound, 'A round number', ctx);
    },
  ],
  'round-robin-withdrawal': [
    (node, ctx) => {
      if (node.threshold !== 'half') {
        const v = node.threshold.value;
        if (v.sign() <= 0 || v.toNumber() > 100)
          ctx.report(diagnostic('bad-threshold', node.threshold.span, { text: `${node.threshold.text}%` }));
      }
      if (node.otherwise === node.below) ctx.report(diagnostic('outcome-twice', node.span, { outcome: node.below.replace(/-/g, ' ') }));
      // Reuben's rule is for round robins (arbiter's handbook ch. 12); "per cycle" only for a double one.
      const stated = ctx.stated;
      if (stated?.tournament === 'swiss') ctx.report(diagnostic('withdrawal-not-round-robin', node.span, { line: stated.line }));
      else if (stated?.tournament === 'round-robin' && node.scope === 'cycle')
        ctx.report(diagnostic('cycle-not-double', node.span, { line: stated.line }));
    },
  ],
  'tiebreaks-article': [(node, ctx) => onlyHeader(node) && ctx.report(diagnostic('empty-article', node.span, { article: 'tie-breaks' }))],
  'match-tiebreaks-article': [
    (node, ctx) => onlyHeader(node) && ctx.report(diagnostic('empty-article', node.span, { article: 'match tie-breaks' })),
  ],
  'team-article': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      for (const s of node.statements) {
        if (s.kind === 'team-score') seen.add(s.which, s.span, `The ${s.which} score`);
        if (s.kind === 'team-tiebreaks') seen.add('tie-breaks', s.span, 'The team tie-breaks');
        if (s.kind === 'team-award') wholeNumber(s.count, 'A number of awards', ctx);
      }
      if (!node.statements.some((s) => s.kind === 'team-score') && !brokenInside(node.span, ctx))
        ctx.report(diagnostic('missing-team-score', node.name.span, { name: node.name.value }));
      checkGrandPrixReferences(node.statements, ctx);
      validateFormulas(node, ctx);
    },
  ],
  'qualification-article': [
    (node, ctx) => {
      const seen = new Seen<string>(ctx);
      let least: { text: string; value: number } | undefined;
      let most: { text: string; value: number } | undefined;
      for (const s of node.statements) {
        if (s.kind === 'lookup-table') {
          if (s.table === 'places') seen.add('places', s.span, 'The places table');
          continue;
        }
        for (const e of s.entries) {
          if (e.kind === 'qualification-category') {
            checkQualificationCategory(e, seen, ctx);
            continue;
          }
          if (e.kind === 'skip') seen.add(`skip ${e.what}`, e.span, `"skip ${e.what.replace('-', ' ')}"`);
          else if (seen.add(e.kind, e.span, `"${e.kind.replace('-', ' ')}"`) && wholeNumber(e.value, 'A number of places', ctx, true)) {
            const bound = { text: e.value.text, value: e.value.value.toNumber() };
            if (e.kind === 'at-least') least = bound;
            else most = bound;
          }
        }
      }
      if (least && most && least.value > most.value)
        ctx.report(diagnostic('clamp-order', node.name.span, { least: least.text, most: most.text }));
      const places = node.statements.find((s) => s.kind === 'lookup-table' && s.table === 'places');
      const best = node.statements
        .flatMap((s) => (s.kind === 'qualification-line' ? s.entries : []))
        .find((e) => e.kind === 'qualification-category' && e.count);
      if (places && best) ctx.report(diagnostic('qualification-places-twice', best.span, { name: node.name.value }));
      if (!places && !best && !brokenInside(node.span, ctx))
        ctx.report(diagnostic('missing-places', node.name.span, { name: node.name.value }));
      checkTableRows(node, ctx);
      validateFormulas(node, ctx);
    },
  ],
  'lookup-table': [validateLookupTable],
  string: [(node, ctx) => node.value.trim() === '' && ctx.report(diagnostic('empty-string', node.span, {}))],
};

/** A win worth less than a draw (or a draw less than a loss) is almost surely a typo. */
/**
 * `rounds A-B:` lines (Grand Chess Tour 2016: rapid 2-1-0, blitz 1-½-0 in one event): each a point
 * system of its own, its rounds in order and apart from the other lines'; not in a team event
 * (its match points are not by round). What the article states that a line does not is the
 * line's own reading (its win and draw, C.04.1), and `check` says so; under two scorings the
 * note says once what every criterion sums.
 */
function checkRoundScoring(node: ScoringArticle, unscoped: readonly ScoreEntry[], ctx: ValidationContext): void {
  const lines = node.lines.filter((l) => l.rounds);
  if (lines.length === 0) return;
  const ranges: { first: number; last: number; text: string }[] = [];
  for (const line of lines) {
    const rounds = line.rounds!;
    const text = `${rounds.first.text}-${rounds.last.text}`;
    if (ctx.teamEvent) ctx.report(diagnostic('round-scoring-in-team-event', rounds.span, {}));
    const seen = new Seen<string>(ctx);
    for (const entry of line.entries) {
      seen.add(entry.result, entry.span, `"${resultWords(entry.result)}"`);
      if (entry.result.startsWith('match-')) ctx.report(diagnostic('round-scoring-in-team-event', entry.span, {}));
    }
    checkScoreOrder(line.entries, ['win', 'draw', 'loss'], ctx);
    if (!wholeNumber(rounds.first, 'A round', ctx) || !wholeNumber(rounds.last, 'A round', ctx)) continue;
    const [first, last] = [rounds.first.value.toNumber(), rounds.last.value.toNumber()];
    if (first < 1 || first > last) {
      ctx.report(diagnostic('round-scoring-order', rounds.span, { text }));
      continue;
    }
    const other = ranges.find((r) => r.first <= last && first <= r.last);
    if (other) ctx.report(diagnostic('round-scoring-overlap', rounds.span, { text, other: other.text }));
    ranges.push({ first, last, text });
    const own = new Set(line.entries.map((e) => e.result));
    for (const entry of unscoped)
      if (!own.has(entry.result) && !['win', 'draw', 'loss'].includes(entry.result) && !entry.result.startsWith('match-'))
        ctx.report(
          diagnostic('round-scoring-unstated-kind', rounds.span, {
            rounds: text,
            kind: resultWords(entry.result),
            value: entry.value.text,
          }),
        );
  }
  if (ctx.twoScorings) ctx.report(diagnostic('two-scorings-reading', lines[0]!.rounds!.span, {}));
}

function checkScoreOrder(entries: readonly ScoreEntry[], order: readonly ResultKind[], ctx: ValidationContext): void {
  const stated = order.map((kind) => entries.find((e) => e.result === kind));
  for (let i = 0; i < stated.length; i++) {
    for (let j = i + 1; j < stated.length; j++) {
      const better = stated[i];
      const worse = stated[j];
      if (!better || !worse || !better.value.value.lt(worse.value.value)) continue;
      ctx.report(
        diagnostic('score-order', better.span, {
          better: resultWords(better.result),
          betterValue: better.value.text,
          worse: resultWords(worse.result),
          worseValue: worse.value.text,
        }),
      );
    }
  }
}

/** `grand-prix` in a team formula is the points of the file's one grand-prix article. */
function checkGrandPrixReferences(statements: readonly { kind: string; value?: Expression }[], ctx: ValidationContext): void {
  const grandPrix = articlesOf(ctx.file, 'grand-prix-article');
  if (grandPrix.length === 1) return;
  for (const statement of statements) {
    if (!statement.value) continue;
    for (const name of namesIn(statement.value)) {
      if (name.name.toLowerCase() !== 'grand-prix') continue;
      if (grandPrix.length === 0) ctx.report(diagnostic('no-grand-prix', name.span, {}));
      else
        ctx.report(
          diagnostic('ambiguous-grand-prix', name.span, {
            lines: grandPrix.map((g) => g.span.start.line).join(', '),
            count: grandPrix.length,
          }),
        );
    }
  }
}

function namesIn(e: Expression): Extract<Expression, { kind: 'name' }>[] {
  switch (e.kind) {
    case 'name':
      return [e];
    case 'paren':
      return namesIn(e.inner);
    case 'negate':
    case 'not':
      return namesIn(e.operand);
    case 'binary':
      return [...namesIn(e.left), ...namesIn(e.right)];
    case 'call':
      return e.args.flatMap(namesIn);
    case 'aggregate':
      return [...(e.operand ? namesIn(e.operand) : []), ...(e.where ? namesIn(e.where) : [])];
    default:
      return [];
  }
}

/** `best 2 of category "U16"` · `for female`: once per qualification, a whole number of places, a category that exists. */
function checkQualificationCategory(
  e: Extract<QualificationEntry, { kind: 'qualification-category' }>,
  seen: Seen<string>,
  ctx: ValidationContext,
): void {
  if (!seen.add('category', e.span, 'The category of the qualification')) return;
  if (e.count) wholeNumber(e.count, 'A number of places', ctx);
  checkPrizeCategory(e.category, ctx);
}
