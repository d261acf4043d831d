/**
 * `regula match --out` golden: the arbiter's handbook's knock-out matches (ch. 13, seed 004;
 * samples/tournaments/README.md) written to a workbook, re-opened with exceljs and compared
 * cell by cell with the handbook's figures — never with bytes. The run-time cell is the only
 * cell left out. An .xlsx input is written into a copy whose own cells stay as they were.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { OWNER_MARK, parseCsv, REGULATION_MARK, regulationRows } from '../../io';
import { REPO_ROOT } from '../support/fixture-paths';
import { blockRecords, headerValues, openWorkbook, sheetRows } from '../support/xlsx';
import { capture, withoutFixes } from '../support/cli';

const SAMPLES = join(REPO_ROOT, 'samples');
const MATCH_1 = join(SAMPLES, 'tournaments', 'team-ko-match-1.csv');
const MATCH_2 = join(SAMPLES, 'tournaments', 'team-ko-match-2.csv');
const TEAM_CUP = join(SAMPLES, 'regulations', 'team-cup-match-tiebreaks.regula');
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The two-column rows under the header whose first cell is `first`, down to the first empty row. */
function pairsFrom(sheet: ExcelJS.Worksheet, first: string): [unknown, unknown][] {
  const rows = sheetRows(sheet);
  const start = rows.findIndex((r) => r[0] === first);
  const pairs: [unknown, unknown][] = [];
  for (let r = start; r < rows.length && rows[r]!.some((v) => v !== null); r++) pairs.push([rows[r]![0], rows[r]![1]]);
  return pairs;
}

describe('regula match --out on a CSV: a new workbook with the match, the Regula Match sheet and the regulation', () => {
  it('match 2 (handbook ch. 13): 3–3, board count of wins 7 v 7, end-board elimination for the Organisers', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'regula-match-')), 'match-2.xlsx');
    const c = capture();
    expect(await run(['match', MATCH_2, '--regulation', TEAM_CUP, '--out', out], c.io)).toBe(0);
    expect(c.err).toEqual([`wrote ${out}`]);
    const book = await openWorkbook(out);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Match', 'Regula Match', 'Regulation']);

    // The CSV's cells as Excel opens them (board numbers as numbers), nothing else on the sheet.
    const csv = parseCsv(readFileSync(MATCH_2, 'utf8'));
    const written = sheetRows(book.getWorksheet('Match')!);
    expect(written.map((row) => row.slice(0, 4))).toEqual(
      csv.map((row) =>
        [...row, null, null, null, null].slice(0, 4).map((v) => (v === '' ? null : /^\d+$/.test(String(v)) ? Number(v) : v)),
      ),
    );

    const sheet = book.getWorksheet('Regula Match')!;
    expect(sheet.getCell('A1').value).toBe(OWNER_MARK);
    const header = headerValues(sheet);
    expect(header).toMatchObject({
      Regulation: 'Team Cup',
      'Match tie-breaks': 'board count of wins, end-board elimination',
      'After the list': 'the match stays drawn',
      'Regulation hash (SHA-256)': sha256(TEAM_CUP),
      Input: 'team-ko-match-2.csv',
      'Input hash (SHA-256)': expect.stringMatching(/^[0-9a-f]{64}$/),
      'Input file hash (SHA-256)': sha256(MATCH_2),
    });
    expect(String(header['Run at'])).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(pairsFrom(sheet, 'Match').slice(0, 5)).toEqual([
      ['Match', 'Organisers v Players'],
      ['Read from', 'team-ko-match-2.csv rows 1–8: Result 2'],
      ['Score', '3-3'],
      ['Winner', 'Organisers'],
      ['Decided by', 'end-board elimination'],
    ]);
    // Then the decision in words, one line per row, the verdict last.
    expect(pairsFrom(sheet, 'Match')[5]).toEqual([
      'In words',
      "Organisers 3, Players 3: drawn; the regulation's match tie-breaks, in its order:",
    ]);
    expect(pairsFrom(sheet, 'Match').at(-1)).toEqual([
      null,
      'Organisers win the match on end-board elimination: boards 1–4 (boards 5–6 dropped), 2.5 to 1.5.',
    ]);

    const boards = blockRecords(sheet, ['Board', 'Organisers']);
    expect(
      boards.map((b) => [b['Board'], b['Organisers'], b['Result'], b['Players'], b['Organisers points'], b['Players points']]),
    ).toEqual([
      [1, 'Reuben', '½-½', 'Anand', 0.5, 0.5],
      [2, 'Iljumzhinov', '0-1', 'Kramnik', 0, 1],
      [3, 'Campomanes', '1-0', 'Topalov', 1, 0],
      [4, 'Gijssen', '1-0', 'Shirov', 1, 0],
      [5, 'Krause', '0-1', 'Morozevich', 0, 1],
      [6, 'Abundo', '½-½', 'Adams', 0.5, 0.5],
    ]);
    const steps = blockRecords(sheet, ['Step', 'Criterion']);
    expect(steps.map((s) => [s['Step'], s['Criterion'], s['Compared'], s['Organisers'], s['Players'], s['Outcome']])).toEqual([
      [1, 'board count of wins', 'board numbers won', 7, 7, 'equal'],
      [2, 'end-board elimination', 'boards 1–5 (board 6 dropped)', 2.5, 2.5, 'equal'],
      [2, 'end-board elimination', 'boards 1–4 (boards 5–6 dropped)', 2.5, 1.5, 'Organisers ahead'],
    ]);

    const regulation = book.getWorksheet('Regulation')!;
    expect(regulation.getCell('A1').value).toBe(REGULATION_MARK);
    const text = readFileSync(TEAM_CUP, 'utf8');
    expect(sheetRows(regulation).map((r) => r[0] ?? '')).toEqual(regulationRows(text));
  });
});

describe('regula match --out on an .xlsx: both matches on one sheet, written into a copy', () => {
  async function cupWorkbook(dir: string, extra?: (book: ExcelJS.Workbook) => void): Promise<string> {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').getCell('B2').value = 'arbiter’s own note';
    const cup = book.addWorksheet('Cup');
    const cells = [...parseCsv(readFileSync(MATCH_1, 'utf8')), [], ...parseCsv(readFileSync(MATCH_2, 'utf8'))];
    cells.forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === '' || v === null || v === undefined) return;
        cup.getCell(r + 1, c + 1).value = /^\d+$/.test(String(v)) ? Number(v) : v;
      }),
    );
    cup.getCell('B2').font = { bold: true };
    cup.getCell('F3').value = { formula: 'A3*2', result: 2 };
    extra?.(book);
    const path = join(dir, 'cup.xlsx');
    await book.xlsx.writeFile(path);
    return path;
  }

  it('decides both matches and leaves every cell of the user’s sheets as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const input = await cupWorkbook(dir);
    const before = await openWorkbook(input);
    const out = join(dir, 'cup-decided.xlsx');
    const c = capture();
    expect(await run(['match', input, '--regulation', TEAM_CUP, '--out', out], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain("== Organisers v Players (cup.xlsx 'Cup' rows 10–17: Result 2)");
    const book = await openWorkbook(out);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Notes', 'Cup', 'Regula Match', 'Regulation']);
    for (const name of ['Notes', 'Cup']) expect(sheetRows(book.getWorksheet(name)!)).toEqual(sheetRows(before.getWorksheet(name)!));
    expect(book.getWorksheet('Cup')!.getCell('B2').font?.bold).toBe(true);
    expect(book.getWorksheet('Cup')!.getCell('F3').formula).toBe('A3*2');
    const sheet = book.getWorksheet('Regula Match')!;
    expect(headerValues(sheet)['Input']).toBe("cup.xlsx 'Cup'");
    const summaries = sheetRows(sheet).filter((r) => r[0] === 'Winner' || r[0] === 'Decided by');
    expect(summaries).toEqual([
      ['Winner', 'Organisers', ...summaries[0]!.slice(2)],
      ['Decided by', 'board count of wins', ...summaries[1]!.slice(2)],
      ['Winner', 'Organisers', ...summaries[2]!.slice(2)],
      ['Decided by', 'end-board elimination', ...summaries[3]!.slice(2)],
    ]);

    // A second run over its own output finds the user's sheet again (not Regula Match) and
    // replaces its own sheet; the regulation saved in the workbook decides without --regulation.
    const again = join(dir, 'cup-again.xlsx');
    const second = capture();
    expect(await run(['match', out, '--out', again], second.io)).toBe(0);
    expect(second.err[0]).toBe('note: decided by the regulation saved in the workbook ("Team Cup"); --regulation overrides');
    const book2 = await openWorkbook(again);
    expect(book2.worksheets.map((s) => s.name)).toEqual(['Notes', 'Cup', 'Regula Match', 'Regulation']);
    expect(headerValues(book2.getWorksheet('Regula Match')!)['Input']).toBe("cup-decided.xlsx 'Cup'");
  });

  it('writes nothing when the workbook has a sheet named Regula Match that Regula did not write (exit 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const input = await cupWorkbook(dir, (book) => (book.addWorksheet('Regula Match').getCell('A1').value = 'my own notes'));
    const out = join(dir, 'out.xlsx');
    const c = capture();
    expect(await run(['match', input, '--sheet', 'Cup', '--regulation', TEAM_CUP, '--out', out], c.io)).toBe(1);
    expect(withoutFixes(c.err)).toEqual([
      `${out}: error cli/not-regula-sheet: not written: the workbook has a sheet "Regula Match" that Regula did not write; rename it, then run again`,
    ]);
  });

  it('--sheet names the sheet; a sheet that does not exist is a usage error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-match-'));
    const input = await cupWorkbook(dir);
    const c = capture();
    expect(await run(['match', input, '--sheet', 'Round 9', '--regulation', TEAM_CUP], c.io)).toBe(1);
    expect(c.err[0]).toBe(`${input}: no sheet "Round 9" (sheets: Notes, Cup)`);
    const notes = capture();
    expect(await run(['match', input, '--sheet', 'Notes', '--regulation', TEAM_CUP], notes.io)).toBe(1);
    expect(notes.err[0]).toMatch(/^'Notes'!A1: error match\/no-header: No match header in 'Notes'!A1:B2/);
  });
});
