/**
 * Later rounds never change the standings after an earlier one. engine/model/after-round.ts
 * promises that crosstableAfterRound(crosstable, r) is "equal to reading the same event written
 * with r rounds": every later round cut away, `rounds` set to r, the printed points and rank of
 * the whole file dropped, the input left as it was; r outside 0..rounds is a RangeError and
 * r = rounds gives the crosstable itself. Checked on generated Swiss events and round robins
 * (byes, absences, withdrawals, forfeits, double forfeits) under the 2026, 2024 and 2009 rules:
 *
 * - the after-round view ranks exactly as the event rebuilt from its first r rounds' records;
 * - for Swiss events without withdrawals, it ranks exactly as the generator's own event stopped
 *   after round r (the generator plays the rounds in order from one PRNG, so the same options
 *   with r rounds are the same event up to round r — asserted on the rows first);
 * - appending a round r + 1 to the event stopped after round r, with its real results or with
 *   every result of that round reversed, and viewing it after round r gives identical values,
 *   standings and split tree.
 *
 * "Identical" is exact: every value (Rational.eq), standings (position, rank range, deciding
 * criterion), every split step and the issue codes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crosstableAfterRound, type Crosstable, type Edition, type Evaluation, type RoundRecord } from '../../../engine';
import { generateSwiss } from '../../support/generate-crosstable';
import { evaluateList } from '../../support/evaluate';
import { anyEvent, buildEvent, FC_SEED, stoppedAfter, swissEvent, valueDifferences, type GeneratedEvent } from './events';

const EDITIONS: Edition[] = ['fide-2026', 'fide-2024', 'fide-2009'];
const SWISS_LIST = ['PTS', 'BH/C1', 'BH', 'SB', 'FB', 'AOB', 'ARO/C1/U1400', 'PS', 'WIN', 'BPG', 'STD', 'REP', 'DE'];
const ROUND_ROBIN_LIST = ['PTS', 'DE', 'KS', 'SB/C1', 'WIN', 'BWG', 'PS', 'ARO/U1400', 'BH'];

function listFor(crosstable: Crosstable): string[] {
  return crosstable.type === 'swiss' ? SWISS_LIST : ROUND_ROBIN_LIST;
}

/** Where two evaluations of the same field differ: values, standings, split tree, issues. */
function differences(a: Evaluation, b: Evaluation): string[] {
  const ids = a.crosstable.players.map((p) => p.id);
  const found = valueDifferences(a, b, ids);
  const standings = (e: Evaluation) => e.standings.map((s) => `${s.position}. ${s.player} ${s.rank}–${s.lastRank} ${s.decidedBy}`);
  const splits = (e: Evaluation) =>
    e.splits.map((s) => `${s.criterion} [${s.group.join(',')}] → ${s.outcome.map((g) => g.join(',')).join(' | ')}`);
  const issues = (e: Evaluation) => e.issues.map((i) => `${i.severity} ${i.code}`).sort();
  for (const [what, left, right] of [
    ['standings', standings(a), standings(b)],
    ['splits', splits(a), splits(b)],
    ['issues', issues(a), issues(b)],
  ] as const)
    if (left.join('\n') !== right.join('\n')) found.push(`${what}:\n  ${left.join('\n  ')}\nvs\n  ${right.join('\n  ')}`);
  return found;
}

function rankedAlike(a: Crosstable, b: Crosstable, where: string): void {
  for (const edition of EDITIONS) {
    const list = listFor(a);
    expect(differences(evaluateList(a, list, edition), evaluateList(b, list, edition)), `${where}, ${edition}`).toEqual([]);
  }
}

/** The same round with every result reversed on both rows (still a consistent crosstable). */
function reversed(record: RoundRecord): RoundRecord {
  switch (record.kind) {
    case 'played':
      return { ...record, outcome: record.outcome === 'win' ? 'loss' : record.outcome === 'loss' ? 'win' : 'draw' };
    case 'forfeit-win':
      return { ...record, kind: 'forfeit-loss' };
    case 'forfeit-loss':
      return { ...record, kind: 'forfeit-win' };
    case 'hpb':
      return { ...record, kind: 'zpb' };
    case 'zpb':
      return { ...record, kind: 'hpb' };
    default:
      return record;
  }
}

/** The event stopped after round r with a round r + 1 appended: the real one, or one with every result reversed. */
function withNextRound(crosstable: Crosstable, r: number, reverse: boolean): Crosstable {
  const next = stoppedAfter(crosstable, r + 1);
  if (!reverse) return next;
  return {
    ...next,
    players: next.players.map((p) => ({ ...p, rounds: p.rounds.map((record, i) => (i === r ? reversed(record) : record)) })),
  };
}

/** Rounds, ids, names, ratings and records: what the engine reads of a crosstable. */
function rows(crosstable: Crosstable): unknown {
  return { rounds: crosstable.rounds, players: crosstable.players.map(({ id, name, rating, rounds }) => ({ id, name, rating, rounds })) };
}

describe(`standings after round r (fast-check seed ${FC_SEED}; set FC_SEED to replay)`, () => {
  it('crosstableAfterRound keeps rounds 1..r, drops the printed points and rank, leaves the input alone', () => {
    fc.assert(
      fc.property(anyEvent(), fc.nat(), (event: GeneratedEvent, pick) => {
        const full = buildEvent(event);
        const r = pick % (full.rounds + 1);
        const before = JSON.stringify(rows(full));
        const cut = crosstableAfterRound(full, r);
        expect(JSON.stringify(rows(full))).toBe(before);
        expect(cut.rounds).toBe(r);
        expect(cut.type).toBe(full.type);
        expect(cut.players.map((p) => p.id)).toEqual(full.players.map((p) => p.id));
        for (const [i, p] of cut.players.entries()) {
          expect(p.rounds).toEqual(full.players[i]!.rounds.slice(0, r));
          if (r < full.rounds) expect([p.declaredPoints, p.declaredRank]).toEqual([undefined, undefined]);
        }
        expect(crosstableAfterRound(full, full.rounds)).toBe(full);
        expect(() => crosstableAfterRound(full, full.rounds + 1)).toThrow(RangeError);
        expect(() => crosstableAfterRound(full, -1)).toThrow(RangeError);
      }),
      { seed: FC_SEED, numRuns: 60 },
    );
  });

  it('ranks after round r exactly as the event rebuilt from its first r rounds', () => {
    fc.assert(
      fc.property(anyEvent(), fc.nat(), (event, pick) => {
        const full = buildEvent(event);
        const r = pick % (full.rounds + 1);
        rankedAlike(crosstableAfterRound(full, r), stoppedAfter(full, r), `after round ${r} of ${full.rounds}`);
      }),
      { seed: FC_SEED, numRuns: 40 },
    );
  });

  it('ranks after round r exactly as the generated Swiss that stopped after round r', () => {
    fc.assert(
      fc.property(
        swissEvent({ withdrawals: false }).filter((e) => e.rounds >= 3),
        fc.nat(),
        (event, pick) => {
          const { kind: _kind, ...options } = event;
          const full = generateSwiss(options);
          const r = 2 + (pick % (full.rounds - 2));
          const stopped = generateSwiss({ ...options, rounds: r });
          const view = crosstableAfterRound(full, r);
          expect(rows(view)).toEqual(rows(stopped));
          rankedAlike(view, stopped, `after round ${r} of ${full.rounds}`);
        },
      ),
      { seed: FC_SEED, numRuns: 30 },
    );
  });

  it('appending round r + 1 (as played, or with every result reversed) changes nothing after round r', () => {
    fc.assert(
      fc.property(
        anyEvent().filter((e) => e.kind === 'round-robin' || e.rounds >= 2),
        fc.nat(),
        fc.boolean(),
        (event, pick, reverse) => {
          const full = buildEvent(event);
          const r = pick % full.rounds;
          const truncated = stoppedAfter(full, r);
          const extended = withNextRound(full, r, reverse);
          expect(extended.rounds).toBe(r + 1);
          rankedAlike(crosstableAfterRound(extended, r), truncated, `round ${r + 1} appended${reverse ? ' reversed' : ''}`);
          rankedAlike(
            crosstableAfterRound(full, r),
            crosstableAfterRound(extended, r),
            `full event vs round ${r + 1} appended, after ${r}`,
          );
        },
      ),
      { seed: FC_SEED, numRuns: 40 },
    );
  });
});
