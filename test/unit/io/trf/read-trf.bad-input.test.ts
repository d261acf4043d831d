import { describe, expect, it } from 'vitest';
import { decodeTrfBytes, readTrf } from '../../../../io';
import { BAD_INPUT_TRF, listFiles, readBytes, readJson } from '../../../support/fixture-paths';

/** test/golden/bad-input/trf/cases.json: each malformed file and every issue it must give. */
interface BadInputCase {
  file: string;
  source: string;
  issues: { severity: 'error' | 'warning'; code: string; line: number; column: number }[];
}

const { cases } = readJson<{ cases: BadInputCase[] }>(BAD_INPUT_TRF, 'cases.json');

describe('readTrf on the bad-input corpus', () => {
  it('has a case for every file and a file for every case', () => {
    expect(cases.map((c) => c.file).sort()).toEqual(listFiles(BAD_INPUT_TRF, '.trf'));
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });

  describe.each(cases)('$file', ({ file, issues: expected }) => {
    const { crosstable, issues } = readTrf(decodeTrfBytes(readBytes(BAD_INPUT_TRF, file)), { file });

    it('gives exactly the expected issues, at their line and column', () => {
      const found = issues.map((i) => ({
        severity: i.severity,
        code: i.code,
        line: i.location.kind === 'text' ? i.location.line : -1,
        column: i.location.column,
      }));
      expect(found).toEqual(expected);
      expect(issues.every((i) => i.location.kind === 'text' && i.location.file === file)).toBe(true);
    });

    it(expected.some((i) => i.severity === 'error') ? 'returns no crosstable' : 'still returns the crosstable', () => {
      expect(crosstable === undefined).toBe(expected.some((i) => i.severity === 'error'));
    });
  });
});
