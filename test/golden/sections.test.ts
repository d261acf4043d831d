/**
 * An event in several sections (docs/language.md "Sections"): the 23rd Chicago Open 2014 regulation
 * (samples/regulations/chicago-open-2014.regula: nine sections, a prize fund per section) ranked
 * on its invented multi-section crosstable (samples/tournaments/README.md), given as a CSV with a
 * Section column, a workbook with a sheet per section, and nine TRF files. The values are worked
 * out from the crosstable and the announcement's prize lists.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/main';
import { newOutputWorkbook } from '../../cli/native-xlsx';
import { parseCsv, readGrid, writeGrid, writeTrf, type SectionsJson } from '../../io';
import { renderCsv } from '../../cli/render-table';
import { generateSwiss } from '../support/generate-crosstable';
import { sectionSheets } from '../../scripts/sections-sample';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { openWorkbook } from '../support/xlsx';

const REGULATION = join(REPO_ROOT, 'samples', 'regulations', 'chicago-open-2014.regula');
const CSV = join(REPO_ROOT, 'samples', 'tournaments', 'chicago-open-2014-sections.csv');
const XLSX = join(REPO_ROOT, 'samples', 'tournaments', 'chicago-open-2014-sections.xlsx');
const SECTIONS = [
  'Open',
  'Under 2300/Unrated',
  'Under 2100',
  'Under 1900',
  'Under 1700',
  'Under 1500',
  'Under 1300',
  'Under 1000/Unrated',
  'Unrated/Provisional',
];
const dir = mkdtempSync(join(tmpdir(), 'regula-sections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rank(...args: string[]) {
  const c = capture();
  const code = await run(['rank', ...args, '--regulation', REGULATION], c.io);
  return { code, out: c.out.join('\n'), err: c.err.join('\n') };
}

async function rankJson(...inputs: string[]): Promise<SectionsJson> {
  const { code, out } = await rank(...inputs, '--format', 'json', '--quiet');
  expect(code).toBe(0);
  return JSON.parse(out) as SectionsJson;
}

/** A section's prizes as "No Amount" lines. */
const prizes = (json: SectionsJson, name: string) =>
  json.sections
    .find((s) => s.name === name)!
    .prizes!.filter((p) => p['No'] !== null)
    .map((p) => `${p['No']} ${p['Amount']}${p['Trophy'] ? ' T' : ''}`);

describe('an event in sections: the Chicago Open 2014', () => {
  it('ranks each section on its own rows of the CSV, in the regulation’s order, with its own prize fund', async () => {
    const json = await rankJson(CSV);
    expect(json.format).toBe('regula-sections/1');
    expect(json.event).toBe('23rd Chicago Open');
    expect(json.sections.map((s) => s.name)).toEqual(SECTIONS);
    const open = json.sections[0]!.standings;
    // Knight 4 (L4 W6 W1 W2 W5), Dragon 3.5, Archer 3; then four on 2½ split by modified median (US Chess 34E1):
    // Knight's opponents scored 3½ + 1½ + 3 + 2½ + 2½ = 13 (Solkoff); over 50 %, the lowest (1½) is cut: 11½.
    expect(open.standings.slice(0, 4).map((s) => [s.rank, s.no, s.name])).toEqual([
      [1, 3, 'Knight, Cara'],
      [2, 4, 'Dragon, Dev'],
      [3, 1, 'Archer, Ava'],
      [4, 2, 'Fischer, Ben'],
    ]);
    expect(open.tiebreaks).toEqual(['PTS', 'modified median', 'solkoff', 'cumulative']);
    expect(open.players['3']).toEqual([4, 11.5, 13, 10]);
    // Open: $10000-5000-2500, then 4th–7th (1200 + 900 + 700 + 600 = 3400) shared by the four on 2½: 850 each.
    expect(prizes(json, 'Open')).toEqual(['3 10000', '4 5000', '1 2500', '2 850', '5 850', '7 850', '8 850', '10 500', '6 400', '9 400']);
    // The common list (Under 2300/Unrated, 2100, 1900): $5000 to first; 2nd–3rd (2500 + 1200) shared: 1850.
    expect(prizes(json, 'Under 2300/Unrated').slice(0, 3)).toEqual(['2 5000', '1 1850', '3 1850']);
    // Under 2100: first two on points share 5000 + 2500 = 7500 (cash ignores the tie-break): 3750 each.
    expect(prizes(json, 'Under 2100').slice(0, 2)).toEqual(['3 3750', '1 3750']);
    // Under 1300's own list ($3000-1500-…), Under 1700's ($4000-2000-…).
    expect(prizes(json, 'Under 1300').slice(0, 2)).toEqual(['1 3000', '2 1500']);
    expect(prizes(json, 'Under 1700').slice(0, 2)).toEqual(['1 4000', '2 2000']);
    // Under 1000/Unrated: $1000-700 shared by the two on top (850 each), trophies by tie-break order, to 10th.
    expect(prizes(json, 'Under 1000/Unrated').slice(0, 2)).toEqual(['3 850 T', '2 850 T']);
    expect(prizes(json, 'Under 1000/Unrated').filter((p) => p.endsWith(' T'))).toHaveLength(9);
    expect(prizes(json, 'Unrated/Provisional').slice(0, 2)).toEqual(['3 850', '1 850']);
  });

  it('prints a heading and the standings and prizes per section; the CSV has a Section column', async () => {
    const table = await rank(CSV, '--quiet');
    expect(table.code).toBe(0);
    expect(table.out.match(/^== Section .*$/gm)).toEqual(
      SECTIONS.map((s, i) => `== Section ${s} (${[10, 8, 9, 8, 7, 8, 6, 9, 6][i]} players)`),
    );
    expect(table.out).toMatch(/== Section Open \(10 players\)\n\nPlace .*\n.*\n +1 +3 +Knight, Cara +2570 +4 +11\.5 +13 +10 +PTS/);
    const csv = await rank(CSV, '--format', 'csv', '--quiet');
    const rows = parseCsv(csv.out);
    expect(rows[0]!.slice(0, 4)).toEqual(['Section', 'Place', 'No', 'Name']);
    expect(rows).toHaveLength(1 + 71);
    expect(rows[1]!.slice(0, 4)).toEqual(['Open', '1', '3', 'Knight, Cara']);
    expect(rows.at(-1)![0]).toBe('Unrated/Provisional');
  });

  it('ranks a workbook with a sheet per section, and nine TRF files, exactly as the CSV', async () => {
    const fromCsv = await rankJson(CSV);
    const fromWorkbook = await rankJson(XLSX);
    expect(fromWorkbook.sections.map((s) => [s.name, s.standings.rank, s.prizes])).toEqual(
      fromCsv.sections.map((s) => [s.name, s.standings.rank, s.prizes]),
    );
    const trfs = sectionSheets().map((sheet, i) => {
      const crosstable = readGrid(sheet.cells, { sheet: sheet.name }).crosstable!;
      const path = join(dir, `section-${i + 1}.trf`);
      // TRF 012 names the section (a TRF holds one tournament): "Under 2300/Unrated" cannot be a file name.
      writeFileSync(path, writeTrf({ ...crosstable, name: SECTIONS[i]! }));
      return path;
    });
    const fromTrf = await rankJson(...trfs);
    expect(fromTrf.sections.map((s) => [s.name, s.standings.rank, s.prizes])).toEqual(
      fromCsv.sections.map((s) => [s.name, s.standings.rank, s.prizes]),
    );
  });

  it('writes one workbook: a crosstable sheet per section, and each Regula sheet with a block per section under its heading', async () => {
    const out = join(dir, 'chicago.xlsx');
    expect((await rank(CSV, '--out', out, '--quiet')).code).toBe(0);
    const book = await openWorkbook(out);
    const names = book.worksheets.map((s) => s.name);
    expect(names.slice(0, 9)).toEqual(SECTIONS.map((s) => s.replace('/', '-')));
    expect(names).toEqual(expect.arrayContaining(['Regula Standings', 'Regula Audit', 'Regula Prizes', 'Regulation']));
    const standings = book.getWorksheet('Regula Standings')!;
    const headings: string[] = [];
    standings.eachRow((row) => {
      const text = String(row.getCell(1).value ?? '');
      if (text.startsWith('Section ')) headings.push(text);
    });
    expect(headings).toEqual(SECTIONS.map((s) => `Section ${s}`));
    // The Open's crosstable sheet holds its own ten players only.
    expect(book.getWorksheet('Open')!.actualRowCount).toBe(11);
  });

  it('reports a section the regulation names and the input lacks, and one it has and the regulation does not name, at their places', async () => {
    const renamed = join(dir, 'renamed.csv');
    writeFileSync(renamed, readFileSync(CSV, 'utf8').replace(/^Under 1300,/gm, 'Under 1350,'));
    const csv = await rank(renamed);
    expect(csv.code).toBe(1);
    expect(csv.err).toContain(
      `'renamed'!A52: error sections/not-in-regulation: the Section column: found section "Under 1350", which the regulation does not name; expected one of "Open",`,
    );
    expect(csv.err).toContain(
      `renamed.csv:1:1: error sections/missing: renamed.csv: no crosstable for section "Under 1300", which the regulation names; found sections "Open",`,
    );
    expect(csv.err).toContain("not ranked: the input's sections are not the regulation's");
    const sheets = sectionSheets();
    const partial = join(dir, 'partial.xlsx');
    writeFileSync(partial, await newOutputWorkbook(undefined, [...sheets.slice(1), { ...sheets[0]!, name: 'Championship' }]).toBuffer());
    const workbook = await rank(partial);
    expect(workbook.code).toBe(1);
    expect(workbook.err).toContain(
      `'Championship'!A1: error sections/not-in-regulation: sheet 'Championship': found section "Championship"`,
    );
    expect(workbook.err).toContain('error sections/missing: partial.xlsx: no crosstable for section "Open"');
  });

  it('a player row without a section is a located error', async () => {
    const path = join(dir, 'unsectioned.csv');
    writeFileSync(path, readFileSync(CSV, 'utf8').replace(/^Open,2,/m, ',2,'));
    const result = await rank(path);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `'unsectioned'!A3: error sections/no-section: A player row ("2") without a section: found an empty Section cell, expected the name of the player's section.`,
    );
  });

  it('several TRF files need a regulation naming sections; a command that ranks one section says so', async () => {
    const c = capture();
    const trf = join(REPO_ROOT, 'samples', 'tournaments', 'tec-exercise-16.trf');
    expect(await run(['rank', trf, trf, '--criteria', 'BH'], c.io)).toBe(1);
    expect(c.err.join('\n')).toContain('several TRF files are ranked as the sections of one event: give the regulation naming them');
    const s = capture();
    expect(await run(['scenarios', CSV, '--regulation', REGULATION], s.io)).toBe(1);
    expect(s.err.join('\n')).toContain('the regulation names 9 sections (`sections`): this command takes an event in one section');
    const season = capture();
    expect(await run(['season', XLSX, '--id', 'Name', '--regulation', REGULATION], season.io)).toBe(1);
    expect(season.err.join('\n')).toContain('the regulation names 9 sections (`sections`): this command takes an event in one section');
  });

  it('explain takes the section with --section; diff compares section by section; render prints the sections article', async () => {
    const explain = capture();
    expect(await run(['explain', CSV, '3', '--regulation', REGULATION, '--section', 'open', '--quiet'], explain.io)).toBe(0);
    expect(explain.out.join('\n')).toContain('Knight, Cara (3) is placed 1 of 10, decided by PTS.');
    const unsaid = capture();
    expect(await run(['explain', CSV, '3', '--regulation', REGULATION, '--quiet'], unsaid.io)).toBe(1);
    expect(unsaid.err.join('\n')).toContain('the event has 9 sections: say which with --section NAME ("Open", "Under 2300/Unrated",');
    const wrong = capture();
    expect(await run(['explain', CSV, '3', '--regulation', REGULATION, '--section', 'U1800', '--quiet'], wrong.io)).toBe(1);
    expect(wrong.err.join('\n')).toContain('--section "U1800": the event\'s sections are "Open",');

    // Solkoff before modified median: in the Open, Gambit (Solkoff 11.5) and Lasker (10), tied on 2½ behind Fischer and Isle, are now separated by Solkoff.
    const swapped = join(dir, 'swapped.regula');
    writeFileSync(
      swapped,
      readFileSync(REGULATION, 'utf8').replace('  1. modified median\n  2. solkoff', '  1. solkoff\n  2. modified median'),
    );
    const diff = capture();
    expect(await run(['diff', CSV, '--regulation', REGULATION, '--against', swapped, '--format', 'json', '--quiet'], diff.io)).toBe(0);
    const compared = JSON.parse(diff.out.join('')) as { sections: { name: string }[] };
    expect(compared.sections.map((s) => s.name)).toEqual(SECTIONS);
    const table = capture();
    expect(await run(['diff', CSV, '--regulation', REGULATION, '--against', swapped, '--quiet'], table.io)).toBe(0);
    expect(table.out.join('\n')).toMatch(
      /== Section Open\n\nBefore: 23rd Chicago Open — rules us-chess; PTS, modified median, solkoff, cumulative\nAfter: {2}23rd Chicago Open — rules us-chess; PTS, solkoff, modified median, cumulative/,
    );
    expect(table.out.join('\n')).toMatch(/ 7 +Gambit, Gus +6 +modified median +6 +solkoff/);

    const render = capture();
    expect(await run(['render', REGULATION], render.io)).toBe(0);
    const text = render.out.join('\n');
    expect(text).toContain('## Article 4. Sections');
    expect(text).toContain('The event is played in 9 sections.');
    expect(text).toContain('Section Under 1000/Unrated has its own prizes, in place of the article on prizes:');
  });

  it('ranks a scholastic nationals of 13 grade sections × 300 players: each section its own 300, nothing across them', async () => {
    const names = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((g) => `Grade ${g}`);
    const rows: (string | number | null)[][] = [];
    names.forEach((name, i) => {
      // The grid without the event's facts writeGrid puts above its header: one header for all sections.
      const written = writeGrid(generateSwiss({ players: 300, rounds: 7, seed: i + 1 }));
      const grid = written.slice(written.findIndex((row) => row[0] === 'No'));
      const text = (row: readonly unknown[]) => row.map((v) => (v === undefined || v === null ? null : (v as string | number)));
      if (i === 0) rows.push(['Section', ...text(grid[0]!)]);
      for (const row of grid.slice(1)) rows.push([name, ...text(row)]);
    });
    const csv = join(dir, 'k12.csv');
    writeFileSync(csv, renderCsv(rows));
    const regulation = join(dir, 'k12.regula');
    writeFileSync(
      regulation,
      `regulation "National K-12"\nrules us-chess\ntie-breaks\n  1. modified median\n  2. solkoff\n  3. cumulative\nsections\n  ${names.map((n) => `"${n}"`).join(', ')}\n`,
    );
    const c = capture();
    expect(await run(['rank', csv, '--regulation', regulation, '--format', 'json', '--quiet'], c.io)).toBe(0);
    const json = JSON.parse(c.out.join('')) as SectionsJson;
    expect(json.sections.map((s) => s.name)).toEqual(names);
    for (const [i, section] of json.sections.entries()) {
      expect(section.standings.standings).toHaveLength(300);
      // Each section is its own crosstable: its winner has the most points of that section's generated Swiss.
      const points = Object.values(section.standings.players).map((values) => values[0] as number);
      expect(section.standings.players[String(section.standings.standings[0]!.no)]![0]).toBe(points.reduce((a, b) => Math.max(a, b)));
      expect(section.standings.standings[0]!.name).toBe(
        generateSwiss({ players: 300, rounds: 7, seed: i + 1 }).players.find((p) => p.id === section.standings.standings[0]!.no)!.name,
      );
    }
  }, 60_000);
});
