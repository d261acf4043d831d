/**
 * `regula rank BOOK.xlsx --out OUT.xlsx` writes into a copy of the user's workbook: every
 * cell the user wrote — values, formulas, styles — is unchanged, the result block sits
 * right of the user's last column, later runs replace only Regula's own cells, and the
 * input file itself is never written.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCells } from '../../../cli/crosstable-sheet';
import { run } from '../../../cli/main';
import { parseCsv, parseRangeReference, RESULT_BLOCK_NAME, type CellRange } from '../../../io';
import { REPO_ROOT } from '../../support/fixture-paths';
import { openWorkbook } from '../../support/xlsx';
import { capture, withoutFixes } from '../../support/cli';

const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula');
const dir = mkdtempSync(join(tmpdir(), 'regula-copy-'));
const input = join(dir, 'gsqt.xlsx');

/** The arbiter's workbook: the Enclosure 1 wall chart with their own formulas, styles and notes, and a notes sheet. */
async function writeUserWorkbook(path: string, extraSheet?: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const notes = book.addWorksheet('Notes');
  notes.getCell('A1').value = 'Arbiter’s notes';
  notes.getCell('A1').font = { bold: true, size: 14, color: { argb: 'FF1F4E79' } };
  notes.getCell('B2').value = 2.5;
  notes.getCell('B2').numFmt = '0.00';
  notes.getCell('B3').value = 2.5;
  notes.getCell('B4').value = { formula: 'SUM(B2:B3)', result: 5 };
  notes.getCell('B4').border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  notes.getCell('C2').value = { richText: [{ text: 'late ', font: { italic: true } }, { text: 'arrival' }] };
  notes.getCell('C3').value = new Date('2021-03-06T00:00:00Z');
  notes.getCell('C4').value = { text: 'VCF rules', hyperlink: 'https://www.vachess.org' };
  notes.mergeCells('A6:C6');
  notes.getCell('A6').value = 'merged';
  notes.getCell('A6').alignment = { horizontal: 'center' };
  notes.getColumn(3).width = 30;

  const sheet = book.addWorksheet('Crosstable');
  const cells = parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv'), 'utf8'));
  cells[1]!.push('Qualified', 'Playing Up', 'Check');
  writeCells(sheet, cells);
  sheet.getRow(2).font = { bold: true };
  sheet.getCell('B3').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
  for (let r = 3; r <= 18; r++) sheet.getCell(r, 15).value = { formula: `J${r}*2`, result: Number(sheet.getCell(r, 10).value) * 2 };
  sheet.getCell('M5').value = 'GSQT 0'; // Yusef already qualified
  // A cell of the user's right of the crosstable, above its header: the block must stay clear of it too.
  sheet.getCell('R1').value = 'Tournament director: J. Smith';
  sheet.getCell('R1').note = 'signed';
  if (extraSheet) book.addWorksheet(extraSheet).getCell('A1').value = 'my own sheet';
  await book.xlsx.writeFile(path);
}

/** Everything of a cell the user can see or that Excel computes from. */
function cellState(cell: ExcelJS.Cell) {
  return {
    value: cell.value,
    numFmt: cell.numFmt,
    font: cell.font,
    fill: cell.fill,
    border: cell.border,
    alignment: cell.alignment,
    note: cell.note,
  };
}

function nameRange(book: ExcelJS.Workbook): CellRange {
  const name = book.definedNames.model.find((n) => n.name === RESULT_BLOCK_NAME)!;
  return parseRangeReference(name.ranges[0]!)!;
}

const inside = (range: CellRange, row: number, column: number) =>
  row >= range.row && row < range.row + range.rows && column >= range.column && column < range.column + range.columns;

describe('writing into a copy of the input workbook', () => {
  const output = join(dir, 'gsqt-ranked.xlsx');
  let before: ExcelJS.Workbook;
  let after: ExcelJS.Workbook;
  let inputBytes: Buffer;

  beforeAll(async () => {
    await writeUserWorkbook(input);
    inputBytes = readFileSync(input);
    expect(await run(['rank', input, '--regulation', REGULATION, '--out', output, '--quiet'], capture().io)).toBe(0);
    before = await openWorkbook(input);
    after = await openWorkbook(output);
  }, 30_000);

  it('leaves the input file as it was, byte for byte', () => {
    expect(readFileSync(input).equals(inputBytes)).toBe(true);
  });

  it('keeps every cell of every user sheet — value, formula, number format, font, fill, border, alignment, note', () => {
    for (const sheet of before.worksheets) {
      const copy = after.getWorksheet(sheet.name)!;
      for (let r = 1; r <= sheet.rowCount; r++)
        for (let c = 1; c <= sheet.columnCount; c++)
          expect(cellState(copy.getCell(r, c)), `'${sheet.name}'!${sheet.getCell(r, c).address}`).toEqual(cellState(sheet.getCell(r, c)));
      expect(copy.model.merges).toEqual(sheet.model.merges);
      for (let c = 1; c <= sheet.columnCount; c++) expect(copy.getColumn(c).width).toBe(sheet.getColumn(c).width);
    }
    expect(after.getWorksheet('Notes')!.getCell('B4').value).toEqual({ formula: 'SUM(B2:B3)', result: 5 });
  });

  it('writes new cells on the crosstable’s sheet only inside the named result block, one empty column right of the user’s cells', () => {
    const block = nameRange(after);
    // The user's last column is R (the note in R1); S stays empty; the block starts at T on the header row.
    expect(block).toEqual({ sheet: 'Crosstable', row: 2, column: 20, rows: 17, columns: 7 });
    const copy = after.getWorksheet('Crosstable')!;
    const original = before.getWorksheet('Crosstable')!;
    for (let r = 1; r <= copy.rowCount; r++)
      for (let c = 1; c <= copy.columnCount; c++) {
        const added = copy.getCell(r, c).value !== null && original.getCell(r, c).value === null;
        if (added) expect(inside(block, r, c), copy.getCell(r, c).address).toBe(true);
      }
    expect(copy.getCell('T2').value).toBe('Rank');
    expect(copy.getCell('T2').font).toMatchObject({ bold: true });
    // Yusef (row 5) is already qualified, but that changes the qualification only: he is 3rd.
    expect([copy.getCell('T5').value, copy.getCell('Z5').value]).toEqual([3, 'modified median']);
  });

  it('skips the player the user marked as already qualified', async () => {
    const q = after.getWorksheet('Regula Qualification')!;
    const reasons = q
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string');
    expect(reasons).toContain('already qualified (column "Qualified": "GSQT 0")');
  });

  it('replaces its own block on a later run, in place, and nothing else', async () => {
    const second = join(dir, 'gsqt-ranked-2.xlsx');
    expect(await run(['rank', output, '--out', second, '--quiet'], capture().io)).toBe(0);
    const again = await openWorkbook(second);
    expect(nameRange(again)).toEqual(nameRange(after));
    expect(again.worksheets.map((s) => s.name)).toEqual(after.worksheets.map((s) => s.name));
    const a = after.getWorksheet('Crosstable')!;
    const b = again.getWorksheet('Crosstable')!;
    for (let r = 1; r <= a.rowCount; r++)
      for (let c = 1; c <= a.columnCount; c++) expect(b.getCell(r, c).value).toEqual(a.getCell(r, c).value);
  });

  it('keeps a block the user edited as theirs and writes the new one to its right', async () => {
    const edited = join(dir, 'gsqt-edited.xlsx');
    const book = await openWorkbook(output);
    book.getWorksheet('Crosstable')!.getCell('T3').value = 'first!';
    await book.xlsx.writeFile(edited);
    const c = capture();
    const third = join(dir, 'gsqt-ranked-3.xlsx');
    expect(await run(['rank', edited, '--out', third], c.io)).toBe(0);
    expect(c.err).toContainEqual(
      expect.stringMatching(
        /^note: The result block at 'Crosstable'!\$?[A-Z]+\$?\d+:\$?[A-Z]+\$?\d+ was edited after the last run: it is left as it is, and the new block is written to its right\.$/,
      ),
    );
    const result = await openWorkbook(third);
    const sheet = result.getWorksheet('Crosstable')!;
    expect(sheet.getCell('T3').value).toBe('first!');
    expect(nameRange(result)).toMatchObject({ row: 2, column: 28 }); // T–Z kept, AA empty, AB onwards
    expect(sheet.getCell('AB3').value).toBe(1);
  });
});

describe('what a copy cannot carry', () => {
  it('says which parts of the input (charts, pivot tables) the copy lacks, and still writes it (exit 0)', async () => {
    const path = join(dir, 'charted.xlsx');
    await writeUserWorkbook(path);
    // The parts as Excel stores them; exceljs has no model for them (https://github.com/exceljs/exceljs/issues/141 and /1734).
    const zip = await JSZip.loadAsync(readFileSync(path));
    zip.file('xl/charts/chart1.xml', '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"/>');
    zip.file('xl/pivotTables/pivotTable1.xml', '<pivotTableDefinition xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
    writeFileSync(path, await zip.generateAsync({ type: 'nodebuffer' }));
    const bytes = readFileSync(path);

    const c = capture();
    const out = join(dir, 'charted-ranked.xlsx');
    expect(await run(['rank', path, '--regulation', REGULATION, '--out', out], c.io)).toBe(0);
    expect(c.err).toContain(
      `${out}: warning cli/copy-loses-parts: the copy of charted.xlsx lacks its charts, pivot tables: the command line writes workbooks without them (every cell, style, name and note is kept; the input file is unchanged)`,
    );
    const written = await JSZip.loadAsync(readFileSync(out));
    expect(Object.keys(written.files).filter((f) => f.startsWith('xl/charts/') || f.startsWith('xl/pivotTables/'))).toEqual([]);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('says nothing of the kind for a workbook of cells only', async () => {
    const c = capture();
    expect(await run(['rank', input, '--regulation', REGULATION, '--out', join(dir, 'plain-ranked.xlsx')], c.io)).toBe(0);
    expect(c.err.filter((line) => line.includes('cli/copy-loses-parts'))).toEqual([]);
  });
});

describe('what is refused', () => {
  it('never writes over its input: --out equal to the input exits 1 and leaves the file as it was', async () => {
    const path = join(dir, 'same.xlsx');
    await writeUserWorkbook(path);
    const bytes = readFileSync(path);
    const c = capture();
    expect(await run(['rank', path, '--regulation', REGULATION, '--out', path], c.io)).toBe(1);
    expect(c.err[0]).toBe(`--out ${path} is the input: Regula never overwrites your file; write to another name`);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('never replaces a sheet Regula did not write: exits 1, writes nothing', async () => {
    const path = join(dir, 'foreign.xlsx');
    await writeUserWorkbook(path, 'Regula Standings');
    const c = capture();
    const out = join(dir, 'foreign-ranked.xlsx');
    expect(await run(['rank', path, '--regulation', REGULATION, '--out', out, '--quiet'], c.io)).toBe(1);
    expect(withoutFixes(c.err)).toEqual([
      `${out}: error cli/not-regula-sheet: not written: the workbook has a sheet "Regula Standings" that Regula did not write; rename it, then run again`,
    ]);
    expect(existsSync(out)).toBe(false);
  });
});
