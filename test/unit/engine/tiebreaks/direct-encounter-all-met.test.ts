import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../../dsl';
import { evaluateList } from '../../../support/evaluate';
import { crosstableFromRows } from '../../../support/notation';

/*
 * DE "if all met" (/A): the pre-2023 reading (digest §1.6: Vega's practice, lichess), under any
 * edition. The digest's small example: 1, 2, 3 tied on 2 points; 1 beat 2 and 3, who never met.
 * C.07 2023+ 6.3 places 1 alone on top (2 > 0 + 1); "if all met" separates nobody.
 */
const swiss = crosstableFromRows([
  ['+W2', '+W3', '-B4'],
  ['-B1', '+W4', '+W5'],
  ['+W4', '-B1', '+BYE'],
  ['-B3', '-B2', '+W1'],
  ['+BYE', '=BYE', '-B2'],
]);

describe('direct encounter only when all tied players met (DE/A, "if all met")', () => {
  it('separates nobody when two of the tied players never met, and says why', () => {
    const e = evaluateList(swiss, ['PTS', 'DE/A'], 'fide-2026');
    const step = e.splits.find((s) => s.criterion === 'DE/A')!;
    expect(step.group).toEqual([1, 2, 3]);
    expect(step.outcome).toEqual([[1, 2, 3]]);
    expect(step.reason).toBe(
      'not all of them met each other (2, 3 did not meet every other tied player): direct encounter "if all met" does not apply',
    );
    // Without /A, 2026's 6.3 places 1 first.
    const plain = evaluateList(swiss, ['PTS', 'DE'], 'fide-2026');
    expect(plain.splits.find((s) => s.criterion === 'DE')!.outcome).toEqual([[1], [2, 3]]);
  });

  it('applies as art. 6.2 when every pair met (a round robin)', () => {
    // A 4-player round robin: 1 and 2 on 2 points, 1 beat 2 → 1 first by DE/A.
    const rr = crosstableFromRows([
      ['+W2', '-B3', '+W4'],
      ['-B1', '+W4', '+B3'],
      ['=W4', '+W1', '-W2'],
      ['=B3', '-B2', '-B1'],
    ]);
    const e = evaluateList(rr, ['PTS', 'DE/A'], 'fide-2026');
    expect(e.standings.slice(0, 2).map((s) => [s.player, s.rank, s.decidedBy])).toEqual([
      [1, 1, 'DE/A'],
      [2, 2, 'DE/A'],
    ]);
  });

  it('is written "direct encounter if all met" or DE/A, and lowers to the same', () => {
    const lower = (line: string) =>
      compileRegulation(['regulation "R"', 'rules fide-2009', 'tie-breaks', `  1. ${line}`, ''].join('\n')).regulation!.tiebreaks[1];
    expect(lower('direct encounter if all met')).toMatchObject({ code: 'DE', allMet: true });
    expect(lower('DE/A')).toMatchObject({ code: 'DE', allMet: true });
  });
});
