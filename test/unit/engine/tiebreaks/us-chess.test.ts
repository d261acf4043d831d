import { describe, expect, it } from 'vitest';
import type { Crosstable, Evaluation } from '../../../../engine';
import { hasErrors, readGrid } from '../../../../io';
import { evaluateList, valueOf } from '../../../support/evaluate';
import { readSampleCsv } from '../../../support/grid-fixtures';
import { crosstableFromGames, crosstableFromRows, type Game } from '../../../support/notation';

const order = (e: Evaluation) => e.standings.map((s) => s.player);
const values = (e: Evaluation, column: string, players: number[]) => players.map((p) => valueOf(e, column, p));

/** The VCF K-12 Enclosure 1 standings (seed 002), lines in the order the opponent numbers assume (samples/tournaments/README.md). */
function vcfK12(): Crosstable {
  const reading = readGrid(readSampleCsv('tournaments/vcf-k12-2021.csv'), { sheet: 'Crosstable' });
  if (hasErrors(reading.issues)) throw new Error('the sample should read clean');
  return reading.crosstable!;
}

const DEFAULT_US = ['PTS', 'MMED', 'SOLK', 'CUM', 'OCUM'];
const THREE_POINTS = [3, 4, 5, 6, 7]; // Yusef, Akil, Sharon, Mike, Anand

describe('US Chess 34E on the VCF K-12 example (seed 002, Enclosure 1)', () => {
  /*
   * 34E1 adjusted scores: every player scored what the chart shows except Peter G. (13,
   * B--- in R5) and Peter S. (14, B--- in R4): 1½ played + ½ for the bye = 1.5 each. Adam's
   * (12) and Sai's (16) half-point byes are worth ½ either way.
   * 3-point group, 5 rounds, plus score (3 > 2½): drop the lowest opponent.
   *   Yusef  11 Mickey 2, 1 Thomas 5, 4 Akil 3, 9 Carol 2.5, 2 Sally 3.5 → Solkoff 16, MM 16 − 2 = 14
   *   Akil   9 Carol 2.5, 8 Jeff 2.5, 3 Yusef 3, 7 Anand 3, 1 Thomas 5  → Solkoff 16, MM 16 − 2.5 = 13.5
   *   Sharon 15 Kiki 1.5, 7 Anand 3, 8 Jeff 2.5, 1 Thomas 5, 6 Mike 3   → Solkoff 15, MM 15 − 1.5 = 13.5
   *   Mike   10 Tina 2, 2 Sally 3.5, 12 Adam 2, 8 Jeff 2.5, 5 Sharon 3  → Solkoff 13, MM 13 − 2 = 11
   *   Anand  16 Sai 1, 5 Sharon 3, 11 Mickey 2, 4 Akil 3, 12 Adam 2     → Solkoff 11, MM 11 − 1 = 10
   * So modified median places Yusef, then Akil and Sharon (13.5 each), Mike, Anand; Solkoff
   * separates Akil (16) from Sharon (15). (The digest's "Solkoff 16 > 15" is Akil over
   * Sharon: Yusef and Akil both have Solkoff 16 and separate on modified median, 14 to 13.5.)
   */
  it('reproduces the printed order of the 3-point group: Yusef, Akil, Sharon, Mike, Anand', () => {
    const e = evaluateList(vcfK12(), DEFAULT_US, 'us-chess');
    expect(values(e, 'MMED', THREE_POINTS)).toEqual(['14', '13.5', '13.5', '11', '10']);
    expect(values(e, 'SOLK', THREE_POINTS)).toEqual(['16', '16', '15', '13', '11']);
    expect(e.standings.slice(2, 7).map((s) => [s.player, s.rank, s.decidedBy])).toEqual([
      [3, 3, 'MMED'],
      [4, 4, 'SOLK'],
      [5, 5, 'SOLK'],
      [6, 6, 'MMED'],
      [7, 7, 'MMED'],
    ]);
  });

  /*
   * The other tied groups come out in the printed order too.
   * 2.5 (even score: drop the highest and the lowest):
   *   Jeff  13 Peter G. 1.5, 4 Akil 3, 5 Sharon 3, 6 Mike 3, 10 Tina 2 = 12.5 − 3 − 1.5 = 8
   *   Carol 4 Akil 3, 13 Peter G. 1.5, 16 Sai 1, 3 Yusef 3, 15 Kiki 1.5 = 10 − 3 − 1 = 6
   * 2.0 (minus score: drop the highest):
   *   Tina 12 − 3.5 = 8.5; Mickey 10.5 − 3 = 7.5; Adam 1 Thomas 5, 16 Sai 1, 6 Mike 3, own H--- 0,
   *   7 Anand 3 = 12 − 5 = 7; Peter G. 2.5 + 2.5 + 2 + 2 + own B--- 0 = 9 − 2.5 = 6.5;
   *   Peter S. 3.5 + 2 + 1.5 + own B--- 0 + 2 = 9 − 3.5 = 5.5
   */
  it('ranks the whole field in the printed order, each tie decided by the US default list', () => {
    const e = evaluateList(vcfK12(), DEFAULT_US, 'us-chess');
    expect(order(e)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(values(e, 'MMED', [8, 9, 10, 11, 12, 13, 14])).toEqual(['8', '6', '8.5', '7.5', '7', '6.5', '5.5']);
  });

  /*
   * 34E3 cumulative of the 3-point group: Yusef W L D W D → 1 + 1 + 1½ + 2½ + 3 = 9;
   * Akil W D D W L → 1 + 1½ + 2 + 3 + 3 = 10.5; Sharon W D W L D → 1 + 1½ + 2½ + 2½ + 3 = 10.5;
   * Mike 9; Anand D D W L W → ½ + 1 + 2 + 2 + 3 = 8.5. With deductions: Adam L W D H L →
   * 0 + 1 + 1½ + 2 + 2 − ½ = 6; Peter G. L D L D B → 0 + ½ + ½ + 1 + 2 − 1 = 3.
   * 34E9 opposition cumulative: Yusef 11 (5.5) + 1 (15) + 4 (10.5) + 9 (6) + 2 (11.5) = 48.5;
   * Anand 16 (2.5) + 5 (10.5) + 11 (5.5) + 4 (10.5) + 12 (6) = 35.
   */
  it('computes cumulative with the bye deductions and opposition cumulative', () => {
    const e = evaluateList(vcfK12(), DEFAULT_US, 'us-chess');
    expect(values(e, 'CUM', [...THREE_POINTS, 12, 13])).toEqual(['9', '10.5', '10.5', '9', '8.5', '6', '3']);
    expect(values(e, 'OCUM', [3, 7])).toEqual(['48.5', '35']);
    const adam = e.columns.find((c) => c.header === 'CUM')!.values.get(12)!;
    expect(adam.kind === 'value' && adam.contributions.at(-1)!.note).toBe('hpb: 0.5 scored without playing, deducted (US Chess 34E3)');
  });

  it('keeps the US definitions whatever edition the regulation states (pinned to us-chess)', () => {
    const us = evaluateList(vcfK12(), DEFAULT_US, 'us-chess');
    const fide = evaluateList(vcfK12(), DEFAULT_US, 'fide-2026');
    for (const column of ['MMED', 'SOLK', 'CUM', 'OCUM'])
      expect(values(fide, column, [12, 13, 14])).toEqual(values(us, column, [12, 13, 14]));
    expect(order(fide)).toEqual(order(us));
  });

  it('shows the 34E1 adjustment and the own unplayed game in the contributions', () => {
    const e = evaluateList(vcfK12(), DEFAULT_US, 'us-chess');
    const tina = e.columns.find((c) => c.header === 'SOLK')!.values.get(10)!;
    expect(tina.kind === 'value' && tina.contributions.map((c) => c.note)).toEqual([
      undefined,
      'opponent’s 2 adjusted to 1.5: unplayed games count ½ (US Chess 34E1)',
      'opponent’s 2 adjusted to 1.5: unplayed games count ½ (US Chess 34E1)',
      undefined,
      undefined,
    ]);
    const peter = e.columns.find((c) => c.header === 'MMED')!.values.get(13)!;
    expect(peter.kind === 'value' && peter.contributions[4]!.note).toBe(
      'pab: own unplayed game counts as an opponent with 0 (US Chess 34E1)',
    );
    expect(peter.kind === 'value' && peter.note).toBe('minus score 2 of 5: 1 highest dropped');
  });
});

describe('US Chess 34E3 cumulative, the rulebook examples', () => {
  it('W, L, W, D, L → 1 + 1 + 2 + 2½ + 2½ = 9 (34E3)', () => {
    const table = crosstableFromRows([
      ['+W2', '-B3', '+W4', '=B5', '-W6'],
      ['-B1', '--', '--', '--', '--'],
      ['--', '+W1', '--', '--', '--'],
      ['--', '--', '-B1', '--', '--'],
      ['--', '--', '--', '=W1', '--'],
      ['--', '--', '--', '--', '+B1'],
    ]);
    expect(valueOf(evaluateList(table, ['CUM'], 'us-chess'), 'CUM', 1)).toBe('9');
  });

  it('Michigan: bye, W, L, D, W → 1 + 2 + 2 + 2½ + 3½ − 1 = 10 (34E3, one point off for the full-point bye)', () => {
    const table = crosstableFromRows([
      ['+BYE', '+W2', '-B3', '=W4', '+B5'],
      ['--', '-B1', '--', '--', '--'],
      ['--', '--', '+W1', '--', '--'],
      ['--', '--', '--', '=B1', '--'],
      ['--', '--', '--', '--', '-W1'],
    ]);
    expect(valueOf(evaluateList(table, ['CUM'], 'fide-2026'), 'CUM', 1)).toBe('10');
  });
});

describe('US Chess 34E1 modified median and 34E2 Solkoff', () => {
  /*
   * 34E1's example: an opponent who won rounds 1–2, lost round 3 and withdrew from a
   * 5-round event has the adjusted score 1 + 1 + 0 + ½ + ½ = 3. Player 1 lost to him in
   * round 1 and then had two byes of his own (own unplayed games: opponents with 0).
   */
  it('counts a withdrawn opponent’s missing rounds ½ each and the own unplayed rounds 0', () => {
    const table = crosstableFromRows([
      ['-B2', '+W4', '=BYE', '+BYE', '-B5'],
      ['+W1', '+B3', '-W5', '--', '--'],
      ['--', '-W2', '--', '--', '--'],
      ['--', '-B1', '--', '--', '--'],
      ['--', '--', '+B2', '--', '+W1'],
    ]);
    const e = evaluateList(table, ['SOLK', 'MMED'], 'us-chess');
    // Solkoff of 1: 2 (adjusted 3) + 4 (0 played + 4 unplayed ½ = 2) + 0 + 0 + 5 (2 + 3 × ½ = 3.5) = 8.5.
    expect(valueOf(e, 'SOLK', 1)).toBe('8.5');
    // Player 1 scored 2.5 of 5: even score, highest (3.5) and lowest (0) dropped → 5.
    expect(valueOf(e, 'MMED', 1)).toBe('5');
  });
});

describe('US Chess 34E1 and 34E4 from nine rounds on: two values dropped at each end concerned', () => {
  /*
   * A 9-round event (constructed): player 1 meets players 2–10 in rounds 1–9. Player k
   * (2–10) also wins k − 2 games and loses the rest against players who meet nobody else,
   * so every opponent plays all nine rounds and the adjusted scores are the scores:
   * (k − 2) + the result against player 1.
   */
  function nineRounds(results: ('W' | 'D' | 'L')[]): Crosstable {
    const games: Game[] = [];
    let next = 11;
    results.forEach((r, i) => games.push([i + 1, 1, i + 2, r === 'W' ? '1-0' : r === 'D' ? '½-½' : '0-1']));
    for (let k = 2; k <= 10; k++) {
      const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((round) => round !== k - 1);
      free.forEach((round, i) => games.push([round, k, next++, i < k - 2 ? '1-0' : '0-1']));
    }
    return crosstableFromGames(next - 1, 9, games);
  }

  it('plus score 6: the two lowest dropped (opponents 0, 1, 2, 3, 4, 5, 7, 8, 9 → 39 − 0 − 1 = 38)', () => {
    const e = evaluateList(nineRounds(['W', 'W', 'W', 'W', 'W', 'W', 'L', 'L', 'L']), ['SOLK', 'MMED', 'MED'], 'us-chess');
    expect(values(e, 'SOLK', [1])).toEqual(['39']);
    expect(values(e, 'MMED', [1])).toEqual(['38']);
    // 34E4 median drops the two lowest and the two highest whatever the score: 39 − 0 − 1 − 8 − 9 = 21.
    expect(values(e, 'MED', [1])).toEqual(['21']);
  });

  it('minus score 3: the two highest dropped (opponents 1, 2, 3, 4, 5, 6, 6, 7, 8 → 42 − 8 − 7 = 27)', () => {
    const e = evaluateList(nineRounds(['L', 'L', 'L', 'L', 'L', 'L', 'W', 'W', 'W']), ['MMED'], 'us-chess');
    expect(values(e, 'MMED', [1])).toEqual(['27']);
  });

  it('even score 4½: the two highest and the two lowest dropped (0, 1, 2, 3, 4.5, 6, 7, 8, 9 → 40.5 − 1 − 17 = 22.5)', () => {
    const e = evaluateList(nineRounds(['W', 'W', 'W', 'W', 'D', 'L', 'L', 'L', 'L']), ['MMED'], 'us-chess');
    expect(values(e, 'MMED', [1])).toEqual(['22.5']);
    const mmed = e.columns.find((c) => c.header === 'MMED')!.values.get(1)!;
    expect(mmed.kind === 'value' && mmed.contributions.filter((c) => c.cut).map((c) => c.cut)).toEqual([
      'cut: lowest, even score (US Chess 34E1)',
      'cut: lowest, even score (US Chess 34E1)',
      'cut: highest, even score (US Chess 34E1)',
      'cut: highest, even score (US Chess 34E1)',
    ]);
  });
});

describe('US Chess 34E5 result between tied players', () => {
  /*
   * With the whole field as the group: 1 won against 3, 4 and 5 and lost to 6 (3–1, +2);
   * 2 beat 3 (1–0, +1); 6 beat 1 (+1); 4 and 5 lost to 1 (−1); 3 lost to 1 and 2 (−2).
   * By percentage 2 (100 %) would be ahead of 1 (75 %); 34E5 ranks by plus/minus.
   */
  it('ranks by plus/minus, not percentage: 3–1 (+2) beats 1–0 (+1)', () => {
    const table = crosstableFromRows([
      ['+W3', '+W4', '+W5', '-B6'],
      ['--', '+W3', '--', '--'],
      ['-B1', '-B2', '--', '--'],
      ['--', '-B1', '--', '--'],
      ['--', '--', '-B1', '--'],
      ['--', '--', '--', '+W1'],
    ]);
    const e = evaluateList(table, ['RBTP'], 'us-chess');
    const step = e.splits.find((s) => s.criterion === 'RBTP')!;
    expect(step.outcome).toEqual([[1], [2, 6], [4, 5], [3]]);
    expect([1, 2, 3, 4, 5, 6].map((p) => step.values.get(p))).toEqual(['+2', '+1', '-2', '-1', '-1', '+1']);
    expect(step.reason).toBe(
      '2, 6: equal plus/minus in their games against each other (US Chess 34E5); 4, 5: equal plus/minus in their games against each other (US Chess 34E5)',
    );
  });

  it('says why it separates nobody when the tied players never met', () => {
    const table = crosstableFromRows([
      ['+W3', '--'],
      ['--', '+W4'],
      ['-B1', '--'],
      ['--', '-B2'],
    ]);
    const e = evaluateList(table, ['PTS', 'RBTP'], 'us-chess');
    const step = e.splits.find((s) => s.criterion === 'RBTP' && s.group.includes(1))!;
    expect(step.outcome).toEqual([[1, 2]]);
    expect(step.reason).toBe('no two of them played each other (US Chess 34E5)');
  });
});

describe('US Chess 34E6–34E8, 34E10–34E11', () => {
  const table = () =>
    crosstableFromRows(
      [
        ['+B2', '=W3', '+B4', '+BYE'],
        ['-W1', '+B4', '=W3', '-F4'],
        ['=B4', '=B1', '=B2', '+W5'],
        ['=W3', '-W2', '-W1', '+F2'],
        ['--', '--', '--', '-B3'],
      ],
      { ratings: [1800, 1600, 1500, undefined, 1400] },
    );

  /*
   * Player 1: W (Black) vs 2, D (White) vs 3, W (Black) vs 4, full-point bye.
   * 34E7 Kashdan 4 + 2 + 4 + 0 = 10; 34E6 most blacks 2.
   * 34E8: adjusted scores — 2: L, W, D played (1.5) + the forfeit loss counted ½ = 2; 3: 2.5, all
   * played; 4: D, L, L played (0.5) + the forfeit win counted ½ = 1 → SB(1) = 2 + ½ × 2.5 + 1 +
   * own bye 0 = 4.25.
   * 34E11: rated opponents 2 (1600) and 3 (1500); 4 is unrated → (1600 + 1500) / 2 = 1550.
   * 34E10: performances over rated games played — 2: 1 (1800, L), 3 (1500, D) → (1800 − 400 + 1500) / 2
   * = 1450; 3: 1 (1800, D), 2 (1600, D), 5 (1400, W) → (1800 + 1600 + 1400 + 400) / 3 = 5200/3;
   * 4: 3 (1500, D), 2 (1600, L), 1 (1800, L) → (1500 + 1600 − 400 + 1800 − 400) / 3 = 4100/3.
   * Player 1: (1450 + 5200/3 + 4100/3) / 3 = 13650/9 = 4550/3, exact.
   */
  it('Kashdan, most blacks, Sonneborn-Berger (US), average rating and performance of the opposition', () => {
    const e = evaluateList(table(), ['KASH', 'MBLK', 'USSB', 'USARO', 'OPERF'], 'fide-2026');
    expect(valueOf(e, 'KASH', 1)).toBe('10');
    expect(valueOf(e, 'MBLK', 1)).toBe('2');
    expect(valueOf(e, 'USSB', 1)).toBe('4.25');
    expect(valueOf(e, 'USARO', 1)).toBe('1550');
    expect(valueOf(e, 'OPERF', 1)).toBe('4550/3');
  });

  it('Kashdan: 4 wins and a loss (17) beat 3 wins and 2 draws (16) at the same score (34E7)', () => {
    const rows = [
      ['+W3', '+B4', '+W5', '+B6', '-W7'],
      ['+B8', '=W9', '+B10', '=W11', '+B12'],
    ];
    const opponents = [
      ['-B1', '--', '--', '--', '--'],
      ['--', '-W1', '--', '--', '--'],
      ['--', '--', '-B1', '--', '--'],
      ['--', '--', '--', '-W1', '--'],
      ['--', '--', '--', '--', '+B1'],
      ['-W2', '--', '--', '--', '--'],
      ['--', '=B2', '--', '--', '--'],
      ['--', '--', '-W2', '--', '--'],
      ['--', '--', '--', '=B2', '--'],
      ['--', '--', '--', '--', '-W2'],
    ];
    const e = evaluateList(crosstableFromRows([...rows, ...opponents]), ['PTS', 'KASH'], 'us-chess');
    expect([valueOf(e, 'KASH', 1), valueOf(e, 'KASH', 2)]).toEqual(['17', '16']);
    expect(order(e).slice(0, 2)).toEqual([1, 2]);
  });
});
