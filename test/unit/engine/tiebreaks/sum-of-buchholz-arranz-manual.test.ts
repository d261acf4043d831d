import { describe, expect, it } from 'vitest';
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, type Crosstable, type Evaluation } from '../../../../engine';
import { evaluateList, valueOf } from '../../../support/evaluate';
import { crosstableFromGames, crosstableFromRows, type Game } from '../../../support/notation';

const order = (e: Evaluation) => e.standings.map((s) => s.player);

describe('Koya extended (arbiter’s handbook, round robins c)', () => {
  /*
   * A 6-player round robin (constructed). Scores: 1: 3.5, 2: 1.5, 3: 2, 4: 2, 5: 3, 6: 3.
   * 5 and 6 are tied on 3 and drew each other (DE equal). The Koya limit is 50 % of 5 = 2.5:
   *   KS:   5 scored ½ against 1 and ½ against 6 = 1;  6: ½ against 1 and ½ against 5 = 1.
   *   next score group below 50 %, 2 (players 3 and 4): 5 adds ½ (3) + 1 (4) → 2.5; 6 adds 0 (3) + 1 (4) → 2.
   * Koya extended puts 5 ahead at the first group below 50 %.
   */
  const table = () =>
    crosstableFromRows(
      [
        ['=W6', '=B5', '=W4', '+B3', '+W2'],
        ['=W5', '=W3', '-B6', '=B4', '-B1'],
        ['-W4', '=B2', '=B5', '-W1', '+W6'],
        ['+B3', '-B6', '=B1', '=W2', '-W5'],
        ['=B2', '=W1', '=W3', '=W6', '+B4'],
        ['=B1', '+W4', '+W2', '=B5', '-B3'],
      ],
      { type: 'round-robin' },
    );

  it('adds the score groups below 50 % one at a time until the tied players separate', () => {
    const e = evaluateList(table(), ['PTS', 'DE', 'KS', 'KX'], 'fide-2026');
    expect([valueOf(e, 'KS', 5), valueOf(e, 'KS', 6)]).toEqual(['1', '1']);
    const step = e.splits.find((s) => s.criterion === 'KX')!;
    expect(step.outcome).toEqual([[5], [6]]);
    expect([step.values.get(5), step.values.get(6)]).toEqual(['1 | 2.5', '1 | 2']);
    expect(e.standings.find((s) => s.player === 5)!.decidedBy).toBe('KX');
  });
});

describe('sum of Buchholz (Italian deck, seed 001; Swiss-Manager 25)', () => {
  /*
   * The deck gives only a player's six opponents — scores 6, 5, 3½, 2½, 1½, ½ with Buchholz
   * 23½, 24, 20, 19½, 15, 6 — and their "sum of Buchholz", 108. This crosstable is built
   * to have exactly those opponents (scores as they stand, edition none):
   *   1 (P, 3 points) meets O1…O6 (players 2–7) in rounds 1–6: L, L, ½, ½, W, W.
   *   O1 6: beats P, O2, O3 and X1–X3 (4 each)          → BH 3 + 5 + 3.5 + 12 = 23.5
   *   O2 5: beats P, O3, O4, Xa (4), Xb (5), loses to O1 → BH 3 + 6 + 3.5 + 2.5 + 4 + 5 = 24
   *   O3 3½: ½ with P, loses to O1, O2, beats O5, Xh (2), Xi (2½) → BH 3 + 6 + 5 + 1.5 + 2 + 2.5 = 20
   *   O4 2½: ½ with P, loses to O2, ½ with O5, beats Xf (5), ½ with Xg (5) → BH 3 + 5 + 1.5 + 5 + 5 = 19.5
   *   O5 1½: loses to P and O3, ½ with O4, beats Xd (3), loses to Xe (3) → BH 3 + 3.5 + 2.5 + 3 + 3 = 15
   *   O6 ½: loses to P, ½ with Xc (3)                   → BH 3 + 3 = 6
   * The X players reach their scores against extra players who meet nobody else.
   */
  function italian(): Crosstable {
    const [P, O1, O2, O3, O4, O5, O6] = [1, 2, 3, 4, 5, 6, 7];
    const x = { X1: 8, X2: 9, X3: 10, Xa: 11, Xb: 12, Xh: 13, Xi: 14, Xc: 15, Xd: 16, Xe: 17, Xf: 18, Xg: 19 };
    // prettier-ignore
    const games: Game[] = [
      [1, P, O1, '0-1'], [2, P, O2, '0-1'], [3, P, O3, '½-½'], [4, P, O4, '½-½'], [5, P, O5, '1-0'], [6, P, O6, '1-0'],
      [2, O1, O3, '1-0'], [3, O1, O2, '1-0'], [4, O1, x.X1, '1-0'], [5, O1, x.X2, '1-0'], [6, O1, x.X3, '1-0'],
      [1, O2, O3, '1-0'], [5, O2, O4, '1-0'], [4, O2, x.Xa, '1-0'], [6, O2, x.Xb, '1-0'],
      [4, O3, O5, '1-0'], [5, O3, x.Xh, '1-0'], [6, O3, x.Xi, '1-0'],
      [1, O4, O5, '½-½'], [2, O4, x.Xf, '1-0'], [3, O4, x.Xg, '½-½'],
      [2, O5, x.Xd, '1-0'], [3, O5, x.Xe, '0-1'],
      [1, O6, x.Xc, '½-½'],
    ];
    // Points each X still needs, as wins (and one draw) against extra players in its free rounds.
    // prettier-ignore
    const needs: [number, number, boolean][] = [
      [x.X1, 4, false], [x.X2, 4, false], [x.X3, 4, false], [x.Xa, 4, false], [x.Xb, 5, false], [x.Xh, 2, false],
      [x.Xi, 2, true], [x.Xc, 2, true], [x.Xd, 3, false], [x.Xe, 2, false], [x.Xf, 5, false], [x.Xg, 4, true],
    ];
    let next = 20;
    const busy = (round: number, id: number) => games.some(([r, w, b]) => r === round && (w === id || b === id));
    for (const [id, wins, draw] of needs) {
      const results: Game[3][] = [...Array<Game[3]>(wins).fill('1-0'), ...(draw ? ['½-½' as const] : [])];
      for (const result of results) {
        const round = [1, 2, 3, 4, 5, 6].find((r) => !busy(r, id))!;
        games.push([round, id, next++, result]);
      }
    }
    return crosstableFromGames(next - 1, 6, games);
  }

  it('sums the opponents’ Buchholz: 23.5 + 24 + 20 + 19.5 + 15 + 6 = 108', () => {
    const e = evaluateList(italian(), ['PTS', 'BH', 'SOB'], 'none');
    expect([2, 3, 4, 5, 6, 7].map((p) => valueOf(e, 'PTS', p))).toEqual(['6', '5', '3.5', '2.5', '1.5', '0.5']);
    expect([2, 3, 4, 5, 6, 7].map((p) => valueOf(e, 'BH', p))).toEqual(['23.5', '24', '20', '19.5', '15', '6']);
    expect(valueOf(e, 'BH', 1)).toBe('19');
    expect(valueOf(e, 'SOB', 1)).toBe('108');
  });

  it('counts 0 for an own unplayed round', () => {
    const table = crosstableFromRows([
      ['+W2', '+BYE'],
      ['-B1', '+W3'],
      ['--', '-B2'],
    ]);
    // 1 met 2, whose Buchholz (edition none) is 1's 2 + 3's 0 = 2; the bye adds 0.
    expect(valueOf(evaluateList(table, ['SOB'], 'none'), 'SOB', 1)).toBe('2');
  });
});

describe('Arranz (Swiss-Manager 61)', () => {
  const table = () =>
    crosstableFromRows([
      ['=W2', '=B3', '+W4', '+BYE'],
      ['=B1', '=W4', '=B3', '--'],
      ['--', '=W1', '=W2', '--'],
      ['--', '=B2', '-B1', '--'],
    ]);

  it('scores draws 0.6 with Black and 0.4 with White, wins 1, and a bye in standard points', () => {
    // 1: draw White 0.4 + draw Black 0.6 + win 1 + pairing-allocated bye (a win's points) 1 = 3.
    // 2: draw Black 0.6 + draw White 0.4 + draw Black 0.6 + absent 0 = 1.6.
    const e = evaluateList(table(), ['ARZ'], 'fide-2026');
    expect([valueOf(e, 'ARZ', 1), valueOf(e, 'ARZ', 2)]).toEqual(['3', '1.6']);
  });

  it('is not applicable when a draw has no colour', () => {
    const t = table();
    t.players[0]!.rounds[0] = { kind: 'played', opponent: 2, outcome: 'draw' };
    expect(valueOf(evaluateList(t, ['ARZ'], 'fide-2026'), 'ARZ', 1)).toBe('n/a');
  });
});

describe('manual tie-break from a column (DrA 12, Swiss-Manager 5/6)', () => {
  const table = () => {
    const t = crosstableFromRows([['=W2'], ['=B1'], ['--']]);
    t.players[0]!.fields = { Barrage: '1' };
    t.players[1]!.fields = { Barrage: '2' };
    return t;
  };
  const run = (t: Crosstable, column?: string) =>
    evaluate(t, {
      name: 'manual',
      edition: 'fmjd',
      unplayed: DEFAULT_UNPLAYED_OPTIONS,
      tiebreaks: [
        { code: 'PTS', text: 'PTS' },
        { code: 'MAN', text: 'manual', ...(column ? { column } : {}) },
        { code: 'TPN', text: 'TPN' },
      ],
      after: { kind: 'shared' },
    });

  it('orders by the column, higher first, as a criterion inside the list', () => {
    const e = run(table(), 'Barrage');
    expect(order(e)).toEqual([2, 1, 3]);
    expect(e.standings[0]!.decidedBy).toBe('manual');
    expect(e.issues).toEqual([]);
  });

  it('reports a column nobody has, and a manual criterion without a column, as errors', () => {
    expect(run(table(), 'Play-off').issues.map((i) => i.message)).toEqual([
      'No participant has a column "Play-off" for the manual tie-break',
    ]);
    expect(run(table()).issues.map((i) => [i.code, i.severity])).toEqual([['engine/criterion-input', 'error']]);
  });
});
