import { describe, expect, it } from 'vitest';
import { validatedParser } from '../../../dsl/parser';

describe('the grammar (dsl/parser.ts)', () => {
  it('passes chevrotain’s grammar validations (skipped by the parser the CLI builds, to start fast)', () => {
    // performSelfAnalysis throws when a validation finds a fault in the grammar.
    expect(() => validatedParser()).not.toThrow();
  });
});
