import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAUGHTS, pointSystemFrom, Rational, STANDARD, type PointSystem } from '../../../../engine';
import { readGrid, type LayoutName, type OpponentNumbering } from '../../../../io';
import { goldenPath, issueKeys, readCsvFixture } from '../../../support/grid-fixtures';

interface BadCase {
  file: string;
  what: string;
  options: { layout?: LayoutName; opponentNumbers?: OpponentNumbering; pointSystem?: string };
  expected: Array<{ code: string; address: string; severity: 'error' | 'warning' }>;
}

const POINT_SYSTEMS: Record<string, PointSystem> = {
  standard: STANDARD,
  draughts: DRAUGHTS,
  // A tournament that scores the pairing-allocated bye as a draw (TRF fixture pub07).
  'pab-half': pointSystemFrom('1-½-0, PAB ½', { win: Rational.ONE, draw: Rational.HALF, loss: Rational.ZERO }, { pab: Rational.HALF }),
};

const cases: BadCase[] = JSON.parse(readFileSync(goldenPath('bad-input/grid/cases.json'), 'utf8'));

describe('bad-input corpus (test/golden/bad-input/grid)', () => {
  it('has at least 16 cases, each a file', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
  });

  it.each(cases.map((c) => [c.file, c] as const))('%s', (file, c) => {
    const { pointSystem, ...options } = c.options;
    const reading = readGrid(readCsvFixture(`bad-input/grid/${file}`), {
      sheet: 'Crosstable',
      ...options,
      ...(pointSystem && { pointSystem: POINT_SYSTEMS[pointSystem]! }),
    });
    expect([...issueKeys(reading.issues)].sort()).toEqual(c.expected.map((e) => `${e.code} ${e.address} ${e.severity}`).sort());
    for (const issue of reading.issues) expect(issue.message).toMatch(/expected/i);
  });
});
