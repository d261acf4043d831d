import { describe, expect, it } from 'vitest';
import { planChangedCells, sheetImages, type OutputCell, type SheetImage, type WriteOperation, type WritePlan } from '../../../../io';
import { alignAuditRows, alignByPosition, NEW_ROW } from '../../../../io/workbook/row-alignment';
import { sheetChanges } from '../../../../io/workbook/changed-cells';

const KEY = { participant: 0, criterion: 2 };
/** Audit data rows: [No, Name, Criterion, Value, Round]. */
const row = (no: number, criterion: string, round: number, value = 1): OutputCell[] => [no, `P${no}`, criterion, value, round];

describe('the Audit rows aligned by key', () => {
  it('keeps every row of an unchanged audit', () => {
    const rows = [row(1, 'BH', 1), row(1, 'BH', 2), row(1, 'SB', 1), row(2, 'BH', 1)];
    expect([...alignAuditRows(rows, rows, KEY)!]).toEqual([0, 1, 2, 3]);
  });

  it('inserts a contribution at the end of its criterion and keeps the rows after it', () => {
    const old = [row(1, 'BH', 1), row(1, 'SB', 1), row(2, 'BH', 1)];
    const next = [row(1, 'BH', 1), row(1, 'BH', 2), row(1, 'SB', 1), row(2, 'BH', 1)];
    expect([...alignAuditRows(old, next, KEY)!]).toEqual([0, NEW_ROW, 1, 2]);
  });

  it('aligns the criteria of a changed list by their common order, and participants by No', () => {
    const old = [row(1, 'BH', 1), row(1, 'SB', 1), row(1, 'DE', 1), row(3, 'BH', 1), row(3, 'SB', 1), row(3, 'DE', 1)];
    // SB taken out, WIN put in after DE; participant 2 new, participant 3 kept.
    const next = [row(1, 'BH', 1), row(1, 'DE', 1), row(1, 'WIN', 1), row(2, 'BH', 1), row(3, 'BH', 1), row(3, 'DE', 1), row(3, 'WIN', 1)];
    expect([...alignAuditRows(old, next, KEY)!]).toEqual([0, 2, NEW_ROW, NEW_ROW, 3, 5, NEW_ROW]);
  });

  it('finds no alignment when the rows are not in order: No falling, a criterion twice for one participant, a No not a number', () => {
    expect(alignAuditRows([row(2, 'BH', 1), row(1, 'BH', 1)], [row(1, 'BH', 1)], KEY)).toBeUndefined();
    expect(alignAuditRows([row(1, 'BH', 1), row(1, 'SB', 1), row(1, 'BH', 2)], [row(1, 'BH', 1)], KEY)).toBeUndefined();
    expect(alignAuditRows([['1', 'P1', 'BH', 1, 1]], [row(1, 'BH', 1)], KEY)).toBeUndefined();
  });

  it('aligns other tables by position', () => {
    expect([...alignByPosition(3, 5)]).toEqual([0, 1, 2, NEW_ROW, NEW_ROW]);
  });
});

/** A sheet as planWrite makes it: the mark, then one table block at row 3. */
function tableSheet(header: OutputCell[], rows: OutputCell[][], formats?: string[]): SheetImage {
  const sheet = 'Regula Audit';
  const range = { sheet, row: 3, column: 1, rows: rows.length + 1, columns: header.length };
  const ops: WriteOperation[] = [
    { kind: 'add-sheet', sheet },
    { kind: 'values', range: { sheet, row: 1, column: 1, rows: 1, columns: 1 }, values: [['mark']] },
    { kind: 'values', range, values: [header, ...rows], ...(formats && { columnFormats: formats }) },
    { kind: 'header-style', range: { ...range, rows: 1 } },
    { kind: 'table', range, name: 'RegulaAudit' },
    { kind: 'autofit', range },
  ];
  return sheetImages({ operations: ops }).get(sheet)!;
}

const HEADER: OutputCell[] = [
  'No',
  'Name',
  'Criterion',
  'Value',
  'Round',
  'Opponent',
  'Opponent value',
  'Scored',
  'Contribution',
  'Counted',
  'Note',
];
const audit = (no: number, criterion: string, round: number, value: number): OutputCell[] => [
  no,
  `P${no}`,
  criterion,
  value,
  round,
  null,
  null,
  null,
  value,
  'yes',
  null,
];

describe('the steps from one write of a sheet to the next', () => {
  it('writes the changed cells of kept rows in one rectangle per run of rows, null for the cells inside it that stay', () => {
    const old = tableSheet(HEADER, [audit(1, 'BH', 1, 2), audit(1, 'BH', 2, 2), audit(2, 'BH', 1, 3)]);
    const next = tableSheet(HEADER, [audit(1, 'BH', 1, 2.5), audit(1, 'BH', 2, 2.5), audit(2, 'BH', 1, 3)]);
    expect(sheetChanges(old, next)).toEqual([
      {
        kind: 'values',
        range: { sheet: 'Regula Audit', row: 4, column: 4, rows: 2, columns: 6 },
        values: [
          [2.5, null, null, null, null, 2.5],
          [2.5, null, null, null, null, 2.5],
        ],
      },
      next.decor[2],
    ]);
  });

  it('inserts rows above a row of the table, never below it: the last new row keeps the last old one', () => {
    const formats = HEADER.map(() => 'General');
    const old = tableSheet(HEADER, [audit(1, 'BH', 1, 2), audit(2, 'BH', 1, 3)], formats);
    const next = tableSheet(HEADER, [audit(1, 'BH', 1, 2), audit(2, 'BH', 1, 3), audit(3, 'BH', 1, 1)], formats);
    const steps = sheetChanges(old, next)!;
    expect(steps[0]).toEqual({ kind: 'insert-rows', sheet: 'Regula Audit', row: 5, count: 1 });
    // Row 5 (inserted) gets participant 2's row, row 6 (participant 2's old row) participant 3's; the inserted row plainly styled.
    expect(steps[1]).toMatchObject({ kind: 'values', range: { row: 5, rows: 2, column: 1, columns: 11 }, columnFormats: formats });
    expect(steps[2]).toEqual({ kind: 'plain-style', range: { sheet: 'Regula Audit', row: 5, column: 1, rows: 2, columns: 11 } });
  });

  it('deletes the rows only the old write had, and writes nothing more when the rest is the same', () => {
    const old = tableSheet(HEADER, [audit(1, 'BH', 1, 2), audit(2, 'BH', 1, 3), audit(3, 'BH', 1, 1)]);
    const next = tableSheet(HEADER, [audit(1, 'BH', 1, 2), audit(3, 'BH', 1, 1)]);
    expect(sheetChanges(old, next)).toEqual([{ kind: 'delete-rows', sheet: 'Regula Audit', row: 5, count: 1 }, next.decor[2]]);
    expect(sheetChanges(next, next)).toEqual([]);
  });

  it('writes a sheet whole when its blocks moved or its formats changed, and every sheet after it', () => {
    const old = tableSheet(
      HEADER,
      [audit(1, 'BH', 1, 2)],
      HEADER.map(() => 'General'),
    );
    const next = tableSheet(
      HEADER,
      [audit(1, 'BH', 1, 2.5)],
      HEADER.map(() => '0.0###'),
    );
    expect(sheetChanges(old, next)).toBeUndefined();
    const plan: WritePlan = {
      replaces: [],
      warnings: [],
      operations: [
        { kind: 'add-sheet', sheet: 'Regula Audit' },
        ...next.blocks,
        ...next.decor,
        { kind: 'add-sheet', sheet: 'Regulation' },
        { kind: 'values', range: { sheet: 'Regulation', row: 1, column: 1, rows: 1, columns: 1 }, values: [['text']] },
      ],
    };
    const before = new Map([
      ['Regula Audit', old],
      ['Regulation', sheetImages(plan).get('Regulation')!],
    ]);
    const changed = planChangedCells(plan, before);
    expect(changed.sheets).toEqual({ whole: ['Regula Audit', 'Regulation'], changed: [] });
    expect(changed.operations).toEqual(plan.operations);
  });
});
