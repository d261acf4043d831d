import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRegulation, parseRegulation } from '../../../dsl';
import { plain } from '../../support/dsl';
import { regulationText } from '../../support/generate-regulation';

const seed = Number(process.env.FC_SEED ?? 20261123);

describe(`formatRegulation properties (fast-check seed ${seed}; set FC_SEED to replay)`, () => {
  it('random valid regulations parse without syntax errors', () => {
    fc.assert(
      fc.property(regulationText, (text) => {
        expect(parseRegulation(text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      }),
      { seed, numRuns: 200 },
    );
  });

  it('format ∘ format = format, and parse ∘ format keeps the tree (spans aside)', () => {
    fc.assert(
      fc.property(regulationText, (text) => {
        const once = formatRegulation(text);
        expect(once.formatted).toBe(true);
        expect(formatRegulation(once.text).text).toBe(once.text);
        expect(plain(parseRegulation(once.text).ast)).toEqual(plain(parseRegulation(text).ast));
      }),
      { seed, numRuns: 200 },
    );
  });

  it('keeps every comment', () => {
    fc.assert(
      fc.property(regulationText, (text) => {
        const comments = (t: string) => parseRegulation(t).comments.map((c) => c.image.trimEnd());
        expect(comments(formatRegulation(text).text).sort()).toEqual(comments(text).sort());
      }),
      { seed, numRuns: 200 },
    );
  });
});
