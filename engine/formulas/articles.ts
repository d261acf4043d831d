import type { Rational } from '../arith';
import type { Evaluation } from '../evaluation';
import type { EngineIssue, Player, PlayerId, Regulation } from '../model';
import { collectEventFacts, resolveHeader, type EventFacts } from './event-facts';
import { computeGrandPrixPoints, type GrandPrixResult } from './grand-prix';
import { accumulateGrandPrix, type SeasonGrandPrixResult } from './grand-prix-season';
import { awardPrizes, type PrizesResult } from './prizes';
import { rankCategories, type CategoryRanking } from './category-rankings';
import { evaluateQualification, type QualificationResult } from './qualification';
import { computeEventTeamTotals, computeSeasonTeamTotals, type SeasonEvent } from './team-builders';
import type { TeamTotalsResult } from './team-totals';
import { pushAll } from '../collections';
import { uniqueIssues } from './scope';

export interface ArticleOptions {
  /** The event's name in audit trails ("GSQT 1"); the crosstable's name by default. */
  event?: string;
  /** The row of per-section tables ("K-12"); found in the crosstable's title when unstated. */
  section?: string;
  /** Where `section` came from, for the audit: 'from the sheet's name "K-12"', 'as asked'. */
  sectionSource?: string;
}

/** What a regulation's grand-prix, team, qualification and prize articles give for one event. */
export interface ArticleResults {
  event: string;
  grandPrix: GrandPrixResult[];
  /** Event team totals (`event score`). */
  teams: TeamTotalsResult[];
  qualification: QualificationResult[];
  prizes?: PrizesResult;
  /** The categories article's rankings ("best U12"), one per category. */
  categories: CategoryRanking[];
  /** Every article's issues. */
  issues: EngineIssue[];
}

/**
 * Evaluates the articles beside the ranking (docs/rules.md, "Grand prix, teams, qualification
 * and prizes"), from an
 * Evaluation and its regulation. Returned beside the Evaluation, which stays as it is.
 */
export function evaluateArticles(evaluation: Evaluation, options: ArticleOptions = {}): ArticleResults {
  // The event's facts (every participant's score again, their fields) are gathered when an
  // article first reads them: a regulation of tie-breaks alone never does.
  let facts: EventFacts | undefined;
  const factsOf = () => (facts ??= collectEventFacts(evaluation, options.event));
  const label = options.event ?? evaluation.crosstable.name ?? 'the event';
  return articleResultsOf(evaluation.regulation, factsOf, label, options.section, options.sectionSource);
}

function articleResultsOf(
  regulation: Regulation,
  facts: () => EventFacts,
  event: string,
  section: string | undefined,
  sectionSource?: string,
): ArticleResults {
  const grandPrix = (regulation.grandPrix ?? []).map((gp) => computeGrandPrixPoints(facts(), gp));
  const points = grandPrix[0] && pointsOf(grandPrix[0]);
  const teams = (regulation.teams ?? []).flatMap((team) => computeEventTeamTotals(facts(), team, points) ?? []);
  const qualification = (regulation.qualification ?? []).map((q) => evaluateQualification(facts(), q, section, sectionSource));
  const prizes = regulation.prizes && awardPrizes(facts(), regulation.prizes, regulation.categories);
  const categories = regulation.categories ? rankCategories(facts(), regulation.categories) : [];
  const results: ArticleResults = { event, grandPrix, teams, qualification, categories, issues: [] };
  if (prizes) results.prizes = prizes;
  // A category both ranked and prized warns once.
  results.issues = uniqueIssues(
    [...grandPrix, ...teams, ...qualification, ...categories, ...(prizes ? [prizes] : [])].flatMap((r) => r.issues),
  );
  return results;
}

function pointsOf(result: GrandPrixResult): Map<PlayerId, Rational> {
  return new Map(result.players.map((p) => [p.player, p.points]));
}

export interface SeasonEventInput extends ArticleOptions {
  evaluation: Evaluation;
}

export interface SeasonOptions {
  /** The column that identifies a player across events (a member id). */
  idColumn: string;
}

export interface SeasonResults {
  /** Each event's own results. */
  events: ArticleResults[];
  /** Each grand prix accumulated over the events. */
  grandPrix: SeasonGrandPrixResult[];
  /** Season team totals (`season score`). */
  teams: TeamTotalsResult[];
  issues: EngineIssue[];
}

/**
 * A season: several events (crosstables, sheets), each with its evaluation, and the
 * regulation's grand prix and season team totals over all of them (VCF Encl. 1 §2, Part 2
 * §5). Players are the same player in two events when their id column says so; a player
 * without an id is left out of the season with an error naming them.
 */
export function evaluateSeason(events: readonly SeasonEventInput[], regulation: Regulation, options: SeasonOptions): SeasonResults {
  const issues: EngineIssue[] = [];
  const perEvent = events.map((input, i) => {
    const facts = collectEventFacts(input.evaluation, input.event ?? input.evaluation.crosstable.name ?? `event ${i + 1}`);
    const ids = identifyPlayers(facts, options.idColumn, issues);
    return { facts, ids, results: articleResultsOf(input.evaluation.regulation, () => facts, facts.label, input.section) };
  });
  if (/\s+or\s+/i.test(options.idColumn)) mergeByName(perEvent, issues);
  const grandPrix = (regulation.grandPrix ?? []).map((gp, k) =>
    accumulateGrandPrix(
      gp,
      perEvent.map((e) => ({ label: e.facts.label, result: e.results.grandPrix[k] ?? computeGrandPrixPoints(e.facts, gp), ids: e.ids })),
    ),
  );
  const gp = regulation.grandPrix?.[0];
  const seasonEvents: SeasonEvent[] = perEvent.map((e) => {
    const result = e.results.grandPrix[0] ?? (gp && computeGrandPrixPoints(e.facts, gp));
    return { facts: e.facts, ids: e.ids, ...(result && { grandPrix: pointsOf(result) }) };
  });
  const teams = (regulation.teams ?? []).flatMap((team) => computeSeasonTeamTotals(seasonEvents, team, gp) ?? []);
  pushAll(
    issues,
    grandPrix.flatMap((g) => g.issues),
  );
  pushAll(
    issues,
    teams.flatMap((t) => t.issues),
  );
  return { events: perEvent.map((e) => e.results), grandPrix, teams, issues };
}

/**
 * `--id "FIDE ID or Name"`: a player identified by name in one event (no FIDE ID there) is the
 * player of that name identified by FIDE ID in another, when exactly one such player exists;
 * a name that two FIDE IDs carry stays apart, with a warning naming both.
 */
function mergeByName(events: readonly { facts: EventFacts; ids: Map<PlayerId, string> }[], issues: EngineIssue[]): void {
  const byName = new Map<string, Set<string>>();
  for (const { facts, ids } of events)
    for (const player of facts.players) {
      const id = ids.get(player.id);
      if (id === undefined || id.startsWith('Name ')) continue;
      const key = player.name.trim().toLowerCase();
      byName.set(key, (byName.get(key) ?? new Set()).add(id));
    }
  const warned = new Set<string>();
  for (const { facts, ids } of events)
    for (const player of facts.players) {
      const id = ids.get(player.id);
      if (id === undefined || !id.startsWith('Name ')) continue;
      const key = player.name.trim().toLowerCase();
      const candidates = [...(byName.get(key) ?? [])];
      if (candidates.length === 1) ids.set(player.id, candidates[0]!);
      else if (candidates.length > 1 && !warned.has(key)) {
        warned.add(key);
        issues.push({
          code: 'engine/season-ambiguous-name',
          severity: 'warning',
          player: player.id,
          message: `${player.name} in ${facts.label} has no FIDE ID, and the season has players of that name with ${candidates.join(', ')}: counted apart`,
        });
      }
    }
}

/**
 * What identifies a player across events besides the event's own columns: the name the
 * reader took from the Name column (or TRF 001), and the FIDE ID (TRF 001, a "FIDE ID" column).
 */
const IDENTITIES: readonly { names: readonly string[]; header: string; read: (player: Player) => string | undefined }[] = [
  { names: ['name', 'player', 'player name'], header: 'Name', read: (player) => player.name },
  { names: ['fide id', 'fideid', 'fide-id', 'id fide', 'fide'], header: 'FIDE ID', read: (player) => player.fideId },
];

interface IdReader {
  header: string;
  read: (player: Player) => string | undefined;
}

function idReader(facts: EventFacts, column: string): IdReader | undefined {
  const fieldHeader = resolveHeader(facts.headers, column);
  if (fieldHeader) return { header: fieldHeader, read: (player) => player.fields[fieldHeader] };
  const identity = IDENTITIES.find((i) => i.names.includes(column.trim().toLowerCase()));
  return identity && { header: identity.header, read: identity.read };
}

/**
 * Each player's id: the --id column's value. `--id "FIDE ID or Name"` takes the first that
 * a player has (TRF exports of club events: the FIDE ID where the player has one, else the
 * name); such ids are "FIDE ID 4100018" / "Name Ann", and the season merges a player's name
 * id into their FIDE ID when another event gives that name with one (mergeByName). Missing
 * ids and ids used twice in one event are errors.
 */
export function identifyPlayers(facts: EventFacts, column: string, issues: EngineIssue[]): Map<PlayerId, string> {
  const ids = new Map<PlayerId, string>();
  const alternatives = column.split(/\s+or\s+/i);
  const readers = alternatives.map((c) => idReader(facts, c));
  const missing = alternatives.filter((_, i) => !readers[i]);
  // One alternative absent from an event is fine while another can identify its players.
  if (readers.every((r) => !r) || (alternatives.length === 1 && missing.length > 0)) {
    issues.push({
      code: 'engine/season-no-id-column',
      severity: 'error',
      message: `No column "${column}" in ${facts.label} to identify players across events`,
    });
    return ids;
  }
  const present = readers.filter((r): r is IdReader => r !== undefined);
  const header = present.map((r) => r.header).join(' or ');
  const read = (player: Player): string | undefined => {
    if (alternatives.length === 1) return present[0]!.read(player);
    for (const r of present) {
      const value = r.read(player)?.trim();
      if (value) return `${r.header} ${value}`;
    }
    return undefined;
  };
  const seen = new Map<string, PlayerId>();
  for (const player of facts.players) {
    const id = read(player)?.trim();
    if (!id) {
      issues.push({
        code: 'engine/season-missing-id',
        severity: 'error',
        player: player.id,
        message: `${player.name} (${player.id}) in ${facts.label} has no "${header}": left out of the season`,
      });
      continue;
    }
    const other = seen.get(id);
    if (other !== undefined) {
      issues.push({
        code: 'engine/season-duplicate-id',
        severity: 'error',
        player: player.id,
        message: `${player.name} (${player.id}) and ${other} in ${facts.label} share "${header}" ${id}`,
      });
      continue;
    }
    seen.set(id, player.id);
    ids.set(player.id, id);
  }
  return ids;
}
