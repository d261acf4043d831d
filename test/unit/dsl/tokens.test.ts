import { describe, expect, it } from 'vitest';
import { lexRegulation } from '../../../dsl/tokens';

const kinds = (text: string) => lexRegulation(text).tokens.map((t) => `${t.tokenType.name}:${t.image}`);

describe('lexRegulation', () => {
  it('reads keywords case-insensitively and whole words only', () => {
    expect(kinds('WIN win Win winner')).toEqual(['Win:WIN', 'Win:win', 'Win:Win', 'Identifier:winner', 'Newline:']);
  });

  it('prefers the longer hyphenated keyword and falls back to a name', () => {
    expect(kinds('half-point half half-up')).toEqual(['HalfPoint:half-point', 'Half:half', 'Identifier:half-up', 'Newline:']);
  });

  it('reads integers, decimals, fractions and ½ as numbers', () => {
    expect(kinds('1 0.5 1/2 ½ 2½')).toEqual([
      'NumberLiteral:1',
      'NumberLiteral:0.5',
      'NumberLiteral:1/2',
      'NumberLiteral:½',
      'NumberLiteral:2½',
      'Newline:',
    ]);
  });

  it('reads an item number as a number and a dot', () => {
    expect(kinds('1. BH')).toEqual(['NumberLiteral:1', 'Dot:.', 'Identifier:BH', 'Newline:']);
  });

  it('reads handbook criterion specifiers as one token', () => {
    expect(kinds('BH/C1 KS/L+1 ARO/C1/U1400 BH@2009 BH:MP/C1 KS/L60%')).toEqual([
      'Specifier:BH/C1',
      'Specifier:KS/L+1',
      'Specifier:ARO/C1/U1400',
      'Specifier:BH@2009',
      'Specifier:BH:MP/C1',
      'Specifier:KS/L60%',
      'Newline:',
    ]);
  });

  it('keeps hyphenated names and table ranges together', () => {
    expect(kinds('post-rating K-3 20-39 BH-C1')).toEqual([
      'Identifier:post-rating',
      'Identifier:K-3',
      'Range:20-39',
      'Identifier:BH-C1',
      'Newline:',
    ]);
  });

  it('needs spaces for division: NoP/1000 divides, score/rounds is one token', () => {
    expect(kinds('NoP/1000 score / rounds score/rounds')).toEqual([
      'Identifier:NoP',
      'Slash:/',
      'NumberLiteral:1000',
      'Score:score',
      'Slash:/',
      'Rounds:rounds',
      'Specifier:score/rounds',
      'Newline:',
    ]);
  });

  it('reads comparison operators and signs', () => {
    expect(kinds('<20 >=160 <= > <> -1 +1 ≥ ≤')).toEqual([
      'Less:<',
      'NumberLiteral:20',
      'GreaterEqual:>=',
      'NumberLiteral:160',
      'LessEqual:<=',
      'Greater:>',
      'NotEqual:<>',
      'Minus:-',
      'NumberLiteral:1',
      'Plus:+',
      'NumberLiteral:1',
      'GreaterEqual:≥',
      'LessEqual:≤',
      'Newline:',
    ]);
  });

  it('collapses blank and comment lines into one statement end', () => {
    expect(kinds('scoring\n\n  # a comment\n\n  win 1   # trailing\n')).toEqual([
      'Scoring:scoring',
      'Newline:\n',
      'Win:win',
      'NumberLiteral:1',
      'Newline:\n',
    ]);
  });

  it('keeps comments apart, in source order', () => {
    expect(lexRegulation('# one\nscoring # two\n').comments.map((c) => c.image)).toEqual(['# one', '# two']);
  });

  it('continues a statement on the next line after a comma', () => {
    expect(kinds('win 1,\n  draw 1/2\n')).toEqual([
      'Win:win',
      'NumberLiteral:1',
      'Comma:,',
      'Draw:draw',
      'NumberLiteral:1/2',
      'Newline:\n',
    ]);
  });

  it('ends the last statement even without a final newline', () => {
    const tokens = lexRegulation('scoring').tokens;
    expect(tokens.map((t) => t.tokenType.name)).toEqual(['Scoring', 'Newline']);
    expect(tokens[1]!.startOffset).toBe(7);
  });

  it('reports characters that start no token with their position', () => {
    expect(lexRegulation('win 1\n  draw $ 1').errors).toEqual([{ offset: 13, line: 2, column: 8, length: 1, text: '$' }]);
  });

  it('reads strings up to the closing quote and marks unterminated ones', () => {
    expect(kinds('"Open 2026" "unterminated')).toEqual(['StringLiteral:"Open 2026"', 'UnterminatedString:"unterminated', 'Newline:']);
  });
});
