import { describe, expect, it } from 'vitest';
import { compileRegulation } from '../../../dsl';
import { Rational, UK_JUNIOR, type Regulation } from '../../../engine';
import { file, printed } from '../../support/dsl';

function lower(...lines: string[]): Regulation {
  const compiled = compileRegulation(file('regulation "R" version "1"', ...lines));
  expect(printed(compiled.diagnostics)).toEqual([]);
  return compiled.regulation!;
}

const r = (n: number, d = 1) => Rational.of(n, d);

describe('lowerRegulation', () => {
  it('lowers name, version, edition and the criterion list with points first', () => {
    const regulation = lower('rules fide-2024', 'tie-breaks', '  1. BH/C1', '  2. sonneborn-berger', '  then lots seeded by "Open 2024"');
    expect(regulation).toEqual({
      name: 'R',
      version: '1',
      edition: 'fide-2024',
      unplayed: { forfeitCap: 'opponent' },
      tiebreaks: [
        { code: 'PTS', text: 'PTS' },
        { code: 'BH', cut: 1, text: 'BH/C1' },
        { code: 'SB', text: 'sonneborn-berger' },
      ],
      after: { kind: 'lots', seed: 'Open 2024' },
    });
  });

  it('defaults to the 2026 rules, points only and shared places', () => {
    expect(lower()).toEqual({
      name: 'R',
      version: '1',
      edition: 'fide-2026',
      unplayed: { forfeitCap: 'opponent' },
      tiebreaks: [{ code: 'PTS', text: 'PTS' }],
      after: { kind: 'shared' },
    });
  });

  it('drops points items (they rank first anyway); a manual column is a criterion of the list', () => {
    const regulation = lower('tie-breaks', '  1. WIN', '  2. manual from column "Barrage"', '  3. SB');
    expect(
      compileRegulation(file('regulation "R"', 'tie-breaks', '  1. points', '  2. WIN')).regulation?.tiebreaks.map((s) => s.code),
    ).toEqual(['PTS', 'WIN']);
    expect(regulation.tiebreaks).toEqual([
      { code: 'PTS', text: 'PTS' },
      { code: 'WIN', text: 'WIN' },
      { code: 'MAN', column: 'Barrage', text: 'manual from column "Barrage"' },
      { code: 'SB', text: 'SB' },
    ]);
    expect(regulation.after).toEqual({ kind: 'shared' });
    expect(lower('tie-breaks', '  1. manual from column "Barrage"', '  then lots seeded by "x"').after).toEqual({
      kind: 'lots',
      seed: 'x',
    });
  });

  it('lowers `then lots` without a seed: the draw is seeded from the event (FIDE VCL Q204)', () => {
    expect(lower('tie-breaks', '  1. BH', '  then lots').after).toEqual({ kind: 'lots' });
  });

  it('lowers play-off and the tournament system', () => {
    const regulation = lower('rules fide-2026 double round robin', 'tie-breaks', '  1. DE', '  then play-off');
    expect(regulation.after).toEqual({ kind: 'play-off' });
    expect(regulation.tournament).toBe('double-round-robin');
  });

  it('derives the unstated result kinds from win, draw and loss', () => {
    const { pointSystem } = lower('scoring', '  win 3, draw 1, loss 0');
    expect(pointSystem).toMatchObject({
      name: '3-1-0',
      win: r(3),
      draw: r(1),
      loss: r(0),
      forfeitWin: r(3),
      pab: r(3),
      fpb: r(3),
      hpb: r(1),
      zpb: r(0),
    });
  });

  it('takes every stated result kind as written', () => {
    const { pointSystem } = lower(
      'scoring',
      '  win 1, draw 1/2, loss 0, forfeit win 1, forfeit loss -1, double forfeit 0',
      '  pairing-allocated bye 1/2, full-point bye 1, half-point bye ½, zero-point bye 0, absent 0',
      '  draw with advantage 0.5, draw with disadvantage 0.5',
    );
    expect(pointSystem).toEqual({
      name: '1-1/2-0',
      win: r(1),
      draw: r(1, 2),
      loss: r(0),
      forfeitWin: r(1),
      forfeitLoss: r(-1),
      doubleForfeit: r(0),
      pab: r(1, 2),
      fpb: r(1),
      hpb: r(1, 2),
      zpb: r(0),
      absent: r(0),
      drawPlus: r(1, 2),
      drawMinus: r(1, 2),
    });
  });

  it('starts from a named preset, keeping what the preset sets beyond win/draw/loss', () => {
    expect(lower('scoring uk-junior').pointSystem).toEqual(UK_JUNIOR);
    expect(lower('scoring uk-junior', '  forfeit loss 0').pointSystem).toMatchObject({ name: '3-2-1', pab: r(2), forfeitLoss: r(0) });
  });

  it('scores draughts 2-1-0 under the FMJD rules when only some kinds are stated', () => {
    expect(lower('rules fmjd', 'scoring', '  zero-point bye 0').pointSystem).toMatchObject({ name: '2-1-0', win: r(2), hpb: r(1) });
  });

  it('keeps team match points apart from game points', () => {
    const regulation = lower('scoring', '  match win 2, match draw 1, match loss 0');
    expect(regulation.matchPoints).toEqual({ win: r(2), draw: r(1), loss: r(0) });
    expect(regulation.pointSystem).toBeUndefined();
  });

  it('lowers the forfeit cap and VUR-first cutting off onto the criteria that take it', () => {
    const regulation = lower(
      'unplayed rounds',
      '  forfeit cap opponent and half',
      '  vur first off',
      'tie-breaks',
      '  1. BH/C1',
      '  2. WIN',
      '  3. SB/C1',
    );
    expect(regulation.unplayed).toEqual({ forfeitCap: 'opponent-and-half' });
    expect(regulation.tiebreaks).toEqual([
      { code: 'PTS', text: 'PTS' },
      { code: 'BH', cut: 1, text: 'BH/C1', ignoreVurFirst: true },
      { code: 'WIN', text: 'WIN' },
      { code: 'SB', cut: 1, text: 'SB/C1', ignoreVurFirst: true },
    ]);
  });

  it('does not lower a file with errors, but does lower one with warnings', () => {
    const broken = compileRegulation(file('regulation "R"', 'tie-breaks', '  1. BHX'));
    expect(broken.regulation).toBeUndefined();
    const warned = compileRegulation(file('regulation "R"', 'tie-breaks', '  1. BH', '  2. BH'));
    expect(warned.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(warned.regulation?.tiebreaks.map((s) => s.text)).toEqual(['PTS', 'BH', 'BH']);
  });
});
