/**
 * Hostile and broken inputs end in a located answer — exit 1 with the file, the part, what was
 * found and the bound, or exit 0 with a located warning — never exit 2, an abort, or damage read
 * as valid (docs/inputs.md "Bounds"). The files are made here, in a temporary folder removed at
 * the end (test/support/hostile-inputs.ts): a sheet inflating to 100 MB, a lying zip directory, a
 * part whose checksum does not match, a cell of 1 MB of text, 2 million shared strings, a sheet of 379,000 empty rows within the byte bounds (20 MB),
 * far cells, a missing or cut first sheet, a chess-results export cut inside its last row, and
 * TRF start dates that are not dates. Time is bench/hostile-inputs.ts's to measure.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture, withoutFixes } from '../../support/cli';
import {
  CROSSTABLE_CSV,
  crosstableCells,
  cutCsv,
  HOSTILE_WORKBOOKS,
  longCell,
  sharedStringsBomb,
  trfWithStartDate,
  zipBomb,
} from '../../support/hostile-inputs';
import { emptyRowsXml, rowsXml, writeHostileXlsx } from '../../support/hostile-xlsx';

const dir = mkdtempSync(join(tmpdir(), 'regula-read-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rank(...args: string[]) {
  const c = capture();
  const code = await run(['rank', ...args], c.io);
  return { code, err: withoutFixes(c.err).join('\n'), out: c.out.join('\n') };
}

const workbook = (name: string) => HOSTILE_WORKBOOKS.find((c) => c.name === name)!.make(dir);

describe('zip bombs and damaged packages: refused from the zip directory or at the declared size', () => {
  it('a 100 MB sheet (its directory honest): refused before anything is inflated, naming the sheet, its part and the bound', async () => {
    const path = await zipBomb('bomb', 100 * 1024 * 1024).make(dir);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      `${path}: error cli/workbook-too-large: the sheet 'Crosstable' (its part xl/worksheets/sheet1.xml) inflates to 100 MB (its zip directory says): Regula reads parts of at most 64 MB, 128 MB in all`,
    );
  }, 300_000);

  it('a directory that declares 4 KB for a sheet that inflates further: stopped one byte past it', async () => {
    const path = await zipBomb('liar', 2 * 1024 * 1024, 4096).make(dir);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      "error cli/bad-workbook: the workbook is damaged: the sheet 'Crosstable' (its part xl/worksheets/sheet1.xml) inflates to more than the 4096 bytes its zip directory declares (a zip bomb, or damage)",
    );
  });

  it('a part whose CRC-32 does not match: damage, never read as valid', async () => {
    const path = join(dir, 'crc.xlsx');
    await writeHostileXlsx(path, [{ name: 'Crosstable', rows: () => rowsXml(crosstableCells()) }]);
    const bytes = readFileSync(path);
    // The sheet's directory entry (its name stands 46 bytes in; the last copy of the name is the directory's): its CRC-32 at +16, one bit changed.
    const entry = bytes.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    bytes.writeUInt8(bytes.readUInt8(entry + 16) ^ 1, entry + 16);
    writeFileSync(path, bytes);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(1);
    expect(result.err).toContain("the sheet 'Crosstable' (its part xl/worksheets/sheet1.xml) does not match its checksum (CRC-32)");
  });

  it('a cell of 1 MB of text (Excel holds 32,767 characters): refused before exceljs builds it', async () => {
    const path = await longCell('long-cell', 1024 * 1024).make(dir);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /error cli\/workbook-too-large: the sheet 'Crosstable' \(its part xl\/worksheets\/sheet1\.xml\) holds a text of more than 327,670 bytes \(from byte [\d,]+\): longer than the 32,767 characters Excel holds in a cell/,
    );
  });

  it('2,000,000 shared strings beside a small crosstable (a 217 KB file): refused by the elements exceljs would parse', async () => {
    const path = await sharedStringsBomb('strings', 2_000_000).make(dir);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `${path}: error cli/workbook-too-large: the part xl/sharedStrings.xml holds 4,000,001 elements (4,000,013 in the parts beside the sheets): Regula reads workbooks of at most 250,000 elements beside the sheets' rows and cells`,
    );
  });

  it('a cell of 300,000 characters (within the bound): read, and quoted in a message by its first 200', async () => {
    const path = await longCell('long-cell-within', 300_000).make(dir);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(0);
    expect(result.err).toContain(
      `'Crosstable'!B9: warning grid/skipped-row: Row skipped: found '${'x'.repeat(200)}…' (300,000 characters) below a blank row`,
    );
    expect(result.err.length).toBeLessThan(2000);
  });

  it('379,000 empty rows within the byte bounds (20 MB): refused by the rows and cells exceljs would make', async () => {
    const path = join(dir, 'rows.xlsx');
    await writeHostileXlsx(path, [
      {
        name: 'Crosstable',
        rows: function* () {
          yield* rowsXml(crosstableCells());
          yield* emptyRowsXml(100, 20 * 1024 * 1024);
        },
      },
    ]);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /error cli\/workbook-too-large: the sheet 'Crosstable' \(its part xl\/worksheets\/sheet1\.xml\) holds 379,084 cells in 379,007 rows: Regula reads workbooks of at most 250,000 rows and cells/,
    );
  }, 120_000);
});

describe('far cells: read from the cells that exist', () => {
  it('one cell at XFD1048576 beside the crosstable: ranked, with the warning of the columns not read', async () => {
    const result = await rank(await workbook('far-cell-crosstable'), '--criteria', 'PTS', '--format', 'csv');
    expect(result.code).toBe(0);
    expect(result.err).toContain("'Crosstable'!AMK1: warning grid/too-wide: Cells right of column AMJ are not read");
    expect(result.out.split('\n')[1]).toBe('1,3,"Brown, Bjorn",2026,4,PTS');
  });

  it('a line at A1048576 of the Regulation sheet: the regulation is too large, said at once', async () => {
    const result = await rank(await workbook('far-cell-regulation'));
    expect(result.code).toBe(1);
    expect(result.err).toContain("'Regulation':1:1: error dsl/too-large: This file is 1025 KB: a regulation may be at most 256 KB");
  });
});

describe('a first sheet that cannot be read is never passed over for the next one in silence', () => {
  for (const [name, damage] of [
    ['dangling-first-sheet', 'its part xl/worksheets/sheet1.xml is missing from the file'],
    ['damaged-first-sheet', 'its part xl/worksheets/sheet1.xml stops before the end of the sheet (cut off or damaged)'],
  ] as const) {
    it(`${name}: exit 1 without --sheet; with --sheet naming the other, ranked with a warning at the damaged sheet`, async () => {
      const path = await workbook(name);
      const refused = await rank(path, '--criteria', 'PTS');
      expect(refused.code).toBe(1);
      expect(refused.err).toBe(
        `${path}: error cli/damaged-sheet: the sheet 'Open': ${damage}: Regula does not rank another sheet in its place; repair the workbook in Excel (it offers to when it opens it), or name the sheet to read with --sheet`,
      );
      const named = await rank(path, '--criteria', 'PTS', '--sheet', 'Rapid');
      expect(named.code).toBe(0);
      expect(named.err).toContain(
        `'Open'!A1: warning cli/damaged-sheet: the sheet 'Open': ${damage}: not read, nor kept in a copy written with --out (--sheet names another)`,
      );
    });
  }
});

describe('damage read as valid no more', () => {
  it('a chess-results export cut inside its last row: a warning at the cell that may be cut', async () => {
    const path = join(dir, 'cut.csv');
    writeFileSync(path, cutCsv());
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.code).toBe(0);
    expect(result.err).toContain(
      "'cut'!I29: warning grid/cut-off: The file ends inside row 29, without a line break, at column I while its widest row reaches column J: it looks cut off (a download or a copy that stopped). 'cut'!I29 '-' may be cut too, J29 is read as an empty cell, and any rows after it are missing.",
    );
  });

  it('rows shorter than the header inside a file that ends with a line break (Excel leaves trailing empty cells out): no warning', async () => {
    const path = join(dir, 'trimmed.csv');
    const lines = CROSSTABLE_CSV.trimEnd().split('\n');
    writeFileSync(path, `${lines.map((l, i) => (i === 4 ? l.replace(/,2½,4$/, '') : l)).join('\n')}\n`);
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.err).not.toContain('grid/cut-off');
  });

  for (const date of ['9999/99/99', '0000/00/00', '2026/02/30', '31.12.1899'])
    it(`a TRF start date ${date}: a warning at 042, and it chooses no edition (the newest is said to be used, and why)`, async () => {
      const path = join(dir, `date-${date.replace(/\W/g, '')}.trf`);
      writeFileSync(path, trfWithStartDate(date));
      const result = await rank(path, '--criteria', 'PTS');
      expect(result.code).toBe(0);
      expect(result.err).toContain(
        `${path}:4:5: warning trf/bad-date: found "${date}" as the start date (042), expected a day of the calendar written YYYY/MM/DD; it is not read as a date (it chooses no rules edition)`,
      );
      expect(result.err).toContain(
        `note: rules fide-2026 (the newest: the file's start date "${date}" is not a date, so it chooses none); --edition overrides`,
      );
    });

  it('a TRF start date that is a date still chooses the edition in force on it', async () => {
    const path = join(dir, 'date-ok.trf');
    writeFileSync(path, trfWithStartDate('2024/02/29'));
    const result = await rank(path, '--criteria', 'PTS');
    expect(result.err).not.toContain('trf/bad-date');
    expect(result.err).toContain('note: rules fide-2023 (in force on the start date 2024/02/29)');
  });
});
