/**
 * Generated events for the engine property tests: Swiss crosstables from the shared generator
 * (test/support/generate-crosstable.ts: byes, absences, withdrawals, forfeits, double forfeits,
 * unrated players) and round robins from test/support/round-robin.ts with random results,
 * forfeited and double-forfeited games, withdrawals and ratings added here. The arbitraries
 * produce the *options* of an event, not the crosstable, so a counterexample prints as a few
 * numbers that rebuild it.
 */
import fc from 'fast-check';
import {
  pointsFor,
  Rational,
  type Crosstable,
  type CriterionResult,
  type Evaluation,
  type GameOutcome,
  type Player,
  type PlayerId,
  type RoundRecord,
} from '../../../engine';
import { generateSwiss, SeededRandom } from '../../support/generate-crosstable';
import { roundRobin } from '../../support/round-robin';

/** The fast-check seed of every engine property; set FC_SEED to replay. */
export const FC_SEED = Number(process.env.FC_SEED ?? 20261123);

export interface SwissEvent {
  kind: 'swiss';
  players: number;
  rounds: number;
  seed: number;
  byes: number;
  absences: number;
  withdrawals: number;
  forfeits: number;
  doubleForfeits: number;
  draws: number;
  unrated: number;
  withdrawnAs: 'absent' | 'withdrawn';
}

export interface RoundRobinEvent {
  kind: 'round-robin';
  players: number;
  cycles: 1 | 2;
  seed: number;
  draws: number;
  /** Share of the games turned into a forfeit (one side) after the schedule is played. */
  forfeits: number;
  doubleForfeits: number;
  /** Starting number and games played before leaving; none when undefined. */
  withdrawn: { player: number; games: number } | undefined;
  leftAs: 'unpaired' | 'forfeit';
  /** Every participant rated, or about one in five unrated. */
  unrated: boolean;
}

export type GeneratedEvent = SwissEvent | RoundRobinEvent;

export function swissEvent(limits: { maxPlayers?: number; maxRounds?: number; withdrawals?: boolean } = {}): fc.Arbitrary<SwissEvent> {
  return fc.record({
    kind: fc.constant('swiss' as const),
    players: fc.integer({ min: 2, max: limits.maxPlayers ?? 24 }),
    rounds: fc.integer({ min: 1, max: limits.maxRounds ?? 9 }),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    byes: fc.constantFrom(0, 0.05, 0.15),
    absences: fc.constantFrom(0, 0.03, 0.08),
    withdrawals: limits.withdrawals === false ? fc.constant(0) : fc.constantFrom(0, 0.05, 0.15),
    forfeits: fc.constantFrom(0, 0.05, 0.12),
    doubleForfeits: fc.constantFrom(0, 0.03),
    draws: fc.constantFrom(0.1, 0.3, 0.6),
    unrated: fc.constantFrom(0, 0, 0.15),
    withdrawnAs: fc.constantFrom('absent' as const, 'withdrawn' as const),
  });
}

export function roundRobinEvent(limits: { maxPlayers?: number } = {}): fc.Arbitrary<RoundRobinEvent> {
  return fc
    .record({
      kind: fc.constant('round-robin' as const),
      players: fc.integer({ min: 3, max: limits.maxPlayers ?? 12 }),
      cycles: fc.constantFrom(1 as const, 1 as const, 2 as const),
      seed: fc.integer({ min: 0, max: 0x7fffffff }),
      draws: fc.constantFrom(0.2, 0.4, 0.7),
      forfeits: fc.constantFrom(0, 0.05, 0.1),
      doubleForfeits: fc.constantFrom(0, 0.03),
      withdrawn: fc.option(fc.record({ player: fc.integer({ min: 1, max: 12 }), games: fc.integer({ min: 0, max: 10 }) }), {
        nil: undefined,
      }),
      leftAs: fc.constantFrom('unpaired' as const, 'forfeit' as const),
      unrated: fc.boolean(),
    })
    .map((e) => (e.withdrawn && e.withdrawn.player > e.players ? { ...e, withdrawn: { ...e.withdrawn, player: e.players } } : e));
}

/** Swiss events (two in three) and round robins. */
export function anyEvent(): fc.Arbitrary<GeneratedEvent> {
  return fc.oneof({ arbitrary: swissEvent(), weight: 2 }, { arbitrary: roundRobinEvent(), weight: 1 });
}

export function buildEvent(event: GeneratedEvent): Crosstable {
  if (event.kind === 'swiss') {
    const { kind: _kind, ...options } = event;
    return generateSwiss({ ...options, names: 'unicode' });
  }
  return buildRoundRobin(event);
}

function buildRoundRobin(event: RoundRobinEvent): Crosstable {
  const random = new SeededRandom(event.seed);
  const outcome = (): GameOutcome => (random.chance(event.draws) ? 'draw' : random.chance(0.5) ? 'win' : 'loss');
  const base = roundRobin(event.players, {
    cycles: event.cycles,
    outcome,
    leftAs: event.leftAs,
    ...(event.withdrawn ? { withdrawn: event.withdrawn } : {}),
  });
  const players: Player[] = base.players.map((p) => {
    const rated = !event.unrated || !random.chance(0.2);
    return { ...p, rounds: [...p.rounds], ...(rated ? { rating: random.int(1400, 2700) } : {}) };
  });
  const byId = new Map(players.map((p) => [p.id, p]));
  // Some played games become forfeits, on both rows of the same round (reciprocal).
  for (let r = 0; r < base.rounds; r++) {
    for (const player of players) {
      const record = player.rounds[r]!;
      if (record.kind !== 'played' || record.opponent < player.id) continue;
      const other = byId.get(record.opponent)!;
      const colour = record.colour;
      const theirs = other.rounds[r]!;
      const theirColour = theirs.kind === 'played' ? theirs.colour : undefined;
      if (random.chance(event.doubleForfeits)) {
        player.rounds[r] = { kind: 'double-forfeit', opponent: other.id, ...(colour ? { colour } : {}) };
        other.rounds[r] = { kind: 'double-forfeit', opponent: player.id, ...(theirColour ? { colour: theirColour } : {}) };
      } else if (random.chance(event.forfeits)) {
        const wins = random.chance(0.5);
        player.rounds[r] = { kind: wins ? 'forfeit-win' : 'forfeit-loss', opponent: other.id, ...(colour ? { colour } : {}) };
        other.rounds[r] = {
          kind: wins ? 'forfeit-loss' : 'forfeit-win',
          opponent: player.id,
          ...(theirColour ? { colour: theirColour } : {}),
        };
      }
    }
  }
  return { ...base, name: `Generated round robin ${event.players} #${event.seed}`, players };
}

/** A permutation of 1..n (new id of old id i is perm[i - 1]), drawn from a seed. */
export function permutation(n: number, seed: number): number[] {
  const random = new SeededRandom(seed);
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(0, i);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

function remapRecord(record: RoundRecord, to: (id: PlayerId) => PlayerId): RoundRecord {
  if (
    (record.kind === 'played' || record.kind === 'forfeit-win' || record.kind === 'forfeit-loss' || record.kind === 'double-forfeit') &&
    record.opponent !== undefined
  )
    return { ...record, opponent: to(record.opponent) };
  return { ...record };
}

/**
 * The same event with every starting number replaced by `to(id)`: names, ratings and every other
 * field travel with the participant, and every pairing is rewritten to the new numbers. The
 * players are listed ascending by their new number, as Crosstable asks.
 */
export function relabel(crosstable: Crosstable, to: (id: PlayerId) => PlayerId): Crosstable {
  const players = crosstable.players
    .map((p): Player => ({ ...p, id: to(p.id), rounds: p.rounds.map((r) => remapRecord(r, to)) }))
    .sort((a, b) => a.id - b.id);
  return { ...crosstable, players };
}

/**
 * The event written as if it had stopped after round `round`, rebuilt from its round-by-round
 * records rather than through crosstableAfterRound: new player rows holding rounds 1..round,
 * `rounds` set to `round`, and the points column a file printed after that round would show.
 */
export function stoppedAfter(crosstable: Crosstable, round: number): Crosstable {
  const players = crosstable.players.map((p): Player => {
    const { declaredPoints: _points, declaredRank: _rank, ...rest } = p;
    const rounds: RoundRecord[] = [];
    for (let r = 0; r < round; r++) rounds.push(remapRecord(p.rounds[r]!, (id) => id));
    let points = Rational.ZERO;
    for (const record of rounds) points = points.add(pointsFor(record, crosstable.pointSystem));
    return { ...rest, rounds, declaredPoints: points };
  });
  return { ...crosstable, rounds: round, players };
}

/** Every participant's result in one column, exactly, or undefined when the column has none for them. */
export function resultOf(evaluation: Evaluation, header: string, player: PlayerId): CriterionResult | undefined {
  const column = evaluation.columns.find((c) => c.header === header);
  if (!column) throw new Error(`no column ${header}`);
  return column.values.get(player);
}

/** Equal results: both absent, both n/a, or both values that are exactly equal (Rational.eq). */
export function sameResult(a: CriterionResult | undefined, b: CriterionResult | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.kind === 'n/a' || b.kind === 'n/a') return a.kind === b.kind;
  return a.value.eq(b.value);
}

export function showResult(result: CriterionResult | undefined): string {
  return result === undefined ? 'none' : result.kind === 'n/a' ? 'n/a' : result.value.toString();
}

/**
 * Where two evaluations of the same field disagree, column by column, as readable lines
 * (empty when every value is exactly equal). `to` maps a participant of `a` to the same
 * participant in `b`.
 */
export function valueDifferences(
  a: Evaluation,
  b: Evaluation,
  players: readonly PlayerId[],
  to: (id: PlayerId) => PlayerId = (id) => id,
): string[] {
  const differences: string[] = [];
  if (a.columns.map((c) => c.header).join('|') !== b.columns.map((c) => c.header).join('|'))
    differences.push(`columns ${a.columns.map((c) => c.header).join(',')} vs ${b.columns.map((c) => c.header).join(',')}`);
  for (const column of a.columns) {
    for (const id of players) {
      const left = column.values.get(id);
      const right = resultOf(b, column.header, to(id));
      if (!sameResult(left, right)) differences.push(`${column.header} of ${id}: ${showResult(left)} vs ${showResult(right)}`);
    }
  }
  return differences;
}

/** Each participant's place as a rank group: "rank–lastRank decidedBy", keyed by the participant as `to` names them. */
export function rankGroups(evaluation: Evaluation, to: (id: PlayerId) => PlayerId = (id) => id): Map<PlayerId, string> {
  return new Map(evaluation.standings.map((s) => [to(s.player), `${s.rank}–${s.lastRank} ${s.decidedBy}`]));
}
