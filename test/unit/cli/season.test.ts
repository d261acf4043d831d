/**
 * `regula season`: a three-GSQT season (VCF Encl. 1 §2, Part 2 §1, §5), the events of
 * test/unit/engine/formulas/season.test.ts — GSQT 1 is Enclosure 1, GSQTs 2 and 3 small
 * K-12 sections — read as sheets of one workbook and as separate CSV files, players matched
 * by "USCF ID" (--id).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeCells } from '../../../cli/crosstable-sheet';
import { run } from '../../../cli/main';
import { parseCsv, type CellValue } from '../../../io';
import { REPO_ROOT } from '../../support/fixture-paths';
import { blockRecords, openWorkbook, sheetRows } from '../../support/xlsx';
import { capture } from '../../support/cli';

const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula');
const dir = mkdtempSync(join(tmpdir(), 'regula-season-'));

function gsqt1(): CellValue[][] {
  const cells = parseCsv(readFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv'), 'utf8'));
  cells[1]!.push('USCF ID', 'Qualified', 'Playing Up');
  for (let i = 0; i < 16; i++) cells[i + 2]!.push(`P${i + 1}`);
  return cells;
}

const GSQT2 = `#,Name,USCF ID,Post Rating,School Code,Rd 1,Rd 2,Qualified,Playing Up
1,Yusef,P3,2110,JOHS,W2 (w),W3 (w)
2,Akil,P4,2000,ABHS,L1 (b),W4 (w)
3,Zoe,P17,1500,ABHS,W4 (w),L1 (b)
4,Sai,P16,1330,XZHS,L3 (b),L2 (b)
`;
const GSQT3 = `#,Name,USCF ID,Post Rating,School Code,Rd 1,Rd 2,Qualified,Playing Up
1,Thomas,P1,2330,ABHS,W2 (w),D3 (b)
2,Ben,P18,1700,ABHS,L1 (b),W4 (w)
3,Cara,P19,1600,ABHS,W4 (w),D1 (w)
4,Mike,P6,1930,JOHS,L3 (b),L2 (b)
`;

describe('regula season over the sheets of one workbook', () => {
  const input = join(dir, 'season.xlsx');
  const output = join(dir, 'season-ranked.xlsx');
  const c = capture();
  let code = -1;
  let book: ExcelJS.Workbook;

  beforeAll(async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('About').getCell('A1').value = 'VCF GSQT season 2020-21';
    writeCells(workbook.addWorksheet('GSQT 1'), gsqt1());
    writeCells(workbook.addWorksheet('GSQT 2'), parseCsv(GSQT2));
    writeCells(workbook.addWorksheet('GSQT 3'), parseCsv(GSQT3));
    await workbook.xlsx.writeFile(input);
    code = await run(['season', input, '--id', 'USCF ID', '--regulation', REGULATION, '--section', 'K-12', '--out', output], c.io);
    book = await openWorkbook(output);
  }, 30_000);

  it('takes every sheet that holds a crosstable as an event, and exits 0', () => {
    // The regulation's US Chess words are said once each as read under rules us-chess (notes), then the file written.
    expect(c.err.filter((line) => !line.includes(' note dsl/stated-reading: '))).toEqual([`wrote ${output}`]);
    expect(c.err.filter((line) => line.includes(' note dsl/stated-reading: '))).toHaveLength(6);
    expect(code).toBe(0);
    expect(c.out[0]).toMatch(/^Season grand prix: VCF Cup points \(GSQT 1, GSQT 2, GSQT 3\)\n/);
  });

  it('accumulates each player’s points over the events: Thomas 32.296 + 5.67 = 37.966, Yusef 17.5776 + 9.94 = 27.5176', () => {
    const sheet = book.getWorksheet('Regula Season Grand Prix')!;
    const season = blockRecords(sheet, ['Place', 'Id', 'Name']);
    expect(season.slice(0, 3).map((p) => [p['Place'], p['Id'], p['Name'], p['GSQT 1'], p['GSQT 2'], p['GSQT 3'], p['Total']])).toEqual([
      [1, 'P1', 'Thomas', 32.296, null, 5.67, 37.966],
      [2, 'P3', 'Yusef', 17.5776, 9.94, null, 27.5176],
      [3, 'P4', 'Akil', 17.5776, 3.47, null, 21.0476],
    ]);
    expect(sheet.getCell(sheetRows(sheet).findIndex((r) => r[2] === 'Thomas') + 1, 7).numFmt).toBe('0.0000');
    // Each event's own grand prix follows: GSQT 2's clear first (Yusef) earns the 3-point bonus.
    const rows = sheetRows(sheet);
    expect(rows.some((r) => r[0] === 1 && r[2] === 'Yusef' && r[3] === 9.94 && r[5] === 3)).toBe(true);
  });

  it('totals each school’s four best accumulated players: ABHS = Thomas 37.966 + Akil 21.0476 + Cara 5.67 + Ben 3.78 = 68.4636', () => {
    const teams = blockRecords(book.getWorksheet('Regula Season Teams')!, ['Place', 'School Code']);
    expect(teams[0]).toMatchObject({ Place: 1, 'School Code': 'ABHS', 'Season score': 68.4636, Counted: 'Thomas, Akil, Cara, Ben' });
    expect(teams.find((t) => t['School Code'] === 'JOHS')!['Season score']).toBe(45.0952);
  });

  it('writes into a copy of the workbook, the user’s sheets first and unchanged, with the regulation saved', () => {
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'About',
      'GSQT 1',
      'GSQT 2',
      'GSQT 3',
      'Regula Season Grand Prix',
      'Regula Season Teams',
      'Regulation',
    ]);
    expect(book.getWorksheet('About')!.getCell('A1').value).toBe('VCF GSQT season 2020-21');
    expect(book.getWorksheet('GSQT 2')!.getCell('F2').value).toBe('W2 (w)');
  });
});

describe('regula season over files', () => {
  it('names each event after its file; an event with errors stops the season (exit 1)', async () => {
    const files = ['GSQT-1.csv', 'GSQT-2.csv', 'GSQT-3.csv'].map((f) => join(dir, f));
    writeFileSync(
      files[0]!,
      gsqt1()
        .map((r) => r.join(','))
        .join('\n'),
    );
    writeFileSync(files[1]!, GSQT2);
    writeFileSync(files[2]!, GSQT3);
    const c = capture();
    expect(await run(['season', ...files, '--id', 'USCF ID', '--regulation', REGULATION, '--section', 'K-12', '--quiet'], c.io)).toBe(0);
    expect(c.out[0]).toContain('(GSQT-1, GSQT-2, GSQT-3)');
    expect(c.out[0]).toMatch(/ 1 +P1 +Thomas +32\.2960 +5\.6700 +37\.9660\n/);

    writeFileSync(files[2]!, GSQT3.replace('W2 (w),D3 (b)', 'W2 (w),D4 (b)'));
    const bad = capture();
    expect(await run(['season', ...files, '--id', 'USCF ID', '--regulation', REGULATION, '--section', 'K-12', '--quiet'], bad.io)).toBe(1);
    expect(bad.err.at(-1)).toBe(`${files[2]}: error cli/crosstable-errors: not ranked: event "GSQT-3" has errors`);
  });

  it('needs --id, and a regulation with a grand prix or teams to accumulate', async () => {
    expect(await run(['season', join(dir, 'GSQT-1.csv')], capture().io)).toBe(1);
    const c = capture();
    const open = join(REPO_ROOT, 'samples', 'regulations', 'fide-2026-open.regula');
    expect(await run(['season', join(dir, 'GSQT-2.csv'), '--id', 'USCF ID', '--regulation', open], c.io)).toBe(1);
    expect(c.err.at(-1)).toBe(`${open}: the regulation has no grand-prix or team article: a season has nothing to accumulate`);
  });
});

describe('regula season --id', () => {
  const files = () => {
    const g1 = join(dir, 'id-gsqt-1.csv');
    const g2 = join(dir, 'id-gsqt-2.csv');
    writeFileSync(
      g1,
      gsqt1()
        .map((row) => row.map((v) => (v === null || v === undefined ? '' : String(v))).join(','))
        .join('\n'),
    );
    writeFileSync(g2, GSQT2);
    return [g1, g2];
  };

  it('matches players by their name with --id Name (the reader keeps names apart from the other columns)', async () => {
    const c = capture();
    expect(await run(['season', ...files(), '--id', 'Name', '--regulation', REGULATION, '--section', 'K-12'], c.io)).toBe(0);
    const table = c.out.join('\n');
    // Yusef and Akil played both events: their season rows carry points from each.
    expect(table).toMatch(/Yusef\s+Yusef\s+17\.5776\s+\S+\s+\S+/);
    expect(c.err.join('\n')).not.toContain('season-no-id-column');
  });

  it('writes nothing and exits 1 when the --id column is nowhere', async () => {
    const c = capture();
    const out = join(dir, 'no-id.xlsx');
    expect(await run(['season', ...files(), '--id', 'Passport', '--regulation', REGULATION, '--section', 'K-12', '--out', out], c.io)).toBe(
      1,
    );
    expect(c.err.join('\n')).toContain('error engine/season-no-id-column: No column "Passport"');
    expect(c.err.join('\n')).toContain(`${out}: error cli/season-errors: not written: the season has errors (above)`);
    expect(existsSync(out)).toBe(false);
  });
});
