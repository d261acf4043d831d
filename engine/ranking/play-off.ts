import type { Rational } from '../arith';
import { formatWords, stagesFor, type EngineIssue, type Player, type PlayerId, type PlayOffRecord, type PlayOffRules } from '../model';
import { decidePlayOff } from './play-off-games';
import { seedPlayOff, type SeedingInput } from './play-off-seeding';
import type { SplitStep, Standing } from './rank';
import { pushAll } from '../collections';

/*
 * The play-off applied to the final ranking (C.07 art. 3; the regulation's `play-off`
 * article): for each group tied on points (or still tied after the list, as the article
 * says) over the places it decides, the best seeded players play; the places it decides
 * go to them in the play-off's order, and the rest of the group stays in the tie-break
 * list's order. Missing results leave those places "play-off pending", never a guess; a
 * play-off the arbiter records as not held leaves the list (or a shared place) deciding.
 */

export const PLAY_OFF = 'play-off';
export const PLAY_OFF_PENDING = 'play-off pending';

export interface PlayOffApplied {
  standings: Standing[];
  /** One step per play-off held or pending (criterion "play-off", index −1). */
  steps: SplitStep[];
  issues: EngineIssue[];
}

export function applyPlayOff(
  standings: readonly Standing[],
  players: readonly Player[],
  rules: PlayOffRules,
  record: PlayOffRecord | undefined,
  pointsOf: (id: PlayerId) => Rational,
  seedingInput: SeedingInput = { lotsBasis: '' },
): PlayOffApplied {
  const byId = new Map(players.map((p) => [p.id, p]));
  const nameOf = (id: PlayerId) => byId.get(id)?.name ?? `#${id}`;
  const ordered = [...standings].sort((a, b) => a.position - b.position);
  const issues: EngineIssue[] = [];
  const steps: SplitStep[] = [];
  const groups = tiedGroups(ordered, rules.qualify, pointsOf).filter(
    (g) => g.length > 1 && g[0]!.position <= rules.places.last && g[g.length - 1]!.position >= rules.places.first,
  );
  // Each recorded game goes to the play-off of the group its players are in.
  const groupOf = new Map<PlayerId, number>();
  groups.forEach((g, k) => g.forEach((s) => groupOf.set(s.player, k)));
  const gamesOf = groups.map(() => [] as PlayOffRecord['games']);
  for (const game of record?.games ?? []) {
    const k = groupOf.get(game.white);
    if (k === undefined || groupOf.get(game.black) !== k) {
      issues.push({
        code: 'engine/play-off-game-outside',
        severity: 'error',
        message: `A play-off game ${nameOf(game.white)} – ${nameOf(game.black)}${game.source ? ` (${game.source})` : ''} is not between players tied for ${placesWords(rules)}`,
      });
      continue;
    }
    gamesOf[k]!.push(game);
  }

  const replaced = new Map<PlayerId, Standing>();
  /** Players whose places wait for the play-off's games: the only ones left "play-off pending". */
  const waiting = new Set<PlayerId>();
  groups.forEach((group, k) => {
    const start = group[0]!.position;
    const seeding = seedPlayOff(
      group.map((s) => s.player),
      rules,
      byId,
      seedingInput,
    );
    const seeded = seeding.seeded;
    const playing = rules.maxPlayers !== undefined ? seeded.slice(0, rules.maxPlayers) : seeded;
    const step: SplitStep = { criterion: PLAY_OFF, index: -1, group: playing, outcome: [playing], values: new Map() };
    steps.push(step);
    // The format for the number playing (British Championship: Format 1 for two, Format 2 for more).
    const stages = stagesFor(rules, playing.length);
    const format = rules.formats?.find((f) => f.stages === stages);
    let placed: Standing[];
    if (!stages) {
      step.reason = 'no format for this number of players: the tie-break list decides';
      step.story = [`The play-off has no format for ${playing.length} players; the tie-break list orders them.`];
      issues.push({
        code: 'engine/play-off-no-format',
        severity: 'error',
        message: `The play-off for ${placesWords(rules)} has ${playing.length} players (${playing.map(nameOf).join(', ')}); the regulation's play-off has no format for ${playing.length} players`,
      });
      placed = [...group];
    } else if (record?.notHeld) {
      step.reason = rules.notHeld === 'shared' ? 'not held: the places are shared' : 'not held: the tie-break list decides';
      step.story = [
        `The play-off for ${placesWords(rules)} was not held; ${rules.notHeld === 'shared' ? 'the players share the places' : 'the tie-break list decides'}.`,
      ];
      placed =
        rules.notHeld === 'shared'
          ? group.map((s, i) => ({
              player: s.player,
              position: start + i,
              rank: start,
              lastRank: start + group.length - 1,
              decidedBy: 'shared',
            }))
          : group.map((s) => (s.lastRank > s.rank && groupShared(s, group) ? { ...s, decidedBy: 'shared' } : s));
    } else {
      const decision = decidePlayOff(
        playing,
        { ...rules, stages },
        gamesOf[k]!,
        nameOf,
        Math.min(playing.length, rules.places.last - start + 1),
      );
      for (const issue of decision.issues) issues.push(issue);
      step.story = [
        ...seeding.story,
        ...(format ? [`${playing.length} players play: the format for ${formatWords(format)}.`] : []),
        ...decision.story,
      ];
      if (decision.verdict.kind === 'pending') {
        step.reason = `pending: ${decision.verdict.waiting}`;
        for (const id of playing) {
          step.values.set(id, 'pending');
          waiting.add(id);
        }
        step.story.push(`Pending: ${decision.verdict.waiting}.`);
        const rest = group.filter((s) => !playing.includes(s.player));
        placed = [
          ...playing.map((id, i) => ({
            player: id,
            position: start + i,
            rank: start,
            lastRank: start + playing.length - 1,
            decidedBy: PLAY_OFF_PENDING,
          })),
          ...rebase(rest, start + playing.length, new Set()),
        ];
      } else {
        step.outcome = decision.verdict.order;
        for (const id of playing) step.values.set(id, decision.notes.get(id) ?? 'level after the last stage');
        const take = rules.places.last - start + 1;
        const prefix: PlayerId[] = [];
        for (const sub of decision.verdict.order) {
          if (sub.length !== 1 || prefix.length >= take) break;
          prefix.push(sub[0]!);
        }
        if (prefix.length === 0) {
          step.reason = 'level after the last stage: the tie-break list decides';
          issues.push({
            code: 'engine/play-off-level',
            severity: 'warning',
            message: `The play-off for ${placesWords(rules)} left ${playing.map(nameOf).join(', ')} level after its last stage: the tie-break list orders them`,
          });
        }
        const taken = new Set(prefix);
        const rest = group.filter((s) => !taken.has(s.player));
        placed = [
          ...prefix.map((id, i) => ({ player: id, position: start + i, rank: start + i, lastRank: start + i, decidedBy: PLAY_OFF })),
          ...rebase(rest, start + prefix.length, taken, group),
        ];
      }
    }
    for (const s of placed) replaced.set(s.player, s);
  });
  if (groups.length === 0 && (record?.games.length ?? 0) > 0) {
    issues.push({
      code: 'engine/play-off-without-tie',
      severity: 'warning',
      message: `Play-off games are recorded, but no players are tied for ${placesWords(rules)}: they are not used`,
    });
  }
  const placed = ordered.map((s) => replaced.get(s.player) ?? s).sort((a, b) => a.position - b.position);
  const settled = settleOutsidePlayOff(placed, waiting, rules, nameOf);
  pushAll(issues, settled.issues);
  return { standings: settled.standings, steps, issues };
}

/**
 * `then play-off` marks every tie the list leaves "play-off pending"; the play-off decides
 * only the places it covers (C.07 art. 3: the regulations say which). A tie it does not
 * decide — outside its places, the players it leaves below the places it gave (a finished
 * play-off's losers when only first place was at stake), or those its player limit kept out —
 * has no rule after it and is shared, with a warning that says so (one kept out alone is
 * placed by the play-off's seeding); only the players whose games are still to come stay pending.
 */
function settleOutsidePlayOff(
  standings: readonly Standing[],
  waiting: ReadonlySet<PlayerId>,
  rules: PlayOffRules,
  nameOf: (id: PlayerId) => string,
): { standings: Standing[]; issues: EngineIssue[] } {
  const issues: EngineIssue[] = [];
  const shared = new Map<string, Standing[]>();
  const result = standings.map((s) => {
    if (s.decidedBy !== PLAY_OFF_PENDING || waiting.has(s.player)) return s;
    // Alone below the players who play (kept out by the play-off's player limit): its seeding placed them.
    if (s.rank === s.lastRank) return { ...s, decidedBy: PLAY_OFF };
    const key = `${s.rank}–${s.lastRank}`;
    const group = shared.get(key);
    if (group) group.push(s);
    else shared.set(key, [s]);
    return { ...s, decidedBy: 'shared' };
  });
  for (const [range, group] of shared)
    issues.push({
      code: 'engine/play-off-tie-shared',
      severity: 'warning',
      message: `${namesList(group.map((s) => nameOf(s.player)))} are still tied after the tie-break list for places ${range}, which the play-off (for ${placesWords(rules)}) does not decide: they share the places`,
    });
  return { standings: result, issues };
}

/** "A and B", "A, B and C" ("Ebner, Eva; Falk, Felix and …" when a name has a comma). */
function namesList(names: readonly string[]): string {
  const separator = names.some((n) => n.includes(',')) ? '; ' : ', ';
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(separator)} and ${names[names.length - 1]}`;
}

/** "first place", "places 1–3". */
export function placesWords(rules: Pick<PlayOffRules, 'places'>): string {
  const { first, last } = rules.places;
  if (first === last) return first === 1 ? 'first place' : `place ${first}`;
  return `places ${first}–${last}`;
}

/** Consecutive standings tied on points, or sharing a place after the list. */
function tiedGroups(ordered: readonly Standing[], qualify: PlayOffRules['qualify'], pointsOf: (id: PlayerId) => Rational): Standing[][] {
  const groups: Standing[][] = [];
  for (const s of ordered) {
    const last = groups[groups.length - 1];
    const previous = last?.[last.length - 1];
    const together =
      previous !== undefined && (qualify === 'points' ? pointsOf(previous.player).eq(pointsOf(s.player)) : previous.rank === s.rank);
    if (together) last!.push(s);
    else groups.push([s]);
  }
  return groups;
}

function groupShared(s: Standing, group: readonly Standing[]): boolean {
  return group.some((o) => o !== s && o.rank === s.rank);
}

/**
 * The rest of a group after the play-off's places, from `position` on, in the list's order
 * with the list's shared places kept; one left alone in a place it shared with a player the
 * play-off placed is placed by the play-off too.
 */
function rebase(rest: readonly Standing[], position: number, taken: ReadonlySet<PlayerId>, group: readonly Standing[] = rest): Standing[] {
  const out: Standing[] = [];
  let k = 0;
  while (k < rest.length) {
    let end = k + 1;
    while (end < rest.length && rest[end]!.rank === rest[k]!.rank) end++;
    const size = end - k;
    // Alone in the rest, or alone in a place shared with a player the play-off placed: placed by the play-off.
    const sharedWithTaken = taken.size > 0 && (rest.length === 1 || group.some((o) => taken.has(o.player) && o.rank === rest[k]!.rank));
    for (let i = k; i < end; i++) {
      const s = rest[i]!;
      const decidedBy = size === 1 && sharedWithTaken ? PLAY_OFF : s.decidedBy;
      out.push({ player: s.player, position: position + (i - k), rank: position, lastRank: position + size - 1, decidedBy });
    }
    position += size;
    k = end;
  }
  return out;
}
