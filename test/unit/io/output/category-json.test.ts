/**
 * The categories' rankings in the machine outputs: `rank --format json`'s
 * `categories` list, validated by docs/standings.schema.json, and the CSV's categories table
 * under the standings — on samples/regulations/world-youth-2023.regula and the TEC exercise
 * with invented youth data (samples/tournaments/README.md), whose categories
 * test/golden/world-youth-categories.test.ts works out.
 */
import Ajv2020 from 'ajv/dist/2020';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../../cli/main';
import { parseCsv, type StandingsJson } from '../../../../io';
import { capture } from '../../../support/cli';
import { REPO_ROOT } from '../../../support/fixture-paths';

const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'docs', 'standings.schema.json'), 'utf8')) as object;
const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
const TRF = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16-youth.trf');
const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'world-youth-2023.regula');
const dir = mkdtempSync(join(tmpdir(), 'regula-category-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rank(...args: string[]): Promise<string> {
  const c = capture();
  expect(await run(['rank', TRF, '--regulation', REGULATION, '--quiet', ...args], c.io), c.err.join('\n')).toBe(0);
  return c.out.join('');
}

describe('categories in JSON and CSV', () => {
  it('JSON: a categories list, each its members in final order with category and overall rank', async () => {
    const document = JSON.parse(await rank('--format', 'json')) as StandingsJson;
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    const categories = document.categories!;
    expect(categories.map((c) => c.name)).toEqual(['U14', 'Girls U14', 'U16', 'Girls U16', 'U18', 'Girls U18']);
    const u14 = categories[0]!;
    expect(u14.definition).toBe('under 14');
    expect(u14.dates).toEqual(['ages on 2022-12-31 (as the regulation states)']);
    // #2 Brown (born 2008-12-31) is 14 on 2022-12-31: the best U14 is #3, second overall.
    expect(u14.members.map((m) => [m.rank, m.no, m.overall])).toEqual([
      [1, 3, 2],
      [2, 1, 4],
      [3, 16, 5],
      [4, 7, 13],
      [5, 9, 15],
      [6, 10, 16],
    ]);
    expect(u14.members[0]).toEqual({ rank: 1, no: 3, name: 'Costa, Clara', points: 3.5, overall: 2 });
    expect(u14.missing).toEqual([{ no: 6, name: 'Fischer, Felix', reason: 'no birth date' }]);
    expect(categories[1]!.missing).toEqual([{ no: 7, name: 'Garcia, Greta', reason: 'no sex given' }]);
  });

  it('JSON without categories has no categories key', async () => {
    const c = capture();
    const tec = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
    expect(await run(['rank', tec, '--criteria', 'PTS BH', '--format', 'json', '--quiet'], c.io)).toBe(0);
    expect('categories' in (JSON.parse(c.out.join('')) as object)).toBe(false);
  });

  it('CSV: the standings, an empty row, then one categories table with a Category column', async () => {
    const csv = await rank('--format', 'csv');
    const rows = parseCsv(csv);
    const gap = rows.findIndex((r) => r.every((cell) => cell === ''));
    // 16 players under the standings' header.
    expect(gap).toBe(17);
    expect(rows[gap + 1]).toEqual(['Category', 'Rank', 'No', 'Name', 'Points', 'Overall', 'Note']);
    const u14 = rows.slice(gap + 2).filter((r) => r[0] === 'U14');
    expect(u14.map((r) => [r[1], r[2], r[5], r[6]])).toEqual([
      ['', '', '', 'U14: under 14'],
      ['', '', '', 'ages on 2022-12-31 (as the regulation states)'],
      ['1', '3', '2', ''],
      ['2', '1', '4', ''],
      ['3', '16', '5', ''],
      ['4', '7', '13', ''],
      ['5', '9', '15', ''],
      ['6', '10', '16', ''],
      ['', '6', '', 'not in the category: no birth date'],
    ]);
    // --out .csv writes the same text.
    const out = join(dir, 'youth.csv');
    await rank('--out', out, '--format', 'table');
    expect(readFileSync(out, 'utf8').trimEnd()).toBe(csv.trimEnd());
  });
});
