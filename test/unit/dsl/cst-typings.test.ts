import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cstTypings } from '../../../dsl';

describe('dsl/cst.generated.d.ts', () => {
  it('matches the grammar (regenerate with npm run dsl:cst)', () => {
    expect(readFileSync(new URL('../../../dsl/cst.generated.d.ts', import.meta.url), 'utf8')).toBe(cstTypings());
  });
});
