import { describe, expect, it } from 'vitest';
import { readUsWallChartCell } from '../../../../io/grid/us-wall-chart';

const record = (text: string) => {
  const reading = readUsWallChartCell(text);
  return reading.ok ? reading.record : reading.code;
};

describe('readUsWallChartCell (digest §7.4, VCF Enclosure 1)', () => {
  it('reads games with and without the colour', () => {
    expect(record('W12 (b)')).toEqual({ kind: 'played', opponentRef: 12, outcome: 'win', colour: 'black' });
    expect(record('D7 (w)')).toEqual({ kind: 'played', opponentRef: 7, outcome: 'draw', colour: 'white' });
    expect(record('L3')).toEqual({ kind: 'played', opponentRef: 3, outcome: 'loss' });
    expect(record('w12(B)')).toEqual({ kind: 'played', opponentRef: 12, outcome: 'win', colour: 'black' });
  });

  it('reads forfeits with an optional opponent', () => {
    expect(record('X')).toEqual({ kind: 'forfeit-win' });
    expect(record('X12')).toEqual({ kind: 'forfeit-win', opponentRef: 12 });
    expect(record('F5 (w)')).toEqual({ kind: 'forfeit-loss', opponentRef: 5, colour: 'white' });
    expect(record('X0')).toEqual({ kind: 'forfeit-win' });
  });

  it('reads B as the pairing-allocated bye, H as a half-point bye, U and * as zero-point byes', () => {
    expect(record('B---')).toEqual({ kind: 'pab' });
    expect(record('Bye')).toEqual({ kind: 'pab' });
    expect(record('H---')).toEqual({ kind: 'hpb' });
    expect(record('U---')).toEqual({ kind: 'zpb' });
    expect(record('U')).toEqual({ kind: 'zpb' });
    expect(record('*')).toEqual({ kind: 'zpb' });
  });

  it('refuses forfeit draws and the N/R/S rulings instead of guessing', () => {
    expect(record('Z')).toBe('grid/unsupported-token');
    expect(record('Z4')).toBe('grid/unsupported-token');
    expect(record('N12')).toBe('grid/unsupported-token');
  });

  it('reports other text as unknown and an empty cell as missing', () => {
    expect(record('+W12')).toBe('grid/unknown-token');
    expect(record('12w1')).toBe('grid/unknown-token');
    expect(record('W')).toBe('grid/unknown-token');
    expect(record('')).toBe('grid/missing-round');
  });
});
