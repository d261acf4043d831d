import { describe, expect, it } from 'vitest';
import { DRAUGHTS, STANDARD, type PointSystem } from '../../../../engine';
import { readSwissManagerCell } from '../../../../io/grid/swiss-manager';

const record = (text: string, system: PointSystem = STANDARD) => {
  const reading = readSwissManagerCell(text, system);
  return reading.ok ? reading.record : reading.code;
};

describe('readSwissManagerCell (digest §7.1)', () => {
  it('reads opponent, colour and result', () => {
    expect(record('12w1')).toEqual({ kind: 'played', opponentRef: 12, colour: 'white', outcome: 'win' });
    expect(record('5b½')).toEqual({ kind: 'played', opponentRef: 5, colour: 'black', outcome: 'draw' });
    expect(record('5s0')).toEqual({ kind: 'played', opponentRef: 5, colour: 'black', outcome: 'loss' });
    expect(record('13 b 0,5')).toEqual({ kind: 'played', opponentRef: 13, colour: 'black', outcome: 'draw' });
  });

  it('reads forfeits with and without a colour', () => {
    expect(record('7w+')).toEqual({ kind: 'forfeit-win', opponentRef: 7, colour: 'white' });
    expect(record('3b-')).toEqual({ kind: 'forfeit-loss', opponentRef: 3, colour: 'black' });
    expect(record('11+')).toEqual({ kind: 'forfeit-win', opponentRef: 11 });
    expect(record('0F')).toEqual({ kind: 'forfeit-loss' });
  });

  it('reads byes by the points they print', () => {
    expect(record('-1')).toEqual({ kind: 'pab' });
    expect(record('-½')).toEqual({ kind: 'hpb' });
    expect(record('-0')).toEqual({ kind: 'absent' });
    expect(record('bye')).toEqual({ kind: 'pab' });
    expect(record('-2', DRAUGHTS)).toEqual({ kind: 'pab' });
    expect(record('-1', DRAUGHTS)).toEqual({ kind: 'hpb' });
    expect(record('-3')).toBe('grid/unknown-token');
  });

  it('reads 2-1-0 results and draughts advantage marks with the draughts point system', () => {
    expect(record('3b2', DRAUGHTS)).toEqual({ kind: 'played', opponentRef: 3, colour: 'black', outcome: 'win' });
    expect(record('3b1+', DRAUGHTS)).toEqual({ kind: 'played', opponentRef: 3, colour: 'black', outcome: 'draw', advantage: 'plus' });
    expect(record('3b2')).toBe('grid/unknown-token');
  });

  it('refuses * (absence or requested half-point bye?) and team board points', () => {
    expect(record('*')).toBe('grid/unsupported-token');
    expect(record('18w4½')).toBe('grid/unknown-token');
  });

  it('reads a game paired without result, and the ways chess-results writes a round without a game (real English export, tnr1316880)', () => {
    expect(record('12w')).toEqual({ kind: 'pending', opponentRef: 12, colour: 'white' });
    expect(record('23 b')).toEqual({ kind: 'pending', opponentRef: 23, colour: 'black' });
    expect(record('0')).toEqual({ kind: 'absent' });
    expect(record('-')).toEqual({ kind: 'absent' });
    expect(record('')).toEqual({ kind: 'absent' });
    expect(readSwissManagerCell('', STANDARD)).toMatchObject({ ok: true, empty: true });
  });

  it('reads the colour letters of the language: b is black in English, white in Turkish and French', () => {
    const turkish = { white: ['b'], black: ['s'] };
    const french = { white: ['b'], black: ['n'] };
    const dutch = { white: ['w'], black: ['z'] };
    const at = (text: string, letters: { white: string[]; black: string[] }) => {
      const reading = readSwissManagerCell(text, STANDARD, letters);
      return reading.ok ? reading.record : reading.code;
    };
    expect(at('5b1', turkish)).toEqual({ kind: 'played', opponentRef: 5, colour: 'white', outcome: 'win' });
    expect(at('5s½', turkish)).toEqual({ kind: 'played', opponentRef: 5, colour: 'black', outcome: 'draw' });
    expect(at('7n0', french)).toEqual({ kind: 'played', opponentRef: 7, colour: 'black', outcome: 'loss' });
    expect(at('7z+', dutch)).toEqual({ kind: 'forfeit-win', opponentRef: 7, colour: 'black' });
    expect(at('7b1', dutch)).toBe('grid/unknown-token');
    expect(record('5b1')).toEqual({ kind: 'played', opponentRef: 5, colour: 'black', outcome: 'win' });
  });
});
