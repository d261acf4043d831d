import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRegulation, completeRegulation, formatRegulation, highlightRegulation, type Diagnostic } from '../../../dsl';
import { REPO_ROOT } from '../../support/fixture-paths';
import { regulationText } from '../../support/generate-regulation';

const seed = Number(process.env.FC_SEED ?? 20261123);

/** The samples, the broken corpus and random valid files: what the mutations start from. */
const corpus = [join(REPO_ROOT, 'samples', 'regulations'), join(REPO_ROOT, 'test', 'golden', 'bad-regulations')].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.regula'))
    .map((f) => readFileSync(join(dir, f), 'utf8')),
);
const start = fc.oneof(fc.constantFrom(...corpus), regulationText);

const pieces = [
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '"',
  '#',
  ',',
  ':',
  '.',
  '/',
  '-',
  '½',
  '(',
  ')',
  '=',
  '<',
  '>=',
  '%',
  '@',
  '€',
  '\u00a0',
  'then',
  'tie-breaks',
  'scoring',
  'match',
  'per',
  'let',
  'K-3',
  '20-39',
  'BH/C1',
  '1.',
  'x',
];

type Mutation =
  | { kind: 'insert'; at: number; piece: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'copy'; at: number; from: number; length: number }
  | { kind: 'swap-lines'; a: number; b: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    piece: fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 3, unit: 'binary' })),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('copy' as const), at: fc.nat(), from: fc.nat(), length: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('swap-lines' as const), a: fc.nat(), b: fc.nat() }),
);

function apply(text: string, m: Mutation): string {
  const at = (n: number) => (text.length === 0 ? 0 : n % (text.length + 1));
  switch (m.kind) {
    case 'insert':
      return text.slice(0, at(m.at)) + m.piece + text.slice(at(m.at));
    case 'delete':
      return text.slice(0, at(m.at)) + text.slice(at(m.at) + m.length);
    case 'copy':
      return text.slice(0, at(m.at)) + text.slice(at(m.from), at(m.from) + m.length) + text.slice(at(m.at));
    case 'swap-lines': {
      const lines = text.split('\n');
      const a = m.a % lines.length;
      const b = m.b % lines.length;
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
  }
}

const mutated = fc.tuple(start, fc.array(mutation, { minLength: 1, maxLength: 5 })).map(([text, ms]) => ms.reduce(apply, text));

/** 1-based positions inside the file, the end not before the start. */
function expectPositioned(d: Diagnostic, text: string): void {
  const lines = text.split(/\r\n|\r|\n/);
  const { start: s, end: e } = d.span;
  expect(s.line, d.message).toBeGreaterThanOrEqual(1);
  expect(s.line, d.message).toBeLessThanOrEqual(lines.length);
  expect(s.column, d.message).toBeGreaterThanOrEqual(1);
  expect(s.column, d.message).toBeLessThanOrEqual(lines[s.line - 1]!.length + 1);
  expect(e.offset, d.message).toBeGreaterThanOrEqual(s.offset);
  expect(d.code).toMatch(/^dsl\/[a-z-]+$/);
}

describe(`mutated regulations (fast-check seed ${seed}; set FC_SEED to replay)`, () => {
  it('never crash the checker and always get 1-based positions inside the file', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        for (const d of checkRegulation(text).diagnostics) expectPositioned(d, text);
      }),
      { seed, numRuns: 400 },
    );
  });

  it('never crash the formatter, which keeps a file it formats stable', () => {
    fc.assert(
      fc.property(mutated, (text) => {
        const once = formatRegulation(text);
        expect(once.diagnostics.map((d) => d.code)).not.toContain('dsl/format-unsafe');
        if (!once.formatted) expect(once.text).toBe(text);
        else expect(formatRegulation(once.text).text).toBe(once.text);
      }),
      { seed, numRuns: 300 },
    );
  });

  it('never crash the editor service', () => {
    fc.assert(
      fc.property(mutated, fc.nat(), (text, at) => {
        const offset = at % (text.length + 1);
        for (const token of highlightRegulation(text)) expect(token.to).toBeGreaterThan(token.from);
        expect(completeRegulation(text, offset).from).toBeLessThanOrEqual(offset);
      }),
      { seed, numRuns: 200 },
    );
  });
});
