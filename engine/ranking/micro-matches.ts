import { Rational } from '../arith';
import {
  PlayerMap,
  type Crosstable,
  type EngineIssue,
  type MicroMatchCriterion,
  type MicroMatchGame,
  type MicroMatchRules,
  type Player,
  type PlayerId,
  type PlayOffGame,
  type PlayOffResult,
  type PointSystem,
} from '../model';
import { maxOf, minOf } from '../collections';
import { decidePlayOff, showPoints, stageWords } from './play-off-games';
import type { SplitStep, Standing } from './rank';

/*
 * Micro-matches (FMJD Women's World Title Match 2015 arts. 6–7; FMJD World Title Match 2020
 * rules): each round's game between two players is the first game of a micro-match played until
 * one is won — the round's game (standard), then, while drawn, the next stages (rapid, blitz, a
 * Lehmann-Georgiev tie-break). Each micro-match is decided stage by stage with the play-off's
 * own logic (play-off-games.ts: a stage of one game, or games until one is won); a stage whose
 * game is not recorded leaves it pending, never guessed. The event is then ranked by the
 * regulation's criteria in order — the round points, or a stage's wins or score — and what
 * they leave level keeps the order of the tie-break list.
 */

export const MICRO_MATCHES = 'micro-matches';
export const MICRO_MATCH_PENDING = 'micro-match pending';

/** One game of a micro-match: the round's own game is stage 1. */
export interface MicroMatchPlayed {
  stage: number;
  white: PlayerId;
  black: PlayerId;
  result: PlayOffResult;
  /** A forfeit in the round: decided without play. */
  forfeit?: boolean;
  source?: string;
}

export interface MicroMatchOutcome {
  round: number;
  /** The players as the round's game had them. */
  white: PlayerId;
  black: PlayerId;
  /** The games counted, in order: the round's game, then those recorded for the later stages. */
  games: MicroMatchPlayed[];
  status: 'won' | 'level' | 'pending';
  winner?: PlayerId;
  /** The stage that decided it (1-based). */
  decidedAt?: number;
  /** The round points of White and Black (when the regulation scores rounds). */
  points?: readonly [Rational, Rational];
  /** What happened, in one line. */
  story: string;
  /** What a pending micro-match waits for. */
  waiting?: string;
}

export interface MicroMatchTotals {
  /** The round points (when the regulation scores rounds). */
  points?: Rational;
  /** Per stage (index 0 = stage 1): games won and the score over the games played in it. */
  stages: { wins: number; score: Rational }[];
}

export interface MicroMatchReport {
  matches: MicroMatchOutcome[];
  totals: Map<PlayerId, MicroMatchTotals>;
  /** Each criterion's value per player, as text, in the order of `rankedBy`. */
  values: Map<PlayerId, string[]>;
  /** The same values as numbers, in the same order. */
  keys: Map<PlayerId, Rational[]>;
}

export interface MicroMatchesApplied {
  standings: Standing[];
  step: SplitStep;
  report: MicroMatchReport;
  issues: EngineIssue[];
}

/** "standard game", "tie-break games until one is won": a stage in words. */
export function microStageWords(rules: MicroMatchRules, stage: number): string {
  const s = rules.stages[stage - 1];
  if (!s) return `stage ${stage}`;
  return s.kind === 'until-won' ? stageWords(s) : `${s.pace ? `${s.pace} ` : ''}game`;
}

/** The micro-matches of the crosstable decided, and the ranked players ordered by the regulation's criteria. */
export function applyMicroMatches(
  standings: readonly Standing[],
  crosstable: Crosstable,
  ranked: readonly Player[],
  rules: MicroMatchRules,
  system: PointSystem,
): MicroMatchesApplied {
  const byId = new Map(crosstable.players.map((p) => [p.id, p]));
  const nameOf = (id: PlayerId) => byId.get(id)?.name ?? `#${id}`;
  const issues: EngineIssue[] = [];
  const matches = collectMatches(crosstable, rules, issues, nameOf);
  const totals = new PlayerMap<MicroMatchTotals>();
  for (const p of crosstable.players) totals.set(p.id, { stages: rules.stages.map(() => ({ wins: 0, score: Rational.ZERO })) });
  for (const m of matches) {
    // A round the regulation scores apart is scored by its own system (scoring/round-scoring.ts).
    const own = crosstable.roundScoring?.[m.round - 1] ?? system;
    decide(m, rules, nameOf, own, issues);
    tally(m, totals, own);
  }
  const values = new PlayerMap<string[]>();
  const keys = new PlayerMap<Rational[]>();
  for (const p of ranked) {
    const t = totals.get(p.id)!;
    const k = rules.rankedBy.map((c) => criterionValue(c, t));
    keys.set(p.id, k);
    values.set(
      p.id,
      k.map((v, i) => `${rules.rankedBy[i]!.text} ${showPoints(v)}`),
    );
  }
  const ordered = order(standings, keys, rules.rankedBy);
  const pendingPlayers = new Set(matches.filter((m) => m.status === 'pending').flatMap((m) => [m.white, m.black]));
  const final = markPending(ordered, pendingPlayers);
  const step: SplitStep = {
    criterion: MICRO_MATCHES,
    index: -1,
    group: final.map((s) => s.player),
    outcome: groupsOf(final),
    values: new Map([...values].map(([id, v]) => [id, v.join(', ')])),
    story: [...matches.map((m) => m.story), ...final.map((s) => `${nameOf(s.player)}: ${values.get(s.player)?.join(', ') ?? ''}.`)],
  };
  if (pendingPlayers.size > 0) step.reason = `pending: ${matches.find((m) => m.status === 'pending')!.waiting}`;
  return { standings: final, step, report: { matches, totals, values, keys }, issues };
}

/** One micro-match per game the crosstable pairs in a round, with the later stages' recorded games. */
function collectMatches(
  crosstable: Crosstable,
  rules: MicroMatchRules,
  issues: EngineIssue[],
  nameOf: (id: PlayerId) => string,
): MicroMatchOutcome[] {
  const matches: MicroMatchOutcome[] = [];
  const byKey = new Map<string, MicroMatchOutcome>();
  const key = (round: number, a: PlayerId, b: PlayerId) => (a < b ? `${round}:${a}:${b}` : `${round}:${b}:${a}`);
  for (const player of crosstable.players) {
    player.rounds.forEach((record, r) => {
      if (record.kind !== 'played' && record.kind !== 'forfeit-win') return;
      const opponent = record.opponent;
      if (opponent === undefined || opponent === player.id) return;
      const k = key(r + 1, player.id, opponent);
      if (byKey.has(k)) return;
      const [white, black] = record.colour === 'black' ? [opponent, player.id] : [player.id, opponent];
      const outcome = record.kind === 'played' ? record.outcome : 'win';
      const mine: PlayOffResult = outcome === 'win' ? 'white' : outcome === 'loss' ? 'black' : 'draw';
      const result: PlayOffResult = mine === 'draw' || white === player.id ? mine : mine === 'white' ? 'black' : 'white';
      const first: MicroMatchPlayed = { stage: 1, white, black, result, ...(record.kind === 'forfeit-win' && { forfeit: true }) };
      const m: MicroMatchOutcome = { round: r + 1, white, black, games: [first], status: 'pending', story: '' };
      byKey.set(k, m);
      matches.push(m);
    });
  }
  for (const game of crosstable.microMatches ?? []) {
    const where = game.source ? ` (${game.source})` : '';
    const m = byKey.get(key(game.round, game.white, game.black));
    if (!m || game.stage < 2 || game.stage > rules.stages.length) {
      issues.push({
        code: 'engine/micro-match-game-outside',
        severity: 'error',
        message: !m
          ? `A micro-match game ${nameOf(game.white)} – ${nameOf(game.black)}${where} is in round ${game.round}, where they did not play each other`
          : `A micro-match game ${nameOf(game.white)} – ${nameOf(game.black)}${where} is in stage ${game.stage}; the regulation's micro-match has stages 2–${rules.stages.length} after the round's game`,
      });
      continue;
    }
    m.games.push(played(game));
  }
  return matches.sort((a, b) => a.round - b.round || Math.min(a.white, a.black) - Math.min(b.white, b.black));
}

function played(game: MicroMatchGame): MicroMatchPlayed {
  return { stage: game.stage, white: game.white, black: game.black, result: game.result, ...(game.source && { source: game.source }) };
}

/** Decides one micro-match through its stages (play-off-games.ts), then keeps only the games it counted. */
function decide(
  m: MicroMatchOutcome,
  rules: MicroMatchRules,
  nameOf: (id: PlayerId) => string,
  system: PointSystem,
  issues: EngineIssue[],
): void {
  const pair = `${nameOf(m.white)} – ${nameOf(m.black)}`;
  const head = `Round ${m.round}, ${pair}`;
  if (m.games[0]!.forfeit) {
    setWon(m, m.games[0]!.result === 'white' ? m.white : m.black, 1, rules);
    m.story = `${head}: won by forfeit by ${nameOf(m.winner!)}.`;
    countGames(m, rules, 1, pair, issues);
    return;
  }
  const games: PlayOffGame[] = m.games.map((g) => ({ stage: g.stage, white: g.white, black: g.black, result: g.result }));
  const stages = rules.stages.map((s) => ({ ...s, games: 1 }));
  const decision = decidePlayOff(
    [m.white, m.black],
    { places: { first: 1, last: 1 }, qualify: 'points', seeding: 'tie-breaks', stages, manyPlayers: 'round-robin', notHeld: 'tie-breaks' },
    games,
    nameOf,
  );
  // Extra games are this decider's own check (countGames): the play-off's would name a play-off.
  for (const issue of decision.issues) if (issue.code !== 'engine/play-off-extra-games') issues.push(issue);
  const verdict = decision.verdict;
  if (verdict.kind === 'pending') {
    const stage = Number(/^Stage (\d+)/.exec(verdict.waiting)?.[1] ?? rules.stages.length);
    countGames(m, rules, stage, pair, issues);
    const drawn = m.games.filter((g) => g.stage === stage).length;
    m.status = 'pending';
    m.waiting = `round ${m.round}, ${pair}: stage ${stage} (${microStageWords(rules, stage)}) ${drawn === 0 ? 'not recorded' : `${drawn} drawn so far`}`;
    m.story = `${head}: ${gamesText(m, rules, system)}; pending: stage ${stage} (${microStageWords(rules, stage)}) ${drawn === 0 ? 'not recorded' : `${drawn} drawn so far`}.`;
    return;
  }
  if (verdict.decidedAt === undefined) {
    m.status = 'level';
    m.decidedAt = rules.stages.length;
    countGames(m, rules, m.decidedAt, pair, issues);
    if (rules.level !== undefined) m.points = [rules.level, rules.level];
    const points = m.points ? ` (${showPoints(m.points[0])}–${showPoints(m.points[1])})` : '';
    m.story = `${head}: ${gamesText(m, rules, system)}: level after the last stage${points}.`;
    return;
  }
  setWon(m, verdict.order[0]![0]!, verdict.decidedAt, rules);
  countGames(m, rules, verdict.decidedAt, pair, issues);
  const points = m.points ? `, ${showPoints(m.points[0])}–${showPoints(m.points[1])}` : '';
  m.story = `${head}: ${gamesText(m, rules, system)}: ${nameOf(m.winner!)} won the micro-match in stage ${m.decidedAt} (${microStageWords(rules, m.decidedAt!)})${points}.`;
}

function setWon(m: MicroMatchOutcome, winner: PlayerId, stage: number, rules: MicroMatchRules): void {
  m.status = 'won';
  m.winner = winner;
  m.decidedAt = stage;
  const points = rules.points?.[stage - 1];
  if (points) m.points = winner === m.white ? [points.winner, points.loser] : [points.loser, points.winner];
}

/**
 * Keeps the games the micro-match counts up to `upTo` (the stage that decided it, or the one it
 * waits for): one game in a stage of one game, games up to the first won in a tie-break played
 * until one wins. Any other recorded game is an error and is not counted.
 */
function countGames(m: MicroMatchOutcome, rules: MicroMatchRules, upTo: number, pair: string, issues: EngineIssue[]): void {
  const kept: MicroMatchPlayed[] = [];
  const extra: MicroMatchPlayed[] = [];
  const closed = new Set<number>();
  for (const g of m.games) {
    const stage = rules.stages[g.stage - 1];
    if (g.stage > upTo || closed.has(g.stage) || !stage) {
      extra.push(g);
      continue;
    }
    kept.push(g);
    if (stage.kind !== 'until-won' || g.result !== 'draw') closed.add(g.stage);
  }
  m.games = kept;
  if (extra.length === 0) return;
  issues.push({
    code: 'engine/micro-match-extra-games',
    severity: 'error',
    message: `Round ${m.round}, ${pair}: ${extra.length} game${extra.length === 1 ? '' : 's'} recorded beyond what the micro-match plays${extra[0]!.source ? ` (${extra[0]!.source})` : ''} — ${m.status === 'pending' ? `it waits for stage ${upTo}` : `stage ${upTo} (${microStageWords(rules, upTo)}) decided it`}: not counted`,
  });
}

/** "standard 1–1, rapid 1–1, tie-break 1–1 0–2" in the event's points, White's first. */
function gamesText(m: MicroMatchOutcome, rules: MicroMatchRules, system: PointSystem): string {
  const parts: string[] = [];
  for (let s = 1; s <= rules.stages.length; s++) {
    const games = m.games.filter((g) => g.stage === s);
    if (games.length === 0) continue;
    const pace = rules.stages[s - 1]!.pace ?? `stage ${s}`;
    const scores = games.map((g) => {
      const [w, b] = [gamePoints(g, g.white, system), gamePoints(g, g.black, system)];
      // Scores read from the micro-match's White (the round's game) side.
      return g.white === m.white ? `${showPoints(w)}–${showPoints(b)}` : `${showPoints(b)}–${showPoints(w)}`;
    });
    parts.push(`${pace} ${scores.join(' ')}`);
  }
  return parts.join(', ');
}

function gamePoints(g: MicroMatchPlayed, id: PlayerId, system: PointSystem): Rational {
  if (g.result === 'draw') return system.draw;
  const won = (g.result === 'white') === (g.white === id);
  if (g.forfeit) return won ? system.forfeitWin : system.forfeitLoss;
  return won ? system.win : system.loss;
}

/** Adds a micro-match's games and round points to its players' totals (a pending one adds its games only). */
function tally(m: MicroMatchOutcome, totals: PlayerMap<MicroMatchTotals>, system: PointSystem): void {
  for (const g of m.games) {
    for (const id of [g.white, g.black]) {
      const stage = totals.get(id)!.stages[g.stage - 1]!;
      const points = gamePoints(g, id, system);
      stage.score = stage.score.add(points);
      if (g.result !== 'draw' && (g.result === 'white') === (g.white === id)) stage.wins++;
    }
  }
  if (m.points) {
    const [w, b] = [totals.get(m.white)!, totals.get(m.black)!];
    w.points = (w.points ?? Rational.ZERO).add(m.points[0]);
    b.points = (b.points ?? Rational.ZERO).add(m.points[1]);
  }
}

function criterionValue(c: MicroMatchCriterion, t: MicroMatchTotals): Rational {
  if (c.kind === 'points') return t.points ?? Rational.ZERO;
  const stage = t.stages[c.stage - 1];
  if (!stage) return Rational.ZERO;
  return c.kind === 'wins' ? Rational.of(stage.wins) : stage.score;
}

/**
 * The ranked players by the criteria (higher first), then in the tie-break list's order; players
 * level on every criterion keep the list's shared places. Each is decided by the last criterion
 * that separated it from a neighbour, or by what decided it in the list.
 */
function order(standings: readonly Standing[], keys: PlayerMap<Rational[]>, criteria: readonly MicroMatchCriterion[]): Standing[] {
  const list = standings.filter((s) => keys.has(s.player)).sort((a, b) => a.position - b.position);
  const compare = (a: PlayerId, b: PlayerId): number => {
    const [ka, kb] = [keys.get(a)!, keys.get(b)!];
    for (let i = 0; i < ka.length; i++) {
      const c = kb[i]!.cmp(ka[i]!);
      if (c !== 0) return c;
    }
    return 0;
  };
  const sorted = [...list].sort((a, b) => compare(a.player, b.player) || a.position - b.position);
  const firstDiff = (a: PlayerId, b: PlayerId): number => {
    const [ka, kb] = [keys.get(a)!, keys.get(b)!];
    return ka.findIndex((v, i) => !v.eq(kb[i]!));
  };
  const out: Standing[] = [];
  sorted.forEach((s, i) => {
    const previous = sorted[i - 1];
    const shares = previous !== undefined && compare(previous.player, s.player) === 0 && previous.rank === s.rank;
    const rank = shares ? out[i - 1]!.rank : i + 1;
    const around = [previous, sorted[i + 1]].filter((n): n is Standing => n !== undefined).map((n) => firstDiff(n.player, s.player));
    const decisive = around.length > 0 && around.every((d) => d >= 0) ? maxOf(around) : -1;
    const decidedBy = decisive >= 0 ? criteria[decisive]!.text : s.decidedBy;
    out.push({ player: s.player, position: i + 1, rank, lastRank: rank, decidedBy });
  });
  // A shared place ends where the next one starts.
  for (let i = out.length - 1; i >= 0; i--) {
    const next = out[i + 1];
    out[i]!.lastRank = next !== undefined && next.rank === out[i]!.rank ? next.lastRank : out[i]!.position;
  }
  return out;
}

/** While a micro-match is pending, the places from its best-placed player to its worst are shared, never guessed. */
function markPending(ordered: Standing[], pending: ReadonlySet<PlayerId>): Standing[] {
  const positions = ordered.filter((s) => pending.has(s.player)).map((s) => s.position);
  if (positions.length === 0) return ordered;
  const [first, last] = [minOf(positions), maxOf(positions)];
  const low = ordered.find((s) => s.position === first)!.rank;
  const high = maxOf(ordered.filter((s) => s.position <= last).map((s) => s.lastRank));
  return ordered.map((s) =>
    s.position >= low && s.position <= high ? { ...s, rank: low, lastRank: high, decidedBy: MICRO_MATCH_PENDING } : s,
  );
}

function groupsOf(standings: readonly Standing[]): PlayerId[][] {
  const groups: PlayerId[][] = [];
  let rank = 0;
  for (const s of standings) {
    const last = groups[groups.length - 1];
    if (last && rank === s.rank) last.push(s.player);
    else groups.push([s.player]);
    rank = s.rank;
  }
  return groups;
}
