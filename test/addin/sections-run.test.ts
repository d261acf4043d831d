import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as cliRun } from '../../cli/main';
import { sectionSheets } from '../../scripts/sections-sample';
import type { SectionsJson } from '../../io';
import { FakeWorkbook } from '../../addin/demo/fake-excel';
import { key } from '../../addin/demo/fake-workbook';
import { capture } from '../support/cli';
import { REPO_ROOT } from '../support/fixture-paths';
import { explainLast } from '../../addin/run/explain-last';
import { reportLast } from '../../addin/run/report-last';
import { en as strings } from '../../addin/strings/en';
import { writtenSectionStandings, writtenStandings } from '../../addin/run/standings-changes';
import { cells, install, run } from './support';

/*
 * Issue 19 item 3 in the add-in: a workbook with a sheet per section (the invented Chicago Open
 * 2014 sample, samples/tournaments/README.md) run with the regulation naming the sections. The run
 * reads every section's sheet, ranks each through pipeline/sections.ts and writes what
 * `regula rank --out` writes: every Regula sheet with a block per section under its heading.
 */
const REGULATION = readFileSync(join(REPO_ROOT, 'samples', 'regulations', 'chicago-open-2014.regula'), 'utf8');
const SECTIONS = sectionSheets();

function sectionsWorkbook(sheets = SECTIONS): FakeWorkbook {
  return install(new FakeWorkbook(Object.fromEntries(sheets.map((s) => [s.name, cells(s.cells)]))));
}

/** The standings block of a section on the Regula Standings sheet, as "place no name" lines. */
function standingsOf(book: FakeWorkbook, section: string): string[] {
  const sheet = book.sheet('Regula Standings')!;
  let last = 0;
  for (const k of sheet.cells.keys()) last = Math.max(last, Number(k.split(',')[0]));
  const rows = Array.from({ length: last }, (_, r) =>
    Array.from({ length: 20 }, (_, c) => sheet.cells.get(key(r + 1, c + 1))?.value ?? null),
  );
  const start = rows.findIndex((r) => r[0] === `Section ${section}`);
  // The heading, an empty row (between blocks), then the standings table.
  const top = rows.findIndex((r, i) => i > start && r[0] === 'Place');
  const header = rows[top]!;
  const body: string[] = [];
  for (let r = top + 1; r < rows.length && rows[r]!.some((v) => v !== null && v !== ''); r++)
    body.push(`${rows[r]![header.indexOf('Place')]} ${rows[r]![header.indexOf('No')]} ${rows[r]![header.indexOf('Name')]}`);
  return body;
}

describe('an event in sections in the add-in', () => {
  it('ranks every section sheet, as the CLI does, and writes a block per section on each Regula sheet', async () => {
    const book = sectionsWorkbook();
    const report = await run({ sheet: 'Open', regulationText: REGULATION });
    expect(report.result.stopped).toBeUndefined();
    // No single audit report for an event in sections (regula report refuses one too): the pane says so.
    expect(reportLast()).toBeNull();
    expect(strings.results.reportUnavailable).toMatch(/an event in sections has no single report yet/);
    expect(report.result.output!.sections).toEqual([
      'Section Open: 10 players, first Knight, Cara.',
      'Section Under 2300/Unrated: 8 players, first Gambit, Eli.',
      'Section Under 2100: 9 players, first Archer, Ivo.',
      'Section Under 1900: 8 players, first Dragon, Jun.',
      'Section Under 1700: 7 players, first Eagle, Max.',
      'Section Under 1500: 8 players, first Isle, Cara.',
      'Section Under 1300: 6 players, first Gambit, Cara.',
      'Section Under 1000/Unrated: 9 players, first Fischer, Hana.',
      'Section Unrated/Provisional: 6 players, first Gambit, Kai.',
    ]);
    expect(report.written!.sheets).toEqual(['Regula Standings', 'Regula Audit', 'Regula Prizes']);
    expect(report.written!.resultBlock).toBeUndefined();
    // The same standings as `regula rank` on the same workbook's sheets (the CSV sample).
    const c = capture();
    const csv = join(REPO_ROOT, 'samples', 'tournaments', 'chicago-open-2014-sections.csv');
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'chicago-open-2014.regula');
    expect(await cliRun(['rank', csv, '--regulation', regulation, '--format', 'json', '--quiet'], c.io)).toBe(0);
    const json = JSON.parse(c.out.join('')) as SectionsJson;
    for (const section of json.sections)
      expect(standingsOf(book, section.name)).toEqual(
        section.standings.standings.map((s) => `${s.rank}${s.lastRank ? `–${s.lastRank}` : ''} ${s.no} ${s.name}`),
      );
  });

  it('answers Why for a player of any section, as `regula explain --section` does', async () => {
    sectionsWorkbook();
    const report = await run({ sheet: 'Open', regulationText: REGULATION });
    const output = report.result.output!;
    // No one standings block: a block per section, shown a section at a time.
    expect(writtenStandings(output)).toBeUndefined();
    const sections = writtenSectionStandings(output);
    expect(sections.map((s) => [s.section, s.block.length - 1])).toEqual([
      ['Open', 10],
      ['Under 2300/Unrated', 8],
      ['Under 2100', 9],
      ['Under 1900', 8],
      ['Under 1700', 7],
      ['Under 1500', 8],
      ['Under 1300', 6],
      ['Under 1000/Unrated', 9],
      ['Unrated/Provisional', 6],
    ]);
    const csv = join(REPO_ROOT, 'samples', 'tournaments', 'chicago-open-2014-sections.csv');
    const regulation = join(REPO_ROOT, 'samples', 'regulations', 'chicago-open-2014.regula');
    for (const section of ['Open', 'Under 2100', 'Unrated/Provisional']) {
      const rows = sections.find((s) => s.section === section)!.block.slice(1);
      const [first, second] = [rows[0]![1] as number, rows[1]![1] as number];
      const why = explainLast({ player: first, other: second, section });
      const cli = capture();
      const args = ['explain', csv, String(first), String(second), '--regulation', regulation, '--section', section, '--quiet'];
      expect(await cliRun(args, cli.io), cli.err.join('\n')).toBe(0);
      expect(why).toEqual(cli.out.join('\n').split('\n'));
    }
    // Starting number 1 is another player in each section: Open's Archer, Ava (3rd), Under 2100's Castle, Gus (2nd on cumulative).
    expect(explainLast({ player: 1, section: 'Open' })[0]).toMatch(/^Archer, Ava \(1\) is placed 3 of 10/);
    expect(explainLast({ player: 1, section: 'Under 2100' })[0]).toBe('Castle, Gus (1) is placed 2 of 9, decided by cumulative.');
    expect(explainLast({ player: 1, section: 'Under 2200' })).toEqual(['The last run has no section Under 2200: run again.']);
    // In the pane's language: the words of `regula explain --lang` (docs/addin.md "The pane's language").
    const german = capture();
    const args = ['explain', csv, '1', '--regulation', regulation, '--section', 'Under 2100', '--lang', 'de', '--quiet'];
    expect(await cliRun(args, german.io), german.err.join('\n')).toBe(0);
    expect(explainLast({ player: 1, section: 'Under 2100', paneLanguage: 'de-DE' })).toEqual(german.out.join('\n').split('\n'));
    expect(german.out.join('\n').split('\n')[0]).toBe('Castle, Gus (1): Platz 2 von 9, entschieden durch cumulative.');
    expect(explainLast({ player: 99, section: 'Open' })).toEqual(['That participant is not in the last run: run again.']);
  });

  it('stops with located errors when a section of the regulation has no sheet and a sheet is not a section', async () => {
    sectionsWorkbook([...SECTIONS.slice(1), { ...SECTIONS[0]!, name: 'Championship' }]);
    const report = await run({ sheet: 'Championship', regulationText: REGULATION });
    expect(report.result.output).toBeUndefined();
    expect(report.result.stopped).toBe('The sections are not the regulation’s, or a section’s sheet has errors: see the Crosstable panel.');
    const issues = report.result.reading.issues.map((i) => `${i.code} ${i.location.kind === 'cell' ? i.location.sheet : ''}`);
    expect(issues).toEqual(expect.arrayContaining(['sections/not-in-regulation Championship', 'sections/missing Championship']));
    expect(report.result.reading.issues.find((i) => i.code === 'sections/missing')!.fix).toContain('Add the section');
  });
});
