import { describe, expect, it } from 'vitest';
import { DRAUGHTS, STANDARD } from '../../../../engine';
import { readMatchResult, resultText } from '../../../../io';

describe('readMatchResult: a board result seen from the first team', () => {
  it.each([
    ['1-0', { kind: 'played', outcome: 'win' }],
    ['0-1', { kind: 'played', outcome: 'loss' }],
    ['½-½', { kind: 'played', outcome: 'draw' }],
    ['0.5-0.5', { kind: 'played', outcome: 'draw' }],
    ['0,5-0,5', { kind: 'played', outcome: 'draw' }],
    ['1/2-1/2', { kind: 'played', outcome: 'draw' }],
    ['1:0', { kind: 'played', outcome: 'win' }],
    ['1 – 0', { kind: 'played', outcome: 'win' }],
    ['=', { kind: 'played', outcome: 'draw' }],
    ['+/-', { kind: 'forfeit', outcome: 'win' }],
    ['+-', { kind: 'forfeit', outcome: 'win' }],
    ['-/+', { kind: 'forfeit', outcome: 'loss' }],
    ['-+', { kind: 'forfeit', outcome: 'loss' }],
    ['--', { kind: 'forfeit', outcome: 'double' }],
    ['0-0 forfeit', { kind: 'forfeit', outcome: 'double' }],
    ['1-0 forfeit', { kind: 'forfeit', outcome: 'win' }],
    ['0-1 ff', { kind: 'forfeit', outcome: 'loss' }],
  ])('%s', (text, expected) => {
    expect(readMatchResult(text, STANDARD)).toEqual(expected);
  });

  it.each(['x', '1', '1-1', '2-0', '½-0', '½-½ forfeit', '1-0-0', ''])('%s is not a result in 1-½-0', (text) => {
    expect(readMatchResult(text, STANDARD)).toBeUndefined();
  });

  it('reads points in the regulation’s point system: 2-0 and 1-1 in draughts, where 1-0 is no result', () => {
    expect(readMatchResult('2-0', DRAUGHTS)).toEqual({ kind: 'played', outcome: 'win' });
    expect(readMatchResult('1-1', DRAUGHTS)).toEqual({ kind: 'played', outcome: 'draw' });
    expect(readMatchResult('1-0', DRAUGHTS)).toBeUndefined();
  });

  it('writes results back in the arbiter’s notation', () => {
    expect(resultText({ kind: 'played', outcome: 'draw' }, STANDARD)).toBe('½-½');
    expect(resultText({ kind: 'forfeit', outcome: 'loss' }, STANDARD)).toBe('-/+');
    expect(resultText({ kind: 'forfeit', outcome: 'double' }, STANDARD)).toBe('--');
  });
});
