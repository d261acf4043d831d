import { describe, expect, it } from 'vitest';
import { assembleBlocks, beyondFirstBlock, EMPTY_ROW, FIRST_BLOCK, halves } from '../../../../io';

describe('a used range read in bounded blocks (io cell-blocks.ts)', () => {
  it('what lies beyond the first block: below it, and right of it beside it', () => {
    expect(beyondFirstBlock({ row: 1, column: 1, rows: 1_048_576, columns: 16_384 })).toEqual([
      { row: FIRST_BLOCK.rows + 1, column: 1, rows: 1_048_576 - FIRST_BLOCK.rows, columns: 16_384 },
      { row: 1, column: FIRST_BLOCK.columns + 1, rows: FIRST_BLOCK.rows, columns: 16_384 - FIRST_BLOCK.columns },
    ]);
    expect(beyondFirstBlock({ row: 3, column: 2, rows: 40, columns: 12 })).toEqual([]);
    // A used range that starts below the first block lies wholly beyond it.
    expect(beyondFirstBlock({ row: 20_000, column: 5, rows: 10, columns: 3 })).toEqual([{ row: 20_000, column: 5, rows: 10, columns: 3 }]);
  });

  it('halves across the rows while there are more than one, then across the columns', () => {
    expect(halves({ row: 1, column: 1, rows: 5, columns: 9 })).toEqual([
      { row: 1, column: 1, rows: 3, columns: 9 },
      { row: 4, column: 1, rows: 2, columns: 9 },
    ]);
    expect(halves({ row: 7, column: 2, rows: 1, columns: 9 })).toEqual([
      { row: 7, column: 2, rows: 1, columns: 5 },
      { row: 7, column: 7, rows: 1, columns: 4 },
    ]);
  });

  it('puts blocks back as rows of the used range: empty cells null, rows ending at their last cell, rows without cells the shared empty row', () => {
    const rows = assembleBlocks({ row: 2, column: 2, rows: 6, columns: 6 }, [
      {
        block: { row: 2, column: 2, rows: 2, columns: 3 },
        values: [
          ['a', '', 'c'],
          ['', '', ''],
        ],
      },
      {
        block: { row: 6, column: 5, rows: 2, columns: 3 },
        values: [
          ['', 'x', ''],
          ['y', '', ''],
        ],
      },
    ]);
    expect(rows).toEqual([['a', null, 'c'], [], [], [], [null, null, null, null, 'x'], [null, null, null, 'y']]);
    expect(rows[1]).toBe(EMPTY_ROW);
    expect(Object.isFrozen(EMPTY_ROW)).toBe(true);
  });
});
