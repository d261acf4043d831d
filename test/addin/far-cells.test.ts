/**
 * Far cells in the add-in's door: one cell at XFD1048576 makes Excel's used range 17 billion
 * cells, which Excel on the web cannot send (the fake refuses it as Excel does:
 * ResponsePayloadSizeLimitExceeded). The gateway reads the cells that exist, in bounded blocks
 * (addin/excel/used-cells.ts): the crosstable reads as it does without the far cell, the far
 * cell is where it is, and the Regulation sheet with a line at A1048576 reads too.
 */
import { describe, expect, it } from 'vitest';
import { REGULATION_MARK } from '../../io';
import { readRegulationSheet, readSavedRegulation, readWorkbook } from '../../addin/excel/workbook-gateway';
import { key } from '../../addin/demo/fake-workbook';
import * as gateway from '../../addin/excel/workbook-gateway';
import { readOnly } from '../../addin/run/run-session';
import { inProcessEngine, settings, vcfWorkbook } from './support';

const LAST_ROW = 1_048_576;
const LAST_COLUMN = 16_384;

describe('far cells in the fake Excel', () => {
  it('refuses to send the values of a used range spanning to XFD1048576, as Excel on the web does', async () => {
    const book = vcfWorkbook();
    book.sheet('Crosstable')!.cells.set(key(LAST_ROW, LAST_COLUMN), { value: 'note' });
    const used = book.usedRange('Crosstable')!;
    expect(used).toEqual({ row: 1, column: 1, rows: LAST_ROW, columns: LAST_COLUMN });
    expect(() => book.values('Crosstable', used.row, used.column, used.rows, used.columns)).toThrow(
      /ResponsePayloadSizeLimitExceeded|exceeded the limit/,
    );
  });

  it('reads a crosstable with one cell at XFD1048576 from the cells that exist, in a few requests', async () => {
    const plain = vcfWorkbook();
    const near = await readWorkbook();
    const book = vcfWorkbook();
    book.sheet('Crosstable')!.cells.set(key(LAST_ROW, LAST_COLUMN), { value: 'note' });
    const far = await readWorkbook();
    expect(far.address).toBe('Crosstable!A1:XFD1048576');
    expect(far.area.values).toHaveLength(LAST_ROW);
    expect(far.area.values[LAST_ROW - 1]![LAST_COLUMN - 1]).toBe('note');
    // Every row of the crosstable as read without the far cell (empty cells are null, not "").
    near.area.values.forEach((row, r) => expect(far.area.values[r]!.map((v) => v ?? '')).toEqual(row.slice(0, far.area.values[r]!.length)));
    expect(plain.syncs).toBe(1);
    // The first block, the used ranges of the two parts beyond it, the far cell's value.
    expect(book.syncs).toBe(3);
    // Read as a crosstable: the same 16 players, with the warning that cells right of column AMJ are not read.
    const { reading } = await readOnly(gateway, inProcessEngine, settings);
    expect(reading.issues.map((i) => i.code)).toEqual(['grid/too-wide']);
    expect(reading.preview?.players).toBe(16);
  }, 120_000);

  it('reads a block beyond the first too large for one request in halves, and puts it back where it is', async () => {
    const book = vcfWorkbook();
    const sheet = book.sheet('Crosstable')!;
    // 5,000 rows × 60 columns from row 20,000: 300,000 cells, more than one request reads.
    for (let r = 0; r < 5_000; r++) for (let c = 1; c <= 60; c++) sheet.cells.set(key(20_000 + r, c), { value: r * 100 + c });
    const read = await readWorkbook();
    expect(read.area.values).toHaveLength(20_000 + 5_000 - 1);
    expect(read.area.values[20_000 - 1]![0]).toBe(1);
    expect(read.area.values[20_000 + 4_999 - 1]![59]).toBe(499_960);
    expect(read.area.values[1]![1]).toBe('Name');
    expect(book.syncs).toBeGreaterThan(3);
  }, 120_000);

  it('reads the Regulation sheet with a line at A1048576 without asking for its span', async () => {
    const book = vcfWorkbook({ Regulation: [[REGULATION_MARK], [null], ['regulation "far"'], ['tie-breaks'], ['  1. SB']] });
    book.sheet('Regulation')!.cells.set(key(LAST_ROW, 1), { value: '  2. DE' });
    const text = await readSavedRegulation();
    expect(text?.startsWith('regulation "far"\ntie-breaks\n  1. SB\n\n')).toBe(true);
    expect(text?.endsWith('\n  2. DE\n')).toBe(true);
    expect(text?.split('\n')).toHaveLength(LAST_ROW - 2 + 1);
    expect((await readRegulationSheet())?.history).toEqual([]);
  });
});
