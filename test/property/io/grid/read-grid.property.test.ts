import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Crosstable, RoundRecord } from '../../../../engine';
import { readGrid, type CellValue } from '../../../../io';
import { readCsvFixture } from '../../../support/grid-fixtures';

const seed = Number(process.env.FC_SEED ?? 20261122);
const reference = readGrid(readCsvFixture('grids/tec-exercise-2024-starting-rank.csv'), { sheet: 'S' }).crosstable!;

/** The reference tournament as a ranking crosstable whose rows are in `order` (starting numbers). */
function rankingTable(crosstable: Crosstable, order: number[]): CellValue[][] {
  const line = new Map(order.map((id, i) => [id, i + 1]));
  const cell = (r: RoundRecord): string => {
    switch (r.kind) {
      case 'played':
        return `${line.get(r.opponent)}${r.colour === 'white' ? 'w' : 'b'}${{ win: '1', draw: '½', loss: '0' }[r.outcome]}`;
      case 'forfeit-win':
      case 'forfeit-loss':
        return `${line.get(r.opponent!)}${r.kind === 'forfeit-win' ? '+' : '-'}`;
      case 'pab':
        return '-1';
      case 'hpb':
        return '-½';
      default:
        return '-0';
    }
  };
  const rows: CellValue[][] = [['Rk.', 'SNo', 'Name', '1.Rd', '2.Rd', '3.Rd', '4.Rd', '5.Rd', 'Pts.']];
  order.forEach((id, i) => {
    const p = crosstable.players.find((q) => q.id === id)!;
    rows.push([i + 1, id, p.name, ...p.rounds.map(cell), p.declaredPoints!.toDecimalString()]);
  });
  return rows;
}

const strip = (c: Crosstable) => c.players.map(({ id, name, rounds }) => ({ id, name, rounds }));

describe(`readGrid properties (fast-check seed ${seed}; set FC_SEED to replay)`, () => {
  it('the order of the rows of a ranking crosstable does not change the crosstable', () => {
    const ids = reference.players.map((p) => p.id);
    fc.assert(
      fc.property(fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }), (order) => {
        const reading = readGrid(rankingTable(reference, order), { sheet: 'S' });
        expect(reading.issues).toEqual([]);
        expect(strip(reading.crosstable!)).toEqual(strip(reference));
      }),
      { seed, numRuns: 100 },
    );
  });

  it('never throws on garbage, and locates every issue inside the range with what was expected', () => {
    const token = fc.constantFrom(
      '',
      'W2',
      'L1 (b)',
      'D3 (w)',
      'B---',
      'H---',
      'X',
      'F9',
      'Z',
      '2w1',
      '1b½',
      '-1',
      '-0',
      'bye',
      '*',
      '1',
      '½',
      '0',
      '+',
      '-',
      'X',
      'zz',
      '12',
      'W0',
      'R1 Opp',
      'Name',
    );
    const header = fc.shuffledSubarray(
      ['#', 'No.', 'Name', 'Rtg', 'Rd 1', 'Rd 2', '1.Rd', '1', '2', '3', 'R1 Opp', 'R1 Res', 'Pts', 'TB1'],
      { minLength: 1 },
    );
    const sheet = header.chain((h) =>
      fc.array(fc.array(token, { minLength: h.length, maxLength: h.length }), { maxLength: 6 }).map((rows) => [h as CellValue[], ...rows]),
    );
    fc.assert(
      fc.property(
        sheet,
        fc.constantFrom('auto', 'us-wall-chart', 'swiss-manager', 'round-robin', 'plain') as fc.Arbitrary<'auto'>,
        (cells, layout) => {
          const origin = { row: 3, column: 2 };
          const reading = readGrid(cells, { sheet: 'S', origin, layout });
          const width = Math.max(1, ...cells.map((r) => r.length));
          for (const issue of reading.issues) {
            expect(issue.location.kind).toBe('cell');
            if (issue.location.kind !== 'cell') continue;
            expect(issue.location.row).toBeGreaterThanOrEqual(origin.row);
            expect(issue.location.row).toBeLessThan(origin.row + Math.max(1, cells.length));
            expect(issue.location.column).toBeGreaterThanOrEqual(origin.column);
            expect(issue.location.column).toBeLessThan(origin.column + width);
            expect(issue.message).toMatch(/expected/i);
          }
        },
      ),
      { seed, numRuns: 400 },
    );
  });
});
