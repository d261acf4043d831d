import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVcfWorkbook, VCF_SOURCES } from '../../../scripts/vcf-workbook';
import { REPO_ROOT } from '../../support/fixture-paths';
import { openWorkbook, sheetRows } from '../../support/xlsx';

// samples/tournaments/vcf-k12-2021.xlsx is what `npm run samples` makes from the CSV and the
// regulation: after changing either, run it (cells are compared; the zip's timestamps differ).
describe('samples/tournaments/vcf-k12-2021.xlsx', () => {
  it('holds the cells the script makes from its sources (rebuild with npm run samples)', async () => {
    const committed = await openWorkbook(join(REPO_ROOT, VCF_SOURCES.workbook));
    const built = buildVcfWorkbook(REPO_ROOT);
    expect(committed.worksheets.map((s) => s.name)).toEqual(['Crosstable', 'Regulation']);
    for (const sheet of built.worksheets) expect(sheetRows(committed.getWorksheet(sheet.name)!)).toEqual(sheetRows(sheet));
  });

  it('keeps Enclosure 1 as Excel opens the CSV: numbers as numbers, the wall-chart tokens as text', async () => {
    const sheet = (await openWorkbook(join(REPO_ROOT, VCF_SOURCES.workbook))).getWorksheet('Crosstable')!;
    expect(sheetRows(sheet)[2]).toEqual([
      1,
      'Thomas',
      2324,
      'ABHS',
      'W12 (b)',
      'W3 (w)',
      'W2 (b)',
      'W5 (w)',
      'W4 (b)',
      5,
      '100%',
      32.296,
      null,
      null,
    ]);
  });
});
