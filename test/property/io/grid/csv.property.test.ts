import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../io';

const seed = Number(process.env.FC_SEED ?? 20261122);

/** RFC 4180 writer for the round trip: quote a field holding a quote, a line break or any candidate delimiter. */
function formatCsv(rows: string[][], delimiter: string): string {
  const field = (f: string) => (/[",;\t\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f);
  return rows.map((row) => row.map(field).join(delimiter)).join('\r\n') + '\r\n';
}

const text = fc
  .array(fc.constantFrom('a', 'Z', '1', '½', ' ', ',', ';', '\t', '"', '\n', '\r', 'ü'), { maxLength: 8 })
  .map((cs) => cs.join(''));
const table = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 6 }))
  .chain(([columns, rows]) => fc.array(fc.array(text, { minLength: columns, maxLength: columns }), { minLength: rows, maxLength: rows }));

describe(`parseCsv properties (fast-check seed ${seed}; set FC_SEED to replay)`, () => {
  it('parse ∘ format is the identity for every delimiter', () => {
    fc.assert(
      fc.property(table, fc.constantFrom(',', ';', '\t'), (rows, delimiter) => {
        expect(parseCsv(formatCsv(rows, delimiter))).toEqual(rows);
      }),
      { seed, numRuns: 300 },
    );
  });
});
