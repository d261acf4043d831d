import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { run } from '../../../cli/main';
import { writeTrf } from '../../../io';
import { capture } from '../../support/cli';
import { generateSwiss } from '../../support/generate-crosstable';

// The sizes the README claims, through the command line's .xlsx door: a 5,000-player,
// 15-round Swiss ranked by the reference corpus's full list (33 criteria and DE), and a
// 9,999-player one. The workbook is checked part by part (exceljs would need gigabytes to
// open it; Excel opens it in seconds). Wall time is measured in bench/, never asserted.

/** The reference corpus's values list (33 criteria, points first) and DE. */
const FULL_LIST =
  'PTS BH BH/C1 BH/C2 BH/M1 BH/M2 BH/P BH/C1/P BH/C1/V FB FB/C1 FB/P AOB ABH AFB SB SB/C1 SB/P PS PS/C1 KS WIN WON BPG BWG REP VUR ARO ARO/C1 TPR PTP APRO APPO DE';
const EXCEL_ROWS = 1_048_576;
const dir = mkdtempSync(join(tmpdir(), 'regula-large-'));

async function sheets(path: string): Promise<Map<string, string>> {
  const archive = await JSZip.loadAsync(readFileSync(path));
  const workbook = await archive.file('xl/workbook.xml')!.async('string');
  const names = [...workbook.matchAll(/<sheet name="([^"]+)" sheetId="(\d+)"/g)].map((m) => [m[1]!, m[2]!] as const);
  const parts = new Map<string, string>();
  for (const [name, id] of names) parts.set(name, await archive.file(`xl/worksheets/sheet${id}.xml`)!.async('string'));
  return parts;
}

const rowCount = (xml: string) => xml.match(/<row /g)?.length ?? 0;

async function rankToWorkbook(players: number, list: string): Promise<{ path: string; out: string }> {
  const trf = join(dir, `swiss-${players}.trf`);
  writeFileSync(trf, writeTrf(generateSwiss({ players, rounds: 15, seed: 2026 })));
  const path = join(dir, `swiss-${players}.xlsx`);
  const c = capture();
  expect(await run(['rank', trf, '--criteria', list, '--edition', 'fide-2026', '--out', path, '--quiet'], c.io), c.err.join('\n')).toBe(0);
  return { path, out: c.out.join('\n') };
}

/** The rows above a converted crosstable's header: Regula's mark, the event's name, its type and its rounds. */
const FACT_ROWS = 4;

describe('the largest events, ranked into a workbook by the command line', () => {
  it('5,000 × 15 with the full list: every player ranked, the audit within what a sheet holds and saying what it holds', async () => {
    const { path, out } = await rankToWorkbook(5000, FULL_LIST);
    expect(out.split('\n').filter((line) => /^\s*\d/.test(line))).toHaveLength(5000);
    const parts = await sheets(path);
    expect([...parts.keys()]).toEqual(['Crosstable', 'Regula Standings', 'Regula Audit', 'Regulation']);
    // The crosstable: Regula's mark and the event's facts (name, type, rounds: io/grid/event-facts.ts),
    // a header and 5,000 players; beside it the result block.
    expect(rowCount(parts.get('Crosstable')!)).toBe(FACT_ROWS + 1 + 5000);
    // The standings: the run's header, then a table of 5,000 players with 34 criteria.
    const standings = parts.get('Regula Standings')!;
    expect(rowCount(standings)).toBeGreaterThan(5000);
    const audit = parts.get('Regula Audit')!;
    expect(rowCount(audit)).toBeGreaterThan(10_000);
    expect(rowCount(audit)).toBeLessThan(EXCEL_ROWS);
    const archive = await JSZip.loadAsync(readFileSync(path));
    const strings = await archive.file('xl/sharedStrings.xml')!.async('string');
    expect(strings).toContain('The contributions of the values that placed tied participants');
    expect(strings).toMatch(/The whole audit \(up to 2,550,000 rows\)/);
  }, 300_000);

  it('9,999 × 15: every player ranked and written', async () => {
    const { path, out } = await rankToWorkbook(9999, 'PTS BH/C1 BH SB DE');
    expect(out.split('\n').filter((line) => /^\s*\d/.test(line))).toHaveLength(9999);
    const parts = await sheets(path);
    expect(rowCount(parts.get('Crosstable')!)).toBe(FACT_ROWS + 1 + 9999);
    expect(rowCount(parts.get('Regula Audit')!)).toBeLessThan(EXCEL_ROWS);
  }, 300_000);
});
