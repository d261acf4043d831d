import { describe, expect, it } from 'vitest';
import { completeRegulation, hoverRegulation } from '../../../dsl';

/* The editor on the micro-matches article: hover on its keywords, completion of its statements. */

const TEXT = [
  'regulation "x"',
  'micro-matches',
  '  1. standard game, won 12-0',
  '  2. rapid game, won 8-4, drawn 6-6',
  '  ranked by points, standard score',
  '',
].join('\n');

const hover = (word: string) => hoverRegulation(TEXT, TEXT.indexOf(word) + 1);
const labels = (text: string) => completeRegulation(text, text.length)?.options.map((o) => o.label) ?? [];

describe('the micro-matches article in the editor', () => {
  it('hover explains the article and each statement, citing its source', () => {
    expect(hover('micro-matches')?.title).toBe('micro-matches');
    expect(hover('standard game')?.title).toBe('N. PACE game ["TIME CONTROL"] | N. PACE games until one wins ["…"]');
    expect(hover('won 12')?.title).toBe('won W-L');
    expect(hover('drawn')?.title).toBe('drawn P-P');
    expect(hover('ranked')?.title).toBe('ranked by CRITERION, … (points | PACE wins | PACE score)');
    expect(hover('ranked')?.source).toContain('FMJD World Title Match 2020 rules');
    expect(hover('micro-matches')?.text).toContain('played until one game is won');
  });

  it('completes the article header and its keywords', () => {
    expect(labels('regulation "x"\nmicro')).toEqual(['micro-matches']);
    expect(labels('regulation "x"\nmicro-matches\n  1. standard game, wo')).toContain('won');
    expect(labels('regulation "x"\nmicro-matches\n  1. standard game\n  ranked')).toContain('ranked by points');
  });
});
