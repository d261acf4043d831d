import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { CROSSTABLE_SHEET, writeCells } from '../cli/crosstable-sheet';
import { parseCsv, REGULATION_SHEET, regulationRows } from '../io';
import { pushAll } from '../engine';

/** Where the sample workbook is made from, relative to the repository root. */
export const VCF_SOURCES = {
  csv: join('samples', 'tournaments', 'vcf-k12-2021.csv'),
  regulation: join('samples', 'regulations', 'vcf-grade-school-qualifier-2020-21.regula'),
  workbook: join('samples', 'tournaments', 'vcf-k12-2021.xlsx'),
};

/** Columns the workbook adds to the CSV's header, for the regulation's qualification skips. */
export const VCF_EXTRA_COLUMNS = ['Qualified', 'Playing Up'];

/**
 * samples/tournaments/vcf-k12-2021.xlsx as an arbiter would keep it after a run of the
 * add-in: the Enclosure 1 wall chart on a "Crosstable" sheet (the CSV's cells as Excel
 * opens them: numbers as numbers, and two empty columns the regulation reads) and the Virginia regulation on the "Regulation" sheet,
 * one line per row from A3 under the add-in's mark. Nothing depends on the clock: the
 * document dates are fixed, so the same sources make the same cells.
 */
export function buildVcfWorkbook(root: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Regula (scripts/make-vcf-workbook.ts)';
  workbook.created = workbook.modified = new Date('2021-03-04T00:00:00Z');
  const crosstable = workbook.addWorksheet(CROSSTABLE_SHEET);
  const cells = parseCsv(readFileSync(join(root, VCF_SOURCES.csv), 'utf8'));
  // The columns the regulation's qualification reads ("skip already qualified from column
  // "Qualified"", "skip playing up"), empty: nobody in Enclosure 1 is either.
  pushAll(cells[1]!, VCF_EXTRA_COLUMNS);
  writeCells(crosstable, cells);
  crosstable.getRow(2).font = { bold: true };
  crosstable.getColumn(2).width = 12;
  const regulation = workbook.addWorksheet(REGULATION_SHEET);
  regulationRows(readFileSync(join(root, VCF_SOURCES.regulation), 'utf8')).forEach((line, i) => {
    if (line !== '') regulation.getCell(i + 1, 1).value = line;
  });
  return workbook;
}
