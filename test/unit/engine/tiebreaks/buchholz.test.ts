import { describe, expect, it } from 'vitest';
import { crosstableFromRows, TEC_EXERCISE } from '../../../support/notation';
import { evaluateList, valueOf } from '../../../support/evaluate';

const tec = crosstableFromRows(TEC_EXERCISE);
const list = ['PTS', 'BH', 'BH/C1', 'SB', 'ABH'];
const y2024 = evaluateList(tec, list, 'fide-2024');
const y2026 = evaluateList(tec, list, 'fide-2026');

describe('Buchholz on the TEC 16-player exercise (digest §1.9)', () => {
  it('#12 withdrew after round 3: opponents see 0+1+1+½+½ = 3 (C.07 16.3, category .5)', () => {
    expect(valueOf(y2024, 'PTS', 12)).toBe('2');
    expect(valueOf(y2024, 'ABH', 12)).toBe('3');
  });

  it('#14 missed round 4 but played round 5: category .3, opponents see the real 2', () => {
    expect(valueOf(y2024, 'ABH', 14)).toBe('2');
  });

  it('#9: BH 9.0, and BH-C1 7.5 because a VUR (1.5) is cut instead of #10’s 1.0 (C.07 16.5)', () => {
    expect(valueOf(y2024, 'BH', 9)).toBe('9');
    expect(valueOf(y2024, 'BH/C1', 9)).toBe('7.5');
    const cut = y2024.columns.find((c) => c.header === 'BH/C1')!.values.get(9)!;
    expect(cut.kind === 'value' && cut.contributions.find((c) => c.cut)?.cut).toContain('16.5');
  });

  it('#14 BH-C1 9.0: the dummy 2.0 of a VUR is cut, not #13’s 1.5', () => {
    expect(valueOf(y2024, 'BH/C1', 14)).toBe('9');
  });

  it('2026 caps: #4’s half-point bye dummy is ½ × 5 = 2.5, BH 15 → 14, SB 9.75 → 9.25 (16.4.2)', () => {
    expect(valueOf(y2024, 'BH', 4)).toBe('15');
    expect(valueOf(y2026, 'BH', 4)).toBe('14');
    expect(valueOf(y2024, 'SB', 4)).toBe('9.75');
    expect(valueOf(y2026, 'SB', 4)).toBe('9.25');
    const round2 = y2026.columns.find((c) => c.header === 'BH')!.values.get(4)!;
    expect(round2.kind === 'value' && round2.contributions[1]!.note).toBe(
      'hpb: dummy opponent: own 3.5 capped at 2.5, draw points × rounds (C.07 16.4.2)',
    );
  });

  it('2026 caps: #11’s forfeit win over #9 takes #9’s adjusted 1.5, BH 13.5 → 12.5, SB down by 1 (16.4.1)', () => {
    expect(valueOf(y2024, 'BH', 11)).toBe('13.5');
    expect(valueOf(y2026, 'BH', 11)).toBe('12.5');
    const sb2024 = Number(valueOf(y2024, 'SB', 11));
    expect(Number(valueOf(y2026, 'SB', 11))).toBe(sb2024 - 1);
  });

  it('2026 caps: #6’s pairing-allocated bye dummy is 2.5, not the own 3.0', () => {
    const bh = y2026.columns.find((c) => c.header === 'BH')!.values.get(6)!;
    expect(bh.kind === 'value' && bh.contributions[2]!.value.toDecimalString()).toBe('2.5');
  });
});

describe('FIDE 2009 virtual opponent (seed 000, seed 001)', () => {
  it('example 1: absent in round 3 of 9 with 1.5 after round 2 → 1.5 + 1 + 0.5 × 6 = 5.5', () => {
    const rows = [
      ['+W2', '=B3', '--', '-W2', '-B3', '-W2', '-B3', '-W2', '-B3'],
      ['-B1', '--', '+W3', '+B1', '--', '+B1', '--', '+B1', '--'],
      ['--', '=W1', '-B2', '--', '+W1', '--', '+W1', '--', '+W1'],
    ];
    // Player 1 meets 2 and 3 repeatedly; only round 3 is unplayed for him.
    const evaluation = evaluateList(crosstableFromRows(rows), ['BH'], 'fide-2009');
    const bh = evaluation.columns[0]!.values.get(1)!;
    expect(bh.kind === 'value' && bh.contributions[2]!.value.toDecimalString()).toBe('5.5');
  });

  it('the note counts the later draws in words: "1 later draw", "2 later draws", none in the last round', () => {
    const rows = [
      ['+W2', '--', '+B3', '--'],
      ['-B1', '+W3', '--', '--'],
      ['--', '-B2', '-W1', '--'],
    ];
    const evaluation = evaluateList(crosstableFromRows(rows), ['BH'], 'fide-2009');
    const bh = evaluation.columns[0]!.values.get(1)!;
    const notes = bh.kind === 'value' ? bh.contributions.map((c) => c.note ?? '') : [];
    expect(notes[1]).toContain('+ 1 for 2 later draws');
    expect(notes[3]).toBe('absent: virtual opponent: 2 before round 4 + 1 for the round = 3 (FIDE 2009)');
    const second = evaluation.columns[0]!.values.get(2)!;
    const secondNotes = second.kind === 'value' ? second.contributions.map((c) => c.note ?? '') : [];
    expect(secondNotes[2]).toContain('+ 0.5 for 1 later draw =');
  });

  it('quiz 1: five forfeit wins and a forfeit loss in 6 rounds → 2.5 + 3 + 3.5 + 4 + 4.5 + 6 = 23.5', () => {
    const rows = [
      ['+F2', '+F3', '+F4', '+F5', '+F6', '-F7'],
      ['-F1', '--', '--', '--', '--', '--'],
      ['--', '-F1', '--', '--', '--', '--'],
      ['--', '--', '-F1', '--', '--', '--'],
      ['--', '--', '--', '-F1', '--', '--'],
      ['--', '--', '--', '--', '-F1', '--'],
      ['--', '--', '--', '--', '--', '+F1'],
    ];
    const evaluation = evaluateList(crosstableFromRows(rows), ['BH'], 'fide-2009');
    expect(valueOf(evaluation, 'BH', 1)).toBe('23.5');
  });

  it('point of view 2: results 1, 1, 0F, 1, ½, 0 count 3.5 + ½ = 4 for the opponents; with 1F still 4', () => {
    const base = [
      ['+W2', '+B3', '-F4', '+W5', '=B6', '-W7'],
      ['-B1'],
      ['--', '-W1'],
      ['--', '--', '+F1'],
      ['--', '--', '--', '-B1'],
      ['--', '--', '--', '--', '=W1'],
      ['--', '--', '--', '--', '--', '+B1'],
    ];
    expect(valueOf(evaluateList(crosstableFromRows(base), ['ABH'], 'fide-2009'), 'ABH', 1)).toBe('4');
    const won = base.map((r) => [...r]);
    won[0]![2] = '+F4';
    won[3]![2] = '-F1';
    const evaluation = evaluateList(crosstableFromRows(won), ['PTS', 'ABH'], 'fide-2009');
    expect(valueOf(evaluation, 'PTS', 1)).toBe('4.5');
    expect(valueOf(evaluation, 'ABH', 1)).toBe('4');
  });
});

describe('Under-11 Nationals 2012, 11 rounds (seed 000)', () => {
  // Two partners meet player 1 again and again; only the rounds named are unplayed.
  const alternate = (first: string[], rest: (i: number) => string) => [
    ...first,
    ...Array.from({ length: 11 - first.length }, (_, i) => rest(i)),
  ];

  it('Rounak: absent in round 4 with 2 points before it → 2 + 1 + 0.5 × 7 = 6.5', () => {
    const rows = [
      alternate(['+W2', '+B3', '-W2', '--'], (i) => (i % 2 === 0 ? '=B3' : '=W2')),
      alternate(['-B1', '--', '+B1', '+W3'], (i) => (i % 2 === 0 ? '--' : '=B1')),
      alternate(['--', '-W1', '--', '-B2'], (i) => (i % 2 === 0 ? '=W1' : '--')),
    ];
    const bh = evaluateList(crosstableFromRows(rows), ['BH'], 'fide-2009').columns[0]!.values.get(1)!;
    expect(bh.kind === 'value' && bh.contributions[3]!.value.toDecimalString()).toBe('6.5');
  });

  it('Jena: won round 1 by default → 0 + (1 − 1) + 0.5 × 10 = 5', () => {
    const rows = [
      alternate(['+F2'], (i) => (i % 2 === 0 ? '+W3' : '+B3')),
      alternate(['-F1'], () => '--'),
      alternate(['--'], (i) => (i % 2 === 0 ? '-B1' : '-W1')),
    ];
    const bh = evaluateList(crosstableFromRows(rows), ['BH'], 'fide-2009').columns[0]!.values.get(1)!;
    expect(bh.kind === 'value' && bh.contributions[0]!.value.toDecimalString()).toBe('5');
  });

  it('example 2: a forfeit win in round 6 of 9 with 3.5 before it → 3.5 + 0 + 0.5 × 3 = 5', () => {
    const rows = [
      ['+W2', '+B3', '-W2', '+B3', '=W2', '+F3', '-B2', '-W3', '-B2'],
      ['-B1', '--', '+B1', '--', '=B1', '--', '+W1', '--', '+W1'],
      ['--', '-W1', '--', '-W1', '--', '-F1', '--', '+B1', '--'],
    ];
    const bh = evaluateList(crosstableFromRows(rows), ['BH'], 'fide-2009').columns[0]!.values.get(1)!;
    expect(bh.kind === 'value' && bh.contributions[5]!.value.toDecimalString()).toBe('5');
  });
});

describe('other editions', () => {
  const rows = [
    ['+W2', '--', '=W3'],
    ['-B1', '+W3', '--'],
    ['--', '-B2', '=B1'],
  ];
  const table = crosstableFromRows(rows);

  it('pre-2009: an unplayed game is a draw against oneself (own score into BH)', () => {
    const evaluation = evaluateList(table, ['PTS', 'BH'], 'fide-pre-2009');
    // Player 1: 1.5 points; opponents 2 and 3 seen with unplayed rounds as draws (1.5 and 1), own round 2 = 1.5.
    expect(valueOf(evaluation, 'PTS', 1)).toBe('1.5');
    expect(valueOf(evaluation, 'BH', 1)).toBe('4');
  });

  it('US Chess: the player’s own unplayed game counts as an opponent with 0 (34E1)', () => {
    expect(valueOf(evaluateList(table, ['BH'], 'us-chess'), 'BH', 1)).toBe('2.5');
  });

  it('FMJD and none: rounds without an opponent count 0, scores as they stand', () => {
    expect(valueOf(evaluateList(table, ['BH'], 'fmjd'), 'BH', 1)).toBe('1.5');
    expect(valueOf(evaluateList(table, ['BH'], 'none'), 'BH', 1)).toBe('1.5');
  });
});
