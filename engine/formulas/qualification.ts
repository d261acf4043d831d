import { Rational } from '../arith';
import type { EngineIssue, Player, PlayerId, Qualification, SkipRule } from '../model';
import { CategoryTester, categoryLabel, conditionsOf, conditionText, missingDataIssue } from './categories';
import { resolveHeader, type EventFacts } from './event-facts';
import { EventScope, type PlayerScope } from './event-scopes';
import { LetBindings } from './lets';
import { lookUp } from './lookup-table';
import { placeOf, type Place } from './places';
import { uniqueIssues } from './scope';
import { pushAll } from '../collections';

export type QualificationOutcome = 'qualified' | 'skipped' | 'tied-at-cut';

export interface QualificationEntry {
  player: PlayerId;
  name: string;
  place: Place;
  outcome: QualificationOutcome;
  /** "qualifier 3 of 10", "already qualified (column "Qualified": "GSQT 1")". */
  reason: string;
}

export interface QualificationResult {
  name: string;
  event: string;
  /** The row of the tables used. */
  section?: string;
  /** Places this event gives; undefined when they could not be computed. */
  places?: number;
  /** How the number of places was computed, step by step. */
  audit: string[];
  /** Every player the walk down the standings reached, in order. */
  entries: QualificationEntry[];
  qualified: PlayerId[];
  issues: EngineIssue[];
}

/**
 * Qualification places of one event and who fills them (VCF Part 1 3.f): places from the
 * participants table, plus each adjustment (table 2, strength from the average post-event
 * rating), clamped to the stated bounds; then down the final standings — tie-breaks
 * apply (3.h.1) — skipping players already qualified, playing up or withdrawn, who
 * "cannot block" (3.f.5.a: 8 places, 2 already qualified → the 8 come from the top 10).
 */
export function evaluateQualification(facts: EventFacts, q: Qualification, section?: string, sectionSource?: string): QualificationResult {
  const result: QualificationResult = { name: q.name, event: facts.label, audit: [], entries: [], qualified: [], issues: [] };
  const issues: EngineIssue[] = [];
  const row = q.perSection ? (section ?? sectionFromTitle(facts, q)) : undefined;
  if (row) result.section = row;
  if (q.perSection && row && !section) result.audit.push(`section ${row}: from the title "${titleOf(facts)}"`);
  if (q.perSection && row && section && sectionSource) result.audit.push(`section ${row}: ${sectionSource}`);
  const scope = new EventScope(facts, { rounding: 'half-up', lets: new LetBindings([]) });
  const places = computeQualificationPlaces(q, scope, row, result.audit);
  if (!places.ok) pushAll(issues, places.issues);
  else {
    result.places = places.places;
    fillQualificationPlaces(facts, q, places.places, scope, result, issues);
  }
  result.issues = uniqueIssues(issues);
  return result;
}

/** Steps 1–3: the table, the adjustments, the bounds. */
export function computeQualificationPlaces(
  q: Qualification,
  scope: EventScope,
  row: string | undefined,
  audit: string[],
): { ok: true; places: number } | { ok: false; issues: EngineIssue[] } {
  if (!q.places && q.best === undefined)
    return {
      ok: false,
      issues: [{ code: 'engine/qualification-no-table', severity: 'error', message: `${q.name}: no "places from" table` }],
    };
  // `best 2 of category "U16"`: the places are the regulation's number, not a table's.
  if (!q.places) {
    audit.push(`best ${q.best!} of ${categoryLabel(q.category!)}: ${q.best!} places`);
    return clampPlaces(q, Rational.of(q.best!), [String(q.best!)], audit);
  }
  const table = q.places;
  if (q.perSection && !row)
    return {
      ok: false,
      issues: [
        {
          code: 'engine/qualification-no-section',
          severity: 'error',
          message: `${q.name} is per section: name the section (rows: ${table.rows.map((r) => r.label).join(', ')})`,
        },
      ],
    };
  const base = lookUp(table, scope, row);
  if (!base.ok) return base;
  audit.push(base.text);
  let total = base.value;
  const terms = [base.value.toDecimalString()];
  for (const table of q.adjustments) {
    const adjustment = lookUp(table, scope, row, true);
    if (!adjustment.ok) return adjustment;
    audit.push(adjustment.text);
    total = total.add(adjustment.value);
    terms.push(adjustment.value.sign() < 0 ? `- ${adjustment.value.neg().toDecimalString()}` : `+ ${adjustment.value.toDecimalString()}`);
  }
  return clampPlaces(q, total, terms, audit);
}

/** Step 3: the stated bounds, and a whole number of places. */
function clampPlaces(
  q: Qualification,
  total: Rational,
  terms: readonly string[],
  audit: string[],
): { ok: true; places: number } | { ok: false; issues: EngineIssue[] } {
  let clamped = total;
  if (q.atLeast && clamped.lt(q.atLeast)) clamped = q.atLeast;
  if (q.atMost && clamped.gt(q.atMost)) clamped = q.atMost;
  const bounds = [q.atLeast && `at least ${q.atLeast.toDecimalString()}`, q.atMost && `at most ${q.atMost.toDecimalString()}`]
    .filter(Boolean)
    .join(', ');
  const sum = terms.length > 1 ? `${terms.join(' ')} = ${total.toDecimalString()}` : total.toDecimalString();
  audit.push(`places = ${sum}${bounds ? `; ${bounds} → ${clamped.toDecimalString()}` : ''}`);
  if (!clamped.isInteger() || clamped.sign() < 0)
    return {
      ok: false,
      issues: [
        {
          code: 'engine/qualification-not-whole',
          severity: 'error',
          message: `${q.name}: ${clamped.toDecimalString()} places is not a whole number`,
        },
      ],
    };
  return { ok: true, places: Number(clamped.num) };
}

/** Step 4: down the standings, skipping who cannot block; a tie across the last place is reported, not guessed. */
function fillQualificationPlaces(
  facts: EventFacts,
  q: Qualification,
  places: number,
  scope: EventScope,
  result: QualificationResult,
  issues: EngineIssue[],
): void {
  // The regulation's skip rules, then its eligibility rule: a qualifying place is an award
  // (VCF Part 1 3.d: withdrawn → "not eligible for individual awards"), so a player the
  // withdrawal report makes ineligible cannot take one, whether or not "skip withdrawn" is written.
  const skips = [...q.skip.map((rule) => resolveSkip(rule, facts, issues)), skipIneligible(facts)];
  const inCategory = categoryFilter(facts, q, result, issues);
  const eligible: QualificationEntry[] = [];
  for (const player of facts.players) {
    const standing = facts.standing.get(player.id)!;
    // Past the last place, go on only through players who share it (a tie across the cut).
    if (eligible.length >= places && (places === 0 || eligible[places - 1]!.place.rank !== standing.rank)) break;
    const membership = inCategory(player);
    // Players of other categories are passed over without a line; one whose data cannot say is listed with why.
    if (membership === 'out') continue;
    const reason = membership ?? skips.map((skip) => skip(scope.playerScope(player))).find((r) => r !== undefined);
    const place = placeOf(standing);
    const entry: QualificationEntry = {
      player: player.id,
      name: player.name,
      place,
      outcome: reason ? 'skipped' : 'qualified',
      reason: reason ?? '',
    };
    result.entries.push(entry);
    if (!reason) eligible.push(entry);
  }
  const cutRank = eligible.length > places ? eligible[places - 1]!.place.rank : undefined;
  for (const entry of eligible) {
    if (entry.place.rank === cutRank) {
      entry.outcome = 'tied-at-cut';
      entry.reason = `shares place ${entry.place.rank}–${entry.place.lastRank} across the last qualifying place after the tie-breaks`;
      continue;
    }
    result.qualified.push(entry.player);
    entry.reason = `${q.category ? `${categoryLabel(q.category)} ` : ''}qualifier ${result.qualified.length} of ${places}`;
  }
  const undecided = result.entries.filter((e) => e.reason.startsWith('not in the category'));
  const warning =
    q.category &&
    missingDataIssue(
      facts,
      categoryLabel(q.category),
      undecided.map((e) => ({ name: e.name, reason: e.reason.slice(e.reason.indexOf(': ') + 2) })),
    );
  if (warning) issues.push(warning);
  if (cutRank !== undefined)
    issues.push({
      code: 'engine/qualification-tie-at-cut',
      severity: 'warning',
      message: `${q.name}: ${eligible
        .filter((e) => e.outcome === 'tied-at-cut')
        .map((e) => e.name)
        .join(', ')} are tied across the last qualifying place; ${places - result.qualified.length} place(s) left open`,
    });
}

type Skip = (player: PlayerScope) => string | undefined;

/**
 * `best 2 of category "U16"` · `for female`: who may take a place. Undefined for a member (the
 * skip rules then apply), 'out' for a player of another category, and the reason for a player
 * whose data cannot decide it ("not in the category: no birth date"), who is never assumed in.
 * The audit says which players the places were for and at which date ages were counted.
 */
function categoryFilter(
  facts: EventFacts,
  q: Qualification,
  result: QualificationResult,
  issues: EngineIssue[],
): (player: Player) => string | 'out' | undefined {
  const category = q.category;
  if (!category) return () => undefined;
  const label = categoryLabel(category);
  const conditions = conditionsOf(category);
  const tester = new CategoryTester(facts, issues, facts.evaluation.regulation.categories?.on);
  const definition = conditions.map(conditionText).join(' ');
  let members = 0;
  const memberships = new Map<PlayerId, string | 'out' | undefined>();
  for (const player of facts.players) {
    const m = tester.test(conditions, player, label);
    memberships.set(player.id, m.in ? undefined : m.missing === undefined ? 'out' : `not in the category: ${m.missing}`);
    if (m.in) members++;
  }
  result.audit.push(
    `only ${label}${definition === label ? '' : ` (${definition})`}: ${members} of ${facts.players.length} players; the others are passed over`,
  );
  for (const date of new Set(tester.dates.values())) result.audit.push(date);
  return (player) => memberships.get(player.id);
}

const DEFAULT_COLUMNS = { 'already-qualified': 'Qualified', 'playing-up': 'Playing Up' } as const;

function resolveSkip(rule: SkipRule, facts: EventFacts, issues: EngineIssue[]): Skip {
  if (rule.kind === 'withdrawn') return skipWithdrawn(facts, issues);
  const column = rule.column ?? DEFAULT_COLUMNS[rule.kind];
  const header = resolveHeader(facts.headers, column);
  const what = rule.kind === 'already-qualified' ? 'already qualified' : 'playing up';
  if (!header) {
    // A column the regulation names must exist; the default one may be absent (then nobody is marked).
    issues.push({
      code: 'engine/qualification-no-column',
      severity: rule.column ? 'error' : 'warning',
      message: `No column "${column}" in ${facts.label} to tell who is ${what}${
        rule.column ? `: the regulation names it; add it (left empty when nobody is ${what})` : ': nobody is treated as such'
      }`,
    });
    return () => undefined;
  }
  return (p) => (p.marked(header) ? `${what} (column "${header}": "${p.player.fields[header]!.trim()}")` : undefined);
}

/**
 * "Skip withdrawn" reads who withdrew, not who is eligible: the players the withdrawal
 * report lists, whatever the regulation says of their eligibility. Without a `withdrawals`
 * article evaluate() recognises no withdrawal, so the rule could skip nobody: said once.
 */
function skipWithdrawn(facts: EventFacts, issues: EngineIssue[]): Skip {
  if (!facts.evaluation.regulation.withdrawals)
    issues.push({
      code: 'engine/qualification-no-withdrawal-rules',
      severity: 'warning',
      message: `"skip withdrawn": the regulation has no withdrawals article, so no player of ${facts.label} is known to have withdrawn`,
    });
  return (p) => {
    const reason = facts.withdrawn.get(p.player.id);
    return reason === undefined ? undefined : `withdrawn: ${reason}`;
  };
}

function skipIneligible(facts: EventFacts): Skip {
  return (p) => {
    const reason = facts.ineligible.get(p.player.id);
    return reason === undefined ? undefined : `not eligible for awards: ${reason}`;
  };
}

/** The section of a per-section table named in the crosstable's title ("K-12 Section of a GSQT"), when exactly one row label is. */
function sectionFromTitle(facts: EventFacts, q: Qualification): string | undefined {
  const title = [facts.evaluation.crosstable.name ?? '', ...Object.values(facts.evaluation.crosstable.meta)].join(' ');
  const labels = q.places?.rows.map((r) => r.label) ?? [];
  const found = labels.filter((label) =>
    new RegExp(`(^|[^\\w-])${label.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}($|[^\\w-])`, 'i').test(title),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The title the section was found in: the crosstable's name, else the text above a grid's header. */
function titleOf(facts: EventFacts): string {
  const crosstable = facts.evaluation.crosstable;
  return crosstable.name ?? crosstable.meta['title'] ?? '';
}
