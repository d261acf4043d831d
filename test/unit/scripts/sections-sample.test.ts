import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCsv } from '../../../cli/render-table';
import { csvCellValue } from '../../../io';
import { GRADE_NATIONALS, sectionSheets, sectionsCsvRows, WORLD_YOUTH_2015 } from '../../../scripts/sections-sample';
import { REPO_ROOT } from '../../support/fixture-paths';
import { openWorkbook, sheetRows } from '../../support/xlsx';

// samples/tournaments/chicago-open-2014-sections.csv and .xlsx are what `npm run samples:sections`
// makes (invented players, a fixed seed): after changing the script, run it.
const BASE = join(REPO_ROOT, 'samples', 'tournaments', 'chicago-open-2014-sections');

describe('samples/tournaments/chicago-open-2014-sections', () => {
  it('the CSV is the script’s: every section under one header with a Section column', () => {
    expect(readFileSync(`${BASE}.csv`, 'utf8')).toBe(renderCsv(sectionsCsvRows()));
  });

  it('the workbook holds a sheet per section with the same rows, numbers as numbers', async () => {
    const book = await openWorkbook(`${BASE}.xlsx`);
    const sheets = sectionSheets();
    expect(book.worksheets.map((s) => s.name)).toEqual(sheets.map((s) => s.name));
    for (const sheet of sheets)
      expect(sheetRows(book.getWorksheet(sheet.name)!)).toEqual(sheet.cells.map((row) => row.map((v) => csvCellValue(v) ?? null)));
  });
});

describe('samples/tournaments/world-youth-2015-sections.csv and grade-nationals-sections.csv', () => {
  it('are the script’s: 12 and 13 sections under one header', () => {
    const tournaments = join(REPO_ROOT, 'samples', 'tournaments');
    expect(readFileSync(join(tournaments, 'world-youth-2015-sections.csv'), 'utf8')).toBe(renderCsv(sectionsCsvRows(WORLD_YOUTH_2015)));
    expect(readFileSync(join(tournaments, 'grade-nationals-sections.csv'), 'utf8')).toBe(renderCsv(sectionsCsvRows(GRADE_NATIONALS)));
    expect([WORLD_YOUTH_2015.sections.length, GRADE_NATIONALS.sections.length]).toEqual([12, 13]);
  });
});
