import { describe, expect, it } from 'vitest';
import { STANDARD } from '../../../../engine';
import { readPlainCells } from '../../../../io/grid/plain';

const read = (opponent: string, colour: string, result: string) => {
  const reading = readPlainCells({ opponent, colour, result }, STANDARD);
  return reading.ok ? reading.record : `${reading.code} ${reading.part}`;
};

describe('readPlainCells', () => {
  it('reads only its own words: "constructor" or "toString" is neither a colour nor a bye', () => {
    expect(read('6', 'constructor', '1')).toBe('grid/unknown-token colour');
    // Before, "constructor" read as a record without a kind and "__proto__" as one whose kind was an object.
    expect(['constructor', 'toString', '__proto__'].map((word) => read('', '', word))).toEqual([
      'grid/unknown-token result',
      'grid/unknown-token result',
      'grid/unknown-token result',
    ]);
  });

  it('reads a game from opponent, colour and result', () => {
    expect(read('6', 'b', '1')).toEqual({ kind: 'played', opponentRef: 6, colour: 'black', outcome: 'win' });
    expect(read('12', 'weiß', '1/2')).toEqual({ kind: 'played', opponentRef: 12, colour: 'white', outcome: 'draw' });
    expect(read('9', 'b', '-')).toEqual({ kind: 'forfeit-loss', opponentRef: 9, colour: 'black' });
    expect(read('9', '', '+')).toEqual({ kind: 'forfeit-win', opponentRef: 9 });
  });

  it('reads byes from the result when there is no opponent', () => {
    expect(read('', '', 'bye')).toEqual({ kind: 'pab' });
    expect(read('0', '-', '1')).toEqual({ kind: 'pab' });
    expect(read('', '', '½')).toEqual({ kind: 'hpb' });
    expect(read('', '', 'H')).toEqual({ kind: 'hpb' });
    expect(read('', '', 'FPB')).toEqual({ kind: 'fpb' });
    expect(read('', '', 'Z')).toEqual({ kind: 'zpb' });
    expect(read('', '', '0')).toEqual({ kind: 'absent' });
  });

  it('reads an opponent without a result as a game not played yet', () => {
    const reading = readPlainCells({ opponent: '3', colour: 'w', result: '' }, STANDARD);
    expect(reading.ok && reading.record).toEqual({ kind: 'pending', opponentRef: 3, colour: 'white' });
  });

  it('says which of the three cells is wrong', () => {
    expect(read('x', 'w', '1')).toBe('grid/unknown-token opponent');
    expect(read('3', 'g', '1')).toBe('grid/unknown-token colour');
    expect(read('3', 'w', '2')).toBe('grid/unknown-token result');
    expect(read('', '', '')).toBe('grid/missing-round opponent');
    expect(read('3', 'w', 'bye')).toBe('grid/unknown-token result');
  });
});
