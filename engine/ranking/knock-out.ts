import type { EngineIssue, KnockOutEvent, KnockOutGame, KnockOutPlayer, KnockOutRules, PlayerId } from '../model';
import { pushAll } from '../collections';
import { decideKnockOutMatch, type KnockOutMatch } from './knock-out-matches';

/*
 * A knock-out event ranked by the round each player reached (FIDE World Cup 2021 and 2023:
 * "The losers of the two semi-finals play a match for third place"; the prize fund gives every
 * player eliminated in the same round the same prize). The winner of the final is first, the
 * finalist second, the losers of the semi-finals third and fourth (by their match for third
 * place, when the regulation plays one), then each earlier round's losers the places below, shared
 * or by rating as the regulation says. The bracket must hold together: a player plays in a round
 * only after winning the round before (or enters it, a seeded player's bye), a match is decided
 * before its players play on. An event in progress leaves its players still in sharing the top
 * places, marked pending.
 */

export type KnockOutOutcome =
  'won the final' | 'lost the final' | 'won the match for third place' | 'lost the match for third place' | 'eliminated' | 'still in';

export interface KnockOutStanding {
  player: PlayerId;
  place: { first: number; last: number };
  /** The last round the player played a match in (the match for third place aside: the semi-final). */
  roundReached: number;
  /** The first round the player played (later than 1: a seeded player's bye). */
  entered: number;
  outcome: KnockOutOutcome;
  /** The match that placed the player (an index into `matches`): the one lost, the final, the match for third place. */
  match: number;
  /** Still in a match not decided, or waiting for the next round: the place is not final. */
  pending: boolean;
}

export interface KnockOutEvaluation {
  players: KnockOutPlayer[];
  /** Round by round, in the order of their first game. */
  matches: KnockOutMatch[];
  /** Best first; empty when the bracket has errors. */
  standings: KnockOutStanding[];
  /** The rounds of the file. */
  rounds: number;
  /** Each round's name by its number (index 0 unused): "final", "semi-final", "quarter-final", "round of 16", else "". */
  roundNames: string[];
  /** The final (and the match for third place, when played) decided. */
  complete: boolean;
  issues: EngineIssue[];
}

export function rankKnockOut(event: KnockOutEvent, rules: KnockOutRules): KnockOutEvaluation {
  const byId = new Map(event.players.map((p) => [p.id, p]));
  const nameOf = (id: PlayerId) => byId.get(id)?.name ?? `#${id}`;
  const issues: EngineIssue[] = [];
  const rounds = event.games.reduce((max, g) => Math.max(max, g.round), 0);

  // The games of each round by pair; a player in two pairs of one round is an error.
  const byRound: Map<string, KnockOutGame[]>[] = Array.from({ length: rounds + 1 }, () => new Map());
  const pairOfPlayer: Map<PlayerId, string>[] = Array.from({ length: rounds + 1 }, () => new Map());
  for (const game of event.games) {
    const key = game.white < game.black ? `${game.white}:${game.black}` : `${game.black}:${game.white}`;
    const taken = [game.white, game.black].find((p) => {
      const other = pairOfPlayer[game.round]!.get(p);
      return other !== undefined && other !== key;
    });
    if (taken !== undefined) {
      const other = byRound[game.round]!.get(pairOfPlayer[game.round]!.get(taken)!)![0]!;
      issues.push({
        code: 'engine/knock-out-two-matches',
        severity: 'error',
        round: game.round,
        message: `${nameOf(taken)} plays two matches in round ${game.round}: ${nameOf(other.white)} – ${nameOf(other.black)} (${other.source}) and ${nameOf(game.white)} – ${nameOf(game.black)} (${game.source})`,
      });
      continue;
    }
    pairOfPlayer[game.round]!.set(game.white, key);
    pairOfPlayer[game.round]!.set(game.black, key);
    const list = byRound[game.round]!.get(key);
    if (list) list.push(game);
    else byRound[game.round]!.set(key, [game]);
  }

  // Each round's matches, checked against the rounds before them.
  const matches: KnockOutMatch[] = [];
  /** Each player's matches so far, in round order (indices into `matches`). */
  const path = new Map<PlayerId, number[]>();
  for (let round = 1; round <= rounds; round++) {
    const roundMatches = [...byRound[round]!.values()];
    if (roundMatches.length === 0 && round < rounds)
      issues.push({
        code: 'engine/knock-out-empty-round',
        severity: 'error',
        round,
        message: `Round ${round} has no game in the file, though round ${rounds} has: a knock-out's rounds follow one another`,
      });
    for (const games of roundMatches) {
      const [white, black] = [games[0]!.white, games[0]!.black];
      const thirdPlace = rules.thirdPlaceMatch && round === rounds && [white, black].every((p) => lostRound(path, matches, p, round - 1));
      for (const p of [white, black]) checkThrough(p, round, games[0]!, thirdPlace, path, matches, nameOf, issues);
      const match = decideKnockOutMatch(round, games, rules, thirdPlace, nameOf, issues);
      matches.push(match);
      for (const p of match.players) {
        const list = path.get(p);
        if (list) list.push(matches.length - 1);
        else path.set(p, [matches.length - 1]);
      }
    }
  }
  const thirdPlaceMatches = matches.filter((m) => m.thirdPlace);
  const semiFinals = matches.filter((m) => m.round === rounds - 1);
  if (rules.thirdPlaceMatch && thirdPlaceMatches.length === 0 && finalDecided(matches, rounds) && semiFinals.length === 2)
    issues.push({
      code: 'engine/knock-out-no-third-place-match',
      severity: 'error',
      round: rounds,
      message: `The regulation plays a match for third place between the losers of the semi-finals (${semiFinals.map((m) => nameOf(m.loser ?? m.players[1])).join(', ')}); the file's round ${rounds} has none`,
    });
  // A match not decided while its players play on is an error; one its players have not gone past, an event in progress.
  for (const m of matches) {
    if (m.pending === undefined) continue;
    const later = m.players.find((p) => (path.get(p) ?? []).some((i) => matches[i]!.round > m.round));
    if (later !== undefined)
      issues.push({
        code: 'engine/knock-out-undecided',
        severity: 'error',
        round: m.round,
        message: `The round-${m.round} match ${nameOf(m.players[0])} – ${nameOf(m.players[1])} is not decided by its games (${m.pending}), though ${nameOf(later)} plays in a later round: record the match's games`,
      });
  }
  if (issues.some((i) => i.severity === 'error'))
    return { players: event.players, matches, standings: [], rounds, roundNames: roundNames(matches, rounds), complete: false, issues };

  const pendingMatches = matches.filter((m) => m.pending !== undefined);
  if (pendingMatches.length > 0)
    issues.push({
      code: 'engine/knock-out-in-progress',
      severity: 'warning',
      message: `The event is in progress: ${pendingMatches.length === 1 ? 'a match is' : `${pendingMatches.length} matches are`} not decided yet (${pendingMatches
        .slice(0, 3)
        .map((m) => `round ${m.round} ${nameOf(m.players[0])} – ${nameOf(m.players[1])}`)
        .join(', ')}${pendingMatches.length > 3 ? ' …' : ''}): the players still in share the top places, marked pending`,
    });
  for (const [player, mine] of path) {
    const last = matches[mine.at(-1)!]!;
    if (last.winner !== player || last.thirdPlace || last.round === rounds || byRound[last.round + 1]!.size === 0) continue;
    issues.push({
      code: 'engine/knock-out-waiting',
      severity: 'warning',
      round: last.round + 1,
      player,
      message: `${nameOf(player)} won round ${last.round} and has no game in round ${last.round + 1}, which the file has: read as still in (a match not in the file, such as one won by forfeit, cannot be read from it)`,
    });
  }
  const standings = places(event.players, matches, path, rules, rounds);
  const complete = standings.length > 0 && standings.every((s) => !s.pending);
  return { players: event.players, matches, standings, rounds, roundNames: roundNames(matches, rounds), complete, issues };
}

/**
 * A round's name by the players in it (the match for third place aside): 2 the final, 4 the
 * semi-finals, 8 the quarter-finals, else "round of N" — when the round halves the players
 * into the next one (or is the last), so that a round with byes into the next is not misnamed.
 */
function roundNames(matches: readonly KnockOutMatch[], rounds: number): string[] {
  const count = Array.from({ length: rounds + 2 }, () => 0);
  for (const m of matches) if (!m.thirdPlace) count[m.round]! += 2;
  const names = [''];
  for (let r = 1; r <= rounds; r++) {
    const n = count[r]!;
    const halves = r === rounds || count[r + 1] === n / 2;
    const power = n >= 2 && (n & (n - 1)) === 0;
    names.push(!halves || !power ? '' : n === 2 ? 'final' : n === 4 ? 'semi-final' : n === 8 ? 'quarter-final' : `round of ${n}`);
  }
  return names;
}

/** Whether the player's match in `round` (not for third place) was lost. */
function lostRound(path: Map<PlayerId, number[]>, matches: readonly KnockOutMatch[], player: PlayerId, round: number): boolean {
  const last = path.get(player)?.at(-1);
  const match = last === undefined ? undefined : matches[last];
  return match !== undefined && match.round === round && match.loser === player;
}

function finalDecided(matches: readonly KnockOutMatch[], rounds: number): boolean {
  const last = matches.filter((m) => m.round === rounds && !m.thirdPlace);
  return last.length === 1 && last[0]!.winner !== undefined;
}

/**
 * A player in round `round` played their last match in the round before and won it (or lost a
 * semi-final, for the match for third place), or plays their first match (a seeded player
 * entering a later round).
 */
function checkThrough(
  player: PlayerId,
  round: number,
  game: KnockOutGame,
  thirdPlace: boolean,
  path: Map<PlayerId, number[]>,
  matches: readonly KnockOutMatch[],
  nameOf: (id: PlayerId) => string,
  issues: EngineIssue[],
): void {
  const last = path.get(player)?.at(-1);
  if (last === undefined) return;
  const previous = matches[last]!;
  const opponent = previous.players[0] === player ? previous.players[1] : previous.players[0];
  const where = `in round ${round} (${game.source})`;
  let why: string | undefined;
  if (previous.round !== round - 1) why = `played no match in round ${round - 1} (their last was in round ${previous.round})`;
  else if (previous.loser === player && !thirdPlace) why = `lost to ${nameOf(opponent)} in round ${previous.round}`;
  else if (previous.thirdPlace) why = `played the match for third place in round ${previous.round}`;
  if (why === undefined) return;
  issues.push({
    code: 'engine/knock-out-not-through',
    severity: 'error',
    round,
    player,
    message: `${nameOf(player)} plays ${where} but ${why}: a player goes on only by winning the round before`,
  });
}

/**
 * The places, best first: the players still in, then each round's losers from the last round
 * down. A match not decided yet will add one loser to its round: the round's losers share its
 * places with that future loser, and its two players may end anywhere from first to the last
 * place of their round (pending).
 */
function places(
  players: readonly KnockOutPlayer[],
  matches: readonly KnockOutMatch[],
  path: Map<PlayerId, number[]>,
  rules: KnockOutRules,
  rounds: number,
): KnockOutStanding[] {
  const rating = new Map(players.map((p) => [p.id, p.rating]));
  const standings: KnockOutStanding[] = [];
  const through: KnockOutStanding[] = [];
  const playing = new Map<number, KnockOutStanding[]>();
  const losers = new Map<number, KnockOutStanding[]>();
  const add = (map: Map<number, KnockOutStanding[]>, round: number, s: KnockOutStanding) => {
    const group = map.get(round);
    if (group) group.push(s);
    else map.set(round, [s]);
  };
  for (const player of players) {
    const mine = path.get(player.id) ?? [];
    if (mine.length === 0) continue;
    const played = mine.map((i) => matches[i]!);
    const entered = played[0]!.round;
    const lost = played.findIndex((m) => m.loser === player.id && !m.thirdPlace);
    if (lost < 0) {
      const last = played[played.length - 1]!;
      const s: KnockOutStanding = {
        player: player.id,
        place: { first: 1, last: 1 },
        roundReached: last.round,
        entered,
        outcome: 'still in',
        match: mine.at(-1)!,
        pending: true,
      };
      if (last.pending !== undefined && !last.thirdPlace) add(playing, last.round, s);
      else through.push(s);
      continue;
    }
    const out = played[lost]!;
    const third = played[lost + 1]?.thirdPlace ? mine[lost + 1]! : undefined;
    const base = { player: player.id, place: { first: 0, last: 0 }, roundReached: out.round, entered, pending: false };
    const outcome: KnockOutOutcome =
      third === undefined
        ? 'eliminated'
        : matches[third]!.winner === player.id
          ? 'won the match for third place'
          : 'lost the match for third place';
    add(losers, out.round, { ...base, outcome, match: third ?? mine[lost]! });
  }
  // Over: one player left, who won the last round's match (not the one for third place).
  const final = matches.filter((m) => m.round === rounds && !m.thirdPlace);
  const over = playing.size === 0 && through.length === 1 && final.length === 1 && final[0]!.winner === through[0]!.player;
  if (over) Object.assign(through[0]!, { outcome: 'won the final', pending: false });
  through.sort((a, b) => b.roundReached - a.roundReached || a.player - b.player);
  // Each match not decided sends one more player through: the players through share those places too.
  let placed = through.length;
  for (const open of playing.values()) placed += open.length / 2;
  for (const s of through) s.place = { first: 1, last: placed };
  pushAll(standings, through);
  for (let round = rounds; round >= 1; round--) {
    const group = losers.get(round) ?? [];
    const open = playing.get(round) ?? [];
    const size = group.length + open.length / 2;
    if (size === 0) continue;
    if (over && round === rounds) for (const s of group) s.outcome = 'lost the final';
    for (const s of open) s.place = { first: 1, last: placed + size };
    pushAll(standings, open);
    // The semi-finals' losers before their match for third place: their order is still to be played.
    const awaiting =
      rules.thirdPlaceMatch && open.length === 0 && group.length === 2 && placed === 2 && !group.some((s) => matches[s.match]!.thirdPlace);
    placeGroup(group, placed, size, open.length > 0 || awaiting, matches, rules, rating);
    pushAll(standings, group);
    placed += size;
  }
  return standings;
}

/**
 * One round's losers after `placed` places, `size` of them in all (with the losers of matches
 * not decided yet): by their match for third place, else shared or by rating. `open`: the round
 * is not over, or its order is still to be played, so the places are shared and pending.
 */
function placeGroup(
  group: KnockOutStanding[],
  placed: number,
  size: number,
  open: boolean,
  matches: readonly KnockOutMatch[],
  rules: KnockOutRules,
  rating: Map<PlayerId, number | undefined>,
): void {
  const whole = { first: placed + 1, last: placed + size };
  const third = group.length === 2 && group[0]!.match === group[1]!.match && matches[group[0]!.match]!.thirdPlace;
  if (open || (third && matches[group[0]!.match]!.winner === undefined)) {
    for (const s of group) Object.assign(s, { place: whole, pending: true });
    group.sort((a, b) => a.player - b.player);
    return;
  }
  if (third) {
    const winner = matches[group[0]!.match]!.winner;
    group.sort((a, b) => (a.player === winner ? -1 : b.player === winner ? 1 : 0));
    group[0]!.place = { first: placed + 1, last: placed + 1 };
    group[1]!.place = { first: placed + 2, last: placed + 2 };
    return;
  }
  const value = (s: KnockOutStanding) => (rules.losers === 'rating' ? (rating.get(s.player) ?? -1) : 0);
  group.sort((a, b) => value(b) - value(a) || a.player - b.player);
  let i = 0;
  while (i < group.length) {
    let j = i + 1;
    while (j < group.length && value(group[j]!) === value(group[i]!)) j++;
    for (let k = i; k < j; k++) group[k]!.place = { first: placed + i + 1, last: placed + j };
    i = j;
  }
}
