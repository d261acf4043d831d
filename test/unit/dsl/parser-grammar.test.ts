import { describe, expect, it } from 'vitest';
import { validatedParser } from '../../../dsl/parser';
import { validatedLexer } from '../../../dsl/tokens';

describe('the grammar (dsl/parser.ts) and the tokens (dsl/tokens.ts)', () => {
  it('passes chevrotain’s grammar validations (skipped by the parser the CLI builds, to start fast)', () => {
    // performSelfAnalysis throws when a validation finds a fault in the grammar.
    expect(() => validatedParser()).not.toThrow();
  });

  it('passes chevrotain’s lexer definition checks (skipped by the lexer the CLI builds, to start fast)', () => {
    // The Lexer constructor throws on a faulty token definition when validations run.
    expect(validatedLexer().lexerDefinitionErrors).toEqual([]);
  });
});
