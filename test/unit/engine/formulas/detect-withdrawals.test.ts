import { describe, expect, it } from 'vitest';
import { applyWithdrawalRules, detectWithdrawals, Rational, type WithdrawalRules } from '../../../../engine';
import { readFixture } from '../../../support/fixtures';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';
import { roundRobin } from '../../../support/round-robin';

const NO_RULES: WithdrawalRules = { byesMeaningWithdrawal: [] };
const found = (w: { withdrawals: { player: number; fromRound: number; reason: string }[] }) =>
  w.withdrawals.map((x) => `#${x.player} from round ${x.fromRound}: ${x.reason}`);

describe('detectWithdrawals', () => {
  it('Swiss: a participant not paired in the last rounds held withdrew (C.07 16.1.1; TEC exercise #12)', () => {
    expect(found(detectWithdrawals(crosstableFromRows(TEC_EXERCISE), NO_RULES, undefined))).toEqual([
      '#12 from round 4: not paired from round 4 to round 5, the last held',
    ]);
  });

  it('a requested zero-point bye is not a withdrawal unless the regulation says so (VCF GSQT 1.d: round 5)', () => {
    const table = crosstableFromRows([
      ['+W2', '+W3', '0BYE'],
      ['-B1', '=W4', '+BYE'],
      ['+BYE', '-B1', '-B4'],
      ['0BYE', '=B2', '+W3'],
    ]);
    expect(found(detectWithdrawals(table, NO_RULES, undefined))).toEqual([]);
    const vcf: WithdrawalRules = { byesMeaningWithdrawal: [{ bye: 'zpb', round: 3 }] };
    expect(found(detectWithdrawals(table, vcf, undefined))).toEqual([
      '#1 from round 3: zero-point bye in round 3 means withdrawn (regulation)',
    ]);
    expect(found(detectWithdrawals(table, { byesMeaningWithdrawal: [{ bye: 'zpb', round: 'last' }] }, undefined))).toHaveLength(1);
  });

  it('a round marked withdrawn is a withdrawal from that round', () => {
    const table = crosstableFromRows([
      ['+W2', '--'],
      ['-B1', '--'],
    ]);
    const marked = {
      ...table,
      players: table.players.map((p) => (p.id === 2 ? { ...p, rounds: [p.rounds[0]!, { kind: 'withdrawn' as const }] } : p)),
    };
    expect(found(detectWithdrawals(marked, NO_RULES, undefined))).toEqual(['#2 from round 2: withdrawal recorded in round 2']);
  });

  it('round robin: the scheduled opponents of a withdrawn participant are unpaired too, and are not withdrawn (pub12, 6-player DRR)', () => {
    const table = readFixture('pub12_drr_6_withdraw_absent');
    const cycles = [
      [1, 5],
      [6, 10],
    ] as const;
    // #2's last round (10) was against #4, who had left after round 3 (the fixture leaves both unpaired).
    expect(found(detectWithdrawals(table, NO_RULES, { cycles }))).toEqual([
      '#4 from round 4: not paired from round 4 to round 10, the last held',
    ]);
  });

  it('round robin: a rest round (odd number) is not a withdrawal; forfeits to the end are (pub10, 9 players)', () => {
    const table = readFixture('pub10_rr_9_withdraw_forfeit');
    expect(found(detectWithdrawals(table, NO_RULES, { cycles: [[1, 9]] }))).toEqual([
      '#4 from round 2: no game played (not paired, or lost by default) from round 2 to round 9, the last held',
    ]);
  });

  it('round robin: an unfinished event is judged on the rounds held', () => {
    const table = roundRobin(8, { cycles: 2, withdrawn: { player: 5, games: 3 } });
    const upToRound6 = {
      ...table,
      players: table.players.map((p) => ({ ...p, rounds: p.rounds.map((r, i) => (i < 6 ? r : { kind: 'absent' as const })) })),
    };
    expect(
      found(
        detectWithdrawals(upToRound6, NO_RULES, {
          cycles: [
            [1, 7],
            [8, 14],
          ],
        }),
      ),
    ).toEqual(['#5 from round 4: not paired from round 4 to round 6, the last held']);
  });
});

describe('the handbook’s rule on the shared fixtures', () => {
  const perCycle: WithdrawalRules = {
    byesMeaningWithdrawal: [],
    roundRobin: { scope: 'cycle', threshold: Rational.HALF, below: 'results-deleted', otherwise: 'remaining-lost-by-forfeit' },
  };

  it('pub12 (6-player DRR, #4 played 3 of 5 in cycle 1): cycle 1 stands with 2 forfeits, the whole of cycle 2 is lost by default', () => {
    const { crosstable, report } = applyWithdrawalRules(readFixture('pub12_drr_6_withdraw_absent'), perCycle);
    expect(report.withdrawals[0]!.judgements.map((j) => j.note)).toEqual([
      '#4 played 3 of 5 games in cycle 1 (half or more): results stand, the remaining games lost by default (arbiter’s handbook ch. 12, rule 2)',
      '#4 played 0 of 5 games in cycle 2 (fewer than half): an earlier cycle stands, so the whole cycle is lost by default (arbiter’s handbook ch. 12, rule 3 case c)',
    ]);
    const four = crosstable.players.find((p) => p.id === 4)!;
    expect(four.rounds.map((r) => (r.kind === 'forfeit-loss' ? `-${r.opponent}` : r.kind))).toEqual([
      'played',
      'played',
      'played',
      '-1',
      '-2',
      '-3',
      '-6',
      '-5',
      '-1',
      '-2',
    ]);
    expect(report.issues.map((i) => i.code)).toEqual(['engine/eligibility-unstated']);
  });

  it('pub12 judged as one event: 3 of 10 games, the score is deleted', () => {
    const { crosstable, report } = applyWithdrawalRules(readFixture('pub12_drr_6_withdraw_absent'), {
      ...perCycle,
      roundRobin: { ...perCycle.roundRobin!, scope: 'event' },
    });
    expect(report.deleted).toEqual([4]);
    expect(crosstable.players.map((p) => p.id)).toEqual([1, 2, 3, 5, 6]);
  });
});
