import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../../dsl';
import { evaluate, Rational, STANDARD, type Crosstable, type Regulation } from '../../../../engine';
import { hasErrors, readGrid } from '../../../../io';
import { file } from '../../../support/dsl';
import { grid } from '../../../support/grid-fixtures';
import { valueOf } from '../../../support/evaluate';

/*
 * UK junior scoring 3-2-1-0 (arbiter's handbook ch. 21, "UK Chess Challenge"): win 3, draw 2,
 * loss 1, defaulted game 0. A 4-player wall chart (constructed):
 *   1: W2, D3, L4      → 3 + 2 + 1 = 6    (1-½-0: 1.5)
 *   2: L1, X4, W3      → 1 + 3 + 3 = 7    (2: the forfeit win scores a win)
 *   3: D4, D1, L2      → 2 + 2 + 1 = 5    (1)
 *   4: D3, F2, W1      → 2 + 0 + 3 = 5    (1.5: the default costs the point a played loss earns)
 * Points = 2 × standard score + games played over the board, while nobody defaults (players 1 and 3).
 */
function wallChart(): Crosstable {
  const reading = readGrid(
    grid(`
#,Name,Rd 1,Rd 2,Rd 3
1,Ann,W2 (w),D3 (b),L4 (w)
2,Ben,L1 (b),X4,W3 (w)
3,Cat,D4 (w),D1 (w),L2 (b)
4,Dan,D3 (b),F2,W1 (b)
`),
    { sheet: 'Crosstable' },
  );
  if (hasErrors(reading.issues)) throw new Error(JSON.stringify(reading.issues));
  return reading.crosstable!;
}

function regulation(scoring: string[]): Regulation {
  const compiled = compileRegulation(file('regulation "UK Chess Challenge"', 'rules fide-2026', ...scoring, 'tie-breaks', '  1. STD'));
  if (!compiled.regulation) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return compiled.regulation;
}

describe('UK junior 3-2-1-0 scoring, end to end (seed 004 ch. 21)', () => {
  it('the preset and "win 3, draw 2, loss 1, forfeit loss 0" written out score alike', () => {
    for (const scoring of [['scoring uk-junior'], ['scoring', '  win 3, draw 2, loss 1, forfeit loss 0']]) {
      const system = regulation(scoring).pointSystem!;
      expect([system.win, system.draw, system.loss, system.forfeitWin, system.forfeitLoss].map(String)).toEqual(['3', '2', '1', '3', '0']);
    }
  });

  it('scores 3-2-1-0, and STD converts every round back to 1-½-0 (C.07 7.7)', () => {
    const e = evaluate(wallChart(), regulation(['scoring uk-junior']));
    expect(e.issues).toEqual([]);
    expect([1, 2, 3, 4].map((p) => valueOf(e, 'PTS', p))).toEqual(['6', '7', '5', '5']);
    expect([1, 2, 3, 4].map((p) => valueOf(e, 'STD', p))).toEqual(['1.5', '2', '1', '1.5']);
    // 3 and 4 tie on 5 points; in standard points 4 (1.5) is ahead of 3 (1).
    expect(e.standings.map((s) => [s.player, s.rank, s.decidedBy])).toEqual([
      [2, 1, 'PTS'],
      [1, 2, 'PTS'],
      [4, 3, 'STD'],
      [3, 4, 'STD'],
    ]);
    const standard = evaluate(wallChart(), { ...regulation(['scoring uk-junior']), pointSystem: STANDARD });
    expect([1, 2, 3, 4].map((p) => valueOf(standard, 'PTS', p))).toEqual(['1.5', '2', '1', '1.5']);
  });

  it('a played game earns 2 × its standard points + 1; a defaulted game earns none', () => {
    const e = evaluate(wallChart(), regulation(['scoring uk-junior']));
    const points = e.columns.find((c) => c.header === 'PTS')!.values;
    for (const player of [1, 3]) {
      const pts = points.get(player)!;
      const std = e.columns.find((c) => c.header === 'STD')!.values.get(player)!;
      if (pts.kind !== 'value' || std.kind !== 'value') throw new Error('values expected');
      expect(pts.value.eq(std.value.mul(Rational.of(2)).add(Rational.of(3)))).toBe(true);
    }
    const dan = points.get(4)!;
    expect(dan.kind === 'value' && dan.contributions.map((c) => [c.value.toString(), c.note])).toEqual([
      ['2', 'played'],
      ['0', 'forfeit-loss'],
      ['3', 'played'],
    ]);
  });
});
