import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NativeWorkbook } from '../../../cli/native-xlsx';
import { RESULT_NOTE_PREFIX } from '../../../cli/xlsx';
import { zip } from '../../../cli/zip';
import type { WriteOperation } from '../../../io';

// The workbook written directly (no exceljs model): read back by exceljs — an independent
// reader of the format — every part the write plan asks for is there.

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

const range = (sheet: string, row: number, column: number, rows: number, columns: number) => ({ sheet, row, column, rows, columns });

function sample(): NativeWorkbook {
  const workbook = new NativeWorkbook();
  workbook.addCellsSheet('Crosstable', [
    ['No', 'Name', 'Rtg', 'Pts'],
    ['1', 'Adams & <Alice>', '2100', '3.5'],
    ['2', '"Brown"\u0007', '', '2'],
  ]);
  const ops: WriteOperation[] = [
    { kind: 'events', enabled: false },
    { kind: 'add-sheet', sheet: 'Regula Standings' },
    { kind: 'values', range: range('Regula Standings', 1, 1, 1, 1), values: [['Written by Regula']] },
    {
      kind: 'values',
      range: range('Regula Standings', 3, 1, 3, 3),
      values: [
        ['Place', 'Name', 'Name'],
        [1, 'Adams', 0.25],
        [2, "'=1+1", 1],
      ],
      columnFormats: ['General', 'General', '0.00'],
    },
    { kind: 'header-style', range: range('Regula Standings', 3, 1, 1, 3) },
    { kind: 'table', range: range('Regula Standings', 3, 1, 3, 3), name: 'RegulaStandings' },
    { kind: 'autofit', range: range('Regula Standings', 3, 1, 3, 3) },
    { kind: 'values', range: range('Crosstable', 1, 6, 3, 1), values: [['Rank'], [1], [2]] },
    { kind: 'add-name', range: range('Crosstable', 1, 6, 3, 1), name: 'RegulaResults', comment: 'abc123' },
    { kind: 'events', enabled: true },
  ];
  for (const op of ops) workbook.apply(op);
  return workbook;
}

describe('NativeWorkbook: a new .xlsx written directly', () => {
  it('holds the cells as Excel opens a CSV, escaped, with text that looks like a formula kept as text', async () => {
    const book = await readBack(await sample().toBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Crosstable', 'Regula Standings']);
    const crosstable = book.getWorksheet('Crosstable')!;
    expect(crosstable.getRow(2).values).toEqual([undefined, 1, 'Adams & <Alice>', 2100, 3.5, undefined, 1]);
    // A control character XML cannot hold is dropped; quotes stay.
    expect(crosstable.getCell('B3').value).toBe('"Brown"');
    const standings = book.getWorksheet('Regula Standings')!;
    expect(standings.getCell('B5').value).toBe('=1+1');
    expect(standings.getCell('B5').type).toBe(ExcelJS.ValueType.String);
  });

  it('styles the header, formats numbers by column, sizes the columns', async () => {
    const standings = (await readBack(await sample().toBuffer())).getWorksheet('Regula Standings')!;
    expect(standings.getCell('A3').font?.bold).toBe(true);
    expect(standings.getCell('A3').fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } });
    expect(standings.getCell('C4').numFmt).toBe('0.00');
    expect(standings.getCell('A4').numFmt ?? 'General').toBe('General');
    expect(standings.getColumn(1).width).toBe(7); // "Place" + 2
    expect(standings.getColumn(2).width).toBe(7); // "=1+1" is 4, "Adams" 5
  });

  it('makes a table with unique header names, and the result block a named range with its fingerprint note', async () => {
    const book = await readBack(await sample().toBuffer());
    const standings = book.getWorksheet('Regula Standings')!;
    const table = standings.getTable('RegulaStandings') as unknown as { table: { tableRef: string; columns: { name: string }[] } };
    expect(table.table.tableRef).toBe('A3:C5');
    expect(table.table.columns.map((c) => c.name)).toEqual(['Place', 'Name', 'Name2']);
    expect(standings.getCell('C3').value).toBe('Name2');
    expect(book.definedNames.model).toEqual([{ name: 'RegulaResults', ranges: ['Crosstable!$F$1:$F$3'] }]);
    expect(book.getWorksheet('Crosstable')!.getCell('F1').note).toBe(`${RESULT_NOTE_PREFIX}abc123`);
  });

  it('writes the same bytes for the same workbook', async () => {
    expect((await sample().toBuffer()).equals(await sample().toBuffer())).toBe(true);
  });

  it('replaces and clears as the plan says: a sheet deleted and added again, a range cleared, a name dropped', async () => {
    const workbook = sample();
    workbook.apply({ kind: 'delete-sheet', sheet: 'Regula Standings' });
    workbook.apply({ kind: 'add-sheet', sheet: 'Regula Standings' });
    workbook.apply({ kind: 'clear', range: range('Crosstable', 1, 6, 3, 1) });
    workbook.apply({ kind: 'delete-name', sheet: 'Crosstable', name: 'RegulaResults' });
    const book = await readBack(await workbook.toBuffer());
    expect(book.getWorksheet('Regula Standings')!.rowCount).toBe(0);
    expect(book.getWorksheet('Crosstable')!.getCell('F2').value).toBe(null);
    expect(book.definedNames.model).toEqual([]);
    expect(workbook.firstCell('Regula Standings')).toBeUndefined();
  });
});

describe('a sheet at Excel’s last row', () => {
  it('is written whole, streamed, down to row 1,048,576, where the plan says what it left out', async () => {
    const { default: JSZip } = await import('jszip');
    const { EXCEL_MAX_ROWS, planWrite } = await import('../../../io');
    const audit = [['No', 'Note'], ...Array.from({ length: EXCEL_MAX_ROWS + 10 }, (_, i) => [i + 1, 'played'])];
    const workbook = new NativeWorkbook();
    for (const op of planWrite({
      sheets: [{ name: 'Regula Audit', blocks: [{ name: 'audit', cells: audit, table: true }] }],
      regulationText: undefined,
      existingSheets: [],
    }).operations)
      workbook.apply(op);
    const archive = await JSZip.loadAsync(await workbook.toBuffer());
    const xml = await archive.file('xl/worksheets/sheet1.xml')!.async('string');
    // The mark in row 1, the table in rows 3 to 1,048,574, the note in the last row.
    expect(xml.match(/<row /g)).toHaveLength(1 + (EXCEL_MAX_ROWS - 4) + 1);
    expect(xml).toContain(`<row r="${EXCEL_MAX_ROWS}"><c r="A${EXCEL_MAX_ROWS}" t="s">`);
    expect(xml).not.toContain(`<row r="${EXCEL_MAX_ROWS + 1}">`);
    const strings = await archive.file('xl/sharedStrings.xml')!.async('string');
    expect(strings).toContain('Rows left out: 15 rows of the audit table, after row 1,048,574');
    // A plan reaching past the grid is refused, not written.
    expect(() => workbook.apply({ kind: 'values', range: range('Regula Audit', EXCEL_MAX_ROWS + 1, 1, 1, 1), values: [[1]] })).toThrow(
      /pass Excel's grid/,
    );
    expect(() => workbook.apply({ kind: 'add-sheet', sheet: 'History' })).toThrow(/Excel refuses/);
  }, 300_000);
});

describe('zip', () => {
  it('stores entries that any reader inflates back to the same bytes, names in UTF-8', async () => {
    const { default: JSZip } = await import('jszip');
    const data = Buffer.from('x'.repeat(10_000) + 'é');
    const archive = await JSZip.loadAsync(
      await zip([
        { path: 'a/ünïcode.txt', chunks: () => [data] },
        { path: 'empty', chunks: () => [] },
      ]),
    );
    expect(Object.keys(archive.files)).toEqual(['a/ünïcode.txt', 'empty']);
    expect(Buffer.from(await archive.file('a/ünïcode.txt')!.async('uint8array')).equals(data)).toBe(true);
    expect((await archive.file('empty')!.async('uint8array')).length).toBe(0);
  });

  it('deflates a part given in chunks to the bytes of the part given whole, however the chunks fall', async () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `<row r="${i}"><c r="A${i}"><v>${i % 7}</v></c></row>`).join('');
    const whole = await zip([{ path: 'sheet.xml', chunks: () => [text] }]);
    const cut = (size: number) => () =>
      Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
    for (const size of [13, 997, 65_536]) expect((await zip([{ path: 'sheet.xml', chunks: cut(size) }])).equals(whole)).toBe(true);
  });
});

describe('a workbook written from a TRF, ranked again', () => {
  it('is read back: the second run finds its own result block unedited and replaces it and its sheets', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { run } = await import('../../../cli/main');
    const { capture } = await import('../../support/cli');
    const { REPO_ROOT } = await import('../../support/fixture-paths');
    const dir = mkdtempSync(join(tmpdir(), 'regula-native-'));
    const tec = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula');
    const first = join(dir, 'first.xlsx');
    const second = join(dir, 'second.xlsx');
    expect(await run(['rank', tec, '--regulation', regulation, '--out', first, '--quiet'], capture().io)).toBe(0);
    const again = capture();
    expect(await run(['rank', first, '--out', second], again.io)).toBe(0);
    expect(again.err.join('\n')).not.toMatch(/cli\/edited-block|edited/);
    const [a, b] = [await readBack(readFileSync(first)), await readBack(readFileSync(second))];
    expect(b.worksheets.map((s) => s.name)).toEqual(a.worksheets.map((s) => s.name));
    const crosstable = (book: ExcelJS.Workbook) => book.getWorksheet('Crosstable')!;
    expect(crosstable(b).columnCount).toBe(crosstable(a).columnCount);
    expect(crosstable(b).getRow(3).values).toEqual(crosstable(a).getRow(3).values);
  });
});
