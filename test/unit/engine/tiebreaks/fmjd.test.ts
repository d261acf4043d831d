import { describe, expect, it } from 'vitest';
import { DRAUGHTS, type Crosstable, type Evaluation } from '../../../../engine';
import { hasErrors, readGrid } from '../../../../io';
import { evaluateList, valueOf } from '../../../support/evaluate';
import { readCsvFixture } from '../../../support/grid-fixtures';
import { crosstableFromRows } from '../../../support/notation';

const order = (e: Evaluation) => e.standings.map((s) => s.player);

/** The DrA "Progress" example as an 8-player round robin in 2-1-0 (test/golden/grids/README.md). */
function progressRoundRobin(): Crosstable {
  const reading = readGrid(readCsvFixture('grids/fmjd-progress-2-1-0.csv'), { sheet: 'Crosstable', pointSystem: DRAUGHTS });
  if (hasErrors(reading.issues)) throw new Error('the fixture should read clean');
  return reading.crosstable!;
}

/*
 * A 7-player, 5-round Swiss in 2-1-0 (constructed), one pairing-allocated bye (2 points) per round:
 *   R1 bye 1; 7–5 ½; 6–3 ½; 4–2 ½      R2 bye 4; 1–3 1–0; 6–7 0–1; 5–2 0–1
 *   R3 bye 3; 5–4 ½; 2–6 1–0; 1–7 1–0   R4 bye 7; 5–6 ½; 4–3 ½; 2–1 0–1
 *   R5 bye 2; 4–7 ½; 5–3 ½; 6–1 ½
 * Scores: 1: 9, 2: 7, 3: 5, 4: 6, 5: 4, 6: 3, 7: 6 — 4 and 7 are tied.
 * FMJD Solkoff (a round without an opponent counts 0):
 *   4: 2 (7), bye 0, 5 (4), 3 (5), 7 (6) → 22;   7: 5 (4), 6 (3), 1 (9), bye 0, 4 (6) → 22
 *   others: 1: 0 + 5 + 6 + 7 + 3 = 21; 2: 6 + 4 + 3 + 9 + 0 = 22; 3: 3 + 9 + 0 + 6 + 4 = 22;
 *   5: 6 + 7 + 6 + 3 + 5 = 27; 6: 5 + 6 + 7 + 4 + 9 = 31.
 */
function swiss(): Crosstable {
  return crosstableFromRows(
    [
      ['+BYE', '+W3', '+W7', '+B2', '=B6'],
      ['=B4', '+B5', '+W6', '-W1', '+BYE'],
      ['=B6', '-B1', '+BYE', '=B4', '=B5'],
      ['=W2', '+BYE', '=B5', '=W3', '=W7'],
      ['=B7', '-W2', '=W4', '=W6', '=W3'],
      ['=W3', '-W7', '-B2', '=B5', '=W1'],
      ['=W5', '+B6', '-B1', '+BYE', '=B4'],
    ],
    { pointSystem: DRAUGHTS },
  );
}

describe('FMJD DrA criterion 17, progress (seed 003)', () => {
  it('A 2-1-0-0-2-2-2 → 2+3+3+3+5+7+9 = 32; B 2-2-2-2-1-0-0 → 2+4+6+8+9+9+9 = 47: B is better', () => {
    const e = evaluateList(progressRoundRobin(), ['PTS', 'PROG'], 'fmjd');
    expect([valueOf(e, 'PTS', 1), valueOf(e, 'PTS', 2)]).toEqual(['9', '9']);
    expect([valueOf(e, 'PROG', 1), valueOf(e, 'PROG', 2)]).toEqual(['32', '47']);
    expect(order(e).indexOf(2)).toBeLessThan(order(e).indexOf(1));
  });
});

describe('FMJD DrA Solkoff family (criteria 3–7)', () => {
  /*
   * 4: opponents' scores sorted 0, 4, 5, 6, 7;   7: 0, 3, 4, 6, 9.
   * 4 short truncated: 22 − 0 = 22; 7: 22 − 0 = 22 (criterion 4).
   * Median: 4: 22 − 0 − 7 = 15; 7: 22 − 0 − 9 = 13 (criterion 7, our reading).
   * Solkoff plus: 4: 2 (22) + 5 (27) + 3 (22) + 7 (22) = 93; 7: 5 (27) + 6 (31) + 1 (21) + 4 (22) = 101.
   * Baliakin: 4: 7×22 + 4×27 + 5×22 + 6×22 = 154 + 108 + 110 + 132 = 504;
   *           7: 4×27 + 3×31 + 9×21 + 6×22 = 108 + 93 + 189 + 132 = 522.
   */
  it('short truncated, median, Solkoff plus and Solkoff Baliakin', () => {
    const e = evaluateList(swiss(), ['PTS', 'STS', 'MSOL', 'SPLUS', 'SBAL'], 'fmjd');
    expect([valueOf(e, 'STS', 4), valueOf(e, 'STS', 7)]).toEqual(['22', '22']);
    expect([valueOf(e, 'MSOL', 4), valueOf(e, 'MSOL', 7)]).toEqual(['15', '13']);
    expect([valueOf(e, 'SPLUS', 4), valueOf(e, 'SPLUS', 7)]).toEqual(['93', '101']);
    expect([valueOf(e, 'SBAL', 4), valueOf(e, 'SBAL', 7)]).toEqual(['504', '522']);
    const sts = e.columns.find((c) => c.header === 'STS')!.values.get(4)!;
    expect(sts.kind === 'value' && sts.contributions.map((c) => [c.value.toString(), c.cut ?? c.note ?? ''])).toEqual([
      ['7', ''],
      ['0', 'cut: lowest (FMJD DrA criterion 4)'],
      ['4', ''],
      ['5', ''],
      ['6', ''],
    ]);
  });

  /*
   * Criterion 3 compares 22 − 0 = 22 for both, then less the two lowest: 4: 22 − 0 − 4 = 18,
   * 7: 22 − 0 − 3 = 19 → 7 is ahead.
   */
  it('full truncated Solkoff iterates the cuts until the tied players separate (criterion 3)', () => {
    const e = evaluateList(swiss(), ['PTS', 'FTS'], 'fmjd');
    const step = e.splits.find((s) => s.criterion === 'FTS' && s.group.includes(4))!;
    expect(step.outcome).toEqual([[7], [4]]);
    expect([step.values.get(7), step.values.get(4)]).toEqual(['22 | 19', '22 | 18']);
    expect(e.standings.find((s) => s.player === 7)!.decidedBy).toBe('FTS');
  });

  it('says why full truncated Solkoff cannot separate a round robin’s tied players (same opponents’ scores)', () => {
    const e = evaluateList(progressRoundRobin(), ['PTS', 'FTS'], 'fmjd');
    const step = e.splits.find((s) => s.criterion === 'FTS' && s.group.includes(1))!;
    expect(step.group).toEqual([1, 2, 4]);
    expect(step.outcome).toEqual([[1, 2, 4]]);
    expect(step.reason).toBe('equal after every cut (FMJD DrA criterion 3)');
  });

  it('counts a forfeit against the scheduled opponent and a bye as 0, whatever edition the regulation states', () => {
    const table = crosstableFromRows(
      [
        ['+F2', '+BYE'],
        ['-F1', '+W3'],
        ['--', '-B2'],
      ],
      { pointSystem: DRAUGHTS },
    );
    // Player 1: forfeit win against 2, who scored 2 in round 2, then a bye. Short truncated Solkoff:
    // addends 2 (2's score, the forfeit counting as a game) and 0 (the bye) → 2 − 0 = 2, under any edition.
    expect(valueOf(evaluateList(table, ['STS'], 'fide-2026'), 'STS', 1)).toBe('2');
    expect(valueOf(evaluateList(table, ['STS'], 'fmjd'), 'STS', 1)).toBe('2');
  });
});

describe('FMJD DrA criterion 9, better result against the best opponents', () => {
  /*
   * In the progress round robin 1 (A), 2 (B) and 4 (D) are tied on 9 with four wins each,
   * and their games form a cycle (A beat B, B beat D, D beat A): DE separates nobody.
   * The other participants by score: C 8; G 7; E 5 and H 5; F 4.
   *   A: C ½-draw 1, G 2, E 0 + H 2 = 2, F 2 → 1 | 2 | 2 | 2
   *   B: C 0, G 1, E 2 + H 2 = 4, F 2       → 0 | 1 | 4 | 2
   *   D: C 2, G 0, E 1 + H 2 = 3, F 2       → 2 | 0 | 3 | 2
   * Against the best (C, 8) D scored most, then A, then B.
   */
  it('compares the points against the score groups of the others, the best first (DrA menu 6)', () => {
    const e = evaluateList(progressRoundRobin(), ['PTS', 'WIN', 'DE', 'BRBO'], 'fmjd');
    const de = e.splits.find((s) => s.criterion === 'DE' && s.group.includes(1))!;
    expect(de.outcome).toEqual([[1, 2, 4]]);
    const step = e.splits.find((s) => s.criterion === 'BRBO')!;
    expect(step.outcome).toEqual([[4], [1], [2]]);
    expect([4, 1, 2].map((p) => step.values.get(p))).toEqual(['2', '1', '0']);
    expect(order(e).slice(0, 3)).toEqual([4, 1, 2]);
  });
});

describe('FMJD DrA criteria 20–22', () => {
  it('counts draws with advantage (1+) and the difference 1+ minus 1− (criteria 20, 21)', () => {
    // In the progress fixture C (3) drew F (6) in round 6 as 1+ against 1−.
    const e = evaluateList(progressRoundRobin(), ['DADV', 'DDIF'], 'fmjd');
    expect([valueOf(e, 'DADV', 3), valueOf(e, 'DDIF', 3)]).toEqual(['1', '1']);
    expect([valueOf(e, 'DADV', 6), valueOf(e, 'DDIF', 6)]).toEqual(['0', '-1']);
  });

  /*
   * Both on 6 points from 4 games in 2-1-0: 1 won three and lost one (3/1), 2 won two and
   * drew two (2/0). Won − lost is 2 for both (it always is at equal points and games);
   * the ratio puts 2 (no loss) first. Values: 3 ÷ (3 + 1) = 0.75 and 2 ÷ 2 = 1.
   */
  it('compares won/lost as a ratio, a participant without a loss first (criterion 22, our reading)', () => {
    const table = crosstableFromRows(
      [
        ['+W3', '+B4', '+W5', '-B6'],
        ['+B7', '+W8', '=B9', '=W10'],
        ['-B1', '--', '--', '--'],
        ['--', '-W1', '--', '--'],
        ['--', '--', '-B1', '--'],
        ['--', '--', '--', '+W1'],
        ['-W2', '--', '--', '--'],
        ['--', '-B2', '--', '--'],
        ['--', '--', '=W2', '--'],
        ['--', '--', '--', '=B2'],
      ],
      { pointSystem: DRAUGHTS },
    );
    const e = evaluateList(table, ['PTS', 'WLG'], 'fmjd');
    expect([valueOf(e, 'WLG', 1), valueOf(e, 'WLG', 2)]).toEqual(['0.75', '1']);
    expect(order(e).slice(0, 2)).toEqual([2, 1]);
    const wlg = e.columns.find((c) => c.header === 'WLG')!.values.get(1)!;
    expect(wlg.kind === 'value' && wlg.note).toBe('3/1: compared as won ÷ lost, shown as won ÷ (won + lost)');
  });
});

describe('FMJD DrA criteria 23–24, superlitz', () => {
  const table = () => {
    const t = crosstableFromRows(
      [
        ['+W3', '+B4', '-W5'],
        ['+B5', '+W3', '-B4'],
        ['-B1', '-B2', '--'],
        ['--', '-W1', '+W2'],
        ['-W2', '--', '+B1'],
      ],
      { pointSystem: DRAUGHTS },
    );
    const games = [
      ['3', '2', '5'],
      ['2', '2', '4'],
    ];
    games.forEach((row, i) => {
      t.players[i]!.fields = { 'R1 Games': row[0]!, 'R2 Games': row[1]!, 'R3 Games': row[2]! };
    });
    return t;
  };

  it('counts the games of the matches won (fewer first) and lost (more first) from the "R1 Games"… columns', () => {
    // 1 won rounds 1–2 in 3 + 2 = 5 games, lost round 3 in 5; 2 won in 2 + 2 = 4, lost in 4.
    const e = evaluateList(table(), ['PTS', 'SLFW', 'SLSL'], 'fmjd');
    expect([valueOf(e, 'SLFW', 1), valueOf(e, 'SLFW', 2)]).toEqual(['5', '4']);
    expect([valueOf(e, 'SLSL', 1), valueOf(e, 'SLSL', 2)]).toEqual(['5', '4']);
    expect(order(e).slice(0, 2)).toEqual([2, 1]);
    expect(valueOf(e, 'SLFW', 4)).toBe('n/a');
  });
});

describe('FMJD DrA criteria 10 and 18, average rating of opponents', () => {
  it('counts byes, forfeits and unrated opponents as rating 0, and drops the lowest for the reduced average', () => {
    const table = crosstableFromRows(
      [
        ['+W2', '+BYE', '=B3', '+F4'],
        ['-B1', '--', '--', '--'],
        ['--', '--', '=W1', '--'],
        ['--', '--', '--', '-F1'],
      ],
      { pointSystem: DRAUGHTS, ratings: [1500, 1300, undefined, 1900] },
    );
    // Player 1: 1300, bye 0, unrated 0, forfeit 0 → 1300 / 4 = 325; reduced −1: (1300 + 0 + 0) / 3; −2: 1300 / 2 = 650.
    const e = evaluateList(table, ['FARO', 'RARO', 'RARO/C2'], 'fmjd');
    expect(valueOf(e, 'FARO', 1)).toBe('325');
    expect(valueOf(e, 'RARO', 1)).toBe('1300/3');
    expect(valueOf(e, 'RARO/C2', 1)).toBe('650');
  });
});
