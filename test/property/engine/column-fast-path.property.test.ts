/**
 * A criterion's `column` (CriterionDefinition: the whole field's values at once — BH, FB and SB
 * from the event's term table, the own-results counts, PS and PTS in one pass) gives exactly the
 * values its `value` gives participant by participant — the values ranking uses and the audit
 * trail is written from. Generated Swisses and round robins, under every edition's unplayed-round
 * rules, with every modifier the sums take.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRITERIA, DEFAULT_UNPLAYED_OPTIONS, parseCriterionSpecifier, TiebreakContext, type Edition } from '../../../engine';
import { anyEvent, buildEvent, FC_SEED } from './events';

const EDITIONS: Edition[] = ['fide-2026', 'fide-2024', 'fide-2023', 'fide-2009', 'fide-pre-2009', 'us-chess', 'fmjd', 'none'];
const SPECIFIERS = [
  'BH',
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'BH/M2',
  'BH/P',
  'BH/C1/P',
  'BH/C1/V',
  'FB',
  'FB/C1',
  'FB/P',
  'SB',
  'SB/C1',
  'SB/M1',
  'SB/P',
];

describe('the column fast path of a value criterion', () => {
  it('is declared by the criteria tested here', () => {
    const declared = CRITERIA.filter((d) => d.compute.kind === 'value' && d.compute.column).map((d) => d.code);
    expect(declared.sort()).toEqual(['BH', 'BPG', 'BWG', 'FB', 'PS', 'PTS', 'REP', 'SB', 'VUR', 'WIN', 'WON']);
  });

  it('gives every participant the value computed one by one', () => {
    fc.assert(
      fc.property(anyEvent(), fc.constantFrom(...EDITIONS), (event, edition) => {
        const crosstable = buildEvent(event);
        const ctx = new TiebreakContext(crosstable, crosstable.pointSystem, edition, DEFAULT_UNPLAYED_OPTIONS);
        const ids = crosstable.players.map((p) => p.id);
        for (const text of SPECIFIERS) {
          const parsed = parseCriterionSpecifier(text);
          if (!parsed.ok) throw new Error(parsed.message);
          const definition = CRITERIA.find((d) => d.code === parsed.spec.code)!;
          if (definition.compute.kind !== 'value' || !definition.compute.column) throw new Error(`${text} has no column`);
          const column = definition.compute.column(ctx, parsed.spec, ids);
          const oneByOne = ids.map((id) => {
            const result = (definition.compute as { value: typeof definition.compute.value }).value(ctx, parsed.spec, id);
            return result.kind === 'value' ? result.value.toString() : 'n/a';
          });
          expect(column, `${text} under ${edition}`).toBeDefined();
          expect(
            column!.map((v) => v.toString()),
            `${text} under ${edition}`,
          ).toEqual(oneByOne);
        }
      }),
      { seed: FC_SEED, numRuns: 60 },
    );
  });
});
