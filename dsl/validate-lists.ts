import {
  CRITERIA,
  definedUnder,
  findCriterion,
  isMatchCriterion,
  isTeamCriterion,
  REFERENCE_SCORE_CRITERIA,
  TEAM_CRITERIA_EDITIONS,
  type CriterionSpec,
} from '../engine';
import type { AstNode, CriterionPhrase, Span, TiebreakItem, TiebreaksArticle } from './ast';
import { isRankingScore, phraseText, resolveCriterion, resolveListItem } from './criteria';
import { diagnostic } from './diagnostics';
import { articlesOf, type Checks, type ValidationContext } from './validate-support';

/*
 * Tie-break lists (individual, team, match) and the criteria in them: resolved against
 * the engine's registry, then checked against the edition and the tournament system the
 * file states (C.07 2026 art. 8: no Buchholz in round robins; 9.2: Koya is for round robins).
 */

export const LIST_CHECKS: Checks = {
  'tiebreaks-article': [(node, ctx) => checkList(node.items, ctx, 'individual'), checkRounds],
  'match-tiebreaks-article': [(node, ctx) => checkList(node.items, ctx, 'match')],
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

/**
 * `based on rounds 7-12 only` (Hamilton Chess Club: "a tie break based on the second night
 * only"): a range of rounds, and the reading stated — the criteria on those rounds as an event of
 * their own, since "based on" could also mean the own games of those rounds against opponents
 * scored over the whole event.
 */
function checkRounds(node: TiebreaksArticle, ctx: ValidationContext): void {
  const rounds = node.rounds;
  if (!rounds) return;
  if (rounds.from < 1 || rounds.from > rounds.to) {
    ctx.report(diagnostic('tiebreak-rounds-range', rounds.span, { text: `${rounds.from}-${rounds.to}` }));
    return;
  }
  ctx.report(diagnostic('tiebreak-rounds-reading', rounds.span, { from: rounds.from, to: rounds.to }));
}

function checkList(items: TiebreakItem[], ctx: ValidationContext, list: 'individual' | 'match'): void {
  items.forEach((item, index) => {
    if (!item.number.value.isInteger() || item.number.value.toNumber() !== index + 1)
      ctx.report(diagnostic('item-numbering', item.number.span, { found: item.number.text, expected: index + 1 }));
  });
  // A manual column is a criterion like any other (the registry's MAN): reading the same column twice separates nobody.
  const columns = new Map<string, Span>();
  for (const item of items) {
    if (item.entry.kind !== 'manual-column') continue;
    const column = item.entry.column.value;
    const earlier = columns.get(column);
    if (earlier)
      ctx.report(diagnostic('duplicate-criterion', item.span, { text: `manual from column "${column}"`, line: earlier.start.line }));
    else columns.set(column, item.span);
  }
  const criteria = items.flatMap((i) => (i.entry.kind === 'criterion' ? [{ criterion: i.entry, span: i.span }] : []));
  checkListKind(criteria, ctx, list);
  if (list === 'individual') checkEventKind(criteria, ctx);
  checkDuplicateCriteria(criteria, ctx, list === 'individual');
}

/** Match tie-breaks read a match's boards, the others a crosstable: each belongs to its own list. */
function checkListKind(criteria: { criterion: CriterionPhrase }[], ctx: ValidationContext, list: 'individual' | 'match') {
  for (const { criterion } of criteria) {
    const resolved = resolveListItem(criterion, ctx.teamEvent, ctx.edition);
    if (!resolved.ok || isMatchCriterion(resolved.definition) === (list === 'match')) continue;
    const text = phraseText(criterion);
    // A team event's list may name the art. 12 board criteria: the engine sums them over the team's matches.
    if (list === 'individual') {
      if (!ctx.teamEvent) ctx.report(diagnostic('match-criterion-in-list', criterion.span, { text }));
    } else ctx.report(diagnostic('not-a-match-criterion', criterion.span, { text, match: MATCH_CODES }));
  }
}

const REFERENCE_CODES = [...REFERENCE_SCORE_CRITERIA].join(', ');
const SONNEBORN_BERGER = findCriterion('SB')!.code;

/**
 * A team event's list and an individual one name different criteria: the team criteria
 * (C.07 arts. 11, 13) and reference scores `:MP` / `:GP` only in a team event; in one, the
 * criteria that rank players only with a reference score, and only those of arts. 6–9.
 */
function checkEventKind(criteria: { criterion: CriterionPhrase }[], ctx: ValidationContext): void {
  for (const { criterion } of criteria) {
    const resolved = resolveListItem(criterion, ctx.teamEvent, ctx.edition);
    if (!resolved.ok) continue;
    const { definition, spec } = resolved;
    const text = phraseText(criterion);
    const team = isTeamCriterion(definition);
    if (!ctx.teamEvent) {
      if (team || spec.reference) ctx.report(diagnostic('team-criterion-in-individual-event', criterion.span, { text }));
      continue;
    }
    // "Mehrzahl der gewonnenen Partien" counts a player's games: not the teams' WON on a reference score.
    if (resolved.playersOnly) {
      ctx.report(diagnostic('player-criterion-in-team-event', criterion.span, { text, allowed: REFERENCE_CODES }));
      continue;
    }
    const byReference = REFERENCE_SCORE_CRITERIA.has(definition.code);
    // A plain Sonneborn-Berger in a team event: C.07 13's SB on the ranking score, or the Olympiad's? Say so, never pick silently.
    if (definition.code === SONNEBORN_BERGER && !spec.reference) ctx.report(diagnostic('team-sonneborn-berger', criterion.span, { text }));
    if (spec.reference && !byReference)
      ctx.report(diagnostic('reference-score-not-allowed', criterion.span, { text, allowed: REFERENCE_CODES }));
    else if (!team && !byReference && !isMatchCriterion(definition) && definition.family !== 'score')
      ctx.report(diagnostic('player-criterion-in-team-event', criterion.span, { text, allowed: REFERENCE_CODES }));
  }
}

const MATCH_CODES = CRITERIA.filter(isMatchCriterion)
  .map((d) => `${d.code} (${d.names[0] ?? d.title.toLowerCase()})`)
  .join(', ');

/** Equal criteria (same code and modifiers) after the first can never separate anyone; points always rank first. */
function checkDuplicateCriteria(
  criteria: { criterion: CriterionPhrase; span: Span }[],
  ctx: ValidationContext,
  pointsFirst: boolean,
): void {
  const seen = new Map<string, Span>();
  for (const { criterion, span } of criteria) {
    const resolved = resolveListItem(criterion, ctx.teamEvent, ctx.edition);
    if (!resolved.ok) continue;
    if (pointsFirst && isRankingScore(resolved.definition, ctx.teamScore)) {
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
  // Suggestions for a misspelt name are names valid where it stands.
  const matchList = articlesOf(ctx.file, 'match-tiebreaks-article').some(
    (s) => s.span.start.offset <= node.span.start.offset && node.span.end.offset <= s.span.end.offset,
  );
  const resolved = resolveCriterion(node, ctx.edition, { teamEvent: ctx.teamEvent, edition: ctx.edition, matchList });
  if (!resolved.ok) {
    resolved.diagnostics.forEach((d) => ctx.report(d));
    return;
  }
  // Words another source reads otherwise: the reading is said, never chosen silently.
  if (resolved.reading !== undefined)
    ctx.report(diagnostic('stated-reading', node.span, { text: phraseText(node), reading: resolved.reading }));
  const edition = resolved.spec.edition ?? ctx.edition;
  const { definition } = resolved;
  if (edition && !definedUnder(definition, edition)) {
    const editions = definition.editions === 'all' ? 'all' : definition.editions.join(', ');
    const criterion = `${definition.title} (${definition.code})`;
    // Rules without team criteria have no rule for a team's unplayed matches in them: say so, never compute under another's.
    if (isTeamCriterion(definition) && !TEAM_CRITERIA_EDITIONS.includes(edition))
      ctx.report(diagnostic('team-criterion-edition', node.span, { criterion, edition, code: definition.code }));
    else ctx.report(diagnostic('not-in-edition', node.span, { criterion, edition, editions }));
  }
  if (edition && ctx.roundRobin && definition.notInRoundRobin?.includes(edition))
    ctx.report(diagnostic('not-allowed-in-round-robin', node.span, { criterion: definition.title, edition }));
  // One value for the whole event (Koya's 50 % line) means nothing definite when rounds are scored apart.
  if (definition.oneScoring && ctx.twoScorings)
    ctx.report(
      diagnostic('criterion-two-scorings', node.span, {
        criterion: `${definition.title} (${definition.code})`,
        meanings: definition.oneScoring,
      }),
    );
  if (definition.roundRobinOnly && ctx.stated?.tournament === 'swiss')
    ctx.report(
      diagnostic('round-robin-only', node.span, { criterion: definition.title, source: definition.source, line: ctx.stated.line }),
    );
}
