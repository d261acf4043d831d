import { pushAll, type Evaluation, type PlayerId, type SeasonGrandPrixResult } from '../engine';
import { compareBlock, comparisonJson, compareSummary, type Comparison, type ComparisonJson } from '../io';
import { seasonGrandPrix } from '../pipeline';
import type { CliRun as Evaluated } from './run-request';
import { renderTable } from './render-table';
import { comparedSide, sideLine } from './render-diff';

/*
 * `regula diff FILES… --id COLUMN`: what a change of regulation would have done over a season
 * (docs/cli.md "regula diff"). Each event is compared on its own; players are matched across events by
 * the id column, as `regula season` matches them; when both regulations have a grand prix, its
 * season standings are compared too (accumulated by the engine's evaluateSeason).
 */

export interface EventComparison {
  name: string;
  event: string;
  before: Evaluated;
  after: Evaluated;
  comparison: Comparison;
  failed: boolean;
}

export interface SeasonPlayerChange {
  id: string;
  name: string;
  events: { event: string; player: PlayerId; before: number | null; after: number | null }[];
}

export interface SeasonGrandPrixChange {
  grandPrix: string;
  id: string;
  name: string;
  before: { place: string; total: string } | null;
  after: { place: string; total: string } | null;
}

export interface SeasonComparison {
  idColumn: string;
  events: EventComparison[];
  /** Players (by id) whose place changed in at least one event, ordered by id. */
  players: SeasonPlayerChange[];
  grandPrix: SeasonGrandPrixChange[];
}

export function compareSeason(events: readonly EventComparison[], idColumn: string): SeasonComparison {
  const players = new Map<string, SeasonPlayerChange>();
  for (const e of events) {
    const ids = idsOf(e.before.evaluation.crosstable.players, idColumn);
    for (const change of e.comparison.changes) {
      const id = ids.get(change.player) ?? `${e.name} #${change.player}`;
      const entry = players.get(id) ?? { id, name: change.name, events: [] };
      entry.events.push({ event: e.name, player: change.player, before: change.before, after: change.after });
      players.set(id, entry);
    }
  }
  return {
    idColumn,
    events: [...events],
    players: [...players.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    grandPrix: grandPrixChanges(events, idColumn),
  };
}

/** Each player's id, from the id column (its header matched regardless of case, as the engine matches headers). */
function idsOf(players: Evaluation['crosstable']['players'], idColumn: string): Map<PlayerId, string> {
  const wanted = idColumn.trim().toLowerCase();
  const ids = new Map<PlayerId, string>();
  for (const p of players) {
    const key = Object.keys(p.fields).find((k) => k.trim().toLowerCase() === wanted);
    const value = key === undefined ? '' : (p.fields[key]?.trim() ?? '');
    if (value !== '') ids.set(p.id, value);
  }
  return ids;
}

/** The season grand prix under each regulation, compared player by player (by id), when both have it. */
function grandPrixChanges(events: readonly EventComparison[], idColumn: string): SeasonGrandPrixChange[] {
  const individual = events.every((e) => e.before.kind === 'individual' && e.after.kind === 'individual');
  if (!individual || events.length === 0) return [];
  const season = (side: 'before' | 'after') => {
    const regulation = events[0]![side].regulation.regulation;
    if (!regulation.grandPrix?.length) return [];
    const ranked = events.map((e) => ({ evaluation: e[side].evaluation as Evaluation, name: e.name }));
    return seasonGrandPrix(ranked, regulation, idColumn);
  };
  const before = season('before');
  const after = season('after');
  const changes: SeasonGrandPrixChange[] = [];
  for (const gp of before) {
    const other = after.find((g) => g.name === gp.name);
    if (!other) continue;
    const was = byId(gp);
    const is = byId(other);
    const ids = [...new Set([...was.keys(), ...is.keys()])].sort();
    for (const id of ids) {
      const a = was.get(id);
      const b = is.get(id);
      const show = (p: SeasonGrandPrixResult['players'][number] | undefined) =>
        p
          ? {
              place: p.place.lastRank > p.place.rank ? `${p.place.rank}–${p.place.lastRank}` : String(p.place.rank),
              total: p.total.toDecimalString(),
            }
          : null;
      const [sa, sb] = [show(a), show(b)];
      if (sa?.place !== sb?.place || sa?.total !== sb?.total)
        changes.push({ grandPrix: gp.name, id, name: (b ?? a)!.name, before: sa, after: sb });
    }
  }
  return changes;
}

function byId(gp: SeasonGrandPrixResult): Map<string, SeasonGrandPrixResult['players'][number]> {
  return new Map(gp.players.map((p) => [p.id, p]));
}

export interface SeasonComparisonJson {
  format: 'regula-diff-season/1';
  idColumn: string;
  summary: { events: number; eventsChanged: number; playersChanged: number; grandPrixChanged: number };
  events: ComparisonJson[];
  players: SeasonPlayerChange[];
  grandPrix: SeasonGrandPrixChange[];
}

export function seasonJson(season: SeasonComparison): SeasonComparisonJson {
  return {
    format: 'regula-diff-season/1',
    idColumn: season.idColumn,
    summary: {
      events: season.events.length,
      eventsChanged: season.events.filter((e) => e.comparison.changes.length > 0).length,
      playersChanged: season.players.length,
      grandPrixChanged: season.grandPrix.length,
    },
    events: season.events.map((e) => ({
      ...comparisonJson(e.comparison, e.name, comparedSide(e.before), comparedSide(e.after)),
    })),
    players: season.players,
    grandPrix: season.grandPrix,
  };
}

/** The season as text: each event's summary and the players who moved, then players by id, then the season grand prix. */
export function renderSeasonTable(season: SeasonComparison): string {
  const first = season.events[0];
  const parts: string[] = first ? [`Before: ${sideLine(first.before)}`, `After:  ${sideLine(first.after)}`] : [];
  for (const e of season.events) {
    const block = compareBlock(e.comparison);
    const moved = [block[0]!, ...block.slice(1).filter((row) => row[6] !== '' || row[2] === null || row[4] === null)];
    parts.push('', `Event: ${e.name}`);
    if (moved.length > 1) parts.push(renderTable(moved));
    pushAll(parts, compareSummary(e.comparison));
  }
  const changed = season.events.filter((e) => e.comparison.changes.length > 0).length;
  parts.push(
    '',
    `Season: places changed in ${changed} of ${season.events.length} events, for ${season.players.length} players (by ${season.idColumn}).`,
  );
  for (const p of season.players)
    parts.push(`  ${p.name} (${p.id}): ${p.events.map((e) => `${e.event} ${e.before ?? '–'} → ${e.after ?? '–'}`).join('; ')}`);
  if (season.grandPrix.length > 0) {
    const header = ['Grand prix', season.idColumn, 'Name', 'Place before', 'Points before', 'Place after', 'Points after'];
    const rows = season.grandPrix.map((g) => [
      g.grandPrix,
      g.id,
      g.name,
      g.before?.place ?? '–',
      g.before?.total ?? '–',
      g.after?.place ?? '–',
      g.after?.total ?? '–',
    ]);
    parts.push('', 'Season grand prix changes', renderTable([header, ...rows]));
  }
  return parts.join('\n');
}
