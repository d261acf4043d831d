import { describe, expect, it } from 'vitest';
import {
  EXCEL_MAX_CELL_TEXT,
  EXCEL_MAX_COLUMNS,
  EXCEL_MAX_ROWS,
  excelSheetName,
  fitCellText,
  freeSheetName,
  planNewSheet,
  planWrite,
  REGULATION_PIECE,
  regulationSheetRows,
  regulationText,
  sectionSheetName,
  sheetNameProblem,
  type OutputSheet,
  type WriteOperation,
  auditBlock,
  auditScope,
  auditTable,
} from '../../../../io';
import { DEFAULT_UNPLAYED_OPTIONS, evaluate, parseCriterionSpecifier, type CriterionSpec } from '../../../../engine';
import { generateSwiss } from '../../../support/generate-crosstable';

// Excel's limits (Microsoft, "Excel specifications and limits": 1,048,576 rows by 16,384
// columns, 32,767 characters in a cell; "Rename a worksheet": a sheet name is not blank, has
// at most 31 characters, none of : \ / ? * [ ], no apostrophe first or last, and is not
// History) kept by the write plan both doors carry out.

type Values = Extract<WriteOperation, { kind: 'values' }>;
const valuesOn = (ops: readonly WriteOperation[], sheet: string) =>
  ops.filter((op): op is Values => op.kind === 'values' && op.range.sheet === sheet);
const lastRow = (op: Values) => op.range.row + op.range.rows - 1;

describe("Excel's sheet names", () => {
  it('refuses what Excel refuses, and says why', () => {
    for (const name of ['', '  ', 'History', 'HISTORY', "'Open", "Open'", 'A/B', 'A:B', 'A[1]', 'Who?', 'x'.repeat(32)])
      expect(sheetNameProblem(name), name).toBeDefined();
    for (const name of ['Open', "O'Brien", 'History 2024', 'Under 2300-Unrated', 'x'.repeat(31), 'Ünïcödé 🙂'])
      expect(sheetNameProblem(name), name).toBeUndefined();
    expect(sheetNameProblem('History')).toBe('Excel keeps the sheet name History for itself');
  });

  it('makes a name Excel takes, leaving one it takes as it is', () => {
    expect(excelSheetName('Open', '-', 'Section')).toBe('Open');
    expect(excelSheetName('Under 2300/Unrated', '-', 'Section')).toBe('Under 2300-Unrated');
    expect(excelSheetName("'Open'", '-', 'Section')).toBe('Open');
    expect(excelSheetName('History', '-', 'Section')).toBe('History-');
    expect(excelSheetName("''", '-', 'Section')).toBe('Section');
    // Cut to 31 code units, never inside a surrogate pair.
    const emoji = `${'x'.repeat(30)}🙂🙂`;
    expect(excelSheetName(emoji, '-', 'Section')).toBe('x'.repeat(30));
    for (const wanted of ['a'.repeat(40), "x'".repeat(20), '[History]', '?', ' / '])
      expect(sheetNameProblem(excelSheetName(wanted, '-', 'Section')), wanted).toBeUndefined();
  });

  it("gives a section's sheet and a file brought in a name Excel takes", () => {
    expect(sectionSheetName('History')).toBe('History-');
    expect(sectionSheetName(" 'Open' ")).toBe('Open');
    expect(freeSheetName('History', [])).toBe('History data');
    expect(freeSheetName("'quoted'.csv", [])).toBe("quoted'.csv");
    // Numbered when taken: cut to make room for " (2)", and no apostrophe left last by the cut.
    const wanted = `${'y'.repeat(26)}'zzzz`;
    expect(freeSheetName(wanted, [wanted])).toBe(`${'y'.repeat(26)} (2)`);
    const { sheet, plan } = planNewSheet('History', [['No', 'Name']], []);
    expect(sheet).toBe('History data');
    expect(plan.warnings).toEqual([
      {
        code: 'workbook/sheet-name-changed',
        message: '"History" is not a name Excel takes for a sheet: the cells are on sheet "History data"',
      },
    ]);
  });
});

describe("a cell's 32,767 characters", () => {
  it('cuts longer text with a mark saying how much is missing, within 32,766 (room for the apostrophe)', () => {
    const name = 'N'.repeat(40_000);
    const cut = fitCellText(name);
    expect(cut.length).toBeLessThanOrEqual(EXCEL_MAX_CELL_TEXT - 1);
    const kept = cut.indexOf(' … [');
    expect(cut.slice(kept)).toBe(` … [${(40_000 - kept).toLocaleString('en-US')} more characters cut: an Excel cell holds 32,767]`);
    expect(fitCellText('short')).toBe('short');
    expect(fitCellText('x'.repeat(EXCEL_MAX_CELL_TEXT))).toBe('x'.repeat(EXCEL_MAX_CELL_TEXT));
    // Never half a surrogate pair.
    const pairs = fitCellText('🙂'.repeat(20_000));
    expect(pairs.slice(0, pairs.indexOf(' … ['))).toMatch(/^(🙂)+$/u);
  });

  it('cuts a long name in every sheet the plan writes, and says so once per sheet with the first cell', () => {
    const long = `Sørensen ${'x'.repeat(39_991)}`;
    const plan = planWrite({
      sheets: [
        sheet('Regula Standings', [
          ['Place', 'Name'],
          [1, long],
          [2, long],
          [3, 'Adams'],
        ]),
      ],
      regulationText: undefined,
      existingSheets: [],
      result: {
        range: { sheet: 'Crosstable', row: 1, column: 5, rows: 2, columns: 2 },
        values: [
          ['Rank', 'Note'],
          [1, long],
        ],
      },
    });
    for (const op of plan.operations)
      if (op.kind === 'values')
        for (const row of op.values)
          for (const v of row) if (typeof v === 'string') expect(v.length).toBeLessThanOrEqual(EXCEL_MAX_CELL_TEXT);
    const table = valuesOn(plan.operations, 'Regula Standings').find((op) => op.values[0]?.[0] === 'Place')!;
    expect(table.values[1]![1]).toMatch(/^Sørensen x+ … \[\d{1,2},\d{3} more characters cut: an Excel cell holds 32,767\]$/);
    expect(plan.warnings.map((w) => w.code)).toEqual(['workbook/text-cut', 'workbook/text-cut']);
    expect(plan.warnings[0]!.message).toMatch(
      /^'Regula Standings': 2 texts longer than the 32,767 characters an Excel cell holds are cut, the first at 'Regula Standings'!B4;/,
    );
    expect(plan.warnings[1]!.message).toMatch(/^'Crosstable'!F2: a text longer than the 32,767 characters/);
  });
});

describe("a sheet's 1,048,576 rows", () => {
  it('cuts the audit below the last row, which says how many rows are left out and where they all are', () => {
    const rows = EXCEL_MAX_ROWS + 500_000;
    const audit: (string | number)[][] = [['No', 'Name'], ...Array.from({ length: rows - 1 }, (_, i) => [i + 1, 'p'])];
    const plan = planWrite({
      sheets: [
        {
          name: 'Regula Audit',
          blocks: [
            { name: 'header', cells: [['Regulation', 'Test']], table: false },
            { name: 'audit', cells: audit, table: true, whole: 'Ask regula report.' },
          ],
        },
      ],
      regulationText: undefined,
      existingSheets: [],
    });
    const ops = valuesOn(plan.operations, 'Regula Audit');
    expect(ops.reduce((last, op) => Math.max(last, lastRow(op)), 0)).toBe(EXCEL_MAX_ROWS);
    const note = ops.at(-1)!;
    expect(note.range.row).toBe(EXCEL_MAX_ROWS);
    // The header block is rows 3 (A1 the mark, row 2 empty); the audit from row 5 to 1,048,574.
    const table = ops.find((op) => op.values[0]?.[0] === 'No')!;
    expect(table.range.row).toBe(5);
    expect(lastRow(table)).toBe(EXCEL_MAX_ROWS - 2);
    const kept = table.range.rows;
    expect(note.values).toEqual([
      [
        `Rows left out: ${(rows - kept).toLocaleString('en-US')} rows of the audit table, after row 1,048,574 — an Excel sheet holds 1,048,576 rows. Ask regula report.`,
      ],
    ]);
    const tableOp = plan.operations.find((op) => op.kind === 'table') as Extract<WriteOperation, { kind: 'table' }>;
    expect(tableOp.range.row + tableOp.range.rows - 1).toBe(EXCEL_MAX_ROWS - 2);
    expect(plan.warnings).toEqual([
      {
        code: 'workbook/rows-left-out',
        message: `'Regula Audit': ${(rows - kept).toLocaleString('en-US')} rows of the audit table are left out (an Excel sheet holds 1,048,576 rows); the sheet's last row says so and where they all are`,
      },
    ]);
  });

  it('counts the rows an audit did not build because no sheet holds them', () => {
    const plan = planWrite({
      sheets: [{ name: 'Regula Audit', blocks: [{ name: 'audit', cells: [['No'], [1], [2]], table: true, beyond: 2_000_000 }] }],
      regulationText: undefined,
      existingSheets: [],
    });
    const ops = valuesOn(plan.operations, 'Regula Audit');
    expect(ops.map((op) => [op.range.row, op.range.rows])).toEqual([
      [1, 1],
      [3, 3],
      [7, 1],
    ]);
    expect(ops[2]!.values[0]![0]).toMatch(/^Rows left out: 2,000,000 rows of the audit table, after row 5 — /);
    expect(plan.warnings.map((w) => w.code)).toEqual(['workbook/rows-left-out']);
  });

  it('builds an audit no longer than a sheet holds, and counts the rest', () => {
    const event = evaluate(generateSwiss({ players: 30, rounds: 5, seed: 3 }), {
      name: 't',
      edition: 'fide-2026',
      unplayed: DEFAULT_UNPLAYED_OPTIONS,
      tiebreaks: ['BH', 'SB'].map((t) => (parseCriterionSpecifier(t) as { ok: true; spec: CriterionSpec }).spec),
      after: { kind: 'shared' },
    });
    const whole = auditBlock(event);
    const { cells, beyond } = auditTable(event, 'Name', auditScope(event), 100);
    expect(cells).toEqual(whole.slice(0, 100));
    expect(beyond).toBe(whole.length - 100);
  });

  it('leaves a sheet that fits as it was', () => {
    const cells = [['No'], ...Array.from({ length: 10 }, (_, i) => [i])];
    const plan = planWrite({ sheets: [sheet('Regula Audit', cells)], regulationText: undefined, existingSheets: [] });
    expect(plan.warnings).toEqual([]);
    expect(valuesOn(plan.operations, 'Regula Audit').map((op) => op.values.length)).toEqual([1, 11]);
  });
});

describe("a sheet's 16,384 columns", () => {
  it('cuts a block at column XFD, and does not write a result block that would begin past it', () => {
    const wide = [Array.from({ length: EXCEL_MAX_COLUMNS + 10 }, (_, c) => `c${c}`)];
    const plan = planWrite({
      sheets: [{ name: 'Regula Teams', blocks: [{ name: 'wide', cells: wide, table: false }] }],
      regulationText: undefined,
      existingSheets: [],
      result: {
        range: { sheet: 'Crosstable', row: 1, column: EXCEL_MAX_COLUMNS + 1, rows: 1, columns: 3 },
        values: [['Rank', 'Pts', 'By']],
      },
    });
    const block = valuesOn(plan.operations, 'Regula Teams').at(-1)!;
    expect(block.range.columns).toBe(EXCEL_MAX_COLUMNS);
    expect(block.values[0]).toHaveLength(EXCEL_MAX_COLUMNS);
    expect(valuesOn(plan.operations, 'Crosstable')).toEqual([]);
    expect(plan.operations.some((op) => op.kind === 'add-name')).toBe(false);
    expect(plan.warnings.map((w) => w.code)).toEqual(['workbook/columns-left-out', 'workbook/no-room-for-results']);
    expect(plan.warnings[0]!.message).toBe("'Regula Teams': 10 columns past column XFD (the 16,384th, Excel's last) are left out");
  });
});

describe('table names', () => {
  it('are unique ignoring case and at most 255 characters', () => {
    const long = 'G'.repeat(300);
    const plan = planWrite({
      sheets: [
        {
          name: 'Regula Grand Prix',
          blocks: [
            { name: 'GP-1', cells: [['a'], [1]], table: true },
            { name: 'GP 1', cells: [['a'], [1]], table: true },
            { name: long, cells: [['a'], [1]], table: true },
            { name: `${long}x`, cells: [['a'], [1]], table: true },
          ],
        },
      ],
      regulationText: undefined,
      existingSheets: [],
    });
    const names = plan.operations.flatMap((op) => (op.kind === 'table' ? [op.name] : []));
    expect(names.slice(0, 2)).toEqual(['RegulaGrandPrixGP1', 'RegulaGrandPrixGP12']);
    expect(names[2]).toHaveLength(255);
    expect(names[3]).toHaveLength(255);
    expect(names[3]).not.toBe(names[2]);
  });
});

describe('the Regulation sheet', () => {
  it('splits a line longer than a cell over rows and reads it back exactly', () => {
    const long = `# ${'Tie-breaks and more. '.repeat(3_000)}`;
    const text = `regulation "Long"\n${long}\nrules fide-2026\n`;
    const rows = regulationSheetRows(text);
    for (const row of rows) expect(String(row[0] ?? '').length).toBeLessThanOrEqual(REGULATION_PIECE + 1);
    expect(rows.filter((row) => row[1] === 'continued on the next row: an Excel cell holds 32,767 characters')).toHaveLength(1);
    expect(regulationText(rows.map((row) => row[0] ?? null))).toBe(text);
  });

  it('keeps exactly a line of a full cell, one that ends on a pair, and one past three cells, with the history beside', () => {
    for (const line of [
      'a'.repeat(REGULATION_PIECE),
      `${'b'.repeat(REGULATION_PIECE - 1)}🙂tail`,
      'c'.repeat(3 * REGULATION_PIECE + 5),
      `${'d'.repeat(REGULATION_PIECE)}\n\n`,
    ]) {
      const text = `regulation "Long"\n${line}\nrules fide-2026\n`;
      const history = [{ ranAt: '2026-11-30T12:00:00Z', round: 3, previous: 'PTS, BH', next: 'PTS, SB' }];
      const rows = regulationSheetRows(text, history);
      for (const row of rows) expect(String(row[0] ?? '').length).toBeLessThanOrEqual(REGULATION_PIECE + 1);
      expect(regulationText(rows.map((row) => row[0] ?? null))).toBe(text.replace(/\n+$/, '\n'));
    }
  });

  it('goes through the plan without a cut', () => {
    const text = `regulation "Long"\n# ${'x'.repeat(40_000)}\n`;
    const plan = planWrite({ sheets: [], regulationText: text, existingSheets: [] });
    expect(plan.warnings).toEqual([]);
    const op = valuesOn(plan.operations, 'Regulation')[0]!;
    expect(regulationText(op.values.map((row) => row[0] ?? null))).toBe(text);
  });
});

function sheet(name: string, cells: (string | number | null)[][]): OutputSheet {
  return { name, blocks: [{ name: 'standings', cells, table: true }] };
}
