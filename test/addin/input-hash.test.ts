import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readGrid } from '../../io';
import { canonicalJson, inputSha256 } from '../../pipeline';
import { computeRun } from '../../addin/run/compute-run';
import { run } from '../../cli/main';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { headerValues } from '../support/xlsx';
import { REGULATION } from './support';

// Issue 14: "input hash" means the same in both doors — the SHA-256 of the event as read, in
// canonical form — so an auditor gets one hash for one crosstable, ranked in Excel or by the CLI.
const CSV_FILE = join(REPO_ROOT, 'samples', 'tournaments', 'vcf-k12-2021.csv');
const values = parseCsv(readFileSync(CSV_FILE, 'utf8'));

describe('the input hash of the output header', () => {
  it('is the same for the same crosstable from the CLI (a CSV file) and from the add-in (the sheet’s cells)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'regula-hash-'));
    const regulation = join(dir, 'k12.regula');
    writeFileSync(regulation, REGULATION);
    const out = join(dir, 'k12.xlsx');
    expect(await run(['rank', CSV_FILE, '--regulation', regulation, '--out', out, '--quiet'], capture().io)).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const cli = headerValues(book.getWorksheet('Regula Standings')!);

    const addin = await computeRun({
      sheet: 'Crosstable',
      origin: { row: 1, column: 1 },
      values,
      layout: 'auto',
      opponentNumbers: 'auto',
      regulationText: REGULATION,
      input: "'Crosstable'!A1:K40",
      ranAt: '2026-03-01T10:00:00.000Z',
    });
    const header = Object.fromEntries(addin.output!.sheets[0]!.blocks[0]!.cells.map((row) => [row[0], row[1]]));

    const read = readGrid(values, { sheet: 'Crosstable' }).crosstable!;
    const expected = createHash('sha256').update(canonicalJson(read), 'utf8').digest('hex');
    expect(cli['Input hash (SHA-256)']).toBe(expected);
    expect(header['Input hash (SHA-256)']).toBe(expected);
    // The CLI also records the file's own bytes, what `sha256sum` prints; the add-in has no file.
    expect(cli['Input file hash (SHA-256)']).toBe(createHash('sha256').update(readFileSync(CSV_FILE)).digest('hex'));
    expect(header['Input file hash (SHA-256)']).toBeUndefined();
    // Both hash the regulation text as run.
    expect(cli['Regulation hash (SHA-256)']).toBe(header['Regulation hash (SHA-256)']);
  });

  it('hashes the canonical form: key order, undefined fields and how a fraction was built do not matter', async () => {
    const read = readGrid(values, { sheet: 'Crosstable' }).crosstable!;
    const reordered = { ...read, players: read.players.map((p) => Object.fromEntries(Object.entries(p).reverse())), extra: undefined };
    expect(await inputSha256(reordered)).toBe(await inputSha256(read));
    expect(canonicalJson({ b: 1, a: [2, undefined] })).toBe('{"a":[2,null],"b":1}');
  });
});
