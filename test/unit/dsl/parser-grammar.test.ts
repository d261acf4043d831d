import { describe, expect, it } from 'vitest';
import { validatedParser } from '../../../dsl/parser';
import { ALL_TOKENS, Newline, validatedLexer } from '../../../dsl/tokens';

describe('the grammar (dsl/parser.ts) and the tokens (dsl/tokens.ts)', () => {
  it('passes chevrotain’s grammar validations (skipped by the parser the CLI builds, to start fast)', () => {
    // performSelfAnalysis throws when a validation finds a fault in the grammar.
    expect(() => validatedParser()).not.toThrow();
  });

  it('passes chevrotain’s lexer definition checks (skipped by the lexer the CLI builds, to start fast)', () => {
    // The Lexer constructor throws on a faulty token definition when validations run.
    expect(validatedLexer().lexerDefinitionErrors).toEqual([]);
  });

  it('has no token but Newline that can hold a line break, as the tokens tell chevrotain (line_breaks)', () => {
    const breaking = ALL_TOKENS.filter((type) => type.PATTERN instanceof RegExp)
      .filter((type) =>
        ['\n', '\r', 'a\nb', '"a\nb"', '# a\nb', ' \r\n '].some((text) => (type.PATTERN as RegExp).exec(text)?.[0].match(/[\r\n]/)),
      )
      .map((type) => type.name);
    expect(breaking).toEqual([Newline.name]);
    expect(ALL_TOKENS.filter((type) => type.LINE_BREAKS === true).map((type) => type.name)).toEqual([Newline.name]);
  });
});
