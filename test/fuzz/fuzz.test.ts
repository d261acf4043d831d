/**
 * The fuzz suite in npm test: a bounded slice of `npm run fuzz` (fixed seed, a few hundred
 * cases per target) and every failing case ever found, kept in test/fuzz/regressions. Each
 * case must end in a result or in located issues — never a thrown error or an issue without
 * a place. Time is the full runner's to judge (npm run fuzz reports slow cases and hangs);
 * tests never assert it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caseAt, runCase } from './run-case';
import type { FuzzCase } from './targets';
import { removeOutputFolder } from './output-cases';
import { removeWorkbookFolder } from './workbook-cases';
import { removeLimitsFolder } from './excel-limits-cases';

const SEED = 20261126;
const SLICE: Record<string, number> = {
  trf: 300,
  grid: 300,
  csv: 200,
  match: 300,
  regulation: 200,
  xlsx: 30,
  bounds: 24,
  output: 40,
  limits: 12,
};
const REGRESSIONS = join(__dirname, 'regressions');

afterAll(() => {
  removeWorkbookFolder();
  removeOutputFolder();
  removeLimitsFolder();
});

describe(`fuzz slice (seed ${SEED}; npm run fuzz runs the whole campaign)`, () => {
  for (const [target, cases] of Object.entries(SLICE))
    it(`${target}: ${cases} cases, each a result or located issues`, async () => {
      const tally = { result: 0, issues: 0 };
      for (let index = 0; index < cases; index++) {
        const { verdict } = await runCase(caseAt(target, SEED, index));
        expect(verdict, `${target} case ${index} (replay: npm run fuzz -- --seed ${SEED} --target ${target})`).toMatchObject({
          kind: expect.stringMatching(/^(result|issues)$/),
        });
        tally[verdict.kind as 'result' | 'issues']++;
      }
      expect(tally.result + tally.issues).toBe(cases);
    });
});

describe('fuzz regressions: every failing case found, replayed', () => {
  for (const name of readdirSync(REGRESSIONS)
    .filter((f) => f.endsWith('.json'))
    .sort())
    it(name, async () => {
      const { what, input } = JSON.parse(readFileSync(join(REGRESSIONS, name), 'utf8')) as { what: string; input: FuzzCase };
      const { verdict } = await runCase(input);
      expect(verdict.kind, `once: ${what}`).toMatch(/^(result|issues)$/);
    });
});
