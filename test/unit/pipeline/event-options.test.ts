import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { capture } from '../../support/cli';
import { REPO_ROOT } from '../../support/fixture-paths';

// Issue 22: a section taken from the sheet's name is said in the qualification's audit, as one
// taken from the crosstable's title is (pipeline/event-options.ts chooses it for both doors).
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula');

async function qualificationAudit(csvName: string, ...options: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'regula-section-'));
  const csv = join(dir, csvName);
  copyFileSync(join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv'), csv);
  const out = join(dir, 'out.xlsx');
  await run(['rank', csv, '--regulation', REGULATION, '--out', out, '--quiet', ...options], capture().io);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(out);
  const cells: string[] = [];
  book.getWorksheet('Regula Qualification')!.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value))));
  return cells.filter((c) => c.startsWith('section '));
}

describe('the section of per-section tables, in the audit', () => {
  it('says it came from the sheet’s name (a CSV’s sheet is its file name)', async () => {
    expect(await qualificationAudit('K-12.csv')).toEqual(['section K-12: from the sheet\'s name "K-12"']);
  });

  it('says it came from the title when the sheet’s name is not a section', async () => {
    expect(await qualificationAudit('gsqt.csv')).toEqual([
      'section K-12: from the title "Final Standings, K-12 Section of a GSQT (VCF Rules 2020-21, Enclosure 1)"',
    ]);
  });

  it('says it was asked for with --section', async () => {
    expect(await qualificationAudit('gsqt.csv', '--section', 'k-12')).toEqual(['section K-12: as the run asked']);
  });
});
