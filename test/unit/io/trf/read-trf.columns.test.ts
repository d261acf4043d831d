import { describe, expect, it } from 'vitest';
import { readTrf, type InputIssue } from '../../../../io';
import { trfText, type PlayerLineSpec } from '../../../support/trf-text';

// The reader takes the fixed columns of a 001 line (C.04 Annex 2) character by character: digits
// between blanks, the colour and result letters. What else may stand in those columns — other
// white space, a character outside ASCII, one outside the BMP — reads as it always has: as the
// text the field trims to (String.prototype.trim), and in messages as the character written.

const brief = (issues: InputIssue[]) =>
  issues.map((i) => `${i.code} ${i.location.kind === 'text' ? `${i.location.line}:${i.location.column}` : ''} ${i.message}`);

const read = (...players: PlayerLineSpec[]) => readTrf(trfText(['XXR 1'], players));

describe('readTrf: white space other than blanks in the fixed columns', () => {
  it('reads an opponent field with a tab or a no-break space as the number it trims to', () => {
    for (const block of ['\t  2 w 1', '\u00a0\u00a0 2 w 1']) {
      const { crosstable, issues } = read({ id: 1, points: '1.0', rounds: [block] }, { id: 2, points: '0.0', rounds: ['   1 b 0'] });
      expect(issues).toEqual([]);
      expect(crosstable?.players[0]?.rounds[0]).toEqual({ kind: 'played', opponent: 2, outcome: 'win', colour: 'white' });
    }
  });

  it('locates an issue about such an opponent at the field’s first filled column', () => {
    const { issues } = read({ id: 1, points: '1.0', rounds: ['\t  3 w 1'] }, { id: 2, points: '0.0', rounds: ['0000 - U'] });
    expect(brief(issues)).toEqual([
      'trf/unknown-opponent 2:92 Round 1: opponent 3 is not a player of this file, expected one of the starting numbers of the 001 lines',
    ]);
  });

  it('reports digits split by a blank as a bad opponent', () => {
    const { issues } = read({ id: 1, points: '1.0', rounds: [' 1 2 w 1'] });
    expect(brief(issues)).toEqual(['trf/bad-opponent 2:93 Round 1: found opponent "1 2", expected a starting number or 0000']);
  });

  it('reads a starting number and a rating after a tab, and reports a rating split by a blank', () => {
    const { issues } = read(
      { id: '\t  1', rating: '\t210', points: '1.0', rounds: ['0000 - U'] },
      { id: 2, rating: '21 0', points: '0.0', rounds: ['0000 - Z'] },
    );
    expect(brief(issues)).toEqual(['trf/bad-rating 3:49 found rating "21 0" in columns 49-52, expected a whole number or blanks']);
  });
});

describe('readTrf: characters outside ASCII in a round block', () => {
  it('names a result letter as upper-cased, as it is compared', () => {
    const { issues } = read({ id: 1, points: '1.0', rounds: ['   2 w ß'] }, { id: 2, points: '0.0', rounds: ['   1 b ÿ'] });
    expect(brief(issues)).toEqual([
      'trf/unknown-result 2:99 Round 1: found result "SS", expected one of 1 = 0 W D L + - H F U Z',
      'trf/unknown-result 3:99 Round 1: found result "Ÿ", expected one of 1 = 0 W D L + - H F U Z',
    ]);
  });

  it('names a colour as written, an astral character as one column', () => {
    const { issues } = read({ id: 1, points: '1.0', rounds: ['   2 é 1'] }, { id: 2, points: '0.0', rounds: ['   1 😀 0'] });
    expect(brief(issues)).toEqual([
      'trf/bad-colour 2:97 Round 1: found colour "é", expected w, b, - or blank',
      'trf/bad-colour 3:97 Round 1: found colour "😀", expected w, b, - or blank',
    ]);
  });

  it('reads the blocks of a line whose name has an astral character at their columns', () => {
    const { crosstable, issues } = read(
      { id: 1, name: 'Ad😀ms, Alice', points: '1.0', rounds: ['   2 w 1'] },
      { id: 2, points: '0.0', rounds: ['   1 b 0'] },
    );
    expect(issues).toEqual([]);
    expect(crosstable?.players[0]).toMatchObject({ name: 'Ad😀ms, Alice', rounds: [{ kind: 'played', opponent: 2, outcome: 'win' }] });
  });
});

describe('readTrf: the points column', () => {
  it.each([
    ['1.0', '1'],
    ['0.50', '1/2'],
    ['1.25', '5/4'],
    ['.5', '1/2'],
    ['2,5', '5/2'],
    ['½', '1/2'],
    ['1/2', '1/2'],
  ])('reads "%s" as %s', (points, value) => {
    const { crosstable } = read({ id: 1, points, rounds: ['0000 - U'] });
    expect(crosstable?.players[0]?.declaredPoints?.toString()).toBe(value);
  });

  it.each([
    ['5.', 83],
    ['-1', 83],
    ['1 ½', 82],
  ])('reports "%s" as bad points', (points, column) => {
    const { issues } = read({ id: 1, points, rounds: ['0000 - U'] });
    expect(brief(issues)).toEqual([`trf/bad-points 2:${column} found points "${points}" in columns 81-84, expected a number such as 3.5`]);
  });
});
