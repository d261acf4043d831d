/**
 * A grand prix scaled by grade, ranked as a user runs it (samples/regulations/kapiti-grand-prix-2020.regula,
 * Kāpiti Chess Club's multi-grade tournaments): the event's sections are its grades, top first, given
 * as a TRF file each; `regula rank` ranks each section and then the one combined ranking of the
 * scaled scores, in the table, the JSON (docs/sections.schema.json) and the .xlsx. The same three
 * sample crosstables stand in for grades A, B and C as in grade-scaling.test.ts, whose hand check
 * this repeats: A's Brown on 4 and B's Ebner and Falk on 6 × 2/3 = 4 share 4th–6th, 7 points each.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { openWorkbook, sheetRows } from '../support/xlsx';

const tournament = (name: string) => join(REPO_ROOT, 'samples', 'tournaments', name);
const GRADES = [
  'TEC Exercises in Tie-Breaking (16 players)',
  'Club Championship 2026',
  'Hamilton Chess Club blitz championship 2016 (invented results)',
];
const dir = mkdtempSync(join(tmpdir(), 'regula-grades-'));
const regulation = join(dir, 'kapiti-graded.regula');
// The club's regulation with the three grades named as the event's sections (the TRF 012 names), top grade first.
writeFileSync(
  regulation,
  `${readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'kapiti-grand-prix-2020.regula'), 'utf8')}\nsections\n  ${GRADES.map((g) => `"${g}"`).join(', ')}\n`,
);
const schema = (name: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'docs', name), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema(schema('standings.schema.json'));
const validate = ajv.compile(schema('sections.schema.json'));
const files = ['tec-exercise-16.trf', 'club-championship-drr-8.trf', 'hamilton-club-blitz-2016.trf'].map(tournament);

async function rank(...options: string[]) {
  const c = capture();
  const code = await run(['rank', ...files, '--regulation', regulation, '--quiet', ...options], c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

describe('rank: a grand prix over the grades of an event in sections', () => {
  it('prints each section, then the combined ranking of the scaled scores with its points', async () => {
    const { code, out, err } = await rank();
    expect(code, err).toBe(0);
    const combined = out.slice(out.indexOf('== Grand prix over the grades: GP points'));
    const lines = combined.split('\n');
    expect(lines[2]).toMatch(/^Place\s+Grade\s+No\s+Name\s+Score\s+Factor\s+Scaled\s+Points$/);
    expect(combined).toMatch(/\n\s*1\s+Club Championship 2026\s+\d+\s+Castell, Clara\s+8\s+2\/3\s+16\/3\s+10\n/);
    for (const name of ['Brown, Bruno', 'Ebner, Eva', 'Falk, Felix'])
      expect(combined).toMatch(new RegExp(`\\n\\s*4–6\\s+.*${name}.*\\s4\\s+7\\n`));
    expect(out.indexOf('== Section TEC Exercises')).toBeLessThan(out.indexOf('== Grand prix over the grades'));
  });

  it('carries it in the JSON, exact, and in the .xlsx on a sheet of its own', async () => {
    const json = JSON.parse((await rank('--format', 'json')).out) as {
      combinedGrades: { name: string; entries: Record<string, unknown>[] }[];
    };
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.combinedGrades.map((g) => g.name)).toEqual(['GP points']);
    const entries = json.combinedGrades[0]!.entries;
    expect(entries).toHaveLength(16 + 8 + 4);
    expect(entries.filter((e) => e['place'] === '4-6').map((e) => [e['name'], e['scaled'], e['points']])).toEqual([
      ['Brown, Bruno', '4', '7'],
      ['Ebner, Eva', '4', '7'],
      ['Falk, Felix', '4', '7'],
    ]);
    const out = join(dir, 'graded.xlsx');
    expect((await rank('--out', out)).code).toBe(0);
    const rows = sheetRows((await openWorkbook(out)).getWorksheet('Regula Grand Prix Grades')!);
    const castell = rows.find((row) => row.includes('Castell, Clara'));
    expect(castell?.slice(0, 2)).toEqual([1, GRADES[1]]);
    expect(castell).toContain('16/3');
  });
});
