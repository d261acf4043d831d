import {
  individualEvent,
  pointsFor,
  Rational,
  teamEvent,
  type Crosstable,
  type Player,
  type PlayerId,
  type TournamentEvent,
} from '../../engine';
import { settleRounds } from '../after-round';
import type { ReadTrfEventResult } from '../trf/read-trf-event';
import { hasErrors, sortIssues } from '../issues';
import { typeFromPairings, typeFromText } from '../trf/tournament-type';
import { JsonFields, type Placed } from './json-fields';
import { parseJson } from './json-text';
import { readGames } from './read-games';
import { readScoreSystem } from './score-system';
import { readTeamEvent } from './read-team-json';

export interface ReadChessJsonOptions {
  /** File name used in issue locations. */
  file?: string;
  /** Rank as after this round (io/after-round.ts); default: the last complete round. */
  round?: number;
  /** The round asked for (else the last paired) is the round to come (io/after-round.ts). */
  open?: boolean;
}

/** What the reader gives: the same facts as a TRF's (trf/read-trf-event.ts), read from the JSON. */
export type ReadChessJsonResult = ReadTrfEventResult;

/**
 * Whether a text is JSON rather than a TRF or a CSV: its first character other than white
 * space (and a byte-order mark) is `{`. A TRF line starts with a record code, a CSV cell
 * never with a brace. The reader then says whether it is a Chess-JSON event.
 */
export function isChessJson(text: string): boolean {
  return /^[\s\ufeff]*\{/.test(text.slice(0, 1024));
}

/**
 * Chess-JSON text → the event it holds (FIDE TEC's Chess-JSON, `"filetype": "Event"`, as the
 * FIDE tie-break reference server reads and writes it): one tournament of the event, its
 * competitors (players, or teams with their `cplayers`), its `gameList` and, for a team
 * tournament, its `matchList`. Into the same crosstable and team event the TRF reader gives.
 */
export function readChessJson(text: string, options: ReadChessJsonOptions = {}): ReadChessJsonResult {
  const fields = new JsonFields(options.file);
  const failed = (kind: TournamentEvent['kind'] = 'individual'): ReadChessJsonResult => ({
    kind,
    event: undefined,
    crosstable: undefined,
    issues: sortIssues(fields.issues),
  });
  const parsed = parseJson(text);
  if (!parsed.ok) {
    fields.report('chess-json/not-json', parsed.at, parsed.message);
    return failed();
  }
  const root: Placed = { node: parsed.root, path: '$' };
  if (!fields.object(root)) return failed();
  const filetype = fields.text(fields.member(root, 'filetype'));
  const eventNode = fields.member(root, 'event');
  if (filetype !== 'Event' || !eventNode) {
    fields.report(
      'chess-json/not-an-event',
      fields.member(root, 'filetype')?.node ?? parsed.root,
      `found ${filetype === undefined ? 'no "filetype"' : `"filetype": "${filetype}"`}${eventNode ? '' : ' and no "event"'}, expected a Chess-JSON event ("filetype": "Event" with an "event" object)`,
    );
    return failed();
  }
  const event = { node: eventNode.node, path: 'event' };
  if (!fields.object(event)) return failed();
  const tournaments = fields.items(fields.required(event, 'tournaments', 'the list of tournaments of the event'));
  if (tournaments.length === 0) {
    fields.report('chess-json/no-tournament', event.node, 'event.tournaments: found no tournament, expected one tournament to rank');
    return failed();
  }
  if (tournaments.length > 1) {
    const names = tournaments.map((t, i) => (t.node.kind === 'object' && fields.text(fields.member(t, 'name'))) || `tournament ${i + 1}`);
    fields.report(
      'chess-json/several-tournaments',
      tournaments[1]!.node,
      `event.tournaments: found ${tournaments.length} tournaments (${names.join(', ')}), expected one; Regula ranks one tournament at a time`,
    );
    return failed();
  }
  const tournament = fields.object(tournaments[0]!);
  if (!tournament) return failed();
  const isTeam = fields.boolean(fields.member(tournament, 'teamTournament')) === true;
  const kind = isTeam ? 'team' : 'individual';
  const meta = metaOf(fields, event, tournament);
  const numRounds = fields.integer(fields.member(tournament, 'numRounds'), 'the number of rounds');
  const profiles = profilesOf(fields, event);
  const competitors = fields.items(fields.required(tournament, 'competitors', 'the list of competitors'));
  const teamPlayers = isTeam ? competitors.flatMap((team) => fields.items(fields.member(team, 'cplayers'))) : competitors;
  const players = playersOf(fields, teamPlayers, profiles);
  const games = fields.items(fields.member(tournament, 'gameList'));
  const matches = isTeam ? fields.items(fields.member(tournament, 'matchList')) : [];
  const rounds = numRounds ?? [...games, ...matches].reduce((last, g) => Math.max(last, lastRoundOf(g)), 0);
  for (const player of players.values()) player.rounds = Array.from({ length: rounds }, () => ({ kind: 'absent' }));
  const { pending } = readGames(fields, games, players, rounds);
  const scores = readScoreSystem(fields, fields.member(tournament, 'scoreSystem'));
  const typeText = [fields.text(fields.member(tournament, 'tournamentType')), meta['typeCode']].filter(Boolean).join(' ');
  const sorted = [...players.values()].sort((a, b) => a.id - b.id);
  const crosstable: Crosstable = {
    ...(meta['name'] !== undefined && { name: meta['name'] }),
    type: typeFromText(typeText) ?? typeFromPairings(sorted),
    rounds,
    players: sorted,
    pointSystem: scores.game,
    meta,
  };
  if (!isTeam) checkDeclaredPoints(fields, crosstable, teamPlayers);
  const fileAt = {
    kind: 'text' as const,
    line: tournament.node.line,
    column: tournament.node.column,
    ...(options.file !== undefined && { file: options.file }),
  };
  const settled = settleRounds(
    crosstable,
    pending,
    {
      ...(options.round !== undefined && { requested: options.round }),
      ...(options.open && { open: true }),
      ...(numRounds !== undefined && { schedule: `numRounds ${numRounds}` }),
    },
    'chess-json',
    fileAt,
  );
  const facts = {
    scheduledRounds: rounds,
    afterRound: settled.afterRound,
    lastRound: settled.lastPaired,
    notes: settled.notes,
    roundNotes: settled.roundNotes,
    ...(options.open && { openGames: settled.open }),
  };
  if (!isTeam) {
    const issues = sortIssues([...fields.issues, ...settled.issues]);
    const read = hasErrors(issues) ? undefined : settled.crosstable;
    return { kind, event: read && individualEvent(read), crosstable: read, issues, ...facts };
  }
  const teams =
    settled.crosstable &&
    readTeamEvent(fields, {
      tournament,
      competitors,
      matches,
      games,
      crosstable: settled.crosstable,
      scores,
      teamNames: teamNamesOf(fields, event),
    });
  const issues = sortIssues([...fields.issues, ...settled.issues]);
  const ok = !hasErrors(issues);
  return { kind, event: ok && teams ? teamEvent(teams) : undefined, crosstable: ok ? settled.crosstable : undefined, issues, ...facts };
}

function lastRoundOf(game: Placed): number {
  const round = game.node.kind === 'object' ? game.node.members.get('round') : undefined;
  return round?.kind === 'number' && /^\d{1,3}$/.test(round.raw) ? Number(round.raw) : 0;
}

/** The event's and the tournament's facts, under the names the TRF reader gives them (meta). */
function metaOf(fields: JsonFields, event: Placed, tournament: Placed): Record<string, string> {
  const meta: Record<string, string> = {};
  const info = [fields.member(event, 'eventInfo'), fields.member(tournament, 'tournamentInfo')];
  const names: [string, string][] = [
    ['fullName', 'name'],
    ['site', 'city'],
    ['federation', 'federation'],
    ['startDate', 'startDate'],
    ['endDate', 'endDate'],
    ['typeOfTournament', 'typeCode'],
  ];
  for (const block of info) {
    if (!block || block.node.kind !== 'object') continue;
    for (const [from, to] of names) {
      const value = fields.text(fields.member(block, from));
      if (value !== undefined && value.trim() !== '') meta[to] = value.trim();
    }
  }
  const name = fields.text(fields.member(tournament, 'name')) ?? fields.text(fields.member(event, 'eventName'));
  if (meta['name'] === undefined && name?.trim()) meta['name'] = name.trim();
  const timeControl = fields.member(tournament, 'timeControl');
  const description = timeControl?.node.kind === 'object' ? fields.text(fields.member(timeControl, 'description')) : undefined;
  if (description?.trim()) meta['timeControl'] = description.trim();
  const rankOrder = fields.member(tournament, 'rankOrder');
  if (rankOrder?.node.kind === 'array') {
    const codes = rankOrder.node.items
      .map((item) =>
        item.kind === 'string'
          ? item.text
          : item.kind === 'object' && item.members.get('name')?.kind === 'string'
            ? (item.members.get('name') as { text: string }).text
            : '',
      )
      .filter(Boolean);
    if (codes.length > 0) meta['tieBreaks'] = codes.join(' ');
  }
  return meta;
}

interface Profile {
  name: string;
  title?: string;
  sex?: string;
  federation?: string;
  fideId?: string;
  birthDate?: string;
  rating?: number;
}

function profilesOf(fields: JsonFields, event: Placed): Map<number, Profile> {
  const profiles = new Map<number, Profile>();
  for (const profile of fields.items(fields.member(event, 'profiles'))) {
    if (!fields.object(profile)) continue;
    const id = fields.integer(fields.required(profile, 'id', 'the profile id'), 'a profile id');
    if (id === undefined) continue;
    const text = (name: string) => fields.text(fields.member(profile, name))?.trim() || undefined;
    const last = text('lastName') ?? '';
    const first = text('firstName') ?? '';
    const name = text('fideName') ?? (first ? `${last}, ${first}` : last);
    const ratings = fields.items(fields.member(profile, 'rating'));
    const rating = ratings.length > 0 ? fields.integer(ratings[0], 'a rating') : undefined;
    const fideId = fields.integer(fields.member(profile, 'fideId'), 'a FIDE id');
    const profileFacts: Profile = { name };
    const title = text('fideTitle');
    const sex = text('sex');
    const federation = text('federation');
    const birthDate = text('birth');
    if (title) profileFacts.title = title;
    if (sex && sex !== 'u') profileFacts.sex = sex;
    if (federation) profileFacts.federation = federation;
    if (fideId !== undefined && fideId > 0) profileFacts.fideId = String(fideId);
    if (birthDate) profileFacts.birthDate = birthDate;
    if (rating !== undefined && rating > 0) profileFacts.rating = rating;
    profiles.set(id, profileFacts);
  }
  return profiles;
}

function teamNamesOf(fields: JsonFields, event: Placed): Map<number, string> {
  const names = new Map<number, string>();
  for (const team of fields.items(fields.member(event, 'teams'))) {
    if (!fields.object(team)) continue;
    const id = fields.integer(fields.member(team, 'id'), 'a team id');
    const name = fields.text(fields.member(team, 'teamName'));
    if (id !== undefined && name !== undefined) names.set(id, name.trim());
  }
  return names;
}

/** The competitors (of a team tournament: the teams' players) as players, by competitor number. */
function playersOf(fields: JsonFields, competitors: readonly Placed[], profiles: Map<number, Profile>): Map<PlayerId, Player> {
  const players = new Map<PlayerId, Player>();
  for (const competitor of competitors) {
    if (!fields.object(competitor)) continue;
    const id = fields.integer(fields.required(competitor, 'cid', 'the competitor number (cid)'), 'a competitor number');
    if (id === undefined) continue;
    if (id < 1) {
      fields.report('chess-json/bad-value', competitor.node, `${competitor.path}.cid: found ${id}, expected a competitor number from 1`);
      continue;
    }
    if (players.has(id)) {
      fields.report(
        'chess-json/duplicate-competitor',
        competitor.node,
        `${competitor.path}: found competitor ${id} again, expected each cid once`,
      );
      continue;
    }
    const profileId = fields.integer(fields.member(competitor, 'profileId'), 'a profile id');
    const profile = profileId === undefined ? undefined : profiles.get(profileId);
    if (profileId !== undefined && !profile)
      fields.report(
        'chess-json/missing-value',
        competitor.node,
        `${competitor.path}.profileId: found profile ${profileId}, expected the id of a profile of event.profiles`,
      );
    const rating = fields.integer(fields.member(competitor, 'rating'), 'a rating') ?? profile?.rating;
    const points = fields.decimal(fields.member(competitor, 'gamePoints'));
    const rank = fields.integer(fields.member(competitor, 'rank'), 'a rank');
    const { name = `Competitor ${id}`, rating: _profileRating, ...facts } = profile ?? {};
    players.set(id, {
      id,
      name,
      fields: {},
      rounds: [],
      ...(rating !== undefined && rating > 0 && { rating }),
      ...facts,
      ...(points !== undefined && points.sign() >= 0 && { declaredPoints: points }),
      ...(rank !== undefined && rank > 0 && { declaredRank: rank }),
    });
  }
  return players;
}

/** A warning on each competitor whose gamePoints differ from the points its results give (Regula scores the results). */
function checkDeclaredPoints(fields: JsonFields, crosstable: Crosstable, competitors: readonly Placed[]): void {
  const byId = new Map(competitors.map((c) => [c.node.kind === 'object' ? c.node.members.get('cid') : undefined, c] as const));
  const placeOf = new Map<PlayerId, Placed>();
  for (const [cid, placed] of byId) if (cid?.kind === 'number') placeOf.set(Number(cid.raw), placed);
  for (const player of crosstable.players) {
    if (player.declaredPoints === undefined) continue;
    let total = Rational.ZERO;
    for (const record of player.rounds) total = total.add(pointsFor(record, crosstable.pointSystem));
    if (total.eq(player.declaredPoints)) continue;
    const at = placeOf.get(player.id);
    const points = at && fields.member(at, 'gamePoints');
    fields.report(
      'chess-json/declared-points',
      points?.node ?? at?.node ?? { line: 1, column: 1 },
      `${points?.path ?? `competitor ${player.id}`}: competitor ${player.id} declares ${player.declaredPoints.toDecimalString()} points, the results give ${total.toDecimalString()} (${crosstable.pointSystem.name})`,
    );
  }
}
