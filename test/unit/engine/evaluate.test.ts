import { describe, expect, it } from 'vitest';
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, Rational, type Regulation } from '../../../engine';
import { evaluateList } from '../../support/evaluate';
import { roundRobin } from '../../support/round-robin';

describe('evaluate', () => {
  it('reports a match tie-break (C.07 art. 12) in an individual list as an error and ranks without it', () => {
    const e = evaluateList(roundRobin(4), ['PTS', 'TBR', 'WIN'], 'fide-2026');
    expect(e.issues.map((i) => [i.code, i.severity, i.criterion])).toEqual([['engine/match-criterion-in-list', 'error', 'TBR']]);
    expect(e.issues[0]!.message).toBe(
      'Top board result (TBR) decides a drawn team match from its board results; it cannot rank a crosstable',
    );
    expect(e.columns.map((c) => c.header)).toEqual(['PTS', 'WIN']);
    expect(e.standings).toHaveLength(4);
  });

  it('ranks the crosstable the withdrawal rules leave: a deleted score is not ranked (arbiter’s handbook ch. 12, rule 1)', () => {
    const input = roundRobin(6, { withdrawn: { player: 2, games: 2 } });
    const regulation: Regulation = {
      name: 'test',
      edition: 'fide-2026',
      unplayed: DEFAULT_UNPLAYED_OPTIONS,
      tiebreaks: [{ code: 'PTS', text: 'PTS' }],
      after: { kind: 'shared' },
      withdrawals: {
        byesMeaningWithdrawal: [],
        roundRobin: { scope: 'event', threshold: Rational.HALF, below: 'results-deleted', otherwise: 'remaining-lost-by-forfeit' },
        withdrawnEligible: false,
      },
    };
    const e = evaluate(input, regulation);
    expect(e.withdrawals.deleted).toEqual([2]);
    expect(e.standings.map((s) => s.player).sort()).toEqual([1, 3, 4, 5, 6]);
    expect(e.crosstable.players.map((p) => p.id)).toEqual([1, 3, 4, 5, 6]);
    expect(input.players).toHaveLength(6);
    expect(e.withdrawals.ineligible.map((i) => i.player)).toEqual([2]);
  });
});
