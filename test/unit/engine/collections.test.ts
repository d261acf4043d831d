import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { maxOf, minOf, pushAll } from '../../../engine';
import { REPO_ROOT } from '../../support/fixture-paths';

describe('stack-safe collection helpers (engine/collections.ts)', () => {
  const big = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 500_003);

  it('append, take the largest and the smallest of half a million values (a spread would overflow the stack)', () => {
    expect(() => [].push(...(big as never[]))).toThrow(RangeError);
    expect(pushAll([1], big)).toHaveLength(500_001);
    expect(maxOf(big)).toBe(Math.max(...big.slice(0, 1000), ...big.slice(1000).filter((v) => v > 499_990)));
    expect(minOf(big)).toBe(0);
  });

  it('keep Math.max / Math.min semantics: the floor or ceiling counts, nothing gives it back', () => {
    expect(maxOf([], 1)).toBe(1);
    expect(maxOf([3, 9, 2], 5)).toBe(9);
    expect(maxOf([3], 5)).toBe(5);
    expect(minOf([4, 2])).toBe(2);
    expect(minOf([])).toBe(Number.POSITIVE_INFINITY);
  });

  it('ESLint refuses a spread into a call in product code', async () => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const [result] = await eslint.lintText('export const f = (a: number[], b: number[]) => a.push(...b);\n', { filePath: 'io/example.ts' });
    expect(result!.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });
});
