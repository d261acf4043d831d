import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { OWNER_MARK, parseCsv } from '../../../io';
import { run } from '../../../cli/main';
import { FIXTURE_DIR } from '../../support/fixtures';
import { capture } from '../../support/cli';

const VCF_CSV = join(__dirname, '..', '..', '..', 'samples', 'tournaments', 'vcf-k12-2021.csv');

describe('regula rank', () => {
  it('prints the reference corpus JSON shape for a TRF', async () => {
    const c = capture();
    const code = await run(
      ['rank', join(FIXTURE_DIR, 'pub09_rr_6.trf'), '--criteria', 'PTS DE WIN SB KS', '--format', 'json', '--quiet'],
      c.io,
    );
    expect(code).toBe(0);
    const json = JSON.parse(c.out.join(''));
    const expected = JSON.parse(readFileSync(join(FIXTURE_DIR, 'pub09_rr_6.expected-2026.json'), 'utf8')).runs.find(
      (r: { id: string }) => r.id === 'rank1',
    );
    expect(json.tiebreaks).toEqual(expected.tiebreaks);
    expect(json.players).toEqual(expected.players);
    expect(json.rank).toEqual(expected.rank);
  });

  it('exits 1 on a crosstable with errors and says where', async () => {
    const c = capture();
    const code = await run(['rank', join(__dirname, '..', '..', 'golden', 'grids', 'vcf-k12-enclosure1-as-printed.csv')], c.io);
    expect(code).toBe(1);
    expect(c.err[0]).toMatch(/^note: read vcf-k12-enclosure1-as-printed\.csv: us-wall-chart layout/);
    expect(c.err[1]).toMatch(/^'vcf-k12-enclosure1-as-printed'!E3: error grid\/not-mirrored: /);
    expect(c.err.at(-1)).toContain('not ranked');
  });

  it('exits 1 on an unknown criterion or option, and on a missing file', async () => {
    expect(await run(['rank', VCF_CSV, '--criteria', 'PTS BHX'], capture().io)).toBe(1);
    expect(await run(['rank', VCF_CSV, '--colour', 'x'], capture().io)).toBe(1);
    const c = capture();
    expect(await run(['rank', 'no-such-file.trf'], c.io)).toBe(1);
    expect(c.err[0]).toBe('no-such-file.trf: error cli/no-such-file: no such file');
  });

  it('reads an .xlsx crosstable and writes Standings and Audit into a copy, leaving the user’s cells as they were', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-'));
    const input = join(dir, 'k12.xlsx');
    const workbook = new ExcelJS.Workbook();
    const notes = workbook.addWorksheet('Notes');
    notes.getCell('B2').value = 'arbiter’s own note';
    const cells = parseCsv(readFileSync(VCF_CSV, 'utf8'));
    const sheet = workbook.addWorksheet('Crosstable');
    cells.forEach((row, r) =>
      row.forEach((v, c) => v !== null && v !== undefined && v !== '' && (sheet.getRow(r + 1).getCell(c + 1).value = v as string)),
    );
    await workbook.xlsx.writeFile(input);

    const output = join(dir, 'k12-ranked.xlsx');
    const c = capture();
    expect(await run(['rank', input, '--out', output, '--quiet'], c.io)).toBe(0);
    const written = new ExcelJS.Workbook();
    await written.xlsx.readFile(output);
    // No --regulation: the list (PTS) is written out as a regulation and saved as run.
    expect(written.worksheets.map((s) => s.name)).toEqual(['Notes', 'Crosstable', 'Regula Standings', 'Regula Audit', 'Regulation']);
    expect(written.getWorksheet('Notes')!.getCell('B2').value).toBe('arbiter’s own note');
    expect(written.getWorksheet('Crosstable')!.getCell('E3').value).toBe('W12 (b)');
    const standings = written.getWorksheet('Regula Standings')!;
    expect(standings.getCell('A1').value).toBe(OWNER_MARK);
    expect(standings.getCell('A3').value).toBe('Regulation');
    const headerRow = [...Array(20).keys()].map((i) => standings.getRow(i + 1).getCell(1).value).indexOf('Place') + 1;
    expect(standings.getRow(headerRow).values).toEqual([undefined, 'Place', 'No', 'Name', 'Post Rating', 'PTS', 'Decided by']);
    expect(standings.getRow(headerRow + 1).values).toEqual([undefined, 1, 1, 'Thomas', 2324, 5, 'PTS']);

    // A second run over its output replaces Regula's sheets and nothing else; it never writes over its input.
    expect(await run(['rank', output, '--sheet', 'Crosstable', '--out', output, '--quiet'], capture().io)).toBe(1);
    const second = join(dir, 'k12-ranked-again.xlsx');
    expect(await run(['rank', output, '--sheet', 'Crosstable', '--out', second, '--quiet'], capture().io)).toBe(0);
    const again = new ExcelJS.Workbook();
    await again.xlsx.readFile(second);
    expect(again.worksheets.map((s) => s.name)).toEqual(['Notes', 'Crosstable', 'Regula Standings', 'Regula Audit', 'Regulation']);
  });
});
