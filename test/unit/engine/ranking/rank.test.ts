import { describe, expect, it } from 'vitest';
import { Rational, rankOnValue, type Evaluation } from '../../../../engine';
import { evaluateList, valueOf } from '../../../support/evaluate';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';

const order = (e: Evaluation) => e.standings.map((s) => s.player);

describe('direct encounter (C.07 art. 6)', () => {
  it('1 beat 2 and 3, who never met: 1 is alone on top (2 > 0 + 1), 2 and 3 stay tied (6.3)', () => {
    const table = crosstableFromRows([
      ['+W2', '+W3', '-B4'],
      ['-B1', '+W4', '+W5'],
      ['+W4', '-B1', '+BYE'],
      ['-B3', '-B2', '+W1'],
      ['+BYE', '=BYE', '-B2'],
    ]);
    const e = evaluateList(table, ['PTS', 'DE'], 'fide-2024');
    expect(e.standings.slice(0, 3).map((s) => [s.player, s.rank, s.decidedBy])).toEqual([
      [1, 1, 'DE'],
      [2, 2, 'shared'],
      [3, 2, 'shared'],
    ]);
    const step = e.splits.find((s) => s.criterion === 'DE')!;
    expect(step.outcome).toEqual([[1], [2, 3]]);
    expect(step.reason).toBe('2, 3: no two of them met (C.07 6.1)');
  });

  it('1 beat 2 and drew 3: 1.5 is not more than 3’s best case 0.5 + 1, so nobody is separated (6.3)', () => {
    const table = crosstableFromRows([
      ['+W2', '=W3', '=B4'],
      ['-B1', '+W4', '+W5'],
      ['=W4', '=B1', '+BYE'],
      ['=B3', '-B2', '=W1'],
      ['+BYE', '=BYE', '-B2'],
    ]);
    const e = evaluateList(table, ['PTS', 'DE'], 'fide-2024');
    const step = e.splits.find((s) => s.criterion === 'DE')!;
    expect(step.group).toEqual([1, 2, 3]);
    expect(step.outcome).toEqual([[1, 3, 2]]);
    expect(step.reason).toBe('not everybody met and nobody stays alone on top whatever the missing games give (C.07 6.3)');
  });

  it('double round robin: a 1½–½ mini-match counts as 0.75 to 0.25 (6.1.2)', () => {
    const table = crosstableFromRows(
      [
        ['+W2', '-W3', '+W4', '=B2', '+B3', '-B4'],
        ['-B1', '+W4', '+W3', '=W1', '-B4', '+B3'],
        ['+W4', '+B1', '-B2', '-B4', '-W1', '-W2'],
        ['-B3', '-B2', '-B1', '+W3', '+W2', '+W1'],
      ],
      { type: 'double-round-robin' },
    );
    const e = evaluateList(table, ['PTS', 'DE'], 'fide-2024');
    expect([valueOf(e, 'PTS', 1), valueOf(e, 'PTS', 2)]).toEqual(['3.5', '3.5']);
    expect([valueOf(e, 'DE', 1), valueOf(e, 'DE', 2)]).toEqual(['0.75', '0.25']);
    expect(order(e)).toEqual([1, 2, 4, 3]);
  });

  it('applies each criterion only inside groups still tied', () => {
    const e = evaluateList(crosstableFromRows(TEC_EXERCISE), ['PTS', 'BH/C1', 'BH', 'SB', 'DE'], 'fide-2024');
    expect(e.standings).toHaveLength(16);
    for (const step of e.splits) expect(step.group.length).toBeGreaterThan(1);
    const afterPoints = e.splits.filter((s) => s.criterion === 'BH/C1');
    for (const step of afterPoints) {
      const points = new Set(step.group.map((id) => valueOf(e, 'PTS', id)));
      expect(points.size).toBe(1);
    }
  });
});

describe('after the list', () => {
  // A round robin of three where every game was drawn.
  const tied = crosstableFromRows(
    [
      ['=W2', '=B3', '--'],
      ['=B1', '--', '=W3'],
      ['--', '=W1', '=B2'],
    ],
    { type: 'round-robin' },
  );

  it('shared: competition ranks, everybody first', () => {
    const e = evaluateList(tied, ['PTS'], 'fide-2024');
    expect(e.standings.map((s) => [s.rank, s.lastRank, s.decidedBy])).toEqual([
      [1, 3, 'shared'],
      [1, 3, 'shared'],
      [1, 3, 'shared'],
    ]);
  });

  it('lots: the same seed gives the same order whatever the input order; another seed may differ', () => {
    const a = evaluateList(tied, ['PTS'], 'fide-2024', { kind: 'lots', seed: 'Open 2026' });
    const reversed = { ...tied, players: [...tied.players].reverse() };
    const b = evaluateList(reversed, ['PTS'], 'fide-2024', { kind: 'lots', seed: 'Open 2026' });
    expect(order(a)).toEqual(order(b));
    expect(a.standings.map((s) => [s.rank, s.decidedBy])).toEqual([
      [1, 'lots'],
      [2, 'lots'],
      [3, 'lots'],
    ]);
  });

  it('play-off: ties stand and are marked for a play-off', () => {
    const e = evaluateList(tied, ['PTS'], 'fide-2024', { kind: 'play-off' });
    expect(e.standings.map((s) => s.decidedBy)).toEqual(['play-off pending', 'play-off pending', 'play-off pending']);
  });

  it('manual values from a column decide, higher first; a missing value stays behind', () => {
    const withBarrage = {
      ...tied,
      players: tied.players.map((p) => ({
        ...p,
        fields: (p.id === 3 ? {} : { Barrage: p.id === 1 ? '1' : '2' }) as Record<string, string>,
      })),
    };
    const e = evaluateList(withBarrage, ['PTS'], 'fide-2024', { kind: 'manual', column: 'Barrage' });
    expect(order(e)).toEqual([2, 1, 3]);
    expect(e.standings.map((s) => s.decidedBy)).toEqual(['manual: Barrage', 'manual: Barrage', 'manual: Barrage']);
  });
});

describe('progressive scores (arbiter’s handbook ch. 13)', () => {
  it('A 1,2,3,4,5,5 → 20 ranks above B 0,1,2,3,4,5 → 15, although B won their game', () => {
    const table = crosstableFromRows([
      ['+W3', '+B4', '+W5', '+B6', '+W7', '-W2'],
      ['-B4', '+W3', '+B6', '+W5', '+B8', '+B1'],
      ['-B1', '-B2', '--', '--', '--', '--'],
      ['+W2', '-W1', '--', '--', '--', '--'],
      ['--', '--', '-B1', '-B2', '--', '--'],
      ['--', '--', '-W2', '-W1', '--', '--'],
      ['--', '--', '--', '--', '-B1', '--'],
      ['--', '--', '--', '--', '-W2', '--'],
    ]);
    const e = evaluateList(table, ['PTS', 'PS'], 'fide-2024');
    expect([valueOf(e, 'PS', 1), valueOf(e, 'PS', 2)]).toEqual(['20', '15']);
    expect(order(e).slice(0, 2)).toEqual([1, 2]);
    expect(e.standings[0]!.decidedBy).toBe('PS');
  });
});

describe('places on one value, no tie-breaks (VCF Encl. 1 4.b)', () => {
  it('Enclosure 1 scores 5, 3.5, 3 ×5, 2.5: Thomas 1, Sally 2, the 3-point group shares 3–7, 8 alone', () => {
    const points = new Map(
      [1, 2, 3, 4, 5, 6, 7, 8].map((id) => [id, Rational.parse(['5', '3.5', '3', '3', '3', '3', '3', '2.5'][id - 1]!)!]),
    );
    const standings = rankOnValue([8, 7, 6, 5, 4, 3, 2, 1], (id) => points.get(id)!, 'points');
    expect(standings.map((s) => `${s.player} ${s.rank}–${s.lastRank} ${s.decidedBy}`)).toEqual([
      '1 1–1 points',
      '2 2–2 points',
      '3 3–7 shared',
      '4 3–7 shared',
      '5 3–7 shared',
      '6 3–7 shared',
      '7 3–7 shared',
      '8 8–8 points',
    ]);
  });
});
