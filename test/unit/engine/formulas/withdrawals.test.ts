import { describe, expect, it } from 'vitest';
import {
  applyWithdrawalRules,
  computeScores,
  Rational,
  type Crosstable,
  type RoundRobinWithdrawalRule,
  type WithdrawalRules,
} from '../../../../engine';
import { compileRegulation } from '../../../../dsl';
import { crosstableFromRows } from '../../../support/notation';
import { roundRobin } from '../../../support/round-robin';

/*
 * Arbiter's handbook (S. Reuben) ch. 12 "In a Round-robin" (seed 004; digest §5.1), with
 * its 8-player double round robin: a) fewer than 4 games → whole score deleted; b) 4–7 →
 * results stand, the rest lost by forfeit; c) 8–10 → the first cycle stands, the whole
 * second cycle lost by forfeit; d) more than 10 → results stand, the rest lost by forfeit.
 * G. Gijssen's reading (same chapter) judges the double round robin as one event.
 */

const rule = (scope: 'cycle' | 'event'): RoundRobinWithdrawalRule => ({
  scope,
  threshold: Rational.HALF,
  below: 'results-deleted',
  otherwise: 'remaining-lost-by-forfeit',
});
const rules = (scope: 'cycle' | 'event', extra: Partial<WithdrawalRules> = {}): WithdrawalRules => ({
  roundRobin: rule(scope),
  byesMeaningWithdrawal: [],
  withdrawnEligible: false,
  ...extra,
});
const withoutEligibility = ({ withdrawnEligible: _, ...rest }: WithdrawalRules): WithdrawalRules => rest;

const W = 5;
const drr = (games: number) => roundRobin(8, { cycles: 2, withdrawn: { player: W, games } });

/** What happened to #5's 14 games: deleted, or how many stand over the board and how many were lost by default. */
function fate(crosstable: Crosstable): string {
  const row = crosstable.players.find((p) => p.id === W);
  if (!row) return 'deleted';
  const played = row.rounds.filter((r) => r.kind === 'played').length;
  const forfeits = row.rounds.filter((r) => r.kind === 'forfeit-loss').length;
  return `${played} stand, ${forfeits} lost by default`;
}

describe('round-robin withdrawals, per cycle (arbiter’s handbook ch. 12, 8-player double round robin)', () => {
  it.each([
    [0, 'deleted'],
    [3, 'deleted'],
    [4, '4 stand, 10 lost by default'],
    [7, '7 stand, 7 lost by default'],
    [8, '7 stand, 7 lost by default'],
    [10, '7 stand, 7 lost by default'],
    [11, '11 stand, 3 lost by default'],
    [12, '12 stand, 2 lost by default'],
  ])('#5 played %i games: %s (cases a–d)', (games, expected) => {
    expect(fate(applyWithdrawalRules(drr(games), rules('cycle')).crosstable)).toBe(expected);
  });

  it('a) fewer than 4 games: the score is deleted and every opponent’s game against #5 annulled', () => {
    const input = drr(3);
    const { crosstable, report } = applyWithdrawalRules(input, rules('cycle'));
    expect(report.withdrawals[0]).toMatchObject({ player: 5, fromRound: 4, deleted: true });
    expect(report.withdrawals[0]!.judgements.map((j) => j.note)).toEqual([
      '#5 played 3 of 7 games in cycle 1 (fewer than half): results deleted (arbiter’s handbook ch. 12, round robin rule 1)',
    ]);
    expect(report.deleted).toEqual([5]);
    expect(crosstable.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    // #5's three opponents lose the game, and the four scheduled later lose the unpaired round: 14 rounds, 12 games each.
    expect(crosstable.players.every((p) => p.rounds.filter((r) => r.kind === 'absent').length === 2)).toBe(true);
    expect(report.changes.map((c) => c.note)).toContain(
      "game against #5 annulled: #5's results are deleted (arbiter’s handbook ch. 12, rule 1)",
    );
    expect(report.ineligible.map((i) => i.player)).toEqual([5]);
  });

  it('b) 4 to 7 games: results stand, cycle 1’s rest is lost by default, then the whole of cycle 2', () => {
    const { report } = applyWithdrawalRules(drr(5), rules('cycle'));
    expect(report.withdrawals[0]!.judgements.map((j) => j.note)).toEqual([
      '#5 played 5 of 7 games in cycle 1 (half or more): results stand, the remaining games lost by default (arbiter’s handbook ch. 12, rule 2)',
      '#5 played 0 of 7 games in cycle 2 (fewer than half): an earlier cycle stands, so the whole cycle is lost by default (arbiter’s handbook ch. 12, rule 3 case c)',
    ]);
  });

  it('c) 8 to 10 games: the games played in cycle 2 become losses by default, even a win', () => {
    const input = roundRobin(8, {
      cycles: 2,
      withdrawn: { player: W, games: 9 },
      outcome: (white, black) => (white === W || black === W ? (white === W ? 'win' : 'loss') : 'draw'),
    });
    const before = computeScores(input).get(W)!.total;
    const { crosstable, report } = applyWithdrawalRules(input, rules('cycle'));
    expect(before.toString()).toBe('9');
    expect(computeScores(crosstable).get(W)!.total.toString()).toBe('7');
    const r8 = report.changes.filter((c) => c.round === 8);
    expect(r8.map((c) => [c.player, c.after.kind])).toEqual([
      [5, 'forfeit-loss'],
      [r8[1]!.player, 'forfeit-win'],
    ]);
    expect(r8[0]!.note).toMatch(/^cycle lost by default: win over the board against #\d becomes a loss by default/);
  });

  it('d) more than 10 games: results stand and only the games not played are lost by default', () => {
    const { report } = applyWithdrawalRules(drr(12), rules('cycle'));
    expect(report.withdrawals[0]!.judgements.map((j) => j.outcome)).toEqual(['remaining-lost-by-forfeit', 'remaining-lost-by-forfeit']);
    const forfeits = report.changes.filter((c) => c.player === W);
    expect(forfeits.map((c) => [c.round, c.after.kind])).toEqual([
      [13, 'forfeit-loss'],
      [14, 'forfeit-loss'],
    ]);
  });
});

describe('round-robin withdrawals, the event as one (G. Gijssen’s reading, arbiter’s handbook ch. 12)', () => {
  it.each([
    [3, 'deleted'],
    [6, 'deleted'],
    [7, '7 stand, 7 lost by default'],
    [9, '9 stand, 5 lost by default'],
    [11, '11 stand, 3 lost by default'],
  ])('#5 played %i of 14 games: %s', (games, expected) => {
    expect(fate(applyWithdrawalRules(drr(games), rules('event')).crosstable)).toBe(expected);
  });

  it('says which reading it used', () => {
    const { report } = applyWithdrawalRules(drr(6), rules('event'));
    expect(report.withdrawals[0]!.judgements.map((j) => j.note)).toEqual([
      '#5 played 6 of 14 games in the event (fewer than half): results deleted (arbiter’s handbook ch. 12, round robin rule 1); the event judged as one (G. Gijssen’s reading)',
    ]);
  });
});

describe('applyWithdrawalRules', () => {
  it('leaves the input crosstable untouched', () => {
    const input = drr(9);
    const copy = structuredClone(input);
    applyWithdrawalRules(input, rules('cycle'));
    expect(input).toEqual(copy);
  });

  it('keeps forfeits the crosstable already records and adds only the missing ones', () => {
    const input = roundRobin(8, { cycles: 2, withdrawn: { player: W, games: 10 }, leftAs: 'forfeit' });
    const { crosstable, report } = applyWithdrawalRules(input, rules('event'));
    expect(report.changes).toEqual([]);
    expect(fate(crosstable)).toBe('10 stand, 4 lost by default');
  });

  it('cannot tell who withdrew before the last round when both players are merely unpaired in it: an error, nothing deleted', () => {
    const { crosstable, report } = applyWithdrawalRules(drr(13), rules('cycle'));
    expect(report.issues.map((i) => [i.code, i.player])).toEqual([['engine/withdrawal-ambiguous', 3]]);
    expect(report.issues[0]!.message).toBe(
      "#3 and #5 were both unpaired from round 14 on, each the other's scheduled opponent: which of them withdrew cannot be read from the crosstable; mark the withdrawal",
    );
    expect(report.withdrawals).toEqual([]);
    expect(crosstable.players).toHaveLength(8);
    const marked = roundRobin(8, { cycles: 2, withdrawn: { player: W, games: 13 }, leftAs: 'forfeit' });
    expect(fate(applyWithdrawalRules(marked, rules('cycle')).crosstable)).toBe('13 stand, 1 lost by default');
  });

  it('two withdrawn players’ unplayed game against each other is a double forfeit (both lost by default, rule 2)', () => {
    const input = roundRobin(6, {
      withdrawn: [
        { player: 2, games: 3 },
        { player: 4, games: 3 },
      ],
    });
    const { crosstable, report } = applyWithdrawalRules(input, rules('event'));
    expect(report.withdrawals.map((w) => [w.player, w.fromRound, w.deleted])).toEqual([
      [2, 4, false],
      [4, 4, false],
    ]);
    const between = report.changes.filter((c) => c.after.kind === 'double-forfeit');
    expect(between.map((c) => [c.player, c.note])).toEqual([
      [2, '#2 and #4 had both withdrawn: double forfeit (arbiter’s handbook ch. 12, rule 2)'],
      [4, '#2 and #4 had both withdrawn: double forfeit (arbiter’s handbook ch. 12, rule 2)'],
    ]);
    const scores = computeScores(crosstable);
    expect([scores.get(2)!.total, scores.get(4)!.total].map(String)).toEqual(
      [2, 4].map((id) => computeScores(input).get(id)!.total.toString()),
    );
  });

  it('changes nothing without withdrawal rules, or when nobody withdrew', () => {
    const input = drr(14);
    expect(applyWithdrawalRules(input, undefined).crosstable).toBe(input);
    expect(applyWithdrawalRules(input, rules('cycle')).report).toMatchObject({ withdrawals: [], changes: [], issues: [] });
  });

  it('warns when the regulation does not say whether withdrawn players may receive awards', () => {
    const { report } = applyWithdrawalRules(drr(12), withoutEligibility(rules('cycle')));
    expect(report.ineligible).toEqual([]);
    expect(report.issues.map((i) => i.code)).toEqual(['engine/eligibility-unstated']);
  });
});

describe('a bye that means withdrawal (VCF Scholastic rules 2020-21, GSQT 1.d; digest §3, §6.2)', () => {
  // Five rounds; #3 asks for a zero-point bye in round 5, #4 for one in round 4 and plays round 5.
  const table = crosstableFromRows([
    ['+W2', '+W3', '=B4', '+W5', '=W6'],
    ['-B1', '+W5', '+W6', '=B3', '+BYE'],
    ['=W4', '-B1', '+W5', '=W2', '0BYE'],
    ['=B3', '-W6', '=W1', '0BYE', '+B5'],
    ['-W6', '-B2', '-B3', '-B1', '-W4'],
    ['+B5', '+B4', '-B2', '+BYE', '=B1'],
  ]);

  it('a zero-point bye requested for round 5 is a withdrawal: ineligible for individual awards', () => {
    const compiled = compileRegulation(
      'regulation "GSQT"\nrules us-chess\nwithdrawals\n  zero-point bye in round 5 means withdrawn\n  withdrawn players not eligible for awards\n',
    );
    const { crosstable, report } = applyWithdrawalRules(table, compiled.regulation!.withdrawals);
    expect(report.withdrawals.map((w) => [w.player, w.fromRound, w.reason])).toEqual([
      [3, 5, 'zero-point bye in round 5 means withdrawn (regulation)'],
    ]);
    expect(report.ineligible).toEqual([
      {
        player: 3,
        reason:
          'withdrew (zero-point bye in round 5 means withdrawn (regulation)); the regulation makes withdrawn players ineligible for awards',
      },
    ]);
    // A Swiss keeps every result: withdrawal here only decides eligibility.
    expect(report.changes).toEqual([]);
    expect(crosstable).toBe(table);
  });

  it('without the rule a zero-point bye is only a requested bye', () => {
    const { report } = applyWithdrawalRules(table, { byesMeaningWithdrawal: [], withdrawnEligible: false });
    expect(report.withdrawals).toEqual([]);
    expect(report.ineligible).toEqual([]);
  });
});
