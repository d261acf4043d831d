import { beforeEach, describe, expect, it } from 'vitest';
import { EXCEL_MAX_CELL_TEXT, EXCEL_MAX_ROWS, planNewSheet, planWrite, type WriteOperation, type WritePlan } from '../../io';
import { readSavedRegulation, writeRun } from '../../addin/excel/workbook-gateway';
import { CHUNK_BUDGET, chunkOperations, payloadBytes } from '../../addin/output/requests';
import { HostError } from '../../addin/excel/host-issues';
import { FakeWorkbook } from '../../addin/demo/fake-workbook';
import { install, REGULATION, run, vcfWorkbook } from './support';

// The fake Excel refuses what Excel refuses (RichApi "InvalidArgument"): a sheet name Excel's
// rename rules refuse, a range past the grid's 1,048,576 rows or 16,384 columns, a text over a
// cell's 32,767 characters, a bad table name — so a plan that breaches a limit fails here as it
// would in Excel, and the plans Regula makes (io/workbook) pass.

const range = (sheet: string, row: number, column: number, rows: number, columns: number) => ({ sheet, row, column, rows, columns });
const raw = (...operations: WriteOperation[]): WritePlan => ({ replaces: [], operations, warnings: [] });

async function refusal(plan: WritePlan): Promise<{ code: string; detail: string | undefined }> {
  const error: unknown = await writeRun(plan).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HostError);
  return { code: (error as HostError).issue.code, detail: (error as HostError).issue.detail };
}

describe('the fake Excel holds a write to Excel’s limits', () => {
  beforeEach(() => install(new FakeWorkbook({ Crosstable: [['No', 'Name']] })));

  it('refuses the sheet names Excel refuses', async () => {
    for (const name of ['History', 'history', "'Open", "Open'", 'a/b', 'x'.repeat(32), ' '])
      expect((await refusal(raw({ kind: 'add-sheet', sheet: name }))).code, name).toBe('host/InvalidArgument');
  });

  it('refuses a range past the last row or column, and a text longer than a cell', async () => {
    const beyond = [range('Crosstable', 1_048_576, 1, 2, 1), range('Crosstable', 1, 16_384, 1, 2)];
    for (const r of beyond)
      expect(
        (await refusal(raw({ kind: 'values', range: r, values: Array.from({ length: r.rows }, () => Array(r.columns).fill(1)) }))).code,
      ).toBe('host/InvalidArgument');
    const long = await refusal(
      raw({ kind: 'values', range: range('Crosstable', 2, 2, 1, 1), values: [['x'.repeat(EXCEL_MAX_CELL_TEXT + 1)]] }),
    );
    expect(long).toEqual({ code: 'host/InvalidArgument', detail: expect.stringContaining('32768 characters for one cell') as string });
    // A cell of exactly 32,767 characters, and one of them behind the apostrophe that keeps text as text, are taken.
    await writeRun(
      raw({
        kind: 'values',
        range: range('Crosstable', 2, 2, 1, 2),
        values: [['x'.repeat(EXCEL_MAX_CELL_TEXT), `'${'1'.repeat(EXCEL_MAX_CELL_TEXT)}`]],
      }),
    );
  });

  it('refuses a table name Excel refuses', async () => {
    const table = (name: string) => raw({ kind: 'table', range: range('Crosstable', 1, 1, 1, 2), name });
    expect((await refusal(table('T'.repeat(256)))).code).toBe('host/InvalidArgument');
    expect((await refusal(table('Has space'))).code).toBe('host/InvalidArgument');
    await writeRun(table('T'.repeat(255)));
  });
});

describe('the add-in keeps within Excel’s limits', () => {
  let book: FakeWorkbook;
  beforeEach(() => {
    book = vcfWorkbook();
  });

  it('writes a regulation of a 40,000-character name and line: the header cut and said, the regulation saved exactly', async () => {
    const name = 'K-12 '.repeat(8_000);
    const text = REGULATION.replace('"VCF K-12"', `"${name}"`).replace('rules fide-2026', `# ${'y'.repeat(40_000)}\nrules fide-2026`);
    const report = await run({ regulationText: text });
    expect(report.result.stopped).toBeUndefined();
    expect(report.written?.sheets).toEqual(['Regula Standings', 'Regula Audit']);
    const header = book.cell('Regula Standings', 3, 2)!.value as string;
    expect(header.length).toBeLessThanOrEqual(EXCEL_MAX_CELL_TEXT);
    expect(header).toMatch(/ … \[\d,\d{3} more characters cut: an Excel cell holds 32,767\]$/);
    expect(report.notes).toContain(
      "'Regula Standings'!B3: a text longer than the 32,767 characters an Excel cell holds is cut; the cell ends with a mark saying how many characters are missing (the command line's --format json gives it whole)",
    );
    expect(await readSavedRegulation()).toBe(text);
  });

  it('writes an audit longer than a sheet down to its last row, which says how many rows are left out', async () => {
    const audit = [['No'], ...Array.from({ length: EXCEL_MAX_ROWS + 1_000 }, (_, i) => [i + 1])];
    const plan = planWrite({
      sheets: [{ name: 'Regula Audit', blocks: [{ name: 'audit', cells: audit, table: true }] }],
      regulationText: undefined,
      existingSheets: book.sheets.map((s) => s.name),
    });
    await writeRun(plan);
    expect(book.usedRange('Regula Audit')).toEqual({ row: 1, column: 1, rows: EXCEL_MAX_ROWS, columns: 1 });
    expect(book.cell('Regula Audit', EXCEL_MAX_ROWS, 1)?.value).toMatch(
      /^Rows left out: 1,005 rows of the audit table, after row 1,048,574/,
    );
    // Without the cut, Excel (and so the fake) refuses the write.
    const uncut = planWrite({ sheets: [], regulationText: undefined, existingSheets: [] });
    uncut.operations.push({
      kind: 'values',
      range: { sheet: 'Regula Audit', row: 3, column: 1, rows: audit.length, columns: 1 },
      values: audit,
    });
    expect((await refusal(uncut)).code).toBe('host/InvalidArgument');
  }, 300_000);

  it('keeps text that begins with an apostrophe, which Excel takes as the mark of text (a name, a piece of a long line)', async () => {
    const text = `regulation "'t Hart Open"\n# ${"'".repeat(35_000)}\n'quoted\nrules fide-2026\n`;
    await writeRun(planWrite({ sheets: [], regulationText: text, existingSheets: book.sheets.map((s) => s.name) }));
    expect(book.cell('Regulation', 3, 1)?.value).toBe(`regulation "'t Hart Open"`);
    expect(book.cell('Regulation', 5, 1)?.value).toBe("'".repeat(3_002));
    expect(await readSavedRegulation()).toBe(text);
  });

  it('brings in a file whose row is longer than a request: in pieces of columns, each under the budget', async () => {
    const row = Array.from({ length: 200 }, (_, c) => `${c} ${'z'.repeat(30_000)}`);
    const { sheet, plan } = planNewSheet(
      'Wide file',
      [['No', 'Name'], row],
      book.sheets.map((s) => s.name),
    );
    const chunks = chunkOperations(plan.operations).filter((op) => op.kind === 'values');
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(payloadBytes(chunk)).toBeLessThanOrEqual(CHUNK_BUDGET);
    await writeRun(plan);
    expect(book.cell(sheet, 2, 200)?.value).toBe(row[199]);
    expect(book.requests.every((bytes) => bytes < 5 * 1024 * 1024)).toBe(true);
  });
});
