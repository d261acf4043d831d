import type { Rational } from '../arith';
import type { EngineIssue, GrandPrix, Player, PlayerId, TeamTotals } from '../model';
import { TiebreakContext } from '../tiebreaks';
import { resolveHeader, type EventFacts } from './event-facts';
import { EventScope, unknownColumn } from './event-scopes';
import { accumulatePoints } from './grand-prix-season';
import { LetBindings } from './lets';
import { SeasonMemberScope, TeamScope } from './team-scopes';
import { scoreTeams, type TeamToScore, type TeamTotalsResult } from './team-totals';
import { pushAll } from '../collections';

const contexts = new WeakMap<EventFacts, TiebreakContext>();

/** The tie-break context of an event, under the regulation's edition (one per event). */
export function eventContext(facts: EventFacts): TiebreakContext {
  let ctx = contexts.get(facts);
  if (!ctx) {
    const { crosstable, pointSystem, regulation } = facts.evaluation;
    contexts.set(facts, (ctx = new TiebreakContext(crosstable, pointSystem, regulation.edition, regulation.unplayed)));
  }
  return ctx;
}

/**
 * Participants by the team column's value (players with an empty cell belong to no team),
 * in standings order. Withdrawn players stay members: their game scores and grand-prix
 * points count for the team (VCF Part 1 3.d takes only individual awards from them); a
 * player deleted from the table by the round-robin rule is in no team, being in no table.
 */
function teamsOf(facts: EventFacts, column: string): Map<string, Player[]> | { ok: false; issues: EngineIssue[] } {
  const header = resolveHeader(facts.headers, column);
  if (!header) return unknownColumn(column, facts);
  const teams = new Map<string, Player[]>();
  for (const player of facts.participants) {
    const team = player.fields[header]?.trim();
    if (team) teams.set(team, [...(teams.get(team) ?? []), player]);
  }
  return new Map([...teams].sort(([a], [b]) => a.localeCompare(b)));
}

function emptyResult(article: TeamTotals, scope: 'event' | 'season', events: string[], issues: EngineIssue[]): TeamTotalsResult {
  return { name: article.name, column: article.column, scope, events, teams: [], splits: [], awards: [], issues };
}

/** A team and its members as scoreTeams takes them; a season team's members also form the domain "events". */
function teamToScore(label: string, members: TeamToScore['members'], season: boolean, lets: LetBindings): TeamToScore {
  const scope = new TeamScope(
    label,
    members.map((m) => m.scope),
    season,
    lets,
    'half-up',
  );
  return { label, scope, members };
}

/** Team totals of one event (VCF Part 2 note 4: "the game scores of the Top 4 players on each team"). */
export function computeEventTeamTotals(
  facts: EventFacts,
  article: TeamTotals,
  grandPrix?: ReadonlyMap<PlayerId, Rational>,
): TeamTotalsResult | undefined {
  if (!article.eventScore) return undefined;
  const teams = teamsOf(facts, article.column);
  if (!(teams instanceof Map)) return emptyResult(article, 'event', [facts.label], teams.issues);
  const lets = new LetBindings(article.lets);
  const extra = grandPrix ? new Map([['grand-prix', grandPrix]]) : undefined;
  const eventScope = new EventScope(facts, { rounding: 'half-up', lets, ...(extra && { extra }) });
  const ctx = eventContext(facts);
  const toScore: TeamToScore[] = [...teams].map(([label, players]) => {
    const members = players.map((p) => ({
      scope: eventScope.playerScope(p),
      key: String(p.id),
      name: p.name,
      appearances: [{ label: `${p.name} (${p.id})`, ctx, player: p.id }],
    }));
    return teamToScore(label, members, false, lets);
  });
  return scoreTeams(article, 'event', article.eventScore, toScore, [facts.label], ctx);
}

export interface SeasonEvent {
  facts: EventFacts;
  /** Each player's id column value. */
  ids: ReadonlyMap<PlayerId, string>;
  /** The event's grand-prix points (the first grand prix of the regulation). */
  grandPrix?: ReadonlyMap<PlayerId, Rational>;
}

/**
 * Season team totals (VCF Encl. 1 §2): members are players identified across events by
 * the id column, within the team they played for; `grand-prix` is each member's points
 * accumulated over the events they played for the team, so "the 4 players who accumulated
 * the most GP points for their school across the 3 GSQTs" count, whichever events they
 * earned them in.
 */
export function computeSeasonTeamTotals(events: readonly SeasonEvent[], article: TeamTotals, gp?: GrandPrix): TeamTotalsResult | undefined {
  if (!article.seasonScore || events.length === 0) return undefined;
  const lets = new LetBindings(article.lets);
  const issues: EngineIssue[] = [];
  type Appearance = { event: string; facts: EventFacts; player: Player; scope: ReturnType<EventScope['playerScope']>; points?: Rational };
  const members = new Map<string, Map<string, Appearance[]>>();
  for (const event of events) {
    const teams = teamsOf(event.facts, article.column);
    if (!(teams instanceof Map)) {
      pushAll(issues, teams.issues);
      continue;
    }
    const eventScope = new EventScope(event.facts, { rounding: 'half-up', lets });
    for (const [team, players] of teams) {
      const byId = members.get(team) ?? new Map<string, Appearance[]>();
      members.set(team, byId);
      for (const player of players) {
        const id = event.ids.get(player.id);
        if (id === undefined) continue;
        const points = event.grandPrix?.get(player.id);
        const appearance: Appearance = {
          event: event.facts.label,
          facts: event.facts,
          player,
          scope: eventScope.playerScope(player),
          ...(points && { points }),
        };
        byId.set(id, [...(byId.get(id) ?? []), appearance]);
      }
    }
  }
  const toScore: TeamToScore[] = [...members]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, byId]) => {
      const list = [...byId].map(([id, appearances]) => {
        const withPoints = appearances.filter((a) => a.points).map((a) => ({ event: a.event, points: a.points! }));
        const total = gp && withPoints.length > 0 ? accumulatePoints(withPoints, gp.accumulation).total : undefined;
        const name = appearances[appearances.length - 1]!.player.name;
        const scope = new SeasonMemberScope(id, name, appearances, total, lets, 'half-up');
        const tiebreakAppearances = appearances.map((a) => ({
          label: `${a.player.name} (${a.event})`,
          ctx: eventContext(a.facts),
          player: a.player.id,
        }));
        return { scope, key: id, name, appearances: tiebreakAppearances };
      });
      return teamToScore(label, list, true, lets);
    });
  const result = scoreTeams(
    article,
    'season',
    article.seasonScore,
    toScore,
    events.map((e) => e.facts.label),
    eventContext(events[0]!.facts),
  );
  result.issues = [...issues, ...result.issues];
  return result;
}
