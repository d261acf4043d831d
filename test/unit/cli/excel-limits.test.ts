import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { savedRegulation } from '../../../cli/xlsx';
import { EXCEL_MAX_CELL_TEXT, sheetNameProblem, writeGrid } from '../../../io';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';
import { generateSwiss } from '../../support/generate-crosstable';
import { openWorkbook } from '../../support/xlsx';

// Excel's limits in the workbooks the command line writes (a new one, native-xlsx.ts; a copy
// of the user's, exceljs): a name or a regulation line longer than a cell's 32,767 characters,
// section names Excel refuses as sheet names. Read back with exceljs, an independent reader.

const TEC = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
const dir = mkdtempSync(join(tmpdir(), 'regula-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]) {
  const c = capture();
  const code = await run(args, c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

/** Every text cell of every sheet, with its address. */
async function texts(path: string): Promise<{ at: string; text: string }[]> {
  const book = await openWorkbook(path);
  const found: { at: string; text: string }[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') found.push({ at: `'${sheet.name}'!${cell.address}`, text: cell.value });
      }),
    ),
  );
  return found;
}

describe('a name and a regulation line longer than a cell holds', () => {
  const name = `Open ${'of the longest name '.repeat(2_000)}`.trim();
  const comment = `# ${'a remark that goes on; '.repeat(2_000)}`;
  const text = `regulation "${name}"\n${comment}\nrules fide-2026\ntie-breaks\n  1. BH/C1\n  2. SB\n`;
  const regulation = join(dir, 'long.regula');
  writeFileSync(regulation, text);

  it('into a new workbook: every cell within 32,767 characters, the cuts warned, the regulation saved exactly', async () => {
    const out = join(dir, 'long.xlsx');
    const { code, err } = await cli('rank', TEC, '--regulation', regulation, '--out', out);
    expect(code, err).toBe(0);
    expect(err).toContain(
      `${out}: warning workbook/text-cut: 'Regula Standings'!B3: a text longer than the 32,767 characters an Excel cell holds is cut`,
    );
    expect(err).toContain(`${out}: warning workbook/text-cut: 'Regula Audit'!B3:`);
    const cells = await texts(out);
    for (const cell of cells) expect(cell.text.length, cell.at).toBeLessThanOrEqual(EXCEL_MAX_CELL_TEXT);
    const header = cells.find((c) => c.at === "'Regula Standings'!B3")!.text;
    expect(header.startsWith(name.slice(0, 30_000))).toBe(true);
    expect(header).toMatch(/ … \[\d,\d{3} more characters cut: an Excel cell holds 32,767\]$/);
    expect(savedRegulation(await openWorkbook(out))).toBe(text);
  });

  it('into a copy of the workbook, ranked again by the regulation saved in it', async () => {
    const first = join(dir, 'first.xlsx');
    expect((await cli('rank', TEC, '--regulation', regulation, '--out', first, '--quiet')).code).toBe(0);
    const again = join(dir, 'again.xlsx');
    const { code, err } = await cli('rank', first, '--out', again);
    expect(code, err).toBe(0);
    for (const cell of await texts(again)) expect(cell.text.length, cell.at).toBeLessThanOrEqual(EXCEL_MAX_CELL_TEXT);
    expect(savedRegulation(await openWorkbook(again))).toBe(text);
  });

  it("cuts a CSV's own long cell on the Crosstable sheet of the new workbook, and says where", async () => {
    const grid = writeGrid(generateSwiss({ players: 8, rounds: 3, seed: 5, names: 'ascii' }));
    grid[2]![1] = 'N'.repeat(40_000);
    const csv = join(dir, 'long-name.csv');
    writeFileSync(csv, `${grid.map((row) => row.map((v) => `"${String(v ?? '')}"`).join(',')).join('\n')}\n`);
    const out = join(dir, 'long-name.xlsx');
    const { code, err } = await cli('rank', csv, '--criteria', 'PTS BH', '--edition', 'fide-2026', '--out', out);
    expect(code, err).toBe(0);
    expect(err).toContain(`${out}: warning workbook/text-cut: 'Crosstable'!B3: a text longer than the 32,767 characters`);
    for (const cell of await texts(out)) expect(cell.text.length, cell.at).toBeLessThanOrEqual(EXCEL_MAX_CELL_TEXT);
  });
});

describe('section names Excel refuses as sheet names', () => {
  it('writes each section on a sheet of a name Excel takes, says which, and reads the workbook back as the same sections', async () => {
    const rows = readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'world-youth-2015-sections.csv'), 'utf8').split('\n');
    const picked = rows.filter((line) => line.startsWith('Open U8,') || line.startsWith('Girls U8,'));
    const csv = join(dir, 'odd-sections.csv');
    writeFileSync(
      csv,
      [rows[0], ...picked.map((line) => line.replace(/^Open U8,/, 'History,').replace(/^Girls U8,/, `"'Girls'",`))].join('\n'),
    );
    const regulation = join(dir, 'odd-sections.regula');
    writeFileSync(regulation, `regulation "Odd sections"\nrules fide-2026\nsections\n  "History", "'Girls'"\ntie-breaks\n  1. BH\n`);
    const out = join(dir, 'odd-sections.xlsx');
    const { code, err } = await cli('rank', csv, '--regulation', regulation, '--out', out);
    expect(code, err).toBe(0);
    expect(err).toContain('note: section "History" is on sheet "History-": Excel keeps the sheet name History for itself');
    expect(err).toContain(`note: section "'Girls'" is on sheet "Girls": a sheet name cannot begin or end with an apostrophe`);
    const sheets = (await openWorkbook(out)).worksheets.map((s) => s.name);
    expect(sheets.slice(0, 2)).toEqual(['History-', 'Girls']);
    for (const sheet of sheets) expect(sheetNameProblem(sheet), sheet).toBeUndefined();
    const again = await cli('rank', out, '--regulation', regulation, '--format', 'json', '--quiet');
    expect(again.code, again.err).toBe(0);
    expect((JSON.parse(again.out) as { sections: { name: string }[] }).sections.map((s) => s.name)).toEqual(['History', "'Girls'"]);
  });
});
