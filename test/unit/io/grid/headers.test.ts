import { describe, expect, it } from 'vitest';
import { CHESS_RESULTS_LANGUAGES, classifyHeader } from '../../../../io';

const kind = (text: string) => classifyHeader(text)?.kind;

describe('classifyHeader', () => {
  it('reads chess-results / Swiss-Manager headers (digest §7.1)', () => {
    expect(kind('Rk.')).toBe('rank');
    expect(kind('SNo')).toBe('start-number');
    expect(kind('Name')).toBe('name');
    expect(kind('Rtg')).toBe('rating');
    expect(kind('FED')).toBe('federation');
    expect(kind('Pts.')).toBe('points');
    expect(classifyHeader('1.Rd')).toEqual({ kind: 'round', round: 1 });
    expect(classifyHeader('TB1')).toEqual({ kind: 'field', name: 'TB1' });
  });

  it('reads US wall-chart and VCF headers (digest §7.4)', () => {
    expect(kind('#')).toBe('line-number');
    expect(classifyHeader('Rd 5')).toEqual({ kind: 'round', round: 5 });
    expect(kind('Game Score')).toBe('points');
    expect(kind('Total')).toBe('points');
    expect(classifyHeader('Post Rating')).toEqual({ kind: 'field', name: 'Post Rating' });
  });

  it('reads German and French labels', () => {
    expect(kind('Rg.')).toBe('rank');
    expect(kind('SNr.')).toBe('start-number');
    expect(kind('Nr.')).toBe('start-number');
    expect(kind('Spieler')).toBe('name');
    expect(kind('Land')).toBe('federation');
    expect(kind('Pkt.')).toBe('points');
    expect(classifyHeader('3. Runde')).toEqual({ kind: 'round', round: 3 });
    expect(kind('Nom')).toBe('name');
    expect(kind('Clt')).toBe('rank');
    expect(kind('Fédération')).toBe('federation');
    expect(classifyHeader('Ronde 2')).toEqual({ kind: 'round', round: 2 });
  });

  it('reads the plain layout in several spellings', () => {
    expect(classifyHeader('R1 Opp')).toEqual({ kind: 'round-part', round: 1, part: 'opponent' });
    expect(classifyHeader('Rd 2 Colour')).toEqual({ kind: 'round-part', round: 2, part: 'colour' });
    expect(classifyHeader('R3 Res')).toEqual({ kind: 'round-part', round: 3, part: 'result' });
    expect(classifyHeader('Opp 4')).toEqual({ kind: 'round-part', round: 4, part: 'opponent' });
    expect(classifyHeader('Runde 5 Gegner')).toEqual({ kind: 'round-part', round: 5, part: 'opponent' });
    expect(classifyHeader('R6_Farbe')).toEqual({ kind: 'round-part', round: 6, part: 'colour' });
  });

  it('reads bare numbers as numbers (a round-robin player or a round: the layout decides)', () => {
    expect(classifyHeader('7')).toEqual({ kind: 'number', number: 7 });
    expect(classifyHeader('7.')).toEqual({ kind: 'number', number: 7 });
  });

  it('keeps anything else as a field under its header, and an empty header as nothing', () => {
    expect(classifyHeader('School Code')).toEqual({ kind: 'field', name: 'School Code' });
    expect(classifyHeader('')).toBeUndefined();
  });
});

describe('the header words of every chess-results language (chess-results-languages.ts)', () => {
  const roles = {
    rank: 'rank',
    startNumber: 'start-number',
    name: 'name',
    rating: 'rating',
    federation: 'federation',
    points: 'points',
  } as const;
  for (const language of CHESS_RESULTS_LANGUAGES) {
    it(`${language.name}: each word names its column, and round headers name their round`, () => {
      for (const [key, kind] of Object.entries(roles))
        for (const word of language.headers[key as keyof typeof roles])
          expect(classifyHeader(word), `${language.code} ${word}`).toEqual({ kind });
      for (const word of language.headers.round) {
        expect(classifyHeader(`3.${word}`), `${language.code} 3.${word}`).toEqual({ kind: 'round', round: 3 });
        expect(classifyHeader(`${word} 3`), `${language.code} ${word} 3`).toEqual({ kind: 'round', round: 3 });
      }
    });
  }
});
