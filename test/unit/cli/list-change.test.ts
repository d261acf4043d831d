/**
 * A tie-break list changed after the event started (FIDE VCL Q201, Q202): the CLI compares the
 * list it runs with the one saved on the workbook's Regulation sheet, as the engine sees them,
 * warns on stderr naming both lists and the round, records the change in the sheet's history
 * (kept by later runs), and `convert --to trf` writes it as a `###` line. The event is
 * test/fixtures/lots/club-open-lots.trf (made for Regula, 3 rounds played).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { REPO_ROOT } from '../../support/fixture-paths';
import { capture } from '../../support/cli';

const TRF = join(REPO_ROOT, 'test', 'fixtures', 'lots', 'club-open-lots.trf');
const tmp = mkdtempSync(join(tmpdir(), 'regula-list-change-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function historyRows(path: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('Regulation')!;
  const rows: unknown[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) rows.push([3, 4, 5, 6].map((c) => sheet.getCell(r, c).value));
  return rows.filter((row) => row.some((v) => v !== null));
}

describe('a tie-break list changed after the event started (CLI)', () => {
  const first = join(tmp, 'first.xlsx');
  const changed = join(tmp, 'changed.xlsx');
  const again = join(tmp, 'again.xlsx');

  it('the first run saves its list; the same list in other words is no change', async () => {
    expect(await run(['rank', TRF, '--criteria', 'PTS BH/C1 SB', '--out', first, '--quiet'], capture().io)).toBe(0);
    const same = capture();
    expect(await run(['rank', first, '--criteria', 'PTS, buchholz cut 1, sonneborn-berger', '--quiet'], same.io)).toBe(0);
    expect(same.err.join('\n')).not.toContain('list-changed');
    expect(await historyRows(first)).toEqual([]);
  });

  it('another list warns with both lists and the round, and the Regulation sheet records it', async () => {
    const c = capture();
    expect(await run(['rank', first, '--criteria', 'PTS DE SB', '--out', changed], c.io)).toBe(0);
    const warning = c.err.find((line) => line.includes('cli/list-changed'))!;
    expect(warning).toContain(
      `the tie-break list changed after round 3, once the event had started: it was "PTS, BH/C1, SB; then shared", it is now "PTS, DE, SB; then shared"`,
    );
    expect(warning).toContain("first.xlsx 'Regulation'");
    const rows = await historyRows(changed);
    expect(rows.slice(0, 2)).toEqual([
      ['Tie-break list changed after the event started (FIDE VCL Q201) — kept by Regula from run to run', null, null, null],
      ['Run at', 'After round', 'Previous list', 'New list'],
    ]);
    expect(rows.slice(2).map((r) => r.slice(1))).toEqual([[3, 'PTS, BH/C1, SB; then shared', 'PTS, DE, SB; then shared']]);
    expect(String(rows[2]![0])).toMatch(ISO);
  });

  it('a later run by the saved regulation keeps the history and warns no more', async () => {
    const c = capture();
    expect(await run(['rank', changed, '--out', again], c.io)).toBe(0);
    expect(c.err.join('\n')).not.toContain('list-changed');
    expect((await historyRows(again)).slice(2).map((r) => r.slice(1))).toEqual([
      [3, 'PTS, BH/C1, SB; then shared', 'PTS, DE, SB; then shared'],
    ]);
  });

  it('convert --to trf writes the change as a ### line with the round and the previous list', async () => {
    const c = capture();
    expect(await run(['convert', again, '--to', 'trf', '--quiet'], c.io)).toBe(0);
    const comments = c.out
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('###'));
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatch(
      /^### Regula: tie-break list changed after round 3 \(\d{4}-\d{2}-\d{2}T[\d:.]+Z\): previous "PTS, BH\/C1, SB; then shared", new "PTS, DE, SB; then shared"$/,
    );
  });
});
