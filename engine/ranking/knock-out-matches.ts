import type { EngineIssue, KnockOutGame, KnockOutRules, PlayerId, PlayOffGame, PlayOffRules, PlayOffStage } from '../model';
import { decidePlayOff, showPoints, stageWords } from './play-off-games';
import { Rational } from '../arith';

/*
 * One match of a knock-out event decided from its games (FIDE World Cup 2021 art. 4.10: two
 * classical games; if level, two rapid games, two more, two blitz games, then one deciding
 * game). The games are numbered in the match as played; the stages take them in turn, and the
 * play-off's decider (play-off-games.ts) goes through the stages. A game not finished, a game
 * missing before a later one, or games after the stage that decided are the file's errors.
 */

export interface KnockOutMatch {
  round: number;
  /** White and Black of the match's first game. */
  players: [PlayerId, PlayerId];
  games: KnockOutGame[];
  /** The match for third place between the losers of the semi-finals. */
  thirdPlace: boolean;
  winner?: PlayerId;
  loser?: PlayerId;
  /** The stage that decided it (1-based) and its name ("classical", "rapid stage 1", "armageddon"). */
  decidedAt?: number;
  decidedBy?: string;
  /** Not decided yet: what it waits for. */
  pending?: string;
  /** Each player's score over the games played, in the order of `players`. */
  score: [Rational, Rational];
  /** Stage by stage, in words (`explain`). */
  story: string[];
}

/** The stage each game number falls in (1-based), or undefined past the last stage. */
export function stageOfGame(stages: readonly PlayOffStage[], game: number): number | undefined {
  let first = 1;
  for (let s = 0; s < stages.length; s++) {
    const stage = stages[s]!;
    if (stage.kind === 'until-won') return s + 1;
    const count = stage.kind === 'armageddon' ? 1 : stage.games;
    if (game < first + count) return s + 1;
    first += count;
  }
  return undefined;
}

/**
 * The names of the stages as the standings print them: the pace, numbered when several
 * stages share it ("rapid stage 1", "rapid stage 2"); "armageddon"; "stage N" without a pace.
 */
export function stageNames(stages: readonly PlayOffStage[]): string[] {
  const base = stages.map((s, i) =>
    s.kind === 'armageddon' ? 'armageddon' : s.pace ? `${s.pace}${s.kind === 'until-won' ? ' sudden death' : ''}` : `stage ${i + 1}`,
  );
  const counts = new Map<string, number>();
  for (const name of base) counts.set(name, (counts.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return base.map((name) => {
    if ((counts.get(name) ?? 0) < 2) return name;
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    return `${name} stage ${k}`;
  });
}

/** Decides one match; its problems go to `issues`. */
export function decideKnockOutMatch(
  round: number,
  games: KnockOutGame[],
  rules: KnockOutRules,
  thirdPlace: boolean,
  nameOf: (id: PlayerId) => string,
  issues: EngineIssue[],
): KnockOutMatch {
  games.sort((a, b) => a.game - b.game);
  const first = games[0]!;
  const players: [PlayerId, PlayerId] = [first.white, first.black];
  const pair = `${nameOf(players[0])} – ${nameOf(players[1])}`;
  const label = `the round-${round} match ${pair}`;
  const match: KnockOutMatch = { round, players, games, thirdPlace, score: [Rational.ZERO, Rational.ZERO], story: [] };
  const error = (code: EngineIssue['code'], message: string) => issues.push({ code, severity: 'error', message, round });
  const before = issues.length;
  const last = games[games.length - 1]!;
  for (let i = 0; i < games.length; i++) {
    const game = games[i]!;
    if (i > 0 && games[i - 1]!.game === game.game)
      error('engine/knock-out-game-twice', `Game ${game.game} of ${label} is recorded twice (${games[i - 1]!.source}, ${game.source})`);
    const expected = i === 0 ? 1 : games[i - 1]!.game + 1;
    if (game.game > expected)
      error(
        'engine/knock-out-game-missing',
        `${capital(label)} has game ${game.game} (${game.source}) but no game ${expected}: its games are numbered 1, 2, … in the order played`,
      );
    if (game.result === undefined && game !== last)
      error(
        'engine/knock-out-unfinished-game',
        `Game ${game.game} of ${label} (${game.source}) has no result (*), though the match went on to game ${last.game} (${last.source}): give its result`,
      );
    if (stageOfGame(rules.stages, game.game) === undefined)
      error(
        'engine/knock-out-game-beyond',
        `Game ${game.game} of ${label} (${game.source}) is past the regulation's last stage (${rules.stages.length} stages, ${gamesBeforeOpenStage(rules.stages)} games)`,
      );
    const [w, b] = points(game);
    const whiteFirst = game.white === players[0];
    match.score = whiteFirst ? [match.score[0].add(w), match.score[1].add(b)] : [match.score[0].add(b), match.score[1].add(w)];
  }
  if (issues.length > before) return match;

  const stagedGames: PlayOffGame[] = games
    .filter((g) => g.result !== undefined)
    .map((g) => ({ stage: stageOfGame(rules.stages, g.game)!, white: g.white, black: g.black, result: g.result!, source: g.source }));
  const asPlayOff: PlayOffRules = {
    places: { first: 1, last: 2 },
    qualify: 'points',
    seeding: 'tie-breaks',
    stages: rules.stages,
    manyPlayers: 'round-robin',
    notHeld: 'tie-breaks',
  };
  const decision = decidePlayOff(players, asPlayOff, stagedGames, nameOf, 2);
  for (const issue of decision.issues) issues.push({ ...issue, round });
  match.story = decision.story;
  const verdict = decision.verdict;
  if (verdict.kind === 'pending') {
    match.pending = verdict.waiting;
    return match;
  }
  if (verdict.order.length < 2 || verdict.decidedAt === undefined) {
    error(
      'engine/knock-out-level',
      `${capital(label)} is level after the regulation's last stage (${showPoints(match.score[0])}–${showPoints(match.score[1])}): a knock-out match needs a winner; check its results`,
    );
    return match;
  }
  match.winner = verdict.order[0]![0]!;
  match.loser = verdict.order[1]![0]!;
  match.decidedAt = verdict.decidedAt;
  match.decidedBy = stageNames(rules.stages)[verdict.decidedAt - 1]!;
  const lastCounted = lastGameOfDecision(rules.stages, verdict.decidedAt, games);
  const extra = games.find((g) => g.game > lastCounted);
  if (extra)
    error(
      'engine/knock-out-games-after-decision',
      `${capital(label)} was decided in stage ${verdict.decidedAt} (${stageWords(rules.stages[verdict.decidedAt - 1]!)}), game ${lastCounted}, but has game ${extra.game} after it (${extra.source})`,
    );
  return match;
}

/** The number of the match's last game that counts: the deciding stage's last game, or the won game of a sudden death. */
function lastGameOfDecision(stages: readonly PlayOffStage[], decidedAt: number, games: readonly KnockOutGame[]): number {
  let first = 1;
  for (let s = 0; s < decidedAt - 1; s++) first += stages[s]!.kind === 'armageddon' ? 1 : stages[s]!.games;
  const stage = stages[decidedAt - 1]!;
  if (stage.kind === 'until-won') return games.find((g) => g.game >= first && g.result !== 'draw')?.game ?? first;
  return first + (stage.kind === 'armageddon' ? 1 : stage.games) - 1;
}

/** The games of the stages before a sudden death (or all of them): for the message of a game past the last stage. */
function gamesBeforeOpenStage(stages: readonly PlayOffStage[]): number {
  return stages.reduce((sum, s) => sum + (s.kind === 'armageddon' ? 1 : s.games), 0);
}

function points(game: KnockOutGame): [Rational, Rational] {
  if (game.result === undefined) return [Rational.ZERO, Rational.ZERO];
  if (game.result === 'draw') return [Rational.of(1, 2), Rational.of(1, 2)];
  return game.result === 'white' ? [Rational.ONE, Rational.ZERO] : [Rational.ZERO, Rational.ONE];
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
