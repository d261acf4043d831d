import { beforeEach, describe, expect, it } from 'vitest';
import { OWNER_MARK, planWrite, REGULATION_MARK } from '../../io';
import { readSavedRegulation, readWorkbook, selectCell, watchSheet, writeRun } from '../../addin/excel/workbook-gateway';
import { REQUEST_BUDGET } from '../../addin/output/requests';
import { HostError } from '../../addin/excel/host-issues';
import { key } from '../../addin/demo/fake-workbook';
import { PRESETS } from '../../addin/taskpane/presets';
import { REGULATION, run, snapshot, swissWorkbook, vcfWorkbook } from './support';

// The VCF chart: title in row 1, header in row 2 (A–L), players in rows 3–18.
const BLOCK_COLUMN = 14; // L is the last user column; one empty column (M); the block starts at N.

describe('workbook gateway against a fake Excel', () => {
  let book: ReturnType<typeof vcfWorkbook>;
  beforeEach(() => {
    book = vcfWorkbook({ Notes: [['My notes'], ['keep me']] });
  });

  it('runs with two syncs the first time and four after (read, the Regulation sheet, check own sheets, write), every Excel.run delaying for cell edit', async () => {
    const first = await run();
    expect(first.result.stopped).toBeUndefined();
    expect(book.syncs).toBe(2);
    const second = await run();
    expect(second.written?.requests).toBe(1);
    expect(book.syncs).toBe(6);
    expect(book.runOptions.every((o) => (o as { delayForCellEdit?: boolean }).delayForCellEdit === true)).toBe(true);
  });

  it('writes Standings, Audit and Regulation sheets, marked as Regula’s, with tables', async () => {
    await run();
    expect(book.sheets.map((s) => s.name)).toEqual(['Crosstable', 'Notes', 'Regula Standings', 'Regula Audit', 'Regulation']);
    expect(book.cell('Regula Standings', 1, 1)?.value).toBe(OWNER_MARK);
    expect(book.values('Regula Standings', 3, 1, 1, 2)).toEqual([['Regulation', 'VCF K-12']]);
    expect(book.values('Regula Standings', 3, 2, 3, 1)).toEqual([['VCF K-12'], ['2021'], ['fide-2026']]);
    expect(book.tables.map((t) => t.name)).toEqual(['RegulaStandings', 'RegulaAudit']);
    const standings = book.tables[0]!;
    expect(book.values('Regula Standings', standings.row, 1, 2, 5)).toEqual([
      // The sheet's only rating is its post-event one: shown under its own header, never as the start rating.
      ['Place', 'No', 'Name', 'Post Rating', 'PTS'],
      [1, 1, 'Thomas', 2324, 5],
    ]);
    expect(book.cell('Regula Standings', standings.row + 1, 5)?.numberFormat).toBe('0.0###');
    expect(book.formulaWrites).toBe(0);
  });

  it('writes the result block right of the crosstable, on each player’s row, under a sheet-scoped name', async () => {
    await run();
    const name = book.sheet('Crosstable')!.names.get('RegulaResults')!;
    expect(name).toMatchObject({ row: 2, column: BLOCK_COLUMN, rows: 17, columns: 6 });
    expect(book.values('Crosstable', 2, BLOCK_COLUMN, 2, 6)).toEqual([
      ['Rank', 'Points', 'BH/C1', 'BH', 'SB', 'Decided by'],
      [1, 5, 12.5, 14.5, 14.5, 'PTS'],
    ]);
    expect(book.cell('Crosstable', 2, BLOCK_COLUMN)?.bold).toBe(true);
  });

  it('writes a sheet for each kind of article the regulation has (grand prix, teams, qualification)', async () => {
    const report = await run({ regulationText: PRESETS.find((p) => p.id === 'sample-vcf-gsqt')!.text });
    expect(report.written?.sheets).toEqual([
      'Regula Standings',
      'Regula Audit',
      'Regula Grand Prix',
      'Regula Teams',
      'Regula Qualification',
    ]);
    const gp = book.tables.find((t) => t.name === 'RegulaGrandPrixVCFCupPoints')!;
    expect(book.values('Regula Grand Prix', gp.row, 1, 2, 4)).toEqual([
      ['Place', 'No', 'Name', 'Points'],
      [1, 1, 'Thomas', 32.296],
    ]);
    // No section was set: the qualification finds it in the title above the header row.
    const q = report.result.output!.sheets.find((s) => s.name === 'Regula Qualification')!.blocks[1]!.cells;
    expect(q[1]![4]).toBe('section K-12: from the title "Final Standings, K-12 Section of a GSQT (VCF Rules 2020-21, Enclosure 1)"');
    expect(report.result.output!.engineIssues.map((i) => i.message)).toContain(
      'No column "Qualified" in Crosstable to tell who is already qualified: the regulation names it; add it (left empty when nobody is already qualified)',
    );
  });

  it('never changes the user’s cells or sheets', async () => {
    const crosstable = snapshot(book, 'Crosstable');
    const notes = snapshot(book, 'Notes');
    await run();
    await run();
    const after = snapshot(book, 'Crosstable');
    for (const [at, cell] of crosstable) expect(after.get(at), at).toEqual(cell);
    for (const at of after.keys()) if (!crosstable.has(at)) expect(Number(at.split(',')[1])).toBeGreaterThanOrEqual(BLOCK_COLUMN);
    expect(snapshot(book, 'Notes')).toEqual(notes);
  });

  it('replaces the block on a re-run and moves it when the crosstable grows', async () => {
    await run();
    const before = snapshot(book, 'Crosstable');
    await run();
    expect(snapshot(book, 'Crosstable')).toEqual(before);
    await book.userEdit('Crosstable', 2, 13, [['Club'], ['ABHS Chess']]);
    const grown = await run();
    expect(grown.notes).toEqual([]);
    expect(book.sheet('Crosstable')!.names.get('RegulaResults')).toMatchObject({ column: BLOCK_COLUMN + 1 });
    expect(book.values('Crosstable', 2, 13, 2, 3)).toEqual([
      ['Club', '', 'Rank'],
      ['ABHS Chess', '', 1],
    ]);
  });

  it('leaves an edited block alone as the user’s and writes the new one to its right', async () => {
    await run();
    await book.userEdit('Crosstable', 3, BLOCK_COLUMN, [['my own note']]);
    const report = await run();
    expect(report.notes[0]).toContain("'Crosstable'!N2:S18 was edited");
    expect(book.cell('Crosstable', 3, BLOCK_COLUMN)?.value).toBe('my own note');
    expect(book.cell('Crosstable', 2, BLOCK_COLUMN + 1)?.value).toBe('Points');
    expect(book.sheet('Crosstable')!.names.get('RegulaResults')).toMatchObject({ column: BLOCK_COLUMN + 7 });
  });

  it('refuses to replace a sheet it did not write, and writes nothing', async () => {
    book = vcfWorkbook({ 'Regula Audit': [['my audit']] });
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).issue.code).toBe('host/not-regula-sheet');
    expect((error as HostError).message).toContain('"Regula Audit"');
    expect(book.syncs).toBe(2);
    expect(book.values('Regula Audit', 1, 1, 1, 1)).toEqual([['my audit']]);
    expect(book.sheets.map((s) => s.name)).toEqual(['Crosstable', 'Regula Audit']);
  });

  it('saves the regulation it ran on a visible sheet and reads it back exactly', async () => {
    const text = `${REGULATION}\n# comments and blank lines stay\n`;
    await run({ regulationText: text });
    expect(book.cell('Regulation', 1, 1)?.value).toBe(REGULATION_MARK);
    expect(book.values('Regulation', 3, 1, 2, 1)).toEqual([['regulation "VCF K-12" version "2021"'], ['rules fide-2026']]);
    expect(await readSavedRegulation()).toBe(text);
  });

  it('keeps lines Excel would take for numbers or formulas as text', async () => {
    const text = '-1\n=SUM(A1)\n1/2\n  indented\n\n+3\n';
    await writeRun(planWrite({ sheets: [], regulationText: text, existingSheets: ['Crosstable'] }));
    expect(book.values('Regulation', 3, 1, 6, 1)).toEqual([['-1'], ['=SUM(A1)'], ['1/2'], ['  indented'], [''], ['+3']]);
    expect(book.formulaWrites).toBe(0);
    expect(await readSavedRegulation()).toBe(text);
  });

  it('warns at the highest level and records the change when the tie-break list changes after the start (FIDE VCL Q201)', async () => {
    const first = await run({ regulationText: 'regulation "R"\ntie-breaks\n  1. BH/C1\n  2. SB\n' });
    expect(first.result.listChange).toBeUndefined();
    const same = await run({ regulationText: 'regulation "R again"\ntie-breaks\n  1. buchholz cut 1\n  2. sonneborn-berger\n' });
    expect(same.result.listChange).toBeUndefined();
    const changed = await run({ regulationText: 'regulation "R"\ntie-breaks\n  1. DE\n  2. SB\n' });
    expect(changed.result.listChange).toMatchObject({
      round: 5,
      previous: 'PTS, BH/C1, SB; then shared',
      next: 'PTS, DE, SB; then shared',
    });
    expect(book.values('Regulation', 2, 3, 2, 4)).toEqual([
      ['Run at', 'After round', 'Previous list', 'New list'],
      [changed.result.listChange!.ranAt, 5, 'PTS, BH/C1, SB; then shared', 'PTS, DE, SB; then shared'],
    ]);
    // The next run by the new list keeps the history and finds no change.
    const again = await run({ regulationText: 'regulation "R"\ntie-breaks\n  1. DE\n  2. SB\n' });
    expect(again.result.listChange).toBeUndefined();
    expect(book.values('Regulation', 3, 4, 1, 3)).toEqual([[5, 'PTS, BH/C1, SB; then shared', 'PTS, DE, SB; then shared']]);
  });

  it('reads no regulation from a workbook without one, or from a user’s sheet of that name', async () => {
    expect(await readSavedRegulation()).toBeUndefined();
    vcfWorkbook({ Regulation: [['Tournament regulation of the club']] });
    expect(await readSavedRegulation()).toBeUndefined();
  });

  it('keeps the number of syncs constant as the tournament grows, and every request under 5 MB', async () => {
    const small = swissWorkbook(20, 5);
    expect((await run()).written).toBeDefined();
    await run();
    const big = swissWorkbook(600, 9);
    expect((await run()).written).toBeDefined();
    await run();
    expect(small.syncs).toBe(6);
    expect(big.syncs).toBe(6);
    expect(Math.max(...big.requests)).toBeLessThan(5 * 1024 * 1024);
  });

  it('splits a very large output into several requests under the limit', async () => {
    const huge = swissWorkbook(2500, 11);
    const report = await run();
    expect(report.written!.requests).toBeGreaterThan(1);
    expect(huge.syncs).toBe(1 + report.written!.requests);
    // Each request within the planned budget (1 MB below Excel on the web's 5 MB, for office.js's envelope).
    expect(Math.max(...huge.requests)).toBeLessThanOrEqual(REQUEST_BUDGET);
    const audit = huge.tables.find((t) => t.name === 'RegulaAudit')!;
    expect(audit.rows).toBeGreaterThan(50_000);
    expect(huge.values('Regula Audit', audit.row + audit.rows - 1, 1, 1, 1)[0]![0]).toBe(2500);
  }, 120_000);

  it('ranks and writes 5,000 × 15 with the full list: requests under the limit, the audit within a sheet', async () => {
    // The reference corpus's values list (33 criteria, points first) and DE.
    const list =
      'BH BH/C1 BH/C2 BH/M1 BH/M2 BH/P BH/C1/P BH/C1/V FB FB/C1 FB/P AOB ABH AFB SB SB/C1 SB/P PS PS/C1 KS WIN WON BPG BWG REP VUR ARO ARO/C1 TPR PTP APRO APPO DE';
    const regulationText = [
      'regulation "Full list"',
      'rules fide-2026',
      'tie-breaks',
      ...list.split(' ').map((item, i) => `  ${i + 1}. ${item}`),
      '  then shared',
      '',
    ].join('\n');
    const huge = swissWorkbook(5000, 15);
    const report = await run({ regulationText });
    expect(report.written, report.result.stopped ?? report.notes.join('; ')).toBeDefined();
    expect(huge.syncs).toBe(1 + report.written!.requests);
    expect(huge.requests.reduce((most, size) => Math.max(most, size), 0)).toBeLessThanOrEqual(REQUEST_BUDGET);
    const standings = huge.tables.find((t) => t.name === 'RegulaStandings')!;
    expect(standings.rows).toBe(5001);
    const audit = huge.tables.find((t) => t.name === 'RegulaAudit')!;
    expect(audit.rows).toBeGreaterThan(10_000);
    expect(audit.row + audit.rows).toBeLessThan(1_048_576);
  }, 300_000);

  it('ranks and writes 9,999 players', async () => {
    const huge = swissWorkbook(9999, 15);
    const report = await run();
    expect(report.written).toBeDefined();
    expect(huge.requests.reduce((most, size) => Math.max(most, size), 0)).toBeLessThanOrEqual(REQUEST_BUDGET);
    expect(huge.tables.find((t) => t.name === 'RegulaStandings')!.rows).toBe(10_000);
  }, 300_000);

  it('maps Office errors to clear messages and turns events back on after a failed write', async () => {
    book.failNextSync = 'InvalidOperationInCellEditMode';
    const error = (await readWorkbook().catch((e: unknown) => e)) as HostError;
    expect(error.issue).toMatchObject({ code: 'host/InvalidOperationInCellEditMode' });
    expect(error.message).toContain('a cell is being edited');
    const read = await readWorkbook();
    expect(read.area.sheet).toBe('Crosstable');
    book.failNextSync = undefined;
    await run();
    book.failNextSync = 'AccessDenied';
    const denied = (await run().catch((e: unknown) => e)) as HostError;
    expect(denied.message).toContain('protected');
    expect(book.eventsEnabled).toBe(true);
  });

  it('does not wake a sheet watcher with its own writes, but does on the user’s edits', async () => {
    let changes = 0;
    const stop = await watchSheet('Crosstable', () => changes++);
    await run();
    expect(changes).toBe(0);
    expect(book.ownEvents).toBe(0);
    await book.userEdit('Crosstable', 30, 1, [['x']]);
    expect(changes).toBe(1);
    await stop();
    await book.userEdit('Crosstable', 30, 1, [['y']]);
    expect(changes).toBe(1);
  });

  it('selects an issue’s cell on its sheet', async () => {
    book.active = 'Notes';
    await selectCell('Crosstable', 9, 6);
    expect(book.active).toBe('Crosstable');
    expect(book.selection).toEqual({ sheet: 'Crosstable', row: 9, column: 6, rows: 1, columns: 1 });
    expect(book.sheet('Crosstable')!.cells.has(key(9, 6))).toBe(true);
  });
});
