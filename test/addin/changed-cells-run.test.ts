import { describe, expect, it } from 'vitest';
import * as gateway from '../../addin/excel/workbook-gateway';
import { runOnce, type RunSettings } from '../../addin/run/run-session';
import { WrittenSheets } from '../../addin/run/written-sheets';
import { FakeWorkbook, type FakeValue } from '../../addin/demo/fake-workbook';
import { writeGrid } from '../../io';
import { generateSwiss } from '../support/generate-crosstable';
import { cells, inProcessEngine, install } from './support';

// A run that writes only the changed cells (io planChangedCells, through WrittenSheets) leaves the
// workbook cell for cell as a whole write does: values, number formats, bold and fill, tables,
// names and the sheets' order — after each kind of change an arbiter makes between two runs.

const LONG_LIST = `regulation "Long list" version "1"
rules fide-2026 swiss
tie-breaks
  1. BH/C1
  2. BH
  3. SB
  4. ARO
  5. DE
  6. WIN
  7. BPG
  8. AOB
`;
const OTHER_LIST = LONG_LIST.replace('  3. SB\n', '')
  .replace('  6. WIN\n', '  6. WIN\n  7. BH/M1\n')
  .replace('  7. BPG', '  8. BPG')
  .replace('  8. AOB', '  9. AOB');
const settings: RunSettings = { regulationText: LONG_LIST, layout: 'auto', opponentNumbers: 'auto' };
const clock = { now: () => 0, iso: () => '2026-12-03T12:00:00.000Z' };

type Grid = (FakeValue | null)[][];
const grid = (): Grid => cells(writeGrid(generateSwiss({ players: 40, rounds: 7, seed: 11 })));

/** The sheet row (0-based in the grid) of player `no`, and a round's columns. */
function at(g: Grid, no: number, round: number) {
  const header = g.findIndex((row) => row[0] === 'No');
  const row = g.findIndex((r, i) => i > header && r[0] === no);
  const column = (what: string) => g[header]!.indexOf(`R${round} ${what}`);
  return { row, opp: column('Opp'), col: column('Col'), res: column('Res') };
}

/** The first game of the round with result `result` on the first player's row: both rows. */
function game(g: Grid, round: number, result: string) {
  const header = g.findIndex((row) => row[0] === 'No');
  for (let i = header + 1; i < g.length; i++) {
    const me = at(g, g[i]![0] as number, round);
    const opponent = g[i]![me.opp];
    const res = String(g[i]![me.res]);
    if (typeof opponent === 'number' && (res === result || (result === '½' && res === '0.5'))) return { me, them: at(g, opponent, round) };
  }
  throw new Error(`no game with ${result} in round ${round}`);
}

type Change = { edit?: (g: Grid) => void; regulation?: string };
const CHANGES: Record<string, Change> = {
  'a draw made a win': {
    edit: (g) => {
      const { me, them } = game(g, 1, '½');
      g[me.row]![me.res] = '1';
      g[them.row]![them.res] = '0';
    },
  },
  'a forfeit added': {
    edit: (g) => {
      const { me, them } = game(g, 3, '1');
      g[me.row]![me.res] = '+';
      g[them.row]![them.res] = '-';
    },
  },
  'a player withdrawn before the last round': {
    edit: (g) => {
      const { me, them } = game(g, 7, '0');
      Object.assign(g[me.row]!, { [me.opp]: null, [me.col]: null, [me.res]: '0' });
      Object.assign(g[them.row]!, { [them.opp]: null, [them.col]: null, [them.res]: 'U' });
    },
  },
  "the regulation's list changed": { regulation: OTHER_LIST },
};

/** Every sheet's cells, with what a cell leaves unset written out (empty, General, not bold, no fill), its tables and names. */
function contents(book: FakeWorkbook) {
  return {
    sheets: book.sheets.map((sheet) => ({
      name: sheet.name,
      cells: [...sheet.cells]
        .map(([key, c]) => ({ key, value: c.value, format: c.numberFormat ?? 'General', bold: c.bold ?? false, fill: c.fill ?? null }))
        .filter((c) => c.value !== '' || c.format !== 'General' || c.bold || c.fill !== null)
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
      names: [...sheet.names],
    })),
    tables: book.tables.map((t) => ({ ...t })),
  };
}

/** The two workbooks' contents equal; a difference named by its sheet and first cells, not a dump of thousands. */
function expectSameWorkbook(actual: FakeWorkbook, expected: FakeWorkbook): void {
  const a = contents(actual);
  const e = contents(expected);
  expect(a.sheets.map((s) => s.name)).toEqual(e.sheets.map((s) => s.name));
  expect(a.tables).toEqual(e.tables);
  a.sheets.forEach((sheet, i) => {
    const want = e.sheets[i]!;
    expect(sheet.names).toEqual(want.names);
    const wanted = new Map(want.cells.map((c) => [c.key, c]));
    const got = new Map(sheet.cells.map((c) => [c.key, c]));
    const differ = [...new Set([...wanted.keys(), ...got.keys()])].filter(
      (k) => JSON.stringify(wanted.get(k)) !== JSON.stringify(got.get(k)),
    );
    expect(differ.slice(0, 5).map((k) => ({ sheet: sheet.name, got: got.get(k) ?? k, want: wanted.get(k) ?? k }))).toEqual([]);
  });
}

async function twoRuns(change: Change, memory: WrittenSheets | undefined) {
  const before = grid();
  const book = install(new FakeWorkbook({ Swiss: before }));
  const control = memory ? { written: memory } : {};
  await runOnce(gateway, inProcessEngine, settings, control, clock);
  const after = grid();
  change.edit?.(after);
  book.setRows(
    book.mustSheet('Swiss'),
    1,
    1,
    after.map((row, r) => row.map((v, c) => (v === null && before[r]![c] !== null ? '' : v))),
  );
  const cellsBefore = book.cellWrites;
  const requestsBefore = book.requests.length;
  const report = await runOnce(gateway, inProcessEngine, { ...settings, regulationText: change.regulation ?? LONG_LIST }, control, clock);
  return { book, report, cells: book.cellWrites - cellsBefore, requests: book.requests.length - requestsBefore };
}

describe('a run that writes only the changed cells', () => {
  for (const [name, change] of Object.entries(CHANGES))
    it(`leaves the workbook as a whole write does after ${name}`, async () => {
      const whole = await twoRuns(change, undefined);
      const changed = await twoRuns(change, new WrittenSheets());
      expect(whole.report.written?.changed).toEqual([]);
      if (!change.regulation) expect(changed.report.written?.changed).toContain('Regula Audit');
      expectSameWorkbook(changed.book, whole.book);
      if (!change.regulation) expect(changed.cells).toBeLessThan(whole.cells);
    }, 60_000);

  it('inserts and deletes the Audit’s rows when one result changes, and writes a small part of its cells', async () => {
    const whole = await twoRuns(CHANGES['a forfeit added']!, undefined);
    const changed = await twoRuns(CHANGES['a forfeit added']!, new WrittenSheets());
    expect(changed.book.rowsInserted + changed.book.rowsDeleted).toBeGreaterThan(0);
    expect(changed.cells * 4).toBeLessThan(whole.cells);
  }, 60_000);

  it('writes a sheet whole again when the user edited it, or deleted it', async () => {
    const memory = new WrittenSheets();
    const book = install(new FakeWorkbook({ Swiss: grid() }));
    await runOnce(gateway, inProcessEngine, settings, { written: memory }, clock);
    await book.userEdit('Regula Audit', 20, 4, [['typed']]);
    book.deleteSheet('Regula Standings');
    const report = await runOnce(gateway, inProcessEngine, settings, { written: memory }, clock);
    // The Standings sheet is made anew, and every sheet after it with it (the sheets keep their order).
    expect(report.written?.changed).toEqual([]);
    expect(book.cell('Regula Audit', 20, 4)?.value).not.toBe('typed');
    const again = await runOnce(gateway, inProcessEngine, settings, { written: memory }, clock);
    expect(again.written?.changed).toEqual(['Regula Standings', 'Regula Audit', 'Regulation']);
  }, 60_000);
});
